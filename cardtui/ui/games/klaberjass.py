"""«Клабор» in the UI: the two-column score sheet to 501, trump, maker and sequences.

The side panel shows both running totals against the target, the trump and
whether it was turned up or named, the maker, the turn-up (or the trump seven
that replaced it) and the stock's bottom card, who scores the sequences and
what was shown, bella and hanging points. The announcements themselves
(«Терц», «Рост?», «От короля», «Твоя») reach the side log one event at a
time. The scoreboard is the familiar score sheet: one row per deal with what
each player wrote and his running total.
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
from cardtui.games.klaberjass.facts import KlaberjassPublic
from cardtui.i18n import t
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import bar, card_list, grid, seat_ints
from cardtui.ui.text import seat_list

GAME = "klaberjass"
TARGET = 501
BAR_WIDTH = 20

_g = partial(t, game=GAME)


def _name(names: Sequence[str], seat: object) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "-"


def _public(view: View) -> KlaberjassPublic:
    return facts_as(view.public, KlaberjassPublic)


class KlaberjassHooks(GameHooks):
    """Score sheet, trump and maker, sequences and bella."""

    game_id = GAME

    # --- table --------------------------------------------------------------------

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """«Играет» under the maker's name."""
        if _public(view).maker == seat and view.phase != "over":
            return _g("ui.klaberjass.maker")
        return ""

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Totals, trump kind and maker, turn-up and bottom card, sequences, bella."""
        p = _public(view)
        target = p.target or TARGET
        totals = seat_ints(p.totals, 2)
        lines = [(_name(names, s), f"{totals[s]}/{target}") for s in (0, 1)]
        if p.maker is not None:
            lines.append((_g("ui.klaberjass.maker"), _name(names, p.maker)))
        face_up = p.face_up
        if isinstance(face_up, Card):
            lines.append((_g("ui.klaberjass.turn_up"), card_list([face_up], ascii_only)))
        bottom = p.bottom_card
        if isinstance(bottom, Card):
            lines.append((_g("ui.klaberjass.bottom"), card_list([bottom], ascii_only)))
        lines += self._sequence_lines(view, names, ascii_only)
        bella = [s for s, said in enumerate(p.bella) if said]
        if bella:
            lines.append((_g("ui.klaberjass.bella"), seat_list(bella, names)))
        hanging = int(p.hanging)
        if hanging:
            lines.append((_g("ui.klaberjass.hanging"), str(hanging)))
        return lines

    def _sequence_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        p = _public(view)
        label = _g("ui.klaberjass.runs")
        shown = p.shown_runs or ((), ())
        values = p.shown_value or (0, 0)
        for seat in (0, 1):
            if shown[seat]:
                return [(label, f"{_name(names, seat)} +{values[seat]}")]
        if not p.seq_done:
            return []
        winner = p.seq_winner
        return [(label, _name(names, winner) if winner is not None else _g("ui.klaberjass.nobody"))]

    # --- scoreboard ---------------------------------------------------------------

    def board(self, totals: Sequence[int], names: Sequence[str], ascii_only: bool) -> Table:
        """One row per player: name, a bar toward the target, the total."""
        table = grid()
        for _ in range(3):
            table.add_column()
        for seat in (0, 1):
            colour = self.team_colour(seat)
            table.add_row(
                Text(_name(names, seat), Style(color=colour, bold=True)),
                bar(totals[seat], TARGET, BAR_WIDTH, colour, ascii_only),
                Text(f"{totals[seat]}/{TARGET}", Style(bold=totals[seat] >= TARGET)),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The bars toward 501, the goal, then the score sheet."""
        p = _public(match.view(None))
        totals = seat_ints(p.totals, 2)
        target = p.target or TARGET
        parts: list[RenderableType] = [
            self.board(totals, names, ascii_only),
            Text(_g("ui.klaberjass.goal", n=target), Style(dim=True, italic=True)),
        ]
        if match.is_over:
            parts.append(Text(_g("ui.klaberjass.win_amount", n=int(p.win_amount))))
        parts += [Text(""), self.history_table(match, names, ascii_only)]
        return Group(*parts)

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The running totals toward the target under the breakdown."""
        if not match.deal_summaries:
            return None
        totals = seat_ints(_public(match.view(None)).totals, 2)
        return self.board(totals, names, ascii_only)


HOOKS = KlaberjassHooks()
