"""The score sheet of multi-card-lead Kozel: card points per side, the trump card, the outcome.

The sides are two teams («Команда 1», «Команда 2») seated alternately, or every
player alone; the deals' points add up over the match.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import (
    CENTER,
    DASH,
    DEAL,
    DRAW,
    HISTORY,
    NONE_YET,
    NOTE,
    OUTCOME,
    RIGHT,
    WIN,
    Cards,
    Cell,
    Joined,
    Piece,
    ResultLine,
    ScoreSheet,
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    say,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.kozel.facts import MultileadDetails, MultileadResult


def sides_of(teams: Sequence[Sequence[int]], n: int) -> list[tuple[int, ...]]:
    """The scoring sides: the two teams, or every seat alone."""
    return [tuple(team) for team in teams] if teams else [(s,) for s in range(n)]


class MultileadSheet(SheetRules):
    """Card points per side, the deal's trump card, the outcome and the dead points."""

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """«Команда 1» / «Команда 2»."""
        return say("ui.kozel_multilead.team", n=index + 1)

    def side_name(self, index: int, side: Sequence[int], teams: bool) -> Cell:
        """A team's name, or a player's alone."""
        return self.team_name(index, side) if teams else (Seats(tuple(side[:1])),)

    def _sides(self, match: Match) -> tuple[list[tuple[int, ...]], bool]:
        teams = match.view(None).teams
        return sides_of(teams, match.num_seats), bool(teams)

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: points per side, the trump card, the outcome."""
        sides, teams = self._sides(match)
        columns = (
            SheetColumn(DEAL, RIGHT),
            *(
                SheetColumn(self.side_name(i, side, teams), RIGHT, side=i)
                for i, side in enumerate(sides)
            ),
            SheetColumn(say("info.kozel_multilead.trump_card"), CENTER),
            SheetColumn(OUTCOME),
        )
        rows = [SheetRow(self._row(s)) for s in match.deal_summaries]
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, *[DASH] * len(sides), DASH, NONE_YET)))
        return ScoreSheet(HISTORY, columns, tuple(rows), compact=True)

    def _row(self, s: DealSummary) -> tuple[Cell, ...]:
        d = facts_as(s.details, MultileadDetails)
        points = d.side_points or s.team_points()
        card = d.trump_card
        trump: Cell = (Cards((card,)),) if isinstance(card, Card) else DASH
        outcome = self.outcome(s)
        if d.dead_points:
            outcome += (" · ", words("ui.kozel_multilead.dead_points", n=d.dead_points))
        return ((str(s.number),), *[(str(v),) for v in points], trump, outcome)

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The side with most points over the match (or a draw) and every side's total."""
        first = (
            ResultLine(WIN, say("ui.result.winners", who=Seats(result.winners)))
            if result.winners
            else ResultLine(DRAW, say("ui.result.draw"))
        )
        sides, teams = self._sides(match)
        totals = facts_as(result.details, MultileadResult).side_points
        parts: list[Piece] = [
            Joined((*self.side_name(i, side, teams), f" {totals[i]}"), "")
            for i, side in enumerate(sides)
            if i < len(totals)
        ]
        return (first, ResultLine(NOTE, say("ui.result.scores", scores=Joined(tuple(parts)))))


MULTILEAD_SHEET = MultileadSheet()
"""The sheet :class:`~cardtui.games.kozel.multilead.MultileadGame` declares."""
