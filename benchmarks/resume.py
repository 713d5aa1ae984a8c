"""How long resuming a long saved match takes: from the checkpoint, and by a whole replay.

Plays a match of simple bots through the app's session for ``--deals`` deals (a few
decisions into the next one), saves it as the app does, then times
``Session.resume`` of that save (the checkpoint: the last deals replayed) and of the
same save without its checkpoint (every deal replayed, as before). Both are checked to
give the same match. CPU time of this process, with a pure-Python yardstick timed in
the same run. Target: under 50 ms for 400 deals.

Run: ``.venv/bin/python benchmarks/resume.py [--deals 400] [--runs 5] [GAME_ID]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

LONG = {"omnibus_hearts": {"target_score": "1000000"}, "klaberjass": {"target_score": "100000"}}
"""Options that keep a match going for hundreds of deals."""


def yardstick() -> float:
    """CPU seconds of a fixed pure-Python loop."""
    start = time.process_time()
    total = 0
    for i in range(2_000_000):
        total += i * i % 7
    return time.process_time() - start


def long_save(game_id: str, deals: int) -> Path:
    """The folder of a saved match of simple bots, ``deals`` deals and a few moves in."""
    from cardtui.bots import bot_view
    from cardtui.engine import get_game
    from cardtui.ui.session import SeatSpec, Session

    seats = [SeatSpec("simple")] * get_game(game_id).default_seats
    session = Session.new(game_id, seats, seed=7, options=LONG.get(game_id, {}))
    match = session.match
    while not match.is_over and (len(match.deal_summaries) < deals or session.decisions % 7):
        seat = match.mover
        bot = session.bot(seat)
        session.apply(bot.choose(bot_view(match, seat, bot), session.bot_rng()), save=False)
        match = session.match
    session.save()
    assert session.store is not None
    folder = session.store.folder
    session.close()
    return folder


def timed_resume(folder: Path, runs: int) -> tuple[list[float], str, int]:
    """CPU seconds of each resume, and the fingerprint and deal count of the match."""
    from cardtui.storage.checkpoint import fingerprint
    from cardtui.ui.session import Session

    times = []
    shown, count = "", 0
    for _ in range(runs):
        start = time.process_time()
        session = Session.resume(folder)
        times.append(time.process_time() - start)
        shown, count = fingerprint(session.match), len(session.history)
        session.close()
    return times, shown, count


def main() -> None:
    """Print the resume times and the yardstick."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="omnibus_hearts")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["CARDTUI_HOME"] = tmp
        folder = long_save(args.game, args.deals)
        fast, shown, deals = timed_resume(folder, args.runs)
        (folder / "start.json").unlink()  # the same save without its checkpoint
        whole, shown_whole, deals_whole = timed_resume(folder, max(1, args.runs // 2))
    assert (shown, deals) == (shown_whole, deals_whole), "the two resumes differ"
    stick = yardstick()
    print(f"resume of a {args.game} match of {deals} deals (CPU time):")
    print(f"  from the checkpoint: median {statistics.median(fast) * 1000:.1f} ms")
    print(f"  whole replay:        median {statistics.median(whole) * 1000:.1f} ms")
    print(f"  yardstick (pure-Python loop, same run): {stick:.3f} s")


if __name__ == "__main__":
    main()
