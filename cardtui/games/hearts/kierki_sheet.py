"""The score sheet of Kierki: a row per deal of the cycle (played or to come), a column per player.

Under the deals, each player's total and their sum (zero over a full default cycle:
what the penalty deals take, the positive deals give back).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import (
    FAINT,
    RIGHT,
    STRONG,
    Cell,
    ScoreSheet,
    Seats,
    SheetColumn,
    SheetRow,
    SheetRules,
    say,
    words,
)
from cardtui.engine.values import DealSummary
from cardtui.games.hearts.facts import KierkiDetails

NOT_PLAYED = "·"
"""A player's cell in a deal still to come."""


class KierkiSheet(SheetRules):
    """The cycle's deals in order, each player's points per deal, the totals and their sum."""

    def outcome(self, summary: DealSummary) -> Cell:
        """The deal kind (and the sale), not a winner."""
        d = facts_as(summary.details, KierkiDetails)
        kind = d.kind or summary.outcome
        cell: Cell = say(f"outcome.{summary.outcome}", kind) if summary.outcome else (kind,)
        sale = d.sale
        if sale:
            buyer = Seats((int(sale[1]),)) if sale[1] is not None else "-"
            cell += (" · ", words("ui.kierki.sale_text", buyer=buyer, price=sale[2]))
        return cell

    def sheet(self, match: Match) -> ScoreSheet:
        """A row per deal of the cycle (played, the next one bold, the rest dim), the totals."""
        n = match.num_seats
        columns = (
            SheetColumn(("#",), RIGHT),
            SheetColumn(say("ui.kierki.deal")),
            *(SheetColumn((Seats((s,)),), RIGHT) for s in range(n)),
            SheetColumn(say("ui.kierki.sum"), RIGHT, tone=FAINT),
        )
        sequence: Sequence[str] = getattr(match, "sequence", ())
        played = match.deal_summaries
        rows: list[SheetRow] = []
        for index, kind in enumerate(sequence):
            number, name = (str(index + 1),), say(f"ui.kierki.short.{kind}")
            if index < len(played):
                points = played[index].match_points
                cells = [(str(v),) for v in points]
                rows.append(SheetRow((number, name, *cells, (str(sum(points)),))))
            else:
                tone = STRONG if index == len(played) else FAINT
                rows.append(SheetRow((number, name, *[(NOT_PLAYED,)] * n, ("",)), tone=tone))
        totals = [sum(s.match_points[seat] for s in played) for seat in range(n)]
        cells = [(str(v),) for v in totals]
        total = SheetRow((("",), say("ui.kierki.total"), *cells, (str(sum(totals)),)), True, STRONG)
        rows.append(total)
        return ScoreSheet(say("ui.kierki.sheet"), columns, tuple(rows), compact=True)


KIERKI_SHEET = KierkiSheet()
"""The sheet :class:`~cardtui.games.hearts.kierki.Kierki` declares."""
