"""The score sheet of «Клабор»: per deal, what each player wrote and his running total.

The familiar two-column sheet to 501: a row per deal with each player's «+written»
and total, and a mark: who made the trump, and whether he was caught, baited, or
the deal was thrown in.
"""

from __future__ import annotations

from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import (
    DEAL,
    NONE_YET,
    NOTE,
    PLAIN,
    RIGHT,
    STRONG,
    WIN,
    Cell,
    ResultLine,
    Scores,
    ScoreSheet,
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    say,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.klaberjass.facts import KlaberjassDetails, KlaberjassResult

PLAYERS = (0, 1)


class KlaberjassSheet(SheetRules):
    """What each wrote and his running total per deal; the win amount."""

    def sheet(self, match: Match) -> ScoreSheet:
        """A row per deal: number, then per player «+written» and the total, then the mark."""
        columns = [SheetColumn(DEAL, RIGHT)]
        for seat in PLAYERS:
            columns.append(SheetColumn((Seats((seat,)),), RIGHT, side=seat))
            columns.append(SheetColumn(say("ui.klaberjass.total"), RIGHT, side=seat, tone=STRONG))
        columns.append(SheetColumn(("",)))
        rows: list[SheetRow] = []
        running = [0, 0]
        for summary in match.deal_summaries:
            written = summary.match_points or (0, 0)
            running = [running[s] + written[s] for s in PLAYERS]
            cells: list[Cell] = [(str(summary.number),)]
            for seat in PLAYERS:
                cells += [(f"+{written[seat]}",), (str(running[seat]),)]
            rows.append(SheetRow((*cells, self._mark(summary))))
        if not match.deal_summaries:
            rows.append(SheetRow((("-",), ("-",), ("0",), ("-",), ("0",), NONE_YET)))
        title = (words("ui.score.history"), ": ", words("ui.klaberjass.sheet"))
        return ScoreSheet(title, tuple(columns), tuple(rows), compact=True)

    def _mark(self, summary: DealSummary) -> Cell:
        if summary.outcome == "annulled":
            return say("ui.klaberjass.thrown_in")
        maker = facts_as(summary.details, KlaberjassDetails).maker
        mark: Cell = (Seats((maker,)),) if isinstance(maker, int) and maker >= 0 else ("-",)
        if summary.outcome == "bait":
            mark += (" · ", words("ui.klaberjass.bait_mark"))
        elif summary.outcome != "made":
            mark += (" · ", words(f"outcome.{summary.outcome}", summary.outcome))
        return mark

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The winner, the win amount and both totals."""
        amount = facts_as(result.details, KlaberjassResult).win_amount
        return (
            ResultLine(WIN, say("ui.result.winners", who=Seats(result.winners))),
            ResultLine(PLAIN, say("ui.klaberjass.win_amount", n=amount)),
            ResultLine(NOTE, say("ui.result.scores", scores=Scores(result.scores))),
        )


KLABERJASS_SHEET = KlaberjassSheet()
"""The sheet :class:`~cardtui.games.klaberjass.game.Klaberjass` declares."""
