"""Exactly uniform deals of cards into zones where some cards are barred from some zones.

Cards that may go to the same set of zones form a class (with voids, a handful of
classes: "any hand", "not West", "neither West nor North"...). The number of deals is
then a sum over how many cards of each class go to each zone, which a memoised
recursion over the rooms left counts exactly; drawing each class's split with those
weights gives every legal deal the same chance. Used by :mod:`cardtui.engine.worlds`
when the zones carry no count rules and the room state space is small.

>>> import random
>>> from cardtui.engine.cards import parse_cards
>>> cards = list(parse_cards("AH KH AS KS"))
>>> allowed = [(0, 1), (0, 1), (1,), (1,)]
>>> sorted(c.code for c in uniform_fill(cards, allowed, [2, 2], random.Random(1))[1])
['AS', 'KS']
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import factorial, prod

from cardtui.engine.cards import Card

MAX_STATES = 20_000
"""Largest room state space (product of room + 1 over zones) worth counting exactly."""


def small_enough(rooms: Sequence[int]) -> bool:
    """Whether counting over ``rooms`` is cheap."""
    return prod(r + 1 for r in rooms) <= MAX_STATES


def uniform_fill(
    cards: Sequence[Card],
    allowed: Sequence[tuple[int, ...]],
    rooms: Sequence[int],
    rng: random.Random,
) -> list[list[Card]] | None:
    """Deal ``cards`` (``allowed[i]``: the zones card i may go to) to fill ``rooms``
    exactly, uniformly over all legal deals; ``None`` when there is none."""
    groups: dict[tuple[int, ...], list[Card]] = {}
    for card, zones in zip(cards, allowed, strict=True):
        groups.setdefault(zones, []).append(card)
    classes = sorted(groups.items(), key=lambda item: (len(item[0]), item[0]))
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def ways(i: int, left: tuple[int, ...]) -> int:
        if i == len(classes):
            return 0 if any(left) else 1
        key = (i, left)
        hit = memo.get(key)
        if hit is None:
            zones, members = classes[i]
            hit = sum(
                _multinomial(len(members), split) * ways(i + 1, _less(left, zones, split))
                for split in _splits(len(members), zones, left)
            )
            memo[key] = hit
        return hit

    start = tuple(rooms)
    if ways(0, start) == 0:
        return None
    dealt: list[list[Card]] = [[] for _ in rooms]
    left = start
    for i, (zones, members) in enumerate(classes):
        splits = list(_splits(len(members), zones, left))
        weights = [
            _multinomial(len(members), s) * ways(i + 1, _less(left, zones, s)) for s in splits
        ]
        split = rng.choices(splits, weights)[0]
        shuffled = list(members)
        rng.shuffle(shuffled)
        pos = 0
        for zone, n in zip(zones, split, strict=True):
            dealt[zone].extend(shuffled[pos : pos + n])
            pos += n
        left = _less(left, zones, split)
    return dealt


def _splits(n: int, zones: tuple[int, ...], left: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to put ``n`` cards into ``zones`` within the room ``left``."""
    if not zones:
        if n == 0:
            yield ()
        return
    first, rest = zones[0], zones[1:]
    spare = sum(left[z] for z in rest)
    for k in range(max(0, n - spare), min(n, left[first]) + 1):
        for tail in _splits(n - k, rest, left):
            yield (k, *tail)


def _less(left: tuple[int, ...], zones: tuple[int, ...], split: tuple[int, ...]) -> tuple[int, ...]:
    rooms = list(left)
    for zone, n in zip(zones, split, strict=True):
        rooms[zone] -= n
    return tuple(rooms)


def _multinomial(n: int, split: tuple[int, ...]) -> int:
    result = factorial(n)
    for k in split:
        result //= factorial(k)
    return result


def class_splits(
    n: int, zones: tuple[int, ...], left: tuple[int, ...]
) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
    """Every way to put a class of ``n`` cards into ``zones`` within the rooms ``left``:
    the split, the number of ways to pick its cards, and the rooms it leaves."""
    return [
        (split, _multinomial(n, split), _less(left, zones, split))
        for split in _splits(n, zones, left)
    ]
