"""Scoring pieces of the Hearts family: penalty lines, the deal total, lowest wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine import Card
from cardtui.engine.score import TERM, TOTAL, ScoreLine, make_line, total
from cardtui.games.hearts.tricks import HEARTS


def lowest_seats(values: Sequence[int]) -> tuple[int, ...]:
    """The seats sharing the lowest value."""
    best = min(values)
    return tuple([s for s, v in enumerate(values) if v == best])


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


class _Kinds:
    """What :func:`penalty_score` needs to know of one ``values`` mapping, worked out once:
    the cards that make a hearts line, those that make a line of their own, and whether the
    hearts all have one value (then their line keeps the order taken: no sort)."""

    __slots__ = ("heart", "heart_value", "other", "values")

    def __init__(self, values: Mapping[Card, int]) -> None:
        self.values = values  # held, so the id this is cached under stays this mapping's
        hearts = {c: v for c, v in values.items() if v and c.suit == HEARTS}
        self.heart = frozenset(hearts).__contains__
        self.other = frozenset(c for c, v in values.items() if v and c.suit != HEARTS).__contains__
        kinds = set(hearts.values())
        self.heart_value: int | None = kinds.pop() if len(kinds) == 1 else None


_KINDS: dict[int, _Kinds] = {}
"""``id(values)`` to its :class:`_Kinds` (a match's values are shared by its search copies)."""


def _kinds(values: Mapping[Card, int]) -> _Kinds:
    kinds = _KINDS.get(id(values))
    if kinds is None or kinds.values is not values:
        if len(_KINDS) >= 256:  # one mapping a match at most: keep the cache small
            _KINDS.clear()
        kinds = _KINDS[id(values)] = _Kinds(values)
    return kinds


def penalty_score(
    game_id: str, values: Mapping[Card, int], taken: Sequence[Sequence[Card]]
) -> tuple[tuple[int, ...], list[ScoreLine]]:
    """(:func:`penalties`, :func:`penalty_lines` and then :func:`deal_total`) in one pass
    over the cards taken (a play-out scores every deal it finishes)."""
    n = len(taken)
    hearts_code, card_code, prize_code, total_code = _codes(game_id)
    kinds = _kinds(values)
    is_heart, is_other, heart_value = kinds.heart, kinds.other, kinds.heart_value
    lines: list[ScoreLine] = []
    points = [0] * n
    counted = values.keys().__contains__
    value_of = values.__getitem__
    for seat, cards in enumerate(taken):
        hits = list(filter(counted, cards))
        if not hits:
            continue
        points[seat] = sum(map(value_of, hits))
        before, after = (0,) * seat, (0,) * (n - 1 - seat)
        hearts = list(filter(is_heart, hits))
        if hearts:
            if heart_value is None:
                hearts.sort(key=value_of, reverse=True)  # stable: equal values keep their order
                amount = -sum(map(value_of, hearts))
            else:
                amount = -heart_value * len(hearts)
            shown = tuple(hearts)
            args = (("seat", seat), ("cards", shown), ("n", len(shown)))
            lines.append(make_line(hearts_code, (*before, amount, *after), TERM, args))
            if len(hearts) == len(hits):
                continue
        for card in filter(is_other, hits):
            value = value_of(card)
            code = prize_code if value < 0 else card_code
            args = (("seat", seat), ("cards", (card,)), ("n", abs(value)))
            lines.append(make_line(code, (*before, -value, *after), TERM, args))
    lines.append(make_line(total_code, tuple([-p for p in points]), TOTAL))
    return tuple(points), lines


def deal_total(game_id: str, penalties: Sequence[int]) -> ScoreLine:
    """The closing line: minus each seat's penalty for the deal."""
    return total(f"score.{game_id}.total", tuple(-p for p in penalties))
