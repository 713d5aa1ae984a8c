"""SVG snapshots of the main screens (fixed seed, fixed size, English).

Update after an intended change: ``.venv/bin/pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtui.ui.screens.handover import HandoverScreen
from tests.ui.helpers import (
    HOT_SEAT,
    SOLO,
    make_app,
    play_first_deal,
    play_on,
    settle,
    wait_for_turn,
    wait_until,
)


async def _turn(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)  # type: ignore[arg-type]
    await settle(pilot)


async def _handover(pilot: Pilot[Any]) -> None:
    app = pilot.app
    step = play_on(pilot, app)  # type: ignore[arg-type]
    await wait_until(pilot, lambda: isinstance(app.screen, HandoverScreen), step=step)
    await settle(pilot)


async def _after_first_deal(pilot: Pilot[Any]) -> None:
    await play_first_deal(pilot)
    await wait_for_turn(pilot, pilot.app)  # type: ignore[arg-type]
    await pilot.press("s")
    await settle(pilot)


def test_menu(snap_compare: Any) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24))


def test_setup(snap_compare: Any) -> None:
    assert snap_compare(make_app(), press=["n"], terminal_size=(80, 24))


def test_table_80x24(snap_compare: Any) -> None:
    assert snap_compare(make_app(SOLO), run_before=_turn, terminal_size=(80, 24))


def test_table_120x40(snap_compare: Any) -> None:
    assert snap_compare(make_app(SOLO), run_before=_turn, terminal_size=(120, 40))


def test_handover(snap_compare: Any) -> None:
    assert snap_compare(make_app(HOT_SEAT), run_before=_handover, terminal_size=(80, 24))


def test_scoreboard(snap_compare: Any) -> None:
    assert snap_compare(make_app(SOLO), run_before=_after_first_deal, terminal_size=(80, 24))
