"""The settings file round-trips every setting, fractions of a second included."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cardtui.storage.settings import Settings, load_settings, save_settings, settings_path


def test_settings_with_a_fractional_budget_are_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDTUI_HOME", str(tmp_path))
    chosen = replace(Settings(), language="ru", card_style="ascii", bot_budget=0.25)
    save_settings(chosen)
    assert load_settings() == chosen.normalised()
    assert settings_path().exists()  # read back, not set aside as damaged
    assert not list(settings_path().parent.glob("*.damaged-*"))


def test_an_infinite_budget_is_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTUI_HOME", str(tmp_path))
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"bot_budget": 1e400}', encoding="utf-8")
    assert load_settings() == Settings()
    assert list(path.parent.glob("settings.damaged-*"))
