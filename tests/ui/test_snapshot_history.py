"""SVG snapshot of the history (review) screen: fixed seed, 80x24, English.

Update after an intended change: ``.venv/bin/pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtui.ui.screens.table import TableScreen
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn, wait_until


async def _review_after_three_tricks(pilot: Pilot[Any]) -> None:
    app = pilot.app

    def three_tricks() -> bool:
        screen = app.screen
        return (
            isinstance(screen, TableScreen)
            and screen.model.active
            and len(screen.session.history.deal(-1, screen.viewer).tricks) >= 3
        )

    async def play() -> None:
        if isinstance(app.screen, TableScreen) and app.screen.model.active:
            await pilot.press("enter")

    await wait_until(pilot, three_tricks, step=play, what="three tricks")
    await wait_for_turn(pilot, app)  # type: ignore[arg-type]
    await pilot.press("r")
    await settle(pilot)


def test_history_screen(snap_compare: Any) -> None:
    assert snap_compare(
        make_app(SOLO), run_before=_review_after_three_tricks, terminal_size=(80, 24)
    )
