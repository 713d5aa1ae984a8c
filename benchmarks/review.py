"""The deal review's time: one deal of simple-bot play reviewed for one seat.

For each game it prints the decisions reviewed, the wall-clock seconds of the whole
deal's review, the time per decision (median and the slowest), and how many moves were
flagged. The target of issue 17: a deal's review within 20 s at the default budget.

Run: ``.venv/bin/python benchmarks/review.py [--budget 0.5] [--worlds W] [GAME_ID ...]``
(default games: doppelkopf, kierki).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtui.bots import bot_view, make_bot
from cardtui.bots.review import REVIEW_BUDGET, Verdict, review
from cardtui.engine import get_game


def one_deal(game_id: str, seed: int) -> object:
    """The record of a first deal played by simple bots."""
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, seed)
    bots = [make_bot("simple", game_id) for _ in range(game.default_seats)]
    rng = random.Random(seed)
    while not match.deal_summaries and not match.is_over:
        seat = match.current_seat
        assert seat is not None
        match.apply(bots[seat].choose(bot_view(match, seat, bots[seat]), rng))
    return match.record


def main() -> None:
    """Review one deal per game and print the figures."""
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=["doppelkopf", "kierki"])
    parser.add_argument("--budget", type=float, default=REVIEW_BUDGET)
    parser.add_argument("--worlds", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<18} {'decisions':>9} {'deal s':>7} {'p50 s':>6} {'max s':>6} {'flagged':>7}")
    for game_id in args.games:
        record = one_deal(game_id, args.seed)
        times: list[float] = []
        last = [time.perf_counter()]

        def tick(_: Verdict, last: list[float] = last, times: list[float] = times) -> None:
            now = time.perf_counter()
            times.append(now - last[0])
            last[0] = now

        start = time.perf_counter()
        verdicts = review(record, 0, 1, budget=args.budget, worlds=args.worlds,  # type: ignore[arg-type]
                          on_verdict=tick)
        total = time.perf_counter() - start
        flagged = sum(v.flagged for v in verdicts)
        p50 = statistics.median(times) if times else 0.0
        print(f"{game_id:<18} {len(verdicts):>9} {total:>7.2f} {p50:>6.2f} "
              f"{max(times, default=0.0):>6.2f} {flagged:>7}")


if __name__ == "__main__":
    main()
