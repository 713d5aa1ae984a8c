"""``cardtui options GAME``: every game's option help in both languages says what the parser
takes (seat numbers counted from 1; an open range as "1 or more", never "None")."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from cardtui.cli.main import main
from cardtui.engine import OptionError, all_games, get_game

GAMES = [g.id for g in all_games()]


def options_text(game_id: str, lang: str) -> str:
    result = CliRunner().invoke(main, ["options", game_id, "--lang", lang])
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_none_and_no_seats_from_0(game_id: str, lang: str) -> None:
    text = options_text(game_id, lang)
    assert "None" not in text
    assert not re.search(r"from 0\b|с 0\b|от 0 до \d+ мест|seats? from 0", text), text


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "  blind_seats=0 to 3 seat numbers, counted from 1, such as 1,3  (default: -)"),
        ("ru", "  blind_seats=от 0 до 3 номеров мест, считая с 1, например 1,3  (по умолчанию: -)"),
    ],
)
def test_blind_seats_are_counted_from_1(lang: str, line: str) -> None:
    assert line in options_text("kozel_classic", lang).splitlines()
    spec = next(s for s in get_game("kozel_classic").options if s.key == "blind_seats")
    assert spec.parse("1,3", 4) == (0, 2)
    with pytest.raises(OptionError):
        spec.parse("0", 4)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "  head_strokes=1 or more  (default: 9)"),
        ("ru", "  head_strokes=от 1  (по умолчанию: 9)"),
    ],
)
def test_an_open_range_is_said_in_words(lang: str, line: str) -> None:
    assert line in options_text("sheepshead", lang).splitlines()


def test_a_closed_range_keeps_its_bounds() -> None:
    assert "  target_score=1..100000  (default: 501)" in options_text("klaberjass", "en")


@pytest.mark.parametrize(
    ("lang", "kind", "said"),
    [
        ("en", "seats", "1 or more seat numbers, counted from 1, such as 1,3"),
        ("ru", "seats", "номера мест (не меньше 1), считая с 1, например 1,3"),
        ("en", "int", "2 or more"),
        ("ru", "int", "от 2"),
    ],
)
def test_open_ranges_of_any_kind(lang: str, kind: str, said: str) -> None:
    from cardtui.cli.main import _values
    from cardtui.engine.options import OptionSpec
    from cardtui.i18n import set_language

    low = 1 if kind == "seats" else 2
    spec = OptionSpec("x", kind, () if kind == "seats" else low, minimum=low, maximum=None)
    set_language(lang)
    try:
        assert _values(spec) == said
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "“Strokes to win”: enter a whole number, 1 or more"),
        ("ru", "«Штрихов до победы»: введите целое число не меньше 1"),
    ],
)
def test_the_setup_form_says_an_open_range_in_words(lang: str, said: str) -> None:
    """The new-game form refuses head_strokes=0 without "from 1 to None"."""
    from cardtui.i18n import set_language
    from cardtui.ui.screens.setup import error_text

    game = get_game("sheepshead")
    set_language(lang)
    try:
        with pytest.raises(OptionError) as info:
            game.check_options({"head_strokes": 0}, 4)
        text = error_text(game, info.value)
    finally:
        set_language("en")
    assert "None" not in text
    assert text.endswith(said.split(":", 1)[1]), text
