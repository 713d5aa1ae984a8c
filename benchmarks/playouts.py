"""Random-playout speed of every registered game through the public API.

Plays matches of uniformly random legal actions (``legal_actions`` + ``apply``)
for a fixed time per game and prints full deals per second, actions per second
and, for reference, the cost of the simple bot relative to random play. Rates
are per second of this process's CPU time (one core), so other load on the
machine disturbs them less than wall-clock rates.

Run: ``.venv/bin/python benchmarks/playouts.py [--seconds 2] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import random
import time

from cardtui.cli.simulate import simulate
from cardtui.engine import Game, all_games, get_game


def random_deals_per_second(game: Game, seconds: float) -> tuple[float, float]:
    """(deals per second, actions per second) over ``seconds`` of random play."""
    rng = random.Random(1)
    deals = actions = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        match = game.new_match(seed=seed)
        seed += 1
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions()))
            actions += 1
        deals += len(match.deal_summaries)
    elapsed = time.process_time() - start
    return deals / elapsed, actions / elapsed


def simple_bot_deals_per_second(game: Game, deals: int) -> float:
    """Deals per CPU second with simple bots in every seat (a view for every decision)."""
    start = time.process_time()
    report = simulate(game, deals, 1, ["simple"])
    return report.deals / (time.process_time() - start)


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game")
    args = parser.parse_args()
    games = [get_game(g) for g in args.games] if args.games else all_games()
    print(f"{'game':<20} {'random deals/s':>15} {'actions/s':>11} {'simple deals/s':>15} {'ratio':>6}")
    for game in games:
        rate, actions = random_deals_per_second(game, args.seconds)
        simple = simple_bot_deals_per_second(game, max(50, int(rate * args.seconds / 10)))
        print(f"{game.id:<20} {rate:>15,.0f} {actions:>11,.0f} {simple:>15,.0f} "
              f"{rate / simple:>6.1f}")


if __name__ == "__main__":
    main()
