"""24-card Kozel (kozel.md §5): worked examples E-T1..E-T11, decisions and options."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardtui.bots import make_bot
from cardtui.engine import (
    PASS,
    Action,
    Card,
    IllegalAction,
    Match,
    card_points,
    get_game,
    parse_cards,
)
from cardtui.engine.record import MatchRecord
from cardtui.engine.replay import replay
from cardtui.games.kozel.kozel24 import (
    DECK,
    ORDER,
    TRUMPS,
    Kozel24Match,
    loser_titles,
    score_deal,
    written_amount,
)
from tests.conformance import check_conservation, check_no_leak, check_round_trip, same_state

GAME = get_game("kozel_24")

# Deal-1 hands used to reach deal 2; the A♦ holder's hand comes first.
BASE_DEAL_ONE = (
    "AD KS 6S AH QC JS",
    "TD AS TS TH 6C JH",
    "KD 6D KH 6H QS JD",
    "QH QD JC AC TC KC",
)


def c(code: str) -> Card:
    return Card.parse(code)


def play(code: str) -> Action:
    return Action.play(c(code))


def deck_for(hands: Sequence[str], dealer: int) -> str:
    """The shuffled deck (top first) that deals ``hands`` one card at a time from dealer+1."""
    cards = [h.split() for h in hands]
    assert sorted(x for h in cards for x in h) == sorted(card.code for card in DECK)
    assert all(len(h) == 6 for h in cards)
    return " ".join(cards[(dealer + 1 + i) % 4][i // 4] for i in range(24))


def deal_one_hands(ad_seat: int) -> list[str]:
    hands = [""] * 4
    for i, hand in enumerate(BASE_DEAL_ONE):
        hands[(ad_seat + i) % 4] = hand
    return hands


def first_choice(match: Match) -> Action:
    """A fixed policy for getting through deals: the first card, else pass, else the first."""
    legal = list(match.legal_actions())
    for action in legal:
        if action.kind == "play":
            return action
    return PASS if PASS in legal else legal[0]


def finish_deal(match: Match) -> None:
    number = match.deal_number
    while match.deal_number == number and not match.is_over:
        match.apply(first_choice(match))


def deal_two(hands: Sequence[str], ad_seat: int, options: dict[str, object] | None = None) -> Match:
    """A match at the start of deal 2 with ``hands``; deal 2's dealer is ``ad_seat``."""
    deck1 = deck_for(deal_one_hands(ad_seat), 0)
    deck2 = deck_for(hands, ad_seat)
    match = GAME.new_match(4, options or {}, 5, replay=[deck1, 0, deck2])
    finish_deal(match)
    assert match.deal_number == 2 and not match.is_over
    assert match.view(None).dealer == ad_seat
    for seat, hand in enumerate(hands):
        assert set(match.view(seat).hand) == set(parse_cards(hand))
    return match


PRE_PLAY = ("no_queens", "single_trump")
"""The two pre-play rounds of §5.4: redeal calls (P1), then single-trump exchanges (P2)."""


def pass_round(match: Match, phases: Sequence[str] = PRE_PLAY) -> None:
    """Everyone passes in the pre-play rounds ``phases`` (no redeal call, no exchange)."""
    while match.view(None).phase in phases:
        match.apply(PASS)


def deal_one(hands: Sequence[str], dealer: int) -> Match:
    return GAME.new_match(4, {}, 3, replay=[deck_for(hands, dealer), dealer])


def legal_cards(match: Match) -> set[Card]:
    return {a.card for a in match.legal_actions() if a.kind == "play"}


# --- card order -----------------------------------------------------------------


