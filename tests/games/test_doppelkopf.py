"""Doppelkopf (Двойная голова): the worked examples of shared/rules/doppelkopf.md §9, options, bot."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

import pytest

from cardtui.bots import RandomBot, make_bot
from cardtui.engine import Action, Card, IllegalAction, OptionError, get_game, parse_cards
from cardtui.engine.cards import cards_text
from cardtui.games.doppelkopf import (
    DoppelkopfMatch,
    card_order,
    draw_dealer,
    half_text,
    ledger_half,
    legal_cards,
    match_deck,
    points,
    settle,
)

GAME = get_game("doppelkopf")
OLD_WOMAN = Card.parse("QC")
SEATS = "NESW"
N, E, S, W = 0, 1, 2, 3

# §9.6: dealer W, old women E and S.
HANDS_96 = {
    "N": "QS QH JH TD TD 9C 9C TS TS AH TH KH",
    "E": "QC QS QD QD AD TC KS KS 9S 9S KH 9H",
    "S": "QC JC JC JS JD JD 9D 9D AC TC AS 9H",
    "W": "QH JS JH AD KD KD AC KC KC AS AH TH",
}
TRICKS_96 = [
    ("E QC S QC W JH N JH", "E", 10),
    ("E QS S JD W JS N QH", "E", 10),
    ("E QD S JD W QH N TD", "W", 18),
    ("W AC N 9C E TC S TC", "W", 31),
    ("W AS N TS E 9S S AS", "W", 32),
    ("W AH N AH E 9H S 9H", "W", 22),
    ("W AD N TD E QD S JS", "E", 26),
    ("E AD S JC W KD N QS", "N", 20),
    ("N TS E 9S S 9D W KD", "W", 14),
    ("W TH N TH E KH S 9D", "S", 24),
    ("S AC W KC N 9C E KS", "S", 19),
    ("S JC W KC N KH E KS", "S", 14),
]

# §9.7: no nines, dealer N, old women N and W, trump hearts.
HANDS_97 = {
    "N": "QC QD AH TH KH KH AC AS AS TD",
    "E": "QS QD JC JD TC KC TS TS KS KD",
    "S": "QS QH JC JH AC TC KC KS AD TD",
    "W": "QC QH JS JS JH JD AH TH AD KD",
}
TRICKS_97 = [
    ("W AD N TD E KD S TD", "W", 35),
    ("W QC N TH E JD S JH", "W", 17),
    ("W QH N KH E QS S QH", "E", 13),
    ("E QD S QS W JD N QC", "N", 11),
    ("N AC E KC S KC W TH", "W", 29),
    ("W JS N KH E JC S JC", "E", 10),
    ("E TC S AC W AH N AS", "W", 43),
    ("W JS N QD E KS S KS", "N", 13),
    ("N AS E TS S TC W KD", "N", 35),
    ("N AH E TS S AD W JH", "W", 34),
]

# §9.8: big solo, dealer E, soloist S.
HANDS_98 = {
    "N": "AC JC TS QS JS KH QH JH 9H TD TD KD",
    "E": "KC QC 9C QS 9S TH TH QH JH KD QD JD",
    "S": "AC TC KC 9C AS AS KS JS AH AH KH AD",
    "W": "TC QC JC TS KS 9S 9H AD QD JD 9D 9D",
}
TRICKS_98 = [
    ("S AC W JC N JC E 9C", "S", 15),
    ("S AS W 9S N JS E 9S", "S", 13),
    ("S AS W KS N QS E QS", "S", 21),
    ("S AH W 9H N 9H E JH", "S", 13),
    ("S AH W 9D N JH E QH", "S", 16),
    ("S AD W 9D N KD E JD", "S", 17),
    ("S TC W QC N AC E KC", "N", 28),
    ("N TS E TH S JS W TS", "N", 32),
    ("N TD E KD S 9C W AD", "W", 25),
    ("W TC N TD E QC S KC", "W", 27),
    ("W QD N KH E QD S KS", "W", 14),
    ("W JD N QH E TH S KH", "W", 19),
]

ALL_BONUSES = {"fox_hunt": True, "old_women_one_trick": True, "jack_of_clubs_last_trick": True}


# --- helpers -------------------------------------------------------------------------


def seat(letter: str) -> int:
    return SEATS.index(letter)


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def draw_deck(dealer: int, no_nines: bool = False) -> str:
    """A pack for the first-dealer draw that makes ``dealer`` draw the single lowest card."""
    pack = match_deck(no_nines)
    low = Card("J" if no_nines else "9", "C")
    highs = iter(cards("AC AS AH"))
    top = [low if s == dealer else next(highs) for s in range(4)]
    for card in top:
        pack.remove(card)
    return cards_text(top + pack)


def deal_deck(hands: Mapping[str, str], dealer: int) -> str:
    """The deck order (top first) that deals ``hands`` in packets from the dealer's left."""
    parsed = {seat(k): cards(v) for k, v in hands.items()}
    packets = (3, 4, 3) if len(parsed[0]) == 10 else (4, 4, 4)
    taken = [0] * 4
    out: list[Card] = []
    for size in packets:
        for i in range(1, 5):
            s = (dealer + i) % 4
            out += parsed[s][taken[s] : taken[s] + size]
            taken[s] += size
    return cards_text(out)


