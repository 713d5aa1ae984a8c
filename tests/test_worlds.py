"""Worlds consistent with a view: the sampler reads only the view, and its worlds fit it.

For every registered game and variant, at random points of random deals, for
every seat: (a) two true states giving the same view give identical samples for
the same random seed; (b) every sampled world, viewed from that seat, equals the
view; (c) sampled worlds play on to the end of the deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from cardtui.engine import Action, Card, Game, Match, View, get_game
from cardtui.engine.cards import sort_key
from cardtui.engine.registry import all_games
from cardtui.engine.trick import CardOrder
from cardtui.engine.worlds import deal_unseen, fill_world, sample_world
from tests.conformance import check_conservation

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


def fingerprint(match: Match) -> tuple[Any, ...]:
    """Everything that tells two states apart."""
    zones = {name: list(cards) for name, cards in match.card_zones().items()}
    return (match.current_seat, tuple(match.legal_actions()), zones, match.view(None))


def points_of_play(game_id: str, seats: int, options: dict[str, Any], seed: int) -> list[Match]:
    """Snapshots at random points of a random match."""
    match = get_game(game_id).new_match(seats, options, seed)
    rng = random.Random(seed)
    snapshots = []
    for _ in range(6):
        for _ in range(rng.randrange(1, 15)):
            if match.is_over:
                return snapshots
            match.apply(rng.choice(list(match.legal_actions())))
        if not match.is_over:
            snapshots.append(match.clone())
    return snapshots


def play_to_deal_end(world: Match, rng: random.Random) -> None:
    """Random legal play until the deal in progress ends."""
    deals = len(world.deal_summaries)
    steps = 0
    while not world.is_over and len(world.deal_summaries) == deals:
        legal = list(world.legal_actions())
        assert legal, "a sampled world has no legal action"
        world.apply_fast(rng.choice(legal))
        steps += 1
        assert steps < 2000


def cards_held(value: Any, seen: set[int]) -> Iterator[Card]:
    """Every card reachable from an attribute of a match (tables of card orders skipped)."""
    if isinstance(value, Card):
        yield value
        return
    if id(value) in seen or isinstance(value, CardOrder | Game | str | int | float | type):
        return
    seen.add(id(value))
    if isinstance(value, Action):
        yield from value.cards
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_held(k, seen)
            yield from cards_held(v, seen)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            yield from cards_held(v, seen)
    elif hasattr(value, "__dict__"):
        for v in vars(value).values():
            yield from cards_held(v, seen)


PAST = frozenset({"deal_summaries", "draws", "dealer_draw"})
"""Attributes about earlier deals (and the first dealer's draw)."""


def check_template_state(match: Match, seat: int, view: View) -> None:
    """No attribute of the template (not only its card zones) holds a hidden card
    (``deck``, the canonical list of the cards in play, is public; :data:`PAST` holds
    the same card objects from earlier deals)."""
    if len(set(match.deck)) < len(match.deck) or view.template is None or view.unseen is None:
        return  # doubled packs: a hidden copy and a seen copy are the same Card object
    template = view.template
    known = {c for z in view.unseen.zones for c in (*z.pinned, *(c for _, c in z.positions))}
    hidden = set(match.hidden_cards(seat)) - known
    skip = {"game", "options", "chance", "record", "deck", *PAST, *type(template).search_share}
    seen: set[int] = set()
    for name, value in vars(template).items():
        if name not in skip:
            leaked = hidden.intersection(cards_held(value, seen))
            assert not leaked, f"template.{name} holds hidden {sorted(c.code for c in leaked)}"


def check_seat(match: Match, seat: int, seed: int) -> None:
    view = match.view(seat, search=True)
    assert view.unseen is not None and view.template is not None
    check_template_state(match, seat, view)
    unseen = view.unseen
    assert sum(z.size for z in unseen.zones) == len(unseen.cards)
    # (b) sampled worlds show the seat exactly its view, and hold the same cards
    for k in range(3):
        world = sample_world(view, random.Random(seed * 10 + k))
        check_conservation(world)
        assert world.view(seat) == view, "a sampled world shows the seat another view"
        assert world.view(seat).unseen == unseen
        for zone in unseen.zones:
            cards = world.hidden_zones(seat)[zone.name]
            assert len(cards) == zone.size
            assert not set(cards) & zone.barred
            assert not Counter(zone.pinned) - Counter(cards)
            assert all(rule.holds(cards) for rule in zone.counts if not rule.soft), zone
        # (c) playable to the deal end
        play_to_deal_end(world, random.Random(k))
    # (a) another true state with the same view gives the same samples
    other = fill_world(match, seat, deal_unseen(unseen, random.Random(seed + 99)), 5)
    other_view = other.view(seat, search=True)
    assert other_view == view
    assert other_view.unseen == unseen
    for k in range(2):
        a = sample_world(view, random.Random(k))
        b = sample_world(other_view, random.Random(k))
        assert fingerprint(a) == fingerprint(b), "the sampler depends on hidden cards"


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(3))
def test_worlds_fit_the_view(game_id: str, seats: int, options: dict[str, Any], seed: int) -> None:
    for match in points_of_play(game_id, seats, options, seed):
        for seat in range(match.num_seats):
            check_seat(match, seat, seed)


