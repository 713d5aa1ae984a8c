"""Scoring pieces of the Hearts family: penalty lines, the deal total, lowest wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine import Card
from cardtui.engine.score import ScoreLine, term, total
from cardtui.games.hearts.tricks import HEARTS


def lowest_seats(values: Sequence[int]) -> tuple[int, ...]:
    """The seats sharing the lowest value."""
    best = min(values)
    return tuple(s for s, v in enumerate(values) if v == best)


def penalties(values: Mapping[Card, int], taken: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """Per seat, the sum of the values of the cards it took."""
    counted = values.keys().__contains__
    value_of = values.__getitem__
    return tuple([sum(map(value_of, filter(counted, cards))) for cards in taken])


def penalty_lines(
    game_id: str, values: Mapping[Card, int], taken: Sequence[Sequence[Card]]
) -> list[ScoreLine]:
    """One term per seat and penalty card kind it took (hearts together, each other card
    alone), amounts in match points (minus the penalty)."""
    n = len(taken)
    zeros = [0] * n
    hearts_code = f"score.{game_id}.hearts"
    lines: list[ScoreLine] = []
    counted = values.keys().__contains__
    value_of = values.__getitem__
    for seat, cards in enumerate(taken):
        hits = list(filter(counted, cards))
        if not hits:
            continue
        hearts = [c for c in hits if c.suit == HEARTS and value_of(c)]
        if hearts:
            hearts.sort(key=value_of, reverse=True)  # stable: equal values keep their order
            amounts = zeros.copy()
            amounts[seat] = -sum(map(value_of, hearts))
            shown = tuple(hearts)
            lines.append(term(hearts_code, tuple(amounts), seat=seat, cards=shown, n=len(shown)))
        for card in hits:
            value = value_of(card)
            if value and card.suit != HEARTS:
                amounts = zeros.copy()
                amounts[seat] = -value
                code = f"score.{game_id}.{'prize' if value < 0 else 'card'}"
                lines.append(term(code, tuple(amounts), seat=seat, cards=(card,), n=abs(value)))
    return lines


def deal_total(game_id: str, penalties: Sequence[int]) -> ScoreLine:
    """The closing line: minus each seat's penalty for the deal."""
    return total(f"score.{game_id}.total", tuple(-p for p in penalties))
