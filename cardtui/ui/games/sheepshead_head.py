"""The sheep's head (баранья голова) as a picture, drawn stroke by stroke.

The game keeps the strokes as numbers (``SheepsheadPublic.strokes``, ``head_strokes``); the
picture is drawn here. It is a small character grid (:data:`ART`);
:data:`STROKE_MAP` labels every drawn cell with the primitive line it belongs to
(horns, top of the head, cheeks, muzzle, chin, eyes, nose). A head of ``size``
strokes is that picture cut into ``size`` ordered segments: hand-made plans for the
usual 9 and 12 strokes, an even grouping of the primitives for smaller heads, and
primitives split along their lines for larger ones, up to one cell per stroke
(:data:`MAX_STROKES`). A head of more strokes than that is drawn in proportion: the
picture of :data:`MAX_STROKES` strokes, as far as the share of strokes taken reaches,
and complete only when the head is.

>>> len(head_segments(9))
9
>>> render_head(9, 9) == [line.ljust(HEAD_WIDTH) for line in ART]
True
"""

from __future__ import annotations

from functools import cache

Cell = tuple[int, int, str]
"""(row, column, character)."""
Segment = list[Cell]
"""One stroke: the cells it draws, in drawing order."""

ART: tuple[str, ...] = (
    "  ╭────╮       ╭────╮",
    " ╭╯╭──╮╰╮╭───╮╭╯╭──╮╰╮",
    " │ │╭─╯ ╰╯   ╰╯ ╰─╮│ │",
    " │ ╰╯  ●       ●  ╰╯ │",
    " ╰╮   ╱         ╲   ╭╯",
    "  ╰──╱           ╲──╯",
    "     │           │",
    "     ╰╮         ╭╯",
    "      │  ╲   ╱  │",
    "      ╰╮  ╰─╯  ╭╯",
    "       ╰───────╯",
)
"""The complete head: curled horns, poll, face, eyes, nose and muzzle."""

STROKE_MAP: tuple[str, ...] = (
    "  aaaaaa       dddddd",
    " bbccccaahhhhhddffffee",
    " b cccc gg   ii ffff e",
    " b cc  o       p  ff e",
    " bb   j         k   ee",
    "  bbbj           keee",
    "     j           k",
    "     jj         kk",
    "      l  q   q  m",
    "      ll  qqq  mm",
    "       nnnnnnnnn",
)
"""Primitive label of every drawn cell of :data:`ART` (same shape)."""

PRIMITIVES = "abcdefghijklmnopq"
"""Primitive lines in drawing order: left horn (outer top, outer side, curl), right horn,
the poll (left join, brow, right join), cheeks, muzzle sides, chin, eyes, nose."""

PLANS: dict[int, tuple[str, ...]] = {
    9: ("abc", "def", "ghi", "jl", "km", "n", "o", "p", "q"),
    12: ("ab", "c", "de", "f", "gi", "h", "jl", "km", "n", "o", "p", "q"),
}
"""Hand-made strokes for the usual head sizes (groups of primitives)."""

HEAD_HEIGHT = len(ART)
HEAD_WIDTH = max(len(line) for line in ART)
MAX_STROKES = sum(1 for line in STROKE_MAP for ch in line if ch != " ")
"""The most strokes a head can be cut into (one cell each)."""


def _primitive_cells() -> dict[str, Segment]:
    cells: dict[str, Segment] = {p: [] for p in PRIMITIVES}
    for row, (art, labels) in enumerate(zip(ART, STROKE_MAP, strict=True)):
        for col, label in enumerate(labels):
            if label != " ":
                cells[label].append((row, col, art[col]))
    return {p: _trace(c) for p, c in cells.items()}


def _trace(cells: Segment) -> Segment:
    """Order cells along the line: start at the top-left, then always the nearest next cell."""
    rest = sorted(cells)
    path = [rest.pop(0)]
    while rest:
        row, col, _ = path[-1]
        nearest = min(rest, key=lambda c: (max(abs(c[0] - row), abs(c[1] - col)), c[0], c[1]))
        rest.remove(nearest)
        path.append(nearest)
    return path


def _group(parts: list[Segment], size: int) -> list[Segment]:
    """Join consecutive parts into ``size`` segments of near-equal part counts."""
    base, extra = divmod(len(parts), size)
    result: list[Segment] = []
    start = 0
    for i in range(size):
        end = start + base + (1 if i < extra else 0)
        result.append([cell for part in parts[start:end] for cell in part])
        start = end
    return result


def _split(parts: list[Segment], size: int) -> list[Segment]:
    """Halve the longest segment (along its line) until there are ``size`` segments."""
    result = [list(p) for p in parts]
    while len(result) < size:
        longest = max(range(len(result)), key=lambda i: (len(result[i]), -i))
        seg = result[longest]
        half = (len(seg) + 1) // 2
        result[longest : longest + 1] = [seg[:half], seg[half:]]
    return result


@cache
def _segments(size: int) -> tuple[tuple[Cell, ...], ...]:
    if not 1 <= size <= MAX_STROKES:
        raise ValueError(f"a head has 1 to {MAX_STROKES} strokes, not {size}")
    cells = _primitive_cells()
    if size in PLANS:
        segments = [[c for p in group for c in cells[p]] for group in PLANS[size]]
    else:
        parts = [cells[p] for p in PRIMITIVES]
        segments = _group(parts, size) if size <= len(parts) else _split(parts, size)
    return tuple(tuple(s) for s in segments)


def head_segments(size: int) -> list[Segment]:
    """The head of ``size`` strokes as ordered segments of (row, col, char) cells."""
    return [list(s) for s in _segments(size)]


def drawn_segments(size: int, strokes: int) -> tuple[int, int]:
    """(segments in the picture, segments drawn) for ``strokes`` of a head of ``size``.

    Up to :data:`MAX_STROKES` a stroke is a segment; a larger head is scaled down,
    rounding down, so the picture is complete only when the head is.

    >>> drawn_segments(9, 4), drawn_segments(950, 949), drawn_segments(950, 950)
    ((9, 4), (95, 94), (95, 95))
    """
    size = max(1, size)
    strokes = max(0, min(size, strokes))
    if size <= MAX_STROKES:
        return size, strokes
    return MAX_STROKES, strokes * MAX_STROKES // size


def render_head(size: int, strokes: int) -> list[str]:
    """Text lines (``HEAD_WIDTH`` wide, ``HEAD_HEIGHT`` high) with ``strokes`` of ``size`` drawn.

    Any ``size`` works: heads larger than :data:`MAX_STROKES` are drawn in proportion.
    """
    segments, drawn = drawn_segments(size, strokes)
    grid = [[" "] * HEAD_WIDTH for _ in range(HEAD_HEIGHT)]
    for segment in _segments(segments)[:drawn]:
        for row, col, char in segment:
            grid[row][col] = char
    return ["".join(line) for line in grid]
