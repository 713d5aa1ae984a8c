"""«Козлы» (kozly): the worked examples C-T1..C-T10 of rules/kozel.md §3, options, views, bot."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cardtui.bots import RandomBot, make_bot
from cardtui.engine import (
    Action,
    Card,
    Event,
    IllegalAction,
    Match,
    OptionError,
    deck,
    get_game,
    parse_cards,
)
from cardtui.engine.cards import sort_key
from cardtui.games.kozel.jacks import JACK_ORDERS, trick_winner
from cardtui.games.kozel.kozly import KozlyMatch, halves_verdict, stock_verdict

GAME = get_game("kozly")


def c(code: str) -> Card:
    return Card.parse(code)


def arrange(fixed: Mapping[int, str], size: int = 32) -> list[Card]:
    """A deck with the given cards at the given positions, the rest in pack order."""
    placed = {pos: c(code) for pos, code in fixed.items()}
    filler = [card for card in deck(32) if card not in placed.values()]
    return [placed[pos] if pos in placed else filler.pop(0) for pos in range(size)]


def stock_deck(n: int, hands: Mapping[int, str], turned: str, stock_top: str = "") -> list[Card]:
    """Dealer s0: deal position i goes to seat (1 + i) % n; card 4n is turned."""
    fixed: dict[int, str] = {}
    for seat, text in hands.items():
        for k, code in enumerate(text.split()):
            fixed[k * n + (seat - 1) % n] = code
    fixed[4 * n] = turned
    for k, code in enumerate(stock_top.split()):
        fixed[4 * n + 1 + k] = code
    return arrange(fixed)


def new_match(n: int, cards: Sequence[Card], dealer: int = 0, **options: Any) -> KozlyMatch:
    match = GAME.new_match(n, options, 0, replay=[dealer, " ".join(x.code for x in cards)])
    assert isinstance(match, KozlyMatch)
    return match


def play(match: Match, *codes: str) -> list[Event]:
    events: list[Event] = []
    for code in codes:
        events += match.apply(Action.play(c(code)))
    return events


def trick_result(events: list[Event]) -> tuple[int | None, int]:
    won = [e for e in events if e.kind == "trick_won"]
    assert len(won) == 1
    return won[0].seat, int(won[0].value)


def first_legal(match: Match) -> list[Event]:
    return match.apply(match.legal_actions()[0])


# --- C-T1..C-T6: tricks through the engine (stock mode, 4 players, dealer s0) -----


def test_c_t1_any_jack_beats_trump_suit() -> None:
    match = new_match(4, stock_deck(4, {1: "AC", 2: "JD", 3: "AH", 0: "7C"}, turned="9H"))
    assert match.trump_suit == "H"
    assert match.current_seat == 1
    assert trick_result(play(match, "AC", "JD", "AH", "7C")) == (2, 24)


def test_c_t2_jack_of_clubs_tops_everything() -> None:
    match = new_match(4, stock_deck(4, {1: "JS", 2: "JC", 3: "AS", 0: "TS"}, turned="9S"))
    assert trick_result(play(match, "JS", "JC", "AS", "TS")) == (2, 25)


def test_c_t3_free_play_no_duty_to_follow() -> None:
    match = new_match(4, stock_deck(4, {1: "KS", 2: "7S 8D", 3: "9S", 0: "AC"}, turned="9H"))
    play(match, "KS")
    assert match.current_seat == 2
    assert Action.play(c("8D")) in match.legal_actions()
    assert len(match.legal_actions()) == 4
    assert trick_result(play(match, "8D", "9S", "AC")) == (1, 15)


def test_c_t4_lowest_jack_beats_trump_ace() -> None:
    match = new_match(4, stock_deck(4, {1: "AD", 2: "JD", 3: "KD", 0: "7D"}, turned="9D"))
    assert trick_result(play(match, "AD", "JD", "KD", "7D"))[0] == 2


def test_c_t5_jack_lead_is_a_trump_lead() -> None:
    match = new_match(4, stock_deck(4, {1: "JH", 2: "AH", 3: "7S", 0: "KH"}, turned="9S"))
    assert trick_result(play(match, "JH", "AH", "7S", "KH"))[0] == 1


def test_c_t6_highest_of_led_suit() -> None:
    match = new_match(4, stock_deck(4, {1: "7H", 2: "AS", 3: "9D", 0: "8H"}, turned="9C"))
    assert trick_result(play(match, "7H", "AS", "9D", "8H"))[0] == 0


# --- C-T7, C-T8: halves mode --------------------------------------------------------


def test_c_t7_halves_deal_counterclockwise_from_dealer() -> None:
    cards = arrange({15: "KH"})
    match = new_match(4, cards, dealer=0, deal_mode="halves")
    for seat, first in ((0, 0), (3, 1), (2, 2), (1, 3)):
        assert sorted(match.hands[seat], key=sort_key) == sorted(cards[first:16:4], key=sort_key)
    turned = cards[15]
    assert turned in match.hands[1]
    assert match.trump_suit == "H"
    assert match.current_seat == 1
    view = match.view(2)
    assert view.public["turned_card"] is turned
    assert view.public["turned_holder"] == 1
    assert view.public["half"] == 1
    assert turned not in match.hidden_cards(2)
    assert set(cards[16:]) <= set(match.hidden_cards(1))
    events: list[Event] = []
    for _ in range(16):
        events = first_legal(match)
    assert next(e for e in events if e.kind == "half_start").seat == 1
    # half 2: dealer s1, counterclockwise from him (s1, s0, s3, s2); s2 leads
    for seat, first in ((1, 16), (0, 17), (3, 18), (2, 19)):
        assert sorted(match.hands[seat], key=sort_key) == sorted(cards[first:32:4], key=sort_key)
    assert match.dealer == 1
    assert match.current_seat == 2
    assert match.trump_suit == "H"
    assert match.view(0).public["half"] == 2


def test_turned_jack_gives_its_printed_suit() -> None:
    match = new_match(4, arrange({15: "JS"}), deal_mode="halves")
    assert match.trump_suit == "S"
    assert match.order.trumps[0] == c("JC")


@pytest.mark.parametrize(
    ("points", "winner"),
    [
        ((31, 64, 15, 10), 1),
        ((60, 60, 0, 0), None),
        ((45, 40, 20, 15), None),
        ((60, 30, 20, 10), 0),
    ],
)
def test_c_t8_halves_result(points: tuple[int, ...], winner: int | None) -> None:
    assert halves_verdict(points) == winner


def test_c_t8_annulled_game_redeals_with_next_dealer() -> None:
    for seed in range(200):
        match = GAME.new_match(4, {"deal_mode": "halves"}, seed)
        assert isinstance(match, KozlyMatch)
        rng = random.Random(seed)
        first_dealer = match.dealer
        while not match.deal_summaries:
            match.apply(rng.choice(match.legal_actions()))
        summary = match.deal_summaries[0]
        if summary.outcome != "annulled":
            assert summary.outcome == "won"
            assert match.is_over
            continue
        assert not match.is_over
        assert summary.winners == ()
        assert sum(summary.card_points) == 120
        assert match.deal_number == 2
        assert match.dealer == (first_dealer + 2) % 4
        assert match.record.deals[-1].dealer == match.dealer
        assert match.view(0).public["annulled"] == 1
        assert match.half == 1
        return
    pytest.fail("no annulled game in 200 seeds")


def test_halves_mode_takes_exactly_four() -> None:
    with pytest.raises(OptionError) as err:
        GAME.new_match(3, {"deal_mode": "halves"})
    assert err.value.option == "deal_mode"
    with pytest.raises(OptionError):
        GAME.new_match(5, {"deal_mode": "halves"})


# --- C-T9: stock game end -------------------------------------------------------------


def test_c_t9_stock_game_end() -> None:
    assert stock_verdict((40, 35, 25, 20)) == ("scored", None)
    assert stock_verdict((70, 62, 58, 50)) == ("won", 0)
    assert stock_verdict((65, 65, 40, 30)) == ("tie", None)
    assert stock_verdict((59, 59, 2, 0)) == ("scored", None)


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_stock_match_end_follows_totals(seats: int) -> None:
    for seed in range(8):
        match = GAME.new_match(seats, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions()))
        totals = [0] * seats
        for summary in match.deal_summaries:
            totals = [t + p for t, p in zip(totals, summary.card_points, strict=True)]
            assert summary.details["totals"] == tuple(totals)
            assert summary.outcome == stock_verdict(totals)[0]
        result = match.result()
        assert result is not None
        assert result.scores == tuple(totals)
        assert result.winners == (stock_verdict(totals)[1],)
        assert match.deal_summaries[-1].outcome == "won"


def _deal_points_first_legal() -> tuple[int, ...]:
    match = new_match(4, stock_deck(4, {}, turned="9H"))
    while not match.deal_summaries:
        first_legal(match)
    return match.deal_summaries[0].card_points


def _finish_deal_from(totals: Sequence[int]) -> KozlyMatch:
    match = new_match(4, stock_deck(4, {}, turned="9H"))
    match.totals = list(totals)
    while not match.deal_summaries:
        first_legal(match)
    return match


def test_c_t9_stock_match_ends_when_highest_reaches_60() -> None:
    points = _deal_points_first_legal()
    before = [t - p for t, p in zip((40, 35, 25, 20), points, strict=True)]
    match = _finish_deal_from(before)
    assert match.deal_summaries[0].details["totals"] == (40, 35, 25, 20)
    assert match.deal_summaries[0].outcome == "scored"
    assert not match.is_over and match.deal_number == 2 and match.dealer == 1
    before = [t - p for t, p in zip((70, 62, 58, 50), points, strict=True)]
    match = _finish_deal_from(before)
    assert match.deal_summaries[0].outcome == "won"
    assert match.is_over
    result = match.result()
    assert result is not None and result.winners == (0,)
    assert result.scores == (70, 62, 58, 50)


def test_c_d7_tie_for_highest_means_another_deal() -> None:
    points = _deal_points_first_legal()
    before = [t - p for t, p in zip((65, 65, 40, 30), points, strict=True)]
    match = _finish_deal_from(before)
    assert match.deal_summaries[0].outcome == "tie"
    assert match.deal_summaries[0].winners == ()
    assert not match.is_over
    assert match.view(0).public["totals"] == (65, 65, 40, 30)
    assert match.view(0).public["annulled"] == 1


# --- C-T10: dead cards ----------------------------------------------------------------


def test_c_t10_three_players_dead_cards() -> None:
    cards = arrange({12: "TH", 31: "AS"})
    match = new_match(3, cards)
    assert match.view(0).public["turned_card"] is c("TH")
    assert match.view(0).public["stock_size"] == 20
    plays = tricks = 0
    dead_at: list[int] = []
    while not match.deal_summaries:
        events = first_legal(match)
        plays += sum(e.kind == "play" for e in events)
        tricks += sum(e.kind == "trick_won" for e in events)
        dead_at += [tricks for e in events if e.kind == "stock_dead"]
        if dead_at and not match.deal_summaries:
            assert match.view(1).public["dead_count"] == 2
            assert match.view(1).public["stock_size"] == 0
            assert c("AS") in match.hidden_cards(1)
            assert c("TH") not in match.hidden_cards(1)
    assert (plays, tricks) == (30, 10)
    assert dead_at == [7]  # 6 refills of 3 cards, then 2 < 3 are left
    summary = match.deal_summaries[0]
    assert set(summary.details["dead_cards"]) == {c("TH"), c("AS")}
    assert summary.details["dead_points"] == 21
    assert summary.details["counted"] is False
    assert sum(summary.card_points) == 120 - 21


def test_dead_cards_without_points_are_counted() -> None:
    match = new_match(3, arrange({12: "7H", 31: "8S"}))
    while not match.deal_summaries:
        first_legal(match)
    summary = match.deal_summaries[0]
    assert summary.details["dead_points"] == 0
    assert summary.details["counted"] is True
    assert sum(summary.card_points) == 120


@pytest.mark.parametrize(("seats", "dead"), [(2, 0), (3, 2), (4, 0), (5, 2), (6, 2)])
def test_dead_cards_per_player_count(seats: int, dead: int) -> None:
    match = GAME.new_match(seats, {}, 3)
    while not match.deal_summaries:
        first_legal(match)
    assert len(match.deal_summaries[0].details["dead_cards"]) == dead


# --- refill, turned card, views ---------------------------------------------------------


def test_refill_winner_first_clockwise() -> None:
    cards = stock_deck(
        4, {1: "AC", 2: "JD", 3: "AH", 0: "7C"}, turned="9H", stock_top="KS QS 9S 8S"
    )
    match = new_match(4, cards)
    events = play(match, "AC", "JD", "AH", "7C")
    assert match.current_seat == 2
    for seat, code in ((2, "KS"), (3, "QS"), (0, "9S"), (1, "8S")):
        assert c(code) in match.hands[seat]
        draw = [e for e in events if e.kind == "draw" and e.seat == seat]
        assert draw[0].cards == (c(code),)
        assert draw[0].to == frozenset({seat})
    assert all(len(h) == 4 for h in match.hands)
    assert match.view(0).public["stock_size"] == 12


def test_turned_card_drawn_last_and_stays_public() -> None:
    match = new_match(4, stock_deck(4, {}, turned="QD"))
    turned = c("QD")
    assert match.view(1).public["turned_holder"] is None
    assert turned not in match.hidden_cards(1)
    drawn: list[Event] = []
    while not drawn:
        drawn = [e for e in first_legal(match) if e.kind == "draw_turned"]
    assert match.view(1).public["stock_size"] == 0
    holder = drawn[0].seat
    assert match.last_winner is not None and holder == (match.last_winner + 3) % 4
    assert match.view((holder + 1) % 4).public["turned_holder"] == holder
    assert turned not in match.hidden_cards((holder + 1) % 4)
    while turned in match.hands[holder]:
        seat = match.current_seat
        assert seat is not None
        if seat == holder:
            match.apply(Action.play(turned))
        else:
            first_legal(match)
    assert match.view(0).public["turned_card"] is None


def test_public_keys_for_scoreboard() -> None:
    view = GAME.new_match(4, {}, 1).view(0)
    for key in (
        "deal_mode",
        "jack_order",
        "trump_suit",
        "turned_card",
        "turned_holder",
        "points",
        "totals",
        "stock_size",
        "dead_count",
        "half",
        "target",
        "annulled",
    ):
        assert key in view.public
    assert view.phase == "play"
    assert view.trump == view.public["trump_suit"]


def test_illegal_actions_explained() -> None:
    match = new_match(4, stock_deck(4, {1: "AC", 2: "JD"}, turned="9H"))
    with pytest.raises(IllegalAction) as err:
        match.apply(Action.play(c("JD")))
    assert err.value.reason == "card_not_in_hand"
    with pytest.raises(IllegalAction) as err:
        match.apply(Action("pass"))
    assert err.value.reason == "not_your_choice"


# --- options ------------------------------------------------------------------------------


def test_jack_order_option_changes_the_top_jack() -> None:
    cards = stock_deck(4, {1: "JC", 2: "JD", 3: "JS", 0: "JH"}, turned="9H")
    assert trick_result(play(new_match(4, cards), "JC", "JD", "JS", "JH"))[0] == 1
    match = new_match(4, cards, jack_order="DHSC")
    assert trick_result(play(match, "JC", "JD", "JS", "JH"))[0] == 2
    assert match.view(0).public["jack_order"] == "DHSC"


def test_jack_order_choices() -> None:
    assert len(JACK_ORDERS) == 24 and JACK_ORDERS[0] == "CSHD"
    with pytest.raises(OptionError):
        GAME.new_match(4, {"jack_order": "CSHH"})
    assert trick_winner("H", [(0, c("JH")), (1, c("JS"))], "HSCD") == 0


@pytest.mark.parametrize("seats", [1, 7])
def test_seat_range(seats: int) -> None:
    with pytest.raises(OptionError):
        GAME.new_match(seats)


def test_plain_suits_rank_ace_ten_king() -> None:
    plays = list(enumerate(parse_cards("KS TS AS QS")))
    assert trick_winner("H", plays) == 2
    assert trick_winner("H", list(enumerate(parse_cards("9C TC")))) == 1


# --- bot ----------------------------------------------------------------------------------


def test_simple_bot_beats_random() -> None:
    bot = make_bot("simple", "kozly")
    rng = random.Random(2)
    wins = 0
    matches = 40
    for i in range(matches):
        smart = i % 4
        match = GAME.new_match(4, {}, 500 + i)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            player = bot if seat == smart else RandomBot()
            match.apply(player.choose(match.view(seat), rng))
        result = match.result()
        assert result is not None
        wins += smart in result.winners
    assert wins > matches * 0.4


def test_bot_wins_cheaply_and_dumps_low() -> None:
    bot = make_bot("simple", "kozly")
    match = new_match(4, stock_deck(4, {1: "TC", 2: "7C 9D JC AS", 3: "KH"}, turned="9H"))
    play(match, "TC")
    # s2 after a 10-point lead: takes it; the cheap 7C does not win, the jack is safe
    choice = bot.choose(match.view(2), random.Random(0))
    assert choice == Action.play(c("JC"))
    match2 = new_match(4, stock_deck(4, {1: "7S", 2: "8C 9D JC AS"}, turned="9H"))
    play(match2, "7S")
    # nothing to win: dump a worthless card, keep the jack and the ace
    assert bot.choose(match2.view(2), random.Random(0)).card in {c("8C"), c("9D")}
