"""The score sheets of the jacks-over-trumps games: «Козлы» and «Козёл при вальтах».

«Козлы»: each player's card points per deal, the dead cards, and (when the deals'
points pile up toward 60) the totals. «Козёл при вальтах»: the card points per
round, who won it and the chips it brought, everybody's chips after it.
"""

from __future__ import annotations

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
    WIN,
    Cards,
    Cell,
    ResultLine,
    Scores,
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
from cardtui.games.kozel.facts import (
    KozlyDetails,
    KozlyPublic,
    KozlyResult,
    PriValtakhDetails,
)


def _seat_columns(n: int) -> tuple[SheetColumn, ...]:
    return tuple(SheetColumn((Seats((s,)),), RIGHT, side=s) for s in range(n))


class KozlySheet(SheetRules):
    """Card points per player and the dead cards per deal; the totals in stock mode."""

    def __init__(self, halves: str) -> None:
        self.halves = halves
        """The ``deal_mode`` of two halves (only the current game counts: no totals row)."""

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: card points per player, dead points and cards, the outcome."""
        n = match.num_seats
        columns = (
            SheetColumn(DEAL, RIGHT),
            *_seat_columns(n),
            SheetColumn(say("ui.kozly.dead"), RIGHT),
            SheetColumn(OUTCOME),
        )
        rows = [SheetRow(self._row(s)) for s in match.deal_summaries]
        public = facts_as(match.view(None).public, KozlyPublic)
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, *[DASH] * n, DASH, NONE_YET)))
        elif public.deal_mode != self.halves:
            totals = public.totals or (0,) * n
            cells = [(str(int(v)),) for v in totals]
            rows.append(SheetRow((say("ui.kozly.total"), *cells, ("",), ("",)), section=True))
        return ScoreSheet(HISTORY, columns, tuple(rows), compact=True)

    def _row(self, s: DealSummary) -> tuple[Cell, ...]:
        d = facts_as(s.details, KozlyDetails)
        dead: Cell = DASH
        if d.dead_cards:
            dead = (f"{d.dead_points} (", Cards(tuple(d.dead_cards)), ")")
        return ((str(s.number),), *[(str(p),) for p in s.card_points], dead, self.outcome(s))

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The winner, everybody's points, the deals annulled."""
        lines = [
            ResultLine(WIN, say("ui.result.winners", who=Seats(result.winners))),
            ResultLine(NOTE, say("ui.result.scores", scores=Scores(result.scores))),
        ]
        annulled = facts_as(result.details, KozlyResult).annulled
        if annulled:
            lines.append(ResultLine(NOTE, say("ui.kozly.annulled", n=annulled)))
        return tuple(lines)


class PriValtakhSheet(SheetRules):
    """Card points per round, the winner and his chips, everybody's chips after it."""

    def __init__(self, start_chips: int, goal_taken: int) -> None:
        self.start_chips = start_chips
        """Chips every player starts with («каждый пишет себе 12»)."""
        self.goal_taken = goal_taken
        """Chips to collect to win the goat."""

    def outcome(self, summary: DealSummary) -> Cell:
        """Who won the round and how many chips it brought."""
        cell: Cell = say(f"outcome.{summary.outcome}", summary.outcome)
        if summary.winners:
            gain = sum(facts_as(summary.details, PriValtakhDetails).paid)
            cell += (" → ", words("ui.kozel_pri_valtakh.gain", who=Seats(summary.winners), n=gain))
        return cell

    def sheet(self, match: Match) -> ScoreSheet:
        """Per round: card points per player, the outcome, the chips after it."""
        n = match.num_seats
        columns = (
            SheetColumn(say("ui.kozel_pri_valtakh.round"), RIGHT),
            *_seat_columns(n),
            SheetColumn(OUTCOME),
            SheetColumn(say("ui.kozel_pri_valtakh.chips"), CENTER),
        )
        rows = [
            SheetRow(
                (
                    (str(s.number),),
                    *[(str(p),) for p in s.card_points],
                    self.outcome(s),
                    joined(facts_as(s.details, PriValtakhDetails).accounts),
                )
            )
            for s in match.deal_summaries
        ]
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, *[DASH] * n, NONE_YET, joined([self.start_chips] * n))))
        return ScoreSheet(HISTORY, columns, tuple(rows), compact=True)

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The winner of the goat and everybody's chips."""
        who = Seats(result.winners)
        return (
            ResultLine(WIN, say("ui.kozel_pri_valtakh.winner", who=who, goal=self.goal_taken)),
            ResultLine(NOTE, say("ui.kozel_pri_valtakh.final", scores=Scores(result.scores))),
        )
