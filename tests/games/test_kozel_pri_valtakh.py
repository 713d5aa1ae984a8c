"""«Козёл при вальтах» (kozel_pri_valtakh): worked examples D-T1..D-T7 of rules/kozel.md §4."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from cardtui.bots import RandomBot, make_bot
from cardtui.engine import Action, Card, Event, Match, OptionError, deck, get_game
from cardtui.engine.cards import sort_key
from cardtui.games.kozel.pri_valtakh import PriValtakhMatch, chip_payments, round_winner

GAME = get_game("kozel_pri_valtakh")


def c(code: str) -> Card:
    return Card.parse(code)


def round_deck(
    n: int,
    dealer: int,
    half1: Mapping[int, str],
    turned: str,
    half2: Mapping[int, str] | None = None,
) -> list[Card]:
    """Half 1: position i < 15 goes to seat (dealer + 1 + i) % n, position 15 is turned.

    Half 2: position 16 + i goes to seat (dealer + 1 + i) % n.
    """
    fixed: dict[int, Card] = {}
    for base, hands in ((0, half1), (16, half2 or {})):
        for seat, text in hands.items():
            for k, code in enumerate(text.split()):
                fixed[base + k * n + (seat - dealer - 1) % n] = c(code)
    assert 15 not in fixed, "the dealer gets only 15 // n dealt cards in half 1"
    fixed[15] = c(turned)
    filler = [card for card in deck(32) if card not in fixed.values()]
    return [fixed[pos] if pos in fixed else filler.pop(0) for pos in range(32)]


def new_match(n: int, cards: Sequence[Card], dealer: int = 0) -> PriValtakhMatch:
    match = GAME.new_match(n, {}, 0, replay=[dealer, " ".join(x.code for x in cards)])
    assert isinstance(match, PriValtakhMatch)
    return match


def play(match: Match, *codes: str) -> list[Event]:
    events: list[Event] = []
    for code in codes:
        events += match.apply(Action.play(c(code)))
    return events


def first_legal(match: Match) -> list[Event]:
    return match.apply(match.legal_actions()[0])


def finish_round(match: PriValtakhMatch) -> list[Event]:
    events: list[Event] = []
    rounds = len(match.deal_summaries)
    while len(match.deal_summaries) == rounds:
        events += first_legal(match)
    return events


# --- D-T1: deal counts ---------------------------------------------------------------


def test_d_t1_four_players_deal_counts() -> None:
    cards = deck(32)[::-1]
    match = new_match(4, cards)
    assert [len(h) for h in match.hands] == [4, 4, 4, 4]
    assert sorted(match.hands[1], key=sort_key) == sorted(cards[0:15:4], key=sort_key)
    assert sorted(match.hands[2], key=sort_key) == sorted(cards[1:15:4], key=sort_key)
    assert sorted(match.hands[3], key=sort_key) == sorted(cards[2:15:4], key=sort_key)
    assert sorted(match.hands[0], key=sort_key) == sorted([*cards[3:15:4], cards[15]], key=sort_key)
    turned = cards[15]
    assert match.trump_suit == turned.suit
    view = match.view(2)
    assert view.public["turned_card"] is turned
    assert view.public["turned_holder"] == 0
    assert view.public["half"] == 1
    assert turned not in match.hidden_cards(2)
    assert set(cards[16:]) <= set(match.hidden_cards(0))
    assert match.current_seat == 1
    events: list[Event] = []
    for _ in range(16):
        events += first_legal(match)
    assert sum(e.kind == "trick_won" for e in events) == 4
    assert any(e.kind == "half_start" for e in events)
    # half 2: the same dealer, all 16 cards clockwise from his left
    for seat in range(4):
        assert sorted(match.hands[seat], key=sort_key) == sorted(cards[16 + (seat - 1) % 4 :: 4], key=sort_key)
    assert match.dealer == 0 and match.current_seat == 1
    assert match.view(0).public["half"] == 2
    assert match.trump_suit == turned.suit


def test_d_t1_two_players_deal_counts() -> None:
    cards = deck(32)
    match = new_match(2, cards)
    assert sorted(match.hands[1], key=sort_key) == sorted(cards[0:15:2], key=sort_key)
    assert sorted(match.hands[0], key=sort_key) == sorted([*cards[1:15:2], cards[15]], key=sort_key)
    assert [len(h) for h in match.hands] == [8, 8]
    events: list[Event] = []
    for _ in range(16):
        events += first_legal(match)
    assert sum(e.kind == "trick_won" for e in events) == 8
    assert sorted(match.hands[1], key=sort_key) == sorted(cards[16::2], key=sort_key)
    assert sorted(match.hands[0], key=sort_key) == sorted(cards[17::2], key=sort_key)
    assert match.current_seat == 1


# --- D-T2, D-T3: tricks ----------------------------------------------------------------


def test_d_t2_jack_order_hearts_over_diamonds() -> None:
    cards = round_deck(4, 0, {1: "AD", 2: "JH", 3: "TD", 0: "JD"}, turned="8D")
    match = new_match(4, cards)
    assert match.trump_suit == "D"
    events = play(match, "AD", "JH", "TD", "JD")
    won = next(e for e in events if e.kind == "trick_won")
    assert (won.seat, won.value) == (2, "25")


@pytest.mark.parametrize("turned", ["9H", "9C", "9S", "9D"])
def test_d_t3_jack_of_clubs_wins(turned: str) -> None:
    cards = round_deck(4, 0, {1: "JS", 2: "7C", 3: "JC", 0: "AH"}, turned=turned)
    events = play(new_match(4, cards), "JS", "7C", "JC", "AH")
    assert [e.seat for e in events if e.kind == "trick_won"] == [3]


# --- D-T4..D-T7: chips -------------------------------------------------------------------


def test_d_t4_chips_one_from_the_dealer() -> None:
    assert round_winner((20, 65, 25, 10)) == 1
    assert chip_payments(1, 0, (12, 12, 12, 12)) == (1, 0, 2, 2)


def test_d_t5_dealer_takes_two_from_everyone() -> None:
    assert chip_payments(1, 1, (12, 12, 12, 12)) == (2, 0, 2, 2)


def test_d_t7_sixty_is_not_enough() -> None:
    assert round_winner((60, 30, 20, 10)) is None
    assert round_winner((60, 60)) is None


def test_payments_capped_by_account() -> None:
    assert chip_payments(2, 0, (0, 1, 30, 5)) == (0, 1, 0, 2)


def _all_points_to_s1(dealer: int) -> list[Card]:
    """s1 holds every jack in half 1 and the trump A 10 K Q in half 2, so takes all 120."""
    if dealer == 0:
        return round_deck(4, 0, {1: "JC JS JH JD"}, turned="9H", half2={1: "AH TH KH QH"})
    return round_deck(4, dealer, {1: "JC JS JH"}, turned="JD", half2={1: "AD TD KD QD"})


def test_d_t4_round_through_the_engine() -> None:
    match = new_match(4, _all_points_to_s1(dealer=0))
    events = finish_round(match)
    summary = match.deal_summaries[0]
    assert summary.card_points == (0, 120, 0, 0)
    assert summary.outcome == "round_won" and summary.winners == (1,)
    assert summary.details["paid"] == (1, 0, 2, 2)
    assert match.accounts == [11, 17, 10, 10]
    assert match.taken == [0, 5, 0, 0]
    assert [e.value for e in events if e.kind == "chips"] == ["5"]
    view = match.view(3)
    assert view.public["accounts"] == (11, 17, 10, 10)
    assert view.public["taken"] == (0, 5, 0, 0)
    assert not match.is_over
    assert match.dealer == 1 and match.deal_number == 2


def test_d_t5_dealer_wins_through_the_engine() -> None:
    match = new_match(4, _all_points_to_s1(dealer=1), dealer=1)
    assert match.trump_suit == "D"
    finish_round(match)
    assert match.deal_summaries[0].card_points == (0, 120, 0, 0)
    assert match.taken == [0, 6, 0, 0]
    assert match.accounts == [10, 18, 10, 10]


def test_d_t6_match_end() -> None:
    match = new_match(4, _all_points_to_s1(dealer=0))
    match.taken[1] = 10
    events = finish_round(match)
    assert match.taken[1] == 15
    assert match.is_over
    assert match.current_seat is None
    assert [e.seat for e in events if e.kind == "match_won"] == [1]
    result = match.result()
    assert result is not None
    assert result.winners == (1,) and result.losers == (0, 2, 3)
    assert result.details["taken"] == (0, 15, 0, 0)
    assert match.view(0).phase == "over"


def test_d_t7_no_transfer_without_winner() -> None:
    for seed in range(60):
        match = GAME.new_match(4, {}, seed)
        assert isinstance(match, PriValtakhMatch)
        rng = random.Random(seed)
        while not match.deal_summaries:
            match.apply(rng.choice(match.legal_actions()))
        summary = match.deal_summaries[0]
        if max(summary.card_points) > 60:
            continue
        assert summary.outcome == "no_winner" and summary.winners == ()
        assert summary.details["paid"] == (0, 0, 0, 0)
        assert match.accounts == [12, 12, 12, 12]
        assert match.taken == [0, 0, 0, 0]
        return
    pytest.fail("no round without a winner in 60 seeds")


# --- options, views, bot ---------------------------------------------------------------------


def test_three_players_refused() -> None:
    with pytest.raises(OptionError) as err:
        GAME.new_match(3)
    assert err.value.option == "seats"
    assert err.value.choices == ("2", "4")
    assert GAME.new_match(2).num_seats == 2


def test_turned_card_public_until_played() -> None:
    match = new_match(4, round_deck(4, 0, {1: "7C"}, turned="QS"))
    turned = c("QS")
    while turned in match.hands[0]:
        if match.current_seat == 0:
            match.apply(Action.play(turned))
        else:
            first_legal(match)
        if turned in match.hands[0]:
            assert match.view(2).public["turned_card"] is turned
    assert match.view(2).public["turned_card"] is None
    assert match.view(2).public["trump_suit"] == "S"


def test_public_keys_for_scoreboard() -> None:
    view = GAME.new_match(4, {}, 1).view(0)
    for key in (
        "accounts",
        "taken",
        "half",
        "trump_suit",
        "turned_card",
        "turned_holder",
        "points",
    ):
        assert key in view.public
    assert view.public["accounts"] == (12, 12, 12, 12)


def test_simple_bot_beats_random() -> None:
    bot = make_bot("simple", "kozel_pri_valtakh")
    rng = random.Random(4)
    wins = 0
    matches = 16
    for i in range(matches):
        smart = i % 4
        match = GAME.new_match(4, {}, 900 + i)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            player = bot if seat == smart else RandomBot()
            match.apply(player.choose(match.view(seat), rng))
        result = match.result()
        assert result is not None
        wins += smart in result.winners
    assert wins > matches * 0.4
