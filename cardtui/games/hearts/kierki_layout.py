"""The Kierki lottery's layout: a row per suit, held as the (low, high) ranks laid so far.

Spec: ``shared/rules/hearts.md`` §1.6.3. The lottery phase (:mod:`.kierki_lottery`)
lays cards onto it; the match state (:mod:`.kierki_state`) holds the deal's layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtui.engine.cards import Card

LOW_TO_HIGH = "23456789TJQKA"
"""Rank adjacency in the rows: 2 < 3 < … < K < A."""

STEP: dict[str, int] = {r: i for i, r in enumerate(LOW_TO_HIGH)}


@dataclass
class Layout:
    """The rows on the table: suit to (low rank, high rank), and the start rank."""

    start: str = "8"
    """The rank every row begins with (``8``; with ``lottery_start = free`` the opener's)."""
    rows: dict[str, tuple[str, str]] = field(default_factory=dict)
    missing: frozenset[Card] = frozenset()
    """Cards not in this deal's deck (the 3-player deck has no 2♣)."""

    def fits(self, card: Card) -> bool:
        """Whether ``card`` may be laid now (the layout is already opened)."""
        row = self.rows.get(card.suit)
        if row is None:
            return card.rank == self.start or self._start_missing(card)
        low, high = STEP[row[0]], STEP[row[1]]
        step = STEP[card.rank]
        return step == low - 1 or step == high + 1

    def _start_missing(self, card: Card) -> bool:
        """A row whose start card is not in the deck begins one rank higher (2♣ in 3p)."""
        start = Card(self.start, card.suit)
        if start not in self.missing or self.start == "A":
            return False
        return STEP[card.rank] == STEP[self.start] + 1

    def lay(self, card: Card) -> None:
        """Add ``card`` to its row."""
        row = self.rows.get(card.suit)
        if row is None:
            self.rows[card.suit] = (card.rank, card.rank)
            return
        low, high = row
        if STEP[card.rank] < STEP[low]:
            self.rows[card.suit] = (card.rank, high)
        else:
            self.rows[card.suit] = (low, card.rank)

    def snapshot(self) -> dict[str, tuple[Card, Card]]:
        """The rows as their end cards, for views."""
        return {s: (Card(lo, s), Card(hi, s)) for s, (lo, hi) in sorted(self.rows.items())}
