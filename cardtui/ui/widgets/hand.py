"""The hand at the bottom of the table: cards side by side, the chosen one raised."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from cardtui.engine import Card
from cardtui.ui.cards import BIG_WIDTH, CARD_WIDTH, Canvas, CardLook, draw_card

CARD_HEIGHT = 4


@dataclass(frozen=True)
class HandState:
    """What the hand shows. Indices refer to positions in ``cards``."""

    cards: tuple[Card, ...] = ()
    playable: frozenset[int] = frozenset()
    """Cards that take part in some legal action now (drawn bright; the rest dimmed)."""
    selected: int | None = None
    marked: frozenset[int] = frozenset()
    veiled: bool = False
    """Hot-seat privacy: show only card backs."""
    active: bool = False
    """The owner is to act (otherwise every card is drawn plain)."""
    look: CardLook = field(default_factory=CardLook)


class HandWidget(Widget):
    """Draws a :class:`HandState`; a click on a card posts :class:`HandWidget.CardClicked`."""

    DEFAULT_CSS = """
    HandWidget {
        height: 7;
        border: round $primary-darken-1;
        border-title-color: $text;
        border-title-style: bold;
        padding: 0 1;
    }
    HandWidget.-active {
        border: round $accent;
    }
    """

    state: reactive[HandState] = reactive(HandState)

    @dataclass
    class CardClicked(Message):
        """A card was clicked."""

        index: int

    def watch_state(self, state: HandState) -> None:
        """Mark the border when the owner is to act."""
        self.set_class(state.active and not state.veiled, "-active")

    def _card_size(self) -> tuple[int, int]:
        """(width, height) of a card: big when the widget is tall enough."""
        if self.content_size.height >= 6:
            return BIG_WIDTH, 5
        return CARD_WIDTH, CARD_HEIGHT

    def _layout(self, count: int, width: int) -> tuple[int, int]:
        """(x of the first card, step between cards)."""
        full, _ = self._card_size()
        if count == 0:
            return 0, full
        for step in range(full + 1, 1, -1):
            total = step * (count - 1) + full
            if total <= width or step == 2:
                return max(0, (width - total) // 2), step
        return 0, 2

    def render(self) -> Text:
        """Draw the cards on a canvas the size of the widget."""
        state = self.state
        width, height = self.content_size.width, self.content_size.height
        canvas = Canvas(width, height)
        full, card_height = self._card_size()
        count = len(state.cards)
        x0, step = self._layout(count, width)
        # No card is chosen while only the numbered choices are open (naming trumps...).
        selected = state.selected if state.playable else None
        for index, card in enumerate(state.cards):
            x = x0 + index * step
            span = full if index == count - 1 or step > full else step
            shown: Card | None = None if state.veiled else card
            raised = (index == selected and state.active) or index in state.marked
            draw_card(
                canvas,
                x,
                0 if raised and not state.veiled else 1,
                shown,
                state.look,
                height=card_height,
                legal=state.veiled or not state.active or index in state.playable,
                selected=index == selected and state.active and not state.veiled,
                marked=index in state.marked and not state.veiled,
                width=span,
                full=full,
            )
            if raised and not state.veiled:
                mark = self._pointer(
                    index == selected and state.active, index in state.marked, state.look.ascii_only
                )
                canvas.put(x + max(0, (span - len(mark)) // 2), card_height, mark, Style(bold=True))
        return canvas.render()

    @staticmethod
    def _pointer(chosen: bool, marked: bool, ascii_only: bool) -> str:
        """Under a raised card: ``▲`` for the chosen one, ``✓`` for a marked one (no colour needed)."""
        tick = "*" if ascii_only else "✓"
        return (("^" if ascii_only else "▲") if chosen else "") + (tick if marked else "")

    def index_at(self, x: int) -> int | None:
        """The card under column ``x`` of the content area."""
        full, _ = self._card_size()
        count = len(self.state.cards)
        x0, step = self._layout(count, self.content_size.width)
        if x < x0:
            return None
        index = (x - x0) // step
        if index >= count:
            index = count - 1
            if x >= x0 + index * step + full:
                return None
        elif (x - x0) % step >= full:
            return None
        return index

    def on_click(self, event: events.Click) -> None:
        """Turn a click into :class:`CardClicked`."""
        if self.state.veiled:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.index_at(offset.x)
        if index is not None:
            self.post_message(self.CardClicked(index))
