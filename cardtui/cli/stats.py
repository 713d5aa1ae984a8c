"""``cardtui stats``: the statistics of finished matches, as a table or JSON."""

from __future__ import annotations

import json
import sys

import click

from cardtui.i18n import current_language, set_language, system_language, t
from cardtui.safe_text import safe_json


@click.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--lang", type=click.Choice(("en", "ru")), default=None, help="Language: en or ru.")
def stats_command(as_json: bool, lang: str | None) -> None:
    """Matches finished per game: played, won, average and best score, bots faced."""
    from cardtui.storage.files import one_line
    from cardtui.storage.stats import StatsError, game_stats, stats_path
    from cardtui.ui.stats_report import stats_headers, stats_rows

    set_language(lang or system_language())
    try:
        stats = game_stats()
    except (StatsError, OSError) as exc:
        kept = getattr(exc, "kept", None)
        said = f" ({t('ui.stats.damaged', path=kept)})" if kept else ""
        click.echo(f"cardtui: error: {one_line(f'{exc}{said}', 400)}", err=True)
        sys.exit(2)
    if as_json:
        data = {"path": str(stats_path()), "games": [s.to_json() for s in stats]}
        click.echo(safe_json(json.dumps(data, ensure_ascii=False)))  # ids from a file
        return
    if not stats:
        click.echo(t("ui.stats.none"))
        return
    from rich.table import Table
    from rich.text import Text

    from cardtui.cli.console import stdout_console

    table = Table(title=t("ui.stats.title"))
    for index, head in enumerate(stats_headers()):
        table.add_column(head, justify="left" if index in (0, 5) else "right")
    for row in stats_rows(stats, current_language()):
        table.add_row(*(Text(cell) for cell in row))  # database text, never markup
    stdout_console(markup=False).print(table)  # game ids and levels come from a file
    played = sum(s.played for s in stats)
    click.echo(t("ui.stats.summary", n=played, games=len(stats)))
