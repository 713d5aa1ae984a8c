"""Every module fits in a head: no module over 600 lines, no class over 400, no function over 50.

Lines are counted from a ``def`` or ``class`` line to its last line (decorators left
out, docstrings and comments in). Nothing is over a limit; should a piece ever have to be
for a while, it is listed below with its size, may only shrink, and must leave the list
once back within its limit.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import cardtui

PACKAGE = Path(cardtui.__file__).parent
MODULE_LINES, CLASS_LINES, FUNCTION_LINES = 600, 400, 50

STILL_TOO_LONG: dict[str, int] = {}
"""Pieces over a limit today and their size: the list may only shrink."""


def _pieces(body: list[ast.stmt], prefix: str) -> Iterator[tuple[str, int, int]]:
    """(qualified name, lines, limit) of every class and function, nested ones too."""
    for node in body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            name = f"{prefix}{node.name}"
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            limit = CLASS_LINES if isinstance(node, ast.ClassDef) else FUNCTION_LINES
            yield name, lines, limit
            yield from _pieces(node.body, f"{name}.")


def measured() -> dict[str, tuple[int, int]]:
    """Every module, class and function of cardtui: its lines and its limit."""
    sizes: dict[str, tuple[int, int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        text = path.read_text(encoding="utf-8")
        sizes[where] = (len(text.splitlines()), MODULE_LINES)
        for name, lines, limit in _pieces(ast.parse(text).body, ""):
            sizes[f"{where}::{name}"] = (lines, limit)
    return sizes


def test_nothing_is_over_its_limit_but_the_listed_pieces() -> None:
    too_long = {
        f"{name} ({lines} lines, limit {limit})"
        for name, (lines, limit) in measured().items()
        if lines > limit and lines > STILL_TOO_LONG.get(name, limit)
    }
    assert not too_long, "over the limit (split it): " + ", ".join(sorted(too_long))


def test_the_list_of_long_pieces_only_shrinks() -> None:
    sizes = measured()
    done = {
        name for name in STILL_TOO_LONG if name not in sizes or sizes[name][0] <= sizes[name][1]
    }
    assert not done, "within the limit now, drop from STILL_TOO_LONG: " + ", ".join(sorted(done))
