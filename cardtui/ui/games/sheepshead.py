"""Sheep's Head (Баранья голова) in the UI: each side's ram's head, drawn stroke by stroke.

North and South (seats 0 and 2) play East and West (1 and 3). A side that wins a
deal draws strokes on its head; the first complete head wins. The game keeps the
strokes as numbers (``public["strokes"]``, ``head_strokes``); the picture is drawn
here. The scoreboard shows both heads as far as they are drawn, the side panel the
strokes, the stakes of the deal and who named trumps.

The picture (баранья голова) is a small character grid (:data:`ART`);
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

from collections.abc import Mapping, Sequence
from functools import cache, partial
from typing import Any

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import DealSummary, Match, View
from cardtui.i18n import has, t
from cardtui.ui.cards import Canvas
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import history, pips, suit_glyph
from cardtui.ui.text import seat_list
from cardtui.ui.units import of_total

# --- the picture ------------------------------------------------------------------


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


# --- the hooks ------------------------------------------------------------------------

GAME = "sheepshead"
TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
COLOURS = ("#f69d50", "#6cb6ff")
HEAD_GAP = 6
ASCII_ART = str.maketrans(
    {"╭": ".", "╮": ".", "╰": "'", "╯": "'", "─": "-", "│": "|", "╱": "/", "╲": "\\", "●": "o"}
)
"""The head's line characters in plain ASCII."""


def head_board(
    size: int,
    strokes: Sequence[int],
    names: Sequence[str],
    ascii_only: bool = False,
    colour: bool = True,
) -> Text:
    """Both heads side by side: the side's name and count above, its players below."""
    width = 2 * HEAD_WIDTH + HEAD_GAP
    canvas = Canvas(width, HEAD_HEIGHT + 2)
    for team in (0, 1):
        x0 = team * (HEAD_WIDTH + HEAD_GAP)
        drawn = max(0, min(size, int(strokes[team])))
        ink = Style(color=COLOURS[team] if colour else None, bold=True)
        label = f"{team_short(team)} {drawn}/{size}"
        canvas.centre(0, label, ink, x0, HEAD_WIDTH)
        for row, line in enumerate(render_head(size, drawn)):
            if ascii_only:
                line = line.translate(ASCII_ART)
            for col, char in enumerate(line):
                if char != " ":
                    canvas.put(x0 + col, 1 + row, char, ink)
        members = seat_list(TEAMS[team], names)
        canvas.centre(HEAD_HEIGHT + 1, members, Style(dim=True), x0, HEAD_WIDTH)
    board = canvas.render()
    board.end = "\n"
    return board


MAX_PIPS = 30
"""The most pips a progress line shows; a larger head is shown in proportion."""


def tally(strokes: int, size: int) -> tuple[int, int]:
    """(pips filled, pips shown) for ``strokes`` of a head of ``size``; at most :data:`MAX_PIPS`.

    >>> tally(4, 9), tally(500, 1000), tally(999, 1000), tally(1000, 1000)
    ((4, 9), (15, 30), (29, 30), (30, 30))
    """
    size = max(1, size)
    strokes = max(0, min(size, strokes))
    if size <= MAX_PIPS:
        return strokes, size
    return strokes * MAX_PIPS // size, MAX_PIPS


def games_line(detail: Mapping[str, Any]) -> str:
    """«Game 2 of a sitting to 3 wins: 1 : 0», or empty when the sitting is one game."""
    to_win = int(detail.get("games_to_win", 1))
    if to_win <= 1:
        return ""
    won = detail.get("games_won", (0, 0))
    number = detail.get("game_number")
    text = t("ui.rules.sheepshead.games_won", a=won[0], b=won[1], n=to_win)
    if number is not None:
        text = t("ui.rules.sheepshead.game_n", n=number) + " · " + text
    return text


def team_short(index: int) -> str:
    """«С+Ю» / «В+З» (N+S, E+W)."""
    return t(f"ui.sheepshead.team.{index % 2}")


_g = partial(t, game=GAME)


def _outcome(code: str) -> str:
    key = f"outcome.{code}"
    return _g(key) if has(key, game=GAME) else code


def _strokes(public: Mapping[str, Any]) -> tuple[int, int]:
    pair = public.get("strokes", (0, 0))
    return int(pair[0]), int(pair[1])


