"""Cost of the history (engine/history.py) per game: logging and structuring deals.

Plays random matches, logs every decision in a :class:`MatchLog` (what the session does
after each action), then structures every deal for one seat (what the review, the side
log and ``t`` read). Prints decisions logged and deals structured per CPU second.

Run: ``.venv/bin/python benchmarks/history.py [--matches 20] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import random
import time

from cardtui.engine import Game, all_games, get_game
from cardtui.engine.history import MatchLog


def rates(game: Game, matches: int) -> tuple[float, float]:
    """(decisions logged per second, deals structured per second)."""
    rng = random.Random(1)
    log_time = build_time = 0.0
    decisions = deals = 0
    for seed in range(matches):
        match = game.new_match(seed=seed)
        log = MatchLog(match.opening_events)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            action = rng.choice(match.legal_actions())
            events = match.apply(action)
            start = time.process_time()
            log.add(seat, action, events)
            log_time += time.process_time() - start
            decisions += 1
        start = time.process_time()
        for index in range(len(log)):
            log.deal(index, 0)
        build_time += time.process_time() - start
        deals += len(log)
    return decisions / max(log_time, 1e-9), deals / max(build_time, 1e-9)


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--matches", type=int, default=20, help="random matches per game")
    args = parser.parse_args()
    games = [get_game(g) for g in args.games] if args.games else all_games()
    print(f"{'game':<20} {'logged/s':>12} {'deals built/s':>14}")
    for game in games:
        logged, built = rates(game, args.matches)
        print(f"{game.id:<20} {logged:>12,.0f} {built:>14,.0f}")


if __name__ == "__main__":
    main()
