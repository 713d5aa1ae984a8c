"""Hypothesis fuzzing of every registered game: random legal, illegal and junk actions,
random option sets, invariants after every step, and the record round trip.

Bounded and derandomized (the same examples on every run); the million-action run
lives in ``benchmarks/fuzz.py``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtui.engine import Game, OptionError, OptionSpec, get_game
from cardtui.engine.registry import all_games
from tests.conformance import check_round_trip
from tests.fuzzing import JUNK, check_refused, fuzz_match

GAMES = [g.id for g in all_games()]
FUZZ = settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _setups(game: Game) -> list[tuple[int, dict[str, Any]]]:
    return [(game.default_seats, {}), *[(n, dict(o)) for n, o in game.test_variants]]


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(seed=st.integers(0, 10**6), setup=st.integers(0, 99), steps=st.integers(1, 400))
def test_random_actions_keep_the_invariants(
    game_id: str, seed: int, setup: int, steps: int
) -> None:
    game = get_game(game_id)
    setups = _setups(game)
    seats, options = setups[setup % len(setups)]
    match = game.new_match(seats, options, seed)
    fuzz_match(match, random.Random(seed), steps, deep_every=11)
    check_round_trip(match)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("junk", JUNK, ids=lambda j: type(j).__name__ + repr(j)[:8])
def test_values_that_are_not_actions_are_refused(game_id: str, junk: object) -> None:
    match = get_game(game_id).new_match(seed=3)
    check_refused(match, junk, game_id)


def _option_value(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Valid and invalid raw values for one option, as a player might type them."""
    wrong = st.one_of(st.text(max_size=6), st.integers(-5, 10**7), st.none(), st.just([1, 2, 99]))
    if spec.kind == "bool":
        valid: st.SearchStrategy[Any] = st.sampled_from(["true", "false", True, False, "да"])
    elif spec.kind == "int":
        top = spec.minimum + 50 if spec.maximum is None else min(spec.maximum, spec.minimum + 50)
        valid = st.integers(spec.minimum, top)
    elif spec.kind == "choice":
        valid = st.sampled_from(spec.choices)
    else:
        valid = st.lists(st.integers(0, 5), max_size=4).map(lambda s: ",".join(map(str, s)))
    return st.one_of(valid, valid, wrong)


@st.composite
def _option_sets(draw: st.DrawFn, game: Game) -> tuple[int, dict[str, Any]]:
    seats = draw(st.integers(game.min_seats - 1, game.max_seats + 1))
    chosen = draw(st.lists(st.sampled_from(game.options), unique=True)) if game.options else []
    options = {spec.key: draw(_option_value(spec)) for spec in chosen}
    if draw(st.booleans()) and draw(st.booleans()):
        options[draw(st.sampled_from(["nosuch", "", "Boasting"]))] = "1"
    return seats, options


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None, derandomize=True)
@given(data=st.data())
def test_random_option_sets_start_or_name_the_option(game_id: str, data: st.DataObject) -> None:
    game = get_game(game_id)
    seats, options = data.draw(_option_sets(game))
    keys = {spec.key for spec in game.options} | {"seats"} | set(options)
    try:
        match = game.new_match(seats, options, 11)
    except OptionError as exc:
        assert exc.option in keys, f"{game_id}: error names {exc.option!r}, not an option given"
        assert str(exc).strip() and "\n" not in str(exc)
        return
    fuzz_match(match, random.Random(seats), 60, deep_every=13)
