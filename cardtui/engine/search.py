"""Lean search states: fast independent copies of a match for play-outs.

:func:`search_copy` copies a match's attributes by kind instead of walking the
object graph like :func:`copy.deepcopy`: immutable values (numbers, strings,
cards, actions, tuples, frozensets, the game) are shared, lists, sets and dicts
are copied to the depth their contents need, and other objects (a scoreboard, a
trick context) are copied one level deep: their containers copied, keeping
aliases (a context holding the same set as an attribute still holds the copy's
set), their nested objects shared. A game names attributes to share anyway
(immutable tables built per match) in ``search_share`` and attributes that need
a full deep copy in ``search_deep``.

The copy logs nothing (:data:`NULL_RECORD`) and draws chance from a fresh
generator (:class:`SearchChance`), so it neither grows a record nor replays
the real match's future shuffles. A copy made with ``to_deal_end`` stops when its
deal ends, and so does every copy made of it.
"""

from __future__ import annotations

import copy
import random
from collections import deque
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance, Outcome
from cardtui.engine.record import DealRecord, MatchRecord
from cardtui.engine.trick import CardOrder

T = TypeVar("T")


class Copyable(Protocol):
    """What :func:`search_copy` needs of a match (:class:`~cardtui.engine.protocol.Match`).

    Typed here, below the protocol, so this module and the value types do not import
    the module of ``Match`` (which imports them)."""

    search_share: ClassVar[frozenset[str]]
    search_deep: ClassVar[frozenset[str]]

    @property
    def game(self) -> object:
        """The game (shared by every copy)."""

    @property
    def chance(self) -> Chance:
        """The match's chance (a copy gets a fresh one)."""

    @property
    def deal_number(self) -> int:
        """The number of the deal under way."""


M = TypeVar("M", bound=Copyable)


class NullRecord(MatchRecord):
    """A record that keeps nothing: every log method does nothing."""

    def __init__(self) -> None:
        super().__init__(game="", num_seats=0, options={}, seed=0)
        self.deals = [DealRecord(0, None)]

    def begin_deal(self, number: int, dealer: int | None) -> None:
        """Nothing is kept."""

    def log_chance(self, outcome: Outcome) -> None:
        """Nothing is kept."""

    def log_action(self, seat: int, action: Action, auto: bool = False) -> None:
        """Nothing is kept."""


NULL_RECORD = NullRecord()
"""The one shared null record (its single dummy deal absorbs ``record_dealer``)."""


class DealEnd(Exception):
    """Raised inside a search copy made with ``to_deal_end`` when its deal is over."""


class SearchChance(Chance):
    """Chance of a search copy: a private generator made on first use, nothing logged.

    ``begin_deal`` reseeds from the copy's own seed, never from the match seed,
    so a play-out into the next deal does not see the real next shuffle.
    ``stop_after`` (a deal number) makes the next deal's start raise :class:`DealEnd`.
    """

    record: MatchRecord = NULL_RECORD
    _gen: random.Random | None = None

    def __init__(self, seed: int, stream: int, stop_after: int | None = None) -> None:
        self.seed = seed
        self.stream = stream
        self.stop_after = stop_after

    @property
    def _rng(self) -> random.Random:
        gen = self._gen
        if gen is None:
            gen = self._gen = random.Random(self.stream)
        return gen

    @_rng.setter
    def _rng(self, value: random.Random) -> None:
        self._gen = value

    def begin_deal(self, deal_number: int) -> None:
        """A new private stream per deal."""
        self._gen = random.Random(f"{self.stream}-{deal_number}")

    @property
    def replaying(self) -> bool:
        """A search copy never replays."""
        return False

    def stop_replay(self) -> None:
        """Nothing to drop."""

    def shuffle(self, cards: Sequence[Card]) -> list[Card]:
        """A shuffled copy of ``cards``."""
        result = list(cards)
        self._rng.shuffle(result)
        return result

    def randrange(self, n: int) -> int:
        """A number from 0 to n-1."""
        return self._rng.randrange(n)


IMMUTABLE: set[type] = {
    int,
    str,
    float,
    bool,
    type(None),
    Card,
    Action,
    tuple,
    frozenset,
    bytes,
    range,
}
"""Types whose values a search copy shares (tuples are assumed to hold immutables);
the protocol adds its frozen value types (``DealSummary``, ``Event``, ``Play``...)."""

_SPECIAL = frozenset({"game", "options", "chance", "record"})


