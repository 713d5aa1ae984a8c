"""The score sheet of classic Kozel: Red against Black, pairs toward six, the losers' title.

Per deal: card points per team, the tricks, the outcome in a word with the pairs it
brought («пара», «две пары», «люся»), and the pairs standing after it. The losers of
the match are «козлы», perhaps «с яйцами» and «с погонялом».
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
    OUTCOME,
    RIGHT,
    SHAME,
    WIN,
    Cell,
    Joined,
    Piece,
    ResultLine,
    ScoreSheet,
    SheetColumn,
    SheetRow,
    SheetRules,
    say,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.kozel.classic_rules import GOAL
from cardtui.games.kozel.facts import ClassicDetails

TEAM_KEYS = ("red", "black")
"""Red (seats 0 and 2) and Black (1 and 3)."""


class KozelClassicSheet(SheetRules):
    """Red and Black, the pairs each deal brought, the losers' title."""

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """«Красные» / «Чёрные»."""
        return say(f"ui.kozel.team.{TEAM_KEYS[index % 2]}")

    def outcome(self, summary: DealSummary) -> Cell:
        """The outcome and the pairs it brought to whom."""
        return self._outcome(summary, f"outcome.{summary.outcome}")

    def short_outcome(self, summary: DealSummary) -> Cell:
        """The sheet's one-word form of the outcome, and the pairs it brought to whom."""
        return self._outcome(summary, f"ui.kozel.outcome.{summary.outcome}")

    def _outcome(self, summary: DealSummary, code: str) -> Cell:
        cell: Cell = say(code, summary.outcome)
        d = facts_as(summary.details, ClassicDetails)
        team, gain = d.credited_team, d.pairs_gained
        if team is not None:
            cell += (" → ", *self.team_name(int(team), ()))
            if gain:
                cell += (" ", words("ui.kozel.plus_pairs", n=gain))
        return cell

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: card points per team, tricks, outcome, pairs after."""
        columns = (
            SheetColumn(DEAL, RIGHT),
            *(SheetColumn(self.team_name(i, ()), RIGHT, side=i) for i in (0, 1)),
            SheetColumn(say("ui.kozel.tricks_won"), CENTER),
            SheetColumn(OUTCOME),
            SheetColumn(say("ui.kozel.pairs"), CENTER),
        )
        rows = [SheetRow(self._row(s)) for s in match.deal_summaries]
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, DASH, DASH, DASH, NONE_YET, ("0:0",))))
        return ScoreSheet(HISTORY, columns, tuple(rows))

    def _row(self, s: DealSummary) -> tuple[Cell, ...]:
        d = facts_as(s.details, ClassicDetails)
        counted = d.counted
        points = (d.team_points or s.team_points()) if counted else ("-", "-")
        tricks = (d.team_tricks or ("-", "-")) if counted else ("-", "-")
        pairs = d.pairs or ("", "")
        return (
            (str(s.number),),
            (str(points[0]),),
            (str(points[1]),),
            (f"{tricks[0]}:{tricks[1]}",),
            self.short_outcome(s),
            (f"{min(GOAL, pairs[0])}:{min(GOAL, pairs[1])}",),
        )

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """Who won, and the losers' title: «козлы», «с яйцами», «с погонялом»."""
        winner = 0 if 0 in result.winners else 1
        winners = Joined(self.team_name(winner, ()), "")
        losers = Joined(self.team_name(1 - winner, ()), "")
        return (
            ResultLine(WIN, say("ui.kozel.winners", team=winners)),
            ResultLine(
                SHAME, say("ui.kozel.losers", team=losers, title=loser_title(result.titles))
            ),
        )


def loser_title(codes: Sequence[str]) -> Joined:
    """«козлы», «козлы с яйцами», «козлы с яйцами и с погонялом»."""
    extras = [words(f"ui.kozel.title.{c}", c) for c in codes if c != "kozly"]
    title: list[Piece] = [words("ui.kozel.title.kozly")]
    if len(extras) == 1:
        title += [" ", extras[0]]
    elif extras:
        title += [" ", words("ui.join_and", a=Joined(tuple(extras[:-1])), b=extras[-1])]
    return Joined(tuple(title), "")


KOZEL_CLASSIC_SHEET = KozelClassicSheet()
"""The sheet :class:`~cardtui.games.kozel.classic.KozelClassic` declares."""
