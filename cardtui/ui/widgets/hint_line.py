"""The coach's lines under the message line: the whole reason of a hint, wrapped (never cut
off at 80 columns), hidden while there is no hint."""

from __future__ import annotations

from textual.widgets import Static

from cardtui.ui.plain import plain


class HintLine(Static):
    """The reason of the latest hint, on as many lines as it needs (at most four)."""

    DEFAULT_CSS = """
    HintLine {
        display: none;
        height: auto;
        max-height: 4;
        padding: 0 1;
        background: $boost;
        color: $text;
    }
    HintLine.-shown {
        display: block;
    }
    """

    def show(self, text: str) -> None:
        """Show ``text`` (plain, never markup); an empty text hides the lines."""
        self.set_class(bool(text), "-shown")
        self.update(plain(text))

    @property
    def shown(self) -> bool:
        """Whether a hint is on show."""
        return self.has_class("-shown")
