"""Suite-wide fixtures: every test gets its own CARDTUI_HOME and English.

The tests run in parallel (pytest-xdist), so nothing may write to a fixed path: the
settings, saves and statistics of each test go to its own temporary folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtui.i18n import set_language


@pytest.fixture(autouse=True)
def cardtui_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private settings and saves folder for the test, which starts in English."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    monkeypatch.setenv("CARDTUI_LANG", "en")
    set_language("en")
    yield home
    set_language("en")
