"""The replay viewer's hint line names the keys its footer and bindings use; the Replays
list tells two matches of one game apart (players and date)."""

from __future__ import annotations

import re

import pytest

from cardtui.i18n import t
from cardtui.ui.screens.replay import ReplayScreen


def _keys() -> set[str]:
    keys: set[str] = set()
    for binding in ReplayScreen.BINDINGS:
        keys.update(binding.key.split(","))  # type: ignore[union-attr]
    return keys


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_names_keys_the_viewer_has(lang: str) -> None:
    hint = t("ui.replay.start", lang)
    letters = re.findall(r"(?<![\w])([A-Za-z])(?=[\s:])", hint)
    assert letters, hint
    for letter in letters:
        assert letter in _keys(), f"{letter!r} of {hint!r} is no key of the viewer"
    assert "PgDn" in hint and "pagedown" in _keys()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_step_is_not_called_a_turn(lang: str) -> None:
    assert t("ui.replay.step", lang) == t("ui.replay.key.step", lang)
    if lang == "ru":
        assert t("ui.replay.step", lang) != "Ход"


def test_replays_list_names_players_and_date() -> None:
    from cardtui.storage.finished import list_finished
    from cardtui.storage.saves import MatchSave
    from cardtui.ui.screens.replays import _file_label
    from tests.ui.test_replay_viewer import bot_record

    record = bot_record(steps=40)
    save = MatchSave.create(record)
    save.finish(record)
    kept = list_finished()[0]
    label = _file_label(kept).plain
    assert kept.began in label
    assert "Anna, Bot 2, Bot 3, Bot 4" in label
