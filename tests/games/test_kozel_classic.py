"""Classic Kozel (spec §1): the worked examples A-T1..A-T15 and the options."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, Event, IllegalAction, get_game, parse_cards
from cardtui.engine.replay import replay
from cardtui.games.kozel.classic import KozelClassicMatch
from cardtui.games.kozel.classic_boast import pants_draw
from cardtui.games.kozel.classic_rules import (
    BLACK,
    DECK,
    ORDER,
    RED,
    SUIT_OF,
    Board,
    hand_points,
    keeper,
    loser_titles,
    redeal_eligible,
    take_draw,
    trick_winner,
)
from tests.conformance import check_conservation, check_no_leak, check_round_trip

GAME = get_game("kozel_classic")
QUIET = {"redeal_demand": False, "last_trump_handoff": False}

A_T7_STOCK = (
    "QC TH KH JD AC 7H KC JC TC 9C 7C KS QS TS 8S 7S "
    "AH QH JH 9H 8H AD KD TD 9D 8D QD JS 8C 9S 7D AS"
)


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def card(code: str) -> Card:
    return Card.parse(code)


def play(code: str) -> Action:
    return Action.play(card(code))


def codes(actions: Sequence[Action]) -> set[str]:
    return {str(a) for a in actions}


def legal_cards_of(match: KozelClassicMatch) -> set[str]:
    return {a.cards[0].code for a in match.legal_actions()}


def new_match(
    options: Mapping[str, Any] | None = None, seed: int = 1, replay_: Sequence[Any] = ()
) -> KozelClassicMatch:
    match = GAME.new_match(4, dict(options or {}), seed, replay=replay_)
    assert isinstance(match, KozelClassicMatch)
    return match


def deal_with(
    stock: str, dealer: int, entitled: int | None, options: Mapping[str, Any] | None = None
) -> KozelClassicMatch:
    """A deal with this dealer and lead entitlement, its deck fed by chance replay.

    With an entitled team, deal 1 gives that team every trump and two aces, so it
    takes all tricks (a Lyusya: entitled, no pair) and deal 2 is the deal wanted.
    """
    if entitled is None:
        return new_match(options, replay_=[stock, dealer])
    first = (dealer - 1) % 4
    strong = cards("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D AC AS")
    weak = [c for c in DECK if c not in strong]
    mine, theirs = ((0, 2), (1, 3)) if entitled == RED else ((1, 3), (0, 2))
    hands = {mine[0]: strong[:8], mine[1]: strong[8:], theirs[0]: weak[:8], theirs[1]: weak[8:]}
    deck1 = deck_for(first, {s: " ".join(c.code for c in h) for s, h in hands.items()})
    probe = new_match(options, replay_=[deck1, first])
    play_first_deal(probe)
    match = new_match(options, replay_=[*probe.record.deals[0].chance, stock])
    play_first_deal(match)
    assert match.dealer == dealer and match.board.entitled == entitled
    assert match.deal_summaries[0].outcome == "lyusya"
    return match


def play_first_deal(match: KozelClassicMatch) -> None:
    """Deal 1 by a fixed policy: waive, skip, refuse, lead self, first legal card."""
    fixed = {"redeal_check": "pass", "handoff_offer": "pass", "handoff_answer": "refuse"}
    while match.deal_number == 1:
        phase = match.phase
        action = Action.parse(fixed[phase]) if phase in fixed else match.legal_actions()[0]
        match.apply(action)


def deck_for(dealer: int, hands: Mapping[int, str]) -> str:
    """The deck order that deals ``hands`` (one card at a time from the dealer's left)."""
    by_seat = {s: cards(h) for s, h in hands.items()}
    assert sorted(c.code for h in by_seat.values() for c in h) == sorted(c.code for c in DECK)
    order = [by_seat[(dealer + 1 + i) % 4][i // 4] for i in range(32)]
    return " ".join(c.code for c in order)


def position(
    hands: Mapping[int, str],
    to_move: int,
    trick: Sequence[tuple[int, str]] = (),
    led_before: str = "",
    tricks_done: int = 4,
    options: Mapping[str, Any] | None = None,
) -> KozelClassicMatch:
    """A mid-deal trick position built directly (trick-level examples)."""
    match = new_match({**QUIET, "boasting": False, **(options or {})})
    match.phase = "play"
    match.hands = [cards(hands.get(s, "")) for s in range(4)]
    match.suits_led.clear()
    match.suits_led.update(led_before)
    match.tricks_done = tricks_done
    match.trick = [(s, card(c)) for s, c in trick]
    if match.trick:
        first = match.trick[0][1]
        match.led_suit = SUIT_OF[first]
        match.suits_led.add(SUIT_OF[first])
    match.to_move = to_move
    match._legal = None
    return match


def public_events(events: Sequence[Event]) -> list[Event]:
    return [e for e in events if e.to is None]


# --- card order and trick examples -------------------------------------------------


def test_trump_order_and_counts() -> None:
    assert ORDER.trumps == parse_cards("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D")
    assert sum(1 for c in DECK if SUIT_OF[c] != "T") == 18
    assert len(DECK) == 32


def test_a_t1_seed_trick_example() -> None:
    match = position(
        {1: "9C 7C", 2: "9H", 3: "AS 8C QD", 0: "8H"},
        to_move=3,
        trick=[(0, "KH"), (1, "TH"), (2, "7H")],
        led_before="S",
    )
    assert legal_cards_of(match) == {"AS", "8C", "QD"}
    match.apply(play("AS"))
    assert match.last_winner == 1
    assert match.seat_points[1] == 25
    assert match.to_move == 1 and match.phase == "play"


def test_a_t1b_ace_ban_when_spades_never_led() -> None:
    match = position(
        {3: "AS 8C QD"}, to_move=3, trick=[(0, "KH"), (1, "TH"), (2, "7H")], led_before="C"
    )
    assert legal_cards_of(match) == {"8C", "QD"}
    with pytest.raises(IllegalAction) as err:
        match.apply(play("AS"))
    assert err.value.reason == "ace_discard_ban"


def test_a_t2_ace_ban_example() -> None:
    match = position(
        {0: "AH 9C", 1: "TH 8H", 2: "AS AC 8S QD", 3: "KH 9S"},
        to_move=0,
        led_before="CT",
        tricks_done=2,
    )
    match.apply(play("AH"))
    match.apply(play("TH"))
    assert legal_cards_of(match) == {"AC", "8S", "QD"}
    match.apply(play("AC"))
    match.apply(play("KH"))
    assert match.last_winner == 0
    assert match.seat_points[0] == 36


def test_a_t3_ban_lifted() -> None:
    both = position({1: "AS AC"}, to_move=1, trick=[(0, "9H")], led_before="T")
    assert legal_cards_of(both) == {"AS", "AC"}
    trump = position({1: "AS QD"}, to_move=1, trick=[(0, "9H")], led_before="T")
    assert legal_cards_of(trump) == {"QD"}


def test_a_t4_trump_order() -> None:
    match = position({0: "9C", 1: "QD", 2: "JC", 3: "AD"}, to_move=0)
    for code in ("9C", "QD", "JC", "AD"):
        match.apply(play(code))
    assert match.last_winner == 1
    assert match.seat_points[1] == 16


def test_a_t5_effective_suits() -> None:
    a = position({1: "JS AC TC"}, to_move=1, trick=[(0, "7D")])
    assert legal_cards_of(a) == {"JS"}
    b = position({2: "AH KH"}, to_move=2, trick=[(0, "7D"), (1, "8D")])
    assert legal_cards_of(b) == {"KH"}
    c = position({1: "QC 8H"}, to_move=1, trick=[(0, "9C")])
    assert legal_cards_of(c) == {"QC", "8H"}


def test_a_t6_lowest_trump_beats_plain_ace() -> None:
    plays = [(0, card("AS")), (1, card("7D")), (2, card("TS")), (3, card("KS"))]
    assert trick_winner(plays) == ORDER.winner(plays) == 1
    match = position({0: "AS", 1: "7D", 2: "TS", 3: "KS"}, to_move=0)
    for code in ("AS", "7D", "TS", "KS"):
        match.apply(play(code))
    assert match.last_winner == 1 and match.seat_points[1] == 25


def test_trick_winner_agrees_with_engine_order() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        four = rng.sample(DECK, 4)
        plays = list(zip(range(4), four, strict=True))
        assert trick_winner(plays) == ORDER.winner(plays)


# --- boasts -------------------------------------------------------------------------


def test_a_t7_pants_full_stock() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED)
    assert match.phase == "boast_offer" and match.to_move == 0
    assert codes(match.legal_actions()) == {
        "pass",
        "boast:pants",
        "boast:double_pants",
        "boast:mirror",
    }
    events = match.apply(Action.choice("boast", "pants"))
    # s0 kept QC AS 7D and played TH face down; s1 drew KH 9S and must choose
    assert match.phase == "boast_draw" and match.to_move == 1
    assert match.view(1).private["drawn"] == (card("KH"), card("9S"))
    assert "drawn" not in match.view(0).private
    assert sorted(c.code for c in match.hands[0]) == ["7D", "AS", "QC"]
    assert [e for e in public_events(events) if e.kind.startswith("play")] == [
        Event("play_down", 0)
    ]
    assert match.view(2).trick[0].cards == (None,)
    assert match.view(0).trick[0].cards == (card("TH"),)
    match.apply(play("9S"))
    # trick 1 done: TH 9S 8C 7H, s0 wins 10 points for Red
    assert [(s, c.code) for s, c in match.last_trick] == [
        (0, "TH"),
        (1, "9S"),
        (2, "8C"),
        (3, "7H"),
    ]
    assert match.last_winner == 0
    assert match.seat_points == [10, 0, 0, 0]
    pool = match.record.deals[-1].chance[-1]
    assert isinstance(pool, str) and len(pool.split()) == 21
    assert "KH" in pool.split()
    assert {"QC", "AS", "7D"} <= {c.code for c in match.hands[0]}
    assert "JD" in {c.code for c in match.hands[2]}
    assert {"AC", "JS", "QD"} <= {c.code for c in match.hands[3]}
    assert [len(h) for h in match.hands] == [7, 7, 7, 7]
    assert match.phase == "play" and match.to_move == 0
    assert match.suits_led == {"H"}
    check_conservation(match)
    check_no_leak(match)


def test_a_t7_mid_draw_views_hide_kept_piles() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED)
    match.apply(Action.choice("boast", "pants"))
    view = match.view(1)
    assert view.hands[0] is None and view.hand_sizes[0] == 3
    assert view.public["boast"] == "pants" and view.public["boaster"] == 0
    assert view.public["drawer"] == 1
    assert view.public["stock"] == 32 - 4 - 2
    check_no_leak(match)


def test_a_t8_pants_capacity() -> None:
    assert keeper(0, [7, 0, 2, 0]) == 2
    assert keeper(0, [6, 0, 7, 0]) == 0
    assert keeper(0, [7, 0, 7, 0]) is None
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED)
    match.boast = "pants"
    match.drawers = (0, 1, 2, 3)
    match.drawer_index = 0
    match.hands = [cards("QC QS QH QD JC JS JH"), [], cards("JD AD"), []]
    match.stock = [card("AH"), *cards("7C 8C"), card("9C")]
    events: list[Event] = []
    assert pants_draw(match, 0, events)
    assert card("AH") in match.hands[2] and len(match.hands[0]) == 7
    assert match.trick == [(0, card("9C"))]
    overflow = [e for e in events if e.kind == "overflow"]
    assert overflow and overflow[0].to == frozenset({0, 2})


