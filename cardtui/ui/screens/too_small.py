"""The screen shown while the terminal is smaller than the app can draw without garbling.

The app pushes it on top of whatever is open when the terminal shrinks below
:data:`MIN_SIZE` and pops it when the terminal grows again; the screens below
are not drawn meanwhile, and bots wait (a table only plays while it is the
active screen), so play resumes where it stopped.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from cardtui.i18n import t

MIN_SIZE = (60, 20)
"""The smallest terminal (columns, rows) the app draws; 80x24 is the design size."""


def too_small(width: int, height: int) -> bool:
    """Whether a terminal of ``width`` x ``height`` is below :data:`MIN_SIZE`."""
    return width < MIN_SIZE[0] or height < MIN_SIZE[1]


class TooSmallScreen(Screen[None]):
    """ "Make the terminal at least 60x20", and the size it has now."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
    }
    TooSmallScreen #size-note {
        width: 100%;
        height: auto;
        text-align: center;
    }
    """

    def compose(self) -> ComposeResult:
        """One centred message."""
        yield Static(self._message(), id="size-note")

    def _message(self) -> Text:
        width, height = self.app.size
        text = Text(t("ui.layout.too_small", width=MIN_SIZE[0], height=MIN_SIZE[1]), "bold")
        text.append("\n")
        text.append(t("ui.layout.too_small_now", width=width, height=height), "dim")
        return text

    def on_resize(self) -> None:
        """Show the size the terminal has now."""
        self.query_one("#size-note", Static).update(self._message())

    def on_screen_suspend(self) -> None:
        """Something opened on top while the terminal is still small: cover it too."""
        self.app.call_later(self._cover_again)

    def _cover_again(self) -> None:
        check = getattr(self.app, "check_size", None)
        if check is not None:
            check()

    def on_screen_resume(self) -> None:
        """Uncovered again (the screen above closed): go when the terminal is large enough."""
        if not too_small(*self.app.size) and self.app.screen is self:
            self.app.pop_screen()