def test_card_order_and_deck() -> None:
    assert len(DECK) == 24 and len(set(DECK)) == 24
    assert [t.code for t in ORDER.trumps] == [t.code for t in TRUMPS]
    assert [t.code for t in TRUMPS] == [
        "6C",
        "QC",
        "QS",
        "QH",
        "QD",
        "JC",
        "JS",
        "JH",
        "JD",
        "AC",
        "TC",
        "KC",
    ]
    assert card_points(DECK) == 120
    assert ORDER.winner(list(zip(range(4), parse_cards("AS TS KS 6S"), strict=True))) == 0
    assert ORDER.winner(list(zip(range(4), parse_cards("6S KC AS TS"), strict=True))) == 1


# --- worked examples ------------------------------------------------------------

CATCH_HANDS = (
    "KS TS 6S AH TH KH",
    "6C QH JH AD TD KD",
    "QC QD JD AC 6H 6D",
    "AS QS JC JS TC KC",
)


def test_e_t1_catch_ends_the_deal() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3)
    pass_round(match)
    assert match.view(0).phase == "play" and match.current_seat == 0
    match.apply(play("KS"))
    match.apply(play("6C"))
    events = match.apply(play("QC"))
    kinds = [e.kind for e in events]
    assert "catch" in kinds and "deal_end" in kinds
    summary = match.deal_summaries[-1]
    assert summary.number == 2 and summary.outcome == "catch"
    assert summary.details["counted"] is False
    assert summary.details["delta"] == (4, 0)
    assert summary.winners == (1, 3)
    assert match.deal_number == 3  # s3 never played: the next deal is under way
    catch = next(e for e in events if e.kind == "catch")
    assert (catch.seat, catch.cards, catch.value) == (2, (c("6C"), c("QC")), "1")
    view = match.view(0)
    assert view.last_trick == () and view.hand_sizes == (6, 6, 6, 6)
    assert view.public["written"][0] - match.deal_summaries[0].details["written"][0] == 4


def test_e_t1b_partners_do_not_catch() -> None:
    hands = (
        "KS TS 6S AH TH KH",
        "6C QH JH AD TD KD",
        "AS QD JD AC 6H 6D",
        "QC QS JC JS TC KC",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("KS"))
    match.apply(play("6C"))
    assert legal_cards(match) == {c("AS")}
    match.apply(play("AS"))
    events = match.apply(play("QC"))
    won = [e for e in events if e.kind == "trick_won"]
    assert len(won) == 1 and won[0].seat == 1 and won[0].value == "18"
    assert match.view(None).last_winner == 1
    assert match.deal_number == 2 and match.current_seat == 1


def test_e_t2_follow_suit_queens_and_jacks_are_trumps() -> None:
    hands = (
        "AH TH KH AS TS KS",
        "6H QH JD AD TD KD",
        "QC QS JC JS 6S 6D",
        "6C QD JH AC TC KC",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("AH"))
    assert legal_cards(match) == {c("6H")}
    with pytest.raises(IllegalAction) as info:
        match.apply(play("QH"))
    assert info.value.reason == "must_follow_suit"


def test_e_t3_trump_lead_needs_a_trump() -> None:
    hands = (
        "QD QS AS TS KS AH",
        "AC KD AD TD 6D KH",
        "QC JC JS TH 6H 6S",
        "6C QH JH JD TC KC",
    )
    match = deal_two(hands, ad_seat=3)
    assert match.view(1).phase == "no_queens" and match.current_seat == 0
    pass_round(match, ("no_queens",))
    assert match.view(1).phase == "single_trump" and match.current_seat == 0
    assert list(match.legal_actions()) == [PASS]
    match.apply(PASS)
    assert list(match.legal_actions()) == [Action.choice("exchange"), PASS]
    pass_round(match)
    assert match.current_seat == 0
    match.apply(play("QD"))
    assert legal_cards(match) == {c("AC")}
    with pytest.raises(IllegalAction) as info:
        match.apply(play("KD"))
    assert info.value.reason == "must_follow_suit"


