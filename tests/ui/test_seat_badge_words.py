"""A word too long for a narrow seat badge (Doppelkopf's «Назначающий» beside a side seat
at 60x20) is broken with a hyphen, never cut; words that fit wrap whole. The ASCII trump
line names the suit, then the letter the cards show it by ("бубны (d)")."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from cardtui.ui.widgets.seat_badge import _hyphenate

CONSOLE = Console(width=80)


def rows(text: str, width: int) -> list[str]:
    body = Text(text)
    lines = body.wrap(CONSOLE, width - 1, overflow="fold")
    _hyphenate(body.plain, lines)
    return [line.plain.rstrip() for line in lines]


def test_a_long_word_breaks_with_a_hyphen() -> None:
    got = rows("bot · Назначающий", 10)
    assert got == ["bot ·", "Назначающ-", "ий"]
    assert all(len(row) <= 10 for row in got)
    assert "".join(row.rstrip("-") for row in got[1:]) == "Назначающий"


def test_words_that_fit_get_no_hyphen() -> None:
    assert rows("simple bot · first hand", 10) == ["simple", "bot ·", "first", "hand"]


def test_the_ascii_trump_line_names_the_suit_then_its_letter() -> None:
    from cardtui.i18n import set_language
    from cardtui.ui.text import trump_text

    assert trump_text("klaberjass", "D", ascii_only=True) == "diamonds (d)"
    assert trump_text("klaberjass", "D") == "♦ diamonds"
    set_language("ru")
    assert trump_text("klaberjass", "D", ascii_only=True) == "бубны (d)"
