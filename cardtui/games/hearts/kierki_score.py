"""Kierki deal scores and their itemised lines (§1.7).

Every deal is scored per seat (each seat is its own side), higher is better:
negative deals write minus points per penalty item, the lottery pays its two
prizes, the trump deals 25 a trick, with the auction price moved from buyer to
seller (K-D10).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.score import ScoreLine, note, term, total
from cardtui.games.hearts.kierki_deals import TRICK_POINTS, PenaltyTable

GAME = "kierki"


def _code(item: str) -> str:
    return f"score.{GAME}.{item}"


def negative_lines(
    table: PenaltyTable, won: Sequence[Sequence[tuple[int, tuple[Card, ...]]]]
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...]]:
    """Scores and lines of a negative deal; ``won[s]`` = (trick number, cards) per trick."""
    n = table.players
    lines: list[ScoreLine] = []
    scores = [0] * n
    for item in table.items:
        counts = [0] * n
        amounts = [0] * n
        for seat, tricks in enumerate(won):
            for number, cards in tricks:
                times = table.count(item, cards, number)
                counts[seat] += times
                amounts[seat] -= times * table.value(item, number)
        if item == "marked_trick":
            lines.append(term(_code("marked_trick"), tuple(amounts)))
        else:
            lines.append(
                term(_code(item), tuple(amounts), each=table.value(item), counts=tuple(counts))
            )
        scores = [a + b for a, b in zip(scores, amounts, strict=True)]
    lines.append(total(_code("total"), tuple(scores)))
    return tuple(scores), tuple(lines)


def trump_lines(
    tricks: Sequence[int], sale: tuple[int, int, int] | None, trump: str
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...]]:
    """Scores of a trump deal; ``sale`` = (seller, buyer, price) or ``None``."""
    n = len(tricks)
    trick_points = tuple(TRICK_POINTS * t for t in tricks)
    lines = [
        note(_code("trump_named"), suit=trump or "N"),
        term(_code("tricks"), trick_points, each=TRICK_POINTS, counts=tuple(tricks)),
    ]
    scores = list(trick_points)
    if sale is not None:
        seller, buyer, price = sale
        moved = [0] * n
        moved[buyer] -= price
        moved[seller] += price
        lines.append(
            term(_code("price"), tuple(moved), price=price, seat=buyer, seller_seat=seller)
        )
        scores = [a + b for a, b in zip(scores, moved, strict=True)]
    lines.append(total(_code("total"), tuple(scores)))
    return tuple(scores), tuple(lines)


def lottery_lines(
    finished: Sequence[int], players: int, first: int, second: int
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...]]:
    """Scores of a lottery deal: the first and second seats out are paid."""
    one = [0] * players
    two = [0] * players
    one[finished[0]] = first
    two[finished[1]] = second
    scores = tuple(a + b for a, b in zip(one, two, strict=True))
    lines = (
        term(_code("first_out"), tuple(one), seat=finished[0]),
        term(_code("second_out"), tuple(two), seat=finished[1]),
        total(_code("total"), scores),
    )
    return scores, lines
