"""Sheep's Head (Баранья голова) in the UI: each side's ram's head, drawn stroke by stroke.

North and South (seats 0 and 2) play East and West (1 and 3). A side that wins a
deal draws strokes on its head; the first complete head wins. The scoreboard
shows both heads as far as they are drawn, the side panel the strokes, the stakes
of the deal and who named trumps.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text

from cardtui.engine import Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.sheepshead.facts import SheepsheadDetails, SheepsheadPublic
from cardtui.i18n import t
from cardtui.ui.cards import Canvas
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import pips, suit_glyph
from cardtui.ui.games.sheepshead_head import (
    ART,
    HEAD_HEIGHT,
    HEAD_WIDTH,
    MAX_STROKES,
    head_segments,
    render_head,
)
from cardtui.ui.text import seat_list
from cardtui.ui.units import of_total

__all__ = ["ART", "HEAD_HEIGHT", "HEAD_WIDTH", "MAX_STROKES", "head_segments", "render_head"]

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


def games_line(public: SheepsheadPublic) -> str:
    """«Game 2 of a sitting to 3 wins: 1 : 0», or empty when the sitting is one game."""
    to_win = public.games_to_win
    if to_win <= 1:
        return ""
    won = public.games_won or (0, 0)
    number = public.game_number
    text = t("ui.rules.sheepshead.games_won", a=won[0], b=won[1], n=to_win)
    if number is not None:
        text = t("ui.rules.sheepshead.game_n", n=number) + " · " + text
    return text


def team_short(index: int) -> str:
    """«С+Ю» / «В+З» (N+S, E+W)."""
    return t(f"ui.sheepshead.team.{index % 2}")


_g = partial(t, game=GAME)


def _public(view: View) -> SheepsheadPublic:
    return facts_as(view.public, SheepsheadPublic)


def _strokes(public: SheepsheadPublic) -> tuple[int, int]:
    pair = public.strokes
    return int(pair[0]), int(pair[1])


class SheepsheadHooks(GameHooks):
    """Two rams' heads, the stakes, the trump maker."""

    game_id = GAME

    def team_colour(self, index: int) -> str:
        """Orange for North-South, blue for East-West."""
        return COLOURS[index % 2]

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Who names trumps (or must), and who claimed."""
        p = _public(view)
        if p.maker == seat:
            return t("ui.sheepshead.note.maker")
        if p.maker is None and p.forced_by == seat:
            return t("ui.sheepshead.note.forced")
        if p.maker is None and p.declarer == seat:
            return t("ui.sheepshead.note.declarer")
        return ""

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Strokes per side, the stakes, the trump maker (tricks and points: generic)."""
        p = _public(view)
        size = p.head_strokes
        strokes = _strokes(p)
        lines = [(team_short(i), of_total(strokes[i], size, "strokes")) for i in (0, 1)]
        games = games_line(p)
        if games:
            lines.append((t("ui.rules.sheepshead.games"), games))
        stakes = p.stakes
        if p.raised:
            lines.append((_g("info.sheepshead.stakes"), t("ui.sheepshead.raised")))
        if stakes is not None:
            for side, (simple, double) in (
                ("makers", stakes["makers"]),
                ("opponents", stakes["opponents"]),
            ):
                lines.append(
                    (
                        _g(f"info.sheepshead.{side}"),
                        t("ui.sheepshead.stake", simple=simple, double=double),
                    )
                )
        maker = p.maker
        if maker is not None:
            trump = p.trump or view.trump
            value = names[int(maker)]
            if trump:
                value += " " + suit_glyph(str(trump), ascii_only)
            lines.append((_g("info.sheepshead.maker"), value))
            if p.forced:
                lines.append(("", _g("info.sheepshead.forced")))
        elif p.forced_by is not None:
            lines.append((_g("info.sheepshead.forced_by"), names[p.forced_by]))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def _size_and_strokes(self, match: Match) -> tuple[int, tuple[int, int]]:
        public = _public(match.view(None))
        return public.head_strokes, _strokes(public)

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The two heads, then the history."""
        size, strokes = self._size_and_strokes(match)
        note = Text(t("ui.sheepshead.goal", n=size), Style(dim=True, italic=True))
        games = games_line(_public(match.view(None)))
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
        d = facts_as(match.deal_summaries[-1].details, SheepsheadDetails)
        return Group(*self._progress(d.head_strokes, d.strokes_after or (0, 0), ascii_only))


HOOKS = SheepsheadHooks()
