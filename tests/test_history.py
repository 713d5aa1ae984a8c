"""The history of a deal (engine/history.py) over every registered game and variant.

Random playouts to the match end: every trick of every deal appears with its winner
and cards, every deal starts with ``deal_start``, and no viewer's history holds an
event or a card that viewer may not see. The log rewinds (undo) and is rebuilt by
the replay observer (resume) to the same history.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardtui.engine import Action, Card, Event, Match, get_game
from cardtui.engine.history import (
    PUBLIC,
    TRICK_WON,
    Decision,
    MatchLog,
    Note,
    Trick,
    Viewer,
)
from cardtui.engine.registry import all_games
from cardtui.engine.replay import replay
from tests.conformance import cards_in

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


def played(
    game_id: str, seats: int, options: dict[str, object], seed: int
) -> tuple[Match, MatchLog]:
    """A random match to its end, logged as the session logs it."""
    match = get_game(game_id).new_match(seats, options, seed)
    log = MatchLog(match.opening_events)
    rng = random.Random(seed)
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        action = rng.choice(list(match.legal_actions()))
        log.add(seat, action, match.apply(action))
    return match, log


def viewers(match: Match) -> list[Viewer]:
    return [None, PUBLIC, *range(match.num_seats)]


def is_subsequence(part: Sequence[Card], whole: Sequence[Card]) -> bool:
    it = iter(whole)
    return all(any(card is other for other in it) for card in part)


def allowed_cards(log: MatchLog, index: int, viewer: Viewer) -> set[Card]:
    """Cards the viewer may know from this deal: visible events and its own decisions."""
    seen: set[Card] = set()
    for step in log.steps(index):
        seen.update(c for e in step.events if e.visible_to(viewer) for c in e.cards)
        if step.action is not None and viewer in (None, step.seat):
            seen.update(step.action.cards)
    return seen


PLAYERS_DROP_OUT = frozenset({"domino_hearts"})
"""Games whose later tricks are played only by the players still holding cards."""


def check_trick(trick: Trick, num_seats: int, full: bool = True) -> None:
    assert trick.winner is not None and 0 <= trick.winner < num_seats
    seats = [p.seat for p in trick.plays]
    assert len(set(seats)) == len(seats), f"trick {trick.number}: seats {seats}"
    assert len(seats) == num_seats or (not full and len(seats) >= 1), (
        f"trick {trick.number}: seats {seats}"
    )
    assert trick.winner in seats
    face_up = [c for p in trick.plays if not p.face_down for c in p.cards if c is not None]
    known = [c for p in trick.plays for c in p.cards if c is not None]
    assert is_subsequence(face_up, trick.cards), f"trick {trick.number}: open cards out of order"
    assert is_subsequence(trick.cards, known), f"trick {trick.number}: cards missing"
    assert trick.points is not None and trick.points >= 0


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(3))
def test_every_trick_and_nothing_hidden(
    game_id: str, seats: int, options: dict[str, object], seed: int
) -> None:
    match, log = played(game_id, seats, options, seed)
    assert len(log) == match.deal_number
    for index in range(len(log)):
        steps = log.steps(index)
        assert steps[0].events[0].kind == "deal_start", f"deal {index + 1} opens otherwise"
        won = [e for s in steps for e in s.events if e.kind == TRICK_WON]
        for viewer in viewers(match):
            history = log.deal(index, viewer)
            assert history.number == index + 1
            assert history.dealer is not None
            tricks = history.tricks
            assert len(tricks) == len(won), f"deal {index + 1}: tricks lost for {viewer}"
            for trick, event in zip(tricks, won, strict=True):
                assert (trick.winner, trick.cards) == (event.seat, event.cards)
                check_trick(trick, match.num_seats, match.game.id not in PLAYERS_DROP_OUT)
            assert history.current is None
            for entry in history.entries:
                if isinstance(entry, Note):
                    assert entry.event.visible_to(viewer)
            extra = set(cards_in(history.entries)) - allowed_cards(log, index, viewer)
            assert not extra, f"{viewer} sees {sorted(c.code for c in extra)}"


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
def test_truncate_and_replay_give_the_same_history(
    game_id: str, seats: int, options: dict[str, object]
) -> None:
    match, log = played(game_id, seats, options, 11)
    total = log.decisions
    for keep in (total - 1, total // 3, 0):  # the log is cut shorter each time
        log.truncate(keep)
        live = played_prefix(match, keep)
        resumed = MatchLog.of(replay(match.record, decisions=keep))
        assert log.decisions == live.decisions == resumed.decisions == keep
        assert len(log) == len(live) == len(resumed)
        for index in range(len(log)):
            for viewer in (None, 0):
                assert log.deal(index, viewer) == live.deal(index, viewer)
                assert resumed.deal(index, viewer) == live.deal(index, viewer)


def played_prefix(match: Match, keep: int) -> MatchLog:
    """A log fed live with only the first ``keep`` decisions of ``match``'s record."""
    fresh = get_game(match.game.id).new_match(
        match.num_seats,
        match.record.options,
        match.record.seed,
        replay=match.record.chance_outcomes(),
    )
    log = MatchLog(fresh.opening_events)
    for seat, action in match.record.decisions()[:keep]:
        log.add(seat, action, fresh.apply(action))
    return log