def test_e_t4_trump_takes_a_plain_trick() -> None:
    hands = (
        "AH AS TS KS QS JS",
        "TH KH AD TD KD 6D",
        "KC QC JC AC TC 6S",
        "6H QH JH 6C QD JD",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("AH"))
    match.apply(play("TH"))
    match.apply(play("KC"))
    assert legal_cards(match) == {c("6H")}
    events = match.apply(play("6H"))
    won = next(e for e in events if e.kind == "trick_won")
    assert (won.seat, won.value) == (2, "25")


def test_e_t5_jacks_over_club_aces() -> None:
    hands = (
        "JD QS AS TS KS AH",
        "AC KC 6H AD TD KD",
        "JH QC JC TH 6S 6D",
        "TC 6C JS KH QH QD",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("JD"))
    assert legal_cards(match) == {c("AC"), c("KC")}
    match.apply(play("AC"))
    match.apply(play("JH"))
    events = match.apply(play("TC"))
    won = next(e for e in events if e.kind == "trick_won")
    assert (won.seat, won.value) == (2, "25")


@pytest.mark.parametrize(
    ("points", "outcome", "written"),
    [
        ((70, 50), "write_2", (0, 2)),
        ((91, 29), "write_4", (0, 4)),
        ((90, 30), "write_2", (0, 2)),
        ((29, 91), "write_4", (4, 0)),
        ((60, 60), "eggs", (0, 0)),
    ],
)
def test_e_t6_writing(points: tuple[int, int], outcome: str, written: tuple[int, int]) -> None:
    result = score_deal((0, 0), points, (3, 3), 2)
    assert result[0] == outcome and result[2] == written
    assert written_amount(30) == 2 and written_amount(29) == 4


def test_e_t6_all_tricks_later_erases_the_winners() -> None:
    assert score_deal((6, 8), (0, 120), (0, 6), 3) == ("all_tricks", 0, (10, 0))


def test_e_t6_eggs_through_the_engine_sets_the_flag() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3)
    assert isinstance(match, Kozel24Match)
    match._write(("eggs", None, (0, 0)), (30, 30, 30, 30))  # a 60:60 deal
    assert match.view(0).public["eggs"] is True
    assert match.deal_summaries[-1].outcome == "eggs"


def test_e_t7_rotation() -> None:
    hands = deal_one_hands(1)
    match = GAME.new_match(4, {}, 11, replay=[deck_for(hands, 3), 3])
    view = match.view(2)
    assert view.dealer == 3 and view.deal_number == 1
    assert [(p.seat, p.card) for p in view.trick] == [(1, c("AD"))]
    assert match.current_seat == 2
    assert match.record.deals[0].to_json()["actions"][0] == [1, "play AD", "auto"]
    assert match.record.deals[0].dealer == 3
    finish_deal(match)
    assert (match.view(None).dealer, match.view(None).public["first_leader"]) == (1, 2)
    finish_deal(match)
    assert (match.view(None).dealer, match.view(None).public["first_leader"]) == (2, 3)
    assert [d.dealer for d in match.record.deals] == [3, 1, 2]


@pytest.mark.parametrize(("eggs", "with_eggs"), [(False, False), (True, True)])
def test_e_t8_end_titles(eggs: bool, with_eggs: bool) -> None:
    outcome, loser, written = score_deal((10, 0), (25, 95), (1, 5), 4)
    assert (outcome, loser, written) == ("write_4", 0, (14, 0))
    titles = loser_titles(written[0], written[1], eggs, outcome)
    expected = {"kozly", "tailed", "dry"} | ({"with_eggs"} if with_eggs else set())
    assert set(titles) == expected


def test_e_t8_end_through_the_engine() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3)
    pass_round(match)
    assert isinstance(match, Kozel24Match)
    match.written = [10, 0]
    match.eggs = True
    match.apply(play("KS"))
    match.apply(play("6C"))
    match.apply(play("QC"))  # caught: 4 more on {0,2}
    result = match.result()
    assert match.is_over and result is not None
    assert result.losers == (0, 2) and result.winners == (1, 3)
    assert set(result.titles) == {"kozly", "tailed", "with_eggs", "dry"}
    assert result.scores == (14, 0, 14, 0)
    assert match.current_seat is None and match.view(0).phase == "over"


