"""The one-line message area under the table."""

from __future__ import annotations

from textual.widgets import Static

from cardtui.ui.plain import plain


class MessageLine(Static):
    """Shows the latest events, or a refusal reason in the error colour."""

    DEFAULT_CSS = """
    MessageLine {
        height: 1;
        padding: 0 1;
        background: $panel;
        color: $text;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    MessageLine.-error {
        background: $error 40%;
        color: $text;
        text-style: bold;
    }
    """

    def show(self, text: str, error: bool = False) -> None:
        """Replace the message."""
        self.set_class(error, "-error")
        self.update(plain(text), layout=False)  # one line whatever it says