def dk_match(
    options: Mapping[str, Any], seed: int = 0, replay: Sequence[str] = ()
) -> DoppelkopfMatch:
    match = GAME.new_match(4, options, seed, replay=replay)
    assert isinstance(match, DoppelkopfMatch)
    return match


def new_match(hands: Mapping[str, str], dealer: int, **options: Any) -> DoppelkopfMatch:
    no_nines = bool(options.get("no_nines"))
    replay = [draw_deck(dealer, no_nines), deal_deck(hands, dealer)]
    match = dk_match(options, 0, replay)
    assert match.dealer == dealer
    return match


def hands_with_old_women(holders: Sequence[int], seed: int = 0) -> dict[str, str]:
    """A random 48-card deal where exactly ``holders`` hold the queens of clubs."""
    rest = match_deck(False)
    rest.remove(Card("Q", "C"))
    rest.remove(Card("Q", "C"))
    random.Random(seed).shuffle(rest)
    hands: dict[int, list[Card]] = {s: [] for s in range(4)}
    for s in holders:
        hands[s].append(Card("Q", "C"))
    for s in range(4):
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
    return {SEATS[s]: cards_text(h) for s, h in hands.items()}


def act(match: DoppelkopfMatch, who: str, action: Action) -> None:
    assert match.current_seat == seat(who), (match.current_seat, who, action)
    match.apply(action)


def play_trick(match: DoppelkopfMatch, text: str) -> list[Any]:
    parts = text.split()
    events = []
    for who, code in zip(parts[::2], parts[1::2], strict=True):
        assert match.current_seat == seat(who), (text, who)
        events += match.apply(Action.play(Card.parse(code)))
    return events


def trick_won(events: Sequence[Any]) -> tuple[int, int]:
    event = next(e for e in events if e.kind == "trick_won")
    return event.seat, int(event.value)


def hand_of(match: DoppelkopfMatch, s: int) -> Counter[Card]:
    return Counter(match.hands[s])


def legal_set(match: DoppelkopfMatch) -> set[Card]:
    return {a.card for a in match.legal_actions()}


def start_normal(match: DoppelkopfMatch, declarer: str, suit: str, level: str) -> None:
    act(match, declarer, Action.choice("trump", suit))
    act(match, declarer, Action.choice("order", level))


def play_all(match: DoppelkopfMatch, tricks: Sequence[tuple[str, str, int]]) -> None:
    for text, winner, pts in tricks:
        assert trick_won(play_trick(match, text)) == (seat(winner), pts), text


# --- §9.1 / §9.2 settlement ------------------------------------------------------------


def test_9_1_seed_example() -> None:
    st = settle("normal", "normal", 116, 6)
    assert (st.won, st.s_d, st.s_o, st.amount) == (False, 116, 134, -18)
    assert ledger_half(st.amount, (0, 2), (1, 3)) == [-18, 18, -18, 18]  # -9 / +9 points


SETTLEMENTS = [
    # id, game, order, P_D, T_O, bonus_d, bonus_o, won, level, S_D, S_O, A, D each, O each
    ("X1", "normal", "normal", 116, 6, 0, 0, False, True, 116, 134, -18, "-9", "+9"),
    ("X2", "normal", "normal", 130, 3, 0, 0, True, True, 135, 110, 25, "+12½", "-12½"),
    ("X3", "normal", "schneider", 215, 1, 0, 0, True, True, 225, 25, 200, "+100", "-100"),
    ("X4", "normal", "schneider", 200, 2, 0, 0, True, False, 200, 40, 160, "+80", "-80"),
    ("X5", "normal", "schwarz", 240, 0, 0, 0, True, True, 255, 0, 255, "+127½", "-127½"),
    ("X6", "normal", "schwarz", 240, 1, 0, 0, True, False, 240, 0, 240, "+120", "-120"),
    ("X7", "normal", "normal", 120, 6, 0, 0, False, True, 120, 130, -10, "-5", "+5"),
    ("X8", "normal", "schneider", 100, 7, 0, 0, False, False, 100, 160, -60, "-30", "+30"),
    ("X9", "normal", "schwarz", 110, 7, 0, 0, False, False, 110, 155, -45, "-22½", "+22½"),
    ("X10", "normal", "normal", 125, 5, 0, 40, True, True, 130, 155, -25, "-12½", "+12½"),
    ("S1", "trump_solo", "normal", 140, 4, 0, 0, True, True, 195, 100, 95, "+142½", "-47½"),
    ("S2", "trump_solo", "schneider", 215, 1, 0, 0, True, True, 275, 25, 250, "+375", "-125"),
    ("S3", "suit_solo", "schneider", 110, 6, 0, 0, False, False, 110, 150, -40, "-60", "+20"),
    ("S4", "big_solo", "normal", 125, 5, 0, 0, True, True, 260, 115, 145, "+217½", "-72½"),
    ("S5", "big_solo", "normal", 95, 6, 0, 0, False, True, 95, 155, -60, "-90", "+30"),
    ("W1", "wedding", "normal", 150, 5, 0, 0, True, True, 155, 90, 65, "+97½", "-32½"),
]


