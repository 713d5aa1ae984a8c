"""Numbers on screens as the language writes them: Russian ``12,5``, ``13 346,4``."""

from __future__ import annotations

import pytest

from cardtui.engine.score import HALF
from cardtui.i18n import number_text, set_language, t
from cardtui.ui.widgets.breakdown import amount_text


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def test_half_points_in_ascii_use_the_languages_decimal_mark() -> None:
    assert amount_text(25, HALF, True, ascii_only=True) == "+12.5"
    set_language("ru")
    assert amount_text(25, HALF, True, ascii_only=True) == "+12,5"
    assert amount_text(-3, HALF, True, ascii_only=True) == "-1,5"
    assert amount_text(25, HALF, True) == "+12½"


def test_russian_decimals_thousands_and_fraction_plural() -> None:
    set_language("ru")
    assert number_text(60.1) == "60,1"
    assert number_text(13346.4) == "13\u202f346,4"
    assert t("ui.settings.trick_pause.normal") == "Обычная (1,5 с)"
    assert t("ui.score.running", n=5) == "Положение за 5 сдач (выше — лучше):"
    assert t("ui.score.running", n=21) == "Положение за 21 сдачу (выше — лучше):"


def test_doppelkopf_balances_in_ascii_have_no_half_sign() -> None:
    from cardtui.ui.games.doppelkopf import half_shown

    assert half_shown(25, False) == "+12½"
    assert half_shown(25, True) == "+12.5"
    assert half_shown(0, True) == "0"
    set_language("ru")
    assert half_shown(-25, True) == "-12,5"
