"""Text from outside (a record, a save, settings, an option, an argument) made safe to show.

A terminal obeys the characters it is sent: ESC starts a sequence that can
retitle the window (OSC 0), write the clipboard (OSC 52) or move the cursor
(CSI), BEL rings, and bidirectional controls (U+202E) turn the rest of a line
around; zero-width characters hide what a name really is. Every such character
that arrives in a name or a message is replaced here by :data:`MARK`, so it is
seen and never obeyed. Nothing else changes: letters of every alphabet,
symbols and emoji stay as they are.

This is the one place that decides what is safe; :func:`cardtui.storage.files.one_line`
builds on it for one-line messages. Standard library only, and outside the layers, so
any of them (the engine too) may use it and importing it loads nothing else.
"""

from __future__ import annotations

import json
import unicodedata

MARK = "\ufffd"
"""What an unsafe character becomes: the replacement character, a visible ``�``."""

NAME_LIMIT = 20
"""The most characters of a seat's name (as the setup form and ``human:NAME`` allow)."""

INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
"""Characters Python calls printable that draw nothing (fillers, a blank, a joiner)."""

_UNSAFE_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Controls (C0, DEL, C1), format characters (bidi, zero-width, BOM), surrogates,
private and unassigned code points, line and paragraph separators."""


_BREAKS = frozenset("\t\n\r\v\f")
"""Control characters that only break or space a line: a space on one line (a carriage
return would otherwise let a name overwrite what is before it)."""


def _char(ch: str, mark: str, keep_lines: bool) -> str:
    if ch in _BREAKS:
        return ch if keep_lines and ch in "\n\t" else " "
    category = unicodedata.category(ch)
    if category == "Zs":  # no-break, thin, ideographic... spaces
        return " "
    if category in _UNSAFE_CATEGORIES or ch in INVISIBLE:
        return mark
    return ch


def _is_safe(text: str) -> bool:
    return text.isprintable() and INVISIBLE.isdisjoint(text)


def safe_text(text: str, *, mark: str = MARK, keep_lines: bool = False) -> str:
    """``text`` with every control, format and invisible character replaced by ``mark``.

    Spaces of every kind become a plain space, and so do tabs, carriage returns
    and line breaks, unless ``keep_lines`` (a transcript) keeps newlines and tabs.
    """
    if _is_safe(text):
        return text
    if keep_lines:
        return "\n".join(
            line if _is_safe(line) else "".join(_char(ch, mark, True) for ch in line)
            for line in text.split("\n")
        )
    return "".join(_char(ch, mark, False) for ch in text)


def safe_line(text: str, limit: int | None = None, *, mark: str = MARK) -> str:
    """``text`` made safe on one line, runs of spaces as one, cut to ``limit`` with ``…``."""
    flat = " ".join(safe_text(text, mark=mark).split())
    if limit is None or len(flat) <= limit:
        return flat
    return flat[: limit - 1] + "…"


def safe_name(text: str, limit: int = NAME_LIMIT) -> str:
    """A seat's or a player's name: safe, on one line, at most ``limit`` characters."""
    return " ".join(safe_text(text).split())[:limit].strip()


def safe_json(dumped: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with unsafe characters as ``\\uXXXX``.

    The same data, still valid JSON; only the characters :func:`safe_text` would
    replace are written as escapes, so the terminal never receives them.
    """
    if _is_safe(dumped):
        return dumped
    return "".join(ch if _char(ch, MARK, False) == ch else json.dumps(ch)[1:-1] for ch in dumped)


SAFE_INPUT = (
    "[^\\x00-\\x1f\\x7f-\\x9f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f"
    "\\ufeff\\ufff9-\\ufffb\\ud800-\\udfff\\U000e0000-\\U000e007f"
    + "".join(sorted(INVISIBLE))
    + "]*"
)
"""A regular expression a typed or pasted field must match (Textual's ``Input(restrict=...)``):
none of the controls, bidirectional, zero-width and invisible characters above."""
