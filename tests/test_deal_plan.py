"""The compiled deal of a view (engine/deal_plan.py): exact where it claims to be, and cheap."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from cardtui.engine.cards import Card, parse_cards, sort_key
from cardtui.engine.deal_plan import FREE, GENERIC, NO_WAY, STUCK, UNIFORM, plan_of
from cardtui.engine.unseen import CountRule, Unseen, Zone
from cardtui.engine.worlds import NoWorld, deal_unseen

CARDS = parse_cards("AH KH QH AS KS AC")
HEARTS = frozenset(parse_cards("AH KH QH"))


def legal_deals(zones: tuple[Zone, ...]) -> set[tuple[frozenset[Card], ...]]:
    """Every deal of :data:`CARDS` into ``zones`` meeting their bars and rules, by brute force."""
    found = set()
    for order in permutations(CARDS):
        parts, pos = [], 0
        for z in zones:
            parts.append(order[pos : pos + z.size])
            pos += z.size
        if all(
            not set(part) & z.barred and all(r.holds(part) for r in z.counts)
            for z, part in zip(zones, parts, strict=True)
        ):
            found.add(tuple(frozenset(p) for p in parts))
    return found


def frequencies(unseen: Unseen, runs: int) -> Counter[tuple[frozenset[Card], ...]]:
    rng = random.Random(7)
    return Counter(
        tuple(frozenset(d[z.name]) for z in unseen.zones)
        for d in (deal_unseen(unseen, rng) for _ in range(runs))
    )


@pytest.mark.parametrize(
    ("zones", "kind"),
    [
        ((Zone("a", 2), Zone("b", 2), Zone("c", 2)), FREE),
        ((Zone("a", 2, barred=HEARTS), Zone("b", 2), Zone("c", 2)), UNIFORM),
        (
            (Zone("a", 3, counts=(CountRule(HEARTS, 1, 1),)), Zone("b", 2), Zone("c", 1)),
            UNIFORM,
        ),
        (
            (
                Zone("a", 2, barred=frozenset(parse_cards("AC"))),
                Zone("b", 2, counts=(CountRule(HEARTS, 2, 2),)),
                Zone("c", 2, counts=(CountRule(frozenset(parse_cards("AS KS")), 0, 1),)),
            ),
            UNIFORM,
        ),
        (  # a disjunction is met by rejection over the exact deal
            (
                Zone("a", 3, counts=(CountRule(HEARTS, 1, 1, None, (CountRule(HEARTS, 3, 3),)),)),
                Zone("b", 3),
            ),
            FREE,
        ),
    ],
)
def test_exact_plans_are_uniform_over_the_legal_deals(zones: tuple[Zone, ...], kind: str) -> None:
    unseen = Unseen(tuple(sorted(CARDS, key=sort_key)), zones)
    assert plan_of(unseen).kind == kind
    legal = legal_deals(zones)
    runs = 150 * len(legal)
    seen = frequencies(unseen, runs)
    assert set(seen) == legal
    expected = runs / len(legal)
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    dof = len(legal) - 1
    assert chi2 < dof + 5 * (2 * dof) ** 0.5 + 5, (chi2, dof)


def test_deals_come_out_in_canonical_order_with_pins_and_positions() -> None:
    stock = Zone("stock", 3, ordered=True, positions=((2, Card.parse("AC")),))
    hand = Zone("hand1", 3, seat=1, pinned=(Card.parse("QH"),))
    unseen = Unseen(tuple(sorted(CARDS, key=sort_key)), (hand, stock))
    rng = random.Random(1)
    for _ in range(50):
        dealt = deal_unseen(unseen, rng)
        assert dealt["hand1"] == sorted(dealt["hand1"], key=sort_key)
        assert Card.parse("QH") in dealt["hand1"]
        assert dealt["stock"][2] == Card.parse("AC")
        assert sorted(dealt["hand1"] + dealt["stock"], key=sort_key) == sorted(CARDS, key=sort_key)


def test_impossible_pins_raise_and_impossible_counts_give_a_best_effort() -> None:
    pinned = Unseen(tuple(sorted(CARDS, key=sort_key)), (Zone("a", 7, pinned=(Card.parse("QC"),)),))
    assert plan_of(pinned).kind == STUCK
    with pytest.raises(NoWorld):
        deal_unseen(pinned, random.Random(0))
    counts = (Zone("a", 3, counts=(CountRule(HEARTS, 0, 0),)), Zone("b", 3, barred=HEARTS))
    unseen = Unseen(tuple(sorted(CARDS, key=sort_key)), counts)
    assert plan_of(unseen).kind == NO_WAY
    dealt = deal_unseen(unseen, random.Random(0))
    assert sorted(dealt["a"] + dealt["b"], key=sort_key) == sorted(CARDS, key=sort_key)


def test_soft_rules_are_dropped_when_nothing_meets_them() -> None:
    lie = CountRule(HEARTS, 3, 3, soft=True)
    unseen = Unseen(
        tuple(sorted(CARDS, key=sort_key)), (Zone("a", 3, counts=(lie,), barred=HEARTS), Zone("b", 3))
    )
    dealt = deal_unseen(unseen, random.Random(0))
    assert not set(dealt["a"]) & HEARTS


def test_a_weighted_rule_met_too_rarely_goes_to_the_general_sampler() -> None:
    points = {c: 1 for c in CARDS}
    rare = CountRule(frozenset(CARDS), 0, 0, points, (CountRule(HEARTS, 3, 3),))
    unseen = Unseen(tuple(sorted(CARDS, key=sort_key)), (Zone("a", 3, counts=(rare,)), Zone("b", 3)))
    assert plan_of(unseen).kind == GENERIC
    dealt = deal_unseen(unseen, random.Random(0))
    assert set(dealt["a"]) == HEARTS


def test_the_plan_is_made_once_and_left_out_of_equality() -> None:
    zones = (Zone("a", 3), Zone("b", 3))
    unseen = Unseen(tuple(sorted(CARDS, key=sort_key)), zones)
    plan = plan_of(unseen)
    assert plan_of(unseen) is plan
    assert unseen == Unseen(tuple(sorted(CARDS, key=sort_key)), zones)
    assert "plan" not in repr(unseen)
