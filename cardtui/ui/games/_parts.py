"""Small drawing pieces shared by the games' scoreboards: bars, tracks of pips, tables.

Everything returns Rich renderables; the words come from the callers (through
:func:`cardtui.i18n.t`), so nothing here needs translating.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, View
from cardtui.engine.facts import facts_in
from cardtui.games.kozel.facts import JacksPublic, KozlyPublic, PriValtakhPublic
from cardtui.i18n import has, t
from cardtui.ui.games import GameHooks
from cardtui.ui.text import ASCII_SUITS, cards_text

SUIT_GLYPHS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}

OVER_COLOUR = "#e5534b"
"""Cells beyond the goal (a «tailed» team, an overshoot)."""
DIM = Style(color="#6e7681")


def bar(
    value: int,
    total: int,
    width: int,
    colour: str,
    ascii_only: bool,
    extra: int = 0,
) -> Text:
    """A horizontal bar of ``width`` cells: ``value`` of ``total`` filled, ``extra`` shaded after it."""
    total = max(1, total)
    full = max(0, min(width, round(width * max(0, value) / total)))
    more = max(0, min(width - full, round(width * max(0, value + extra) / total) - full))
    on, shade, off = ("#", "+", ".") if ascii_only else ("█", "▓", "░")
    out = Text(no_wrap=True, end="")
    out.append(on * full, Style(color=colour, bold=True))
    out.append(shade * more, Style(color=colour, dim=True))
    out.append(off * (width - full - more), DIM)
    return out


def signed_bar(value: int, scale: int, half_width: int, ascii_only: bool) -> Text:
    """A bar around a centre line: negative values grow left (red), positive right (green)."""
    scale = max(1, abs(scale))
    cells = max(0, min(half_width, round(half_width * abs(value) / scale)))
    if value and not cells:
        cells = 1
    on, off, mid = ("#", " ", "|") if ascii_only else ("█", " ", "│")
    out = Text(no_wrap=True, end="")
    left = on * cells if value < 0 else ""
    right = on * cells if value > 0 else ""
    out.append(off * (half_width - len(left)))
    out.append(left, Style(color="#e5534b"))
    out.append(mid, DIM)
    out.append(right, Style(color="#57ab5a"))
    out.append(off * (half_width - len(right)))
    return out


def pips(
    filled: int,
    slots: int,
    colour: str,
    ascii_only: bool,
    *,
    group: int = 0,
    glyphs: tuple[str, str] = ("■", "□"),
    ascii_glyphs: tuple[str, str] = ("#", "."),
) -> Text:
    """A row of ``slots`` pips with ``filled`` of them on; pips past ``slots`` are shown in red.

    ``group`` puts a space after every ``group`` pips, so they can be counted at a glance.
    """
    on, off = ascii_glyphs if ascii_only else glyphs
    out = Text(no_wrap=True, end="")
    shown = max(slots, filled)
    for index in range(shown):
        if group and index and index % group == 0:
            out.append(" ")
        if index == slots and filled > slots:
            out.append("|" if ascii_only else "│", DIM)
        if index < filled:
            style = Style(color=OVER_COLOUR if index >= slots else colour, bold=True)
            out.append(on, style)
        else:
            out.append(off, DIM)
    return out


def chips(count: int, colour: str, ascii_only: bool, group: int = 6) -> Text:
    """``count`` chips in groups (●●●●●● ●●●●), or a dash for none."""
    if count <= 0:
        return Text("-", DIM)
    return pips(
        count, count, colour, ascii_only, group=group, glyphs=("●", "○"), ascii_glyphs=("o", ".")
    )


def grid() -> Table:
    """A borderless table for boards (one row per side)."""
    table = Table.grid(padding=(0, 1))
    return table


def card_list(cards: Iterable[Card | None], ascii_only: bool) -> str:
    """Cards as glyphs, or a dash for none."""
    listed = list(cards)
    return cards_text(listed, ascii_only) if listed else "-"


def suit_glyph(suit: str, ascii_only: bool) -> str:
    """``♥`` (or ``h``) for a suit letter; anything else as it is."""
    table = ASCII_SUITS if ascii_only else SUIT_GLYPHS
    return table.get(suit, suit)


def code_text(game: str, prefix: str, code: object, fallback: str = "") -> str:
    """The text of ``<prefix>.<code>`` in ``game``'s catalogue, else ``fallback`` or the code."""
    key = f"{prefix}.{code}"
    return t(key, game=game) if has(key, game=game) else fallback or str(code)


def seat_ints(values: Sequence[int] | None, n: int, default: int = 0) -> list[int]:
    """A per-seat list of whole numbers from a fact (``default`` each when it is empty)."""
    return [int(v) for v in values or (default,) * n]


def jacks_public(view: View) -> JacksPublic:
    """The public facts of a jacks game (Kozly, Pri Valtakh) as its own class."""
    return facts_in(view.public, JacksPublic, KozlyPublic, PriValtakhPublic)


class TurnedCardHooks(GameHooks):
    """Hooks of the jacks-over-trumps games: a seat note for the holder of the turned card."""

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Who holds the turned trump card (public until it is played)."""
        p = jacks_public(view)
        if p.turned_holder == seat and p.turned_card is not None:
            return t(f"ui.{self.game_id}.note.holds", card=card_list([p.turned_card], ascii_only))
        return ""

    def turned_card_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """The side-panel line for the turned trump card and who holds it (none once played)."""
        p = jacks_public(view)
        turned = p.turned_card
        if turned is None:
            return []
        value = card_list([turned], ascii_only)
        holder = p.turned_holder
        if holder is not None:
            value += " · " + names[int(holder)]
        return [(t(f"info.{self.game_id}.turned_card", game=self.game_id), value)]
