"""An instant splash painted with plain escape codes while Textual loads.

Importing Textual takes a few tenths of a second on a slow machine; the splash
puts the title on the alternate screen within milliseconds of start-up, and the
app repaints over it. Nothing here imports Textual.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

ENTER = "\x1b[?1049h\x1b[?25l\x1b[2J"
"""Alternate screen, cursor hidden, screen cleared (Textual uses the same screen)."""
LEAVE = "\x1b[2J\x1b[?25h\x1b[?1049l"

TITLE = (
    "╭───╮ ╭───╮ ╭───╮ ╭───╮",
    "│ ♠ │ │ ♥ │ │ ♦ │ │ ♣ │",
    "╰───╯ ╰───╯ ╰───╯ ╰───╯",
    "",
    "c a r d t u i",
)


ASCII_TITLE = (
    "+---+ +---+ +---+ +---+",
    "| s | | h | | d | | c |",
    "+---+ +---+ +---+ +---+",
    "",
    "c a r d t u i",
)
"""The same in the ASCII card style."""


def _lines(subtitle: str, ascii_only: bool = False) -> tuple[str, ...]:
    return (*(ASCII_TITLE if ascii_only else TITLE), "", subtitle)


def show(subtitle: str, stream: TextIO | None = None, ascii_only: bool = False) -> bool:
    """Paint the splash centred on ``stream`` (a terminal only); True if painted."""
    out = stream or sys.__stdout__
    if out is None or not out.isatty() or os.environ.get("CARDTUI_NO_SPLASH"):
        return False
    try:
        columns, rows = os.get_terminal_size(out.fileno())
    except OSError:
        return False
    lines = _lines(subtitle, ascii_only)
    top = max(0, (rows - len(lines)) // 2)
    parts = [ENTER]
    for offset, line in enumerate(lines):
        left = max(0, (columns - len(line)) // 2)
        parts.append(f"\x1b[{top + offset + 1};{left + 1}H{line}")
    out.write("".join(parts))
    out.flush()
    return True


def hide(stream: TextIO | None = None) -> None:
    """Leave the splash (when the app could not start)."""
    out = stream or sys.__stdout__
    if out is not None:
        out.write(LEAVE)
        out.flush()
