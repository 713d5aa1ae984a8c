"""The strong bot's inference: worlds rewound to a seat's turn in the trick in progress."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.bots.honesty import truthful
from cardtui.bots.inference import InferenceSampler, play_weight
from cardtui.engine import get_game
from cardtui.engine.worlds import sample_world


@pytest.mark.parametrize("game_id", ["klaberjass", "kozel_pri_valtakh", "kozly", "slobberhannes", "omnibus_hearts"])
def test_the_real_deal_rewound_agrees_with_simple_play(game_id: str) -> None:
    """Where every seat is the simple bot, the real deal rewound to each other seat's turn
    in the trick gives that seat the card it played: the weight of the real deal is 1."""
    game = get_game(game_id)
    checked = 0
    for seed in range(1, 4):
        match = game.new_match(seed=seed)
        rng = random.Random(seed)
        bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
        while not match.is_over and not match.deal_summaries:
            seat = match.current_seat
            assert seat is not None
            view = match.view(seat, search=True)
            if any(p.seat != seat for p in view.trick):
                assert play_weight(match.search_copy(), view, bots[0]) == 1.0
                checked += 1
            match.apply(bots[seat].choose(match.view(seat), rng))
    assert checked >= 10


def test_unplay_last_puts_the_card_back_and_the_seat_to_move() -> None:
    """``unplay_last`` undoes a card play of the trick in progress, and nothing else."""
    match = get_game("kozel_pri_valtakh").new_match(seed=3)
    rng = random.Random(3)
    bot = make_bot("simple", "kozel_pri_valtakh")
    while not match.view(match.current_seat or 0).trick:
        seat = match.current_seat
        assert seat is not None
        match.apply(bot.choose(match.view(seat), rng))
    copy = match.search_copy()
    seat, card = copy.trick[-1]  # type: ignore[attr-defined]
    assert copy.unplay_last()  # type: ignore[attr-defined]
    assert copy.current_seat == seat
    assert card in copy.hands[seat]  # type: ignore[attr-defined]
    assert any(card in a.cards for a in copy.legal_actions())
    assert not copy.unplay_last()  # type: ignore[attr-defined]  (the lead was the only card)


def test_the_inference_sampler_gives_consistent_worlds() -> None:
    """Its worlds are the base sampler's: legal from the view, the seat's hand its own."""
    match = get_game("klaberjass").new_match(seed=5)
    rng = random.Random(5)
    bot = make_bot("simple", "klaberjass")
    sampler = InferenceSampler(sample_world, bot)
    seen = 0
    while not match.is_over and not match.deal_summaries:
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat, search=True)
        if view.trick and len(truthful(view)) > 1:
            world = sampler(view, rng)
            assert sorted(map(str, world.hands[seat])) == sorted(map(str, view.hand))  # type: ignore[attr-defined]
            assert {str(a) for a in world.legal_actions()} == {str(a) for a in view.legal}
            seen += 1
        match.apply(bot.choose(match.view(seat), rng))
    assert seen >= 1


def test_infer_is_a_benchmark_level_only() -> None:
    """``infer`` is offered to ``arena`` and ``simulate`` only, the strong bot with inference."""
    from cardtui.bots import BENCHMARK_LEVELS, LEVELS
    from cardtui.bots.strong import StrongBot
    from cardtui.cli.checks import parse_bots
    from cardtui.ui.screens.setup import SEAT_KINDS

    assert "infer" in BENCHMARK_LEVELS and "infer" not in LEVELS and "infer" not in SEAT_KINDS
    bot = make_bot("infer", "klaberjass", worlds=5)
    assert type(bot) is StrongBot and bot.infer
    assert not make_bot("strong", "klaberjass", worlds=5).infer  # type: ignore[attr-defined]
    assert parse_bots("infer,flat") == ["infer", "flat"]
