"""CPU time of a key press at the table, at deal 1 and late in a long match (headless).

For each game a match is started with one person (seat 0) and simple bots;
for a late deal the match is first played on by bots alone (saving off, then
one save that writes the deals played). The table is then opened on it, with
saving on in a private data folder, and at the person's turns the benchmark
presses ← and → (the selection moves: the hand is redrawn), space where several
cards are played at once (a card is marked) and Enter (a card is played: the
session applies and saves it and the table is redrawn), and every third turn u
(the last card is taken back). Each key's
CPU time (``time.process_time``, all threads) runs from sending the key to the
end of the first screen update that shows its effect. Bots wait
``BOT_DELAY`` seconds before moving, so their thinking falls outside the
measured keys. Target: under 30 ms per key at any deal.

Run: ``.venv/bin/python benchmarks/key_cpu.py [--games doppelkopf,kierki,omnibus_hearts]
[--late 400] [--moves 8] [--profile]``
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual import events
from textual.app import App
from textual.screen import Screen

from cardtui.bots import make_bot
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import SeatSpec, Session

BOT_DELAY = 0.15
"""Seconds a bot waits before its move (the measured keys fall between bot moves)."""
GAMES: dict[str, tuple[int, dict[str, object], int]] = {
    "doppelkopf": (4, {"match_deals": 400}, 400),
    "kierki": (3, {"series": 5}, 64),
    "omnibus_hearts": (4, {"target_score": 1_000_000}, 10_000),
}
"""Seats, options and deals of a long match of each game (Kierki for three: 17 cards,
five series of 13 deals; the late deal is the last but one)."""
VERBOSE = bool(os.environ.get("KEY_CPU_VERBOSE"))
PROFILE: cProfile.Profile | None = None
"""Collects where the keys' CPU goes (``--profile``)."""
SORT = os.environ.get("KEY_CPU_SORT", "cumulative")
PROFILED = "move"
"""The keys profiled: ``move`` (← →), ``mark`` (space), ``play`` (Enter) or ``undo`` (u)."""


def long_session(game: str, deal: int) -> Session:
    """A match of ``game`` played on by bots until deal ``deal`` (or its last deal) begins."""
    seats_count, options, _deals = GAMES[game]
    seats = [SeatSpec("human", "Anna")] + [SeatSpec("simple")] * (seats_count - 1)
    session = Session.new(game, seats, seed=2026, options=options)
    person = make_bot("simple", game)
    session.autosave_enabled = False
    while session.match.deal_number < deal and not session.match.is_over:
        seat = session.current_seat
        assert seat is not None
        bot = person if seat == 0 else session.bot(seat)
        session.apply(bot.choose(session.view(seat), session.bot_rng()))
    session.autosave_enabled = True
    session.save()
    return session


class Painted:
    """Screen updates as they end, with the CPU time then; a waiter for a condition."""

    def __init__(self) -> None:
        self.condition: Callable[[], bool] | None = None
        self.cpu = 0.0
        self.done = asyncio.Event()

    def arm(self, condition: Callable[[], bool]) -> None:
        """Wait for the first update that ends with ``condition`` true."""
        self.done.clear()
        self.condition = condition

    def seen(self) -> None:
        """A screen update ended."""
        if self.condition is not None and self.condition():
            self.cpu = time.process_time()
            self.condition = None
            self.done.set()


async def press(app: CardtuiApp, painted: Painted, key: str, condition: Callable[[], bool]) -> float | None:
    """Send ``key`` as the terminal would; the CPU seconds until the screen shows its effect."""
    painted.arm(condition)
    kinds = {"enter": "play", "space": "mark", "u": "undo"}
    profile = PROFILE is not None and kinds.get(key, "move") == PROFILED
    if PROFILE is not None and profile:
        PROFILE.enable()
    began = time.process_time()
    event = events.Key(key, None)
    event.set_sender(app)
    app._driver.send_message(event)  # type: ignore[union-attr]
    try:
        await asyncio.wait_for(painted.done.wait(), 2.0)
    except TimeoutError:
        painted.condition = None
        return None
    finally:
        if PROFILE is not None and profile:
            PROFILE.disable()
    return painted.cpu - began


async def next_turn(screen: TableScreen, limit: float = 10.0) -> bool:
    """Wait until the person is to play cards and nothing is drawn meanwhile.

    Dialogs are closed and the person's other decisions (choices) taken at once,
    unmeasured.
    """
    end = time.monotonic() + limit
    while time.monotonic() < end:
        model = screen.model
        if screen.app.screen is not screen:  # a deal-over dialog
            screen.app.pop_screen()
        elif model.active and model.hand_actions and len(model.hand) > 1:
            await asyncio.sleep(0.05)  # pending updates are drawn first
            return True
        elif model.active:
            screen.act(screen.session.match.legal_actions()[0])
        await asyncio.sleep(0.01)
    return False