def test_e_t9_all_tricks_in_deal_one_is_blind() -> None:
    hands = (
        "AD 6C QC QS QH QD",
        "KC AS TS KS 6S TD",
        "JC JS JH JD AC TC",
        "AH TH KH 6H KD 6D",
    )
    match = deal_one(hands, dealer=3)
    assert match.current_seat == 1  # A♦ is already on the table
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        legal = [a for a in match.legal_actions() if a.kind == "play"]
        if seat % 2 == 0:
            match.apply(max(legal, key=lambda a: ORDER.power[a.card]))
        else:
            match.apply(legal[0])
    result = match.result()
    assert result is not None and match.deal_number == 1
    assert match.deal_summaries[-1].outcome == "blind"
    assert result.losers == (1, 3) and result.scores == (0, 12, 0, 12)
    assert set(result.titles) == {"kozly", "blind", "dry"}


E_T10_HANDS = (
    "KC AS TS AH 6H KD",
    "AC TC QH QD JH JD",
    "6C QC QS JC JS AD",
    "KS 6S TH KH TD 6D",
)


def test_e_t10_single_trump_exchange() -> None:
    match = deal_two(E_T10_HANDS, ad_seat=3)
    assert match.current_seat == 0 and match.view(0).phase == "no_queens"
    assert list(match.legal_actions()) == [PASS]
    pass_round(match, ("no_queens",))
    assert match.current_seat == 0 and match.view(0).phase == "single_trump"
    assert list(match.legal_actions()) == [Action.choice("exchange"), PASS]
    match.apply(Action.choice("exchange"))
    assert match.current_seat == 2 and match.view(2).phase == "exchange_give"
    assert list(match.legal_actions()) == [Action("give", (c("AD"),))]
    with pytest.raises(IllegalAction) as info:
        match.apply(Action("give", (c("QS"),)))
    assert info.value.reason == "must_give_non_trump"
    events = match.apply(Action("give", (c("AD"),)))
    assert set(match.view(0).hand) == set(parse_cards("AS TS AH 6H KD AD"))
    assert set(match.view(2).hand) == set(parse_cards("6C QC QS JC JS KC"))
    private = [e for e in events if e.to is not None]
    assert {(e.seat, e.cards) for e in private} == {(0, (c("AD"),)), (2, (c("KC"),))}
    assert match.view(0).private["exchange"] == {"gave": c("KC"), "got": c("AD"), "with": 2}
    assert match.view(1).private == {}
    assert match.view(1).public["exchanges"] == ({"giver": 0, "partner": 2},)
    check_no_leak(match)
    check_conservation(match)
    assert match.view(0).phase == "single_trump" and match.current_seat == 1
    pass_round(match)
    assert match.view(0).phase == "play" and match.current_seat == 0
    check_round_trip(match)


def test_e_t10_partner_with_only_trumps_gives_a_trump() -> None:
    hands = (
        "KC AS TS AH 6H KD",
        "AD TC QH KS JH JD",
        "6C QC QS JC JS AC",
        "QD 6S TH KH TD 6D",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match, ("no_queens",))
    match.apply(Action.choice("exchange"))
    gives = {a.card for a in match.legal_actions()}
    assert gives == set(parse_cards("6C QC QS JC JS AC"))


