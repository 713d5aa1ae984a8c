"""The ``cardtui`` command line (click).

Nothing here imports textual at module level: ``cardtui --help`` and the
headless commands stay fast; only ``cardtui`` and ``cardtui play`` load the UI.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import click

from cardtui import __version__
from cardtui.cli.entry import interrupted, pipe_closed
from cardtui.cli.progress import progress_on_stderr
from cardtui.i18n import LANGUAGES, has, number_text, set_language, system_language, t, t_first
from cardtui.safe_text import safe_line

SEAT_KINDS = ("human", "random", "beginner", "simple", "strong")
MAX_DEALS = 100_000
"""The most deals one ``simulate`` plays (records and statistics grow with them)."""
MAX_WORLDS = 10_000
"""The most worlds per decision ``--worlds`` takes (``simulate``, ``arena``)."""
MIN_BUDGET, MAX_BUDGET = 0.001, 10.0
"""The strong bot's seconds per decision ``arena --budget`` takes."""
ECHO_ARG = 40
"""The most characters of one argument an error line repeats."""
ECHO_TOKEN = 100
"""The longest unbroken piece of text (a path) an error line keeps whole; longer ones lose
their middle (a safety net for what :func:`cut` did not shorten)."""
ECHO_LINE = 400
"""The longest error line."""

_LONG_TOKEN = re.compile(rf"[^\s,;]{{{ECHO_TOKEN + 1},}}")


def cut(text: str, limit: int = ECHO_ARG) -> str:
    """``text`` shortened to ``limit`` characters with an ellipsis (for echoing arguments)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _cut_middle(text: str, limit: int = ECHO_TOKEN) -> str:
    head = limit // 3
    return text[:head] + "…" + text[-(limit - head - 1) :]


def short_line(message: str) -> str:
    """``message`` on one safe line: control characters replaced, long pieces and the line cut."""
    line = safe_line(message)
    line = _LONG_TOKEN.sub(lambda m: _cut_middle(m.group(0)), line)
    return cut(line, ECHO_LINE)


def fail(message: str) -> NoReturn:
    """Print a one-line error (long echoed arguments cut) and exit with code 2."""
    click.echo(f"cardtui: error: {short_line(message)}", err=True)
    sys.exit(2)


def _quiet_exit(exc: BaseException) -> None:
    """Ctrl-C and a closed pipe end the program quietly; anything else is not handled here."""
    if isinstance(exc, KeyboardInterrupt):
        interrupted()
    if isinstance(exc, BrokenPipeError):
        pipe_closed()
    return None


def show_error(exc: click.ClickException) -> None:
    """click's error text (usage, hint, ``Error: ...``), each line made safe and cut."""
    import io

    text = io.StringIO()
    exc.show(file=text)
    for line in text.getvalue().splitlines():
        click.echo(short_line(line) if line.strip() else "", err=True)


class CardtuiGroup(click.Group):
    """click's group, with cardtui's endings: short, safe error lines, Ctrl-C 130, pipe 141.

    click's own messages echo a bad value whole (a 5,000-digit ``--seed``) and
    say "Aborted!" after Ctrl-C or exit 1 on a closed pipe; here each is one
    line with the value cut and made safe, 130 and 141.
    """

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; Ctrl-C and a closed pipe end quietly (before click sees them)."""
        try:
            return super().invoke(ctx)
        except (KeyboardInterrupt, BrokenPipeError) as exc:
            _quiet_exit(exc)
            raise

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """click's ``main`` with error messages cut and made safe."""
        standalone = kwargs.pop("standalone_mode", True)
        try:
            done = super().main(*args, standalone_mode=False, **kwargs)  # type: ignore[call-overload]
        except click.exceptions.Abort:
            if not standalone:
                raise
            interrupted()
        except click.ClickException as exc:
            if not standalone:
                raise
            show_error(exc)
            sys.exit(exc.exit_code)
        except (KeyboardInterrupt, BrokenPipeError) as exc:
            _quiet_exit(exc)
            raise
        if not standalone:
            return done
        sys.exit(done if isinstance(done, int) else 0)  # ``ctx.exit(code)`` returns its code


def _use_language(lang: str | None) -> str:
    chosen = lang or system_language()
    set_language(chosen)
    return chosen


def _game(game_id: str) -> Any:
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id)
    except UnknownGame as exc:
        fail(f"unknown game {cut(game_id)!r}; choose one of: {', '.join(exc.known)}")


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

    chosen = _lang(ctx, lang)
    if game_id is None:
        from cardtui.engine import all_games

        click.echo(t("cli.rules_pick"))
        for game in all_games():
            click.echo(f"  {game.id:<20} {game.name(chosen)}")
        click.echo(t("cli.rules_usage"))
        return
    _game(game_id)
    text = rulebook_page(game_id, chosen)
    if text is None:
        fail(t("cli.no_rulebook", name=game_id))
    if phase is not None:
        from cardtui.cli.learn import phase_section_or_fail

        text = phase_section_or_fail(text, game_id, phase)
    from rich.markdown import Markdown

    from cardtui.cli.console import stdout_console

    stdout_console().print(Markdown(strip_tags(text)))


