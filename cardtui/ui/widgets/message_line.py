"""The message area under the table: one line, up to three when a message needs them."""

from __future__ import annotations

from textual.widgets import Static

from cardtui.ui.plain import plain

SEPARATOR = " · "
"""Between the events of one message (oldest first)."""
MAX_ROWS = 3
"""A hint's reasons at 60 columns take three."""


def fit_message(text: str, width: int) -> tuple[str, int]:
    """The text to show in ``width`` columns and its rows (1 to 3), never cut with "…":
    a message longer than one line takes more; longer than three, its oldest events
    are left out (they are in the side log)."""
    if width <= 0 or len(text) <= width:
        return text, 1
    parts = text.split(SEPARATOR)
    while len(parts) > 1 and _rows(SEPARATOR.join(parts), width) > MAX_ROWS:
        parts.pop(0)
    shown = SEPARATOR.join(parts)
    return shown, min(MAX_ROWS, _rows(shown, width))


def _rows(text: str, width: int) -> int:
    """Lines ``text`` takes wrapped at spaces to ``width`` columns (a longer word broken)."""
    rows, column = 1, 0
    for word in text.split(" "):
        need = len(word) if column == 0 else column + 1 + len(word)
        if column and need > width:
            rows, need = rows + 1, len(word)
        while need > width:
            rows, need = rows + 1, need - width
        column = need
    return rows


class MessageLine(Static):
    """Shows the latest events, or a refusal reason in the error colour."""

    DEFAULT_CSS = """
    MessageLine {
        height: 1;
        padding: 0 1;
        background: $panel;
        color: $text;
    }
    MessageLine.-error {
        background: $error 40%;
        color: $text;
        text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.full = ""
        """The whole message last shown (the line may leave out its oldest events)."""
        self._error = False

    def show(self, text: str, error: bool = False) -> None:
        """Replace the message (laid out again only when it needs another row count)."""
        self.full, self._error = text, error
        self.set_class(error, "-error")
        self._fit()

    def on_resize(self) -> None:
        """Fit the message to the new width."""
        self._fit()

    def _fit(self) -> None:
        width = self.size.width - 2 if self.size.width else 0
        shown, rows = fit_message(self.full, width)
        relayout = self.styles.height is None or self.styles.height.value != rows
        if relayout:
            self.styles.height = rows
        self.update(plain(shown), layout=relayout)
