"""Numbers as each language writes them (issue 20, item 9): one helper, both languages."""

from __future__ import annotations

import pytest

from cardtui.i18n import THIN_SPACE, number_text, set_language, t


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("value", "digits", "en", "ru"),
    [
        (60.1, 1, "60.1", "60,1"),
        (13346.4, 1, "13,346.4", f"13{THIN_SPACE}346,4"),
        (1234.5, 1, "1,234.5", "1234,5"),
        (1_234_567.0, 0, "1,234,567", f"1{THIN_SPACE}234{THIN_SPACE}567"),
        (-0.5, 2, "-0.50", "-0,50"),
        (0.25, None, "0.25", "0,25"),
    ],
)
def test_number_text(value: float, digits: int | None, en: str, ru: str) -> None:
    assert number_text(value, digits, "en") == en
    assert number_text(value, digits, "ru") == ru


def test_sign_on_request() -> None:
    assert number_text(0.125, 3, "en", sign=True) == "+0.125"
    assert number_text(-1.5, 1, "ru", sign=True) == "-1,5"


def test_number_text_follows_the_current_language() -> None:
    set_language("ru")
    assert number_text(2.5, 1) == "2,5"
    set_language("en")
    assert number_text(2.5, 1) == "2.5"


def test_a_fraction_takes_the_genitive_singular_in_russian() -> None:
    set_language("ru")
    assert t("ui.points", n=60.5) == "60,5 очка"
    assert t("ui.points", n="60,5") == "60,5 очка"
    assert t("ui.points", n=f"13{THIN_SPACE}346,4") == f"13{THIN_SPACE}346,4 очка"
    assert t("ui.points", n=21) == "21 очко"
    assert t("ui.points", n="+12½") == "+12½ очка"
    assert t("ui.points", n=25) == "25 очков"
    assert t("ui.points", n=f"10{THIN_SPACE}000") == f"10{THIN_SPACE}000 очков"


def test_a_fraction_takes_the_plural_in_english() -> None:
    assert t("ui.points", n=1.0) == "1.0 points"
    assert t("ui.points", n="0.5") == "0.5 points"
    assert t("ui.points", n="1,000") == "1,000 points"
    assert t("ui.points", n=1) == "1 point"


def test_a_float_field_is_written_as_the_language_writes_it() -> None:
    set_language("ru")
    assert "13 346,4".replace(" ", THIN_SPACE) in t("cli.rate", matches=3, rate=13346.4)
    set_language("en")
    assert "13,346.4" in t("cli.rate", matches=3, rate=13346.4)
