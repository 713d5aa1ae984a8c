"""``cardtui simulate`` and ``cardtui arena``: bot-only runs, headless, with a progress bar."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from cardtui.cli.checks import (
    LANG_OPTION,
    MAX_BUDGET,
    MAX_DEALS,
    MAX_WORLDS,
    MIN_BUDGET,
    check_arena_bounds,
    check_seat_count,
    check_worlds,
    check_writable,
    choose_language,
    cut,
    fail,
    game_or_fail,
    options_or_fail,
    parse_bots,
    path_text,
)
from cardtui.cli.entry import interrupted
from cardtui.cli.progress import progress_on_stderr
from cardtui.i18n import has, number_text, t


@click.command("simulate")
@click.argument("game_id")
@click.option(
    "--deals", type=int, default=100, show_default=True, help=f"Deals to play, 1 to {MAX_DEALS}."
)
@click.option(
    "--seed",
    type=int,
    default=1,
    show_default=True,
    help="Seed of the first match; the same seed plays the same deals.",
)
@click.option(
    "--bots",
    "bots_text",
    default="simple",
    show_default=True,
    help="Bot level per seat, comma separated (cycled over the seats).",
)
@click.option("--seats", type=int, default=None, help="Number of seats (default: from --bots).")
@click.option(
    "--option",
    "option_pairs",
    multiple=True,
    metavar="KEY=VALUE",
    help="Game option; repeat for several (cardtui options GAME_ID lists them).",
)
@click.option(
    "--record",
    "record_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the records of all matches played to this file.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--worlds",
    type=int,
    default=None,
    help=f"Strong bots: sampled worlds per decision, 1 to {MAX_WORLDS} (the same "
    "play for a seed however busy the machine; default: 0.5 s by the clock).",
)
@LANG_OPTION
@click.pass_context
def simulate(
    ctx: click.Context,
    game_id: str,
    deals: int,
    seed: int,
    bots_text: str,
    seats: int | None,
    option_pairs: tuple[str, ...],
    record_path: Path | None,
    as_json: bool,
    lang: str | None,
    worlds: int | None = None,
) -> None:
    """Play bot-only deals headless and print the results."""
    from cardtui.cli.simulate import simulate as run

    chosen = choose_language(ctx, lang)
    game = game_or_fail(game_id)
    levels = parse_bots(bots_text)
    if not 1 <= deals <= MAX_DEALS:
        fail(f"--deals must be 1 to {MAX_DEALS}, not {cut(str(deals))}")
    check_worlds(worlds)
    default = len(levels) if len(levels) > 1 else game.default_seats
    n = seats if seats is not None else default
    check_seat_count(game, n)
    options = options_or_fail(game, option_pairs, n)
    if record_path is not None:
        check_writable(record_path)
    stream = _record_stream(record_path)
    try:
        with progress_on_stderr(t("cli.simulating"), deals) as on_deal:
            report = run(
                game, deals, seed, levels, options, n, on_deal=on_deal, worlds=worlds,
                on_match=None if stream is None else stream.add,
            )  # fmt: skip
    except BaseException as exc:  # Ctrl-C included: no temporary file stays behind
        if stream is not None:
            stream.abandon()
        _fail_run(exc, record_path)
        raise
    written = _close_stream(stream)
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        _print_report(report.to_json(), game.name(chosen))
    if written:
        fail(written)


def _fail_run(exc: BaseException, record_path: Path | None) -> None:
    """One line for a bad option met during the run or a record that could not be written."""
    from cardtui.engine import OptionError

    if isinstance(exc, OptionError):
        fail(str(exc))
    if isinstance(exc, OSError):
        fail(f"{path_text(record_path)}: {exc.strerror or exc}")


def _record_stream(path: Path | None) -> Any:
    """The stream for ``--record``, opened before the run so a bad path fails at once."""
    if path is None:
        return None
    from cardtui.storage.record_stream import RecordStream

    try:
        return RecordStream(path)
    except OSError as exc:
        fail(f"--record {path_text(path)}: cannot write there ({exc.strerror or exc})")
    except ValueError:  # an empty name or a NUL in it
        fail(f"--record {path_text(path)}: not a file name")


def _close_stream(stream: Any) -> str:
    """Move the record file into place; the error line when that fails (else "")."""
    if stream is None:
        return ""
    try:
        stream.close()
    except OSError as exc:
        stream.abandon()
        return f"could not write the records to {path_text(stream.path)}: {exc.strerror or exc}"
    return ""


SEAT_COLUMNS = ("cli.col_seat", "cli.col_bot", "cli.col_deals_won", "cli.col_matches_won")
TEAM_COLUMNS = ("cli.col_team", "cli.col_deals_won", "cli.col_matches_won")
"""The heads of the report's tables (each ends with the average card points)."""


