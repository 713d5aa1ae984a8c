"""The score sheet of Doppelkopf (Двойная голова): the ledger per deal, in half-points.

Per deal: the game played (normal, wedding, a solo; its order, a solo's trump suit),
who won, and every player's change, the declarers marked; under it the balances.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import (
    DASH,
    DEAL,
    NONE_YET,
    NOTE,
    OUTCOME,
    RIGHT,
    STRONG,
    WIN,
    Cell,
    Joined,
    Marked,
    ResultLine,
    ScoreSheet,
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    Suit,
    say,
    signed,
    words,
)
from cardtui.engine.values import DealSummary, MatchResult
from cardtui.games.doppelkopf.facts import DoppelkopfDetails, DoppelkopfPublic

DECLARERS_MARK = "*"
"""After the change of each declarer (the old women, a soloist)."""


class DoppelkopfSheet(SheetRules):
    """The ledger: game, outcome, each player's change in half-points; the balances."""

    def __init__(self, half_text: Callable[[int], str]) -> None:
        self.half_text = half_text
        """Half-points as text (``25`` -> ``+12½``)."""

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """The old women (a soloist when alone), or their opponents."""
        if index == 0:
            alone = len(side) == 1
            return say("ui.doppelkopf.team.alone" if alone else "ui.doppelkopf.team.declarers")
        return say("ui.doppelkopf.team.opponents")

    def outcome(self, summary: DealSummary) -> Cell:
        """Who won the deal."""
        return say(f"outcome.{summary.outcome}", summary.outcome)

    def money(self, half: int) -> Marked:
        """Half-points, green when won, red when lost."""
        return signed(half, self.half_text(half) or "0")

    def game_cell(self, details: Mapping[str, object]) -> Cell:
        """«Обычная игра», «Козырное соло», with the order and a solo's trump suit."""
        d = facts_as(details, DoppelkopfDetails)
        kind, order, trump = d.game, d.order, d.trump_suit
        cell: Cell = say(f"info.doppelkopf.game.{kind}", str(kind))
        if order and order != "normal":
            cell += (", ", words(f"ui.doppelkopf.order.{order}", str(order)))
        if trump and trump != "D":
            cell += (" ", Suit(str(trump)))
        return cell

    def sheet(self, match: Match) -> ScoreSheet:
        """Per deal: game, outcome, each player's change (declarers marked); the balances."""
        n = match.num_seats
        columns = (
            SheetColumn(DEAL, RIGHT),
            SheetColumn(say("info.doppelkopf.game")),
            SheetColumn(OUTCOME),
            *(SheetColumn((Seats((s,)),), RIGHT) for s in range(n)),
        )
        rows = [SheetRow(self._row(s, n)) for s in match.deal_summaries]
        if match.deal_summaries:
            public = facts_as(match.view(None).public, DoppelkopfPublic)
            balance = public.balance_half or [0] * n
            money = [(self.money(int(b)),) for b in balance]
            total = (Marked(words("info.doppelkopf.balance"), STRONG),)
            rows.append(SheetRow((("",), ("",), total, *money), section=True))
        else:
            rows.append(SheetRow((DASH, DASH, NONE_YET, *[("0",)] * n)))
        return ScoreSheet(say("ui.doppelkopf.ledger"), columns, tuple(rows), compact=True)

    def _row(self, s: DealSummary, n: int) -> tuple[Cell, ...]:
        delta = facts_as(s.details, DoppelkopfDetails).ledger_half or [0] * n
        declarers = s.teams[0] if s.teams else ()
        cells: list[Cell] = []
        for seat in range(n):
            cell: Cell = (self.money(int(delta[seat])),)
            if seat in declarers:
                cell += (Marked(DECLARERS_MARK, STRONG, side=0),)
            cells.append(cell)
        return ((str(s.number),), self.game_cell(s.details), self.outcome(s), *cells)

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """The highest balance wins (ties share); every final balance."""
        balances = Joined(
            tuple(
                Joined((Seats((s,)), " ", self.half_text(b) or "0"), "")
                for s, b in enumerate(result.scores)
            )
        )
        return (
            ResultLine(WIN, say("ui.result.winners", who=Seats(result.winners))),
            ResultLine(NOTE, say("ui.doppelkopf.final", balances=balances)),
        )
