"""``cardtui simulate`` keeps memory flat: resident size after 1,000 and after 5,000 deals.

    python benchmarks/simulate_memory.py [GAME]
"""

from __future__ import annotations

import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtui.cli.simulate import simulate
from cardtui.engine import get_game


def rss_mib() -> float:
    """The process's peak resident size in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    """Run 1,000 deals, then 5,000, printing the peak resident size after each."""
    game = get_game(sys.argv[1] if len(sys.argv) > 1 else "kozel_classic")
    simulate(game, 200, 1, ["simple"])
    base = rss_mib()
    for deals in (1_000, 5_000):
        report = simulate(game, deals, 1, ["simple"])
        print(f"{game.id}: {report.deals} deals, {report.deals_per_second:.0f} deals/s, "
              f"peak RSS {rss_mib():.1f} MiB (+{rss_mib() - base:.1f} MiB over 200 deals)")


if __name__ == "__main__":
    main()
