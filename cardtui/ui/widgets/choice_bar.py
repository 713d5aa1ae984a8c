"""Numbered choices (boast, pass, demand...): number keys or the cursor pick one.

Many numbers of one kind (a mirror's cut depth, 1 to 32) show as one value
between arrows instead: typed as a number or stepped with ← →.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

ARROW = 3
"""Columns of each arrow of a number choice."""


@dataclass(frozen=True)
class ChoiceState:
    """The labels shown, the cursor, and a prompt."""

    labels: tuple[str, ...] = ()
    cursor: int = 0
    prompt: str = ""
    number: bool = False
    """Show only the cursor's value between arrows (a number choice)."""
    hint: str = ""
    """For a number choice: how to enter it."""
    ascii_only: bool = False


class ChoiceBar(Widget):
    """Draws ``1 Pass  2 Pants ...`` with the cursor item highlighted; hidden when empty."""

    DEFAULT_CSS = """
    ChoiceBar {
        height: auto;
        max-height: 8;
        padding: 0 1;
        background: $boost;
        display: none;
    }
    ChoiceBar.-shown {
        display: block;
    }
    """

    state: reactive[ChoiceState] = reactive(ChoiceState, layout=True)

    @dataclass
    class Chosen(Message):
        """A choice was clicked."""

        index: int

    @dataclass
    class Stepped(Message):
        """An arrow of a number choice was clicked."""

        delta: int

    def watch_state(self, state: ChoiceState) -> None:
        """Show only when there is something to choose."""
        self.set_class(bool(state.labels), "-shown")

    def _number_items(self) -> list[Text]:
        """A number choice: the value between its arrows (one item, never split), then the hint."""
        state = self.state
        left, right = ("<", ">") if state.ascii_only else ("◀", "▶")
        value = state.labels[state.cursor] if 0 <= state.cursor < len(state.labels) else ""
        item = Text()
        item.append(f" {left} ", Style(bold=True, reverse=True))
        item.append(" ")
        wide = max(2, *(len(label) for label in state.labels))  # the arrows stay put
        item.append(f" {value:^{wide}} ", Style(bold=True, reverse=True, underline=True))
        item.append(" ")
        item.append(f" {right} ", Style(bold=True, reverse=True))
        return [item, Text(state.hint, Style(dim=True))]

    def _layout(self) -> list[tuple[int, int, int, Text]]:
        """(row, start, end, text) of the prompt (index -1) and each item, wrapped between items."""
        if self.state.number:
            return self._place(self._number_items(), gap=1)
        items = []
        for index, label in enumerate(self.state.labels):
            number = str(index + 1) if index < 9 else "·"
            on_cursor = index == self.state.cursor
            item = Text()
            item.append(f" {number} ", Style(bold=True, reverse=True))
            item.append(f" {label} ", Style(bold=on_cursor, reverse=on_cursor, underline=on_cursor))
            items.append(item)
        return self._place(items, gap=2)

    def _place(self, items: list[Text], gap: int) -> list[tuple[int, int, int, Text]]:
        width = max(10, self.content_size.width or 80)
        placed: list[tuple[int, int, int, Text]] = []
        row, x = 0, 0
        if self.state.prompt:
            prompt = Text(self.state.prompt + " ", Style(bold=True))
            placed.append((0, 0, len(prompt), prompt))
            x = len(prompt)
        for item in items:
            if x and x + len(item) > width:
                row, x = row + 1, 0
            placed.append((row, x, x + len(item), item))
            x += len(item) + gap
        return placed

    def _first_row(self, placed: list[tuple[int, int, int, Text]]) -> int:
        """The first row shown: when the rows outnumber the bar's height (a short terminal),
        they scroll so that the cursor's item stays in view."""
        rows = placed[-1][0] + 1 if placed else 0
        room = self.size.height
        if not room or rows <= room:
            return 0
        items = placed[1 if self.state.prompt else 0 :]
        cursor = 0 if self.state.number else self.state.cursor
        row = items[cursor][0] if 0 <= cursor < len(items) else 0
        return max(0, min(row - room + 1, rows - room))

    def render(self) -> Text:
        """The prompt, then the items, wrapped between items (scrolled when they do not fit)."""
        placed = self._layout()
        lines: list[Text] = []
        for row, start, _end, item in placed:
            while len(lines) <= row:
                lines.append(Text())
            line = lines[row]
            line.append(" " * (start - len(line)))
            line.append_text(item)
        first = self._first_row(placed)
        room = self.size.height or len(lines)
        shown = lines[first : first + room]
        if first > 0:
            shown[0].append(" ^" if self.state.ascii_only else " ▲", Style(bold=True))
        if first + room < len(lines):
            shown[-1].append(" v" if self.state.ascii_only else " ▼", Style(bold=True))
        return Text("\n").join(shown)

    def on_click(self, event: events.Click) -> None:
        """Pick the clicked item."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        placed = self._layout()
        y = offset.y + self._first_row(placed)
        items = placed[1 if self.state.prompt else 0 :]
        for index, (row, start, end, _) in enumerate(items):
            if row == y and start <= offset.x < end:
                if not self.state.number:
                    self.post_message(self.Chosen(index))
                elif index == 0 and offset.x < start + ARROW:
                    self.post_message(self.Stepped(-1))
                elif index == 0 and offset.x >= end - ARROW:
                    self.post_message(self.Stepped(1))
                elif index == 0:
                    self.post_message(self.Chosen(self.state.cursor))
                return