def test_single_trump_receiver_is_not_asked_again() -> None:
    # s0 has one trump, s2 none: after the swap s2 holds exactly one trump (§7.6).
    hands = (
        "QS AS TS AH 6H KD",
        "6C QC KC JC JS AC",
        "KS 6S TH KH TD 6D",
        "AD TC QH QD JH JD",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match, ("no_queens",))
    assert match.current_seat == 0
    match.apply(Action.choice("exchange"))
    match.apply(Action("give", (c("6D"),)))
    match.apply(PASS)  # s1
    assert match.current_seat == 2
    assert sum(1 for card in match.view(2).hand if card in TRUMPS) == 1
    assert list(match.legal_actions()) == [PASS]
    pass_round(match)
    assert match.view(2).phase == "play" and match.current_seat == 0


def test_single_trump_skip_and_no_exchange_in_deal_one() -> None:
    match = deal_two(E_T10_HANDS, ad_seat=3)
    pass_round(match)
    assert match.view(0).phase == "play"
    assert set(match.view(0).hand) == set(parse_cards(E_T10_HANDS[0]))
    first = deal_one(E_T10_HANDS, dealer=2)  # A♦ with s2; s0 has one trump
    assert first.view(0).phase == "play"


E_T11_HANDS = (
    "QC QS AS TS KS AH",
    "AC TC KC JC TH KH",
    "QH QD 6C JS 6S 6H",
    "JH JD AD TD KD 6D",
)


def test_e_t11_no_queens_redeal() -> None:
    match = deal_two(E_T11_HANDS, ad_seat=1)
    view = match.view(None)
    assert (view.dealer, view.public["first_leader"]) == (1, 2)
    written = view.public["written"]
    assert match.current_seat == 2 and view.phase == "no_queens"
    asked = []
    for _ in range(3):
        asked.append((match.current_seat, list(match.legal_actions())))
        match.apply(PASS)
    redeal = Action.choice("call_redeal")
    assert asked == [(2, [PASS]), (3, [redeal, PASS]), (0, [PASS])]
    assert match.current_seat == 1
    assert list(match.legal_actions()) == [redeal, PASS]
    events = match.apply(redeal)
    assert "deal_end" in [e.kind for e in events]
    summary = match.deal_summaries[-1]
    assert summary.outcome == "no_queens" and summary.details["counted"] is False
    assert summary.number == 2
    view = match.view(None)
    assert view.public["written"] == written
    assert (view.deal_number, view.dealer, view.public["first_leader"]) == (3, 2, 3)


PRE_PLAY_HANDS = (
    "QC QS QH AS TS KS",
    "KC AH TH KH 6H AD",
    "QD 6C JC JS 6S TD",
    "JH JD AC TC KD 6D",
)
"""Team {1,3} holds no queen and s1 holds a single trump (K♣)."""


def test_redeal_calls_come_before_any_exchange() -> None:
    # §5.4: P1 (no-queens calls) for every seat, then P2 (single-trump exchanges).
    match = deal_two(PRE_PLAY_HANDS, ad_seat=3)
    redeal, exchange = Action.choice("call_redeal"), Action.choice("exchange")
    asked = []
    while match.view(None).phase == "no_queens":
        asked.append((match.current_seat, list(match.legal_actions())))
        match.apply(PASS)
    assert asked == [(0, [PASS]), (1, [redeal, PASS]), (2, [PASS]), (3, [redeal, PASS])]
    assert match.view(None).phase == "single_trump" and match.current_seat == 0
    assert list(match.legal_actions()) == [PASS]
    match.apply(PASS)
    assert list(match.legal_actions()) == [exchange, PASS]
    match.apply(exchange)
    match.apply(Action("give", (c("6D"),)))
    for seat in (2, 3):  # s3 gave back, so he is not asked to exchange again
        assert match.current_seat == seat and list(match.legal_actions()) == [PASS]
        match.apply(PASS)
    assert match.view(None).phase == "play" and match.current_seat == 0


