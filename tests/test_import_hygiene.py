"""Layers: engine and games import only the standard library; only ui imports textual."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import cardtui

PACKAGE = Path(cardtui.__file__).parent
STDLIB = set(sys.stdlib_module_names)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_engine_games_bots_import_only_stdlib() -> None:
    for layer in ("engine", "games", "bots"):
        for path in (PACKAGE / layer).rglob("*.py"):
            foreign = _imports(path) - STDLIB - {"cardtui"}
            assert not foreign, f"{path.relative_to(PACKAGE)} imports {sorted(foreign)}"


def test_only_ui_imports_textual() -> None:
    for path in PACKAGE.rglob("*.py"):
        if "ui" in path.relative_to(PACKAGE).parts:
            continue
        assert "textual" not in _imports(path), f"{path.relative_to(PACKAGE)} imports textual"


def test_engine_layers_do_not_import_ui_or_cli() -> None:
    for layer in ("engine", "games", "bots"):
        for path in (PACKAGE / layer).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            for banned in ("cardtui.ui", "cardtui.cli", "cardtui.storage"):
                assert banned not in source, f"{path.relative_to(PACKAGE)} uses {banned}"


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport sys\nprint(' '.join(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {name.split(".")[0] for name in out.split()}


def test_engine_and_games_load_no_third_party_module() -> None:
    loaded = _loaded_after("import cardtui.engine, cardtui.bots\ncardtui.engine.all_games()")
    assert not loaded & {"textual", "rich", "click", "platformdirs"}


def test_help_does_not_import_textual() -> None:
    code = (
        "import sys\nfrom cardtui.cli.main import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass"
    )
    assert "textual" not in _loaded_after(code)


def test_net_imports_only_stdlib_websockets_and_the_lower_layers() -> None:
    for path in (PACKAGE / "net").rglob("*.py"):
        foreign = _imports(path) - STDLIB - {"cardtui", "websockets"}
        assert not foreign, f"{path.relative_to(PACKAGE)} imports {sorted(foreign)}"
        source = path.read_text(encoding="utf-8")
        for banned in ("cardtui.ui", "cardtui.cli"):
            assert banned not in source, f"{path.relative_to(PACKAGE)} uses {banned}"


def test_serve_and_host_do_not_import_textual() -> None:
    code = (
        "import cardtui.net.serve, cardtui.net.client, cardtui.cli.net\n"
        "from cardtui.cli.main import main\n"
        "for args in (['serve', '--help'], ['host', '--help'], ['join', '--help']):\n"
        "    try:\n        main(args)\n    except SystemExit:\n        pass"
    )
    assert "textual" not in _loaded_after(code)


LAYERS = {"engine", "games", "bots", "storage", "ui", "cli", "net", "i18n", "rulebook"}
"""The packages at the top of cardtui: the layers, the texts and the rulebook."""
TOP_MODULES = {"__init__.py", "__main__.py", "safe_text.py"}
"""The only modules loose at the top (``safe_text``: the one text cleaner every layer uses)."""


def test_the_top_of_the_package_reads_as_its_layers() -> None:
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    modules = {p.name for p in PACKAGE.glob("*.py")}
    assert packages == LAYERS, sorted(packages ^ LAYERS)
    assert modules == TOP_MODULES, sorted(modules - TOP_MODULES)


def test_the_lower_layers_do_not_import_the_command_line() -> None:
    for layer in ("engine", "games", "bots", "storage", "net", "ui"):
        for path in (PACKAGE / layer).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert "cardtui.cli" not in source, f"{path.relative_to(PACKAGE)} uses cardtui.cli"


def test_bare_cardtui_opens_the_app_without_click() -> None:
    code = (
        "import cardtui.ui.launch\n"
        "cardtui.ui.launch.run_app = lambda **kw: None\n"
        "from cardtui.cli.entry import main\nmain([])"
    )
    loaded = _loaded_after(code)
    assert "click" not in loaded
