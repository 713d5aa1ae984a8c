"""The long fuzz run: a million actions per game (legal, illegal and junk), invariants checked.

    python -m benchmarks.fuzz                 # 1,000,000 actions per registered game
    python -m benchmarks.fuzz --actions 20000 --game kozel_classic

Prints, per game, the actions driven (legal / illegal / junk), matches played, failures and
the rate. Exits non-zero when any check fails. Not part of the test run.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback

from cardtui.engine import get_game
from cardtui.engine.registry import game_ids
from tests.fuzzing import fuzz_match


def run_game(game_id: str, actions: int, seed: int) -> tuple[dict[str, int], int, int, float]:
    """Drive ``actions`` actions through fresh matches of ``game_id``; returns the counts."""
    game = get_game(game_id)
    setups = [(game.default_seats, {}), *[(n, dict(o)) for n, o in game.test_variants]]
    rng = random.Random(seed)
    totals = {"legal": 0, "illegal": 0, "junk": 0}
    matches = failures = 0
    start = time.process_time()
    while sum(totals.values()) < actions:
        seats, options = setups[matches % len(setups)]
        match = game.new_match(seats, options, seed + matches)
        matches += 1
        try:
            counts = fuzz_match(match, rng, actions - sum(totals.values()), deep_every=50)
        except AssertionError:
            failures += 1
            traceback.print_exc(limit=3)
            counts = {"legal": 1, "illegal": 0, "junk": 0}
        for key, value in counts.items():
            totals[key] += value
    return totals, matches, failures, time.process_time() - start


def main() -> int:
    """Run the fuzzer over the chosen games and print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1_000_000)
    parser.add_argument("--game", action="append", help="a game id (default: every game)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failed = 0
    print(f"{'game':20} {'actions':>9} {'legal':>8} {'illegal':>8} {'junk':>7} "
          f"{'matches':>7} {'fail':>4} {'actions/s':>9}")
    for game_id in args.game or game_ids():
        totals, matches, failures, seconds = run_game(game_id, args.actions, args.seed)
        total = sum(totals.values())
        failed += failures
        print(f"{game_id:20} {total:9,} {totals['legal']:8,} {totals['illegal']:8,} "
              f"{totals['junk']:7,} {matches:7,} {failures:4} {total / seconds:9,.0f}",
              flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
