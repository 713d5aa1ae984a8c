"""The score sheet of the Hearts games (all but Kierki): a deal's outcome says who took
the fewest penalty points and who the most, with the points, not just "scored → Bot 2"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from cardtui.engine.facts import facts_in
from cardtui.engine.protocol import Match
from cardtui.engine.sheet import Cell, ScoreSheet, Seats, SheetRules, say, words
from cardtui.engine.values import DealSummary
from cardtui.games.hearts.facts import HeartsDetails, VoidDealDetails


def spread(penalties: Sequence[int]) -> Cell:
    """«Fewest penalty points: Bot 2, 0 points; most: Anna, 13 points» (or everyone even)."""
    low, high = min(penalties), max(penalties)
    if low == high:
        return say("outcome.hearts.even", points=low)
    lows = Seats(tuple(s for s, p in enumerate(penalties) if p == low))
    highs = Seats(tuple(s for s, p in enumerate(penalties) if p == high))
    return say("outcome.hearts.spread", low_seats=lows, low=low, high_seats=highs, high=high)


class HeartsSheet(SheetRules):
    """The generic sheet, with outcomes that name the fewest and the most penalties, in
    penalty points as the rulebooks write them (lowest wins): the sheet's numbers and the
    breakdown's lines have one sign."""

    lines_sign: ClassVar[int] = -1

    def sheet(self, match: Match) -> ScoreSheet:
        """The generic sheet, titled with its unit: penalty points, lowest wins."""
        return replace(super().sheet(match), title=say("ui.score.penalty_history"))

    def outcome(self, summary: DealSummary) -> Cell:
        """The deal's own title (a slam, all three...) and who took how many penalty points."""
        d = facts_in(summary.details, HeartsDetails, VoidDealDetails)
        penalties = [int(p) for p in d.penalties] if isinstance(d, HeartsDetails) else []
        if not penalties:
            return super().outcome(summary)
        if summary.outcome == "penalties":
            return spread(penalties)
        return (words(f"outcome.{summary.outcome}", summary.outcome), " · ", *spread(penalties))


HEARTS_SHEET = HeartsSheet()
"""The sheet the Hearts games declare (Kierki has its own)."""
