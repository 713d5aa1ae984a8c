"""The middle of the table: the cards of the current (or last) trick, placed by seat."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from cardtui.engine import Card, Play
from cardtui.ui.cards import BIG_WIDTH, CARD_WIDTH, Canvas, CardLook, draw_card

STEP = CARD_WIDTH - 1
"""Columns between the cards of a multi-card play."""
NORMAL = (CARD_WIDTH, 3)
BIG = (BIG_WIDTH, 5)


@dataclass(frozen=True)
class TrickState:
    """The plays to draw and where each seat sits (0 bottom, then clockwise)."""

    plays: tuple[Play, ...] = ()
    positions: tuple[int, ...] = ()
    """Per seat: its place relative to the bottom seat (0 = bottom, clockwise)."""
    names: tuple[str, ...] = ()
    winner: int | None = None
    """Highlighted seat (the winner, when a finished trick is shown)."""
    faded: bool = False
    """Draw as an old trick."""
    look: CardLook = field(default_factory=CardLook)
    caption: str = ""
    """Said in the middle of the table when it fits (who takes the trick)."""


def play_width(play: Play, full: int = CARD_WIDTH) -> int:
    """Columns taken by a play of ``len(play.cards)`` cards."""
    return STEP * (max(1, len(play.cards)) - 1) + full


class TrickArea(Widget):
    """Draws a :class:`TrickState` as a cross (up to four seats) or as a list."""

    DEFAULT_CSS = """
    TrickArea {
        height: 1fr;
        min-height: 5;
        border: round $panel-lighten-1;
        border-title-align: center;
        border-title-color: $text-muted;
        background: $background-lighten-1 30%;
    }
    """

    state: reactive[TrickState] = reactive(TrickState)

    def render(self) -> Text:
        """Draw the trick in whichever arrangement fits."""
        width, height = self.content_size.width, self.content_size.height
        canvas = Canvas(width, height)
        state = self.state
        if state.plays and not self._draw_cross(canvas, state, width, height):
            canvas = Canvas(width, height)
            self._draw_list(canvas, state)
        return canvas.render()

    def _anchor(
        self, place: int, seats: int, play: Play, width: int, height: int, size: tuple[int, int]
    ) -> tuple[int, int]:
        full, tall = size
        pw = play_width(play, full)
        mid_y = (height - tall) // 2
        slots = {
            2: ("bottom", "top"),
            3: ("bottom", "left", "right"),
            4: ("bottom", "left", "top", "right"),
        }
        slot = slots[seats][place]
        margin = max(0, (width // 2 - pw - 2) // 2)
        if slot == "bottom":
            return (width - pw) // 2, height - tall
        if slot == "top":
            return (width - pw) // 2, 0
        if slot == "left":
            return margin, mid_y
        return width - pw - margin, mid_y

    def _draw_cross(self, canvas: Canvas, state: TrickState, width: int, height: int) -> bool:
        seats = len(state.positions)
        if seats not in (2, 3, 4):
            return False
        for size in (BIG, NORMAL):
            full, tall = size
            widest = max(play_width(p, full) for p in state.plays)
            if height >= 3 * tall + 2 and 2 * widest + 6 <= width:
                for play in state.plays:
                    x, y = self._anchor(
                        state.positions[play.seat], seats, play, width, height, size
                    )
                    self._draw_play(canvas, x, y, play, state, size)
                    if play.seat == state.winner:
                        self._mark_winner(canvas, x, y, play, state, size)
                self._draw_caption(canvas, state, width, height, widest)
                return True
        return False

    def _mark_winner(
        self, canvas: Canvas, x: int, y: int, play: Play, state: TrickState, size: tuple[int, int]
    ) -> None:
        """A star beside the winning card: the mark survives a monochrome terminal."""
        star = "*" if state.look.ascii_only else "★"
        right = x + play_width(play, size[0])
        column = x - 1 if x >= 1 else right
        canvas.put(column, y + size[1] // 2, star, Style(bold=True, color="#ffd75f"))

    def _draw_caption(
        self, canvas: Canvas, state: TrickState, width: int, height: int, widest: int
    ) -> None:
        """The caption between the side cards, when it fits whole."""
        margin = max(0, (width // 2 - widest - 2) // 2)
        x0 = margin + widest + 2
        room = width - 2 * x0
        if state.caption and len(state.caption) <= room:
            canvas.centre(height // 2, state.caption, Style(bold=True), x0, room)

    def _draw_play(
        self, canvas: Canvas, x: int, y: int, play: Play, state: TrickState, size: tuple[int, int]
    ) -> None:
        full, tall = size
        won = state.winner == play.seat
        for index, card in enumerate(play.cards):
            last = index == len(play.cards) - 1
            draw_card(
                canvas,
                x + index * STEP,
                y,
                card,
                state.look,
                height=tall,
                legal=not state.faded or won,
                selected=won,
                width=full if last else STEP,
                full=full,
            )

    def _draw_list(self, canvas: Canvas, state: TrickState) -> None:
        look = state.look
        name_width = max((len(n) for n in state.names), default=4)
        name_width = min(name_width, max(4, canvas.width // 3))
        for row, play in enumerate(state.plays):
            won = state.winner == play.seat
            name = state.names[play.seat] if play.seat < len(state.names) else str(play.seat)
            style = Style(bold=True) if won else Style(dim=state.faded)
            line = Text(("★ " if won else "  ") + name[:name_width].ljust(name_width) + "  ", style)
            for card in play.cards:
                line.append(
                    f" {look.label(card)} ", _chip_style(card, look, state.faded and not won)
                )
                line.append(" ")
            canvas.put_text(0, row, line)


def _chip_style(card: Card | None, look: CardLook, faded: bool) -> Style:
    return look.face_style(card, legal=not faded)
