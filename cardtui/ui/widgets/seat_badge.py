"""A seat around the table: name, team colour, card count, turn marker, known cards."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import pairwise

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from cardtui.engine import Card
from cardtui.i18n import has, t
from cardtui.ui.cards import CardLook

NARROW = 16
"""Content columns below which a badge shortens the card backs (the bot level wraps)."""


def level_text(level: str, narrow: bool) -> str:
    """The bot level a badge names: ``Bot (simple)``, or ``simple`` in a narrow badge."""
    short = f"ui.level_short.{level}"
    return t(short) if narrow and has(short) else t(f"ui.level.{level}")


@dataclass(frozen=True)
class SeatState:
    """Everything a seat badge shows."""

    seat: int = 0
    name: str = ""
    team: str = ""
    """The team's name (empty in games without teams)."""
    colour: str = ""
    """The team's colour (a CSS colour); empty for none."""
    cards: int = 0
    known: tuple[Card, ...] | None = None
    """The hand when the viewer may see it (spectator mode, a shown hand)."""
    to_move: bool = False
    dealer: bool = False
    bot: str = ""
    """The bot level, empty for a person."""
    note: str = ""
    """A short game-specific note (boasted, blind...)."""
    compact: bool = False
    """Team and cards on one line (the seats across the top)."""
    look: CardLook = field(default_factory=CardLook)


class SeatBadge(Widget):
    """Draws a :class:`SeatState` in a few lines."""

    DEFAULT_CSS = """
    SeatBadge {
        height: auto;
        min-height: 2;
        padding: 0 1;
        border: round $panel-lighten-1;
    }
    SeatBadge.-to-move {
        border: round $accent;
        background: $accent 10%;
    }
    """

    state: reactive[SeatState] = reactive(SeatState)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._rows = 0
        """Lines of the last drawing: the screen is laid out again only when they change."""

    def watch_state(self, state: SeatState) -> None:
        """Highlight the seat whose turn it is; lay out again only if the height changes."""
        self.set_class(state.to_move, "-to-move")
        rows = len(self.render().plain.split("\n"))
        if rows != self._rows:
            self._rows = rows
            self.refresh(layout=True)

    def render(self) -> Text:
        """Name, team, the cards (backs and count, or faces when known), level and note.

        Nothing is cut with "…": the name and the team wrap at their words in a narrow
        badge (a terminal of 60 columns gives the side seats a few columns); the backs
        shrink to what fits beside the count, and the bot level, like the note, wraps
        under the card line (every bot seat says its level).
        """
        s = self.state
        look = s.look
        width = max(1, self.size.width) if self.size.width else 40  # the content's width
        narrow = width < NARROW
        colour = s.colour if look.colour and s.colour else None
        head = Text()
        marker = (">" if look.ascii_only else "▶") + " "
        head.append(marker if s.to_move else "  ", Style(color="#ffd75f", bold=True))
        head.append(s.name, Style(bold=True, color=colour))
        lines = [head]
        team = Text("  " + s.team, Style(color=colour)) if s.team else None
        cards = Text("  ")
        if s.known is not None:
            for card in s.known:
                cards.append(look.label(card), look.face_style(card))
                cards.append(" ")
        else:
            back = "#" if look.ascii_only else "▮"
            style = look.back_style() if look.colour else Style(dim=True)
            count = f" {s.cards}"
            room = max(1, width - 2 - len(count) - (len(team or "") + 1 if s.compact else 0))
            cards.append(back * min(s.cards, 10, room if narrow else 10), style)
            cards.append(count, Style(bold=s.to_move))
        if team is not None and s.compact and s.known is None and not narrow:
            team.append_text(cards)
            lines.append(team)
        else:
            lines += [line for line in (team, cards) if line is not None]
        extra = [level_text(s.bot, narrow)] if s.bot else []
        if s.dealer:
            extra.append(t("ui.dealer_mark"))
        if s.note:
            extra.append(s.note)
        if extra:  # on one line when they fit, else one a line (no "·" left dangling)
            joined = "  " + " · ".join(extra)
            words = [joined] if len(joined) <= width else ["  " + e for e in extra]
            lines += [Text(w, Style(dim=True, italic=True)) for w in words]
        return Text("\n").join(part for line in lines for part in self._fitted(line, width))

    def _fitted(self, line: Text, width: int) -> list[Text]:
        """``line`` in rows of ``width``: whole if it fits, else wrapped at its words under
        its indent (without the indent where a word is wider than the rest of the row)."""
        if line.cell_len <= width:
            return [line]
        indent = len(line.plain) - len(line.plain.lstrip(" "))
        body = line[indent:]
        room = width - indent
        words = body.plain.split()
        if room < 1 or (words and max(len(w) for w in words) > room):
            indent, room = 0, width
        long_word = bool(words) and max(len(w) for w in words) > room
        rows = body.wrap(self.app.console, max(1, room - long_word), overflow="fold")
        if long_word and room > 2:
            _hyphenate(body.plain, rows)
        out = []
        for row in rows:
            row.rstrip()
            out.append(Text(" " * indent).append_text(row))
        return out


def _hyphenate(plain: str, rows: Iterable[Text]) -> None:
    """Mark with a hyphen each row of ``plain``, wrapped with a column to spare, that ends
    inside a word too long for a row (``Назначаю-`` / ``щий``), so no word looks cut."""
    at = 0
    for row, after in pairwise(rows):
        text = row.plain.rstrip()
        at = plain.find(text, at) + len(text) if text else at
        if text and at < len(plain) and not plain[at].isspace() and after.plain[:1].strip():
            row.rstrip()
            row.append("-", row.style)