def test_replay_observer_sees_every_decision() -> None:
    match, log = played("kozel_classic", 4, {}, 3)
    told: list[tuple[int, Action, list[Event]]] = []
    replay(match.record, observer=lambda s, a, e: told.append((s, a, e)))
    assert [(s, a) for s, a, _ in told] == match.record.decisions()
    assert sum(len(e) for _, _, e in told) == sum(
        len(s.events) for i in range(len(log)) for s in log.steps(i) if s.seat is not None
    )


def test_engine_moves_are_marked() -> None:
    """Kozel 24: the first deal's A♦ is led by the engine, before anyone decides."""
    match = get_game("kozel_24").new_match(4, {}, 5)
    log = MatchLog(match.opening_events)
    history = log.deal(0, PUBLIC)
    assert history.current is not None
    lead = history.current.plays[0]
    assert lead.auto and lead.cards[0] is not None and lead.cards[0].code == "AD"
    assert any(isinstance(e, Note) and e.auto for e in history.entries)


def test_face_down_cards_only_for_their_owner() -> None:
    """Kozel with many leads: a seat that gives up sees its own cards, nobody else does."""
    match = get_game("kozel_multilead").new_match(4, {}, 2)
    log = MatchLog(match.opening_events)
    rng = random.Random(2)
    while not any(p.face_down for t in log.deal(-1, None).tricks for p in t.plays):
        seat = match.current_seat
        assert seat is not None
        legal = list(match.legal_actions())
        give = [a for a in legal if a.kind == "give_up"]
        action = give[0] if give else rng.choice(legal)
        log.add(seat, action, match.apply(action))
    trick = next(t for t in log.deal(-1, None).tricks if any(p.face_down for p in t.plays))
    down = next(p for p in trick.plays if p.face_down)
    mine = log.deal(-1, down.seat).tricks[trick.number - 1]
    other = log.deal(-1, (down.seat + 1) % 4).tricks[trick.number - 1]
    assert all(c is not None for p in mine.plays if p.seat == down.seat for c in p.cards)
    assert all(c is None for p in other.plays if p.seat == down.seat for c in p.cards)


def test_a_decision_without_events_is_kept() -> None:
    """A decision no event tells (a quiet pass) still appears, without hidden cards."""
    match = get_game("kozel_classic").new_match(4, {}, 1)
    log = MatchLog(match.opening_events)
    seat = match.current_seat
    assert seat is not None
    log.add(seat, Action("pass"), [])
    entry = log.deal(0, PUBLIC).entries[-1]
    assert isinstance(entry, Decision) and entry.action == Action("pass")
