"""Other cardtui processes for the save tests: a player in another window, a writer to kill."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent

PLAYER = r"""
import sys
from cardtui.bots import make_bot
from cardtui.storage import saves
from cardtui.ui.session import SeatSpec, Session

def play(session, moves, undo_every=0):
    person = make_bot("simple", session.game.id)
    for step in range(moves):
        if session.match.is_over:
            return
        if undo_every and step % undo_every == undo_every - 1 and session.can_undo():
            print("next", session._last_human_decision(), flush=True)
            session.undo()
        else:
            seat = session.current_seat
            bot = person if seat == 0 else session.bot(seat)
            action = bot.choose(session.view(seat), session.bot_rng())
            print("next", session.decisions + 1, flush=True)
            session.apply(action)
        assert not session.save_error, session.save_error
        print("saved", session.decisions, flush=True)

mode = sys.argv[1]
if mode == "writer":  # resume (or start) and play until killed, undoing now and then
    found = [s for s in saves.list_saves() if not s.damaged]
    if found:
        session = Session.resume(found[0].folder)
    else:
        session = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3,
                              seed=int(sys.argv[2]))
    print("start", session.decisions, flush=True)
    play(session, 10**9, undo_every=7)
else:  # another window: one match, moves on request
    session = Session.new("kozel_classic", [SeatSpec("human", "Alien")] + [SeatSpec("simple")] * 3,
                          seed=99)
    print("folder", session.store.folder, flush=True)
    for line in sys.stdin:
        if line.strip() == "quit":
            break
        play(session, int(line))
        print("done", session.decisions, flush=True)
    session.close()
"""


def spawn(*args: str, stdin: bool = False) -> subprocess.Popen[str]:
    """A Python process running :data:`PLAYER` with this checkout first on the path."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", PLAYER, *args],
        stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )


def kill_at_a_random_moment(
    process: subprocess.Popen[str], rng: random.Random, within: float
) -> None:
    """SIGKILL ``process`` at a moment drawn from ``[0, within)`` seconds from now.

    Not a wait for something to happen: the moment itself is what the test varies, to cut
    the writer short anywhere in its save (the one deliberate sleep of the suite)."""
    time.sleep(rng.uniform(0.0, within))  # not-a-wait: a random moment to kill at
    process.send_signal(signal.SIGKILL)


def read_until(stream: IO[str] | None, word: str) -> str:
    """The first line starting with ``word`` (its rest)."""
    assert stream is not None
    for line in stream:
        if line.startswith(word):
            return line[len(word) :].strip()
    raise AssertionError(f"the other process ended before saying {word!r}")


class OtherWindow:
    """A cardtui process playing its own match (``moves`` asks it to play some)."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.folder = Path(read_until(process.stdout, "folder"))

    @property
    def pid(self) -> int:
        """Its process id."""
        return self.process.pid

    def moves(self, count: int) -> int:
        """Play ``count`` moves there; returns its decision count after them."""
        assert self.process.stdin is not None
        self.process.stdin.write(f"{count}\n")
        self.process.stdin.flush()
        return int(read_until(self.process.stdout, "done"))


@contextmanager
def other_window() -> Iterator[OtherWindow]:
    """Another cardtui process on the same data folder, quit at the end."""
    process = spawn("window", stdin=True)
    try:
        yield OtherWindow(process)
    finally:
        if process.poll() is None and process.stdin is not None:
            try:
                process.stdin.write("quit\n")
                process.stdin.close()
                process.wait(timeout=60)
            except (OSError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()
        if process.stdout is not None:
            process.stdout.close()