def _parse_bots(text: str) -> list[str]:
    from cardtui.bots import LEVELS

    levels = [b.strip() for b in text.split(",") if b.strip()]
    bad = [b for b in levels if b not in LEVELS]
    if not levels or bad:
        fail(f"bad --bots value {cut(text)!r}; bot levels: {', '.join(LEVELS)}")
    return levels


@main.command()
@click.argument("game_id")
@LANG_OPTION
@click.pass_context
def options(ctx: click.Context, game_id: str, lang: str | None) -> None:
    """List the options (house rules) of GAME_ID: values, default and what each does."""
    chosen = _lang(ctx, lang)
    game = _game(game_id)
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
    from cardtui.engine import OptionError

    chosen = _lang(ctx, lang)
    game = _game(game_id)
    levels = _parse_bots(bots_text)
    if not 1 <= deals <= MAX_DEALS:
        fail(f"--deals must be 1 to {MAX_DEALS}, not {cut(str(deals))}")
    _check_worlds(worlds)
    default = len(levels) if len(levels) > 1 else game.default_seats
    n = seats if seats is not None else default
    _check_seat_count(game, n)
    options = _options(game, option_pairs, n)
    if record_path is not None:
        _check_writable(record_path)
    stream = _record_stream(record_path)
    on_match = None if stream is None else stream.add
    try:
        with progress_on_stderr(t("cli.simulating"), deals) as on_deal:
            report = run(
                game,
                deals,
                seed,
                levels,
                options,
                n,
                on_deal=on_deal,
                on_match=on_match,
                worlds=worlds,
            )
    except OptionError as exc:
        if stream is not None:
            stream.abandon()
        fail(str(exc))
    except OSError as exc:
        if stream is not None:
            stream.abandon()
        fail(f"{_path_text(record_path)}: {exc.strerror or exc}")
    except BaseException:  # Ctrl-C included: no temporary file stays behind
        if stream is not None:
            stream.abandon()
        raise
    written = _close_stream(stream)
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        _print_report(report.to_json(), game.name(chosen))
    if written:
        fail(written)


def _path_text(path: Path | None, limit: int = 80) -> str:
    """A path for a message: one safe line, a long one cut in the middle (the name stays)."""
    from cardtui.storage.files import one_line

    text = one_line(str(path), 10_000)
    return text if len(text) <= limit else _cut_middle(text, limit)


def _record_stream(path: Path | None) -> Any:
    """The stream for ``--record``, opened before the run so a bad path fails at once."""
    if path is None:
        return None
    from cardtui.storage.record_stream import RecordStream

    try:
        return RecordStream(path)
    except OSError as exc:
        fail(f"--record {_path_text(path)}: cannot write there ({exc.strerror or exc})")
    except ValueError:  # an empty name or a NUL in it
        fail(f"--record {_path_text(path)}: not a file name")


def _close_stream(stream: Any) -> str:
    """Move the record file into place; the error line when that fails (else "")."""
    if stream is None:
        return ""
    try:
        stream.close()
    except OSError as exc:
        stream.abandon()
        return f"could not write the records to {_path_text(stream.path)}: {exc.strerror or exc}"
    return ""


def _check_seat_count(game: Any, n: int) -> None:
    """Refuse a seat count the game cannot be played with (``--seats 0`` included)."""
    counts = game.seat_counts
    if n not in counts:
        allowed = (
            str(counts[0])
            if len(counts) == 1
            else f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"
        )
        fail(f"{game.id} is played by {allowed} players, not {n}")


def _check_writable(path: Path) -> None:
    """Fail before a long run when ``path`` cannot be written (folder missing, read-only...)."""
    from cardtui.storage.files import FileProblem, check_replaceable

    if not path.name or os.path.isdir(path):
        fail(f"--record {path}: not a file name")
    try:
        check_replaceable(path)  # a link, FIFO, socket or device is never replaced
    except FileProblem as exc:
        fail(f"--record {_path_text(path)}: {exc}")
    probe = path.with_name(path.name + ".tmp")
    try:
        with open(probe, "x", encoding="utf-8"):
            pass
        os.unlink(probe)
    except FileExistsError:
        pass
    except OSError as exc:
        fail(f"--record {path}: cannot write there ({exc.strerror or exc})")


