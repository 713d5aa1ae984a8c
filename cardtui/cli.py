"""The ``cardtui`` command line (click).

Nothing here imports textual at module level: ``cardtui --help`` and the
headless commands stay fast; only ``cardtui`` and ``cardtui play`` load the UI.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import click

from cardtui import __version__
from cardtui.i18n import LANGUAGES, set_language, system_language, t

SEAT_KINDS = ("human", "random", "beginner", "simple", "strong")


def fail(message: str) -> NoReturn:
    """Print a one-line error and exit with code 2."""
    click.echo(f"cardtui: error: {message}", err=True)
    sys.exit(2)


def _use_language(lang: str | None) -> str:
    chosen = lang or system_language()
    set_language(chosen)
    return chosen


def _game(game_id: str) -> Any:
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id)
    except UnknownGame as exc:
        fail(str(exc))


def _options(game: Any, pairs: Sequence[str], seats: int | None) -> dict[str, Any]:
    from cardtui.engine import OptionError
    from cardtui.engine.options import parse_option_pairs

    try:
        given = parse_option_pairs(pairs)
        game.check_options(given, seats or game.default_seats)
    except OptionError as exc:
        choices = f" (valid: {', '.join(exc.choices)})" if exc.choices else ""
        fail(f"{exc}{choices}" if choices and "valid" not in str(exc) else str(exc))
    return given


LANG_OPTION = click.option(
    "--lang", type=click.Choice(LANGUAGES), default=None, help="Language: en or ru."
)


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@LANG_OPTION
@click.version_option(__version__, prog_name="cardtui")
@click.pass_context
def main(ctx: click.Context, lang: str | None) -> None:
    """Traditional trick-taking card games in the terminal.

    Run without a command to open the app.
    """
    ctx.obj = {"lang": lang}
    if ctx.invoked_subcommand is None:
        from cardtui.ui.launch import run_app

        run_app(lang=lang)


def _lang(ctx: click.Context, lang: str | None) -> str:
    parent = ctx.obj.get("lang") if ctx.obj else None
    return _use_language(lang or parent)


@main.command("list")
@LANG_OPTION
@click.pass_context
def list_games(ctx: click.Context, lang: str | None) -> None:
    """List the games with their ids and names."""
    from cardtui.engine import all_games

    chosen = _lang(ctx, lang)
    for game in all_games():
        counts = game.seat_counts
        contiguous = counts == tuple(range(counts[0], counts[-1] + 1))
        seats = (
            str(counts[0])
            if len(counts) == 1
            else f"{counts[0]}-{counts[-1]}" if contiguous else ", ".join(map(str, counts))
        )
        click.echo(f"{game.id:<20} {game.name(chosen)}  ({t('cli.seats', n=seats)})")


@main.command()
@click.argument("game_id")
@LANG_OPTION
@click.pass_context
def rules(ctx: click.Context, game_id: str, lang: str | None) -> None:
    """Print the rulebook page of GAME_ID."""
    from cardtui.rulebook import rulebook_page

    chosen = _lang(ctx, lang)
    _game(game_id)
    text = rulebook_page(game_id, chosen)
    if text is None:
        fail(t("cli.no_rulebook", name=game_id))
    from rich.console import Console
    from rich.markdown import Markdown

    Console().print(Markdown(text))


def _parse_bots(text: str) -> list[str]:
    from cardtui.bots import LEVELS

    levels = [b.strip() for b in text.split(",") if b.strip()]
    bad = [b for b in levels if b not in LEVELS]
    if not levels or bad:
        fail(f"bad --bots value {text!r}; bot levels: {', '.join(LEVELS)}")
    return levels


@main.command()
@click.argument("game_id")
@click.option("--deals", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--bots", "bots_text", default="simple", show_default=True,
              help="Bot level per seat, comma separated (cycled over the seats).")
@click.option("--seats", type=int, default=None, help="Number of seats (default: from --bots).")
@click.option("--option", "option_pairs", multiple=True, metavar="KEY=VALUE",
              help="Game option; repeat for several.")
@click.option("--record", "record_path", type=click.Path(dir_okay=False, path_type=Path),
              default=None, help="Write the records of all matches played to this file.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@LANG_OPTION
@click.pass_context
def simulate(ctx: click.Context, game_id: str, deals: int, seed: int, bots_text: str,
             seats: int | None, option_pairs: tuple[str, ...], record_path: Path | None,
             as_json: bool, lang: str | None) -> None:
    """Play bot-only deals headless and print the results."""
    from cardtui.engine import MatchRecord, OptionError
    from cardtui.simulate import simulate as run

    chosen = _lang(ctx, lang)
    game = _game(game_id)
    levels = _parse_bots(bots_text)
    n = seats or (len(levels) if len(levels) > 1 else game.default_seats)
    if not game.min_seats <= n <= game.max_seats:
        fail(f"{game_id} takes {game.min_seats} to {game.max_seats} seats, not {n}")
    options = _options(game, option_pairs, n)
    records: list[MatchRecord] = []
    try:
        if as_json or not sys.stdout.isatty():
            report = run(game, deals, seed, levels, options, n, records=records)
        else:
            report = _run_with_progress(game, deals, seed, levels, options, n, records)
    except OptionError as exc:
        fail(str(exc))
    if record_path is not None:
        _write_records(record_path, records)
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        _print_report(report.to_json(), game.name(chosen))


def _run_with_progress(game: Any, deals: int, seed: int, levels: list[str],
                       options: dict[str, Any], n: int, records: list[Any]) -> Any:
    from rich.progress import Progress

    from cardtui.simulate import simulate as run

    with Progress(transient=True) as progress:
        task = progress.add_task(t("cli.simulating"), total=deals)
        return run(game, deals, seed, levels, options, n,
                   on_deal=lambda done: progress.update(task, completed=done), records=records)


def _write_records(path: Path, records: Sequence[Any]) -> None:
    data = [r.to_json() for r in records]
    text = json.dumps(data[0] if len(data) == 1 else data, ensure_ascii=False)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def _print_report(data: dict[str, Any], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    seats = Table(title=f"{title}: {t('cli.deals_played', n=data['deals'])}")
    for head in ("cli.col_seat", "cli.col_bot", "cli.col_deals_won", "cli.col_matches_won",
                 "cli.col_avg_points"):
        seats.add_column(t(head), justify="right")
    for row in data["per_seat"]:
        seats.add_row(str(row["seat"]), row["bot"], str(row["deals_won"]),
                      str(row["matches_won"]), f"{row['average_card_points']:.1f}")
    console.print(seats)
    if data["per_team"]:
        teams = Table(title=t("cli.teams"))
        for head in ("cli.col_team", "cli.col_deals_won", "cli.col_matches_won",
                     "cli.col_avg_points"):
            teams.add_column(t(head), justify="right")
        for row in data["per_team"]:
            teams.add_row("+".join(map(str, row["seats"])), str(row["deals_won"]),
                          str(row["matches_won"]), f"{row['average_card_points']:.1f}")
        console.print(teams)
    outcomes = ", ".join(f"{t('outcome.' + k, game=data['game'])}: {v}" for k, v in sorted(data["outcomes"].items()))
    console.print(t("cli.outcomes", outcomes=outcomes))
    console.print(t("cli.rate", matches=data["matches_finished"], rate=data["deals_per_second"]))


@main.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@LANG_OPTION
@click.pass_context
def replay(ctx: click.Context, path: Path, lang: str | None) -> None:
    """Print a match record (a save or a --record file) as a readable transcript."""
    from cardtui.engine import MatchRecord, RecordError
    from cardtui.transcript import transcript

    _lang(ctx, lang)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        items = raw if isinstance(raw, list) else [raw]
        records = [MatchRecord.from_json(item) for item in items]
        for record in records:
            click.echo(transcript(record))
    except (RecordError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        fail(f"{path}: {exc}")


@main.command()
@click.argument("game_id")
@click.option("--seats", "seats_text", default=None,
              help="Seat kinds, comma separated: human, human:NAME, random, beginner, simple, strong.")
@click.option("--seed", type=int, default=None)
@click.option("--option", "option_pairs", multiple=True, metavar="KEY=VALUE")
@LANG_OPTION
@click.pass_context
def play(ctx: click.Context, game_id: str, seats_text: str | None, seed: int | None,
         option_pairs: tuple[str, ...], lang: str | None) -> None:
    """Open the table of GAME_ID directly."""
    requested = lang or (ctx.obj.get("lang") if ctx.obj else None)
    _lang(ctx, lang)
    game = _game(game_id)
    seats = None
    if seats_text:
        seats = [s.strip() for s in seats_text.split(",") if s.strip()]
        bad = [s for s in seats if s.split(":", 1)[0] not in SEAT_KINDS]
        if bad:
            fail(f"bad seat {bad[0]!r}; seat kinds: {', '.join(SEAT_KINDS)} (human:NAME too)")
        if not game.min_seats <= len(seats) <= game.max_seats:
            fail(f"{game_id} takes {game.min_seats} to {game.max_seats} seats, not {len(seats)}")
    options = _options(game, option_pairs, len(seats) if seats else None)
    from cardtui.ui.launch import run_app

    run_app(game_id=game_id, seats=seats, seed=seed, options=options, lang=requested)


@main.command("arena")
@click.argument("game_id")
@click.option("--bots", "bots_text", default="strong,simple", show_default=True,
              help="Two bot levels, A,B: side A against side B.")
@click.option("--deals", type=click.IntRange(1), default=100, show_default=True,
              help="Duplicate deal pairs (each deal played with the sides exchanged).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--budget", type=click.FloatRange(0.001), default=None,
              help="Seconds per decision of the strong bot (default 0.5).")
@click.option("--jobs", type=click.IntRange(1), default=1, show_default=True,
              help="Worker processes.")
@click.option("--seats", type=int, default=None, help="Number of seats.")
@click.option("--option", "option_pairs", multiple=True, metavar="KEY=VALUE",
              help="Game option; repeat for several.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@LANG_OPTION
@click.pass_context
def arena_command(ctx: click.Context, game_id: str, bots_text: str, deals: int, seed: int,
                  budget: float | None, jobs: int, seats: int | None,
                  option_pairs: tuple[str, ...], as_json: bool, lang: str | None) -> None:
    """Duplicate, seat-rotated tournament of two bot levels on the same deals."""
    from cardtui.arena import arena
    from cardtui.arena_report import print_report

    chosen = _lang(ctx, lang)
    game = _game(game_id)
    levels = _parse_bots(bots_text)
    if len(levels) != 2:
        fail(f"--bots takes two levels, A,B (got {bots_text!r})")
    n = seats or game.default_seats
    if not game.min_seats <= n <= game.max_seats:
        fail(f"{game_id} takes {game.min_seats} to {game.max_seats} seats, not {n}")
    options = _options(game, option_pairs, n)
    pair = (levels[0], levels[1])
    if as_json or not sys.stderr.isatty():
        report = arena(game, pair, deals, seed, budget=budget, jobs=jobs, num_seats=n,
                       options=options)
    else:
        from rich.console import Console
        from rich.progress import Progress

        with Progress(console=Console(stderr=True), transient=True) as progress:
            task = progress.add_task(t("ui.strong.arena.running"), total=deals)
            report = arena(game, pair, deals, seed, budget=budget, jobs=jobs, num_seats=n,
                           options=options,
                           on_pair=lambda done: progress.update(task, completed=done))
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print_report(report.to_json(), game.name(chosen))
