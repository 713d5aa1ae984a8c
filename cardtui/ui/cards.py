"""Drawing cards with box characters (or ASCII) on a small character canvas.

A :class:`Canvas` is a grid of cells with styles that the table widgets draw on
and turn into one Rich :class:`~rich.text.Text`. Cards are drawn in two sizes:
3 rows (the trick) and 4 rows (the hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from cardtui.ui.text import card_text

if TYPE_CHECKING:
    from cardtui.engine import Card

RED_SUITS = frozenset("HD")

UNICODE_BOX = ("╭", "╮", "╰", "╯", "─", "│")
ASCII_BOX = ("+", "+", "+", "+", "-", "|")
UNICODE_DASHED = ("┌", "┐", "└", "┘", "┄", "┆")
ASCII_DASHED = (".", ".", "'", "'", ".", ":")
"""Frames of cards that cannot be played now: dashed, so the cue survives without colour."""


FOUR_INKS: dict[str, tuple[str, str]] = {
    "S": ("#101010", "#707070"),
    "H": ("#c8102e", "#b07070"),
    "D": ("#1f4fbf", "#7088c0"),
    "C": ("#117733", "#6a9a70"),
}
"""The four-colour deck: (ink, dimmed ink) by suit."""
MONO_MARKS: dict[str, Style] = {"H": Style(underline=True), "D": Style(italic=True)}
"""The four-colour deck without colour: a mark of its own for the two red suits."""


def _ink(red: bool) -> str:
    return "#c8102e" if red else "#101010"


def _dim_ink(red: bool) -> str:
    return "#b07070" if red else "#707070"


@dataclass(frozen=True)
class CardLook:
    """How cards are drawn: glyph set and colour."""

    ascii_only: bool = False
    colour: bool = True
    four_colour: bool = False
    """♠ black, ♥ red, ♦ blue, ♣ green (in monochrome: ♥ underlined, ♦ italic)."""

    @property
    def box(self) -> tuple[str, str, str, str, str, str]:
        """Corner, edge and side characters."""
        return ASCII_BOX if self.ascii_only else UNICODE_BOX

    @property
    def dashed_box(self) -> tuple[str, str, str, str, str, str]:
        """The frame of a card that cannot be played now."""
        return ASCII_DASHED if self.ascii_only else UNICODE_DASHED

    def face_style(self, card: Card | None, *, legal: bool = True, marked: bool = False) -> Style:
        """The style of a card's face: red or black ink on white, dimmed when not playable."""
        if card is None:
            return self.back_style()
        red = card.suit in RED_SUITS
        if not self.colour:
            mark = MONO_MARKS.get(card.suit, Style()) if self.four_colour else Style()
            return Style(bold=legal, dim=not legal, reverse=marked) + mark
        inks = FOUR_INKS if self.four_colour else None
        if not legal:
            ink = inks[card.suit][1] if inks and card.suit in inks else _dim_ink(red)
            return Style(color=ink, bgcolor="#3a3a3a")
        ink = inks[card.suit][0] if inks and card.suit in inks else _ink(red)
        paper = "#fff4c2" if marked else "#f2f2ee"
        return Style(color=ink, bgcolor=paper, bold=True)

    def border_style(
        self, *, legal: bool = True, selected: bool = False, marked: bool = False
    ) -> Style:
        """The style of a card's frame."""
        if not self.colour:
            return Style(bold=selected or marked, dim=not legal and not selected)
        if selected:
            return Style(color="#ffd75f", bgcolor="#f2f2ee" if legal else "#3a3a3a", bold=True)
        if marked:
            return Style(color="#d7875f", bgcolor="#fff4c2", bold=True)
        if not legal:
            return Style(color="#5a5a5a", bgcolor="#3a3a3a")
        return Style(color="#9a9a9a", bgcolor="#f2f2ee")

    def back_style(self) -> Style:
        """A face-down card."""
        if not self.colour:
            return Style(dim=True)
        return Style(color="#5f87d7", bgcolor="#1c2f5a")

    def label(self, card: Card | None) -> str:
        """Rank and suit as shown on a card (``10♥``, ``Q♣``, ``10h``)."""
        return card_text(card, self.ascii_only)


