"""Search-state speed of every registered game: copies, moves, play-outs, sampled worlds.

For a mid-deal state of each game (kozel_classic: the start of trick 2; the others:
a quarter of the way through a random first deal) it prints:

* ``clone us``: ``Match.clone()`` (the search copy plus a copied record and chance), for reference;
* ``copy us``: ``Match.search_copy()``;
* ``apply us``: ``Match.apply_fast`` per move during random play-outs (legal actions
  and the random choice included);
* ``playouts/s``: random play-outs from the state to the end of the deal (copy included);
* ``worlds/s``: ``sample_world`` from the view of the seat to move (``search=True``).

Rates are per second of this process's CPU time (one core).

Run: ``.venv/bin/python benchmarks/search.py [--seconds 1] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from cardtui.engine import Game, Match, all_games, get_game
from cardtui.engine.worlds import sample_world

sys.path.insert(0, str(Path(__file__).parent))
from engine_speed import quarter_deal


def mid_deal(game: Game, seed: int = 1) -> Match:
    """A state part-way through the first deal."""
    rng = random.Random(seed)
    match = game.new_match(seed=seed)
    if game.id == "kozel_classic":
        while not (getattr(match, "phase", "") == "play" and getattr(match, "tricks_done", 0) == 1):
            match.apply(rng.choice(match.legal_actions()))
            if len(match.deal_summaries) > 0:
                return mid_deal(game, seed + 1)
        return match
    return quarter_deal(game, seed)


def rate(run: Callable[[], object], seconds: float) -> float:
    """Calls of ``run`` per CPU second."""
    count = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(20):
            run()
        count += 20
    return count / elapsed


def playout(state: Match, rng: random.Random) -> int:
    """One random play-out of a search copy to the end of the deal; returns the moves."""
    match = state.search_copy(to_deal_end=True)
    deals = len(match.deal_summaries)
    moves = 0
    while not match.deal_done and not match.is_over and len(match.deal_summaries) == deals:
        match.apply_fast(rng.choice(match.legal_actions()))
        moves += 1
    return moves


def measure(game: Game, seconds: float) -> tuple[float, ...]:
    """(clone us, copy us, apply us, play-outs/s, worlds/s) for ``game``."""
    state = mid_deal(game)
    rng = random.Random(2)
    clone = 1e6 / rate(state.clone, seconds / 4)
    copy = 1e6 / rate(state.search_copy, seconds / 4)
    start = time.process_time()
    moves = playouts = 0
    while time.process_time() - start < seconds:
        moves += playout(state, rng)
        playouts += 1
    elapsed = time.process_time() - start
    per_playout = elapsed / playouts
    apply = (per_playout - copy / 1e6) / max(1, moves / playouts) * 1e6
    seat = state.current_seat
    assert seat is not None
    view = state.view(seat, search=True)
    worlds = rate(lambda: sample_world(view, rng), seconds / 2)
    return clone, copy, apply, playouts / elapsed, worlds


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measure")
    args = parser.parse_args()
    games = [get_game(g) for g in args.games] if args.games else all_games()
    print(
        f"{'game':<20} {'clone us':>9} {'copy us':>8} {'apply us':>9} "
        f"{'playouts/s':>11} {'worlds/s':>9}"
    )
    for game in games:
        clone, copy, apply, playouts, worlds = measure(game, args.seconds)
        print(
            f"{game.id:<20} {clone:>9.0f} {copy:>8.1f} {apply:>9.2f} "
            f"{playouts:>11,.0f} {worlds:>9,.0f}"
        )


if __name__ == "__main__":
    main()
