"""The score sheet of Sheep's Head (Баранья голова): who named trumps, the points, the strokes.

North and South (seats 0 and 2) play East and West (1 and 3). Per deal: the trump
maker (forced, on raised stakes), the card points, the outcome with the strokes it
drew on whose head (or the stakes raised by a draw), the strokes after it.
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
    LOSS,
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
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    Suit,
    say,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.sheepshead.facts import SheepsheadDetails, SheepsheadResult

TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
"""N+S and E+W."""


def games_cell(to_win: int, won: Sequence[int], number: int | None = None) -> Cell:
    """«Game 2 · N+S 1 : 0 E+W (first to 3 wins)», or nothing when the sitting is one game."""
    if to_win <= 1:
        return ()
    won = won or (0, 0)
    cell: Cell = say("ui.rules.sheepshead.games_won", a=won[0], b=won[1], n=to_win)
    if number is not None:
        cell = (words("ui.rules.sheepshead.game_n", n=number), " · ", *cell)
    return cell


class SheepsheadSheet(SheetRules):
    """The maker, the points and the strokes per deal; the winning head."""

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """«С+Ю» / «В+З» (N+S, E+W)."""
        return say(f"ui.sheepshead.team.{index % 2}")

    def outcome(self, summary: DealSummary) -> Cell:
        """The outcome, who drew how many strokes, or the raised stakes after a draw."""
        d = facts_as(summary.details, SheepsheadDetails)
        cell: Cell = say(f"outcome.{summary.outcome}", summary.outcome)
        team = d.strokes_team
        if summary.outcome == "draw":
            cell += (" → ", words("ui.sheepshead.raised"))
        elif team is not None:
            cell += (" → ", *self.team_name(int(team), TEAMS[int(team) % 2]))
            if summary.outcome != "whole_head":
                cell += (" ", words("ui.sheepshead.plus_strokes", n=d.strokes))
        return cell

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: maker, points, outcome, strokes after."""
        columns = (
            SheetColumn(DEAL, RIGHT),
            SheetColumn(say("info.sheepshead.maker")),
            SheetColumn(say("ui.sheepshead.points"), CENTER),
            SheetColumn(OUTCOME),
            SheetColumn(say("info.sheepshead.strokes"), CENTER),
        )
        rows = [SheetRow(self._row(s)) for s in match.deal_summaries]
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, DASH, DASH, NONE_YET, ("0:0",))))
        return ScoreSheet(HISTORY, columns, tuple(rows), compact=True)

    def _row(self, s: DealSummary) -> tuple[Cell, ...]:
        d = facts_as(s.details, SheepsheadDetails)
        maker = d.maker
        who: Cell = (Seats((int(maker),)),) if maker is not None else DASH
        trump = d.trump
        if trump:
            who += (" ", Suit(trump))
        marked = {"forced": d.forced, "raised": d.raised}
        marks = [words(f"ui.sheepshead.{m}_mark") for m, on in marked.items() if on]
        if marks:
            who += (" (", Joined(tuple(marks)), ")")
        points = d.team_points or s.team_points()
        after = d.strokes_after or ("", "")
        return (
            (str(s.number),),
            who,
            (f"{points[0]}:{points[1]}",),
            self.outcome(s),
            (f"{after[0]}:{after[1]}",),
        )

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The side that completed its head, and how far the other got."""
        winner = 0 if 0 in result.winners else 1
        loser = 1 - winner
        detail = facts_as(result.details, SheepsheadResult)
        size = detail.head_strokes
        strokes = detail.strokes or (0, 0)
        lines = [ResultLine(WIN, say("ui.sheepshead.winners", team=self._team(winner)))]
        if detail.whole_head:
            lines.append(ResultLine(SHAME, say("outcome.whole_head", "whole_head")))
        losers = say("ui.sheepshead.losers", team=self._team(loser), n=strokes[loser], size=size)
        lines.append(ResultLine(LOSS, losers))
        games = games_cell(detail.games_to_win, detail.games_won)
        if games:
            lines.append(ResultLine(LOSS, (words("ui.rules.sheepshead.games"), ": ", *games)))
        return tuple(lines)

    def _team(self, index: int) -> Piece:
        return Joined((*self.team_name(index, TEAMS[index]), " (", Seats(TEAMS[index]), ")"), "")


SHEEPSHEAD_SHEET = SheepsheadSheet()
"""The sheet :class:`~cardtui.games.sheepshead.Sheepshead` declares."""
