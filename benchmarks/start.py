"""How soon ``cardtui play GAME`` paints the table, with saved matches on disk.

Starts ``python -m cardtui play GAME --lang en`` in a pseudo-terminal of 100x30 (a
fresh ``CARDTUI_HOME`` holding ``--saves`` saved matches, so a start that scans them
pays for it) and times, by the wall clock, the moment the first frame holding the
table's side panel ("Deal code") arrives. Each run is a new process (imports
included). Printed with a pure-Python yardstick timed in the same run, so figures
from a busy machine can be compared (the target, 0.5 s, is for an idle one).

Run: ``.venv/bin/python benchmarks/start.py [--runs 5] [--saves 20] [GAME_ID]``
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import pty
import random
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

MARKER = b"Deal code"
"""Text only the table draws (its side panel)."""


def yardstick() -> float:
    """Seconds of a fixed pure-Python loop (wall clock, like the runs it is printed with)."""
    start = time.perf_counter()
    total = 0
    for i in range(2_000_000):
        total += i * i % 7
    return time.perf_counter() - start


def make_saves(home: Path, count: int) -> None:
    """``count`` saved matches in ``home`` (each some deals into a match of simple bots)."""
    os.environ["CARDTUI_HOME"] = str(home)
    from cardtui.bots import make_bot
    from cardtui.engine import get_game

    try:
        from cardtui.cli.simulate import play_bot_match_step
    except ImportError:  # a tree from before cardtui/cli/ (PYTHONPATH=... to compare)
        from cardtui.simulate import play_bot_match_step  # type: ignore[import-not-found,no-redef]
    from cardtui.storage.saves import MatchSave

    game = get_game("kozly")
    bots = [make_bot("simple", game.id) for _ in range(game.default_seats)]
    for n in range(count):
        match = game.new_match(seed=n, seats=["human", "simple", "simple", "simple"])
        rng = random.Random(n)
        while not match.is_over and len(match.deal_summaries) < 3:
            play_bot_match_step(match, bots, rng)
        MatchSave.create(match.record).close()


def first_paint(game_id: str, home: Path, timeout: float = 20.0) -> tuple[float, float]:
    """Seconds from starting the process to the first table frame on its terminal, by
    the wall clock and in CPU time of the process (which a busy machine disturbs less).

    The bytecode is cached (in ``home``), as an installed package has it."""
    env = dict(os.environ, CARDTUI_HOME=str(home), TERM="xterm-256color")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    argv = [sys.executable, "-m", "cardtui", "play", game_id, "--lang", "en"]
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the app
        os.execve(sys.executable, argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    seen = b""
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([fd], [], [], 0.01)
            if not ready:
                continue
            try:
                seen = seen[-64:] + os.read(fd, 1 << 16)
            except OSError:
                break
            if MARKER in seen:
                wall = time.perf_counter() - start
                os.kill(pid, signal.SIGKILL)
                usage = os.wait4(pid, 0)[2]
                return wall, usage.ru_utime + usage.ru_stime
        raise RuntimeError("the table did not paint")
    finally:
        with contextlib.suppress(ProcessLookupError, ChildProcessError):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(fd)


def main() -> None:
    """Print the first-paint times and the yardstick."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="kozly")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--saves", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        make_saves(home, args.saves)
        first_paint(args.game, home)  # warm the file cache and write the bytecode
        runs = []
        for _ in range(args.runs):  # the yardstick between runs: it sees the same load
            runs.append((*first_paint(args.game, home), yardstick()))
    wall = [r[0] for r in runs]
    cpu = [r[1] for r in runs]
    stick = [r[2] for r in runs]
    print(f"first paint of `cardtui play {args.game}` with {args.saves} saves, {args.runs} runs:")
    print(f"  wall clock: median {statistics.median(wall):.3f} s, best {min(wall):.3f} s")
    print(f"  CPU time:   median {statistics.median(cpu):.3f} s, best {min(cpu):.3f} s")
    print(
        f"  yardstick (pure-Python loop, between the runs): median {statistics.median(stick):.3f} s"
    )


if __name__ == "__main__":
    main()
