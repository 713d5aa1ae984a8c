"""The arena tables of docs/bots.md, regenerated from ``cardtui arena --json``.

Two steps, both printing what they do:

* ``run``: plays every pairing of every game with decisions as ``cardtui arena`` runs of
  ``--chunk`` pairs (seeds 1, 1 + chunk, 1 + 2 chunk, ...; the strong bot at a fixed world
  count, so the figures do not depend on how busy the machine is), one JSON file per run
  in ``--out``. A run whose file exists is skipped, so the step can be resumed; with
  ``--until HH:MM`` (UTC) no run is started after that time. The exact command of each
  run is printed before it starts.
* ``table``: reads the JSON files back, joins the runs of each game and pairing (every
  pair is an independent duplicate deal: the mean and the 95% interval are those of all
  their paired differences, as ``cardtui arena`` computes them) and prints the Markdown
  rows of docs/bots.md, then the commands that made them.

Run::

    nice -n 10 .venv/bin/python benchmarks/bot_tables.py run --pairings strong-simple \\
        --worlds 16 --jobs 2 --until 05:05
    .venv/bin/python benchmarks/bot_tables.py run --pairings simple-beginner,beginner-random
    .venv/bin/python benchmarks/bot_tables.py table
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

OUT = Path(__file__).parent / "results" / "arena-2026-12-02-tables"
GAMES = (
    "kozel_classic", "kozel_multilead", "kozly", "kozel_pri_valtakh", "kozel_24",
    "sheepshead", "doppelkopf", "klaberjass", "omnibus_hearts", "slobberhannes",
    "joker_hearts", "auction_hearts", "domino_hearts", "kierki", "witch",
)
"""Every game with decisions (Drunkard and War have none), in the order of docs/bots.md."""
CHEAP_FIRST = (
    "klaberjass", "kozel_pri_valtakh", "kozel_24", "kozly", "witch", "slobberhannes",
    "kozel_classic", "kozel_multilead", "sheepshead", "doppelkopf", "domino_hearts",
    "kierki", "auction_hearts", "joker_hearts", "omnibus_hearts",
)
"""The same games, the strong bot's cheapest first (3-pair timing at 16 worlds)."""
PAIRINGS = ("strong-simple", "simple-beginner", "beginner-random", "simple-random")
CARDTUI = str(Path(sys.executable).parent / "cardtui")


def command(
    game: str, pairing: str, pairs: int, seed: int, worlds: int, jobs: int | None = None
) -> list[str]:
    """The ``cardtui arena`` command of one run (``jobs`` left out: the figures are the same)."""
    cmd = ["cardtui", "arena", game, "--bots", pairing.replace("-", ","),
           "--deals", str(pairs), "--seed", str(seed), "--json"]
    if jobs:
        cmd[-1:-1] = ["--jobs", str(jobs)]
    if pairing.startswith("strong"):
        cmd[5:5] = ["--worlds", str(worlds), "--budget", "10"]
    return cmd


def run_file(out: Path, game: str, pairing: str, seed: int) -> Path:
    """Where the JSON of one run is kept."""
    return out / f"{game}_{pairing}_seed{seed}.json"


def past(until: str | None) -> bool:
    """Whether the UTC time ``HH:MM`` has passed today."""
    if not until:
        return False
    hour, minute = (int(x) for x in until.split(":"))
    now = dt.datetime.now(dt.UTC)
    return (now.hour, now.minute) >= (hour, minute)


def run(args: argparse.Namespace) -> None:
    """Play the missing runs, cheapest game first."""
    args.out.mkdir(parents=True, exist_ok=True)
    games = [g for g in CHEAP_FIRST if g in args.games]
    for pairing in args.pairings:
        for game in games:
            for seed in range(1, args.pairs + 1, args.chunk):
                path = run_file(args.out, game, pairing, seed)
                if path.exists():
                    continue
                if past(args.until):
                    print(f"past {args.until} UTC: no more runs", flush=True)
                    return
                size = min(args.chunk, args.pairs + 1 - seed)
                cmd = command(game, pairing, size, seed, args.worlds, args.jobs)
                print(" ".join(cmd), f"> {path.name}", flush=True)
                done = subprocess.run([CARDTUI, *cmd[1:]], capture_output=True, text=True)
                if done.returncode != 0:
                    print(f"  failed: {done.stderr.strip()[-300:]}", flush=True)
                    continue
                path.write_text(done.stdout)


