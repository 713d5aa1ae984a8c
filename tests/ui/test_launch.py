"""``run_app`` checks its input before Textual starts, so the CLI can print one line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardtui.engine import OptionError, UnknownGame
from cardtui.ui.launch import run_app

CHECK = """
import sys
from cardtui.ui.launch import run_app
from cardtui.engine import CardtuiError
try:
    run_app(game_id={game!r}, seats={seats!r}, options={options!r})
except CardtuiError as exc:
    print(type(exc).__name__, "textual" in sys.modules)
"""


@pytest.mark.parametrize(
    ("game", "seats", "options", "error"),
    [
        ("no_such_game", None, None, UnknownGame),
        ("kozel_classic", ["human", "genius", "simple", "simple"], None, OptionError),
        ("kozel_classic", ["human", "simple"], None, OptionError),
        ("kozel_classic", None, {"boasting": "maybe"}, OptionError),
        ("kozel_classic", None, {"no_such_option": "1"}, OptionError),
    ],
)
def test_bad_input_raises_before_the_app_starts(
    game: str, seats: list[str] | None, options: dict[str, str] | None, error: type[Exception]
) -> None:
    with pytest.raises(error):
        run_app(game_id=game, seats=seats, options=options)


def test_bad_input_never_imports_textual() -> None:
    code = CHECK.format(game="kozel_classic", seats=["human", "genius"], options=None)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["OptionError", "False"]


def test_unknown_language_is_an_option_error() -> None:
    with pytest.raises(OptionError):
        run_app(lang="fr")
