"""The replay viewer on a long match: building the frames and rebuilding one frame.

    python -m benchmarks.replay_viewer             # a 200-deal Doppelkopf match
    python -m benchmarks.replay_viewer --deals 400

Prints the time to lay out the record and, at the start, middle and end of the match,
the time to rebuild the match and the history at one frame (what a key costs). Not part
of the test run.
"""

from __future__ import annotations

import argparse
import random
import time

from cardtui.bots import make_bot
from cardtui.cli.simulate import play_bot_match_step
from cardtui.engine import get_game
from cardtui.ui.replay_model import ReplayModel


def main() -> None:
    """Entry point."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = get_game("doppelkopf")
    match = game.new_match(4, {"match_deals": args.deals}, args.seed, seats=["human"] + ["simple"] * 3)
    bots = [make_bot("random", "") for _ in range(4)]
    rng = random.Random(args.seed)
    while not match.is_over:
        play_bot_match_step(match, bots, rng)
    start = time.perf_counter()
    model = ReplayModel(match.record)
    built = time.perf_counter() - start
    print(f"{args.deals} deals, {model.decisions} decisions, {len(model.frames)} frames: "
          f"laid out in {built * 1e3:.0f} ms")
    for where in (1, model.decisions // 2, model.decisions - 1):
        start = time.perf_counter()
        model.match_at(where)
        middle = time.perf_counter()
        model.log_at(where)
        end = time.perf_counter()
        print(f"  frame at decision {where}: match {(middle - start) * 1e3:.1f} ms, "
              f"history {(end - middle) * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