def test_no_redeal_call_after_an_exchange_in_random_play() -> None:
    # The reported deal 3-7: seat 1 exchanged, seat 3 gave A♠, then seat 3 called a redeal.
    from cardtui.cli.simulate import simulate

    records: list[MatchRecord] = []
    simulate(GAME, 600, 3, ["random"], records=records)
    exchanges = 0
    for record in records:
        for deal in record.deals:
            kinds = [str(a[1]).split(":")[0] for a in deal.actions if len(a) < 3]
            if "exchange" in kinds:
                exchanges += 1
                assert "call_redeal" not in kinds[kinds.index("exchange") :], deal.number
    assert exchanges > 20


def test_e_t11_both_pass_then_play() -> None:
    match = deal_two(E_T11_HANDS, ad_seat=1)
    pass_round(match)
    # Nobody holds exactly one trump, so play begins with the first leader.
    assert match.view(2).phase == "play" and match.current_seat == 2


def test_no_queens_not_asked_in_deal_one() -> None:
    match = deal_one(E_T11_HANDS, dealer=0)  # A♦ with s3, team {1,3} queenless
    assert match.view(None).phase == "play"


# --- catch details ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "cards", "loser"),
    [
        (
            ("AD QS AS TS KS AH", "6C QH JH TH KH 6H", "QC QD JC JS 6S JD", "AC TC KC TD KD 6D"),
            ("6C", "QC"),
            0,
        ),
        (
            ("AD QS AS TS KS AH", "QC QH JH TH KH 6H", "6C QD JC JS 6S JD", "AC TC KC TD KD 6D"),
            ("QC", "6C"),
            1,
        ),
    ],
)
def test_catch_in_deal_one_either_order(
    hands: tuple[str, ...], cards: tuple[str, str], loser: int
) -> None:
    match = deal_one(hands, dealer=3)
    match.apply(play(cards[0]))
    match.apply(play(cards[1]))
    summary = match.deal_summaries[-1]
    assert summary.outcome == "catch" and summary.number == 1
    assert summary.details["written"][loser] == 4 and summary.details["written"][1 - loser] == 0
    assert match.view(None).dealer == 0  # the A♦ holder deals deal 2


# --- signals --------------------------------------------------------------------


def signal(code: str) -> Action:
    return Action.choice("signal", code)


def test_signals_off_by_default() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3)
    pass_round(match)
    assert all(a.kind != "signal" for a in match.legal_actions())
    with pytest.raises(IllegalAction) as info:
        match.apply(signal("no_trumps"))
    assert info.value.reason == "signals_off"


def test_signals_never_in_deal_one() -> None:
    match = GAME.new_match(4, {"signals": True}, 3, replay=[deck_for(CATCH_HANDS, 0), 0])
    assert match.deal_number == 1
    assert all(a.kind != "signal" for a in match.legal_actions())
    with pytest.raises(IllegalAction) as info:
        match.apply(signal("no_trumps"))
    assert info.value.reason == "no_signals_first_deal"


def test_signals_one_per_trick_public() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3, options={"signals": True})
    pass_round(match)
    legal = list(match.legal_actions())
    assert signal("no_trumps") in legal and signal("strong_trumps") in legal
    assert signal("more_of_suit") not in legal  # nothing led yet
    events = match.apply(signal("no_trumps"))
    assert [(e.kind, e.seat, e.value, e.to) for e in events] == [("signal", 0, "no_trumps", None)]
    assert match.current_seat == 0
    assert all(a.kind == "play" for a in match.legal_actions())
    with pytest.raises(IllegalAction) as info:
        match.apply(signal("strong_trumps"))
    assert info.value.reason == "one_signal_per_trick"
    match.apply(play("KS"))
    assert signal("more_of_suit") in match.legal_actions()
    match.apply(signal("strong_trumps"))
    for seat in (1, 2, 3):
        assert match.view(seat).public["signals"] == (
            {"seat": 0, "code": "no_trumps", "trick": 1},
            {"seat": 1, "code": "strong_trumps", "trick": 1},
        )
    check_round_trip(match)