def test_double_pants_draw_order() -> None:
    stock = cards("QC TH KH JD AC 7H")
    assert [c.code for c in take_draw(stock, 4)] == ["QC", "TH", "7H", "AC"]
    assert [c.code for c in stock] == ["KH", "JD"]
    assert [c.code for c in take_draw(stock, 4)] == ["KH", "JD"]
    assert stock == []


def test_double_pants_deal_completes() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED)
    match.apply(Action.choice("boast", "double_pants"))
    rng = random.Random(0)
    while match.phase != "play":
        match.apply(rng.choice(list(match.legal_actions())))
    assert [len(h) for h in match.hands] == [7, 7, 7, 7]
    assert match.tricks_done == 1
    check_conservation(match)


A_T9_STOCK = "7S JC AH 9D QS KH TH " + " ".join(
    c.code for c in DECK if c.code not in {"7S", "JC", "AH", "9D", "QS", "KH", "TH"}
)


def test_a_t9_mirror() -> None:
    match = deal_with(A_T9_STOCK, dealer=3, entitled=RED)
    match.apply(Action.choice("boast", "mirror"))
    assert match.phase == "mirror_cut" and match.to_move == 0
    assert len(match.legal_actions()) == 32
    events = match.apply(Action.choice("cut", "5"))
    assert [e for e in public_events(events) if e.kind == "play"] == [
        Event("play", 0, (card("AH"),))
    ]
    assert sorted(c.code for c in match.hands[0]) == ["9D", "QS"]
    assert [c.code for c in match.stock[:4]] == ["7S", "JC", "KH", "TH"]
    assert match.to_move == 1
    match.apply(Action.choice("cut", "3"))
    match.apply(Action.choice("cut", "2"))
    assert [c.code for c in match.hands[2]] == ["JC"]
    match.apply(Action.choice("cut", "1"))
    assert [(s, c.code) for s, c in match.last_trick] == [
        (0, "AH"),
        (1, "KH"),
        (2, "7S"),
        (3, "TH"),
    ]
    assert match.last_winner == 0
    assert match.seat_points[0] == 25
    assert {"QS", "9D"} <= {c.code for c in match.hands[0]}
    assert "JC" in {c.code for c in match.hands[2]}
    assert [len(h) for h in match.hands] == [7, 7, 7, 7]
    assert match.phase == "play" and match.to_move == 0
    actions = [a for a in match.record.deals[-1].actions]
    assert [str(a[1]) for a in actions[-4:]] == ["cut:5", "cut:3", "cut:2", "cut:1"]


