"""SVG snapshot of the replay viewer at the end of a deal (all hands open): 80x24, English.

Update after an intended change: ``.venv/bin/pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtui.ui.screens.replay import ReplayScreen
from tests.ui.helpers import settle
from tests.ui.test_replay_viewer import bot_record, replay_app


async def _first_deal_over(pilot: Pilot[Any]) -> None:
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, ReplayScreen)
    while not screen.current.over:
        await pilot.press("down")
    await settle(pilot)


def test_replay_viewer(snap_compare: Any) -> None:
    app = replay_app(bot_record())
    assert snap_compare(app, run_before=_first_deal_over, terminal_size=(80, 24))
