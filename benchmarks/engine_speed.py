"""Engine speed where search needs it, for every registered game, beside a yardstick.

Per game, in one run:

* ``playouts/s``: random play-outs of a search copy (``search_copy(to_deal_end=True)``
  and ``apply_fast``, the copy included) from the lead of trick 2 of a random first
  deal to its end: what the strong bot's search does;
* ``world us``: ``sample_world`` from the mover's search view at that point;
* ``deals/s``: full random playouts through the public API (``new_match``,
  ``legal_actions`` and ``apply`` until the match ends), per deal;
* ``copy us``: ``search_copy`` of the trick-2 state; ``clone us``: ``clone``.

The **yardstick** is a fixed pure-Python workload measured in the same run (shuffling
and sorting a list of 52 ints, 10,000 times): every figure is also printed as a cost
in yardstick rounds (one shuffle and sort), so figures from machines of different
speed, or from a loaded machine, compare as ratios. Rates are per second of this process's CPU time (one core).

Run: ``.venv/bin/python benchmarks/engine_speed.py [--seconds 1] [--json FILE] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtui.engine import Game, Match, all_games, get_game
from cardtui.engine.worlds import sample_world

YARDSTICK_ROUNDS = 10_000
"""Shuffles and sorts of 52 ints in one yardstick workload."""


def yardstick(repeats: int = 5) -> float:
    """Yardstick workloads per CPU second (the best of ``repeats``)."""
    best = float("inf")
    for _ in range(repeats):
        rng = random.Random(52)
        cards = list(range(52))
        start = time.process_time()
        for _ in range(YARDSTICK_ROUNDS):
            rng.shuffle(cards)
            cards.sort()
        best = min(best, time.process_time() - start)
    return 1.0 / best


def trick_two(game: Game, seed: int = 1) -> Match:
    """A state at the lead of trick 2 of a random first deal (the first ``trick_won``
    with the deal still going); a quarter of the way into the deal for a game whose
    first deal shows no trick."""
    for attempt in range(20):
        rng = random.Random(seed + attempt)
        match = game.new_match(seed=seed + attempt)
        while not match.is_over and not match.deal_summaries:
            events = match.apply(rng.choice(match.legal_actions()))
            if any(e.kind == "trick_won" for e in events) and not match.deal_summaries:
                return match
    return quarter_deal(game, seed)


def quarter_deal(game: Game, seed: int) -> Match:
    """A state a quarter of the way through a random first deal."""
    rng = random.Random(seed)
    match = game.new_match(seed=seed)
    probe = match.search_copy()
    steps = 0
    while not probe.is_over and not probe.deal_summaries:
        probe.apply_fast(rng.choice(probe.legal_actions()))
        steps += 1
    for _ in range(steps // 4):
        match.apply(rng.choice(match.legal_actions()))
    return match


def per_second(run: Callable[[], object], seconds: float) -> float:
    """Calls of ``run`` per CPU second."""
    count = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(10):
            run()
        count += 10
    return count / elapsed


def playout(state: Match, rng: random.Random) -> None:
    """One random play-out of a search copy of ``state`` to the end of its deal."""
    match = state.search_copy(to_deal_end=True)
    deals = len(match.deal_summaries)
    while not match.deal_done and not match.over and len(match.deal_summaries) == deals:
        match.apply_fast(rng.choice(match.legal_actions()))


def full_deals_per_second(game: Game, seconds: float) -> float:
    """Deals per CPU second of whole matches of random legal actions (public API)."""
    rng = random.Random(1)
    deals = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        match = game.new_match(seed=seed)
        seed += 1
        while not match.is_over:
            match.apply(rng.choice(match.legal_actions()))
        deals += len(match.deal_summaries)
    return deals / (time.process_time() - start)


def measure(game: Game, seconds: float) -> dict[str, float]:
    """The figures of one game (see the module docstring)."""
    state = trick_two(game)
    rng = random.Random(2)
    seat = state.current_seat
    assert seat is not None
    view = state.view(seat, search=True)
    return {
        "playouts_per_s": per_second(lambda: playout(state, rng), seconds),
        "world_us": 1e6 / per_second(lambda: sample_world(view, rng), seconds / 2),
        "deals_per_s": full_deals_per_second(game, seconds),
        "copy_us": 1e6 / per_second(state.search_copy, seconds / 4),
        "clone_us": 1e6 / per_second(state.clone, seconds / 4),
    }


def ratios(figures: dict[str, float], stick: float) -> dict[str, float]:
    """Each figure as a cost in yardstick rounds (one shuffle and sort of 52 ints):
    how many rounds one play-out, world, deal, copy or clone costs (lower is faster)."""
    rounds = stick * YARDSTICK_ROUNDS  # yardstick rounds per second
    return {
        "playout": rounds / figures["playouts_per_s"],
        "world": figures["world_us"] * rounds / 1e6,
        "deal": rounds / figures["deals_per_s"],
        "copy": figures["copy_us"] * rounds / 1e6,
        "clone": figures["clone_us"] * rounds / 1e6,
    }


HEADER = (
    f"{'game':<18} {'playouts/s':>10} {'world us':>9} {'deals/s':>8} {'copy us':>8} "
    f"{'clone us':>8} | {'playout':>7} {'world':>6} {'deal':>7} {'copy':>5} {'clone':>5}"
)


def line(game_id: str, f: dict[str, float], r: dict[str, float]) -> str:
    """One row of the table: the rates, then the costs in yardstick rounds."""
    return (
        f"{game_id:<18} {f['playouts_per_s']:>10,.0f} {f['world_us']:>9.1f} "
        f"{f['deals_per_s']:>8,.0f} {f['copy_us']:>8.1f} {f['clone_us']:>8.1f} | "
        f"{r['playout']:>7.1f} {r['world']:>6.2f} {r['deal']:>7.0f} "
        f"{r['copy']:>5.2f} {r['clone']:>5.2f}"
    )


def main() -> None:
    """Print one line per game (and write them as JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measure")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args()
    games = [get_game(g) for g in args.games] if args.games else all_games()
    before = yardstick()
    print(f"yardstick: {before:.2f} workloads/s ({YARDSTICK_ROUNDS:,} shuffles+sorts of 52 ints)")
    print(HEADER)
    rows: dict[str, Any] = {}
    for game in games:
        figures = measure(game, args.seconds)
        relative = ratios(figures, before)
        rows[game.id] = {"figures": figures, "ratios": relative}
        print(line(game.id, figures, relative), flush=True)
    after = yardstick()
    print(f"yardstick after: {after:.2f} workloads/s (drift {after / before - 1:+.1%})")
    round_us = 1e6 / (before * YARDSTICK_ROUNDS)
    print(
        f"right of |: each cost in yardstick rounds (one round = one shuffle and sort of "
        f"52 ints = {round_us:.2f} us here); lower is faster, comparable across machines"
    )
    if args.json:
        payload = {"yardstick": before, "yardstick_after": after, "seconds": args.seconds}
        payload["games"] = rows
        args.json.write_text(json.dumps(payload, indent=1) + "\n")


if __name__ == "__main__":
    main()
