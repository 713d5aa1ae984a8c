"""Scoring pieces of the Hearts family: penalty lines, the deal total, lowest wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine import Card
from cardtui.engine.score import TERM, TOTAL, ScoreLine, make_line, total
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
    return penalty_score(game_id, values, taken)[1][:-1]


_CODES: dict[str, tuple[str, str, str, str]] = {}
"""Game id to its line codes: hearts, card, prize, total."""


def _codes(game_id: str) -> tuple[str, str, str, str]:
    codes = _CODES.get(game_id)
    if codes is None:
        head = f"score.{game_id}."
        codes = _CODES[game_id] = (head + "hearts", head + "card", head + "prize", head + "total")
    return codes


def penalty_score(
    game_id: str, values: Mapping[Card, int], taken: Sequence[Sequence[Card]]
) -> tuple[tuple[int, ...], list[ScoreLine]]:
    """(:func:`penalties`, :func:`penalty_lines` and then :func:`deal_total`) in one pass
    over the cards taken (a play-out scores every deal it finishes)."""
    n = len(taken)
    zeros = [0] * n
    hearts_code, card_code, prize_code, total_code = _codes(game_id)
    lines: list[ScoreLine] = []
    points = zeros.copy()
    counted = values.keys().__contains__
    value_of = values.__getitem__
    for seat, cards in enumerate(taken):
        hits = list(filter(counted, cards))
        if not hits:
            continue
        worth = list(map(value_of, hits))
        points[seat] = sum(worth)
        hearts = [c for c, v in zip(hits, worth, strict=True) if v and c.suit == HEARTS]
        if hearts:
            hearts.sort(key=value_of, reverse=True)  # stable: equal values keep their order
            amounts = zeros.copy()
            amounts[seat] = -sum(map(value_of, hearts))
            shown = tuple(hearts)
            args = (("seat", seat), ("cards", shown), ("n", len(shown)))
            lines.append(make_line(hearts_code, tuple(amounts), TERM, args))
        if len(hearts) == len(hits):
            continue
        for card, value in zip(hits, worth, strict=True):
            if value and card.suit != HEARTS:
                amounts = zeros.copy()
                amounts[seat] = -value
                code = prize_code if value < 0 else card_code
                args = (("seat", seat), ("cards", (card,)), ("n", abs(value)))
                lines.append(make_line(code, tuple(amounts), TERM, args))
    lines.append(make_line(total_code, tuple([-p for p in points]), TOTAL))
    return tuple(points), lines


def deal_total(game_id: str, penalties: Sequence[int]) -> ScoreLine:
    """The closing line: minus each seat's penalty for the deal."""
    return total(f"score.{game_id}.total", tuple(-p for p in penalties))
