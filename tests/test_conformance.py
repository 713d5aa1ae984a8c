"""Registry-wide conformance: every game and variant, random playouts with invariants."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import get_game
from cardtui.engine.registry import all_games
from cardtui.engine.replay import replay
from tests.conformance import check_round_trip, play_out, same_state

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(6))
def test_random_playout(game_id: str, seats: int, options: dict[str, object], seed: int) -> None:
    match = get_game(game_id).new_match(seats, options, seed)
    play_out(match, random.Random(seed))
    check_round_trip(match)
    result = match.result()
    assert result is not None
    assert set(result.winners).isdisjoint(result.losers)


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
def test_partial_replay_matches(game_id: str, seats: int, options: dict[str, object]) -> None:
    """Replaying the first k decisions gives the state after k decisions (undo, resume)."""
    match = get_game(game_id).new_match(seats, options, 99)
    rng = random.Random(5)
    snapshots = []
    for _ in range(60):
        if match.is_over:
            break
        snapshots.append(match.clone())
        match.apply(rng.choice(list(match.legal_actions())))
    for k in (0, len(snapshots) // 2, len(snapshots) - 1):
        rebuilt = replay(match.record, decisions=k)
        assert same_state(snapshots[k], rebuilt)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_same_seed_same_match(game_id: str) -> None:
    a = get_game(game_id).new_match(seed=7)
    b = get_game(game_id).new_match(seed=7)
    assert same_state(a, b)