def _copy_list(value: list[Any]) -> list[Any]:
    if not value:
        return []
    first = type(value[0])
    if first in IMMUTABLE:
        return value[:]
    if first is list:
        return [x[:] for x in value]
    if first is set:
        return [set(x) for x in value]
    if first is dict:
        return [dict(x) for x in value]
    return copy.deepcopy(value)


def _copy_object(value: Any, memo: dict[int, Any]) -> Any:
    """A copy of a plain object one level deep: its containers copied (aliases kept
    through ``memo``), its immutable values and nested objects shared."""
    if not hasattr(value, "__dict__") or isinstance(value, CardOrder):
        return copy.deepcopy(value, memo)
    new = object.__new__(type(value))
    attrs = dict(vars(value))
    for name, item in attrs.items():
        kind = type(item)
        if kind is list or kind is set or kind is dict:
            copied = memo.get(id(item))
            if copied is None:
                copied = memo[id(item)] = _copy_list(item) if kind is list else kind(item)
            attrs[name] = copied
    new.__dict__ = attrs
    return new


def search_copy(match: M, stream: int = 0, to_deal_end: bool = False) -> M:
    """An independent lean copy of ``match`` (see the module docstring)."""
    cls = type(match)
    new = object.__new__(cls)
    source = match.__dict__
    state = source.copy()
    share = cls.search_share
    later: list[str] | None = None
    copied: list[str] = []
    for name, value in source.items():
        kind = type(value)
        if kind in IMMUTABLE:
            continue
        if kind is list:
            if name in share:
                continue
            if value:
                first = type(value[0])
                if first in IMMUTABLE:
                    state[name] = value[:]
                elif first is list:
                    state[name] = [x[:] for x in value]
                else:
                    state[name] = _copy_list(value)
            else:
                state[name] = []
        elif kind is set or kind is dict:
            if name in share:
                continue
            state[name] = kind(value)
        elif name in _SPECIAL or name in share or isinstance(value, CardOrder):
            continue
        else:
            if later is None:
                later = []
            later.append(name)
            continue
        copied.append(name)
    if later is not None:
        # containers copied above keep their identity inside the objects copied here
        _copy_objects(match, state, later, {id(source[n]): state[n] for n in copied})
    state["record"] = NULL_RECORD
    state["quiet"] = True
    state.setdefault("deal_done", False)  # read before every move: an instance attribute
    # a copy of a copy that stops at its deal's end stops there too
    stop = match.deal_number if to_deal_end else match.chance.stop_after
    state["chance"] = SearchChance(match.chance.seed, stream, stop)
    new.__dict__ = state
    return new


def _copy_objects(
    match: Copyable, state: dict[str, Any], names: list[str], memo: dict[int, Any]
) -> None:
    """Copy the attributes ``names`` (objects) of ``match`` into ``state``: one level deep,
    or fully for ``search_deep``; ``memo`` maps the containers already copied."""
    source = match.__dict__
    deep = type(match).search_deep
    for name in names:
        if name in deep:
            memo[id(match.game)] = match.game
            state[name] = copy.deepcopy(source[name], memo)
        else:
            state[name] = _copy_object(source[name], memo)


def full_copy(match: M) -> M:
    """An independent copy of ``match`` with its own record and chance (``Match.clone``):
    the state copied as :func:`search_copy` copies it, the record and the chance
    generator copied too, so the copy goes on exactly as the match would."""
    copied = search_copy(match)
    new: Any = copied
    source: Any = match
    new.quiet = source.quiet
    record = copy_record(source.record)
    new.record = record
    new.chance = copy_chance(source.chance, record)
    return copied


def copy_record(record: MatchRecord) -> MatchRecord:
    """A copy of ``record`` that logging into (or truncating) leaves the original alone."""
    if record is NULL_RECORD:
        return record
    new = copy.copy(record)
    new.options = dict(record.options)
    new.seats = list(record.seats)
    new.deals = [
        DealRecord(d.number, d.dealer, list(d.chance), list(d.actions)) for d in record.deals
    ]
    return new


def copy_chance(chance: Chance, record: MatchRecord) -> Chance:
    """A copy of ``chance`` logging into ``record``, its generator in the same state."""
    new = copy.copy(chance)
    new.record = record
    if isinstance(chance, SearchChance) and isinstance(new, SearchChance):
        new._gen = _copy_random(chance._gen) if chance._gen is not None else None
    else:
        new._rng = _copy_random(chance._rng)
        new._replay = deque(chance._replay)
    return new


def _copy_random(rng: random.Random) -> random.Random:
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new
