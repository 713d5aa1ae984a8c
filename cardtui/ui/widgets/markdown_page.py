"""A scrolling Markdown page drawn with Rich and shown line by line.

Rich renders the whole page once per width (a few hundredths of a second for a
rulebook page, kept in a small cache that the table warms in the background);
the widget then only copies the visible lines, so opening and scrolling stay
quick.
"""

from __future__ import annotations

import threading
from typing import ClassVar

from rich.console import Console
from rich.markdown import Markdown
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

_CACHE: dict[tuple[str, int], list[Strip]] = {}
_LOCK = threading.Lock()
GUTTER = 6
"""Columns a rules page loses to its frame, padding and scrollbar."""


def render_markdown(console: Console, text: str, width: int) -> list[Strip]:
    """The page as lines of ``width`` cells (cached)."""
    key = (text, width)
    with _LOCK:
        lines = _CACHE.get(key)
    if lines is None:
        options = console.options.update(width=width, height=None)
        rendered = console.render_lines(
            Markdown(text, hyperlinks=False), options, pad=True, new_lines=False
        )
        lines = [Strip(line, width) for line in rendered]
        with _LOCK:
            if len(_CACHE) > 8:
                _CACHE.clear()
            _CACHE[key] = lines
    return lines


class MarkdownPage(ScrollView, can_focus=True):
    """Shows Markdown text; arrows, Page Up/Down, Home/End and space scroll it."""

    DEFAULT_CSS = """
    MarkdownPage {
        height: 1fr;
        padding: 0 1;
        scrollbar-gutter: stable;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "scroll_up", show=False),
        Binding("down,j", "scroll_down", show=False),
        Binding("pageup,b", "page_up", show=False),
        Binding("pagedown,space", "page_down", show=False),
        Binding("home,g", "scroll_home", show=False),
        Binding("end,G", "scroll_end", show=False),
    ]

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._text = text
        self._lines: list[Strip] = []
        self._width = -1

    def _prepare(self, width: int) -> None:
        width = max(20, width)
        if width == self._width:
            return
        self._lines = render_markdown(self.app.console, self._text, width)
        self._width = width
        self.virtual_size = Size(width, len(self._lines))

    def on_resize(self) -> None:
        """Render again for the new width."""
        self._prepare(self.scrollable_content_region.width)

    def render_line(self, y: int) -> Strip:
        """The visible line ``y``."""
        if self._width < 0:
            self._prepare(self.scrollable_content_region.width)
        index = y + self.scroll_offset.y
        if index >= len(self._lines):
            return Strip.blank(self.scrollable_content_region.width, self.rich_style)
        return self._lines[index].crop(0, self.scrollable_content_region.width)
