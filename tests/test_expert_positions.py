"""The strong bot at a fixed world count solves positions where one move is clearly best.

The positions are data (``tests/expert_positions.py``): a seed and the actions reaching
them, the moves an expert accepts, and why. The ones today's strong bot misses are
expected to fail (``xfail(strict=True)``: the day it solves them the mark must go).
``benchmarks/expert_positions.py`` prints the simple bot's answers beside the strong bot's.
"""

from __future__ import annotations

import random

import pytest

from cardtui.bots import bot_view, make_bot
from tests.expert_positions import POSITIONS, WORLDS, Position

BUDGET_CAP = 60.0
"""The clock cap of fixed effort: far above what 32 worlds take, so never reached."""


def strong_answer(position: Position) -> str:
    """The strong bot's move at ``position`` (fixed world count, seeded: deterministic)."""
    match = position.match()
    seat = match.current_seat
    assert seat is not None
    bot = make_bot("strong", position.game, BUDGET_CAP, WORLDS)
    return str(bot.choose(bot_view(match, seat, bot), random.Random(f"expert:{position.ident}")))


def _params() -> list[object]:
    return [
        pytest.param(p, id=p.ident, marks=[pytest.mark.xfail(strict=True, reason=p.strong_fails)])
        if p.strong_fails else pytest.param(p, id=p.ident)
        for p in POSITIONS
    ]


def test_the_positions_are_many_and_varied() -> None:
    """At least 40 positions across at least 8 games, each reached and its moves legal."""
    assert len(POSITIONS) >= 40
    assert len({p.game for p in POSITIONS}) >= 8
    assert len({p.ident for p in POSITIONS}) == len(POSITIONS)
    for position in POSITIONS:
        match = position.match()
        legal = {str(a) for a in match.legal_actions()}
        assert set(position.best) <= legal, position.ident
        assert legal - set(position.best), f"{position.ident}: every move is best"


@pytest.mark.parametrize("position", _params())
def test_the_strong_bot_finds_the_expert_move(position: Position) -> None:
    """The strong bot's move is one of the expert's."""
    assert strong_answer(position) in position.best, position.why
