"""``cardtui arena`` as a table on the terminal (rich), from :meth:`ArenaReport.to_json`."""

from __future__ import annotations

from typing import Any

from cardtui.i18n import current_language, number_text, t


def _ci(block: dict[str, Any], digits: int) -> str:
    low, high = (number_text(v, digits, sign=True) for v in block["ci95"])
    between = "; " if current_language() == "ru" else ", "  # "0,5, 1,5" would read as four
    return f"{number_text(block['mean'], digits, sign=True)}  [{low}{between}{high}]"


def _caption(data: dict[str, Any]) -> str:
    """The strong bot's effort: seconds per decision, or worlds with the seconds as a cap."""
    from cardtui.bots.strong import DEFAULT_BUDGET, WORLDS_CAP

    worlds = data.get("worlds")
    if worlds is None:
        budget = data["budget"] if data["budget"] is not None else DEFAULT_BUDGET
        return t("ui.strong.arena.caption", seed=data["seed"], budget=number_text(budget))
    cap = data["budget"] if data["budget"] is not None else WORLDS_CAP
    return t(
        "ui.strong.arena.caption_worlds", seed=data["seed"], worlds=worlds, budget=number_text(cap)
    )


def print_report(data: dict[str, Any], title: str) -> None:
    """Print the sides' means, the paired difference with its interval, and the timings."""
    from rich.table import Table

    from cardtui.cli.console import stdout_console

    console = stdout_console()
    head = t("ui.strong.arena.title", title=title, n=data["pairs"], k=data["plays_per_pair"])
    caption = _caption(data)
    sides = Table(title=head, caption=caption if "strong" in data["bots"] else None)
    for key in (
        "ui.strong.arena.col_bot",
        "ui.strong.arena.col_match",
        "ui.strong.arena.col_cards",
    ):
        sides.add_column(t(key), justify="right")
    for side in data["sides"]:
        sides.add_row(
            side["bot"],
            number_text(side["match_points_per_deal"], 3, sign=True),
            number_text(side["card_points_per_deal"], 1),
        )
    diff = data["difference"]
    sides.add_row(
        t("ui.strong.arena.difference", a=data["bots"][0], b=data["bots"][1]),
        _ci(diff["match_points"], 3),
        _ci(diff["card_points"], 1),
    )
    console.print(sides)
    timing = Table(title=t("ui.strong.arena.timing"))
    for key in (
        "ui.strong.arena.col_bot",
        "ui.strong.arena.col_decisions",
        "ui.strong.arena.col_rate",
        "ui.strong.arena.col_p50",
        "ui.strong.arena.col_p95",
    ):
        timing.add_column(t(key), justify="right")
    for level, row in data["timing"].items():
        timing.add_row(
            level,
            number_text(row["decisions"], 0),
            number_text(row["decisions_per_second"], 1),
            number_text(row["p50_ms"], 1),
            number_text(row["p95_ms"], 1),
        )
    console.print(timing)
    console.print(t("ui.strong.arena.seconds", seconds=number_text(data["seconds"], 1)))
