"""The Kierki lottery (лотерея, card domino): rows built out from the eights.

Spec: ``shared/rules/hearts.md`` §1.6.3 and §7.2, §7.5. Not trick play: seats lay
one card each in turn onto the layout, a seat that cannot add passes (the engine
passes for it), and the deal ends when the second player goes out.

The layout is a row per suit, held as the (low, high) ranks laid so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cardtui.engine.cards import Card

LOW_TO_HIGH = "23456789TJQKA"
"""Rank adjacency in the rows: 2 < 3 < … < K < A."""

STEP: dict[str, int] = {r: i for i, r in enumerate(LOW_TO_HIGH)}

BONUS_RANKS: dict[str, str] = {"none": "", "ace": "A", "ace_and_two": "A2"}
"""Option ``lottery_bonus_cards``: the ranks that give their player one more card."""


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


def legal_lays(hand: Sequence[Card], layout: Layout, opened: bool, free_start: bool) -> list[Card]:
    """The cards of ``hand`` that may be laid (empty: the seat passes)."""
    if not opened:
        if free_start:
            return list(hand)
        return [c for c in hand if c.rank == "8"]
    return [c for c in hand if layout.fits(c)]


def row_cards(rows: Mapping[str, tuple[str, str]], suit: str) -> list[Card]:
    """Every card laid in the row of ``suit``, low to high."""
    if suit not in rows:
        return []
    low, high = rows[suit]
    return [Card(r, suit) for r in LOW_TO_HIGH[STEP[low] : STEP[high] + 1]]


def gives_bonus(card: Card, option: str) -> bool:
    """Whether laying ``card`` earns its player one more (optional) card."""
    return card.rank in BONUS_RANKS[option]


def prizes(finished: Sequence[int], players: int, first: int, second: int) -> tuple[int, ...]:
    """Per seat: the first prize to the first seat out, the second to the next."""
    points = [0] * players
    if finished:
        points[finished[0]] = first
    if len(finished) > 1:
        points[finished[1]] = second
    return tuple(points)
