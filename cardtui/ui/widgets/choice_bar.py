"""Numbered choices (boast, pass, demand...): number keys or the cursor pick one."""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


@dataclass(frozen=True)
class ChoiceState:
    """The labels shown, the cursor, and a prompt."""

    labels: tuple[str, ...] = ()
    cursor: int = 0
    prompt: str = ""


class ChoiceBar(Widget):
    """Draws ``1 Pass  2 Pants ...`` with the cursor item highlighted; hidden when empty."""

    DEFAULT_CSS = """
    ChoiceBar {
        height: auto;
        max-height: 6;
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

    def watch_state(self, state: ChoiceState) -> None:
        """Show only when there is something to choose."""
        self.set_class(bool(state.labels), "-shown")

    def _layout(self) -> list[tuple[int, int, int, Text]]:
        """(row, start, end, text) of the prompt (index -1) and each item, wrapped between items."""
        width = max(10, self.content_size.width or 80)
        placed: list[tuple[int, int, int, Text]] = []
        row, x = 0, 0
        if self.state.prompt:
            prompt = Text(self.state.prompt + " ", Style(bold=True))
            placed.append((0, 0, len(prompt), prompt))
            x = len(prompt)
        for index, label in enumerate(self.state.labels):
            number = str(index + 1) if index < 9 else "·"
            on_cursor = index == self.state.cursor
            item = Text()
            item.append(f" {number} ", Style(bold=True, reverse=True))
            item.append(f" {label} ", Style(bold=on_cursor, reverse=on_cursor, underline=on_cursor))
            if x and x + len(item) > width:
                row, x = row + 1, 0
            placed.append((row, x, x + len(item), item))
            x += len(item) + 2
        return placed

    def render(self) -> Text:
        """The prompt, then the items, wrapped between items."""
        lines: list[Text] = []
        for row, start, _end, item in self._layout():
            while len(lines) <= row:
                lines.append(Text())
            line = lines[row]
            line.append(" " * (start - len(line)))
            line.append_text(item)
        return Text("\n").join(lines)

    def on_click(self, event: events.Click) -> None:
        """Pick the clicked item."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        items = self._layout()[1 if self.state.prompt else 0 :]
        for index, (row, start, end, _) in enumerate(items):
            if row == offset.y and start <= offset.x < end:
                self.post_message(self.Chosen(index))
                return
