"""Keys that only move the selection or mark cards redraw only the hand and the choices
(issue 22 item 10): nothing else is repainted, nothing is saved."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from textual.widget import Widget

from cardtui.ui.screens.table import TableScreen
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.seat_badge import SeatBadge
from cardtui.ui.widgets.side_panel import SidePanel
from cardtui.ui.widgets.trick import TrickArea
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn


def _count_repaints(screen: TableScreen, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Count ``refresh`` calls of the table's widgets, and the session's saves."""
    counts: Counter[str] = Counter()
    widgets: list[Widget] = [
        screen.query_one(HandWidget),
        screen.query_one(TrickArea),
        screen.query_one(SidePanel),
        *screen.query(SeatBadge),
    ]
    for widget in widgets:
        original = widget.refresh

        def counted(
            *args: Any, _name: str = type(widget).__name__, _f: Any = original, **kw: Any
        ) -> Any:
            counts[_name] += 1
            return _f(*args, **kw)

        monkeypatch.setattr(widget, "refresh", counted)
    save = screen.session.save

    def saved() -> None:
        counts["save"] += 1
        save()

    monkeypatch.setattr(screen.session, "save", saved)
    return counts


async def test_arrows_repaint_only_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        counts = _count_repaints(screen, monkeypatch)
        for key in ("right", "left", "right"):
            await pilot.press(key)
        assert counts["HandWidget"] >= 3
        assert set(counts) == {"HandWidget"}


async def test_marking_a_card_repaints_only_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(SOLO, game="omnibus_hearts")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        assert screen.model.multi  # passing three cards
        await settle(pilot)
        counts = _count_repaints(screen, monkeypatch)
        await pilot.press("space")
        await pilot.press("right")
        await pilot.press("space")
        assert len(screen.model.marked) == 2
        assert counts["HandWidget"] >= 3
        assert set(counts) == {"HandWidget"}


async def test_clicking_a_card_to_select_it_repaints_only_the_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        counts = _count_repaints(screen, monkeypatch)
        other = (screen.model.selected + 1) % len(screen.model.hand)
        screen.post_message(HandWidget.CardClicked(other))
        await settle(pilot)
        assert screen.model.selected == other
        assert set(counts) == {"HandWidget"}