@pytest.mark.parametrize(
    (
        "row",
        "kind",
        "level",
        "p_d",
        "t_o",
        "b_d",
        "b_o",
        "won",
        "reached",
        "s_d",
        "s_o",
        "a",
        "d_each",
        "o_each",
    ),
    SETTLEMENTS,
    ids=[r[0] for r in SETTLEMENTS],
)
def test_9_2_settlement(
    row: str,
    kind: str,
    level: str,
    p_d: int,
    t_o: int,
    b_d: int,
    b_o: int,
    won: bool,
    reached: bool,
    s_d: int,
    s_o: int,
    a: int,
    d_each: str,
    o_each: str,
) -> None:
    st = settle(kind, level, p_d, t_o, b_d, b_o)
    assert (st.won, st.level_reached, st.s_d, st.s_o, st.amount) == (won, reached, s_d, s_o, a)
    alone = kind in ("trump_solo", "suit_solo", "big_solo") or row == "W1"
    side_d, side_o = ((0,), (1, 2, 3)) if alone else ((0, 2), (1, 3))
    delta = ledger_half(st.amount, side_d, side_o)
    assert sum(delta) == 0
    assert half_text(delta[0]) == d_each
    assert half_text(delta[1]) == o_each


def test_suit_solo_premium_option() -> None:
    assert settle("suit_solo", "normal", 130, 3, suit_solo_premium=0).s_d == 135
    assert settle("suit_solo", "normal", 130, 3).s_d == 185
    # a won solo keeps its premium even when the ordered level is missed (§12.4)
    st = settle("trump_solo", "schwarz", 200, 2)
    assert (st.won, st.level_reached, st.s_d) == (True, False, 250)


def test_half_text() -> None:
    assert [half_text(h) for h in (0, 1, -1, 2, 25, -18)] == ["0", "+½", "-½", "+1", "+12½", "-9"]


# --- §9.3 declarer and first leader ----------------------------------------------------------

DECLARERS = [
    ("W", "ES", "E", "N"),
    ("W", "NW", "N", "N"),
    ("N", "SW", "S", "E"),
    ("S", "WN", "W", "W"),
    ("E", "EE", "E", "S"),
]


@pytest.mark.parametrize(("dealer", "holders", "declarer", "forehand"), DECLARERS)
@pytest.mark.parametrize("first_lead", ["declarer", "forehand"])
def test_9_3_declarer_and_first_leader(
    dealer: str, holders: str, declarer: str, forehand: str, first_lead: str
) -> None:
    hands = hands_with_old_women([seat(h) for h in holders])
    match = new_match(hands, seat(dealer), first_lead=first_lead)
    assert match.phase == "name_trump"
    assert match.view(None).public["declarer"] == seat(declarer)
    assert match.view(None).public["game"] == ("wedding" if holders[0] == holders[1] else "normal")
    start_normal(match, declarer, "D", "normal")
    leader = declarer if first_lead == "declarer" else forehand
    assert match.current_seat == seat(leader)
    assert match.view(0).public["first_leader"] == seat(leader)


# --- §9.4 wedding partner ----------------------------------------------------------------

WEDDING_N = "QC QC QS QS AC AS AH 9C 9S 9H KD 9D"


def wedding_hands() -> dict[str, str]:
    rest = match_deck(False)
    for card in cards(WEDDING_N):
        rest.remove(card)
    random.Random(4).shuffle(rest)
    return {
        "N": WEDDING_N,
        "E": cards_text(rest[:12]),
        "S": cards_text(rest[12:24]),
        "W": cards_text(rest[24:]),
    }


def plays_won_by(match: DoppelkopfMatch, target: int) -> list[Card]:
    """A legal way to finish the open trick so that ``target`` wins it (searched)."""
    leader = match.to_move
    seats = [(leader + i) % 4 for i in range(4)]
    order = match.order

    def search(done: list[Card]) -> list[Card] | None:
        if len(done) == 4:
            return done if order.winner(list(zip(seats, done, strict=True))) == target else None
        hand = Counter(match.hands[seats[len(done)]])
        led = done[0] if done else None
        for card in legal_cards(list(hand.elements()), led, order):
            found = search([*done, card])
            if found:
                return found
        return None

    found = search([])
    assert found, f"no way for seat {target} to win"
    return found


def play_won_by(match: DoppelkopfMatch, target: int) -> None:
    for card in plays_won_by(match, target):
        match.apply(Action.play(card))
    assert match.last_winner == target


def finish_deal(match: DoppelkopfMatch) -> None:
    deals = len(match.deal_summaries)
    while len(match.deal_summaries) == deals:
        match.apply(match.legal_actions()[0])


WEDDINGS = [
    ("E", 3, (N, E), False),
    ("NS", 3, (N, S), False),
    ("NNW", 3, (N, W), False),
    ("NNN", 3, (N,), True),
    ("N", 1, (N,), True),
]


