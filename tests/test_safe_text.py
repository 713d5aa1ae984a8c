"""The one sanitiser: no control, bidirectional or invisible character survives it."""

from __future__ import annotations

import json

import pytest

from cardtui.safe_text import MARK, NAME_LIMIT, safe_json, safe_line, safe_name, safe_text
from cardtui.storage.files import one_line
from cardtui.storage.settings import Settings
from cardtui.ui.session import SeatSpec

OSC_TITLE = "\x1b]0;PWNED\x07"
OSC_CLIPBOARD = "\x1b]52;c;aGk=\x07"
CSI = "\x1b[2J"
UNSAFE = (
    [chr(c) for c in range(0x20) if chr(c) not in "\t\n\r\v\f"]
    + [chr(c) for c in range(0x7F, 0xA0)]  # DEL and C1, CSI 0x9b among them
    + list("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
    + list("\u200b\u200c\u200d\u2060\ufeff\u00ad\u2028\u2029\u3164\u115f\u2800")
    + ["\udc80", "\ue000", "\U000e0041", "\U0010ffff"]  # a lone surrogate, private, a tag...
)


@pytest.mark.parametrize("char", UNSAFE, ids=lambda c: f"U+{ord(c):04X}")
def test_every_unsafe_character_becomes_the_mark(char: str) -> None:
    assert safe_text(f"a{char}b") == f"a{MARK}b"
    assert char not in safe_line(f"a{char}b") and char not in safe_name(f"a{char}b")
    assert char not in one_line(f"a{char}b")


def test_terminal_sequences_are_seen_not_obeyed() -> None:
    name = f"{OSC_TITLE}{OSC_CLIPBOARD}{CSI}\x9b1m\u202eAnna\u200b"
    shown = safe_text(name)
    assert shown == f"{MARK}]0;PWNED{MARK}{MARK}]52;c;aGk={MARK}{MARK}[2J{MARK}1m{MARK}Anna{MARK}"
    assert shown.isprintable()


def test_letters_symbols_and_emoji_stay() -> None:
    for text in (
        "Анна",
        "Łukasz",
        "李小龙",
        "Zoë",
        "♠♥ 10♦",
        "😀",
        "👍🏽",
        "[bold]x[/]",
        "e\u0301",
    ):
        assert safe_text(text) == text
        assert safe_name(text) == text


def test_spaces_of_every_kind_are_plain_spaces() -> None:
    assert safe_text("a\u00a0b\u2003c\u3000d") == "a b c d"
    assert safe_line("  a \t\n\r\v\f b  ") == "a b"
    assert safe_text("Anna\rBoris") == "Anna Boris"  # no overwriting the line
    assert one_line("  a \t\n b  ") == "a b"


def test_lines_and_tabs_kept_in_a_block() -> None:
    assert safe_text("a\n\tb\x1b[2Jc\r\n", keep_lines=True) == f"a\n\tb{MARK}[2Jc \n"


def test_a_name_is_one_line_of_at_most_twenty_characters() -> None:
    assert safe_name("  Anna\n  Karenina  ") == "Anna Karenina"
    assert len(safe_name("x" * 500)) == NAME_LIMIT
    assert safe_line("y" * 50, 10) == "y" * 9 + "…"


def test_json_keeps_the_data_and_escapes_the_unsafe() -> None:
    data = {"game": f"{OSC_TITLE}\u202e\x9b\U000e0041 Анна 😀"}
    dumped = safe_json(json.dumps(data, ensure_ascii=False))
    assert json.loads(dumped) == data
    assert dumped.isprintable() and "Анна 😀" in dumped


def test_seat_specs_and_settings_keep_safe_names_only() -> None:
    spec = SeatSpec.parse(f"human:{OSC_TITLE}Anna")
    assert spec.name == f"{MARK}]0;PWNED{MARK}Anna"
    assert SeatSpec("simple", "\u202eBot\u200b").name == f"{MARK}Bot{MARK}"
    assert SeatSpec.parse(str(spec)) == spec  # the record's seat text reads back the same
    assert Settings(player_name=f"{CSI}Boris").normalised().player_name == f"{MARK}[2JBoris"