def test_mirror_recut_when_layer_has_only_trumps() -> None:
    stock = "QC QS AH " + " ".join(c.code for c in DECK if c.code not in {"QC", "QS", "AH"})
    match = deal_with(stock, dealer=3, entitled=RED)
    match.apply(Action.choice("boast", "mirror"))
    match.apply(Action.choice("cut", "2"))
    assert match.phase == "mirror_cut" and match.to_move == 0
    assert sorted(c.code for c in match.hands[0]) == ["QC", "QS"]
    assert len(match.legal_actions()) == 30
    match.apply(Action.choice("cut", "1"))
    assert match.trick == [(0, card("AH"))] and match.to_move == 1


def test_mirror_show_layer_option() -> None:
    match = deal_with(A_T9_STOCK, dealer=3, entitled=RED, options={"mirror_show_layer": True})
    match.apply(Action.choice("boast", "mirror"))
    events = match.apply(Action.choice("cut", "5"))
    layer = [e for e in events if e.kind == "layer"]
    assert layer and layer[0].to == frozenset({0})
    assert [c.code for c in layer[0].cards] == ["7S", "JC", "AH", "9D", "QS"]
    plain = deal_with(A_T9_STOCK, dealer=3, entitled=RED)
    plain.apply(Action.choice("boast", "mirror"))
    assert not [e for e in plain.apply(Action.choice("cut", "5")) if e.kind == "layer"]


