"""A light footer for dialogs: the screen's keys as one line of text.

Textual's ``Footer`` rebuilds a widget per key whenever a screen opens, which
costs a tenth of a second or more; dialogs whose keys never change show this
static line instead.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static


class KeyHints(Static):
    """``esc Close  ? Rules`` from the shown bindings of the screen."""

    DEFAULT_CSS = """
    KeyHints {
        dock: bottom;
        height: 1;
        width: 100%;
        padding: 0 1;
        background: $panel;
        color: $text-muted;
    }
    """

    def on_mount(self) -> None:
        """Collect the screen's shown keys."""
        line = Text()
        seen: set[str] = set()
        for _key, binding in self.screen._bindings:
            if not self.shows(binding) or binding.action in seen:
                continue
            seen.add(binding.action)
            if line:
                line.append("  ")
            line.append(self.app.get_key_display(binding), style="bold")
            line.append(" " + binding.description)
        self.update(line)

    def shows(self, binding: Binding) -> bool:
        """Whether ``binding`` is one of the keys drawn."""
        return binding.show
