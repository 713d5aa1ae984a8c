"""Chance as an explicit, recorded step.

Every random step of a match (a shuffle, a cut, a random pick for a blind)
goes through :class:`Chance`. Each deal draws from its own generator seeded by
the match seed and the deal number, so the *deal code* ``SEED-N`` names a deal.
Every outcome is written into the match record; replaying a record feeds the
logged outcomes back (still advancing the generator, so a resumed match goes on
exactly as the original would have).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from typing import TypeVar

from cardtui.engine.cards import Card, cards_text, parse_cards
from cardtui.engine.errors import RecordError
from cardtui.engine.record import MatchRecord
from cardtui.engine.record import Outcome as Outcome  # where it was first defined

T = TypeVar("T")


def deal_code(seed: int, deal_number: int) -> str:
    """The code shown with every deal: ``SEED-N``."""
    return f"{seed}-{deal_number}"


class Chance:
    """The random source of one match; logs into ``record`` and can replay a log."""

    stop_after: int | None = None
    """Search copies only: the deal after which the match stops (see ``engine.search``)."""

    def __init__(self, seed: int, record: MatchRecord, replay: Iterable[Outcome] = ()) -> None:
        self.seed = seed
        self.record = record
        self._rng = random.Random(deal_code(seed, 0))
        self._replay: deque[Outcome] = deque(replay)

    def begin_deal(self, deal_number: int) -> None:
        """Reseed for a new deal so that ``SEED-N`` alone fixes deal N's shuffle."""
        self._rng = random.Random(deal_code(self.seed, deal_number))

    @property
    def replaying(self) -> bool:
        """True while logged outcomes are still being fed back."""
        return bool(self._replay)

    def stop_replay(self) -> None:
        """Drop the logged outcomes not used yet (after a partial replay, e.g. undo)."""
        self._replay.clear()

    def shuffle(self, cards: Sequence[Card]) -> list[Card]:
        """A shuffled copy of ``cards`` (top card first)."""
        result = list(cards)
        self._rng.shuffle(result)
        if self._replay:
            logged = self._replay.popleft()
            if not isinstance(logged, str):
                raise RecordError(f"record expected a shuffle, found {logged!r}")
            replayed = list(parse_cards(logged))
            if sorted(replayed, key=_key) != sorted(result, key=_key):
                raise RecordError("record shuffle does not hold the cards being shuffled")
            result = replayed
        self.record.log_chance(cards_text(result))
        return result

    def randrange(self, n: int) -> int:
        """A number from 0 to n-1 (a cut depth, a blind's pick, a shown card)."""
        value = self._rng.randrange(n)
        if self._replay:
            logged = self._replay.popleft()
            if not isinstance(logged, int) or not 0 <= logged < n:
                raise RecordError(f"record expected a number below {n}, found {logged!r}")
            value = logged
        self.record.log_chance(value)
        return value

    def pick(self, items: Sequence[T]) -> T:
        """One of ``items`` at random, recorded by index."""
        return items[self.randrange(len(items))]


def _key(card: Card) -> str:
    return card.code
