"""The table keeps the cycle collector off its keys (issue 22 item 10): what is alive
when the table is drawn, and what a deal leaves behind, is frozen; closing the table
hands it all back."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

from textual.pilot import Pilot

from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.screens.table_memory import release, settle
from tests.ui.helpers import SOLO, make_app, wait_for_turn, wait_until


async def _until(pilot: Pilot[None], condition: Callable[[], object]) -> None:
    await wait_until(pilot, condition, what="the table's collector state")


async def _play_out_the_deal(pilot: Pilot[None], app: CardtuiApp) -> None:
    screen = await wait_for_turn(pilot, app)
    while not screen.session.match.deal_summaries:
        screen = await wait_for_turn(pilot, app)
        await pilot.press("enter")  # the chosen card is always a legal one
    await _until(pilot, lambda: isinstance(app.screen, DealOverScreen))


async def test_the_table_freezes_what_is_alive_once_drawn() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_turn(pilot, app)
        await _until(pilot, lambda: gc.get_freeze_count() > 0)
        assert not gc.garbage


async def test_what_a_deal_leaves_is_frozen_after_its_dialog() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        await _play_out_the_deal(pilot, app)
        before = gc.get_freeze_count()
        await pilot.press("enter")  # the deal-over dialog closes
        await _until(pilot, lambda: gc.get_freeze_count() > before)
        assert isinstance(app.screen, TableScreen)


async def test_closing_the_table_hands_everything_back() -> None:
    thresholds = gc.get_threshold()
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_turn(pilot, app)
        await _until(pilot, lambda: gc.get_freeze_count() > 0)
        assert gc.get_threshold()[2] > thresholds[2]  # the oldest: only at a new deal
        await pilot.press("q")
        await _until(pilot, lambda: not isinstance(app.screen, TableScreen))
        assert gc.get_freeze_count() == 0
        assert gc.get_threshold() == thresholds


class _Node:
    """An object in a reference cycle (only the cycle collector frees it)."""

    def __init__(self) -> None:
        self.me = self


def test_frozen_objects_dropped_later_are_freed_by_a_full_settle() -> None:
    node = _Node()
    ref = weakref.ref(node)
    try:
        settle()
        del node
        settle()  # only what was made since the last settle is scanned
        assert ref() is not None
        settle(full=True)
        assert ref() is None
    finally:
        release()
    assert gc.get_freeze_count() == 0
