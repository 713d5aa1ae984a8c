"""The table's footer: the keys the screen offers now, on one line that is cheap to redraw.

Textual's ``Footer`` rebuilds a widget per key (and lays the screen out again)
each time the screen's bindings change, which at the table is every change of
turn: some 30 ms per move that a key pressed meanwhile has to wait for. This
footer draws the same keys as one line of text, refreshed in place from the
screen's active bindings; a click on a key presses it, as in ``Footer``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static


class KeyBar(Static):
    """``Enter Play  u Undo  ? Rules ...``: shown bindings, the disabled ones dimmed."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"key-bar--key", "key-bar--description"}

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 100%;
        background: $footer-background;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    KeyBar > .key-bar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .key-bar--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self._spans: list[tuple[int, int, str]] = []
        """(first column, last column + 1, key) of each key shown."""
        self._line: Text | None = None

    def on_mount(self) -> None:
        """Follow the screen's bindings."""
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.refresh_keys()

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if screen is self.screen:
            self.refresh_keys()

    def _shown(self) -> Iterator[tuple[Binding, bool]]:
        """The first binding of each action with ``show``, and whether it is enabled now."""
        seen: set[str] = set()
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in seen:
                seen.add(binding.action)
                yield binding, enabled

    def refresh_keys(self) -> None:
        """Redraw the line from the screen's active bindings (only when it changed)."""
        key_style = self.get_component_rich_style("key-bar--key", partial=True)
        text_style = self.get_component_rich_style("key-bar--description", partial=True)
        dim = Style(dim=True)
        line = Text(" ")
        spans: list[tuple[int, int, str]] = []
        for binding, enabled in self._shown():
            start = len(line)
            line.append(self.app.get_key_display(binding), key_style if enabled else dim)
            if binding.description:
                line.append(" " + binding.description, text_style if enabled else dim)
            spans.append((start, len(line), binding.key))
            line.append("  ")
        self._spans = spans
        if self._line is None or line != self._line:
            self._line = line
            self.update(line, layout=False)

    def on_click(self, event: events.Click) -> None:
        """A click on a key presses it."""
        for start, end, key in self._spans:
            if start <= event.x < end:
                event.stop()
                self.app.simulate_key(key)
                return