@pytest.mark.parametrize(("winners", "window", "side_d", "alone"), WEDDINGS)
def test_9_4_wedding_partner(
    winners: str, window: int, side_d: tuple[int, ...], alone: bool
) -> None:
    match = new_match(wedding_hands(), W, wedding_window_tricks=window)
    assert match.view(E).public["wedding"] == N
    start_normal(match, "N", "D", "normal")
    assert match.current_seat == N
    for i, letter in enumerate(winners):
        assert match.view(E).teams == ()
        play_won_by(match, seat(letter))
        if i < len(winners) - 1:
            assert match.view(S).public["wedding_partner"] is None
    side_o = tuple(s for s in range(4) if s not in side_d)
    for viewer in range(4):
        view = match.view(viewer)
        assert view.teams == (side_d, side_o)
        assert view.public["wedding_alone"] is alone
    finish_deal(match)
    assert match.deal_summaries[-1].teams == (side_d, side_o)


# --- §9.5 trick winners and legal moves -----------------------------------------------------

TRICKS_95 = [
    ("K1", "D", False, "QH QH JC 9D", N, 8),
    ("K2", "D", False, "AS AS TS KS", N, 36),
    ("K3", "S", False, "KH 9S QD AH", S, 18),
    ("K4", "S", False, "AD TD KD 9D", N, 25),
    ("K5", "S", False, "AD TD KD JS", W, 27),
    ("K6", "D", False, "TH QC AH KH", E, 28),
    ("K7", "D", True, "TH QC AH KH", N, 28),
    ("K8", None, False, "QS AS JS TS", E, 26),
    ("K9", None, False, "JC QC 9D AH", E, 16),
]


@pytest.mark.parametrize(
    ("row", "trump", "dulle", "trick", "winner", "pts"), TRICKS_95, ids=[r[0] for r in TRICKS_95]
)
def test_9_5_trick_winners(
    row: str, trump: str | None, dulle: bool, trick: str, winner: int, pts: int
) -> None:
    played = cards(trick)
    assert card_order(trump, dulle).winner(list(enumerate(played))) == winner
    assert points(played) == pts


LEGAL_HAND = "QS JD AD AH 9H TC"
LEGAL_95 = [
    ("D", "JH", "QS JD AD"),
    ("D", "AH", "AH 9H"),
    ("D", "KC", "TC"),
    ("D", "AS", LEGAL_HAND),
    ("H", "AH", "QS JD AH 9H"),
    ("H", "QC", "QS JD AH 9H"),
    ("H", "KD", "AD"),
    (None, "QH", "AH 9H"),
    (None, "JS", "QS"),
]


@pytest.mark.parametrize(("trump", "led", "legal"), LEGAL_95)
def test_9_5_legal_moves(trump: str | None, led: str, legal: str) -> None:
    found = legal_cards(cards(LEGAL_HAND), Card.parse(led), card_order(trump))
    assert set(found) == set(cards(legal))


def test_trump_counts() -> None:
    full = match_deck(False)
    assert sum(card_order("D").is_trump(c) for c in full) == 24
    assert sum(card_order("D").is_trump(c) for c in match_deck(True)) == 22
    assert sum(card_order("S", True).is_trump(c) for c in full) == 26
    assert sum(card_order("H", True).is_trump(c) for c in full) == 24
    assert sum(card_order(None).is_trump(c) for c in full) == 0


# --- §9.6 full deal ------------------------------------------------------------------------


def test_9_6_full_deal_options_off() -> None:
    match = new_match(HANDS_96, W)
    for letter, hand in HANDS_96.items():
        assert hand_of(match, seat(letter)) == Counter(cards(hand))
    assert match.phase == "name_trump" and match.current_seat == E
    start_normal(match, "E", "D", "normal")
    assert match.current_seat == E
    # trick 1 checkpoints (count legal cards in the hand / distinct legal set)
    match.apply(Action.play(Card.parse("QC")))
    for who, count, legal in [
        ("S", 8, "QC JC JS JD 9D"),
        ("W", 6, "JS JH QH AD KD"),
        ("N", 5, "QS QH JH TD"),
    ]:
        assert match.current_seat == seat(who)
        assert legal_set(match) == set(cards(legal))
        assert (
            sum(n for c, n in hand_of(match, seat(who)).items() if c in legal_set(match)) == count
        )
        played = {"S": "QC", "W": "JH", "N": "JH"}[who]
        match.apply(Action.play(Card.parse(played)))
    assert match.last_winner == E
    play_all(match, TRICKS_96[1:3])
    checkpoints = {
        3: [("N", "9C"), ("E", "TC"), ("S", "AC TC")],
        4: [("N", "TS"), ("E", "KS 9S"), ("S", "AS")],
        5: [("N", "AH TH KH"), ("E", "KH 9H"), ("S", "9H")],
    }
    for index in (3, 4, 5):
        text, winner, pts = TRICKS_96[index]
        parts = text.split()
        events = match.apply(Action.play(Card.parse(parts[1])))
        for (who, legal), code in zip(checkpoints[index], parts[3::2], strict=True):
            assert match.current_seat == seat(who)
            assert legal_set(match) == set(cards(legal))
            events += match.apply(Action.play(Card.parse(code)))
        assert trick_won(events) == (seat(winner), pts)
    play_all(match, TRICKS_96[6:8])
    # trick 9: S and W are void in plain spades -> every card legal
    match.apply(Action.play(Card.parse("TS")))
    match.apply(Action.play(Card.parse("9S")))
    assert legal_set(match) == set(match.hands[S])
    match.apply(Action.play(Card.parse("9D")))
    assert legal_set(match) == set(match.hands[W])
    match.apply(Action.play(Card.parse("KD")))
    play_all(match, TRICKS_96[9:])
    summary = match.deal_summaries[-1]
    assert summary.card_points == (20, 46, 57, 117)
    assert summary.teams == ((E, S), (N, W))
    details = summary.details
    assert (details["p_d"], details["p_o"], details["tricks_o"]) == (103, 137, 6)
    assert (details["s_d"], details["s_o"], details["amount"]) == (103, 147, -44)
    assert details["ledger_half"] == [44, -44, -44, 44]
    assert summary.outcome == "old_women_lost"
    assert summary.winners == (N, W)