def test_sample_world_needs_a_search_view() -> None:
    match = get_game("kozel_classic").new_match(seed=1)
    view: View = match.view(0)
    assert view.template is None
    with pytest.raises(ValueError):
        sample_world(view, random.Random(0))


def test_deal_honours_pins_positions_bars_and_counts() -> None:
    from cardtui.engine.cards import parse_cards
    from cardtui.engine.unseen import CountRule, Unseen, Zone

    cards = parse_cards("AC KC QC JC AS KS QS JS AH KH")
    clubs = frozenset(parse_cards("AC KC QC JC"))
    spades = frozenset(parse_cards("AS KS QS JS"))
    unseen = Unseen(
        tuple(sorted(cards, key=sort_key)),
        (
            Zone("hand1", 4, 1, pinned=parse_cards("AH"), barred=clubs),
            Zone("hand2", 3, 2, counts=(CountRule(clubs, 2, 2),)),
            Zone("stock", 3, None, ordered=True, positions=((2, Card.parse("KH")),)),
        ),
    )
    for seed in range(50):
        dealt = deal_unseen(unseen, random.Random(seed))
        assert Card.parse("AH") in dealt["hand1"]
        assert not set(dealt["hand1"]) & clubs
        assert sum(1 for c in dealt["hand2"] if c in clubs) == 2
        assert dealt["stock"][2] == Card.parse("KH")
        assert Counter(c for z in dealt.values() for c in z) == Counter(cards)
        assert set(dealt["hand1"]) - {Card.parse("AH")} <= spades


def test_voids_shown_by_not_following_bar_the_suit() -> None:
    rng = random.Random(3)
    for seed in range(20):
        match = get_game("sheepshead").new_match(seed=seed)
        while not match.is_over and not any(match.known_voids()):
            match.apply(rng.choice(list(match.legal_actions())))
        if match.is_over:
            continue
        void_seat = next(s for s, v in enumerate(match.known_voids()) if v)
        seat = (void_seat + 1) % 4
        unseen = match.view(seat).unseen
        assert unseen is not None
        zone = unseen.zone(f"hand{void_seat}")
        suits = match.effective_suits()
        assert suits is not None
        assert {c for c, s in suits.items() if s in match.known_voids()[void_seat]} <= zone.barred
        return
    pytest.fail("no void shown in 20 deals")


def test_honest_signals_hold_in_sampled_worlds() -> None:
    from cardtui.bots import make_bot

    checked = 0
    for seed in range(6):
        match = get_game("kozel_24").new_match(4, {"signals": True}, seed)
        bots = [make_bot("simple", "kozel_24") for _ in range(4)]
        rng = random.Random(seed)
        for _ in range(120):
            if match.is_over:
                break
            seat = match.current_seat
            assert seat is not None
            view = match.view(seat, search=True)
            assert view.unseen is not None
            if view.unseen.has_soft:
                world = sample_world(view, random.Random(seed))
                for zone in view.unseen.zones:
                    cards = world.hidden_zones(seat)[zone.name]
                    assert all(rule.holds(cards) for rule in zone.counts), zone
                checked += 1
            match.apply(bots[seat].choose(view, rng))
    assert checked


def test_voids_deal_is_uniform_over_legal_deals() -> None:
    from itertools import permutations

    from cardtui.engine.cards import parse_cards
    from cardtui.engine.unseen import Unseen, Zone

    cards = parse_cards("AH KH AS KS AC KC")
    hearts, spades = frozenset(parse_cards("AH KH")), frozenset(parse_cards("AS KS"))
    zones = (Zone("a", 2, barred=hearts), Zone("b", 2, barred=spades), Zone("c", 2))
    unseen = Unseen(tuple(sorted(cards, key=sort_key)), zones)
    legal = set()
    for order in permutations(cards):
        a, b, c = frozenset(order[:2]), frozenset(order[2:4]), frozenset(order[4:])
        if not a & hearts and not b & spades:
            legal.add((a, b, c))
    rng = random.Random(4)
    runs = 1000 * len(legal)  # the ratio bound below is then about five standard deviations
    seen = Counter(
        tuple(frozenset(d[z]) for z in ("a", "b", "c"))
        for d in (deal_unseen(unseen, rng) for _ in range(runs))
    )
    assert set(seen) == legal
    assert max(seen.values()) < 1.35 * min(seen.values())