def test_a_t10_pants_trick_with_a_seven() -> None:
    plays = [(0, card("7C")), (1, card("TH")), (2, card("KS")), (3, card("9H"))]
    assert trick_winner(plays) == 0
    assert hand_points([c for _, c in plays]) == 14


def test_boast_offer_pass_goes_to_partner_then_deals() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED, options=QUIET)
    events = match.apply(Action("pass"))
    assert Event("no_boast", 0) in events
    assert match.phase == "boast_offer" and match.to_move == 2
    match.apply(Action("pass"))
    assert match.phase == "lead_select" and match.to_move == 0
    assert [len(h) for h in match.hands] == [8, 8, 8, 8]


def test_boasting_off_skips_offer() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED, options={**QUIET, "boasting": False})
    assert match.phase == "lead_select"


def test_no_boast_without_entitled_team() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=None, options=QUIET)
    assert match.phase == "play"
    assert match.to_move == next(s for s in range(4) if card("7D") in match.hands[s])


# --- redeal --------------------------------------------------------------------------


def test_a_t11_redeal_eligibility() -> None:
    assert redeal_eligible(cards("7C 8C 9C 7S 8S 9S KH QD"))
    assert redeal_eligible(cards("9C 9S 9H 9D AC AS TH QC"))
    assert redeal_eligible(cards("7C 8C 9C 7S 8S KH KS JD"))
    assert redeal_eligible(cards("AC 7C 8C 9C 7S 8S 9S 8H"))
    assert not redeal_eligible(cards("AC KC 8C 9C 7S 8S 9S 8H"))


