"""Helpers of the UI tests: build the app, wait for a person's turn, read the screen."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

from textual.pilot import Pilot

from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest

SEED = 4711
SOLO = ["human:Anna", "simple", "simple", "simple"]
HOT_SEAT = ["human:Anna", "simple", "human:Boris", "simple"]

#: How long a test waits for something to happen before it fails: generous, since the
#: machine may be busy (a wait ends as soon as its condition holds, so this costs nothing).
WAIT = 30.0
#: One short turn of the event loop between two looks at a condition.
TICK = 0.01


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
    """Let pending messages and workers run (for effects that follow a key at once;
    anything that comes later, from a timer, a worker or a process, is waited for with
    :func:`wait_until`)."""
    for _ in range(rounds):
        await pilot.pause(TICK)


async def wait_until(
    pilot: Pilot[Any],
    condition: Callable[[], object],
    *,
    timeout: float = WAIT,
    step: Callable[[], Awaitable[object]] | None = None,
    what: str = "",
) -> None:
    """Wait until ``condition()`` holds, looking after every short turn of the event loop;
    ``step`` (if any) runs before each turn (say, a key for a person to act). Fails after
    ``timeout`` seconds, naming ``what`` it waited for and the screen on top."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            screen = type(pilot.app.screen).__name__
            raise AssertionError(
                f"waited {timeout:g} s for {what or 'a condition'}; screen {screen}"
            )
        if step is not None:
            await step()
        await pilot.pause(TICK)


async def wait_for_turn(pilot: Pilot[None], app: CardtuiApp, timeout: float = WAIT) -> TableScreen:
    """Wait until a person is to act at the table (dialogs are left alone)."""

    def turn() -> bool:
        screen = app.screen
        return isinstance(screen, TableScreen) and screen.model.active

    await wait_until(pilot, turn, timeout=timeout, what="a person's turn")
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


def play_on(pilot: Pilot[Any], app: CardtuiApp) -> Callable[[], Awaitable[None]]:
    """A ``step`` for :func:`wait_until`: Enter whenever a person is to act at the table."""

    async def step() -> None:
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.model.active:
            await pilot.press("enter")

    return step


async def wait_for_turn_past_handovers(pilot: Pilot[Any], app: CardtuiApp) -> TableScreen:
    """Press Enter (through handovers and dialogs) until a person is to act at the table."""

    def turn() -> bool:
        screen = app.screen
        return isinstance(screen, TableScreen) and screen.model.active

    async def enter() -> None:
        await pilot.press("enter")

    await wait_until(pilot, turn, step=enter, what="a person's turn")
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def play_first_deal(pilot: Pilot[Any]) -> None:
    """Enter at the person's turns and on every dialog until the first deal is scored."""
    app = pilot.app

    def scored() -> bool:
        screen = app.screen
        return isinstance(screen, TableScreen) and bool(screen.session.match.deal_summaries)

    async def act() -> None:
        screen = app.screen
        if not isinstance(screen, TableScreen) or screen.model.active:
            await pilot.press("enter")

    await wait_until(pilot, scored, step=act, what="the first deal's end")


def table(app: CardtuiApp) -> TableScreen:
    """The table screen in the stack."""
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError("no table")


async def turns(pilot: Pilot[Any], timeout: float = WAIT, what: str = "") -> AsyncIterator[int]:
    """Turns of the event loop for a test that looks, acts and looks again: one short turn
    after each step, failing after ``timeout`` seconds (never a count of turns, which a busy
    machine runs through before a bot has moved)."""
    deadline = time.monotonic() + timeout
    number = 0
    while True:
        yield number
        if time.monotonic() > deadline:
            screen = type(pilot.app.screen).__name__
            raise AssertionError(
                f"waited {timeout:g} s for {what or 'a condition'}; screen {screen}"
            )
        await pilot.pause(TICK)
        number += 1
