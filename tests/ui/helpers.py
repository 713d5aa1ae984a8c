"""Helpers of the UI tests: build the app, wait for a person's turn, read the screen."""

from __future__ import annotations

from collections.abc import Sequence

from textual.pilot import Pilot

from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest

SEED = 4711
SOLO = ["human:Anna", "simple", "simple", "simple"]
HOT_SEAT = ["human:Anna", "simple", "human:Boris", "simple"]


def make_app(
    seats: Sequence[str] | None = None,
    *,
    game: str = "kozel_classic",
    seed: int = SEED,
    options: dict[str, str] | None = None,
    trick_pause: str | None = None,
) -> CardtuiApp:
    """The app; with ``seats`` it opens a table at once (bots move without pauses,
    completed tricks are not held unless a ``trick_pause`` is named)."""
    start = None if seats is None else StartRequest(game, list(seats), seed, options or {})
    return CardtuiApp(settings=Settings(), start=start, bot_delay=0.0, trick_pause=trick_pause)


async def settle(pilot: Pilot[None], rounds: int = 3) -> None:
    """Let pending messages and workers run."""
    for _ in range(rounds):
        await pilot.pause(0.01)


async def wait_for_turn(pilot: Pilot[None], app: CardtuiApp, limit: int = 400) -> TableScreen:
    """Wait until a person is to act at the table (dialogs are left alone)."""
    for _ in range(limit):
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.model.active:
            return screen
        await pilot.pause(0.01)
    raise AssertionError(f"no human turn; screen is {type(app.screen).__name__}")


def table(app: CardtuiApp) -> TableScreen:
    """The table screen in the stack."""
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError("no table")