REDEAL_HANDS = {
    1: "7C 8C 9C 7S 8S 9S KH QD",
    3: "7H 8H 9H 7D 8D 9D JD KS",
    0: "AC TC KC QC JC AS TS QS",
    2: "JS AH TH QH JH AD TD KD",
}


def test_a_t12_three_redeal_forfeit() -> None:
    deck = deck_for(0, REDEAL_HANDS)
    match = new_match(replay_=[deck, 0, deck, deck])
    assert match.dealer == 0 and match.phase == "redeal_check" and match.to_move == 1
    assert match.view(1).private["redeal_eligible"]
    events = match.apply(Action("demand"))
    shown = [e for e in events if e.kind == "redeal"]
    assert shown and shown[0].to is None and shown[0].cards == tuple(match.hands[1])
    assert match.redeals == 1 and match.phase == "redeal_check" and match.to_move == 1
    assert match.view(0).public["redeals"] == 1
    match.apply(Action("pass"))
    assert match.to_move == 3
    match.apply(Action("demand"))
    assert match.redeals == 2 and match.to_move == 1
    events = match.apply(Action("demand"))
    summary = match.deal_summaries[-1]
    assert summary.outcome == "forfeit" and summary.winners == (1, 3)
    assert summary.details["counted"] is False
    assert match.board.pairs == [0, 1] and match.board.entitled == BLACK
    assert Event("deal_end", value="forfeit") in events
    assert match.dealer == 1 and match.deal_number == 2
    assert match.phase == "boast_offer" and match.to_move == 3


def test_redeal_demand_off() -> None:
    deck = deck_for(0, REDEAL_HANDS)
    match = new_match({"redeal_demand": False}, replay_=[deck, 0])
    assert match.phase != "redeal_check"


def test_redeal_keeps_dealer_and_forbids_boast() -> None:
    match = deal_with(deck_for(3, REDEAL_HANDS), dealer=3, entitled=RED)
    match.apply(Action("pass"))
    match.apply(Action("pass"))
    assert match.phase == "redeal_check" and match.to_move == 1
    match.apply(Action("demand"))
    assert match.dealer == 3 and match.redeals == 1
    assert match.phase in ("redeal_check", "handoff_offer", "lead_select")


# --- last-trump handoff -----------------------------------------------------------------

HANDOFF_HANDS = {
    0: "QD AC TC KC 9S 8S AH 7H",
    2: "QC JS JH AD TD KD 9D 8C",
    1: "QS QH JC 9C 7C AS TS KS",
    3: "JD 8D 7D 7S TH KH 9H 8H",
}


def test_a_t13_last_trump_handoff() -> None:
    match = deal_with(deck_for(3, HANDOFF_HANDS), dealer=3, entitled=None)
    assert match.phase == "handoff_offer" and match.to_move == 0
    events = match.apply(Action("offer"))
    assert Event("offer", 0) in events
    assert match.phase == "handoff_answer" and match.to_move == 2
    events = match.apply(Action("accept"))
    assert Event("accept", 2) in events
    assert set(match.hands[0]) == set(cards("AC TC KC 9S 8S AH 7H 8C"))
    assert set(match.hands[2]) == set(cards("QC JS JH AD TD KD 9D QD"))
    received = [e for e in events if e.kind == "received"]
    assert {e.to for e in received} == {frozenset({0}), frozenset({2})}
    assert match.view(1).public["handoffs"] == ((0, 2),)
    assert match.phase == "play" and match.to_move == 3  # 7♦ holder leads