def test_9_6_full_deal_all_bonuses() -> None:
    match = new_match(HANDS_96, W, **ALL_BONUSES)
    start_normal(match, "E", "D", "normal")
    play_all(match, TRICKS_96)
    details = match.deal_summaries[-1].details
    assert (details["s_d"], details["s_o"], details["amount"]) == (143, 197, -54)
    assert details["ledger_half"] == [54, -54, -54, 54]  # E, S -27 each; N, W +27 each
    kinds = sorted((b["kind"], b["declarers"]) for b in details["bonuses"])
    assert kinds == [("fox", False), ("fox", True), ("jack_of_clubs", True), ("old_women", False)]


@pytest.mark.parametrize(
    ("options", "s_d", "s_o"),
    [
        ({"fox_hunt": True}, 123, 167),
        ({"fox_hunt": True, "fox_bonus": 5}, 108, 152),
        ({"old_women_one_trick": True}, 103, 177),
        ({"old_women_one_trick": True, "old_women_penalty": 10}, 103, 157),
        ({"jack_of_clubs_last_trick": True}, 123, 147),
        ({"jack_of_clubs_last_trick": True, "jack_of_clubs_bonus": 50}, 153, 147),
    ],
)
def test_9_6_each_bonus_option(options: dict[str, Any], s_d: int, s_o: int) -> None:
    match = new_match(HANDS_96, W, **options)
    start_normal(match, "E", "D", "normal")
    play_all(match, TRICKS_96)
    details = match.deal_summaries[-1].details
    assert (details["s_d"], details["s_o"]) == (s_d, s_o)


def test_9_6_partner_revealed_by_second_old_woman() -> None:
    match = new_match(HANDS_96, W)
    start_normal(match, "E", "D", "normal")
    match.apply(Action.play(Card.parse("QC")))  # the declarer's own queen shows nothing new
    assert all(match.view(s).teams == () for s in range(4))
    events = match.apply(Action.play(Card.parse("QC")))
    assert [e.seat for e in events if e.kind == "partner_revealed"] == [S]
    for s in range(4):
        assert match.view(s).teams == ((E, S), (N, W))
        assert match.view(s).public["teams"] == [[E, S], [N, W]]


# --- §9.7 no nines ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("level", "fox", "reached", "s_d", "a", "d_half"),
    [
        ("normal", False, True, 222, 199, 199),
        ("normal", True, True, 242, 219, 219),
        ("schneider", False, True, 227, 204, 204),
        ("schwarz", False, False, 217, 194, 194),
    ],
)
def test_9_7_no_nines_deal(
    level: str, fox: bool, reached: bool, s_d: int, a: int, d_half: int
) -> None:
    match = new_match(HANDS_97, N, no_nines=True, fox_hunt=fox)
    assert len(match.deck) == 40 and all(len(h) == 10 for h in match.hands)
    for letter, hand in HANDS_97.items():
        assert hand_of(match, seat(letter)) == Counter(cards(hand))
    assert match.current_seat == W  # the dealer N holds a Q♣, so his partner W declares
    start_normal(match, "W", "H", level)
    assert match.view(N).trump == "H"
    assert match.current_seat == W
    play_all(match, TRICKS_97)
    summary = match.deal_summaries[-1]
    details = summary.details
    assert summary.teams == ((N, W), (E, S))
    assert (details["p_d"], details["tricks_d"], details["tricks_o"]) == (217, 8, 2)
    assert details["level_reached"] is reached
    assert (details["s_d"], details["s_o"], details["amount"]) == (s_d, 23, a)
    assert details["ledger_half"] == [d_half, -d_half, -d_half, d_half]


def test_no_nines_packets_3_4_3() -> None:
    pack = match_deck(True)
    random.Random(2).shuffle(pack)
    match = dk_match({"no_nines": True}, 0, [draw_deck(S, True), cards_text(pack)])
    first = (S + 1) % 4
    for i in range(4):
        s = (first + i) % 4
        expected = (
            pack[3 * i : 3 * i + 3] + pack[12 + 4 * i : 16 + 4 * i] + pack[28 + 3 * i : 31 + 3 * i]
        )
        assert hand_of(match, s) == Counter(expected)


