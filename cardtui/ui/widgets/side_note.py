"""The lesson's side note under the message line: what the phase is, what each choice
means, which cards are refused and why, who took the last trick and why.

Its lines wrap (never cut with "…"); a few rows at 80x24, fewer at 60x20, more on a
tall terminal; ``n`` at the learning table gives it most of the screen, and the
wheel or the scroll bar shows what does not fit.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from cardtui.ui.plain import plain

BULLET = "· "
INDENT = "  "
"""A line that starts so is part of the one above (a choice under "Your choices:")."""


class SideNote(VerticalScroll):
    """The lines of the lesson, one paragraph each."""

    DEFAULT_CSS = """
    SideNote {
        height: auto;
        max-height: 7;
        border-top: solid $accent;
        border-title-color: $accent;
        border-title-style: bold;
        padding: 0 1;
        background: $boost;
    }
    SideNote.-short { max-height: 5; }
    SideNote.-tall { max-height: 70vh; }
    SideNote > Static { width: 100%; }
    """

    def __init__(self) -> None:
        super().__init__(Static(id="note-text"))
        self.lines: tuple[str, ...] = ()
        self.can_focus = False

    def show(self, lines: Sequence[str]) -> None:
        """Show ``lines`` (plain, never markup), each as its own paragraph."""
        lines = tuple(line for line in lines if line)
        if lines == self.lines:
            return
        self.lines = lines
        body = Text()
        for index, line in enumerate(lines):
            if index:
                body.append("\n")
            body.append_text(plain(line if line.startswith(INDENT) else BULLET + line))
        self.query_one("#note-text", Static).update(body)
        self.scroll_home(animate=False)

    @property
    def text(self) -> str:
        """The note as plain text (for tests)."""
        return "\n".join(self.lines)