def test_a_t13_variant_partner_all_trumps() -> None:
    hands = dict(HANDOFF_HANDS)
    hands[2] = "QC JS JH AD TD KD 9D 8D"
    hands[3] = "JD 8C 7D 7S TH KH 9H 8H"
    match = deal_with(deck_for(3, hands), dealer=3, entitled=None)
    match.apply(Action("offer"))
    match.apply(Action("accept"))
    assert match.phase == "handoff_give" and match.to_move == 2
    assert len(match.legal_actions()) == 8
    match.apply(Action("give", (card("8D"),)))
    assert sum(1 for c in match.hands[0] if SUIT_OF[c] == "T") == 1
    assert card("8D") in match.hands[0]
    assert match.phase == "play"  # s0 is not asked a second time


def test_handoff_give_must_be_non_trump() -> None:
    hands = dict(HANDOFF_HANDS)
    hands[2] = "QC JS JH AD TD KD 8C 9C"
    hands[1] = "QS QH JC 9D 7C AS TS KS"
    match = deal_with(deck_for(3, hands), dealer=3, entitled=None)
    match.apply(Action("offer"))
    match.apply(Action("accept"))
    assert codes(match.legal_actions()) == {"give 8C", "give 9C"}
    with pytest.raises(IllegalAction) as err:
        match.apply(Action("give", (card("QC"),)))
    assert err.value.reason == "must_give_non_trump"
    match.apply(Action("give", (card("9C"),)))
    assert card("9C") in match.hands[0] and card("QD") in match.hands[2]


def test_handoff_refused_and_option_off() -> None:
    match = deal_with(deck_for(3, HANDOFF_HANDS), dealer=3, entitled=None)
    match.apply(Action("offer"))
    events = match.apply(Action("refuse"))
    assert Event("refuse", 2) in events
    assert card("QD") in match.hands[0] and match.phase == "play"
    off = deal_with(
        deck_for(3, HANDOFF_HANDS), dealer=3, entitled=None, options={"last_trump_handoff": False}
    )
    assert off.phase == "play"


# --- lead selection ----------------------------------------------------------------------


def test_lead_select_partner_leads() -> None:
    match = deal_with(A_T7_STOCK, dealer=3, entitled=RED, options={**QUIET, "boasting": False})
    assert match.to_move == 0 and codes(match.legal_actions()) == {"lead:self", "lead:partner"}
    events = match.apply(Action.choice("lead", "partner"))
    assert Event("leader", 2, value="partner") in events
    assert match.phase == "play" and match.to_move == 2


def test_lead_select_blind_member_partner_chooses() -> None:
    options = {**QUIET, "blind_seats": (1,)}
    match = deal_with(A_T7_STOCK, dealer=0, entitled=BLACK, options=options)
    # asking order 1, 2, 3, 0: seat 1 is blind, so seat 3 boasts or passes, then chooses
    assert match.phase == "boast_offer" and match.to_move == 3
    match.apply(Action("pass"))
    assert match.phase == "lead_select" and match.to_move == 3
    match.apply(Action.choice("lead", "partner"))
    # the blind seat 1 leads at once, by itself
    assert len(match.trick) == 1 and match.trick[0][0] == 1
    assert match.record.deals[-1].actions[-1][2] == "auto"


def test_both_entitled_blind_first_leads() -> None:
    options = {**QUIET, "blind_seats": (1, 3)}
    match = deal_with(A_T7_STOCK, dealer=0, entitled=BLACK, options=options)
    assert match.trick and match.trick[0][0] == 1
    assert match.to_move == 2


# --- scoring and titles ----------------------------------------------------------------


