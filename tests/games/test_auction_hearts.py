"""Auction Hearts: the worked examples of shared/rules/hearts.md §4.9, options, bot."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.engine import PASS, Card, IllegalAction, get_game, parse_cards
from cardtui.engine.score import check_lines
from cardtui.games.hearts.auction import AuctionMatch, bid_action, score_taken
from cardtui.games.hearts.core import deal_total
from tests.games.hearts_deals import deck_for

GAME = get_game("auction_hearts")
HANDS = [
    "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
    "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
]


def rigged(dealer: int = 0, **options: object) -> AuctionMatch:
    match = GAME.new_match(4, options, 1, replay=[dealer, deck_for(HANDS, dealer)])
    assert isinstance(match, AuctionMatch)
    return match


def test_example_1_bidding() -> None:
    match = rigged(dealer=0)
    assert match.phase == "bid" and match.current_seat == 1
    match.apply(PASS)
    match.apply(bid_action(3))
    match.apply(bid_action(5))
    assert match.current_seat == 0
    with pytest.raises(IllegalAction) as err:
        match.apply(bid_action(5))
    assert err.value.reason == "bid_too_low"
    assert bid_action(6) in match.legal_actions()
    match.apply(PASS)
    assert match.phase == "choose_suit"
    assert match.current_seat == 3 and match.bid_winner == 3 and match.high == (3, 5)
    assert [s for s, _ in match.bids] == [1, 2, 3, 0]  # P2 never acts again


def test_example_2_spades_named() -> None:
    taken = [
        list(parse_cards("AS KS QS JS")),
        list(parse_cards("TS 9S 8S 7S 6S 5S")),
        list(parse_cards("4S")),
        list(parse_cards("3S 2S")),
    ]
    penalties, lines, outcome = score_taken(taken, "S", 3, 5)
    assert penalties == (4, 6, 1, 7)
    assert sum(penalties) == 18
    assert outcome == "bid_won"
    assert check_lines(lines, 4) == (-4, -6, -1, -7)


def test_example_2_in_play_winner_names_and_leads() -> None:
    match = rigged(dealer=0)
    for action in (PASS, bid_action(3), bid_action(5), PASS):
        match.apply(action)
    spades = next(a for a in match.legal_actions() if a.value == "S")
    match.apply(spades)
    assert match.penalty_suit == "S" and match.phase == "play"
    assert match.current_seat == 3  # the auction winner leads
    assert match.card_values == {c: 1 for c in match.deck if c.suit == "S"}


def test_example_3_all_pass() -> None:
    match = rigged(dealer=0)
    for _ in range(4):
        match.apply(PASS)
    assert match.penalty_suit == "H" and match.bid_winner is None
    assert match.phase == "play" and match.current_seat == 1
    taken = [[], list(parse_cards("AH KH")), [], []]
    assert score_taken(taken, "H", None, 0)[0] == (0, 2, 0, 0)


def _end(match: AuctionMatch, totals: list[int], deal: tuple[int, ...]) -> None:
    match.totals = totals
    match.score_deal = lambda: (deal, (deal_total("auction_hearts", deal),), "bid_won")  # type: ignore[method-assign]
    match._end_deal()


def test_example_4_end() -> None:
    match = rigged()
    _end(match, [74, 67, 51, 51], (3, 10, 0, 5))
    assert match.totals == [77, 77, 51, 56]
    result = match.result()
    assert result is not None and result.winners == (2,)


def test_example_5_no_end() -> None:
    match = rigged()
    _end(match, [70, 61, 50, 44], (4, 6, 1, 7))
    assert match.totals == [74, 67, 51, 51]
    assert not match.is_over and match.phase == "bid"


def test_maximum_bid_passes_the_rest_by_itself() -> None:
    match = rigged(dealer=0, max_bid=4)
    match.apply(bid_action(4))  # P1 bids the maximum: P2, P3, P0 cannot outbid
    assert match.phase == "choose_suit" and match.current_seat == 1
    assert [b for _, b in match.bids] == [4, None, None, None]


def test_open_bidding() -> None:
    match = rigged(dealer=0, bidding="open")
    match.apply(bid_action(2))  # P1
    match.apply(bid_action(3))  # P2
    match.apply(PASS)  # P3 is out
    match.apply(PASS)  # P0 is out
    assert match.current_seat == 1  # P1 may raise again
    match.apply(bid_action(4))
    assert match.current_seat == 2
    match.apply(PASS)
    assert match.phase == "choose_suit" and match.bid_winner == 1 and match.high == (1, 4)


def test_open_bidding_last_player_may_still_bid() -> None:
    match = rigged(dealer=0, bidding="open")
    for _ in range(3):
        match.apply(PASS)
    assert match.current_seat == 0 and bid_action(1) in match.legal_actions()
    match.apply(bid_action(1))
    assert match.phase == "choose_suit" and match.bid_winner == 0


def test_all_pass_redeal_voids_the_deal() -> None:
    match = rigged(dealer=0, all_pass="redeal")
    for _ in range(4):
        match.apply(PASS)
    assert match.deal_number == 2 and match.dealer == 1
    summary = match.deal_summaries[-1]
    assert summary.outcome == "redeal" and summary.match_points == (0, 0, 0, 0)


def test_first_lead_eldest_option() -> None:
    match = rigged(dealer=0, first_lead="eldest")
    for action in (PASS, PASS, bid_action(2), PASS):
        match.apply(action)
    match.apply(next(a for a in match.legal_actions() if a.value == "C"))
    assert match.current_seat == 1


def test_three_players_drop_two_of_clubs() -> None:
    match = GAME.new_match(3, {}, 1)
    assert len(match.deck) == 51 and Card("2", "C") not in match.deck


def test_bot_plays_matches_to_the_end() -> None:
    bot = make_bot("simple", "auction_hearts")
    for seed in range(2):
        match = GAME.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(bot.choose(match.view(match.current_seat), rng))
        assert match.result() is not None