def test_packets_4_4_4() -> None:
    pack = match_deck(False)
    random.Random(3).shuffle(pack)
    match = dk_match({}, 0, [draw_deck(E), cards_text(pack)])
    first = S
    for i in range(4):
        s = (first + i) % 4
        expected = (
            pack[4 * i : 4 * i + 4] + pack[16 + 4 * i : 20 + 4 * i] + pack[32 + 4 * i : 36 + 4 * i]
        )
        assert hand_of(match, s) == Counter(expected)


# --- §9.8 big solo --------------------------------------------------------------------------


def test_9_8_big_solo_deal() -> None:
    match = new_match(HANDS_98, E, solos=True, big_solo=True)
    assert match.phase == "solo_ask" and match.current_seat == S
    assert Action.choice("solo", "big") in match.legal_actions()
    act(match, "S", Action.choice("solo", "big"))
    assert match.phase == "order_game" and match.current_seat == S
    view = match.view(N)
    assert view.trump == "none" and view.public["soloist"] == S
    assert view.teams == ((S,), (N, E, W))
    act(match, "S", Action.choice("order", "normal"))
    assert match.current_seat == S
    play_all(match, TRICKS_98)
    summary = match.deal_summaries[-1]
    details = summary.details
    assert summary.card_points[S] == 95 and details["tricks_d"] == 6
    assert (details["s_d"], details["s_o"], details["amount"]) == (95, 155, -60)
    assert details["ledger_half"] == [60, 60, -180, 60]  # S -90; N, E, W +30
    assert summary.outcome == "solo_lost"


def test_big_solo_not_offered_without_option() -> None:
    match = new_match(HANDS_98, E, solos=True)
    assert Action.choice("solo", "big") not in match.legal_actions()
    with pytest.raises(IllegalAction) as err:
        match.apply(Action.choice("solo", "big"))
    assert err.value.reason == "not_your_choice"


# --- §9.9 phase sequences --------------------------------------------------------------------


@pytest.mark.parametrize(("first_lead", "leader"), [("declarer", E), ("forehand", N)])
def test_9_9_suit_solo_sequence(first_lead: str, leader: int) -> None:
    match = new_match(HANDS_96, W, solos=True, first_lead=first_lead)
    assert match.phase == "solo_ask" and match.current_seat == N
    assert match.legal_actions() == (
        Action.choice("healthy"),
        *(Action.choice("solo", v) for v in ("trump", "C", "S", "H")),
    )
    act(match, "N", Action.choice("healthy"))
    act(match, "E", Action.choice("solo", "H"))
    assert match.phase == "order_game" and match.current_seat == E  # S and W are not asked
    view = match.view(W)
    assert view.public["game"] == "suit_solo" and view.trump == "H"
    assert view.public["healthy"] == [N]
    assert view.teams == ((E,), (N, S, W))
    act(match, "E", Action.choice("order", "normal"))
    assert match.phase == "play" and match.current_seat == leader
    assert match.order.is_trump(Card.parse("9H")) and not match.order.is_trump(Card.parse("9D"))


def test_9_9_all_healthy_then_teams() -> None:
    match = new_match(HANDS_96, W, solos=True)
    for who in "NESW":
        act(match, who, Action.choice("healthy"))
    assert match.phase == "name_trump" and match.current_seat == E


def test_9_9_wedding_sequence() -> None:
    match = new_match(hands_with_old_women([N, N], seed=5), W)
    assert match.view(S).public["wedding"] == N
    assert match.view(S).private["side"] == "unknown"
    assert match.view(N).private["side"] == "declarers"
    start_normal(match, "N", "D", "normal")
    assert match.current_seat == N


def test_9_9_wedding_announced_in_events() -> None:
    hands = hands_with_old_women([E, E], seed=6)  # the second deal (dealer N): E holds both
    replay = [draw_deck(W), deal_deck(HANDS_96, W), deal_deck(hands, N)]
    match = dk_match({}, 0, replay)
    start_normal(match, "E", "D", "normal")
    for text, _, _ in TRICKS_96[:-1]:
        play_trick(match, text)
    events = play_trick(match, TRICKS_96[-1][0])
    assert [e.kind for e in events][-3:] == ["deal_end", "deal_start", "wedding"]
    assert events[-1].seat == E and match.dealer == N
    assert match.view(W).public["wedding"] == E and match.current_seat == E


def test_9_9_dealer_draw() -> None:
    dealer, rounds = draw_dealer(cards("9S 9C KH JD AC TH"))
    assert dealer == E
    assert rounds == [
        list(zip(range(4), cards("9S 9C KH JD"), strict=True)),
        [(N, Card.parse("AC")), (E, Card.parse("TH"))],
    ]
    pack = match_deck(False)
    top = cards("9S 9C KH JD AC TH")
    for card in top:
        pack.remove(card)
    match = dk_match({}, 0, [cards_text(top + pack)])
    assert match.dealer == E
    assert match.record.deals[0].dealer == E


