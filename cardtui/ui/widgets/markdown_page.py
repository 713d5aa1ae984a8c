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

from cardtui.rulebook import page_chunks

_CACHE: dict[tuple[str, int], tuple[list[Strip], list[int]]] = {}
_LOCK = threading.Lock()
GUTTER = 6
"""Columns a rules page loses to its frame, padding and scrollbar."""


def _render(console: Console, text: str, width: int) -> tuple[list[Strip], list[int]]:
    """The page's lines and the line on which each of its chunks starts (cached).

    The page is drawn chunk by chunk (cut before each heading, phase tags taken
    out: :func:`cardtui.rulebook.page_chunks`) with a blank line between chunks,
    which gives the same lines as drawing it whole, and tells where a section begins.
    """
    key = (text, width)
    with _LOCK:
        found = _CACHE.get(key)
    if found is None:
        options = console.options.update(width=width, height=None)
        lines: list[Strip] = []
        starts: list[int] = []
        for chunk in page_chunks(text):
            if lines:
                lines.append(Strip.blank(width))
            starts.append(len(lines))
            rendered = console.render_lines(
                Markdown(chunk, hyperlinks=False), options, pad=True, new_lines=False
            )
            lines.extend(Strip(line, width) for line in rendered)
        found = (lines, starts)
        with _LOCK:
            if len(_CACHE) > 8:
                _CACHE.clear()
            _CACHE[key] = found
    return found


def render_markdown(console: Console, text: str, width: int) -> list[Strip]:
    """The page as lines of ``width`` cells (cached)."""
    return _render(console, text, width)[0]


def chunk_starts(console: Console, text: str, width: int) -> list[int]:
    """The line of each chunk of the page at ``width`` (see :func:`_render`)."""
    return _render(console, text, width)[1]


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

    def __init__(self, text: str, *, id: str | None = None, chunk: int | None = None) -> None:
        super().__init__(id=id)
        self._text = text
        self._lines: list[Strip] = []
        self._width = -1
        self._chunk = chunk
        """The chunk (section) to open at; kept at the top on a new width."""

    def _prepare(self, width: int) -> None:
        width = max(20, width)
        if width == self._width:
            return
        first = self._width < 0
        top = self._chunk_at(self.scroll_offset.y) if not first else self._chunk
        self._lines, starts = _render(self.app.console, self._text, width)
        self._starts = starts
        self._width = width
        self.virtual_size = Size(width, len(self._lines))
        if top is not None and 0 <= top < len(starts):
            self.call_after_refresh(self.scroll_to, y=starts[top], animate=False)

    def _chunk_at(self, y: float) -> int | None:
        """The chunk shown at the top line ``y`` (to keep it there on a new width)."""
        starts = getattr(self, "_starts", [])
        above = [i for i, line in enumerate(starts) if line <= y]
        return above[-1] if above and y > 0 else None

    @property
    def top_line(self) -> int:
        """The page line at the top of the widget."""
        return round(self.scroll_offset.y)

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
