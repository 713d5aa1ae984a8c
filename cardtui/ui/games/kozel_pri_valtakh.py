"""«Козёл при вальтах» in the UI: chip accounts and the chips collected toward 12.

Every player starts with 12 chips («каждый пишет себе 12»). A round won with
more than 60 card points takes 2 chips from every other player (1 from the
dealer); the first to collect 12 wins the goat. The scoreboard shows each
account as a row of chips and the collected chips as a track of 12.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.kozel.facts import PriValtakhDetails, PriValtakhPublic
from cardtui.games.kozel.pri_valtakh import GOAL_TAKEN, START_CHIPS, WIN_ABOVE
from cardtui.i18n import t
from cardtui.ui.games._parts import (
    TurnedCardHooks,
    chips,
    grid,
    pips,
    seat_ints,
)
from cardtui.ui.units import of_total

GAME = "kozel_pri_valtakh"


_g = partial(t, game=GAME)


def _public(view: View) -> PriValtakhPublic:
    return facts_as(view.public, PriValtakhPublic)


class PriValtakhHooks(TurnedCardHooks):
    """Chip rows and the 12-chip goal."""

    game_id = GAME

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Chips and collected chips per player, the half, the turned card, points this round."""
        p = _public(view)
        n = view.num_seats
        accounts = seat_ints(p.accounts, n, START_CHIPS)
        taken = seat_ints(p.taken, n)
        goal = p.goal_taken or GOAL_TAKEN
        lines = [("", t("ui.kozel_pri_valtakh.panel_head"))]
        lines += [
            (
                names[s] if s < len(names) else str(s),
                t("ui.kozel_pri_valtakh.chip_line", chips=accounts[s], taken=taken[s], goal=goal),
            )
            for s in range(n)
        ]
        if view.phase != "over":
            lines.append((_g("info.kozel_pri_valtakh.half"), of_total(p.half, 2)))
        lines += self.turned_card_lines(view, names, ascii_only)
        return lines

    # --- scoreboard ---------------------------------------------------------

    def board(
        self, accounts: Sequence[int], taken: Sequence[int], names: Sequence[str], ascii_only: bool
    ) -> Table:
        """Per player: the chips held, then the chips collected toward 12."""
        table = grid()
        for _ in range(5):
            table.add_column()
        table.add_row(
            "",
            Text(t("ui.kozel_pri_valtakh.chips"), Style(dim=True)),
            "",
            Text(t("ui.kozel_pri_valtakh.taken", goal=GOAL_TAKEN), Style(dim=True)),
            "",
        )
        for seat in range(len(accounts)):
            colour = self.team_colour(seat)
            table.add_row(
                Text(
                    names[seat] if seat < len(names) else str(seat), Style(color=colour, bold=True)
                ),
                chips(accounts[seat], colour, ascii_only),
                Text(str(accounts[seat]), Style(bold=True)),
                pips(
                    taken[seat],
                    GOAL_TAKEN,
                    colour,
                    ascii_only,
                    group=4,
                    glyphs=("●", "○"),
                    ascii_glyphs=("o", "."),
                ),
                Text(f"{taken[seat]}/{GOAL_TAKEN}", Style(bold=taken[seat] >= GOAL_TAKEN)),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The chip rows, then the rounds."""
        public = _public(match.view(None))
        n = match.num_seats
        board = self.board(
            seat_ints(public.accounts, n, START_CHIPS),
            seat_ints(public.taken, n),
            names,
            ascii_only,
        )
        note = Text(
            t("ui.kozel_pri_valtakh.goal", above=WIN_ABOVE, goal=GOAL_TAKEN),
            Style(dim=True, italic=True),
        )
        return Group(board, note, Text(""), self.history_table(match, names, ascii_only))

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The chips after the round."""
        d = facts_as(match.deal_summaries[-1].details, PriValtakhDetails)
        n = match.num_seats
        return self.board(
            seat_ints(d.accounts, n, START_CHIPS), seat_ints(d.taken, n), names, ascii_only
        )


HOOKS = PriValtakhHooks()
