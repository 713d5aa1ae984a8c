"""Sheep's Head and Doppelkopf in the one shape: packages by phase, declared zones, a
phase table, typed options, the engine's follow rules, the head drawn by the UI."""

from __future__ import annotations

import ast
import copy
import random
from pathlib import Path

import pytest

from cardtui.engine import Action, Match, get_game
from cardtui.engine.trick import MUST_FOLLOW, TrickContext, legal_cards
from cardtui.games.doppelkopf import DoppelkopfMatch, DoppelkopfOptions
from cardtui.games.sheepshead import SheepsheadMatch, SheepsheadOptions

GAMES = ("sheepshead", "doppelkopf")
PACKAGES = [Path(__file__).parents[2] / "cardtui" / "games" / g for g in GAMES]


@pytest.mark.parametrize("package", PACKAGES, ids=GAMES)
def test_package_sizes(package: Path) -> None:
    """No module over 600 lines, no class over 400, no function over 50."""
    for path in [*package.glob("*.py"), package.parent / "trick_tables.py"]:
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) <= 600, path
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef | ast.FunctionDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                limit = 400 if isinstance(node, ast.ClassDef) else 50
                assert size <= limit, f"{path.name}: {node.name} has {size} lines"


def test_options_are_typed() -> None:
    sheep = get_game("sheepshead").new_match(options={"head_strokes": 12}, seed=1)
    assert isinstance(sheep, SheepsheadMatch)
    assert sheep.opts == SheepsheadOptions(12, False, 1)
    dk = get_game("doppelkopf").new_match(options={"solos": True, "match_deals": 4}, seed=1)
    assert isinstance(dk, DoppelkopfMatch)
    assert isinstance(dk.opts, DoppelkopfOptions)
    assert dk.opts.solos is True and dk.opts.match_deals == 4 and dk.opts.first_lead == "declarer"


@pytest.mark.parametrize("game_id", GAMES)
def test_zones_are_declared_with_their_names(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=3)
    names = set(match.card_zones())
    assert {"hand0", "hand1", "hand2", "hand3", "trick"} <= names
    assert set(match.hidden_zones(0)) == {"hand1", "hand2", "hand3"}


def _random_states(game_id: str, seed: int) -> list[Match]:
    match = get_game(game_id).new_match(seed=seed)
    rng = random.Random(seed)
    states = []
    while not match.is_over and len(match.deal_summaries) < 2:
        states.append(match.clone())
        match.apply(rng.choice(list(match.legal_actions())))
    return states


@pytest.mark.parametrize("game_id", GAMES)
def test_remembered_legal_sets_are_the_engine_follow_rule(game_id: str) -> None:
    """The play phase's memo gives what the engine's ``MUST_FOLLOW`` allows (distinct cards)."""
    for state in _random_states(game_id, 5):
        if state.phase != "play":
            continue
        seat = state.current_seat
        assert seat is not None
        trick = state.trick  # type: ignore[attr-defined]
        ctx = TrickContext(state.order, trick[0][1] if trick else None)  # type: ignore[attr-defined]
        allowed = legal_cards(state.hands[seat], ctx, [MUST_FOLLOW])  # type: ignore[attr-defined]
        assert list(state.legal_actions()) == [Action.play(c) for c in dict.fromkeys(allowed)]


@pytest.mark.parametrize("game_id", GAMES)
def test_search_copy_and_clone_share_the_order_tables(game_id: str) -> None:
    match = _random_states(game_id, 7)[-1]
    tables = match.tables  # type: ignore[attr-defined]
    assert match.search_copy().tables is tables  # type: ignore[attr-defined]
    assert match.clone().tables is tables  # type: ignore[attr-defined]
    assert copy.deepcopy(match).tables is tables  # type: ignore[attr-defined]


def test_strokes_follow_deal_end_and_precede_the_next_deal() -> None:
    """The deal pipeline: ``deal_end``, the strokes drawn (or a game won), ``deal_start``."""
    match = get_game("sheepshead").new_match(seed=11)
    rng = random.Random(11)
    while not match.deal_summaries:
        events = match.apply(rng.choice(list(match.legal_actions())))
    kinds = [e.kind for e in events]
    end = kinds.index("deal_end")
    after = kinds[end + 1 : kinds.index("deal_start")]
    assert after in (["strokes"], ["whole_head"], [], ["strokes", "game_won"])
    assert match.closing == []  # type: ignore[attr-defined]


def test_the_head_is_drawn_by_the_ui() -> None:
    """The game keeps the strokes as numbers; no picture lives under ``cardtui.games``."""
    games = Path(__file__).parents[2] / "cardtui" / "games"
    assert not (games / "sheepshead_head.py").exists()
    for path in (games / "sheepshead").glob("*.py"):
        assert "render_head" not in path.read_text(encoding="utf-8")
    from cardtui.ui.games.sheepshead import HEAD_WIDTH, render_head

    assert len(render_head(9, 4)) > 0 and all(len(line) == HEAD_WIDTH for line in render_head(9, 4))
