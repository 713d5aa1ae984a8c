"""Passing cards: a simultaneous hidden choice of ``k`` cards, collected and revealed together.

The legal choices of one seat are every ``k``-card subset of its hand (286 for 3 of
13). :class:`PassChoices` is a lazy sequence of them, so random play-outs never build
all the actions: ``len``, indexing and ``in`` work without materialising the list.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations
from typing import overload

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card

PASS_CARDS = "pass_cards"
"""Action kind of a pass: the chosen cards, sorted canonically."""


@cache
def _subsets(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))


class PassChoices(Sequence[Action]):
    """Every ``k``-card pass from ``hand``, built on demand."""

    __slots__ = ("_index", "hand", "k")

    def __init__(self, hand: Sequence[Card], k: int) -> None:
        self.hand = tuple(hand)
        self.k = k
        self._index = _subsets(len(self.hand), k)

    def __len__(self) -> int:
        return len(self._index)

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if isinstance(i, slice):
            return tuple(self._make(ix) for ix in self._index[i])
        return self._make(self._index[i])

    def _make(self, ix: tuple[int, ...]) -> Action:
        hand = self.hand
        return pass_action(tuple(hand[j] for j in ix))

    def __iter__(self) -> Iterator[Action]:
        for ix in self._index:
            yield self._make(ix)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action) or action.kind != PASS_CARDS:
            return False
        cards = action.cards
        return (
            len(cards) == self.k
            and len(set(cards)) == self.k
            and all(c in self.hand for c in cards)
            and pass_action(cards) is action  # the canonical order only, as in the list
        )


_PASSES: dict[tuple[Card, ...], Action] = {}


def pass_action(cards: Sequence[Card]) -> Action:
    """The pass of ``cards`` (in canonical order, like a multi-card play)."""
    key = tuple(cards)
    action = _PASSES.get(key)
    if action is None:
        ordered = Action.play(*key).cards if len(key) > 1 else key
        action = _PASSES[key] = Action(PASS_CARDS, ordered)
    return action


def pass_target(seat: int, offset: int, num_seats: int) -> int:
    """The seat that receives ``seat``'s cards when passing ``offset`` places to the left."""
    return (seat + offset) % num_seats
