"""Full random playouts through the public API, this tree beside an earlier one.

Per game, whole matches of random legal actions (``new_match``, ``legal_actions`` and
``apply`` until the match ends, the same loop as ``engine_speed.py``'s ``deals/s``), in
deals per CPU second, measured in a fresh process per tree and round, the trees
alternating, the best round kept. The earlier tree (default ``5c6b85b``: the last commit
of main before world tracking was merged, ``5761f17 Merge search (worlds, lean search
state)``) is unpacked with ``git archive`` into a temporary folder; only the games it
already has are compared. The pure-Python yardstick of ``engine_speed.py`` is measured in
the same run. ``--no-gc`` measures with the garbage collector off as well (the share of
the time spent collecting).

Run: ``.venv/bin/python benchmarks/full_playouts.py [--old REV] [--seconds 2] [--rounds 3] [GAME_ID ...]``
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from engine_speed import yardstick

ROOT = Path(__file__).resolve().parent.parent
OLD = "5c6b85b"
"""The last commit of main before world tracking (the parent of the merge that brought it)."""

CHILD = """
import gc, json, random, sys, time
from cardtui.engine import get_game, all_games
game_id, seconds, no_gc = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "1"
if game_id not in [g.id for g in all_games()]:
    print("null"); sys.exit()
game = get_game(game_id)
if no_gc:
    gc.disable()
rng = random.Random(1)
deals = seed = 0
start = time.process_time()
while time.process_time() - start < seconds:
    match = game.new_match(seed=seed)
    seed += 1
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    deals += len(match.deal_summaries)
print(json.dumps(deals / (time.process_time() - start)))
"""


def unpack(rev: str) -> Path:
    """The tree of ``rev`` in a temporary folder (``git archive``: no worktree is made)."""
    folder = Path(tempfile.mkdtemp(prefix=f"cardtui-{rev}-"))
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "cardtui"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def rate(tree: Path, game_id: str, seconds: float, no_gc: bool) -> float | None:
    """Deals per CPU second of ``game_id`` in ``tree`` (``None``: the tree lacks the game)."""
    out = subprocess.run(
        [sys.executable, "-c", CHILD, game_id, str(seconds), "1" if no_gc else "0"],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    value: float | None = json.loads(out)
    return value


def compare(old: Path, game_id: str, seconds: float, rounds: int, no_gc: bool) -> str | None:
    """One row: the earlier tree's and this tree's deals/s and their ratio."""
    pairs: list[tuple[float | None, float | None]] = []
    for _ in range(rounds):  # alternate the trees so load drifts hit both alike
        pairs.append((rate(old, game_id, seconds, no_gc), rate(ROOT, game_id, seconds, no_gc)))
    if pairs[0][0] is None:
        return None
    before = max(p[0] for p in pairs if p[0] is not None)
    after = max(p[1] for p in pairs if p[1] is not None)
    gc_note = " (gc off)" if no_gc else ""
    return f"{game_id:<18} {before:>9,.0f} {after:>9,.0f} {after / before:>7.2f}x{gc_note}"


def main() -> None:
    """Print one line per game both trees have."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: all of the earlier tree's)")
    parser.add_argument("--old", default=OLD, help="the earlier commit")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU time per measure")
    parser.add_argument("--rounds", type=int, default=3, help="measures per tree (best kept)")
    parser.add_argument("--no-gc", action="store_true", help="also measure with gc off")
    args = parser.parse_args()
    old = unpack(args.old)
    games = args.games or [
        "kozel_classic", "kozel_multilead", "kozly", "kozel_pri_valtakh",
        "kozel_24", "sheepshead", "doppelkopf",
    ]  # fmt: skip
    stick = yardstick()
    print(f"yardstick: {stick:.2f} workloads/s")
    print(f"earlier tree: {args.old}; rates: deals per CPU second, best of {args.rounds}")
    print(f"{'game':<18} {'earlier':>9} {'this':>9} {'ratio':>8}")
    for game_id in games:
        for no_gc in (False, True) if args.no_gc else (False,):
            row = compare(old, game_id, args.seconds, args.rounds, no_gc)
            if row is not None:
                print(row, flush=True)
    print(f"yardstick after: {yardstick():.2f} workloads/s")


if __name__ == "__main__":
    main()
