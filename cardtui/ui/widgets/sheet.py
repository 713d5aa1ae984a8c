"""The score sheet a game describes as data (:mod:`cardtui.engine.sheet`), drawn for every game.

Cells become text (catalogue words with their arguments, players' names, card
glyphs), the history a Rich table in the scoreboards' style, the match result a
column of lines emphasised by their tone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine.sheet import (
    DRAW,
    FAINT,
    GAIN,
    LOSS,
    LOSS_AMOUNT,
    NOTE,
    PLAIN,
    SHAME,
    STRONG,
    TITLE,
    WIN,
    Cards,
    Cell,
    Joined,
    Marked,
    Piece,
    ResultLine,
    Scores,
    ScoreSheet,
    Seats,
    Suit,
    Words,
)
from cardtui.i18n import t
from cardtui.ui.text import ASCII_SUITS, SUIT_GLYPHS, cards_text, lookup, seat_list
from cardtui.ui.widgets.breakdown import arg_text

ASCII_SIMPLE_HEAD = box.Box("    \n    \n -- \n    \n    \n    \n    \n    \n", ascii=True)
"""``box.SIMPLE_HEAD`` drawn with a plain hyphen (ASCII card style)."""

TONES: dict[str, Style] = {
    WIN: Style(bold=True, color="green"),
    LOSS: Style(),
    DRAW: Style(bold=True),
    TITLE: Style(bold=True, color="yellow"),
    SHAME: Style(bold=True, color="#ffd75f"),
    NOTE: Style(dim=True),
    PLAIN: Style(bold=True),
}
"""How a result line of each tone is drawn."""

MARKS: dict[str, Style] = {
    GAIN: Style(color="#57ab5a", bold=True),
    LOSS_AMOUNT: Style(color="#e5534b", bold=True),
    STRONG: Style(bold=True),
    FAINT: Style(dim=True),
    "": Style(),
}
"""How a :class:`Marked` piece of each tone is drawn (a side's colour comes on top)."""


def head_box(ascii_only: bool) -> box.Box:
    """The rule under a table's header, in the current card style."""
    return ASCII_SIMPLE_HEAD if ascii_only else box.SIMPLE_HEAD


def piece_text(piece: Piece, names: Sequence[str], game: str, ascii_only: bool = False) -> str:
    """The text of one piece of a cell."""
    if isinstance(piece, str):
        return piece
    if isinstance(piece, Words):
        return words_text(piece, names, game, ascii_only)
    if isinstance(piece, Seats):
        return seat_list(piece.seats, names)
    if isinstance(piece, Cards):
        return cards_text(list(piece.cards), ascii_only) if piece.cards else "-"
    if isinstance(piece, Scores):
        return ", ".join(f"{names[s]} {v}" for s, v in enumerate(piece.scores) if s < len(names))
    if isinstance(piece, Suit):
        return (ASCII_SUITS if ascii_only else SUIT_GLYPHS).get(piece.suit, piece.suit)
    if isinstance(piece, Marked):
        return piece_text(piece.piece, names, game, ascii_only)
    return piece.sep.join(piece_text(p, names, game, ascii_only) for p in piece.parts)


def words_text(words: Words, names: Sequence[str], game: str, ascii_only: bool = False) -> str:
    """The catalogue text of ``words`` (the game's own file first), its arguments filled in."""
    raw = lookup(words.code, game)
    if raw is None:
        return words.fallback or words.code
    if not words.args:
        return raw
    values: dict[str, Any] = {
        key: piece_text(value, names, game, ascii_only)
        if isinstance(value, Words | Seats | Cards | Scores | Suit | Joined | Marked)
        else arg_text(key, value, names, game, ascii_only)
        for key, value in words.args
    }
    return t(words.code, game=game, **values)


def cell_text(cell: Cell, names: Sequence[str], game: str, ascii_only: bool = False) -> str:
    """The text of a cell: its pieces joined as they are."""
    return "".join(piece_text(p, names, game, ascii_only) for p in cell)


def cell_renderable(
    cell: Cell,
    names: Sequence[str],
    game: str,
    colour: Callable[[int], str],
    ascii_only: bool = False,
) -> str | Text:
    """A cell for a table: plain text, or a :class:`Text` when a piece of it is marked (a
    first marked piece gives the whole cell its style, the padding too)."""
    if not any(isinstance(p, Marked) for p in cell):
        return cell_text(cell, names, game, ascii_only)

    def style_of(piece: Piece) -> Style:
        if not isinstance(piece, Marked):
            return Style()
        style = MARKS[piece.tone]
        return style if piece.side is None else Style(color=colour(piece.side)) + style

    first, rest = cell[0], cell[1:]
    out = Text(piece_text(first, names, game, ascii_only), style_of(first))
    for piece in rest:
        out.append(piece_text(piece, names, game, ascii_only), style_of(piece))
    return out


def sheet_table(
    sheet: ScoreSheet,
    names: Sequence[str],
    game: str,
    colour: Callable[[int], str],
    ascii_only: bool = False,
) -> Table:
    """The history table: a heading, a column per :class:`SheetColumn`, a row per deal."""
    table = Table(
        title=cell_text(sheet.title, names, game, ascii_only),
        title_style="bold",
        box=head_box(ascii_only),
        expand=False,
        pad_edge=False,
        collapse_padding=sheet.compact,
    )
    for column in sheet.columns:
        style: str | Style = "" if column.side is None else colour(column.side)
        if column.tone:
            side = Style() if column.side is None else Style(color=colour(column.side))
            style = side + MARKS[column.tone]
        table.add_column(
            cell_text(column.title, names, game, ascii_only),
            justify=column.justify,  # type: ignore[arg-type]
            style=style,
        )
    for row in sheet.rows:
        if row.section:
            table.add_section()
        cells = (cell_renderable(c, names, game, colour, ascii_only) for c in row.cells)
        table.add_row(*cells, style=MARKS[row.tone] if row.tone else None)
    return table


def result_group(
    lines: Sequence[ResultLine], names: Sequence[str], game: str, ascii_only: bool = False
) -> RenderableType:
    """The match result: one line per :class:`ResultLine`, in its tone."""
    return Group(
        *(Text(cell_text(line.cell, names, game, ascii_only), TONES[line.tone]) for line in lines)
    )
