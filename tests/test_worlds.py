"""Worlds consistent with a view: the sampler reads only the view, and its worlds fit it.

For every registered game and variant, at random points of random deals, for
every seat: (a) two true states giving the same view give identical samples for
the same random seed; (b) every sampled world, viewed from that seat, equals the
view; (c) sampled worlds play on to the end of the deal.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from cardtui.engine import Match, View, get_game
from cardtui.engine.registry import all_games
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


def check_seat(match: Match, seat: int, seed: int) -> None:
    view = match.view(seat, search=True)
    assert view.unseen is not None and view.template is not None
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
            assert all(rule.holds(cards) for rule in zone.counts), zone
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
