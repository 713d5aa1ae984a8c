"""Slobberhannes: the worked examples of shared/rules/hearts.md §6.9, options, bot."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, IllegalAction, OptionError, get_game, parse_cards
from cardtui.engine.score import check_lines
from cardtui.games.hearts.core import HeartsMatch, deal_total
from cardtui.games.hearts.slobberhannes import score_tricks
from tests.games.hearts_deals import deck_for

GAME = get_game("slobberhannes")

HANDS = [
    "AC KC QC JC TC 9C 8C 7C",
    "AD KD QD JD TD 9D 8D 7D",
    "AS KS QS JS TS 9S 8S 7S",
    "AH KH QH JH TH 9H 8H 7H",
]


def rigged(dealer: int = 3, **options: object) -> HeartsMatch:
    match = GAME.new_match(4, options, 1, replay=[dealer, deck_for(HANDS, dealer)])
    assert isinstance(match, HeartsMatch)
    return match


def test_deck_and_hands() -> None:
    match = GAME.new_match(4, {}, 2)
    assert len(match.deck) == 32
    assert {c.rank for c in match.deck} == set("AKQJT987")
    assert all(len(h) == 8 for h in match.hands)  # type: ignore[attr-defined]
    with pytest.raises(OptionError):
        GAME.new_match(3, {}, 1)


def test_example_1_trick_order() -> None:
    match = rigged()
    trick = list(zip(range(4), parse_cards("9D TD AC 7D"), strict=True))
    assert match.trick_winner(trick) == 1  # the ten of diamonds


def test_example_2_deal() -> None:
    winners = [2, 1, 3, 1, 0, 3, 1, 0]
    assert score_tricks(winners, 0, "source")[0] == (3, 0, 1, 0)
    assert score_tricks(winners, 0, "standard")[0] == (2, 0, 1, 0)
    _, lines, _ = score_tricks(winners, 0, "source")
    assert check_lines(lines, 4) == (-3, 0, -1, 0)


def test_example_3_all_three() -> None:
    winners = [1, 0, 2, 3, 0, 2, 3, 1]
    source = score_tricks(winners, 1, "source")
    standard = score_tricks(winners, 1, "standard")
    assert source[0] == standard[0] == (0, 4, 0, 0)
    assert source[2] == standard[2] == "all_three"
    assert check_lines(standard[1], 4) == (0, -4, 0, 0)


def test_example_4_queen_in_first_trick() -> None:
    winners = [3, 0, 2, 0, 2, 0, 2, 1]
    assert score_tricks(winners, 3, "source")[0] == (0, 1, 0, 3)
    assert score_tricks(winners, 3, "standard")[0] == (0, 1, 0, 2)


def test_example_5_end() -> None:
    match = rigged()
    match.totals = [8, 9, 3, 6]
    match.score_deal = lambda: (  # type: ignore[method-assign]
        (0, 1, 0, 3),
        (deal_total("slobberhannes", (0, 1, 0, 3)),),
        "penalties",
    )
    match._end_deal()
    assert match.totals == [8, 10, 3, 9]
    result = match.result()
    assert result is not None and result.winners == (2,)


def test_eldest_leads_clubs_allowed_and_follow_suit() -> None:
    match = rigged(dealer=3)
    assert match.current_seat == 0 and match.phase == "play"
    match.apply(Action.play(Card("Q", "C")))  # clubs (even the queen) may be led
    assert {a.cards[0] for a in match.legal_actions()} == set(match.hands[1])
    match.apply(Action.play(Card("7", "D")))
    match.apply(Action.play(Card("7", "S")))
    match.apply(Action.play(Card("7", "H")))
    assert match.trick_winners == [0]
    assert match.taken[0][0] == Card("Q", "C")


def test_follow_suit_is_enforced() -> None:
    match = GAME.new_match(4, {}, 7)
    assert isinstance(match, HeartsMatch)
    lead = match.legal_actions()[0]
    match.apply(lead)
    seat = match.current_seat
    assert seat is not None
    suit = lead.cards[0].suit
    hand = match.hands[seat]
    if any(c.suit == suit for c in hand):
        wrong = next((c for c in hand if c.suit != suit), None)
        if wrong is not None:
            with pytest.raises(IllegalAction) as err:
                match.apply(Action.play(wrong))
            assert err.value.reason == "must_follow_suit"


def test_a_whole_deal_scores_four_points() -> None:
    for scoring in ("source", "standard"):
        match = GAME.new_match(4, {"scoring": scoring}, 3)
        rng = random.Random(3)
        while not match.deal_summaries:
            match.apply(rng.choice(match.legal_actions()))
        summary = match.deal_summaries[0]
        assert sum(summary.card_points) in ((4,) if scoring == "source" else (3, 4))


def test_bot_plays_matches_to_the_end() -> None:
    bot = make_bot("simple", "slobberhannes")
    for seed in range(3):
        match = GAME.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(bot.choose(match.view(match.current_seat), rng))
        assert match.result() is not None
