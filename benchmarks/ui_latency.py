"""How long the table's event loop is ever blocked while strong bots think (headless).

Opens a table with one person and three bots of a level (no pauses between
moves), plays the person's first legal action whenever it is their turn, and
meanwhile measures the event loop's lag: a task sleeps 5 ms over and over and
records how late it wakes. A key press is handled at the loop's next turn, so
the lag bounds how long a key waits. Before each of the person's moves it also
sends → (the next card: the hand is redrawn) and times it from the key event
to the end of the next screen update that follows the key's handling. Prints p50 / p95 / max lag and key time in milliseconds and
the bot moves seen. Target: a key answers within 50 ms.

Run: ``.venv/bin/python benchmarks/ui_latency.py [--seconds 10] [--level strong]``
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

from textual import events
from textual.app import App
from textual.screen import Screen

from cardtui.cli.arena import percentile
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest


async def measure(
    game: str, seconds: float, level: str
) -> tuple[list[float], list[float], int]:
    """Loop lags and key times (seconds) over ``seconds`` of play, and the decisions made."""
    start = StartRequest(game, ["human", level, level, level], 5, {})
    app = CardtuiApp(settings=Settings(), start=start, autosave=False, bot_delay=0.0)
    lags: list[float] = []
    keys: list[float] = []
    painted: list[float] = []
    paint = App._display

    def timed_paint(self: App[Any], screen: Screen[Any], renderable: Any) -> None:
        paint(self, screen, renderable)
        if renderable is not None:
            painted.append(time.perf_counter())

    App._display = timed_paint  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(200):
            await pilot.pause(0.02)
            if isinstance(app.screen, TableScreen):
                break
        opened = app.screen
        assert isinstance(opened, TableScreen)
        screen: TableScreen = opened
        await pilot.pause(1.0)  # the worker process starts
        first = screen.session.decisions
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            began = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - began - 0.005)
            if app.screen is not opened:
                await pilot.press("enter")  # a deal-over dialog
            elif screen.model.active:
                if len(screen.model.hand) > 1 and screen.model.hand_actions:
                    took = await _time_key(app, screen, painted)
                    if took is not None:
                        keys.append(took)
                screen.act(screen.session.match.legal_actions()[0])
        return lags, keys, screen.session.decisions - first


async def _time_key(app: CardtuiApp, screen: TableScreen, painted: list[float]) -> float | None:
    """Send → and wait for the next card to be chosen and the screen to be updated after it."""
    moved = screen.model.selected
    began = time.perf_counter()
    painted.clear()
    key = events.Key("right", None)
    key.set_sender(app)
    app._driver.send_message(key)  # type: ignore[union-attr]
    while screen.model.selected == moved and time.perf_counter() - began < 1:
        await asyncio.sleep(0.001)
    handled = time.perf_counter()
    while not any(p > handled for p in painted) and time.perf_counter() - began < 1:
        await asyncio.sleep(0.001)
    after = [p for p in painted if p > handled]
    return min(after) - began if screen.model.selected != moved and after else None


def main() -> None:
    """Print the lag figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--game", default="kozel_classic")
    parser.add_argument("--level", default="strong", help="bot level of the three bots")
    args = parser.parse_args()
    lags, keys, moves = asyncio.run(measure(args.game, args.seconds, args.level))
    print(f"{args.game}, {args.level} bots, {moves} decisions in {args.seconds:.0f} s")
    for name, values in (("event loop lag", lags), ("key to screen", keys)):
        ms = [1000 * t for t in values]
        print(f"  {name:15} p50 {percentile(ms, 0.5):5.1f} ms, p95 {percentile(ms, 0.95):5.1f} ms, "
              f"max {max(ms):5.1f} ms ({len(ms)} samples)")


if __name__ == "__main__":
    main()
