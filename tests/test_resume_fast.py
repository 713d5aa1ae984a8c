"""Resuming from a save's checkpoint: the same match, its log, and the fall-back to a replay."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from cardtui.bots import bot_view
from cardtui.engine import all_games
from cardtui.engine.history import MatchLog
from cardtui.storage import checkpoint, saves
from cardtui.ui.resume_log import ResumedLog
from cardtui.ui.session import SeatSpec, Session

GAMES = [game.id for game in all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_decoded_match_goes_on_as_the_live_one(game_id: str) -> None:
    """Encoded mid-deal, written as JSON and decoded, a match of every game then takes
    the same moves to the same events, zones, views and legal actions."""
    game = next(g for g in all_games() if g.id == game_id)
    match = game.new_match(game.default_seats, {}, 5)
    rng = random.Random(5)
    for _ in range(rng.randrange(5, 40)):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    if match.is_over:
        pytest.skip("the match ended at once")
    text = checkpoint.dumps(checkpoint.encode_match(match))
    back = checkpoint.decode_match(checkpoint.loads(text), copy.deepcopy(match.record), [])
    assert checkpoint.fingerprint(back) == checkpoint.fingerprint(match)
    for _ in range(200):
        if match.is_over:
            break
        action = rng.choice(match.legal_actions())
        assert back.apply(action) == match.apply(action)
        assert checkpoint.fingerprint(back) == checkpoint.fingerprint(match)


def test_what_a_checkpoint_cannot_hold_is_refused() -> None:
    game = all_games()[0]
    match = game.new_match(game.default_seats, {}, 1)
    match.__dict__["odd"] = lambda: None
    with pytest.raises(checkpoint.Unsaved):
        checkpoint.encode_match(match)


def test_a_changed_checkpoint_text_is_refused() -> None:
    text = checkpoint.dumps({"game": "kozly"})
    with pytest.raises(ValueError):
        checkpoint.loads(text.replace("kozly", "kozel"))


def _played(game_id: str, deals: int, options: dict[str, str] | None = None) -> Path:
    """A saved match of simple bots, some moves into deal ``deals + 1``."""
    seats = next(g for g in all_games() if g.id == game_id).default_seats
    session = Session.new(game_id, [SeatSpec("simple")] * seats, seed=3, options=options or {})
    match = session.match
    while not match.is_over and (len(match.deal_summaries) < deals or session.decisions % 5):
        bot = session.bot(match.mover)
        session.apply(bot.choose(bot_view(match, match.mover, bot), session.bot_rng()))
        match = session.match
    assert session.store is not None
    session.close()
    return session.store.folder


def _same(fast: Session, whole: Session) -> None:
    assert checkpoint.fingerprint(fast.match) == checkpoint.fingerprint(whole.match)
    assert fast.match.deal_summaries == whole.match.deal_summaries
    assert len(fast.history) == len(whole.history)
    assert fast.history.decisions == whole.history.decisions
    for viewer in (None, 0, 1):
        assert fast.history.last_trick(viewer) == whole.history.last_trick(viewer)
        for index in (-1, -2):
            assert fast.history.deal(index, viewer) == whole.history.deal(index, viewer)


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("omnibus_hearts", {"target_score": "100000"}), ("klaberjass", {"target_score": "100000"})],
)
def test_resuming_from_the_checkpoint_gives_the_match_a_whole_replay_gives(
    game_id: str, options: dict[str, str]
) -> None:
    folder = _played(game_id, 6, options)
    assert (folder / saves.START_NAME).is_file()
    fast = Session.resume(folder)
    assert isinstance(fast.history, ResumedLog)  # from the checkpoint
    fast.close()
    (folder / saves.START_NAME).unlink()
    whole = Session.resume(folder)
    assert isinstance(whole.history, MatchLog)  # every deal replayed
    _same(fast, whole)
    assert fast.history.deal(0, None) == whole.history.deal(0, None)  # the first, replayed
    whole.close()


def test_a_resumed_match_plays_undoes_and_saves_on() -> None:
    folder = _played("omnibus_hearts", 5, {"target_score": "100000"})
    fast = Session.resume(folder)
    assert isinstance(fast.history, ResumedLog)
    for _ in range(30):  # into the next deal
        bot = fast.bot(fast.match.mover)
        fast.apply(bot.choose(bot_view(fast.match, fast.match.mover, bot), fast.bot_rng()))
    fast.close()
    again = Session.resume(folder)
    (folder / saves.START_NAME).unlink()
    again.close()
    whole = Session.resume(folder)
    _same(again, whole)
    whole.close()


def test_a_damaged_checkpoint_falls_back_to_the_whole_replay() -> None:
    folder = _played("omnibus_hearts", 5, {"target_score": "100000"})
    start = folder / saves.START_NAME
    start.write_text(start.read_text(encoding="utf-8")[:-10], encoding="utf-8")
    session = Session.resume(folder)
    assert isinstance(session.history, MatchLog)
    assert start.is_file()  # left as it is: the next deal writes a new one
    session.close()


def test_a_checkpoint_that_does_not_verify_is_not_used() -> None:
    folder = _played("omnibus_hearts", 5, {"target_score": "100000"})
    state = folder / saves.STATE_NAME
    body = json.loads(state.read_text(encoding="utf-8"))["body"]
    body["resume"]["fingerprint"] = "0" * 64  # the match shown then was another
    state.write_text(saves._state_text(body), encoding="utf-8")
    session = Session.resume(folder)
    assert isinstance(session.history, MatchLog)
    session.close()


def test_a_damaged_save_is_still_reported_and_kept() -> None:
    folder = _played("omnibus_hearts", 5, {"target_score": "100000"})
    deals = next(folder.glob("deals-*.jsonl"))
    deals.write_bytes(deals.read_bytes().replace(b'"number":2', b'"number":9', 1))
    with pytest.raises(saves.SaveDamaged):
        Session.resume(folder)
    assert deals.is_file() and (folder / saves.STATE_NAME).is_file()


def test_undo_after_a_fast_resume_is_the_undo_after_a_whole_replay() -> None:
    from cardtui.bots import make_bot

    bot = make_bot("simple", "omnibus_hearts")
    seats = [SeatSpec("human")] + [SeatSpec("simple")] * 3
    session = Session.new("omnibus_hearts", seats, seed=4, options={"target_score": "100000"})
    while len(session.match.deal_summaries) < 5 or session.decisions % 6:
        seat = session.match.mover
        session.apply(bot.choose(bot_view(session.match, seat, bot), session.bot_rng()))
    assert session.store is not None
    folder = session.store.folder
    session.close()
    fast = Session.resume(folder)
    assert isinstance(fast.history, ResumedLog)
    assert fast.undo()
    fast.close()
    (folder / saves.START_NAME).unlink()
    whole = Session.resume(folder)  # the save after the undo, replayed whole
    _same(fast, whole)
    whole.close()


def test_a_second_resume_in_the_same_deal_is_fast_too() -> None:
    folder = _played("omnibus_hearts", 5, {"target_score": "100000"})
    first = Session.resume(folder)
    bot = first.bot(first.match.mover)
    first.apply(bot.choose(bot_view(first.match, first.match.mover, bot), first.bot_rng()))
    first.close()
    second = Session.resume(folder)
    assert isinstance(second.history, ResumedLog)
    second.close()
