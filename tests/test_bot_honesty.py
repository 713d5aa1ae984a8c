"""Bots never lie in signals (kozel.md §7.15): every level stays silent or tells the truth."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtui.bots import LEVELS, RandomBot, bot_view, make_bot
from cardtui.bots.honesty import truthful
from cardtui.engine import PASS, Action, View, get_game
from cardtui.engine.trick import TRUMP
from cardtui.games.kozel.kozel24 import ORDER, QUEENS, SIX_CLUBS

GAME = get_game("kozel_24")


def is_true(view: View, code: str) -> bool:
    """The rulebook's meanings of the kozel_24 phrases, judged on the signaller's hand."""
    trumps = [c for c in view.hand if ORDER.suit[c] == TRUMP]
    if code == "no_trumps":
        return not trumps
    if code == "strong_trumps":
        return SIX_CLUBS in trumps or len(QUEENS & set(trumps)) >= 2 or len(trumps) >= 4
    assert code == "more_of_suit"
    led = view.trick[0].card if view.trick else None
    assert led is not None
    return sum(1 for c in view.hand if ORDER.suit[c] == ORDER.suit[led]) >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_no_bot_level_posts_a_false_signal(level: str) -> None:
    # The report: random, seed 8, signals on, deal 8-2: seat 3 said "no trumps" holding Q♦ J♣ A♣.
    bots = [make_bot(level, GAME.id, budget=0.002) for _ in range(4)]
    signals = 0
    last_deal = 3 if level == "strong" else 12  # the search is slow even on a tiny budget
    for seed in range(8, 14):
        match = GAME.new_match(4, {"signals": True}, seed)
        rng = random.Random(seed)
        while not match.is_over and match.deal_number <= last_deal:
            seat = match.current_seat
            assert seat is not None
            view = bot_view(match, seat, bots[seat])
            action = bots[seat].choose(view, rng)
            if action.kind == "signal":
                signals += 1
                assert is_true(view, action.value), (level, match.deal_code, seat, action)
            match.apply(action)
    if level == "random":
        assert signals > 50  # silence alone would not prove the filter keeps true signals


def test_truthful_keeps_true_signals_and_every_other_action() -> None:
    match = GAME.new_match(4, {"signals": True}, 8)
    rng = random.Random(0)
    checked = 0
    while not match.is_over and checked < 200:
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat)
        kept = truthful(view)
        for action in view.legal:
            expected = action.kind != "signal" or is_true(view, action.value)
            assert (action in kept) == expected
        checked += any(a.kind == "signal" for a in view.legal)
        match.apply(RandomBot().choose(view, rng))
    assert checked > 20


def test_a_game_without_a_signal_test_keeps_bots_silent() -> None:
    view = GAME.new_match(4, {}, 1).view(0)
    fake = replace(view, game="no_such_game", legal=(Action.choice("signal", "x"), PASS))
    assert truthful(fake) == (PASS,)
    assert RandomBot().choose(fake, random.Random(0)) == PASS
