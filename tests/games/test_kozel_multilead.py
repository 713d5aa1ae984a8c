"""Multi-card-lead Kozel (kozel.md §2): worked examples B-T1..B-T7 and the options."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from cardtui.bots import make_bot
from cardtui.engine import PASS, Action, Card, OptionError, deck, get_game, parse_cards
from cardtui.engine.cards import card_points, sort_key
from cardtui.engine.errors import IllegalAction
from cardtui.games.kozel.multilead import (
    CLAIM,
    MultileadMatch,
    beat,
    beats_set,
    discard,
    lead,
    lead_sets,
)
from tests.conformance import check_conservation, check_no_leak

GAME = get_game("kozel_multilead")


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def rig(
    n: int,
    hands: Mapping[int, str],
    trump_card: str,
    *,
    dealer: int = 0,
    stock: str = "",
    options: Mapping[str, Any] | None = None,
) -> MultileadMatch:
    """A match whose first deal gives ``hands`` (others: filler), ``stock`` on top of the stock,
    and ``trump_card`` as the shown trump card (at the bottom unless listed in ``stock``)."""
    fixed = {s: list(cards(h)) for s, h in hands.items()}
    top = list(cards(stock))
    used = {c for h in fixed.values() for c in h} | set(top) | {Card.parse(trump_card)}
    # filler by rank, suits interleaved, so that no filler hand is four of one suit
    pool = sorted((c for c in deck(36) if c not in used), key=lambda c: (c.rank, c.suit))
    for s in range(n):
        while len(fixed.setdefault(s, [])) < 4:
            fixed[s].append(pool.pop(0))
    rest = [*top, *pool]
    if Card.parse(trump_card) not in rest:
        rest.append(Card.parse(trump_card))
    order = [fixed[(dealer + 1 + i % n) % n][i // n] for i in range(4 * n)] + rest
    shuffled = " ".join(c.code for c in order)
    indicator = rest.index(Card.parse(trump_card))
    match = GAME.new_match(n, dict(options or {}), 1, replay=[shuffled, dealer, indicator])
    assert isinstance(match, MultileadMatch)
    for s, h in hands.items():
        assert sorted(match.hands[s], key=sort_key) == sorted(cards(h), key=sort_key), s
    return match


def new(n: int, options: Mapping[str, Any], seed: int) -> MultileadMatch:
    match = GAME.new_match(n, dict(options), seed)
    assert isinstance(match, MultileadMatch)
    return match


def leads(match: MultileadMatch) -> set[tuple[str, ...]]:
    return {tuple(c.code for c in a.cards) for a in match.legal_actions()}


def kinds(match: MultileadMatch, kind: str) -> set[frozenset[str]]:
    return {frozenset(c.code for c in a.cards) for a in match.legal_actions() if a.kind == kind}


def sets(*groups: str) -> set[frozenset[str]]:
    return {frozenset(g.split()) for g in groups}


# --- B-T1 ----------------------------------------------------------------------------------


def test_b_t1_legal_leads_of_the_seed_hand() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "QS KS TH 6D"}, "7S")
    assert m.phase == "lead" and m.current_seat == 0
    assert {frozenset(s) for s in leads(m)} == sets("AS", "JS", "AS JS", "9C", "8H")


def test_b_t1a_nothing_beats_the_trump_ace_so_discard_two() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "QS KS TH 6D"}, "7S", stock="7C 7H 8C 8S")
    assert m.trump == "S"
    m.apply(lead(*cards("AS JS")))
    assert m.phase == "respond" and m.current_seat == 1
    assert kinds(m, "beat") == set()
    assert len(kinds(m, "discard")) == 6
    m.apply(discard(*cards("TH 6D")))
    assert sorted(m.won_open[0] + m.won_hidden[0], key=sort_key) == sorted(cards("AS JS TH 6D"), key=sort_key)
    # refill in rounds from the winner: s0, s1, s0, s1
    assert set(cards("7C 8C")) <= set(m.hands[0])
    assert set(cards("7H 8S")) <= set(m.hands[1])
    assert m.current_seat == 0 and m.phase == "lead"


def test_b_t1b_beating_sets_by_matching() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "6D 7D TH QS"}, "8D")
    m.apply(lead(*cards("AS JS")))
    assert kinds(m, "beat") == sets("6D 7D", "6D QS", "7D QS")
    m.apply(beat(*cards("QS 7D")))
    assert m.last_winner == 1 and m.current_seat == 1


# --- B-T2 ----------------------------------------------------------------------------------


def test_b_t2_one_to_one_matching() -> None:
    m = rig(2, {0: "TH KH 9S 8S", 1: "AH 6C QH 7D"}, "7C")
    m.apply(lead(*cards("TH KH")))
    assert kinds(m, "beat") == sets("AH 6C")
    assert not beats_set(cards("AH QH"), cards("TH KH"), "C")
    with pytest.raises(IllegalAction) as info:
        m.apply(beat(*cards("AH QH")))
    assert info.value.reason == "does_not_beat"


# --- B-T3 ----------------------------------------------------------------------------------


def _b_t3() -> MultileadMatch:
    m = rig(3, {0: "9S 7C 8C 9C", 1: "KS 7H 8H 9H", 2: "QS 6D JC JH"}, "7D")
    m.apply(lead(Card.parse("9S")))
    m.apply(beat(Card.parse("KS")))
    return m


def test_b_t3_beat_the_last_beater() -> None:
    m = _b_t3()
    assert m.current_seat == 2
    assert kinds(m, "beat") == sets("6D")
    assert m.explain_illegal(beat(Card.parse("QS"))) == "does_not_beat"
    m.apply(beat(Card.parse("6D")))
    assert m.last_winner == 2


def test_b_t3_discard_leaves_the_beater_winning() -> None:
    m = _b_t3()
    m.apply(discard(Card.parse("JC")))
    assert m.last_winner == 1
    assert sorted(m.won_open[1], key=sort_key) == sorted(cards("9S KS"), key=sort_key)
    assert m.won_hidden[1] == [Card.parse("JC")]


# --- B-T4 ----------------------------------------------------------------------------------


def test_b_t4_hammer_trumps_only_by_default() -> None:
    m = rig(4, {2: "AH TH 7H 6H", 3: "AC KC QC 6C"}, "KH")
    assert m.phase == "hammer" and m.current_seat == 2
    assert list(m.legal_actions()) == [CLAIM, PASS]
    m.apply(PASS)
    assert m.phase == "lead" and m.current_seat == 0


def test_b_t4_claim_takes_the_lead() -> None:
    m = rig(4, {2: "AH TH 7H 6H", 3: "AC KC QC 6C"}, "KH")
    events = m.apply(CLAIM)
    assert [e.kind for e in events] == ["hammer"]
    assert m.phase == "lead" and m.current_seat == 2
    assert m.view(0).public["claimed_by"] == 2
    m.apply(lead(*cards("AH TH 7H 6H")))
    assert m.current_seat == 3  # play goes clockwise from the claimer


def test_b_t4_any_suit_option_asks_clockwise_from_the_leader() -> None:
    m = rig(4, {2: "AH TH 7H 6H", 3: "AC KC QC 6C"}, "KH", options={"molotka_any_suit": True})
    assert m.current_seat == 2
    m.apply(PASS)
    assert m.phase == "hammer" and m.current_seat == 3
    m.apply(CLAIM)
    assert m.phase == "lead" and m.current_seat == 3


def test_hammer_is_checked_before_every_lead() -> None:
    # s1 receives the fourth trump in the refill after trick 1 and may claim before trick 2
    m = rig(2, {0: "AS KS 9C 8C", 1: "AH TH 7H 6C"}, "KH", stock="7C 9H")
    assert m.phase == "lead"
    m.apply(lead(Card.parse("9C")))
    m.apply(discard(Card.parse("6C")))
    assert m.last_winner == 0
    assert Card.parse("9H") in m.hands[1]
    assert m.phase == "hammer" and m.current_seat == 1


# --- B-T5 ----------------------------------------------------------------------------------


def test_b_t5_everyone_discards() -> None:
    m = rig(3, {1: "6H 9S 8S 7S", 2: "AC KC 7D 8D", 0: "TC QC JD 9D"}, "6S", dealer=1)
    assert m.current_seat == 1
    m.apply(lead(Card.parse("6H")))
    m.apply(discard(Card.parse("AC")))
    m.apply(discard(Card.parse("TC")))
    assert m.last_winner == 1
    assert len(m.won_open[1]) + len(m.won_hidden[1]) == 3
    assert m.current_seat == 1 and m.phase == "lead"
    view = m.view(0)
    assert view.last_trick[1].cards == (None,) and view.last_trick[2].cards == (None,)
    assert view.public["won_hidden"] == (0, 2, 0)
    assert view.public["won_open_points"] == (0, 0, 0)
    assert view.private["my_discards"] == (Card.parse("TC"),)
    assert Card.parse("AC") not in set(_cards_in_view(m, 0))
    check_no_leak(m)
    _finish(m)
    details = m.deal_summaries[-1].details
    assert set(cards("AC TC")) <= set(details["hidden_won"][1])
    assert Card.parse("AC") in details["discards_by"][2]


def _cards_in_view(m: MultileadMatch, seat: int) -> list[Card]:
    from tests.conformance import cards_in

    return list(cards_in(m.view(seat)))


def _finish(m: MultileadMatch) -> None:
    while not m.is_over:
        m.apply(m.legal_actions()[-1])


# --- B-T6 ----------------------------------------------------------------------------------


def test_b_t6_dead_card_with_five_players() -> None:
    m = rig(5, {0: "AS KS QS JS"}, "AH", options={})
    assert m.trump == "H" and len(m.stock) == 16
    assert m.stock[-1] == Card.parse("AH")
    m.apply(lead(*cards("AS KS")))
    for _ in range(4):
        m.apply(next(a for a in m.legal_actions() if a.kind == "discard"))
    assert len(m.stock) == 6 and [len(h) for h in m.hands] == [4] * 5
    first_round = m.stock[:5]
    m.apply(lead(*cards("QS JS")))
    events = []
    for _ in range(4):
        events += m.apply(next(a for a in m.legal_actions() if a.kind == "discard"))
    assert m.last_winner == 0
    assert [e.value for e in events if e.kind == "dead"] == ["1"]
    assert m.dead == [Card.parse("AH")] and m.stock == []
    assert [len(h) for h in m.hands] == [3] * 5
    for seat, card in enumerate(first_round):  # round 1 drawn from the winner s0 clockwise
        assert card in m.hands[seat]
    public = m.view(2).public
    assert public["dead"] == 1 and public["stock"] == 0 and public["trump_card_at"] == "dead"
    check_conservation(m)
    _finish(m)
    summary = m.deal_summaries[-1]
    assert summary.details["dead_points"] == 11 and summary.details["counted"] is False
    assert sum(summary.card_points) == 109


# --- B-T7 ----------------------------------------------------------------------------------


def test_b_t7_same_rank_leads() -> None:
    hand = cards("9S 9H 9C KH")
    on = {frozenset(c.code for c in s) for s in lead_sets(hand, True)}
    assert on == sets("9S", "9H", "9C", "KH", "9H KH", "9S 9H", "9S 9C", "9H 9C", "9S 9H 9C")
    off = {frozenset(c.code for c in s) for s in lead_sets(hand, False)}
    assert off == sets("9S", "9H", "9C", "KH", "9H KH")


def test_b_t7_same_rank_lead_in_a_match() -> None:
    m = rig(2, {0: "9S 9H 9C KH"}, "6D", options={"same_rank_leads": True})
    assert len(m.legal_actions()) == 9
    m.apply(lead(*cards("9S 9H 9C")))
    assert m.lead_size == 3 and m.current_seat == 1


# --- rules details ---------------------------------------------------------------------------


def test_illegal_actions_name_their_reason() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "QS KS TH 6D"}, "7S")
    assert m.explain_illegal(lead(*cards("AS 9C"))) == "lead_one_suit"
    assert m.explain_illegal(lead(Card.parse("AD"))) == "card_not_in_hand"
    assert m.explain_illegal(beat(Card.parse("AS"))) == "not_your_choice"
    m.apply(lead(*cards("AS JS")))
    assert m.explain_illegal(discard(Card.parse("TH"))) == "wrong_card_count"
    assert m.explain_illegal(beat(*cards("QS KS"))) == "does_not_beat"
    assert m.explain_illegal(Action.play(Card.parse("QS"))) == "not_your_choice"
    with pytest.raises(IllegalAction):
        m.apply(discard(Card.parse("TH")))


def test_same_rank_reason_when_the_option_is_on() -> None:
    m = rig(2, {0: "AS JS 9C 8H"}, "7S", options={"same_rank_leads": True})
    assert m.explain_illegal(lead(*cards("AS 9C"))) == "lead_one_suit_or_rank"


def test_trump_card_drawn_is_public() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "QS KS TH 6D"}, "7C", stock="8C 7C")
    public = m.view(1).public
    assert public["trump_card"] == Card.parse("7C") and public["trump_card_depth"] == 1
    assert Card.parse("7C") not in m.hidden_cards(0)
    m.apply(lead(Card.parse("8H")))
    events = m.apply(discard(Card.parse("6D")))
    drawn = [e for e in events if e.kind == "trump_card_drawn"]
    assert [(e.seat, e.cards) for e in drawn] == [(1, (Card.parse("7C"),))]
    assert m.view(0).public["trump_card_holder"] == 1
    assert m.view(0).public["trump_card_at"] == "hand"
    draws = [e for e in events if e.kind == "draw"]
    assert all(e.to == frozenset({e.seat}) for e in draws)
    check_no_leak(m)


def test_face_down_discard_makes_trump_card_place_unknown() -> None:
    m = rig(2, {0: "AS JS 9C 8H", 1: "QS KS TH 6D"}, "7C", stock="8C 7C")
    m.apply(lead(Card.parse("8H")))
    m.apply(discard(Card.parse("6D")))
    m.apply(lead(Card.parse("9C")))  # s0 won and leads again
    m.apply(discard(Card.parse("TH")))
    assert m.view(0).public["trump_card_at"] == "unknown"


def test_refill_stops_when_hands_are_full() -> None:
    m = rig(3, {}, "6S")
    stock = len(m.stock)
    m.apply(m.legal_actions()[0])
    while m.phase == "respond":
        m.apply(m.legal_actions()[-1])
    assert len(m.stock) == stock - 3
    assert [len(h) for h in m.hands] == [4, 4, 4]


def test_teams_need_four_or_six_players() -> None:
    with pytest.raises(OptionError):
        GAME.new_match(5, {"teams": True})
    m = new(6, {"teams": True}, 3)
    assert m.view(0).teams == ((0, 2, 4), (1, 3, 5))


@pytest.mark.parametrize(("n", "teams"), [(4, ((0, 2), (1, 3))), (6, ((0, 2, 4), (1, 3, 5)))])
def test_teams_pool_their_piles(n: int, teams: tuple[tuple[int, ...], ...]) -> None:
    m = new(n, {"teams": True}, 11)
    _finish(m)
    summary = m.deal_summaries[-1]
    assert summary.teams == teams
    points = summary.team_points()
    assert sum(points) == 120
    result = m.result()
    assert result is not None
    if points[0] != points[1]:
        best = teams[0] if points[0] > points[1] else teams[1]
        assert result.winners == best and summary.winners == best
        assert all(result.scores[s] == max(points) for s in best)
    else:
        assert result.winners == () and summary.outcome == "points_tie"


def test_equal_top_total_is_a_draw() -> None:
    m = rig(3, {}, "6S")
    # stage the end of the deal: every card already won, 50 : 50 : 20
    m.hands, m.stock = [[], [], []], []
    m.won_open = [list(cards("AC TC AS TS KC KS")), list(cards("AH TH AD TD KH KD")), []]
    m.won_open[2] = [c for c in deck(36) if c not in m.won_open[0] + m.won_open[1]]
    m.won_open_points = [card_points(pile) for pile in m.won_open]
    m._end_deal()
    summary = m.deal_summaries[-1]
    assert summary.card_points == (50, 50, 20)
    assert summary.outcome == "points_tie" and summary.winners == ()
    result = m.result()
    assert result is not None and result.winners == () and result.losers == (2,)


def test_deals_option_plays_a_series_with_rotating_dealer() -> None:
    m = new(3, {"deals": 3}, 5)
    first = m.dealer
    _finish(m)
    assert len(m.deal_summaries) == 3
    assert [d.dealer for d in m.record.deals] == [first, (first + 1) % 3, (first + 2) % 3]
    result = m.result()
    assert result is not None
    totals = [sum(d.card_points[s] for d in m.deal_summaries) for s in range(3)]
    assert list(result.scores) == totals


def test_dealer_leads_first_trick() -> None:
    for seed in range(5):
        m = new(4, {}, seed)
        if m.phase == "lead":
            assert m.current_seat == m.dealer


def test_views_hide_face_down_cards_from_everyone() -> None:
    m = rig(3, {0: "9S 7C 8C 9C", 1: "KS 7H 8H 9H", 2: "QS 6D JC JH"}, "7D")
    m.apply(lead(Card.parse("9S")))
    m.apply(discard(Card.parse("7H")))
    for seat in (None, 0, 1, 2):
        assert m.view(seat).trick[1].cards == (None,)
    assert m.view(1).private["my_discards"] == (Card.parse("7H"),)
    check_no_leak(m)


# --- bot -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "options"), [(2, {}), (4, {"teams": True}), (5, {"same_rank_leads": True})]
)
def test_simple_bot_plays_legal_actions(n: int, options: dict[str, Any]) -> None:
    bot = make_bot("simple", "kozel_multilead")
    rng = random.Random(0)
    for seed in range(3):
        m = new(n, options, seed)
        while not m.is_over:
            seat = m.current_seat
            assert seat is not None
            action = bot.choose(m.view(seat), rng)
            assert action in m.legal_actions()
            m.apply(action)


def test_simple_bot_claims_the_hammer() -> None:
    m = rig(4, {2: "AH TH 7H 6H"}, "KH")
    bot = make_bot("simple", "kozel_multilead")
    assert bot.choose(m.view(2), random.Random(0)) == CLAIM


def _duel(levels: Sequence[str], deals: int) -> list[int]:
    wins = [0, 0]
    bots = [make_bot(level, "kozel_multilead") for level in levels]
    rng = random.Random(1)
    for seed in range(deals):
        m = new(2, {}, seed)
        while not m.is_over:
            seat = m.current_seat
            assert seat is not None
            m.apply(bots[seat].choose(m.view(seat), rng))
        for w in m.deal_summaries[-1].winners:
            wins[w] += 1
    return wins


def test_simple_bot_beats_random() -> None:
    a = _duel(["simple", "random"], 100)
    b = _duel(["random", "simple"], 100)
    assert a[0] + b[1] > 1.5 * (a[1] + b[0])
