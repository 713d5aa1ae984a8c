"""SVG snapshots of the folded table (fixed seed, English): the 60x20 minimum.

Update after an intended change: ``.venv/bin/pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn


async def _turn(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)  # type: ignore[arg-type]
    await settle(pilot)


def test_table_60x20(snap_compare: Any) -> None:
    assert snap_compare(make_app(SOLO), run_before=_turn, terminal_size=(60, 20))


def test_too_small_40x15(snap_compare: Any) -> None:
    assert snap_compare(make_app(SOLO), run_before=_turn, terminal_size=(40, 15))
