"""Pure ASCII on screen for the ASCII card style: a line filter over everything drawn.

The table's own widgets already draw ASCII cards (``10h``, ``+---+``) in that
style; this filter catches the rest — Textual's borders, scrollbars and
dropdown arrows, the menu logo, the rulebook pages' bullets and rules, suit
glyphs in texts — and puts an ASCII character of the same width in place of
each symbol. Russian text stays Russian when the language is Russian; in
English, the few Russian words (game names in the rulebook) are spelled in
Latin letters, one for one, so every line keeps its width.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

SYMBOLS = {
    "♠": "s", "♣": "c", "♥": "h", "♦": "d", "♤": "s", "♧": "c", "♡": "h", "♢": "d",
    "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "-", "⏎": ">",
    "▶": ">", "►": ">", "▸": ">", "◀": "<", "◄": "<", "◂": "<",
    "▲": "^", "▴": "^", "▼": "v", "▾": "v",
    "★": "*", "☆": "*", "●": "*", "•": "*", "◦": "o", "○": "o", "■": "#", "□": "#",
    "✓": "+", "✔": "+", "✗": "x", "✘": "x", "×": "x",
    "·": ".", "…": ".", "—": "-", "–": "-", "‐": "-", "−": "-",
    "«": '"', "»": '"', "“": '"', "”": '"', "„": '"', "‘": "'", "’": "'",
    "№": "#", "°": "o", "±": "+", "\u00a0": " ", "▮": "#", "▯": "#",
    "░": "#", "▒": "#", "▓": "#", "█": "#",
}  # fmt: skip
"""Symbols with an obvious ASCII stand-in."""

CYRILLIC = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "abvgdeezziiklmnoprstufhccss'y'eua",
        strict=True,
    )
)
"""Russian letters one for one in Latin (lossy, but the width is kept)."""


@cache
def ascii_char(char: str, keep_letters: bool = True) -> str:
    """The ASCII stand-in of one character (itself when ASCII, or a letter kept)."""
    if char.isascii():
        return char
    if unicodedata.category(char) == "Mn":  # a combining mark takes no cell of its own
        return char if keep_letters else ""
    if char.isalpha():
        return char if keep_letters else _latin(char)
    if char in SYMBOLS:
        return SYMBOLS[char]
    name = unicodedata.name(char, "")
    if name.startswith("BOX DRAWINGS"):
        across, down = "HORIZONTAL" in name, "VERTICAL" in name
        if across != down:
            return "-" if across else "|"
        return "+"
    if "BLOCK" in name or name.startswith("QUADRANT"):
        return " "  # bar and half-block pieces (scrollbars, tall borders) draw as background
    return "?" * max(1, cell_len(char))


def _latin(char: str) -> str:
    lower = char.lower()
    if lower in CYRILLIC:
        latin = CYRILLIC[lower]
        return latin.upper() if char != lower else latin
    base = unicodedata.normalize("NFKD", char)[:1]
    return base if base.isascii() and base else "?"


@cache
def ascii_text(text: str, keep_letters: bool = True) -> str:
    """``text`` with every symbol replaced, each by as many cells as it took."""
    return "".join(ascii_char(c, keep_letters) for c in text)


class AsciiFilter(LineFilter):
    """Replaces every non-ASCII symbol of a line by its ASCII stand-in."""

    def __init__(self, keep_letters: bool) -> None:
        super().__init__()
        self.keep_letters = keep_letters
        """Leave letters of other alphabets alone (Russian on screen in Russian)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The segments with their text transliterated (styles kept)."""
        keep = self.keep_letters
        return [
            seg
            if seg.control or seg.text.isascii()
            else Segment(ascii_text(seg.text, keep), seg.style)
            for seg in segments
        ]


ASCII_FILTERS = {True: AsciiFilter(keep_letters=True), False: AsciiFilter(keep_letters=False)}
"""One instance each (strips cache filtered lines per filter object): letters kept or spelled."""