def _print_report(data: dict[str, Any], title: str) -> None:
    from rich.table import Table

    from cardtui.cli.console import stdout_console

    console = stdout_console()
    seats = Table(title=f"{title}: {t('cli.deals_played', n=data['deals'])}")
    for head in (
        "cli.col_seat",
        "cli.col_bot",
        "cli.col_deals_won",
        "cli.col_matches_won",
        "cli.col_avg_points",
    ):
        seats.add_column(t(head), justify="right")
    for row in data["per_seat"]:
        level = f"cli.level.{row['bot']}"
        seats.add_row(
            str(row["seat"] + 1),
            t(level) if has(level) else row["bot"],
            str(row["deals_won"]),
            str(row["matches_won"]),
            number_text(row["average_card_points"], 1),
        )
    console.print(seats)
    if data["per_team"]:
        teams = Table(title=t("cli.teams"))
        for head in (
            "cli.col_team",
            "cli.col_deals_won",
            "cli.col_matches_won",
            "cli.col_avg_points",
        ):
            teams.add_column(t(head), justify="right")
        for row in data["per_team"]:
            teams.add_row(
                "+".join(str(seat + 1) for seat in row["seats"]),
                str(row["deals_won"]),
                str(row["matches_won"]),
                number_text(row["average_card_points"], 1),
            )
        console.print(teams)
    outcomes = ", ".join(
        f"{t('outcome.' + k, game=data['game'])}: {v}" for k, v in sorted(data["outcomes"].items())
    )
    console.print(t("cli.outcomes", outcomes=outcomes))
    if "lengths" in data:
        lengths = data["lengths"]
        console.print(
            t(f"cli.lengths.{lengths['unit']}", **{k: v for k, v in lengths.items() if k != "unit"})
        )
    console.print(
        t(
            "cli.rate",
            matches=data["matches_finished"],
            rate=number_text(data["deals_per_second"], 1),
        )
    )


@main.command()
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--tui", is_flag=True, help="Open the record in the app's replay viewer.")
@LANG_OPTION
@click.pass_context
def replay(ctx: click.Context, path: Path, lang: str | None, tui: bool = False) -> None:
    """Print a match record (a save or a --record file) as a readable transcript."""
    from cardtui.cli.transcript import transcript

    _lang(ctx, lang)
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
        fail(f"{_path_text(path)}: no such file")
    except Exception as exc:  # CardtuiError, OSError, or whatever a game raises on damage
        detail = one_line(str(exc) or type(exc).__name__, 160)
        kind = "" if isinstance(exc, (CardtuiError, OSError)) else f"{type(exc).__name__}: "
        fail(f"{_path_text(path)}: {t('cli.not_a_record')} ({kind}{detail})")
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
    _lang(ctx, lang)
    game = _game(game_id)
    seats = None
    if seats_text:
        seats = [s.strip() for s in seats_text.split(",") if s.strip()]
        bad = [s for s in seats if s.split(":", 1)[0] not in SEAT_KINDS]
        if bad:
            fail(f"bad seat {cut(bad[0])!r}; seat kinds: {', '.join(SEAT_KINDS)} (human:NAME too)")
        _check_seat_count(game, len(seats))
    options = _options(game, option_pairs, len(seats) if seats else None)
    from cardtui.ui.launch import run_app

    run_app(game_id=game_id, seats=seats, seed=seed, options=options, lang=requested)


def _check_worlds(worlds: int | None) -> None:
    if worlds is not None and not 1 <= worlds <= MAX_WORLDS:
        fail(f"--worlds must be 1 to {MAX_WORLDS}, not {cut(str(worlds))}")


def _max_jobs() -> int:
    """The most worker processes ``arena --jobs`` takes: the machine's cores."""
    return max(1, os.cpu_count() or 1)


def _check_arena_bounds(deals: int, budget: float | None, jobs: int) -> None:
    """One line naming the option for a value out of its bounds (exit 2)."""
    if not 1 <= deals <= MAX_DEALS:
        fail(f"--deals must be 1 to {MAX_DEALS}, not {cut(str(deals))}")
    if budget is not None and not MIN_BUDGET <= budget <= MAX_BUDGET:  # nan fails too
        fail(f"--budget must be {MIN_BUDGET} to {MAX_BUDGET} seconds, not {cut(str(budget))}")
    if not 1 <= jobs <= _max_jobs():
        fail(f"--jobs must be 1 to {_max_jobs()} (the cores of this machine), not {cut(str(jobs))}")


@main.command("arena")
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

    chosen = _lang(ctx, lang)
    game = _game(game_id)
    levels = _parse_bots(bots_text)
    if len(levels) != 2:
        fail(f"--bots takes two levels, A,B (got {cut(bots_text)!r})")
    _check_arena_bounds(deals, budget, jobs)
    _check_worlds(worlds)
    n = seats if seats is not None else game.default_seats
    _check_seat_count(game, n)
    options = _options(game, option_pairs, n)
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


def _register_stats() -> None:
    from cardtui.cli.learn import analyse_command
    from cardtui.cli.stats import stats_command

    main.add_command(stats_command)
    main.add_command(analyse_command)


_register_stats()


def _register_net() -> None:
    from cardtui.cli.net import COMMANDS

    for command in COMMANDS:
        main.add_command(command)


_register_net()
