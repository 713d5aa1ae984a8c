"""The ``cardtui`` command line (click): the group and its commands.

Nothing here imports textual at module level: ``cardtui --help`` and the
headless commands stay fast; only ``cardtui`` and ``cardtui play`` load the UI.
The checks the commands share are in :mod:`cardtui.cli.checks`, the bot-only runs
in :mod:`cardtui.cli.bot_runs`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from cardtui import __version__
from cardtui.cli.checks import (
    LANG_OPTION,
    SEAT_KINDS,
    check_seat_count,
    choose_language,
    cut,
    fail,
    game_or_fail,
    options_or_fail,
    path_text,
)
from cardtui.cli.group import CardtuiGroup
from cardtui.i18n import t, t_first


@click.group(
    cls=CardtuiGroup,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
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


@main.command("list")
@LANG_OPTION
@click.pass_context
def list_games(ctx: click.Context, lang: str | None) -> None:
    """List the games with their ids and names."""
    from cardtui.engine import all_games

    chosen = choose_language(ctx, lang)
    for game in all_games():
        counts = game.seat_counts
        contiguous = counts == tuple(range(counts[0], counts[-1] + 1))
        seats = (
            str(counts[0])
            if len(counts) == 1
            else f"{counts[0]}-{counts[-1]}"
            if contiguous
            else t("cli.join_or", a=", ".join(map(str, counts[:-1])), b=counts[-1])
        )
        players = t("cli.seats", n=seats, count=counts[-1])
        click.echo(f"{game.id:<20} {game.name(chosen)}  ({players})")


@main.command()
@click.argument("game_id", required=False)
@click.option(
    "--phase",
    default=None,
    metavar="PHASE",
    help="Print only the section of this phase of play (bid, play...).",
)
@LANG_OPTION
@click.pass_context
def rules(
    ctx: click.Context, game_id: str | None, lang: str | None, phase: str | None = None
) -> None:
    """Print the rulebook page of GAME_ID (without one: list the games)."""
    from cardtui.rulebook import rulebook_page, strip_tags

    chosen = choose_language(ctx, lang)
    if game_id is None:
        from cardtui.engine import all_games

        click.echo(t("cli.rules_pick"))
        for game in all_games():
            click.echo(f"  {game.id:<20} {game.name(chosen)}")
        click.echo(t("cli.rules_usage"))
        return
    game_or_fail(game_id)
    text = rulebook_page(game_id, chosen)
    if text is None:
        fail(t("cli.no_rulebook", name=game_id))
    if phase is not None:
        from cardtui.cli.learn import phase_section_or_fail

        text = phase_section_or_fail(text, game_id, phase)
    from rich.markdown import Markdown

    from cardtui.cli.console import stdout_console

    stdout_console().print(Markdown(strip_tags(text)))


@main.command()
@click.argument("game_id")
@LANG_OPTION
@click.pass_context
def options(ctx: click.Context, game_id: str, lang: str | None) -> None:
    """List the options (house rules) of GAME_ID: values, default and what each does."""
    chosen = choose_language(ctx, lang)
    game = game_or_fail(game_id)
    click.echo(t("cli.options_title", name=game.name(chosen), id=game.id))
    if not game.options:
        click.echo("  " + t("cli.options_none"))
    for spec in game.options:
        click.echo(
            f"  {spec.key}={_values(spec)}  "
            + t("cli.option_default", value=_shown(spec, spec.default))
        )
        click.echo(
            "      " + t_first(f"option.{game.id}.{spec.key}", "cli.options_none", game=game.id)
        )
        for choice in spec.choices:
            named = _choice_name(game.id, spec.key, choice)
            if named is not None:
                click.echo(f"        {choice}: {named}")
    click.echo(t("cli.options_usage", id=game.id))


def _choice_name(game_id: str, key: str, choice: str) -> str | None:
    """What a choice value means (the transcript's wording)."""
    from cardtui.cli.transcript import choice_name

    return choice_name(game_id, key, choice)


def _values(spec: Any) -> str:
    """What a value may be: ``true|false``, the choices, ``1..9``, ``1 or more``, seat
    numbers as typed (counted from 1, as the parser counts them)."""
    if spec.kind == "bool":
        return "true|false"
    if spec.kind == "choice":
        return "|".join(spec.choices)
    if spec.kind == "int":
        if spec.maximum is None:
            return t("cli.option_int_open", low=spec.minimum)
        return f"{spec.minimum}..{spec.maximum}"
    if spec.maximum is None:
        return t("cli.option_seats_open", low=spec.minimum)
    return t("cli.option_seats", low=spec.minimum, high=spec.maximum)


def _shown(spec: Any, value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple | list):
        return spec.as_text(value) or "-"  # seats as typed: numbered from 1
    return str(value)


@main.command()
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--tui", is_flag=True, help="Open the record in the app's replay viewer.")
@LANG_OPTION
@click.pass_context
def replay(ctx: click.Context, path: Path, lang: str | None, tui: bool = False) -> None:
    """Print a match record (a save or a --record file) as a readable transcript."""
    from cardtui.cli.transcript import transcript

    choose_language(ctx, lang)
    records = _checked_records(path)
    if tui:  # the first record of a file of several
        from cardtui.ui.launch import run_app

        run_app(lang=lang or (ctx.obj.get("lang") if ctx.obj else None), replay=records[0])
        return
    for record in records:
        click.echo(transcript(record))


def _checked_records(path: Path) -> list[Any]:
    """The records in ``path``, each replayed as the app would; one line and exit 2 if not."""
    from cardtui.engine import CardtuiError
    from cardtui.engine.replay import replay as replay_record
    from cardtui.storage.files import one_line
    from cardtui.storage.saves import load_record_path

    try:
        records = load_record_path(path)
        for record in records:
            replay_record(record)
    except FileNotFoundError:
        fail(f"{path_text(path)}: no such file")
    except Exception as exc:  # CardtuiError, OSError, or whatever a game raises on damage
        detail = one_line(str(exc) or type(exc).__name__, 160)
        kind = "" if isinstance(exc, (CardtuiError, OSError)) else f"{type(exc).__name__}: "
        fail(f"{path_text(path)}: {t('cli.not_a_record')} ({kind}{detail})")
    return records


@main.command(
    epilog="List a game's options, their values and defaults with: "
    "cardtui options GAME_ID. The games: cardtui list."
)
@click.argument("game_id")
@click.option(
    "--seats",
    "seats_text",
    default=None,
    help="Seat kinds, comma separated: human, human:NAME, random, beginner, simple, strong.",
)
@click.option(
    "--seed",
    type=int,
    default=None,
    help="Seed of the shuffles: the same seed deals the same cards "
    "(default: a new one each match).",
)
@click.option(
    "--option",
    "option_pairs",
    multiple=True,
    metavar="KEY=VALUE",
    help="Game option (house rule); repeat for several. See them with: cardtui options GAME_ID.",
)
@LANG_OPTION
@click.pass_context
def play(
    ctx: click.Context,
    game_id: str,
    seats_text: str | None,
    seed: int | None,
    option_pairs: tuple[str, ...],
    lang: str | None,
) -> None:
    """Open the table of GAME_ID directly."""
    requested = lang or (ctx.obj.get("lang") if ctx.obj else None)
    choose_language(ctx, lang)
    game = game_or_fail(game_id)
    seats = None
    if seats_text:
        seats = [s.strip() for s in seats_text.split(",") if s.strip()]
        bad = [s for s in seats if s.split(":", 1)[0] not in SEAT_KINDS]
        if bad:
            fail(f"bad seat {cut(bad[0])!r}; seat kinds: {', '.join(SEAT_KINDS)} (human:NAME too)")
        check_seat_count(game, len(seats))
    options = options_or_fail(game, option_pairs, len(seats) if seats else None)
    from cardtui.ui.launch import run_app

    run_app(game_id=game_id, seats=seats, seed=seed, options=options, lang=requested)


def _register() -> None:
    """The commands kept in their own modules: runs, statistics, learning, network."""
    from cardtui.cli.bot_runs import arena_command, simulate
    from cardtui.cli.learn import analyse_command
    from cardtui.cli.net import COMMANDS
    from cardtui.cli.stats import stats_command

    for command in (simulate, arena_command, stats_command, analyse_command, *COMMANDS):
        main.add_command(command)


_register()
