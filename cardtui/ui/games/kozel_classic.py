"""Classic Kozel in the UI: Red and Black, the sixes scoreboard, the losers' title.

The scoreboard is the real thing: each team keeps two sixes (Red 6♦ 6♥, Black
6♣ 6♠), each showing three rows of two pips. A cover card hides the rows not
yet won; one row is uncovered per pair («пара»), six rows win the match.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.kozel.classic_rules import DISPLAY, GOAL
from cardtui.games.kozel.facts import ClassicPublic
from cardtui.i18n import t
from cardtui.ui.cards import Canvas
from cardtui.ui.games import GameHooks
from cardtui.ui.text import lookup, seat_list
from cardtui.ui.units import of_total

TEAM_KEYS = ("red", "black")
TEAM_COLOURS = ("#e5534b", "#adbac7")
SIXES = (("D", "H"), ("C", "S"))
"""The scoreboard sixes of Red and Black."""
PIPS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
ASCII_PIPS = {"C": "c", "S": "s", "H": "h", "D": "d"}
SIX_WIDTH = 9
SIX_HEIGHT = 7


def draw_six(
    canvas: Canvas, x: int, y: int, suit: str, rows_shown: int, ascii_only: bool, colour: bool
) -> None:
    """One six with ``rows_shown`` of its three pip rows uncovered (the rest under the cover card)."""
    pip = (ASCII_PIPS if ascii_only else PIPS)[suit]
    tl, tr, bl, br, h, v = (
        ("+", "+", "+", "+", "-", "|") if ascii_only else ("╭", "╮", "╰", "╯", "─", "│")
    )
    red = suit in "HD"
    paper = (
        Style(color="#c8102e" if red else "#101010", bgcolor="#f2f2ee", bold=True)
        if colour
        else Style(bold=True)
    )
    frame = Style(color="#9a9a9a", bgcolor="#f2f2ee") if colour else Style()
    cover = Style(color="#5f87d7", bgcolor="#1c2f5a") if colour else Style(dim=True)
    inner = SIX_WIDTH - 2
    canvas.put(x, y, tl + h * inner + tr, frame)
    canvas.put(x, y + SIX_HEIGHT - 1, bl + h * inner + br, frame)
    for row in range(1, SIX_HEIGHT - 1):
        canvas.put(x, y + row, v, frame)
        canvas.put(x + SIX_WIDTH - 1, y + row, v, frame)
    canvas.put(x + 1, y + 1, ("6" + pip).ljust(inner), paper)
    canvas.put(x + 1, y + SIX_HEIGHT - 2, (pip + "6").rjust(inner), paper)
    fill = "#" if ascii_only else "░"
    for row in range(3):
        text = f" {pip}   {pip} " if row < rows_shown else fill * inner
        canvas.put(x + 1, y + 2 + row, text, paper if row < rows_shown else cover)


def sixes_board(
    pairs: Sequence[int], names: Sequence[str], ascii_only: bool, colour: bool = True
) -> Text:
    """Both teams' sixes with one row uncovered per pair won (shown up to six)."""
    gap = 3
    team_width = 2 * SIX_WIDTH + 1
    canvas = Canvas(2 * team_width + gap, SIX_HEIGHT + 1)
    for team in (0, 1):
        x0 = team * (team_width + gap)
        shown = max(0, min(GOAL, pairs[team]))
        label = f"{t(f'ui.kozel.team.{TEAM_KEYS[team]}')} {shown}/{GOAL}"
        style = Style(bold=True, color=TEAM_COLOURS[team] if colour else None)
        canvas.centre(0, label, style, x0, team_width)
        for index, suit in enumerate(SIXES[team]):
            rows = max(0, min(3, shown - 3 * index))
            draw_six(canvas, x0 + index * (SIX_WIDTH + 1), 1, suit, rows, ascii_only, colour)
    board = canvas.render()
    board.end = "\n"
    return board


def _public(view: View) -> ClassicPublic:
    return facts_as(view.public, ClassicPublic)


class KozelClassicHooks(GameHooks):
    """Red against Black, the sixes, and Kozel's own words."""

    game_id = "kozel_classic"

    def team_colour(self, index: int) -> str:
        """Red, and a light grey for Black (black would vanish on a dark screen)."""
        return TEAM_COLOURS[index % 2]

    def sort_hand(self, view: View, cards: Sequence[Card]) -> list[Card]:
        """Trumps high to low, then clubs, spades, hearts (the engine's display order)."""
        return sorted(cards, key=lambda c: DISPLAY.get(c, 99))

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Boaster or blind."""
        public = _public(view)
        if seat in public.blind_seats:
            return t("ui.kozel.blind")
        if public.boaster == seat and public.boast:
            return lookup(f"action.boast.{public.boast}", self.game_id) or public.boast
        return ""

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Pairs, eggs waiting, the entitled team, the trick number (tricks taken: generic)."""
        p = _public(view)
        pairs = p.pairs_shown or p.pairs or (0, 0)
        lines = [(self.team_name(i, (), names), of_total(pairs[i], GOAL, "pairs")) for i in (0, 1)]
        if p.eggs_pending:
            lines.append((t("ui.kozel.eggs_pending"), str(p.eggs_pending)))
        entitled = p.entitled_team
        if entitled is not None:
            lines.append((t("ui.kozel.entitled"), self.team_name(entitled, (), names)))
        lines.append((t("ui.kozel.trick"), of_total(p.trick_number, 8)))
        if p.redeals:
            lines.append((t("ui.kozel.redeals"), str(p.redeals)))
        if p.boast and p.stock:
            lines.append((t("ui.kozel.stock"), str(p.stock)))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def _pairs(self, match: Match) -> tuple[int, int]:
        pairs = _public(match.view(None)).pairs or (0, 0)
        return int(pairs[0]), int(pairs[1])

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The sixes with the teams beside them, then the history."""
        teams = Text()
        for team in (0, 1):
            members = seat_list((team, team + 2), names)
            teams.append(
                f"{self.team_name(team, (), names)}\n", Style(bold=True, color=TEAM_COLOURS[team])
            )
            teams.append(f"  {members}\n\n")
        eggs = _public(match.view(None)).eggs_pending
        if eggs:
            teams.append(t("ui.kozel.eggs_pending") + f": {eggs}", Style(color="#ffd75f"))
        board = sixes_board(self._pairs(match), names, ascii_only)
        top = Table.grid(padding=(0, 3))
        wide = max(len(line) for line in board.plain.splitlines())
        top.add_column(width=wide)  # the sixes are never squeezed; the names wrap
        top.add_column()
        top.add_row(board, teams)
        return Group(top, self.history_table(match, names, ascii_only))

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The sixes after the deal."""
        return sixes_board(self._pairs(match), names, ascii_only)


HOOKS = KozelClassicHooks()
