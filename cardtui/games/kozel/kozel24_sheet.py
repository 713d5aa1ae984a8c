"""The score sheet of 24-card Kozel: what is written on each team, out of 12, and the titles.

Seats 0 and 2 (N+S) play 1 and 3 (E+W). Per deal: the outcome, what each team has
written («пишется») with the deal's change, the card points and the tricks.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import (
    CENTER,
    DASH,
    DEAL,
    HISTORY,
    NONE_YET,
    NOTE,
    OUTCOME,
    RIGHT,
    SHAME,
    WIN,
    Cell,
    Joined,
    ResultLine,
    ScoreSheet,
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    joined,
    say,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.kozel.facts import Kozel24Details, Kozel24Result

TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
"""N+S and E+W."""


class Kozel24Sheet(SheetRules):
    """Written per team with the deal's change, card points, tricks; the goats' titles."""

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """N+S or E+W."""
        return say(f"ui.kozel_24.team.{index % 2}")

    def outcome(self, summary: DealSummary) -> Cell:
        """The outcome words (who had what written shows in its own column)."""
        return say(f"outcome.{summary.outcome}", summary.outcome)

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: outcome, written per team (and its change), points, tricks."""
        columns = (
            SheetColumn(DEAL, RIGHT),
            SheetColumn(OUTCOME),
            *(SheetColumn(self.team_name(i, TEAMS[i]), RIGHT, side=i) for i in (0, 1)),
            SheetColumn(say("ui.kozel_24.points"), CENTER),
            SheetColumn(say("info.kozel_24.tricks"), CENTER),
        )
        rows = [SheetRow(self._row(s)) for s in match.deal_summaries]
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, NONE_YET, ("0",), ("0",), DASH, DASH)))
        return ScoreSheet(HISTORY, columns, tuple(rows), compact=True)

    def _row(self, s: DealSummary) -> tuple[Cell, ...]:
        d = facts_as(s.details, Kozel24Details)
        written, delta = d.written or (0, 0), d.delta or (0, 0)
        cells: list[Cell] = [
            (str(written[i]) + (f" ({delta[i]:+d})" if delta[i] else ""),) for i in (0, 1)
        ]
        outcome = self.outcome(s)
        if d.eggs_before:
            outcome += (" · ", words("ui.kozel_24.eggs"))
        counted = d.counted
        points, tricks = s.team_points(), d.tricks or (0, 0)
        return (
            (str(s.number),),
            outcome,
            *cells,
            joined(points) if counted else DASH,
            joined(tricks) if counted else DASH,
        )

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The winners, the losers' titles («козлы», «хвостатые», «с яйцами»...), the final."""
        winner = 0 if 0 in result.winners else 1
        titles = [words(f"title.{c}", c) for c in result.titles] or [words("title.kozly", "kozly")]
        written = facts_as(result.details, Kozel24Result).written or (0, 0)
        return (
            ResultLine(WIN, say("ui.kozel_24.winners", team=self._team(winner))),
            ResultLine(
                SHAME,
                say(
                    "ui.kozel_24.losers", team=self._team(1 - winner), titles=Joined(tuple(titles))
                ),
            ),
            ResultLine(NOTE, say("ui.kozel_24.final", a=written[0], b=written[1])),
        )

    def _team(self, index: int) -> Joined:
        return Joined((*self.team_name(index, TEAMS[index]), " (", Seats(TEAMS[index]), ")"), "")


KOZEL24_SHEET = Kozel24Sheet()
"""The sheet :class:`~cardtui.games.kozel.kozel24.Kozel24Game` declares."""