def test_dealer_rotates_clockwise_and_match_ends() -> None:
    match = dk_match({"match_deals": 4}, 11)
    dealers: list[int] = []
    rng = random.Random(1)
    while not match.is_over:
        if match.deal_number > len(dealers):
            dealers.append(match.dealer)
        match.apply(rng.choice(match.legal_actions()))
    assert len(match.deal_summaries) == 4
    assert dealers == [(dealers[0] + i) % 4 for i in range(4)]
    result = match.result()
    assert result is not None
    assert result.scores == tuple(match.balance) and sum(result.scores) == 0
    assert set(result.winners) == {s for s in range(4) if match.balance[s] == max(match.balance)}


# --- options ---------------------------------------------------------------------------------


def test_big_solo_needs_solos() -> None:
    with pytest.raises(OptionError) as err:
        GAME.new_match(4, {"big_solo": True})
    assert "big_solo" in str(err.value) and "solos" in str(err.value)


def test_match_deals_multiple_of_four() -> None:
    with pytest.raises(OptionError) as err:
        GAME.new_match(4, {"match_deals": 6})
    assert err.value.option == "match_deals"
    with pytest.raises(OptionError):
        GAME.new_match(4, {"wedding_window_tricks": 4})


def test_dulle_makes_ten_of_hearts_top_trump() -> None:
    hands = dict(HANDS_96)
    match = new_match(hands, W, dulle=True)
    start_normal(match, "E", "D", "normal")
    assert match.order.is_trump(Card.parse("TH"))
    match.apply(Action.play(Card.parse("QC")))
    match.apply(Action.play(Card.parse("QC")))
    assert Card.parse("TH") in legal_set(match)  # W must follow trumps and may play a Dulle


def test_trump_solo_uses_diamonds_and_no_bonuses() -> None:
    match = new_match(HANDS_96, W, solos=True, **ALL_BONUSES)
    act(match, "N", Action.choice("solo", "trump"))
    assert match.view(E).trump == "D" and match.view(E).public["game"] == "trump_solo"
    act(match, "N", Action.choice("order", "normal"))
    finish_deal(match)
    assert match.deal_summaries[-1].details["bonuses"] == []
    assert match.deal_summaries[-1].teams == ((N,), (E, S, W))


def test_illegal_card_reason() -> None:
    match = new_match(HANDS_96, W)
    start_normal(match, "E", "D", "normal")
    match.apply(Action.play(Card.parse("QC")))
    with pytest.raises(IllegalAction) as err:
        match.apply(Action.play(Card.parse("AC")))
    assert err.value.reason == "must_follow_suit"
    with pytest.raises(IllegalAction) as err:
        match.apply(Action.play(Card.parse("KH")))
    assert err.value.reason == "card_not_in_hand"


# --- hidden partnership ------------------------------------------------------------------------


def swapped_96() -> dict[str, str]:
    """§9.6 with S's Q♣ and W's J♠ exchanged: E still declares, W is now his partner."""
    hands = dict(HANDS_96)
    hands["S"] = hands["S"].replace("QC", "JS", 1)
    hands["W"] = hands["W"].replace("JS", "QC", 1)
    return hands


SHARED_PLAY = [
    ("E", "KS"),
    ("S", "AS"),
    ("W", "AS"),
    ("N", "TS"),
    ("S", "AC"),
    ("W", "KC"),
    ("N", "9C"),
    ("E", "TC"),
    ("S", "9H"),
    ("W", "TH"),
    ("N", "AH"),
    ("E", "KH"),
]


def test_partnership_hidden_until_second_old_woman() -> None:
    """Before the partner's Q♣ falls, N and E see the same whether S or W is E's partner."""
    a = new_match(HANDS_96, W)
    b = new_match(swapped_96(), W)
    steps: list[tuple[str, Action]] = [
        ("E", Action.choice("trump", "D")),
        ("E", Action.choice("order", "normal")),
    ] + [(who, Action.play(Card.parse(code))) for who, code in SHARED_PLAY]

    def same_for_n_and_e() -> None:
        for viewer in (N, E):
            assert a.view(viewer) == b.view(viewer)
            assert a.view(viewer).teams == ()
        assert a.view(E).private == {"side": "declarers", "partner": None}
        assert a.view(N).private == {"side": "opponents", "partner": None}

    same_for_n_and_e()
    for who, action in steps:
        act(a, who, action)
        act(b, who, action)
        same_for_n_and_e()
    # N leads a trump, E plays a queen; the partner shows his Q♣ and the teams are public
    for match, partner in ((a, S), (b, W)):
        play_trick(match, "N TD E QD")
        while match.current_seat != partner:
            match.apply(match.legal_actions()[-1])
        assert all(match.view(s).teams == () for s in range(4))
        match.apply(Action.play(OLD_WOMAN))
        side_d = tuple(sorted((E, partner)))
        side_o = tuple(s for s in range(4) if s not in side_d)
        assert all(match.view(s).teams == (side_d, side_o) for s in range(4))


