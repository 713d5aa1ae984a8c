"""No colour codes at all: a line filter for ``NO_COLOR`` and the colours-off setting.

Textual's own answer to ``NO_COLOR`` paints in greys, which are still colour codes
(``38;2;…``). This filter takes every foreground and background colour away, so the
terminal draws in its own colours; what a colour marked stays seen as a text style: a
background clearly brighter or darker than the one around it (the menu's cursor, a
focused button) becomes reverse video. Bold, dim, underline and reverse are kept.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

HIGHLIGHT = 0.18
"""How much brighter or darker than its surroundings a background must be to mark something."""

REVERSE = Style(reverse=True)


def _marks(style: Style, background: Color) -> bool:
    """Whether ``style``'s background stands out from ``background`` (a cursor, a focus)."""
    if style.bgcolor is None or style.bgcolor.is_default:
        return False
    own = Color.from_rich_color(style.bgcolor)
    return abs(own.brightness - background.brightness) >= HIGHLIGHT


def colourless(style: Style | None, background: Color) -> Style | None:
    """``style`` without colours; a standing-out background kept as reverse video."""
    if style is None:
        return None
    plain = style.without_color
    if _marks(style, background) and not style.reverse:
        return plain + REVERSE
    return plain


class NoColourFilter(LineFilter):
    """Removes every colour from a line, keeping the text styles."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The segments without colour (control segments as they are)."""
        return [
            seg if seg.control else Segment(seg.text, colourless(seg.style, background))
            for seg in segments
        ]


NO_COLOUR_FILTER = NoColourFilter()
"""One instance (strips cache filtered lines per filter object)."""
