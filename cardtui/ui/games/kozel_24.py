"""24-card Kozel in the UI: what is written on each team, out of 12, and the goats' titles.

Seats 0 and 2 (N+S) play 1 and 3 (E+W). A losing team has 2 or 4 written
against it («пишется»); 12 written and the team stays goats, with extra titles:
«хвостатые», «с яйцами», «сухие», «слепые».
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.kozel.facts import Kozel24Details, Kozel24Public
from cardtui.games.kozel.kozel24 import DISPLAY, TARGET
from cardtui.i18n import has, t
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import grid, pips
from cardtui.ui.text import seat_list
from cardtui.ui.units import of_total

GAME = "kozel_24"
TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
COLOURS = ("#f69d50", "#6cb6ff")
EGGS = "#ffd75f"


_g = partial(t, game=GAME)


def team_short(index: int) -> str:
    """N+S or E+W."""
    return t(f"ui.kozel_24.team.{index % 2}")


def written_track(written: int, colour: str, ascii_only: bool) -> Text:
    """Twelve cells in pairs, one per point written; more than 12 spill over in red."""
    return pips(written, TARGET, colour, ascii_only, group=2)


def signal_text(code: str) -> str:
    """A signal's short words."""
    key = f"ui.kozel_24.signal.{code}"
    return t(key) if has(key) else code


def _pair(pair: Sequence[int]) -> tuple[int, int]:
    return (int(pair[0]), int(pair[1])) if len(pair) >= 2 else (0, 0)


def _public(view: View) -> Kozel24Public:
    return facts_as(view.public, Kozel24Public)


class Kozel24Hooks(GameHooks):
    """What is written on each team, the eggs, the signals, the goats' titles."""

    game_id = GAME

    def team_colour(self, index: int) -> str:
        """Orange and blue."""
        return COLOURS[index % 2]

    def sort_hand(self, view: View, cards: Sequence[Card]) -> list[Card]:
        """Trumps high to low (6♣, queens, jacks, A 10 K ♣), then ♠ ♥ ♦."""
        return sorted(cards, key=lambda c: DISPLAY.get(c, 99))

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """A signal given in this trick, the partner giving back a card, the first lead."""
        p = _public(view)
        trick = sum(_pair(p.tricks)) + 1
        for signal in reversed(p.signals):
            if signal["seat"] == seat and signal["trick"] == trick:
                return signal_text(signal["code"])
        if p.exchange_giver == seat:
            return t("ui.kozel_24.note.giving")
        if p.first_leader == seat and not view.trick and not any(_pair(p.tricks)):
            return t("ui.kozel_24.note.first_lead")
        return ""

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Written per team, eggs, the deal and the latest signals (tricks: generic)."""
        p = _public(view)
        written = _pair(p.written)
        target = p.target or TARGET
        lines = [(team_short(i), of_total(written[i], target, "written")) for i in (0, 1)]
        if p.eggs:
            lines.append((t("ui.kozel_24.eggs"), t("ui.kozel_24.eggs_on")))
        lines.append((_g("info.kozel_24.deal"), str(p.deal or view.deal_number)))
        signals = list(p.signals)[-2:]
        if signals:
            lines.append(("", _g("info.kozel_24.signals")))
            for signal in signals:
                seat = signal["seat"]
                who = names[seat] if seat < len(names) else str(seat)
                lines.append((who, signal_text(signal["code"])))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def _written(self, match: Match) -> tuple[tuple[int, int], bool]:
        public = _public(match.view(None))
        return _pair(public.written), public.eggs

    def board(
        self, written: Sequence[int], eggs: bool, names: Sequence[str], ascii_only: bool
    ) -> Table:
        """One row per team: name, players, the written track, the count."""
        table = grid()
        for _ in range(4):
            table.add_column()
        for team in (0, 1):
            colour = COLOURS[team]
            table.add_row(
                Text(team_short(team), Style(color=colour, bold=True)),
                Text(seat_list(TEAMS[team], names), Style(dim=True)),
                written_track(int(written[team]), colour, ascii_only),
                Text(f"{written[team]}/{TARGET}", Style(bold=True)),
            )
        if eggs:
            table.add_row(
                "", Text(t("ui.kozel_24.eggs_note"), Style(color=EGGS, bold=True)), "", ""
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The written tracks, then the history."""
        written, eggs = self._written(match)
        note = Text(t("ui.kozel_24.goal", n=TARGET), Style(dim=True, italic=True))
        return Group(
            self.board(written, eggs, names, ascii_only),
            note,
            Text(""),
            self.history_table(match, names, ascii_only),
        )

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The written tracks after the deal."""
        s = match.deal_summaries[-1]
        written = _pair(facts_as(s.details, Kozel24Details).written)
        return self.board(written, s.outcome == "eggs", names, ascii_only)


HOOKS = Kozel24Hooks()
