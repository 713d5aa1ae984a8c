"""The side panel's title: a long game name shortened at its words, never cut with "…"."""

from __future__ import annotations

from cardtui.ui.widgets.side_panel import fitted_title


def test_a_long_game_name_is_shortened_at_its_words_never_cut() -> None:
    assert fitted_title("Kozel (classic)", 20) == "Kozel (classic)"
    assert fitted_title("Kozel: multi-card leads", 18) == "Kozel"
    assert fitted_title("Слобберханнес (голландский вариант)", 14) == "Слобберханнес"
    assert fitted_title("Replay · Kozel (classic)", 20) == "Replay · Kozel"
    assert fitted_title("Черви с добором («домино»)", 20) == "Черви с добором"
    assert fitted_title("Unbreakablelongname", 5) == ""