class SheepsheadHooks(GameHooks):
    """Two rams' heads, the stakes, the trump maker."""

    game_id = GAME

    def team_name(self, index: int, team: Sequence[int], names: Sequence[str]) -> str:
        """N+S or E+W."""
        return team_short(index)

    def team_colour(self, index: int) -> str:
        """Orange for North-South, blue for East-West."""
        return COLOURS[index % 2]

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Who names trumps (or must), and who claimed."""
        p = view.public
        if p.get("maker") == seat:
            return t("ui.sheepshead.note.maker")
        if p.get("maker") is None and p.get("forced_by") == seat:
            return t("ui.sheepshead.note.forced")
        if p.get("maker") is None and p.get("declarer") == seat:
            return t("ui.sheepshead.note.declarer")
        return ""

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Strokes per side, the stakes, the trump maker (tricks and points: generic)."""
        p = view.public
        size = int(p.get("head_strokes", 9))
        strokes = _strokes(p)
        lines = [(team_short(i), of_total(strokes[i], size, "strokes")) for i in (0, 1)]
        games = games_line(p)
        if games:
            lines.append((t("ui.rules.sheepshead.games"), games))
        stakes = p.get("stakes")
        if p.get("raised"):
            lines.append((_g("info.sheepshead.stakes"), t("ui.sheepshead.raised")))
        if isinstance(stakes, Mapping):
            for side in ("makers", "opponents"):
                simple, double = stakes[side]
                lines.append(
                    (
                        _g(f"info.sheepshead.{side}"),
                        t("ui.sheepshead.stake", simple=simple, double=double),
                    )
                )
        maker = p.get("maker")
        if maker is not None:
            trump = p.get("trump") or view.trump
            value = names[int(maker)]
            if trump:
                value += " " + suit_glyph(str(trump), ascii_only)
            lines.append((_g("info.sheepshead.maker"), value))
            if p.get("forced"):
                lines.append(("", _g("info.sheepshead.forced")))
        elif p.get("forced_by") is not None:
            lines.append((_g("info.sheepshead.forced_by"), names[int(p["forced_by"])]))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def _size_and_strokes(self, match: Match) -> tuple[int, tuple[int, int]]:
        public = match.view(None).public
        return int(public.get("head_strokes", 9)), _strokes(public)

    def outcome_text(self, summary: DealSummary, names: Sequence[str]) -> str:
        """The outcome, who drew how many strokes, or the raised stakes after a draw."""
        d = summary.details
        text = _outcome(summary.outcome)
        team = d.get("strokes_team")
        if summary.outcome == "draw":
            text += " → " + t("ui.sheepshead.raised")
        elif team is not None:
            text += f" → {team_short(int(team))}"
            if summary.outcome != "whole_head":
                text += " " + t("ui.sheepshead.plus_strokes", n=d.get("strokes", 0))
        return text

    def history_table(self, match: Match, names: Sequence[str], ascii_only: bool = False) -> Table:
        table = history(t("ui.score.history"), ascii_only)
        table.add_column(t("ui.score.deal"), justify="right")
        table.add_column(_g("info.sheepshead.maker"))
        table.add_column(t("ui.sheepshead.points"), justify="center")
        table.add_column(t("ui.score.outcome"))
        table.add_column(_g("info.sheepshead.strokes"), justify="center")
        for s in match.deal_summaries:
            d = s.details
            maker = d.get("maker")
            who = names[int(maker)] if maker is not None and int(maker) < len(names) else "-"
            trump = str(d.get("trump") or "")
            if trump:
                who += " " + suit_glyph(trump, ascii_only)
            marks = []
            if d.get("forced"):
                marks.append(t("ui.sheepshead.forced_mark"))
            if d.get("raised"):
                marks.append(t("ui.sheepshead.raised_mark"))
            if marks:
                who += " (" + ", ".join(marks) + ")"
            points = d.get("team_points", s.team_points())
            after = d.get("strokes_after", ("", ""))
            table.add_row(
                str(s.number),
                who,
                f"{points[0]}:{points[1]}",
                self.outcome_text(s, names),
                f"{after[0]}:{after[1]}",
            )
        if not match.deal_summaries:
            table.add_row("-", "-", "-", t("ui.score.none_yet"), "0:0")
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The two heads, then the history."""
        size, strokes = self._size_and_strokes(match)
        note = Text(t("ui.sheepshead.goal", n=size), Style(dim=True, italic=True))
        games = games_line(match.view(None).public)
        if games:
            note.append("\n" + t("ui.rules.sheepshead.games") + ": " + games, Style(bold=True))
        return Group(
            head_board(size, strokes, names, ascii_only),
            note,
            Text(""),
            self.history_table(match, names, ascii_only),
        )

    def _progress(self, size: int, strokes: Sequence[int], ascii_only: bool) -> list[Text]:
        lines = []
        for team in (0, 1):
            line = Text(f"{team_short(team)} ", Style(color=COLOURS[team], bold=True))
            filled, slots = tally(int(strokes[team]), size)
            line.append(pips(filled, slots, COLOURS[team], ascii_only, group=3))
            line.append(f" {strokes[team]}/{size}")
            lines.append(line)
        return lines

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """Both heads after the deal, and what a draw carries to the next deal."""
        d = match.deal_summaries[-1].details
        size = int(d.get("head_strokes", 9))
        return Group(*self._progress(size, d.get("strokes_after", (0, 0)), ascii_only))

    def result_lines(self, match: Match, names: Sequence[str]) -> RenderableType:
        """The side that completed its head, and how far the other got."""
        result = match.result()
        if result is None:
            return Text("")
        winner = 0 if 0 in result.winners else 1
        detail = result.details
        size = int(detail.get("head_strokes", 9))
        strokes = detail.get("strokes", (0, 0))
        out = Text()
        who = f"{team_short(winner)} ({seat_list(TEAMS[winner], names)})"
        out.append(t("ui.sheepshead.winners", team=who) + "\n", Style(bold=True, color="green"))
        if detail.get("whole_head"):
            out.append(_outcome("whole_head") + "\n", Style(bold=True, color="#ffd75f"))
        loser = 1 - winner
        who = f"{team_short(loser)} ({seat_list(TEAMS[loser], names)})"
        out.append(t("ui.sheepshead.losers", team=who, n=strokes[loser], size=size))
        games = games_line(detail)
        if games:
            out.append("\n" + t("ui.rules.sheepshead.games") + ": " + games)
        return out


HOOKS = SheepsheadHooks()