class Canvas:
    """A grid of characters with styles, rendered to Rich text."""

    def __init__(self, width: int, height: int, style: Style | None = None) -> None:
        self.width = max(0, width)
        self.height = max(0, height)
        self._base = style or Style()
        self._cells: list[list[tuple[str, Style]]] = [
            [(" ", self._base)] * self.width for _ in range(self.height)
        ]

    def put(self, x: int, y: int, text: str, style: Style | None = None) -> None:
        """Write ``text`` starting at ``(x, y)``; anything outside is clipped."""
        if not 0 <= y < self.height:
            return
        row = self._cells[y]
        for offset, char in enumerate(text):
            col = x + offset
            if 0 <= col < self.width:
                row[col] = (char, style or self._base)

    def put_text(self, x: int, y: int, text: Text) -> None:
        """Write a Rich text (one line), keeping its spans' styles."""
        for offset in range(len(text.plain)):
            style = _style_at(text, offset)
            self.put(x + offset, y, text.plain[offset], style)

    def centre(
        self, y: int, text: str, style: Style | None = None, x0: int = 0, width: int | None = None
    ) -> None:
        """Write ``text`` centred in the span ``x0 .. x0 + width``."""
        span = self.width - x0 if width is None else width
        self.put(x0 + max(0, (span - len(text)) // 2), y, text[:span], style)

    def render(self) -> Text:
        """The whole canvas as one Text, rows separated by newlines."""
        out = Text(no_wrap=True, overflow="crop", end="")
        for index, row in enumerate(self._cells):
            if index:
                out.append("\n")
            run_style = None
            run: list[str] = []
            for char, style in row:
                if style is not run_style and run:
                    out.append("".join(run), run_style)
                    run = []
                run_style = style
                run.append(char)
            if run:
                out.append("".join(run), run_style)
        return out


def _style_at(text: Text, offset: int) -> Style:
    base = text.style
    style = base if isinstance(base, Style) else Style.parse(base) if base else Style()
    for span in text.spans:
        if span.start <= offset < span.end:
            span_style = span.style if isinstance(span.style, Style) else Style.parse(span.style)
            style = style + span_style
    return style


CARD_WIDTH = 5
"""Columns of a card in the normal size."""
BIG_WIDTH = 7
"""Columns of a big card (tall terminals)."""


def _face_row(label: str, row: int, height: int, inner: int, shown: int, full: int) -> str:
    """The text of one inner row of a face-up card: the label on top, the suit at the
    bottom right (from 4 rows on) and in the middle of a big card."""
    suit = label[-1:]
    if row == 1:
        return label.ljust(inner)
    if row == height - 2 and height >= 4:
        # A covered card too narrow for its label (10 in 2 columns) shows the suit under it.
        return suit.ljust(inner) if shown - 1 < len(label) else suit.rjust(inner)
    if full > CARD_WIDTH and row == (height - 1) // 2 + (height % 2 == 0):
        return suit.center(inner)
    return " " * inner


def draw_card(
    canvas: Canvas,
    x: int,
    y: int,
    card: Card | None,
    look: CardLook,
    *,
    height: int = 3,
    legal: bool = True,
    selected: bool = False,
    marked: bool = False,
    width: int | None = None,
    full: int = CARD_WIDTH,
) -> None:
    """Draw one card (``None``: face down) with its top-left corner at ``(x, y)``.

    ``full`` is the card's width (5, or 7 for a big card); a ``width`` below it
    draws the card partly covered by the next one (its right edge left out).
    Rank and suit sit top left; from 4 rows on the suit also sits bottom
    right, and a big card shows it in the middle too. A card that is not
    ``legal`` gets a dashed frame as well as dim ink, readable in monochrome.
    """
    shown = full if width is None else width
    tl, tr, bl, br, h, v = look.box if legal or selected else look.dashed_box
    frame = look.border_style(legal=legal, selected=selected, marked=marked)
    face = look.face_style(card, legal=legal, marked=marked)
    inner = full - 2
    canvas.put(x, y, (tl + h * inner + tr)[:shown], frame)
    canvas.put(x, y + height - 1, (bl + h * inner + br)[:shown], frame)
    for row in range(1, height - 1):
        canvas.put(x, y + row, v, frame)
        if shown >= full:
            canvas.put(x + full - 1, y + row, v, frame)
    if card is None:
        fill = "#" if look.ascii_only else "░"
        for row in range(1, height - 1):
            canvas.put(x + 1, y + row, (fill * inner)[: shown - 1], face)
        return
    label = look.label(card)
    if shown - 1 < len(label) - 1 and len(label) > 2:
        label = "X" + label[-1]  # a ten covered down to one column: X (ten), never a bare "1"
    for row in range(1, height - 1):
        text = _face_row(label, row, height, inner, shown, full)
        canvas.put(x + 1, y + row, text[:inner][: shown - 1], face)
