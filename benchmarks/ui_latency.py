"""How long the table's event loop is ever blocked while strong bots think (headless).

Opens a table with one person and three bots of a level (no pauses between
moves), plays the person's first legal action whenever it is their turn, and
meanwhile measures the event loop's lag: a task sleeps 5 ms over and over and
records how late it wakes. A key press is handled at the loop's next turn, so
the lag bounds how long a key waits. Prints p50 / p95 / max lag in
milliseconds and the bot moves seen. Target: a key answers within 50 ms.

Run: ``.venv/bin/python benchmarks/ui_latency.py [--seconds 10] [--level strong]``
"""

from __future__ import annotations

import argparse
import asyncio
import time

from cardtui.arena import percentile
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest


async def measure(game: str, seconds: float, level: str) -> tuple[list[float], int]:
    """Loop lags (seconds) over ``seconds`` of play, and the decisions made."""
    start = StartRequest(game, ["human", level, level, level], 5, {})
    app = CardtuiApp(settings=Settings(), start=start, autosave=False, bot_delay=0.0)
    lags: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(200):
            await pilot.pause(0.02)
            if isinstance(app.screen, TableScreen):
                break
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await pilot.pause(1.0)  # the worker process starts
        first = screen.session.decisions
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            began = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - began - 0.005)
            if app.screen is not screen:
                await pilot.press("enter")  # a deal-over dialog
            elif screen.model.active:
                screen.act(screen.session.match.legal_actions()[0])
        return lags, screen.session.decisions - first


def main() -> None:
    """Print the lag figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--game", default="kozel_classic")
    parser.add_argument("--level", default="strong", help="bot level of the three bots")
    args = parser.parse_args()
    lags, moves = asyncio.run(measure(args.game, args.seconds, args.level))
    ms = [1000 * t for t in lags]
    print(f"{args.game}, {args.level} bots, {moves} decisions in {args.seconds:.0f} s: event loop "
          f"lag p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
          f"max {max(ms):.1f} ms")


if __name__ == "__main__":
    main()
