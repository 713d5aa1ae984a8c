"""The hand at the bottom of the table: cards side by side, the chosen one raised."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from cardtui.engine import Card
from cardtui.i18n import t
from cardtui.ui.cards import BIG_WIDTH, CARD_WIDTH, Canvas, CardLook, draw_card

CARD_HEIGHT = 4
FRESH_STYLE = Style(color="#5fd7ff", bold=True)
"""The dot that marks a card just received."""


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
    fresh: frozenset[int] = frozenset()
    """Cards just received (passed cards): a dot under the index corner marks them."""
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
        self._note_compression()

    def _card_size(self) -> tuple[int, int]:
        """(width, height) of a card: big when the widget is tall enough."""
        if self.content_size.height >= 6:
            return BIG_WIDTH, 5
        return CARD_WIDTH, CARD_HEIGHT

    def _positions(self, width: int) -> list[int]:
        """The x of every card: evenly spread when the cards fit 3 columns apart; closer
        than that, a covered ten keeps 3 columns (its "10" readable) and the rest 2."""
        cards = self.state.cards
        full, _ = self._card_size()
        if not cards:
            return []
        count = len(cards)
        for step in range(full + 1, 2, -1):
            total = step * (count - 1) + full
            if total <= width:
                x0 = max(0, (width - total) // 2)
                return [x0 + i * step for i in range(count)]
        label = self.state.look.label
        needs = [3 if len(label(c)) > 2 else 2 for c in cards[:-1]]
        if sum(needs) + full > width:
            needs = [2] * (count - 1)
        x = max(0, (width - sum(needs) - full) // 2)
        positions = []
        for need in [*needs, full]:
            positions.append(x)
            x += need
        return positions

    def compression(self) -> str:
        """How a tight hand is drawn ("17 cards, suit under rank"); empty when it is not."""
        cards = self.state.cards
        if self.state.veiled or len(cards) < 2:
            return ""
        positions = self._positions(self.content_size.width)
        gaps = [b - a for a, b in pairwise(positions)]
        if min(gaps) > 2:
            return ""
        label = self.state.look.label
        short = any(len(label(c)) > 2 and g < 3 for c, g in zip(cards, gaps, strict=False))
        key = "ui.hand.compressed_tens" if short else "ui.hand.compressed"
        return t(key, n=len(cards))

    def _note_compression(self) -> None:
        note = self.compression()
        if note != (self.border_subtitle or ""):
            self.border_subtitle = note

    def on_resize(self) -> None:
        """The note on a tight hand follows the widget's width."""
        self._note_compression()

    def render(self) -> Text:
        """Draw the cards on a canvas the size of the widget."""
        state = self.state
        width, height = self.content_size.width, self.content_size.height
        canvas = Canvas(width, height)
        full, card_height = self._card_size()
        count = len(state.cards)
        positions = self._positions(width)
        # No card is chosen while only the numbered choices are open (naming trumps...).
        selected = state.selected if state.playable else None
        for index, card in enumerate(state.cards):
            x = positions[index]
            gap = positions[index + 1] - x if index < count - 1 else full
            span = min(full, gap)
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
            if index in state.fresh and not state.veiled:
                y = (0 if raised else 1) + card_height - 1
                canvas.put(x + 1, y, "+" if state.look.ascii_only else "●", FRESH_STYLE)
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
        positions = self._positions(self.content_size.width)
        for index in range(len(positions) - 1, -1, -1):
            start = positions[index]
            if start <= x:
                end = start + full if index == len(positions) - 1 else positions[index + 1]
                return index if x < min(end, start + full) else None
        return None

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