class Turn:
    """The keys of one of the person's turns, each timed into ``cpu`` by its kind."""

    def __init__(self, app: CardtuiApp, screen: TableScreen, painted: Painted) -> None:
        self.app, self.screen, self.painted = app, screen, painted
        self.cpu: dict[str, list[float]] = {"move": [], "mark": [], "play": [], "undo": []}

    async def key(self, kind: str, key: str, changed: Callable[[], object]) -> None:
        """Press ``key``; its CPU counts once the screen shows ``changed()`` differ."""
        before = changed()
        took = await press(self.app, self.painted, key, lambda: changed() != before)
        if took is not None:
            self.cpu[kind].append(took)
            if VERBOSE:
                print(f"  {key} {1000 * took:.1f} ms")

    async def undo(self) -> bool:
        """Take back the person's last card (and the bots' replies); True if it was."""
        session = self.screen.session
        if not session.can_undo():
            return False
        await self.key("undo", "u", lambda: session.decisions)
        return True

    async def play(self) -> None:
        """Move the selection about, mark cards when several are played, then play."""
        model = self.screen.model
        session = self.screen.session
        for key in ("right", "right", "left", "right"):
            await self.key("move", key, lambda: model.selected)
        if model.multi:
            for _ in range(3):
                while model.selected not in model.playable:
                    await self.key("move", "right", lambda: model.selected)
                await self.key("mark", "space", lambda: frozenset(model.marked))
                await self.key("move", "right", lambda: model.selected)
        while not model.multi and model.selected not in model.playable:
            await self.key("move", "right", lambda: model.selected)  # to a card that may be played
        await self.key("play", "enter", lambda: session.decisions)
        if model.active and model.multi:  # not a set the game takes: one it does, unmeasured
            self.screen.act(session.match.legal_actions()[0])


async def measure(session: Session, moves: int) -> dict[str, list[float]]:
    """CPU seconds per key (``move``: ← or →, ``mark``: space, ``play``: Enter, ``undo``:
    u, every third turn) over ``moves`` of the person's turns."""
    app = CardtuiApp(settings=Settings(), bot_delay=BOT_DELAY, trick_pause="off")
    painted = Painted()
    paint = App._display

    def timed_paint(self: App[Any], screen: Screen[Any], renderable: Any) -> None:
        paint(self, screen, renderable)
        if renderable is not None:
            painted.seen()

    App._display = timed_paint  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            app.open_table(session)
            await pilot.pause(0.2)
            screen = app.screen
            assert isinstance(screen, TableScreen)
            for worker in [w for w in app.workers if w.group == "warm"]:
                await worker.wait()  # the rules page is prepared at the start
            turn = Turn(app, screen, painted)
            for number in range(moves):
                if not await next_turn(screen):
                    break
                if number % 3 == 2 and await turn.undo() and not await next_turn(screen):
                    break
                await turn.play()
            screen.action_quit_table()
            await pilot.pause(0.05)
    finally:
        App._display = paint  # type: ignore[method-assign]
    return turn.cpu


def _ms(samples: list[float]) -> str:
    if not samples:
        return "-"
    ms = sorted(1000 * s for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (
        f"median {statistics.median(ms):5.1f}, mean {statistics.mean(ms):5.1f}, "
        f"p95 {p95:5.1f}, max {ms[-1]:5.1f} ms ({len(ms)})"
    )


def main() -> None:
    """Print the CPU per key of each game at deal 1 and at the late deal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--late", type=int, default=400, help="the late deal measured")
    parser.add_argument("--moves", type=int, default=8, help="the person's turns measured")
    parser.add_argument(
        "--profile", choices=("move", "mark", "play", "undo"), help="print where these keys' CPU goes"
    )
    args = parser.parse_args()
    global PROFILE, PROFILED
    PROFILED = args.profile or PROFILED
    with tempfile.TemporaryDirectory(prefix="cardtui-bench-") as home:
        os.environ["CARDTUI_HOME"] = home
        for game in args.games.split(","):
            for deal in (1, min(args.late, GAMES[game][2])):
                session = long_session(game, deal)
                reached = session.match.deal_number
                PROFILE = cProfile.Profile() if args.profile else None
                cpu = asyncio.run(measure(session, args.moves))
                print(f"{game}, deal {reached}:")
                for kind, name in (
                    ("move", "← →"), ("mark", "space"), ("play", "Enter"), ("undo", "u")
                ):
                    if cpu[kind]:
                        print(f"  {name:5} {_ms(cpu[kind])}")
                if PROFILE is not None:
                    pstats.Stats(PROFILE).sort_stats(SORT).print_stats(50)


if __name__ == "__main__":
    main()