def test_a_t14_scoring_sequence() -> None:
    board = Board()
    assert board.score_play((75, 45), (5, 3))[0] == "single"
    assert board.pairs == [1, 0] and board.entitled == RED
    assert board.score_play((60, 60), (4, 4))[0] == "eggs"
    assert board.eggs_pending == 1 and board.entitled is None
    assert board.score_play((25, 95), (2, 6)) == ("double", BLACK, 3)
    assert board.pairs == [1, 3] and board.received_egg_pair == [False, True]
    assert board.score_play((120, 0), (8, 0))[0] == "lyusya"
    assert board.pairs == [1, 0]
    assert board.score_play((120, 0), (7, 1))[0] == "double"
    assert board.pairs == [3, 0]
    assert board.score_play((89, 31), (6, 2))[0] == "single"
    assert board.pairs == [4, 0]
    before = board.pairs[RED]
    assert board.score_play((90, 30), (6, 2))[0] == "double"
    assert board.pairs == [6, 0] and board.match_winner() == RED
    assert loser_titles(board, RED, before, 90) == ("kozly",)


def test_a_t15_titles() -> None:
    board = Board(pairs=[5, 2], eggs_pending=1)
    assert board.score_play((100, 20), (7, 1)) == ("double", RED, 3)
    assert board.pairs == [8, 2] and board.shown() == (6, 2)
    assert loser_titles(board, RED, 5, 100) == ("kozly", "with_eggs", "with_goad")


def test_a_t15_through_the_match() -> None:
    match = new_match(QUIET)
    match.board = Board(pairs=[5, 2], eggs_pending=1)
    match.seat_points = [60, 10, 40, 10]
    match.team_tricks = [7, 1]
    events: list[Event] = []
    match._end_deal(events)
    assert match.is_over and match.current_seat is None
    result = match.result()
    assert result is not None
    assert result.winners == (0, 2) and result.losers == (1, 3)
    assert result.titles == ("kozly", "with_eggs", "with_goad")
    assert result.scores == (6, 2, 6, 2)
    assert Event("match_end", 1, value="kozly with_eggs with_goad") in events
    assert match.deal_summaries[-1].outcome == "double"


def test_lyusya_resets_loser_and_forfeit_never_goads() -> None:
    board = Board(pairs=[2, 4], eggs_pending=2)
    assert board.score_play((0, 120), (0, 8)) == ("lyusya", BLACK, 2)
    assert board.pairs == [0, 6]
    assert loser_titles(board, BLACK, 4, 120) == ("kozly", "with_eggs")
    forfeit = Board(pairs=[5, 0])
    forfeit.score_forfeit(dealer_team=BLACK)
    assert loser_titles(forfeit, RED, 5, None) == ("kozly",)


def test_eggs_deal_gives_no_entitlement_through_the_match() -> None:
    match = new_match(QUIET)
    match.seat_points = [30, 30, 30, 30]
    match.team_tricks = [4, 4]
    events: list[Event] = []
    match._end_deal(events)
    assert match.deal_summaries[-1].outcome == "eggs"
    assert match.board.eggs_pending == 1
    assert match.phase == "play"  # no boast offer: the 7♦ holder leads
    assert match.to_move == next(s for s in range(4) if card("7D") in match.hands[s])


# --- options --------------------------------------------------------------------------


def test_must_trump_when_void_option() -> None:
    hands = {1: "QD 8H 9S"}
    free = position(hands, to_move=1, trick=[(0, "AC")])
    assert legal_cards_of(free) == {"QD", "8H", "9S"}
    forced = position(hands, to_move=1, trick=[(0, "AC")], options={"must_trump_when_void": True})
    assert legal_cards_of(forced) == {"QD"}
    with pytest.raises(IllegalAction) as err:
        forced.apply(play("8H"))
    assert err.value.reason == "must_trump"