def _table(title: str, heads: tuple[str, ...], rows: Sequence[tuple[str, ...]]) -> Any:
    from rich.table import Table

    table = Table(title=title)
    for head in (*heads, "cli.col_avg_points"):
        table.add_column(t(head), justify="right")
    for row in rows:
        table.add_row(*row)
    return table


def _won(row: dict[str, Any]) -> tuple[str, str, str]:
    """Deals won, matches won and the average card points of a seat's or a team's row."""
    return (
        str(row["deals_won"]),
        str(row["matches_won"]),
        number_text(row["average_card_points"], 1),
    )


def _bot_name(level: str) -> str:
    key = f"cli.level.{level}"
    return t(key) if has(key) else level


def _print_report(data: dict[str, Any], title: str) -> None:
    from cardtui.cli.console import stdout_console

    console = stdout_console()
    seat_rows = [(str(r["seat"] + 1), _bot_name(r["bot"]), *_won(r)) for r in data["per_seat"]]
    heading = f"{title}: {t('cli.deals_played', n=data['deals'])}"
    console.print(_table(heading, SEAT_COLUMNS, seat_rows))
    if data["per_team"]:
        team_rows = [
            ("+".join(str(seat + 1) for seat in r["seats"]), *_won(r)) for r in data["per_team"]
        ]
        console.print(_table(t("cli.teams"), TEAM_COLUMNS, team_rows))
    outcomes = ", ".join(
        f"{t('outcome.' + k, game=data['game'])}: {v}" for k, v in sorted(data["outcomes"].items())
    )
    console.print(t("cli.outcomes", outcomes=outcomes))
    if "lengths" in data:
        lengths = data["lengths"]
        console.print(
            t(f"cli.lengths.{lengths['unit']}", **{k: v for k, v in lengths.items() if k != "unit"})
        )
    rate = number_text(data["deals_per_second"], 1)
    console.print(t("cli.rate", matches=data["matches_finished"], rate=rate))


@click.command("arena")
@click.argument("game_id")
@click.option(
    "--bots",
    "bots_text",
    default="strong,simple",
    show_default=True,
    help="Two bot levels, A,B: side A against side B.",
)
@click.option(
    "--deals",
    type=int,
    default=100,
    show_default=True,
    help=f"Duplicate deal pairs (each deal played with the sides exchanged), 1 to {MAX_DEALS}.",
)
@click.option(
    "--seed",
    type=int,
    default=1,
    show_default=True,
    help="Seed of the first match; the same seed plays the same deals.",
)
@click.option(
    "--budget",
    type=float,
    default=None,
    help=f"Seconds per decision of the strong bot, {MIN_BUDGET} to {MAX_BUDGET} "
    "(default 0.5; with --worlds, the cap of each decision, default 5).",
)
@click.option(
    "--worlds",
    type=int,
    default=None,
    help=f"Sampled worlds per decision of the strong bot, 1 to {MAX_WORLDS}: the "
    "same play for a seed however busy the machine (default: by the clock).",
)
@click.option(
    "--jobs",
    type=int,
    default=1,
    show_default=True,
    help="Worker processes, 1 to the number of cores.",
)
@click.option("--seats", type=int, default=None, help="Number of seats.")
@click.option(
    "--option",
    "option_pairs",
    multiple=True,
    metavar="KEY=VALUE",
    help="Game option; repeat for several.",
)
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print one JSON object (with every pair's deal and points).",
)
@LANG_OPTION
@click.pass_context
def arena_command(
    ctx: click.Context,
    game_id: str,
    bots_text: str,
    deals: int,
    seed: int,
    budget: float | None,
    worlds: int | None,
    jobs: int,
    seats: int | None,
    option_pairs: tuple[str, ...],
    as_json: bool,
    lang: str | None,
) -> None:
    """Duplicate, seat-rotated tournament of two bot levels on the same deals."""
    from cardtui.cli.arena import arena
    from cardtui.cli.arena_report import print_report

    chosen = choose_language(ctx, lang)
    game = game_or_fail(game_id)
    levels = parse_bots(bots_text)
    if len(levels) != 2:
        fail(f"--bots takes two levels, A,B (got {cut(bots_text)!r})")
    check_arena_bounds(deals, budget, jobs)
    check_worlds(worlds)
    n = seats if seats is not None else game.default_seats
    check_seat_count(game, n)
    options = options_or_fail(game, option_pairs, n)
    pair = (levels[0], levels[1])
    run: dict[str, Any] = dict(
        budget=budget, worlds=worlds, jobs=jobs, num_seats=n, options=options
    )
    try:
        with progress_on_stderr(t("ui.strong.arena.running"), deals) as on_pair:
            report = arena(game, pair, deals, seed, **run, on_pair=on_pair)
    except KeyboardInterrupt:
        interrupted()
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print_report(report.to_json(), game.name(chosen))
