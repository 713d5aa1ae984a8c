"""Klaberjass card tables (klaberjass.md §2): trick orders, points, sequence orders.

Every order is a string of ranks from high to low; everything else is derived
from these strings once, as dictionaries.
"""

from __future__ import annotations

from cardtui.engine.cards import SUITS, Card, deck

DECK: tuple[Card, ...] = tuple(deck(32))
"""The 32-card pack, 7 to ace in each suit (K-D2)."""

TRUMP_ORDER = "J9ATKQ87"
"""Trick order of the trump suit, high to low (§2.1)."""
PLAIN_ORDER = "ATKQJ987"
"""Trick order of a plain suit, high to low (§2.2, K-D4)."""
NATURAL_ORDER = "AKQJT987"
"""Sequence order of every suit under ``sequence_order = natural`` (§2.3)."""

TRUMP_POINTS: dict[str, int] = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3}
"""Card points of the trump suit (8 and 7: nothing)."""
PLAIN_POINTS: dict[str, int] = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
"""Card points of a plain suit (9, 8, 7: nothing)."""

LAST_TRICK = 10
BELLA = 20
TERZ = 20
FIFTY = 50
HAND_FIRST = 6
"""Cards per player before the trump choice (3 + 3)."""
HAND_FULL = 9
TRICKS = 9
PACKET = 3

SEAT_NAMES = ("elder", "dealer")

_POWER: dict[str, dict[Card, int]] = {}
_POINTS: dict[str, dict[Card, int]] = {}


def power_table(trump: str) -> dict[Card, int]:
    """Trick power of every card within its own suit (higher wins) for ``trump``."""
    table = _POWER.get(trump)
    if table is None:
        table = {}
        for suit in SUITS:
            order = TRUMP_ORDER if suit == trump else PLAIN_ORDER
            for i, rank in enumerate(order):
                table[Card(rank, suit)] = len(order) - i
        _POWER[trump] = table
    return table


def points_table(trump: str) -> dict[Card, int]:
    """Card points of every card when ``trump`` is the trump suit."""
    table = _POINTS.get(trump)
    if table is None:
        table = {
            c: (TRUMP_POINTS if c.suit == trump else PLAIN_POINTS).get(c.rank, 0) for c in DECK
        }
        _POINTS[trump] = table
    return table


def card_points(cards: list[Card] | tuple[Card, ...], trump: str) -> int:
    """Card points of ``cards`` with ``trump`` as the trump suit."""
    table = points_table(trump)
    return sum(table[c] for c in cards)


def sequence_order(suit: str, trump: str, natural: bool) -> str:
    """The ranks of ``suit`` in sequence order (§2.3): trick order or natural order."""
    if natural:
        return NATURAL_ORDER
    return TRUMP_ORDER if suit == trump else PLAIN_ORDER


_DISPLAY: dict[str, dict[Card, int]] = {}


def display_key(trump: str) -> dict[Card, int]:
    """Hand display order: trumps first (high to low), then ♣ ♠ ♥ ♦ in trick order (one
    table per trump, shared: never changed)."""
    table = _DISPLAY.get(trump)
    if table is None:
        power = power_table(trump)
        suits = (trump + SUITS.replace(trump, "")) if trump else SUITS
        table = _DISPLAY[trump] = {c: suits.index(c.suit) * 16 - power[c] for c in DECK}
    return table


CUT_RANK: dict[str, int] = {r: i for i, r in enumerate(reversed(PLAIN_ORDER))}
"""Rank strength for the cut (option ``first_dealer = cut``): 7 lowest, ace highest."""


def bella_cards(trump: str) -> tuple[Card, Card]:
    """The king and queen of trumps («бэла»)."""
    return (Card("K", trump), Card("Q", trump))
