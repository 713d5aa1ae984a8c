"""The replay viewer's model: frames, deal starts, hands as dealt, the history at a frame."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.cli.simulate import play_bot_match_step
from cardtui.engine import get_game
from cardtui.engine.history import PUBLIC
from cardtui.engine.registry import game_ids
from cardtui.ui.replay_model import ReplayModel


def played(game_id: str, seed: int = 3, steps: int = 400) -> ReplayModel:
    game = get_game(game_id)
    n = game.default_seats
    match = game.new_match(n, {}, seed, seats=["human"] + ["random"] * (n - 1))
    bots = [make_bot("random", "") for _ in range(n)]
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        play_bot_match_step(match, bots, rng)
    return ReplayModel(match.record)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_history_at_every_frame_is_the_history_fed_afresh(game_id: str) -> None:
    model = played(game_id)
    rng = random.Random(game_id)
    frames = sorted(rng.sample(range(len(model.frames)), min(25, len(model.frames))))
    for index in frames:
        position = model.frames[index].position
        fast, fresh = model.log_at(position), model.full_log_at(position)
        assert len(fast) == len(fresh) and fast.decisions == fresh.decisions
        for deal in range(len(fresh)):
            for viewer in (None, PUBLIC, 0, 1):
                assert fast.deal(deal, viewer) == fresh.deal(deal, viewer), (index, deal, viewer)
        assert fast.last_trick(0) == fresh.last_trick(0)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_match_at_a_frame_is_the_match_replayed_to_it(game_id: str) -> None:
    from cardtui.engine.replay import replay

    model = played(game_id)
    for index in range(0, len(model.frames), max(1, len(model.frames) // 15)):
        position = model.frames[index].position
        ours = model.match_at(position)
        theirs = replay(model.record, decisions=position)
        assert ours.view(None) == theirs.view(None)
        assert ours.deal_summaries == theirs.deal_summaries


@pytest.mark.parametrize("game_id", game_ids())
def test_frames_deals_and_hands_as_dealt(game_id: str) -> None:
    model = played(game_id)
    assert model.frames[0].position == 0
    assert [f.position for f in model.frames] == sorted(f.position for f in model.frames)
    assert model.frames[-1].position == model.decisions
    over = [f for f in model.frames if f.over]
    assert len(over) == model.finished_deals == len(model.deal_summaries)
    for deal in range(model.deals):
        index = model.deal_start(deal)
        start = model.frames[index]
        assert start.deal == deal and not start.over
        at_start = model.match_at(start.position).view(None).hands
        assert _cards(model.dealt(deal)) >= _cards(at_start)
    assert _cards(model.dealt(0)) > 0


def _cards(hands: tuple[tuple[object, ...] | None, ...]) -> int:
    return sum(len(hand or ()) for hand in hands)
