"""Action → every client's view: how long after a seat sends an action each of the four
clients at its table has the state that shows it, on loopback against ``cardtui serve``.

    python -m benchmarks.net_latency                        # 10 tables, 2000 actions
    python -m benchmarks.net_latency --tables 1 --actions 500
    python -m benchmarks.net_latency --save-dir /dev/shm    # saves off the disk

Every table has four network clients (random legal actions, seeded); a table's next action
is sent once all four have the last one, so the figures are one action's way through the
host (schema check, the engine, the save, four views encoded and sent), not queueing
behind one's own table. Prints p50/p95/p99/max of

* ``client``: action sent → one client's state (every client of every action),
* ``all``: action sent → the last of the four clients' states,
* ``yardstick``: a ``ping`` → its ``pong`` on the same connections while the tables play
  (the websocket and the host's event loop without any game work),

and the machine's load average (1 minute) before and after. Not part of the test run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from benchmarks.net_serve import Pacer, free_port, wait_for_port
from cardtui.bots import RandomBot
from cardtui.net.client import Client

SHORT = {"omnibus_hearts": {"target_score": "10000"}}
PING_EVERY = 0.25
"""Seconds between two yardstick pings on a connection: a ping now and then, far below the
host's rate limit (20 messages a second) with the seat's own actions."""
"""Options that keep a match going for the whole run."""


@dataclass
class Seat:
    """One client, the time each state number reached it, and its pongs."""

    client: Client
    seen: dict[int, float] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    pongs: int = 0
    pacer: Pacer = field(default_factory=Pacer)

    async def read(self) -> None:
        while True:
            message = await self.client.recv(None)
            now = time.perf_counter()
            if message.get("type") == "state":
                self.seen.setdefault(int(message["n"]), now)
            elif message.get("type") == "pong":
                self.pongs += 1
            elif message.get("type") == "refused":
                raise RuntimeError(f"refused: {message.get('reason')}: {message.get('detail')}")
            self.changed.set()


async def seat_four(uri: str, game: str) -> list[Seat]:
    opener = await Client(uri).connect()
    await opener.send("open", game=game, seats=["remote"] * 4, options=SHORT.get(game, {}))
    await opener.until(lambda: any(m["type"] == "opened" for m in opener.other))
    code = next(m["code"] for m in opener.other if m["type"] == "opened")
    clients = [opener] + [await Client(uri).connect() for _ in range(3)]
    for index, client in enumerate(clients):
        await client.hello(code, f"L{index}")
    return [Seat(c) for c in clients]


async def wait_all(seats: list[Seat], n: int, timeout: float = 30.0) -> None:
    """Until every seat has a state numbered ``n`` or later."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not all(s.client.n >= n for s in seats):
        for s in seats:
            s.changed.clear()
        waiting = [asyncio.ensure_future(s.changed.wait()) for s in seats if s.client.n < n]
        _, pending = await asyncio.wait(waiting, timeout=max(deadline - loop.time(), 0.01))
        for task in pending:
            task.cancel()
        if loop.time() > deadline:
            raise TimeoutError(f"not every client had state {n}")


async def drive(seats: list[Seat], actions: int, seed: int, out: dict[str, list[float]]) -> None:
    rng, bot = random.Random(seed), RandomBot()
    for _ in range(actions):
        actor = next((s for s in seats if s.client.my_turn), None)
        if actor is None or actor.client.view is None:
            return  # the match is over
        await actor.pacer.wait()
        before = actor.client.n
        started = time.perf_counter()
        await actor.client.act(bot.choose(actor.client.view, rng))
        await wait_all(seats, before + 1)
        times = [min(t for n, t in s.seen.items() if n > before) - started for s in seats]
        out["client"].extend(times)
        out["all"].append(max(times))


async def yardstick(seats: list[Seat], until: float, out: list[float]) -> None:
    """Pings on the first client of each table while the tables play."""
    loop = asyncio.get_running_loop()
    while loop.time() < until:
        for seat in seats:
            had = seat.pongs
            await seat.pacer.wait()
            started = time.perf_counter()
            await seat.client.send("ping")
            while seat.pongs == had:
                seat.changed.clear()
                await seat.changed.wait()
            out.append(time.perf_counter() - started)
        await asyncio.sleep(PING_EVERY)


def quantiles(values: list[float]) -> dict[str, float]:
    values = sorted(values)

    def pick(q: float) -> float:
        return round(1000 * values[min(int(q * len(values)), len(values) - 1)], 2)

    return {"n": len(values), "p50": pick(0.5), "p95": pick(0.95), "p99": pick(0.99),
            "max": pick(1.0)}


async def run(tables: int, actions: int, game: str, save_dir: str | None) -> dict[str, object]:
    port = free_port()
    home = tempfile.mkdtemp(prefix="cardtui-net-latency-", dir=save_dir)
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardtui", "serve", "--port", str(port),
         "--max-tables", str(tables + 1)],
        stderr=subprocess.DEVNULL, env={**os.environ, "CARDTUI_HOME": home},
    )
    uri = f"ws://127.0.0.1:{port}"
    load_before = os.getloadavg()[0]
    try:
        await wait_for_port(port)
        seated = [await seat_four(uri, game) for _ in range(tables)]
        readers = [asyncio.ensure_future(s.read()) for four in seated for s in four]
        for reader in readers:  # a refusal or a broken connection ends the run, said
            reader.add_done_callback(lambda r: r.cancelled() or r.exception() is None
                                     or print(f"client stopped: {r.exception()}", file=sys.stderr))
        out: dict[str, list[float]] = {"client": [], "all": []}
        pings: list[float] = []
        began = time.perf_counter()
        each = max(1, actions // tables)
        playing = asyncio.gather(*(drive(four, each, 7919 * t, out)
                                   for t, four in enumerate(seated)))
        loop = asyncio.get_running_loop()
        ticking = asyncio.ensure_future(
            yardstick([four[0] for four in seated], loop.time() + 3600, pings))
        await playing
        ticking.cancel()
        wall = time.perf_counter() - began
        for reader in readers:
            reader.cancel()
        return {
            "tables": tables, "clients": 4 * tables, "game": game,
            "actions": len(out["all"]), "seconds": round(wall, 1),
            "actions_per_s": round(len(out["all"]) / wall, 1),
            "latency_ms_client": quantiles(out["client"]),
            "latency_ms_all": quantiles(out["all"]),
            "yardstick_ping_ms": quantiles(pings) if pings else {},
            "load_1min_before": round(load_before, 2),
            "load_1min_after": round(os.getloadavg()[0], 2),
            "cpus": os.cpu_count(),
            "saves": save_dir or "temporary folder on disk",
        }
    finally:
        proc.terminate()
        proc.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--actions", type=int, default=2000, help="in all, shared by the tables")
    parser.add_argument("--game", default="omnibus_hearts")
    parser.add_argument("--save-dir", default=None, help="where the server saves (/dev/shm: no disk)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args.tables, args.actions, args.game, args.save_dir))))


if __name__ == "__main__":
    main()
