"""The test files the floors stage runs: those a dependency's floor version can change.

`.ci/run`'s floors stage installs every direct dependency at its floor (the `>=` versions of
pyproject.toml) and runs the quick stage there. A test whose code reaches only the standard
library (the engine, the games and the bots import nothing else: tests/test_import_hygiene.py
keeps it so) runs the same under any version of them, so the floors stage leaves it out.

A test file is kept when its imports, followed through the tests' helper modules and the
package's own modules (every import, also those inside functions), reach a module outside the
standard library other than pytest itself, or when it starts cardtui in another process (which
loads the command line, hence click). Prints the kept files, one per line.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN = ("cardtui", "tests")
PYTEST_OWN = frozenset({"pytest", "_pytest", "pluggy", "py"})
"""The runner: the same in both venvs' stages as far as these tests go (xdist, asyncio and
the snapshot plugin are reached through the imports or fixtures of the files that use them)."""
SPAWNS = ('"-m", "cardtui"', "'-m', 'cardtui'", "subprocess", "asyncio.create_subprocess")


def module_path(name: str) -> Path | None:
    """The file of one of our own modules (a package's ``__init__``), or ``None``."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imported(path: Path, name: str) -> set[str]:
    """Every module name ``path`` (module ``name``) imports, anywhere in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


@cache
def imports_of(name: str) -> frozenset[str]:
    """The modules our module ``name`` imports (none when it is not one of ours)."""
    path = module_path(name)
    return frozenset(imported(path, name)) if path is not None else frozenset()


def reaches_outside(name: str) -> bool:
    """Whether our module ``name``, or one of ours it reaches, imports a module outside the
    standard library (a breadth-first walk over our own modules)."""
    seen, queue = {name}, [name]
    while queue:
        for other in imports_of(queue.pop()):
            top = other.partition(".")[0]
            if top in OWN:
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
            elif top not in sys.stdlib_module_names and top not in PYTEST_OWN:
                return True
    return False


def kept(path: Path) -> bool:
    """Whether the floors stage runs the test file ``path``."""
    if any(word in path.read_text(encoding="utf-8") for word in SPAWNS):
        return True
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    return reaches_outside(name) or reaches_outside("tests.conftest")


def main() -> None:
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        if kept(path):
            print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
