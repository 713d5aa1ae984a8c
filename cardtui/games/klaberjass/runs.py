"""Sequences (терц, полтинник): maximal runs, heights and comparison (klaberjass.md §2.3).

A run is found in sequence order; its *height* is the index of its top card in
that order (0 is best). The comparison key is (kind, -height, trump): a fifty
beats any terz, a lower height wins, and a trump run beats a plain one of the
same kind and height. Equal keys tie (K-D8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardtui.engine.cards import SUITS, Card
from cardtui.games.klaberjass.tables import FIFTY, TERZ, sequence_order

TERZ_KIND = "terz"
FIFTY_KIND = "fifty"
KIND_RANK = {TERZ_KIND: 0, FIFTY_KIND: 1}


@dataclass(frozen=True, slots=True)
class Run:
    """One maximal run of three or more cards of one suit."""

    suit: str
    cards: tuple[Card, ...]
    """The run's cards from its top card down, in sequence order."""
    height: int
    trump: bool
    value: int

    @property
    def top(self) -> Card:
        """The run's top card («от короля»)."""
        return self.cards[0]

    @property
    def kind(self) -> str:
        """``terz`` (3 cards) or ``fifty`` (4 or more)."""
        return TERZ_KIND if len(self.cards) == 3 else FIFTY_KIND

    @property
    def key(self) -> tuple[int, int, int]:
        """The comparison key: greater wins."""
        return (KIND_RANK[self.kind], -self.height, int(self.trump))


_Tables = tuple[dict[Card, tuple[int, int]], tuple[str, ...], list[dict[int, tuple[Run, ...]]]]
"""Each card's (suit index, rank bit); each suit's sequence order; per suit, the runs of
each mask of held ranks met so far (bit ``i``: rank ``order[i]``)."""
_TABLES: dict[tuple[str, bool, int], _Tables] = {}


def _suit_runs(suit: str, order: str, trump: bool, five_plus: int, mask: int) -> tuple[Run, ...]:
    """The maximal runs of three or more in one suit, ``mask`` bit ``i``: rank ``order[i]``."""
    runs: list[Run] = []
    i = 0
    while i < len(order):
        if not mask >> i & 1:
            i += 1
            continue
        j = i
        while j < len(order) and mask >> j & 1:
            j += 1
        length = j - i
        if length >= 3:
            cards = tuple(Card(r, suit) for r in order[i:j])
            value = TERZ if length == 3 else FIFTY if length == 4 else five_plus
            runs.append(Run(suit, cards, i, trump, value))
        i = j
    return tuple(runs)


def _tables(trump: str, natural: bool, five_plus: int) -> _Tables:
    """The bit of every card and the run tables of one trump and options, made once."""
    key = (trump, natural, five_plus)
    made = _TABLES.get(key)
    if made is None:
        bits: dict[Card, tuple[int, int]] = {}
        orders = tuple(sequence_order(suit, trump, natural) for suit in SUITS)
        for index, suit in enumerate(SUITS):
            for i, rank in enumerate(orders[index]):
                bits[Card(rank, suit)] = (index, 1 << i)
        made = _TABLES[key] = (bits, orders, [{} for _ in SUITS])
    return made


def find_runs(
    hand: Iterable[Card], trump: str, natural: bool = False, five_plus: int = FIFTY
) -> tuple[Run, ...]:
    """Every maximal run of three or more in ``hand`` (best first).

    Table-driven: each suit's held ranks are a bit mask; a mask with three bits in a row
    indexes that suit's runs, worked out once per mask, trump and options.
    """
    key = (trump, natural, five_plus)
    bits, orders, per_suit = _TABLES.get(key) or _tables(trump, natural, five_plus)
    masks = [0, 0, 0, 0]
    for card in hand:
        index, bit = bits[card]
        masks[index] |= bit
    runs: list[Run] = []
    for index, mask in enumerate(masks):
        if mask & mask >> 1 & mask >> 2:
            found = per_suit[index].get(mask)
            if found is None:
                suit = SUITS[index]
                found = _suit_runs(suit, orders[index], suit == trump, five_plus, mask)
                per_suit[index][mask] = found
            runs += found
    if len(runs) > 1:
        runs.sort(key=_key, reverse=True)
    return tuple(runs)


def _key(run: Run) -> tuple[int, int, int]:
    return run.key


def best_run(runs: tuple[Run, ...]) -> Run | None:
    """The run with the greatest key (``runs`` come best first)."""
    return runs[0] if runs else None


def compare(elder: Run, dealer: Run) -> int:
    """1 when the elder's run wins, -1 when the dealer's wins, 0 for a tie."""
    if elder.key > dealer.key:
        return 1
    if elder.key < dealer.key:
        return -1
    return 0


def runs_value(runs: Iterable[Run]) -> int:
    """The sum of the runs' values (the winner scores every run he holds)."""
    return sum(r.value for r in runs)