def test_must_follow_reason_and_ace_ban_off() -> None:
    match = position({1: "TH AS"}, to_move=1, trick=[(0, "KH")])
    with pytest.raises(IllegalAction) as err:
        match.apply(play("AS"))
    assert err.value.reason == "must_follow_suit"
    off = position(
        {3: "AS 8C QD"},
        to_move=3,
        trick=[(0, "KH"), (1, "TH"), (2, "7H")],
        options={"ace_discard_ban": False},
    )
    assert legal_cards_of(off) == {"AS", "8C", "QD"}


def test_blind_seats_are_engine_played_and_hidden() -> None:
    match = new_match({"blind_seats": (1, 3)}, seed=5)
    rng = random.Random(5)
    for _ in range(300):
        if match.is_over:
            break
        assert match.current_seat in (0, 2)
        for seat in (0, 2):
            view = match.view(seat)
            assert view.hands[1] is None and view.hands[3] is None
        match.apply(rng.choice(list(match.legal_actions())))
    autos = [a for d in match.record.deals for a in d.actions if len(a) == 3]
    assert autos and all(a[0] in (1, 3) and a[2] == "auto" for a in autos)
    check_round_trip(match)


def test_blind_breaks_follow_rule_only_when_allowed() -> None:
    def broken(follows: bool) -> int:
        count = 0
        for seed in range(6):
            match = new_match({"blind_seats": (1,), "blind_follows_rules": follows}, seed=seed)
            rng = random.Random(seed)
            while not match.is_over and match.deal_number < 4:
                if match.phase == "play" and match.to_move == 2 and len(match.trick) == 2:
                    lead = SUIT_OF[match.trick[0][1]]
                    played = match.trick[1][1]
                    was_void = lead in match.voids[1]
                    if SUIT_OF[played] != lead and not was_void and not follows:
                        count += 1
                match.apply(rng.choice(list(match.legal_actions())))
        return count

    assert broken(True) == 0
    assert broken(False) > 0


def test_blind_options_validate() -> None:
    with pytest.raises(Exception, match="blind_seats"):
        GAME.new_match(4, {"blind_seats": (0, 1, 2, 3)})


# --- views, records, reasons -------------------------------------------------------------


def test_view_public_keys() -> None:
    match = new_match()
    view = match.view(0)
    for key in (
        "pairs",
        "eggs_pending",
        "entitled_team",
        "received_egg_pair",
        "redeals",
        "boast",
        "stock",
        "set_aside",
        "played",
        "voids",
        "trick_number",
    ):
        assert key in view.public
    assert view.teams == ((0, 2), (1, 3))
    assert view.trump == "QJD"
    assert view.hands[1] is None and view.hand == tuple(match.hands[0])


def test_explain_illegal_reasons() -> None:
    match = position({0: "9C"}, to_move=0)
    with pytest.raises(IllegalAction) as err:
        match.apply(play("AS"))
    assert err.value.reason == "card_not_in_hand"
    with pytest.raises(IllegalAction) as err:
        match.apply(Action("demand"))
    assert err.value.reason == "not_your_choice"


def test_boast_deal_replays_from_record() -> None:
    match = deal_with(A_T9_STOCK, dealer=3, entitled=RED)
    match.apply(Action.choice("boast", "mirror"))
    for depth in ("5", "3", "2", "1"):
        match.apply(Action.choice("cut", depth))
    rng = random.Random(2)
    for _ in range(10):
        match.apply(rng.choice(list(match.legal_actions())))
    check_conservation(match)
    check_no_leak(match)


def test_simple_bot_plays_legal_actions() -> None:
    rng = random.Random(4)
    bot = make_bot("simple", "kozel_classic")
    for seed in range(3):
        match = new_match({"blind_seats": (3,)} if seed == 2 else {}, seed=seed)
        steps = 0
        while not match.is_over and steps < 3000:
            seat = match.current_seat
            assert seat is not None
            view = match.view(seat)
            action = bot.choose(view, rng)
            assert action in view.legal
            match.apply(action)
            steps += 1
        assert match.is_over


def test_full_match_replays() -> None:
    match = new_match(seed=11)
    rng = random.Random(11)
    while not match.is_over:
        match.apply(rng.choice(list(match.legal_actions())))
    rebuilt = replay(match.record)
    assert rebuilt.result() == match.result()
