"""Strong-bot timings per game: decision time at a budget, hint latency, search throughput.

For every game, plays simple-bot deals and, at random decisions with a choice,
asks the strong bot (wall-clock budget, default 0.5 s) and the hint adviser;
prints p50 / p95 / max seconds per decision, the hint's p95 latency and the
worlds searched per decision. Wall-clock figures: other load on the machine
lengthens them (the bot stops at its budget; the overshoot is what is measured).

With ``--worlds N`` the bot searches N worlds per decision (the budget its cap): the
worlds column is then N or less, and the times show what fixed effort costs per game.

Run: ``.venv/bin/python benchmarks/strong.py [--budget 0.5] [--worlds N] [--decisions 20]
[GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import random
import time

from cardtui.bots import make_bot
from cardtui.bots.hints import advise
from cardtui.bots.strong import StrongBot
from cardtui.cli.arena import percentile
from cardtui.engine import Game, all_games, get_game


def measure(
    game: Game, budget: float, decisions: int, worlds: int | None = None
) -> dict[str, float]:
    """Decision and hint times over ``decisions`` random decisions of simple-bot play."""
    rng = random.Random(7)
    simple = make_bot("simple", game.id)
    bot = StrongBot(budget, worlds=worlds)
    times: list[float] = []
    hints: list[float] = []
    worlds: list[int] = []
    seed = 0
    while len(times) < decisions:
        match = game.new_match(seed=seed)
        seed += 1
        while not match.is_over and len(times) < decisions:
            seat = match.current_seat
            assert seat is not None
            if len(match.legal_actions()) > 1 and rng.random() < 0.2:
                view = match.view(seat, search=True)
                began = time.perf_counter()
                analysis = bot.analyse(view, random.Random(len(times)))
                times.append(time.perf_counter() - began)
                worlds.append(analysis.worlds)
                if len(hints) < decisions // 2:
                    began = time.perf_counter()
                    advise(view, random.Random(1), min(budget, 0.5))
                    hints.append(time.perf_counter() - began)
            match.apply(simple.choose(match.view(seat), rng))
    return {
        "p50": percentile(times, 0.5),
        "p95": percentile(times, 0.95),
        "max": max(times),
        "hint_p95": percentile(hints, 0.95),
        "worlds": sum(worlds) / len(worlds),
    }


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=None)
    args = parser.parse_args()
    games = [get_game(g) for g in args.games] if args.games else all_games()
    print(f"budget {args.budget} s" + (f", {args.worlds} worlds" if args.worlds else ""))
    print(f"{'game':<20} {'p50 s':>6} {'p95 s':>6} {'max s':>6} {'hint p95 s':>10} {'worlds':>7}")
    for game in games:
        r = measure(game, args.budget, args.decisions, args.worlds)
        print(f"{game.id:<20} {r['p50']:>6.3f} {r['p95']:>6.3f} {r['max']:>6.3f} "
              f"{r['hint_p95']:>10.3f} {r['worlds']:>7.1f}")


if __name__ == "__main__":
    main()
