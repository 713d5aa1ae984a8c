"""Helpers for the Hearts tests: rig a deal's hands through chance replay."""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine import parse_cards


def deck_for(hands: Sequence[str], dealer: int, stock: str = "") -> str:
    """The shuffled deck (top first) that deals ``hands`` one card at a time from eldest."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    size = len(cards[0])
    eldest = (dealer + 1) % n
    order = [cards[(eldest + i % n) % n][i // n].code for i in range(n * size)]
    return " ".join(order + stock.split())
