"""The ASCII style's line filter: every symbol one ASCII character, letters kept in Russian."""

from __future__ import annotations

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color

from cardtui.ui.ascii_filter import ASCII_FILTERS, ascii_text

SAMPLE = "╭─ Козёл «Козлы» ─╮ │10♥ Q♣│ ▶ ★ … ▮▮ ░ ▁▂ ⏎ ←→ · — ✓"


def test_symbols_become_ascii_of_the_same_width() -> None:
    for keep in (True, False):
        text = ascii_text(SAMPLE, keep)
        assert cell_len(text) == cell_len(SAMPLE)
        assert all(c.isascii() or c.isalpha() for c in text)
    assert ascii_text("╭──╮│♠♣♥♦▶", False) == "+--+|schd>"


def test_russian_is_kept_or_spelled_in_latin() -> None:
    assert "Козёл" in ascii_text(SAMPLE, True)
    english = ascii_text(SAMPLE, False)
    assert english.isascii() and "Kozel" in english and '"Kozly"' in english


def test_the_filter_keeps_styles_and_plain_segments() -> None:
    plain = Segment("plain text")
    fancy = Segment("10♥", None)
    out = ASCII_FILTERS[False].apply([plain, fancy], Color(0, 0, 0))
    assert out[0] is plain and out[1].text == "10h"
