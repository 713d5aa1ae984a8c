"""Domino Hearts: the worked examples of shared/rules/hearts.md §3.9, options, bot."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, OptionError, get_game, parse_cards
from cardtui.games.hearts.core import deal_total
from cardtui.games.hearts.domino import DECK, DominoMatch
from tests.games.hearts_deals import deck_for

GAME = get_game("domino_hearts")


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def play(match: DominoMatch, code: str) -> None:
    match.apply(Action.play(Card.parse(code)))


def state(
    match: DominoMatch, hands: list[str], stock: str, leader: int, active: list[int] | None = None
) -> None:
    """Put the deal in a chosen position (cards left over go to nobody; zones not checked)."""
    match.hands = [cards(h) for h in hands]
    match.stock = cards(stock)
    match.active = active if active is not None else [s for s, h in enumerate(hands) if h]
    match.taken = [[] for _ in hands]
    match.trick = []
    match._legal = None
    match._open_trick(leader)


def fresh(seed: int = 1, **options: object) -> DominoMatch:
    match = GAME.new_match(4, options, seed)
    assert isinstance(match, DominoMatch)
    return match


def test_deal_six_each_rest_is_the_stock() -> None:
    match = fresh()
    assert all(len(h) == 6 for h in match.hands)
    assert len(match.stock) == 28


def test_example_1_draw_to_follow() -> None:
    hands = ["2C 8H 9H TH", "5C 6C 7C 8C", "AD 2H 4S 6D", "TC JC QC KH"]
    used = set(parse_cards(" ".join(hands) + " 3D 7H KC 9S"))
    rest = " ".join(c.code for c in DECK if c not in used)
    match = GAME.new_match(
        4, {"hand_size": 4}, 1, replay=[0, deck_for(hands, 0, "3D 7H KC 9S " + rest)]
    )
    assert isinstance(match, DominoMatch)
    assert match.current_seat == 1
    play(match, "5C")
    # P2 drew 3D, 7H, KC by himself and must now play the club
    assert match.current_seat == 2
    assert [a.cards[0].code for a in match.legal_actions()] == ["KC"]
    play(match, "KC")
    play(match, "TC")
    play(match, "2C")
    assert match.trick_winners == [2]
    assert set(cards("AD 2H 4S 3D 7H")) <= set(match.hands[2])
    assert match.stock[0] == Card("9", "S")


def test_example_2_stock_runs_out() -> None:
    match = fresh()
    state(match, ["6S 2C", "7S 3C", "AD 2H", "8S 4C"], "8D", leader=0)
    play(match, "6S")
    play(match, "7S")
    assert match.current_seat == 2 and not match.stock
    assert Card("8", "D") in match.hands[2]
    assert {a.cards[0] for a in match.legal_actions()} == set(cards("AD 2H 8D"))


def test_example_3_drop_out_and_next_leader() -> None:
    match = fresh()
    state(match, ["9H 2S", "3C 5D", "4H 6C", "AH"], "", leader=2)
    play(match, "4H")
    play(match, "AH")
    play(match, "9H")
    assert match.current_seat == 1
    play(match, "3C")
    assert match.trick_winners == [3]
    assert 3 not in match.active
    assert match.current_seat == 0  # P3 is out: the next active player leads


def test_example_4_last_survivor_takes_hand_and_stock() -> None:
    match = fresh()
    state(match, ["3S", "4S 9C 2H QH", "", ""], "5H 6D", leader=0, active=[0, 1])
    play(match, "3S")
    play(match, "4S")
    summary = match.deal_summaries[-1]
    assert summary.card_points == (0, 3, 0, 0)


def test_example_5_simultaneous_exit_stock_to_the_winner() -> None:
    match = fresh()
    state(match, ["7S", "", "JS", ""], "4H JH", leader=0, active=[0, 2])
    play(match, "7S")
    play(match, "JS")
    assert match.deal_summaries[-1].card_points == (0, 0, 2, 0)


def test_stock_discarded_with_the_option_off() -> None:
    match = fresh(stock_to_last_player=False)
    state(match, ["7S", "", "JS", ""], "4H JH", leader=0, active=[0, 2])
    play(match, "7S")
    play(match, "JS")
    assert match.deal_summaries[-1].card_points == (0, 0, 0, 0)


def _end(match: DominoMatch, totals: list[int], deal: tuple[int, ...]) -> None:
    match.totals = totals
    match.score_deal = lambda: (deal, (deal_total("domino_hearts", deal),), "penalties")  # type: ignore[method-assign]
    match._end_deal()


def test_example_6_game_end_and_tie() -> None:
    match = fresh()
    _end(match, [25, 29, 14, 30], (3, 2, 5, 3))
    assert match.totals == [28, 31, 19, 33]
    result = match.result()
    assert result is not None and result.winners == (2,)
    tie = fresh()
    _end(tie, [31, 20, 20, 40], (0, 0, 0, 0))
    result = tie.result()
    assert result is not None and result.winners == (1, 2)


def test_example_7_target_boundary() -> None:
    match = fresh()
    _end(match, [30, 0, 0, 0], (1, 4, 4, 4))
    assert match.is_over
    match = fresh()
    _end(match, [29, 0, 0, 0], (1, 4, 4, 4))
    assert not match.is_over


def test_queen_of_spades_option() -> None:
    match = fresh(queen_of_spades_points="13")
    state(match, ["QS", "", "2S", ""], "", leader=0, active=[0, 2])
    play(match, "QS")
    play(match, "2S")
    assert match.deal_summaries[-1].card_points == (13, 0, 0, 0)


def test_seats_and_hand_size_checked() -> None:
    assert GAME.new_match(7, {"hand_size": 7}, 1).num_seats == 7
    with pytest.raises(OptionError):
        GAME.new_match(7, {"hand_size": 8}, 1)


def test_bot_plays_matches_to_the_end() -> None:
    bot = make_bot("simple", "domino_hearts")
    for seed, seats in ((0, 4), (1, 3), (2, 6)):
        match = GAME.new_match(seats, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(bot.choose(match.view(match.current_seat), rng))
        assert match.result() is not None