def interval(diffs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95% interval (normal approximation), as ``cardtui arena`` gives them."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def joined(out: Path, game: str, pairing: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The runs of one game and pairing, by seed, and all their pairs."""
    runs = [json.loads(p.read_text()) for p in out.glob(f"{game}_{pairing}_seed*.json")]
    runs.sort(key=lambda r: r["seed"])
    return runs, [pair for r in runs for pair in r["results"]]


def _diff(block: tuple[float, float, float], digits: int) -> str:
    mean, low, high = block
    head = f"{mean:+.{digits}f}"
    if low > 0 or high < 0:  # the interval excludes zero
        head = f"**{head}**"
    return f"{head} [{low:+.{digits}f}, {high:+.{digits}f}]"


def row(game: str, pairing: str, runs: list[dict[str, Any]], pairs: list[dict[str, Any]]) -> str:
    """One Markdown row: sides' means and the differences with their intervals."""
    n = len(pairs)
    a_m, b_m = (sum(p["match_points"][k] for p in pairs) / n for k in (0, 1))
    a_c, b_c = (sum(p["card_points"][k] for p in pairs) / n for k in (0, 1))
    match = interval([p["match_points"][0] - p["match_points"][1] for p in pairs])
    cards = interval([p["card_points"][0] - p["card_points"][1] for p in pairs])
    has_cards = any(p["card_points"][0] or p["card_points"][1] for p in pairs)
    worlds = runs[0].get("worlds") or "-"
    timing = runs[0]["timing"].get("strong")
    ms = "-"
    if timing:
        p50 = sorted(r["timing"]["strong"]["p50_ms"] for r in runs)[len(runs) // 2]
        p95 = max(r["timing"]["strong"]["p95_ms"] for r in runs)
        ms = f"{p50:.0f} / {p95:.0f}"
    short = "" if n >= 500 else " (fewer than 500)"
    card_cells = (f"{a_c:.1f} / {b_c:.1f} | {_diff(cards, 1)}" if has_cards else "- | -")
    return (f"| {game} | {pairing.replace('-', ' - ')} | {n}{short} | {worlds} | "
            f"{a_m:+.3f} / {b_m:+.3f} | {_diff(match, 3)} | {card_cells} | {ms} |")


HEADER = ("| game | A - B | pairs | worlds | match pts A / B | difference, 95% | "
          "card pts A / B | difference, 95% | strong p50 / p95 ms |\n"
          "|---|---|---|---|---|---|---|---|---|")


def table(args: argparse.Namespace) -> None:
    """Print the Markdown tables and the commands that made them."""
    commands: list[str] = []
    for pairing in args.pairings:
        print(f"\n{pairing}\n\n{HEADER}")
        for game in (g for g in GAMES if g in args.games):
            runs, pairs = joined(args.out, game, pairing)
            if not pairs:
                print(f"| {game} | {pairing.replace('-', ' - ')} | 0 (not run in time) | | | | | | |")
                continue
            print(row(game, pairing, runs, pairs))
            commands += [" ".join(command(game, pairing, r["pairs"], r["seed"],
                                          r.get("worlds") or 0)) for r in runs]
    print("\ncommands (any --jobs gives the same figures):\n")
    print("\n".join(commands))


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line and run a step."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("step", choices=("run", "table"))
    parser.add_argument("--games", type=lambda s: s.split(","), default=list(GAMES))
    parser.add_argument("--pairings", type=lambda s: s.split(","), default=list(PAIRINGS))
    parser.add_argument("--pairs", type=int, default=500)
    parser.add_argument("--chunk", type=int, default=100)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--until", help="UTC HH:MM after which no run is started")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    run(args) if args.step == "run" else table(args)


if __name__ == "__main__":
    main()
