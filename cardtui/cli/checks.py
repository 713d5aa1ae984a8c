"""What every command checks before it runs, and the one line it fails with.

Arguments are checked up front (a game, its options, seat counts, bot levels, the
bounds of ``--deals``, ``--worlds``, ``--budget`` and ``--jobs``, a ``--record`` path),
each failing with one safe, cut line and exit code 2 (:func:`fail`).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import click

from cardtui.i18n import LANGUAGES, set_language, system_language
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


def cut_middle(text: str, limit: int = ECHO_TOKEN) -> str:
    head = limit // 3
    return text[:head] + "…" + text[-(limit - head - 1) :]


def short_line(message: str) -> str:
    """``message`` on one safe line: control characters replaced, long pieces and the line cut."""
    line = safe_line(message)
    line = _LONG_TOKEN.sub(lambda m: cut_middle(m.group(0)), line)
    return cut(line, ECHO_LINE)


def fail(message: str) -> NoReturn:
    """Print a one-line error (long echoed arguments cut) and exit with code 2."""
    click.echo(f"cardtui: error: {short_line(message)}", err=True)
    sys.exit(2)


def use_language(lang: str | None) -> str:
    chosen = lang or system_language()
    set_language(chosen)
    return chosen


def game_or_fail(game_id: str) -> Any:
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id)
    except UnknownGame as exc:
        fail(f"unknown game {cut(game_id)!r}; choose one of: {', '.join(exc.known)}")


def options_or_fail(game: Any, pairs: Sequence[str], seats: int | None) -> dict[str, Any]:
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


def choose_language(ctx: click.Context, lang: str | None) -> str:
    parent = ctx.obj.get("lang") if ctx.obj else None
    return use_language(lang or parent)


def parse_bots(text: str) -> list[str]:
    from cardtui.bots import BENCHMARK_LEVELS, LEVELS

    known = (*LEVELS, *BENCHMARK_LEVELS)
    levels = [b.strip() for b in text.split(",") if b.strip()]
    bad = [b for b in levels if b not in known]
    if not levels or bad:
        fail(f"bad --bots value {cut(text)!r}; bot levels: {', '.join(known)}")
    return levels


def path_text(path: Path | None, limit: int = 80) -> str:
    """A path for a message: one safe line, a long one cut in the middle (the name stays)."""
    from cardtui.storage.files import one_line

    text = one_line(str(path), 10_000)
    return text if len(text) <= limit else cut_middle(text, limit)


def check_seat_count(game: Any, n: int) -> None:
    """Refuse a seat count the game cannot be played with (``--seats 0`` included)."""
    counts = game.seat_counts
    if n not in counts:
        allowed = (
            str(counts[0])
            if len(counts) == 1
            else f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"
        )
        fail(f"{game.id} is played by {allowed} players, not {n}")


def check_writable(path: Path) -> None:
    """Fail before a long run when ``path`` cannot be written (folder missing, read-only...)."""
    from cardtui.storage.files import FileProblem, check_replaceable

    if not path.name or os.path.isdir(path):
        fail(f"--record {path}: not a file name")
    try:
        check_replaceable(path)  # a link, FIFO, socket or device is never replaced
    except FileProblem as exc:
        fail(f"--record {path_text(path)}: {exc}")
    probe = path.with_name(path.name + ".tmp")
    try:
        with open(probe, "x", encoding="utf-8"):
            pass
        os.unlink(probe)
    except FileExistsError:
        pass
    except OSError as exc:
        fail(f"--record {path}: cannot write there ({exc.strerror or exc})")


def check_worlds(worlds: int | None) -> None:
    if worlds is not None and not 1 <= worlds <= MAX_WORLDS:
        fail(f"--worlds must be 1 to {MAX_WORLDS}, not {cut(str(worlds))}")


def max_jobs() -> int:
    """The most worker processes ``arena --jobs`` takes: the machine's cores."""
    return max(1, os.cpu_count() or 1)


def check_arena_bounds(deals: int, budget: float | None, jobs: int) -> None:
    """One line naming the option for a value out of its bounds (exit 2)."""
    if not 1 <= deals <= MAX_DEALS:
        fail(f"--deals must be 1 to {MAX_DEALS}, not {cut(str(deals))}")
    if budget is not None and not MIN_BUDGET <= budget <= MAX_BUDGET:  # nan fails too
        fail(f"--budget must be {MIN_BUDGET} to {MAX_BUDGET} seconds, not {cut(str(budget))}")
    if not 1 <= jobs <= max_jobs():
        fail(f"--jobs must be 1 to {max_jobs()} (the cores of this machine), not {cut(str(jobs))}")
