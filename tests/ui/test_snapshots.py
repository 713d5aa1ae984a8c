"""SVG snapshots of the main screens (fixed seed, fixed size, English).

Update after an intended change: ``.venv/bin/pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtui.ui.screens.handover import HandoverScreen
from cardtui.ui.screens.table import TableScreen
from tests.ui.helpers import HOT_SEAT, SOLO, make_app, settle, wait_for_turn


async def _turn(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)  # type: ignore[arg-type]
    await settle(pilot)


async def _handover(pilot: Pilot[Any]) -> None:
    app = pilot.app
    for _ in range(400):
        if isinstance(app.screen, HandoverScreen):
            break
        if isinstance(app.screen, TableScreen) and app.screen.model.active:
            await pilot.press("enter")
        await pilot.pause(0.01)
    await settle(pilot)


async def _after_first_deal(pilot: Pilot[Any]) -> None:
    app = pilot.app
    for _ in range(400):
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.session.match.deal_summaries:
            break
        if isinstance(screen, TableScreen):
            if screen.model.active:
                await pilot.press("enter")
        else:
            await pilot.press("enter")
        await pilot.pause(0.01)
    await wait_for_turn(pilot, app)  # type: ignore[arg-type]
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
