"""Combine chunked ``cardtui arena --json`` runs into one table (per game and pair of bots).

The chunks are runs of 24 pairs with seeds 1, 25, 49, ... (24 is a multiple of the three
deals a pair cycles through, so chunk ``k`` plays the pairs ``24k`` to ``24k + 23`` of a
single run with seed 1, each with the play-out luck of its chunk's seed). The combined
difference is the mean of every pair's A - B with its 95% interval (normal approximation,
as ``cardtui arena``).

Run: ``.venv/bin/python benchmarks/arena_combine.py benchmarks/results/arena-2026-12-02-newstrong``
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from cardtui.cli.arena import interval


def load(directory: Path) -> dict[tuple[str, str, int], list[dict[str, Any]]]:
    """The chunks by game, bots and worlds."""
    groups: dict[tuple[str, str, int], list[dict[str, Any]]] = defaultdict(list)
    for path in sorted(directory.glob("*.json")):
        if not path.stat().st_size:
            continue  # a chunk left out
        data = json.loads(path.read_text(encoding="utf-8"))
        if "results" in data:
            groups[(data["game"], ",".join(data["bots"]), data["worlds"] or 0)].append(data)
    return groups


def row(game: str, bots: str, worlds: int, chunks: list[dict[str, Any]]) -> str:
    """One markdown row."""
    pairs = [p for c in chunks for p in c["results"]]
    match = interval([p["match_points"][0] - p["match_points"][1] for p in pairs])
    cards = interval([p["card_points"][0] - p["card_points"][1] for p in pairs])
    a, b = bots.split(",")
    mean_a = sum(p["match_points"][0] for p in pairs) / len(pairs)
    mean_b = sum(p["match_points"][1] for p in pairs) / len(pairs)

    def show(found: tuple[float, float, float], digits: int) -> str:
        mean, low, high = found
        text = f"{mean:+.{digits}f} [{low:+.{digits}f}, {high:+.{digits}f}]"
        return f"**{text}**" if low > 0 or high < 0 else text

    rates = []
    for level in (a, b):
        done = sum(c["timing"].get(level, {}).get("decisions", 0) for c in chunks)
        secs = sum(
            c["timing"][level]["decisions"] / c["timing"][level]["decisions_per_second"]
            for c in chunks
            if c["timing"].get(level, {}).get("decisions_per_second")
        )
        rates.append(f"{1000 * secs / done:.0f}" if done and secs else "-")
    return (
        f"| {game} | {a} - {b} | {len(pairs)} | {worlds} | {mean_a:+.3f} / {mean_b:+.3f} "
        f"| {show(match, 3)} | {show(cards, 1)} | {rates[0]} / {rates[1]} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    args = parser.parse_args()
    print(
        "| game | A - B | pairs | worlds | match pts A / B | difference, 95% "
        "| card pts difference, 95% | mean ms per decision A / B |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for (game, bots, worlds), chunks in sorted(load(args.directory).items()):
        print(row(game, bots, worlds, chunks))


if __name__ == "__main__":
    main()
