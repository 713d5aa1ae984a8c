"""Long matches stay fast: the cost of a move and of undo at deal 8 and at deal 400.

A 400-deal Doppelkopf match (``match_deals=400``) is played through
:class:`cardtui.ui.session.Session` with saving on, in a private data folder.
Seat 0 is "the person" (a simple bot chooses for it). For the deals measured,
every person's move is timed as the table does it ("key to screen": the
session's apply and save, then the view the table draws), and every undo
(followed by the same move again, so the match goes on). Wall-clock times
include the two ``fsync`` calls of every save; CPU times leave the disk out.

Deals 9 to 398 are played with saving off unless ``--full`` is given (it only
saves time: the first save after that appends the missing deals at once).

    python benchmarks/long_match.py [--full] [--deals 400]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtui.bots import make_bot
from cardtui.ui.session import SeatSpec, Session


def _ms(samples: list[float]) -> str:
    if not samples:
        return "-"
    return (
        f"median {statistics.median(samples) * 1000:6.2f} ms, "
        f"max {max(samples) * 1000:6.2f} ms ({len(samples)} samples)"
    )


def play(deals: int, full: bool) -> None:
    """Play the match and print the figures for the first measured deal and the last ones."""
    seats = [SeatSpec("human", "Anna")] + [SeatSpec("simple")] * 3
    session = Session.new("doppelkopf", seats, seed=2026, options={"match_deals": deals})
    person = make_bot("simple", "doppelkopf")
    measured = {8, deals - 1, deals}
    keys: dict[int, list[float]] = {d: [] for d in measured}
    undos: dict[int, list[float]] = {d: [] for d in measured}
    cpu_keys: dict[int, list[float]] = {d: [] for d in measured}
    cpu_undos: dict[int, list[float]] = {d: [] for d in measured}
    while not session.match.is_over:
        deal = session.match.deal_number
        session.autosave_enabled = full or deal <= 8 or deal >= deals - 2
        seat = session.current_seat
        assert seat is not None
        bot = person if seat == 0 else session.bot(seat)
        action = bot.choose(session.view(seat), session.bot_rng())
        if seat != 0 or deal not in measured:
            session.apply(action)
            continue
        start, cpu = time.perf_counter(), time.process_time()
        session.apply(action)
        session.view(0)
        keys[deal].append(time.perf_counter() - start)
        cpu_keys[deal].append(time.process_time() - cpu)
        if session.can_undo() and not session.match.is_over:
            start, cpu = time.perf_counter(), time.process_time()
            session.undo()
            session.view(0)
            undos[deal].append(time.perf_counter() - start)
            cpu_undos[deal].append(time.process_time() - cpu)
            session.apply(action)
    state = session.store.folder if session.store else None
    print(f"Doppelkopf, {deals} deals, saving {'every move' if full else 'around the measured deals'}")
    for deal in sorted(measured):
        print(f"  deal {deal:3}: key to screen {_ms(keys[deal])}; CPU {_ms(cpu_keys[deal])}")
        print(f"            undo          {_ms(undos[deal])}; CPU {_ms(cpu_undos[deal])}")
    if state is not None:
        print(f"  saved in {state}")


def main() -> None:
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--full", action="store_true", help="save after every move of every deal")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cardtui-bench-") as home:
        os.environ["CARDTUI_HOME"] = home
        play(args.deals, args.full)


if __name__ == "__main__":
    main()