def test_partner_knows_declarer_but_not_vice_versa() -> None:
    match = new_match(HANDS_96, W)
    assert match.view(S).private == {"side": "declarers", "partner": E}
    assert match.view(E).private == {"side": "declarers", "partner": None}
    assert match.view(None).teams == ((E, S), (N, W))  # a spectator sees every hand anyway


@pytest.mark.parametrize("seed", range(3))
def test_random_deals_never_show_teams_early(seed: int) -> None:
    """In random normal deals no view names a partnership while the partner keeps his Q♣."""
    match = dk_match({"match_deals": 8}, seed)
    rng = random.Random(seed)
    checked = 0
    while not match.is_over:
        partner = match.partner
        if match.kind == "normal" and partner is not None and OLD_WOMAN in match.hands[partner]:
            for s in range(4):
                view = match.view(s)
                assert view.teams == () and view.public["teams"] == []
                if s != partner:
                    assert view.private["partner"] is None
            checked += 1
        match.apply(rng.choice(match.legal_actions()))
    assert checked


# --- bot -----------------------------------------------------------------------------------


def test_bot_names_longest_suit_and_orders_normal() -> None:
    match = new_match(HANDS_96, W)
    bot = make_bot("simple", "doppelkopf")
    # E's plain cards: 10♣ K♠ K♠ 9♠ 9♠ K♥ 9♥ A♦ -> spades is longest
    action = bot.choose(match.view(E), random.Random(0))
    assert action == Action.choice("trump", "S")
    match.apply(Action.choice("trump", "D"))
    assert bot.choose(match.view(E), random.Random(0)) == Action.choice("order", "normal")


def test_bot_is_healthy_with_an_average_hand() -> None:
    match = new_match(HANDS_96, W, solos=True)
    bot = make_bot("simple", "doppelkopf")
    assert bot.choose(match.view(N), random.Random(0)) == Action.choice("healthy")


def test_bot_gives_points_to_known_partner() -> None:
    match = new_match(HANDS_96, W)
    start_normal(match, "E", "D", "normal")
    for text, _, _ in TRICKS_96[:6]:
        play_trick(match, text)
    play_trick(match, "W AD N TD E QD")
    # S is last; the revealed partner E wins with Q♦: S adds J♠ (points), keeping J♣ and 9♦
    bot = make_bot("simple", "doppelkopf")
    assert bot.choose(match.view(S), random.Random(0)) == Action.play(Card.parse("JS"))


def test_bot_wins_cheaply_and_ducks() -> None:
    match = new_match(HANDS_96, W)
    start_normal(match, "E", "D", "normal")
    play_trick(match, "E QC S QC W JH")
    # N cannot beat Q♣ and is an opponent: he throws his cheapest trump
    bot = make_bot("simple", "doppelkopf")
    assert bot.choose(match.view(N), random.Random(0)) == Action.play(Card.parse("JH"))


def _balances(simple_seats: set[int], matches: int, options: dict[str, Any]) -> list[int]:
    bots = [
        make_bot("simple", "doppelkopf") if s in simple_seats else RandomBot() for s in range(4)
    ]
    total = [0] * 4
    rng = random.Random(7)
    for seed in range(matches):
        match = dk_match(dict(options, match_deals=4), seed)
        while not match.is_over:
            s = match.current_seat
            assert s is not None
            view = match.view(s)
            action = bots[s].choose(view, rng)
            assert action in view.legal
            match.apply(action)
        total = [t + b for t, b in zip(total, match.balance, strict=True)]
    return total


def test_simple_bot_beats_random() -> None:
    total = _balances({N, S}, 12, {})
    assert total[N] + total[S] > 0 > total[E] + total[W]


@pytest.mark.parametrize(
    "options", [{"solos": True, "big_solo": True, "dulle": True}, {"no_nines": True, **ALL_BONUSES}]
)
def test_simple_bot_plays_legal_with_options(options: dict[str, Any]) -> None:
    _balances({N, E, S, W}, 2, options)


def test_all_phase_codes_and_actions_have_texts() -> None:
    from cardtui.i18n import catalogue

    for lang in ("en", "ru"):
        keys = catalogue(lang)
        for phase in ("solo_ask", "name_trump", "order_game", "play"):
            assert f"phase.{phase}" in keys
        for kind, values in [
            ("solo", ("trump", "C", "S", "H", "big")),
            ("trump", "DCSH"),
            ("order", ("normal", "schneider", "schwarz")),
        ]:
            for value in values:
                assert f"action.{kind}.{value}" in keys
        assert "action.healthy" in keys
        for spec in GAME.options:
            assert f"option.doppelkopf.{spec.key}" in keys
        for outcome in product(("old_women", "wedding", "solo"), ("won", "lost")):
            assert "outcome.{}_{}".format(*outcome) in keys


def test_i18n_files_have_the_same_keys() -> None:
    import json
    from importlib import resources

    folder = resources.files("cardtui.i18n")
    en = json.loads(folder.joinpath("en/doppelkopf.json").read_text(encoding="utf-8"))
    ru = json.loads(folder.joinpath("ru/doppelkopf.json").read_text(encoding="utf-8"))
    assert set(en) == set(ru)
