"""Network load on loopback: ``cardtui serve`` with N tables of 4 bot-driven clients each.

    python -m benchmarks.net_serve                      # 50 tables, 20 seconds
    python -m benchmarks.net_serve --tables 10 --seconds 5 --game omnibus_hearts
    python -m benchmarks.net_serve --think 0.3          # each bot waits 0.3 s before it acts
    python -m benchmarks.net_serve --think 0.3,1.2      # ... 0.3 to 1.2 s (the app's bot speeds)

Each client plays random legal actions (seeded) as soon as it is its turn (``--think S``:
S seconds after the state that makes it its turn; ``--think A,B``: a time drawn evenly
from A to B each time (seeded), as the app's bots wait 0.3 (fast) to 1.2 s (slow), so the
tables do not keep in step; by default at once, each connection kept a tenth under the
host's rate limit). Prints the
actions per second the server carried, the p50/p95/max time from sending an action to
receiving the state that shows it (action-to-view latency), and the server's RSS and
CPU time (read from /proc). Not part of the test run. The server saves every action
(fsync) as it does in use, so a slow disk shows in the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import time

from cardtui.bots import RandomBot
from cardtui.net.client import Client
from cardtui.net.host import Bucket, Limits


class Pacer:
    """A client's own token bucket (the host's :class:`Bucket`), a tenth under the host's
    rate limit (``Limits``).

    Bots answer at once, far faster than a person; a connection over the host's limit is
    refused (``rate_limited``) and then dropped, so each bot-driven connection waits here
    before it sends. The latency clocks start after the wait.
    """

    def __init__(self, limits: Limits | None = None) -> None:
        limits = limits or Limits()
        self.bucket = Bucket(0.9 * limits.rate, max(1.0, 0.9 * limits.burst))

    async def wait(self) -> None:
        """Until one message may be sent (and takes it from the bucket)."""
        while not self.bucket.take():
            await asyncio.sleep((1.0 - self.bucket.level) / self.bucket.rate)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def proc_usage(pid: int) -> tuple[int, float]:
    """RSS in KiB and CPU seconds (user + system) of process ``pid``."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        rss = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))  # type: ignore[union-attr]
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return rss, (int(fields[11]) + int(fields[12])) / ticks



async def wait_for_port(port: int, timeout: float = 30.0) -> None:
    """Until the server listens on ``port`` of localhost (an ``OSError`` after ``timeout``)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.1)

async def seat_four(uri: str, game: str, options: dict[str, str]) -> list[Client]:
    opener = await Client(uri).connect()
    await opener.send("open", game=game, seats=["remote"] * 4, options=options)
    await opener.until(lambda: any(m["type"] == "opened" for m in opener.other))
    code = next(m["code"] for m in opener.other if m["type"] == "opened")
    clients = [opener] + [await Client(uri).connect() for _ in range(3)]
    for index, client in enumerate(clients):
        await client.hello(code, f"B{index}")
    return clients


Think = tuple[float, float]
"""A bot's wait before it acts: drawn evenly from the first to the second seconds."""


def parse_think(text: str) -> Think:
    """``S`` (always S seconds) or ``A,B`` (from A to B seconds)."""
    low, _, high = text.partition(",")
    pair = (float(low), float(high or low))
    if not 0 <= pair[0] <= pair[1]:
        raise argparse.ArgumentTypeError(f"--think {text!r}: want S or A,B with 0 <= A <= B")
    return pair


async def drive(
    client: Client, until: float, latencies: list[float], seed: int, think: Think = (0.0, 0.0)
) -> int:
    rng, bot, done, pacer = random.Random(seed), RandomBot(), 0, Pacer()
    loop = asyncio.get_running_loop()
    while loop.time() < until and client.result is None:
        try:
            await client.until(lambda: client.my_turn or client.result is not None,
                               max(until - loop.time(), 0.01))
        except TimeoutError:
            break
        if client.result is not None or client.view is None:
            break
        if think[1]:
            await asyncio.sleep(rng.uniform(*think))
        await pacer.wait()
        started = time.perf_counter()
        refused = await client.act_and_wait(bot.choose(client.view, rng), 30)
        if refused is not None:
            raise RuntimeError(f"refused: {refused.get('reason')}: {refused.get('detail')}")
        latencies.append(time.perf_counter() - started)
        done += 1
    return done


async def run(
    tables: int, seconds: float, game: str, save_dir: str | None = None,
    think: Think = (0.0, 0.0),
) -> dict[str, object]:
    port = free_port()
    home = tempfile.mkdtemp(prefix="cardtui-net-bench-", dir=save_dir)
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardtui", "serve", "--port", str(port),
         "--max-tables", str(tables + 1)],
        stderr=subprocess.DEVNULL, env={**os.environ, "CARDTUI_HOME": home},
    )
    uri = f"ws://127.0.0.1:{port}"
    try:
        await wait_for_port(port)
        seated = [await seat_four(uri, game, {}) for _ in range(tables)]
        _, cpu_before = proc_usage(proc.pid)
        latencies: list[float] = []
        loop = asyncio.get_running_loop()
        until = loop.time() + seconds
        began, own = time.perf_counter(), time.process_time()
        counts = await asyncio.gather(*(
            drive(c, until, latencies, 1000 * t + i, think)
            for t, four in enumerate(seated) for i, c in enumerate(four)
        ))
        wall = time.perf_counter() - began
        rss, cpu_after = proc_usage(proc.pid)
        latencies.sort()
        pick = lambda q: round(1000 * latencies[min(int(q * len(latencies)), len(latencies) - 1)], 1)  # noqa: E731
        return {
            "tables": tables, "clients": 4 * tables, "game": game, "think_s": think[0] if think[0] == think[1] else list(think),
            "seconds": round(wall, 1),
            "actions": sum(counts), "actions_per_s": round(sum(counts) / wall, 1),
            "latency_ms_p50": pick(0.5), "latency_ms_p95": pick(0.95), "latency_ms_max": pick(1.0),
            "server_rss_mib": round(rss / 1024, 1),
            "server_cpu_s": round(cpu_after - cpu_before, 2),
            "server_cpu_share": round((cpu_after - cpu_before) / wall, 2),
            "clients_cpu_share": round((time.process_time() - own) / wall, 2),
            "load_1min": round(os.getloadavg()[0], 2),
        }
    finally:
        proc.terminate()
        proc.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", default="omnibus_hearts")
    parser.add_argument("--save-dir", default=None, help="where the server saves (/dev/shm: no disk)")
    parser.add_argument("--think", type=parse_think, default=(0.0, 0.0),
                        help="seconds a bot waits to act: S, or A,B for A to B")
    args = parser.parse_args()
    result = run(args.tables, args.seconds, args.game, args.save_dir, args.think)
    print(json.dumps(asyncio.run(result)))


if __name__ == "__main__":
    main()
