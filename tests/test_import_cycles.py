"""No import circles among cardtui's modules.

Every module-level import counts, those under ``if TYPE_CHECKING:`` too (a circle
for the type checker is still one for the reader); imports inside functions do not
(they run after both modules are loaded, on purpose). ``from a import b`` counts as
an import of module ``a.b`` when there is one, else of ``a``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

import cardtui

PACKAGE = Path(cardtui.__file__).parent


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _target(base: str, name: str | None = None) -> str | None:
    if name is not None and f"{base}.{name}" in MODULES:
        return f"{base}.{name}"
    return base if base in MODULES else None


def _statements(body: Iterable[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements run when the module loads (into ``if`` and ``try``, not ``def``)."""
    for node in body:
        yield node
        if isinstance(node, ast.If):
            yield from _statements(node.body)
            yield from _statements(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody):
                yield from _statements(block)
            for handler in node.handlers:
                yield from _statements(handler.body)


def _imports(module: str) -> set[str]:
    path = MODULES[module]
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found: set[str | None] = set()
    for node in _statements(ast.parse(path.read_text(encoding="utf-8")).body):
        if isinstance(node, ast.Import):
            found.update(_target(alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                kept = package[: len(package) - node.level + 1]
                base = ".".join([*kept, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            found.update(_target(base, alias.name) for alias in node.names)
    return {name for name in found if name is not None and name != module}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def _describe(group: list[str], graph: dict[str, set[str]]) -> str:
    members = set(group)
    return "; ".join(f"{m} -> {', '.join(sorted(graph[m] & members))}" for m in group)


def test_no_import_circles() -> None:
    graph = {module: _imports(module) for module in MODULES}
    circles = _circles(graph)
    assert not circles, "\n".join(_describe(group, graph) for group in circles)


def test_the_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _circles(graph) == [["a", "b", "c"]]


def test_the_finder_reads_type_checking_imports() -> None:
    imports = _imports("cardtui.ui.app")
    assert "cardtui.ui.host" in imports  # under ``if TYPE_CHECKING:`` only
    assert "cardtui.ui.screens.menu" not in imports  # inside a method
