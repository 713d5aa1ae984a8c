"""``cardtui arena`` as a table on the terminal (rich), from :meth:`ArenaReport.to_json`."""

from __future__ import annotations

from typing import Any

from cardtui.i18n import current_language, number_text, t


def _ci(block: dict[str, Any], digits: int) -> str:
    low, high = (number_text(v, digits, sign=True) for v in block["ci95"])
    between = "; " if current_language() == "ru" else ", "  # "0,5, 1,5" would read as four
    return f"{number_text(block['mean'], digits, sign=True)}  [{low}{between}{high}]"


def print_report(data: dict[str, Any], title: str) -> None:
    """Print the sides' means, the paired difference with its interval, and the timings."""
    from rich.console import Console
    from rich.table import Table

    console = Console()
    budget = data["budget"] if data["budget"] is not None else 0.5
    head = t("ui.strong.arena.title", title=title, n=data["pairs"], k=data["plays_per_pair"])
    caption = t("ui.strong.arena.caption", seed=data["seed"], budget=number_text(budget))
    sides = Table(title=head, caption=caption if "strong" in data["bots"] else None)
    for key in ("ui.strong.arena.col_bot", "ui.strong.arena.col_match",
                "ui.strong.arena.col_cards"):
        sides.add_column(t(key), justify="right")
    for side in data["sides"]:
        sides.add_row(side["bot"], number_text(side["match_points_per_deal"], 3, sign=True),
                      number_text(side["card_points_per_deal"], 1))
    diff = data["difference"]
    sides.add_row(t("ui.strong.arena.difference", a=data["bots"][0], b=data["bots"][1]),
                  _ci(diff["match_points"], 3), _ci(diff["card_points"], 1))
    console.print(sides)
    timing = Table(title=t("ui.strong.arena.timing"))
    for key in ("ui.strong.arena.col_bot", "ui.strong.arena.col_decisions",
                "ui.strong.arena.col_rate", "ui.strong.arena.col_p50", "ui.strong.arena.col_p95"):
        timing.add_column(t(key), justify="right")
    for level, row in data["timing"].items():
        timing.add_row(level, number_text(row["decisions"], 0),
                      number_text(row["decisions_per_second"], 1),
                      number_text(row["p50_ms"], 1), number_text(row["p95_ms"], 1))
    console.print(timing)
    console.print(t("ui.strong.arena.seconds", seconds=number_text(data["seconds"], 1)))
