"""The itemised score of a deal as a small table, for every game.

Renders :attr:`DealSummary.lines` (:mod:`cardtui.engine.score`): one row per
line, the item in words (the line's i18n code, its arguments filled in: players'
names for seats, card glyphs for cards, suit names for a ``suit``), one column
per side of the deal. Terms after the first are shown with their sign, so the
sum reads as a sum; a total sits under a rule, bold, the last one emphasised;
a rule that converts is italic; notes are dim. A total that only repeats the
rule just above it is not drawn again: the rule's row is shown as the total.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich import box
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, DealSummary
from cardtui.engine.score import HALF, NOTE, RULE, TERM, TOTAL, ArgValue, ScoreLine
from cardtui.i18n import number_text, t
from cardtui.ui.text import cards_text, seat_list, trump_text

FINAL = Style(bold=True, color="#ffd75f")
TOTAL_STYLE = Style(bold=True)
ROLE_STYLES = {
    TERM: Style(),
    TOTAL: TOTAL_STYLE,
    RULE: Style(italic=True),
    NOTE: Style(dim=True),
}

LINES = box.Box("    \n    \n ── \n    \n ── \n    \n    \n    \n")
"""``box.SIMPLE_HEAD`` that also rules a section off (the line above a total)."""
ASCII_LINES = box.Box("    \n    \n -- \n    \n -- \n    \n    \n    \n", ascii=True)
""":data:`LINES` with plain hyphens (ASCII card style)."""


def amount_text(value: int, unit: str, signed: bool, ascii_only: bool = False) -> str:
    """``75``, ``+5``, ``-2``; half-points as ``12½`` (``12.5``, Russian ``12,5``, in ASCII;
    ``unit == "half"``)."""
    if unit == HALF:
        whole, odd = divmod(abs(value), 2)
        if ascii_only:
            body = number_text(whole + 0.5, 1) if odd else str(whole)  # Russian: 12,5
        else:
            body = (str(whole) if whole or not odd else "") + ("½" if odd else "")
    else:
        body = str(abs(value))
    if value < 0:
        return "-" + body
    return ("+" + body) if signed and value else body


def arg_text(
    key: str, value: ArgValue, names: Sequence[str], game: str, ascii_only: bool
) -> object:
    if key == "seat" or key.endswith("_seat"):
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else value
    if (key == "seats" or key.endswith("_seats")) and isinstance(value, tuple):
        return seat_list([v for v in value if isinstance(v, int)], names)
    if key == "suit" and isinstance(value, str):
        return trump_text(game, value, ascii_only) if value else ""
    if isinstance(value, Card):
        return cards_text([value], ascii_only)
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return cards_text([v for v in value if isinstance(v, Card)], ascii_only)
    return value


def line_text(line: ScoreLine, names: Sequence[str], game: str, ascii_only: bool = False) -> str:
    """The words of one line, its arguments filled in."""
    values: dict[str, Any] = {k: arg_text(k, v, names, game, ascii_only) for k, v in line.args}
    try:
        return t(line.code, game=game, **values)
    except (KeyError, IndexError, ValueError):
        return t(line.code, game=game)


def lines_sign(game: str) -> int:
    """The sign the game shows its score lines with (``-1``: penalty points, as its sheet)."""
    from cardtui.engine.registry import get_game
    from cardtui.engine.sheet import sheet_rules

    try:
        return sheet_rules(get_game(game)).lines_sign
    except KeyError:
        return 1


def shown_amounts(line: ScoreLine, sign: int) -> tuple[int, ...] | None:
    """The line's amounts as the game's sheet writes them (:func:`lines_sign`)."""
    if line.amounts is None or sign == 1:
        return line.amounts
    return tuple(-a for a in line.amounts)


def _cells(line: ScoreLine, first_term: bool, ascii_only: bool, sign: int = 1) -> list[str]:
    amounts = shown_amounts(line, sign)
    if amounts is None:
        return []
    unit = line.unit
    if line.role == TERM:
        return [
            amount_text(a, unit, not first_term, ascii_only) if a or first_term else ""
            for a in amounts
        ]
    signed = any(a < 0 for a in amounts) and line.role != NOTE
    return [amount_text(a, unit, signed, ascii_only) for a in amounts]


def breakdown_table(
    summary: DealSummary,
    names: Sequence[str],
    game: str,
    side_name: Callable[[int, Sequence[int]], str],
    side_colour: Callable[[int], str],
    ascii_only: bool = False,
) -> Table:
    """The table of one deal's lines: item, then one amount column per side."""
    table = Table(
        box=ASCII_LINES if ascii_only else LINES,
        expand=True,
        pad_edge=False,
        show_edge=False,
        collapse_padding=True,
    )
    table.add_column(t("ui.breakdown.title"), ratio=1, overflow="fold")
    for index, side in enumerate(summary.teams):
        table.add_column(
            side_name(index, side), justify="right", style=side_colour(index), no_wrap=True
        )
    lines = summary.lines
    sign = lines_sign(game)
    last_total = max((i for i, line in enumerate(lines) if line.role == TOTAL), default=-1)
    first_term = True
    for index, line in enumerate(lines):
        if index and _folded(lines[index - 1], line, lines[:index]):
            continue
        cells = _cells(line, first_term, ascii_only, sign)
        first_term = first_term and line.role != TERM
        total_here = line.role == TOTAL or (
            index + 1 < len(lines) and _folded(line, lines[index + 1], lines[: index + 1])
        )
        if total_here:
            table.add_section()
        final = index == last_total or (total_here and index + 1 == last_total)
        style = FINAL if final else TOTAL_STYLE if total_here else ROLE_STYLES[line.role]
        text = Text(line_text(line, names, game, ascii_only), style)
        row_cells = [Text(c, style if line.role != TERM else Style()) for c in cells]
        row_cells += [Text("")] * (len(summary.teams) - len(row_cells))
        table.add_row(text, *row_cells)
    return table


def _folded(before: ScoreLine, line: ScoreLine, above: Sequence[ScoreLine]) -> bool:
    """A total that only repeats the line just above it (``above`` ends with it): a rule,
    or the one term since the start or the last rule. That row then stands for the total."""
    if line.role != TOTAL or before.amounts != line.amounts or before.unit != line.unit:
        return False
    if before.role == RULE:
        return True
    if before.role != TERM:
        return False
    terms = 0
    for earlier in reversed(above):
        if earlier.role in (RULE, TOTAL):
            break
        terms += earlier.role == TERM
    return terms == 1