def test_signals_reopen_next_trick() -> None:
    match = deal_two(E_T11_HANDS, ad_seat=1, options={"signals": True})
    pass_round(match)
    match.apply(signal("strong_trumps"))
    for _ in range(4):
        match.apply(first_choice(match))
    assert match.view(None).public["tricks"] != (0, 0)
    leader = match.current_seat
    assert leader is not None
    assert signal("strong_trumps") in match.legal_actions()


# --- views, bots, records --------------------------------------------------------


def test_public_view_keys() -> None:
    match = deal_two(CATCH_HANDS, ad_seat=3)
    pass_round(match)
    public = match.view(1).public
    for key in ("written", "eggs", "deal", "signals", "first_leader", "tricks", "history"):
        assert key in public
    assert public["deal"] == 2 and len(public["history"]) == 1
    assert match.view(1).hands[0] is None and match.view(None).hands[0] is not None


def test_replay_of_a_full_match() -> None:
    match = GAME.new_match(4, {"signals": True}, 21)
    rng = random.Random(2)
    bot = make_bot("simple", "kozel_24")
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        match.apply(bot.choose(match.view(seat), rng))
    assert same_state(match, replay(match.record))


def test_simple_bot_beats_random() -> None:
    simple = make_bot("simple", "kozel_24")
    rand = make_bot("random", "kozel_24")
    rng = random.Random(4)
    simple_losses = 0
    for seed in range(40):
        match = GAME.new_match(4, {"signals": seed % 2 == 0}, seed)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            bot = simple if seat % 2 == seed % 2 else rand
            match.apply(bot.choose(match.view(seat), rng))
        result = match.result()
        assert result is not None
        simple_losses += result.losers[0] % 2 == seed % 2
    assert simple_losses <= 12


def test_simple_bot_catches_the_queen() -> None:
    hands = (
        "KS TS 6S AH TH KH",
        "QC QH JH AD TD KD",
        "6C QD JD AC 6H 6D",
        "AS QS JC JS TC KC",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("KS"))
    match.apply(play("QC"))
    bot = make_bot("simple", "kozel_24")
    assert bot.choose(match.view(2), random.Random(0)) == play("6C")


def test_simple_bot_keeps_its_queen_away_from_the_six() -> None:
    hands = (
        "KS TS 6S AH TH KH",
        "6C QH JH AD TD KD",
        "QC QD JD AC 6H 6D",
        "AS QS JC JS TC KC",
    )
    match = deal_two(hands, ad_seat=3)
    pass_round(match)
    match.apply(play("KS"))
    match.apply(play("AD"))  # s1 discards; the 6♣ is still out
    bot = make_bot("simple", "kozel_24")
    choice = bot.choose(match.view(2), random.Random(0))
    assert choice.kind == "play" and choice.card != c("QC")


def test_texts_exist_in_both_languages() -> None:
    from cardtui.i18n import catalogue

    keys = {
        "option.kozel_24.signals",
        *(f"reason.{r}" for r in ("must_give_non_trump", "signals_off", "no_signals_first_deal")),
        *(f"reason.{r}" for r in ("unknown_signal", "one_signal_per_trick", "signal_needs_lead")),
        *(f"title.{t}" for t in ("kozly", "tailed", "with_eggs", "dry", "blind")),
    }
    rng = random.Random(1)
    for seed in range(15):
        match = GAME.new_match(4, {"signals": True}, seed)
        while not match.is_over:
            keys.add(f"phase.{match.view(None).phase}")
            action = rng.choice(list(match.legal_actions()))
            keys.add(f"action.{action.kind}")
            if action.value:
                keys.add(f"action.{action.kind}.{action.value}")
                keys.add(f"choice.kozel_24.signal.{action.value}")
            keys.update(f"event.{e.kind}" for e in match.apply(action))
        keys.update(f"outcome.{d.outcome}" for d in match.deal_summaries)
    for lang in ("en", "ru"):
        missing = sorted(k for k in keys if k not in catalogue(lang))
        assert not missing, (lang, missing)
