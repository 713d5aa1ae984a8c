"""Cards, suits, ranks and decks.

A card is a frozen value with a two-character code: rank then suit
(``QC`` queen of clubs, ``TH`` ten of hearts, ``7D``), and ``JK`` for a joker.
Cards are interned: ``Card.parse("QC") is Card.parse("QC")``.

>>> Card.parse("TH")
Card.parse('TH')
>>> str(Card.parse("qc"))
'QC'
>>> [str(c) for c in deck(24)][:6]
['AC', 'TC', 'KC', 'QC', 'JC', '9C']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from cardtui.engine.errors import NotationError

SUITS = "CSHD"
"""Suit letters: clubs (трефы), spades (пики), hearts (червы), diamonds (бубны)."""

RANKS = "AKQJT98765432"
"""Rank letters from ace down to two; T is the ten."""

SUIT_SYMBOLS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
SUIT_NAMES_EN = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}
SUIT_NAMES_RU = {"C": "трефы", "S": "пики", "H": "червы", "D": "бубны"}
RED_SUITS = frozenset("HD")

STANDARD_POINTS: dict[str, int] = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
"""Card points used by Kozel, Sheepshead and Doppelkopf: A 11, 10 10, K 4, Q 3, J 2."""


class Card:
    """One playing card; interned, immutable and hashable."""

    __slots__ = ("code", "rank", "suit")
    _interned: ClassVar[dict[str, Card]] = {}

    rank: str
    suit: str
    code: str

    def __new__(cls, rank: str, suit: str) -> Card:
        code = rank + suit
        card = cls._interned.get(code)
        if card is None:
            if not ((rank in RANKS and suit in SUITS) or code == "JK"):
                raise NotationError(f"not a card: {code!r}")
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "code", code)
            cls._interned[code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse a two-character code such as ``QC``, ``th`` or ``JK``; ``10H`` is accepted."""
        code = text.strip().upper()
        if code.startswith("10"):
            code = "T" + code[2:]
        if len(code) != 2:
            raise NotationError(f"not a card: {text!r}")
        return cls(code[0], code[1])

    @property
    def is_joker(self) -> bool:
        """True for the joker (``JK``)."""
        return self.code == "JK"

    @property
    def symbol(self) -> str:
        """Rank and suit glyph, e.g. ``10♥``."""
        if self.is_joker:
            return "🃏"
        rank = "10" if self.rank == "T" else self.rank
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"



JOKER = Card("J", "K")


def sort_key(card: Card) -> tuple[int, int]:
    """A neutral order (suit C S H D, then rank A..2) for canonical card tuples."""
    if card.is_joker:
        return (4, 0)
    return (SUITS.index(card.suit), RANKS.index(card.rank))


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas: ``"QC TH 7D"``."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(p) for p in parts)


def cards_text(cards: Iterable[Card]) -> str:
    """Codes joined by spaces, the inverse of :func:`parse_cards`."""
    return " ".join(c.code for c in cards)


STANDARD_DECKS: dict[int, tuple[str, int]] = {
    24: ("ATKQJ9", 1),
    32: ("ATKQJ987", 1),
    36: ("ATKQJ9876", 1),
    40: ("ATKQJ", 2),
    48: ("ATKQJ9", 2),
    52: ("AKQJT98765432", 1),
}
"""Standard packs by size: ranks (high to low) and how many copies of each card."""


def deck(
    size: int = 36, *, ranks: str | None = None, copies: int = 1, jokers: int = 0
) -> list[Card]:
    """A fresh, unshuffled deck in suit order C S H D.

    ``size`` picks a standard pack (:data:`STANDARD_DECKS`): 24 (A-9), 32 (A-7),
    36 (A-6), 52, and the doubled 48 (two of A-9) and 40 (two of A-J). Pass
    ``ranks`` for anything else (Kozel 24 uses ``"ATKQJ6"``), ``copies=2`` for a
    doubled pack (Doppelkopf's 48), ``jokers`` to add jokers.
    """
    if ranks is None:
        if size not in STANDARD_DECKS:
            raise ValueError(f"no standard deck of {size} cards; pass ranks=")
        ranks, doubled = STANDARD_DECKS[size]
        copies *= doubled
    cards = [Card(r, s) for s in SUITS for r in ranks] * copies
    cards.extend([JOKER] * jokers)
    return cards


def card_points(cards: Sequence[Card], table: dict[str, int] = STANDARD_POINTS) -> int:
    """Sum of card points by rank (A 11, 10 10, K 4, Q 3, J 2 by default)."""
    return sum(table.get(c.rank, 0) for c in cards)
