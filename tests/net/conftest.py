"""Network test fixtures: a private CARDTUI_HOME, the ``heavy`` marker."""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "heavy: long runs, left out unless asked for")


@pytest.fixture(autouse=True)
def cardtui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own folder."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    monkeypatch.setenv("CARDTUI_LANG", "en")
    return home
