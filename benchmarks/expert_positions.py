"""The expert positions of ``tests/expert_positions.py``: strong and simple bot side by side.

For each position: the moves an expert accepts, the strong bot's move at the fixed world
count of the test (seeded as the test seeds it), the simple bot's move, and why; then the
count each bot solved per pattern. The figures are the same on any machine (fixed effort).

Run: ``.venv/bin/python benchmarks/expert_positions.py [--write]`` (``--write`` also puts
the table in ``benchmarks/results/expert-positions-2026-12-02.txt``).
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtui.bots import make_bot
from tests.expert_positions import POSITIONS, WORLDS, Position
from tests.test_expert_positions import strong_answer

OUT = Path(__file__).parent / "results" / "expert-positions-2026-12-02.txt"


def simple_answer(position: Position) -> str:
    """The simple bot's move at ``position``."""
    match = position.match()
    seat = match.current_seat
    assert seat is not None
    bot = make_bot("simple", position.game)
    return str(bot.choose(match.view(seat), random.Random(f"expert:{position.ident}")))


def table() -> list[str]:
    """The table's lines."""
    lines = [f"Expert positions: strong at {WORLDS} worlds per decision against simple",
             "", f"{'position':34} {'best':22} {'strong':14} {'simple':14} why"]
    solved: Counter[str] = Counter()
    for p in POSITIONS:
        strong, simple = strong_answer(p), simple_answer(p)
        marks = ("+" if strong in p.best else "-", "+" if simple in p.best else "-")
        solved[f"{p.kind} strong"] += marks[0] == "+"
        solved[f"{p.kind} simple"] += marks[1] == "+"
        solved[f"{p.kind} all"] += 1
        best = ",".join(b.replace("play ", "") for b in p.best)
        lines.append(f"{p.ident:34} {best[:22]:22} {marks[0]} {strong:12} {marks[1]} {simple:12} {p.why}")
    lines += ["", "solved per pattern (strong / simple / positions):"]
    for kind in sorted({p.kind for p in POSITIONS}):
        lines.append(f"  {kind:8} {solved[kind + ' strong']:3} / {solved[kind + ' simple']:3} "
                     f"/ {solved[kind + ' all']:3}")
    total_s = sum(v for k, v in solved.items() if k.endswith("strong"))
    total_b = sum(v for k, v in solved.items() if k.endswith("simple"))
    lines.append(f"  {'all':8} {total_s:3} / {total_b:3} / {len(POSITIONS):3}")
    return lines


def main() -> None:
    lines = table()
    print("\n".join(lines))
    if "--write" in sys.argv:
        OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
