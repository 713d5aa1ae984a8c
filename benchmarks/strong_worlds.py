"""Strong-bot search effort per CPU second, beside a yardstick.

At random decisions of simple-bot deals (the same positions for a given tree and seed),
the strong bot searches a fixed number of worlds per decision (``--worlds``, no time
budget); the CPU time of those decisions gives worlds per CPU second, the figure the
strong bot's strength rests on. The pure-Python yardstick of ``engine_speed.py`` is
measured in the same run, so two machines (or two trees: ``PYTHONPATH=OTHER_TREE``)
compare as ratios.

Run: ``.venv/bin/python benchmarks/strong_worlds.py [--worlds 16] [--decisions 12] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from cardtui.bots import make_bot
from cardtui.bots.strong import StrongBot
from cardtui.engine import get_game

sys.path.insert(0, str(Path(__file__).parent))
from engine_speed import yardstick


def worlds_per_second(game_id: str, worlds: int, decisions: int) -> float:
    """Worlds searched per CPU second over ``decisions`` decisions of ``game_id``."""
    game = get_game(game_id)
    rng = random.Random(5)
    simple = [make_bot("simple", game_id) for _ in range(game.default_seats)]
    strong = StrongBot(60.0, worlds=worlds, defer=False)
    cpu = 0.0
    done = seed = 0
    while done < decisions:
        match = game.new_match(seed=seed)
        seed += 1
        while not match.is_over and not match.deal_summaries and done < decisions:
            seat = match.current_seat
            assert seat is not None
            view = match.view(seat, search=True)
            if len(view.legal) > 1 and rng.random() < 0.3:
                start = time.process_time()
                strong.choose(view, random.Random(done))
                cpu += time.process_time() - start
                done += 1
            match.apply(simple[seat].choose(match.plain_view(seat), rng))
    return done * worlds / cpu


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=["doppelkopf", "omnibus_hearts", "kierki"])
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--decisions", type=int, default=12)
    args = parser.parse_args()
    stick = yardstick()
    print(f"yardstick: {stick:.2f} workloads/s")
    for game_id in args.games:
        rate = worlds_per_second(game_id, args.worlds, args.decisions)
        print(f"{game_id:<18} {rate:>8,.0f} worlds per CPU second  {rate / stick:>7.1f} per workload")


if __name__ == "__main__":
    main()
