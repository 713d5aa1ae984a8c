"""UI test fixtures: a private CARDTUI_HOME, English, fixed seeds, no bot pauses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtui.i18n import set_language


@pytest.fixture(autouse=True)
def cardtui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own settings and saves folder and starts in English."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    monkeypatch.setenv("CARDTUI_LANG", "en")
    set_language("en")
    yield home
    set_language("en")
