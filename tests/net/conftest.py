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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The network's heavy tests run only when asked for (``-m heavy``)."""
    if "heavy" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="heavy: run with -m heavy")
    here = Path(__file__).parent
    for item in items:
        if "heavy" in item.keywords and here in Path(str(item.path)).parents:
            item.add_marker(skip)
