"""The package's metadata: one version, the licence, the extras, the test stages."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import metadata, version
from pathlib import Path

import cardtui

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]


def test_the_version_has_one_source() -> None:
    assert "version" in PROJECT["dynamic"] and "version" not in PROJECT
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "cardtui/__init__.py"
    assert version("cardtui") == cardtui.__version__


def test_the_licence_is_mit_and_shipped() -> None:
    assert PROJECT["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert metadata("cardtui")["License-Expression"] == "MIT"


def test_every_requirement_has_a_floor_and_a_ceiling() -> None:
    extras = PROJECT["optional-dependencies"]
    for requirement in PROJECT["dependencies"] + extras["test"]:
        assert re.search(r">=[^,]+,\s*<", requirement), requirement


def test_the_lint_tools_are_dev_only() -> None:
    extras = PROJECT["optional-dependencies"]
    names = {re.split(r"[<>=\[ ]", r)[0] for r in extras["test"]}
    assert not names & {"ruff", "mypy"}
    assert "cardtui[test]" in extras["dev"]
    assert {re.split(r"[<>=\[ ]", r)[0] for r in extras["dev"]} >= {"ruff", "mypy"}


def test_the_default_run_is_quick_and_parallel() -> None:
    pytest_config = PYPROJECT["tool"]["pytest"]["ini_options"]
    assert "-m 'not heavy and not browser'" in pytest_config["addopts"]
    assert "-n auto" in pytest_config["addopts"]
    assert any(marker.startswith("heavy:") for marker in pytest_config["markers"])
    assert any(marker.startswith("browser:") for marker in pytest_config["markers"])
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "-m heavy" in ci and "exit 5" in ci


def test_the_browser_tests_install_their_own_browser() -> None:
    """The ``browser`` extra pins Playwright; ``.ci/browser-deps`` installs it and Debian's
    Chromium (Playwright's own browser download is never used)."""
    browser = PROJECT["optional-dependencies"]["browser"]
    assert [re.split(r"[<>=\[ ]", r)[0] for r in browser] == ["playwright"]
    assert all(re.search(r">=[^,]+,\s*<", r) for r in browser), browser
    script = ROOT / ".ci" / "browser-deps"
    text = script.read_text(encoding="utf-8")
    assert script.stat().st_mode & 0o111, "not executable"
    assert "apt-get install" in text and "/usr/bin/chromium" in text
    assert ".[browser]" in text and "playwright install" not in text


def test_the_floors_stage_keeps_the_tests_a_floor_can_change() -> None:
    """.ci/floor_tests.py leaves out only the files that reach the standard library alone."""
    import importlib.util

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("floor_tests", root / ".ci" / "floor_tests.py")
    assert spec is not None and spec.loader is not None
    chooser = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(chooser)
    tests = root / "tests"
    for name in ("ui/test_table.py", "net/test_matches.py", "test_cli.py", "test_fuzz.py"):
        assert chooser.kept(tests / name), name  # textual, websockets, click, hypothesis
    for name in ("test_conformance.py", "test_golden.py", "games/test_klaberjass.py"):
        assert not chooser.kept(tests / name), name  # the engine and the games alone
