"""A match's state as JSON of plain values: the checkpoint a save keeps so resuming is fast.

A save's record rebuilds the match by replaying every decision (:mod:`cardtui.engine.replay`),
which grows with the match. Next to it a save keeps a *checkpoint*: the match as a deal
began, written here as plain JSON values (never pickle): numbers, strings, lists and,
tagged, lists, sets, dicts, cards, actions (a JSON array is a tuple), and the objects of cardtui's engine and game
modules as their class name and attributes. Nothing but those classes is ever made from
a checkpoint, and no code of theirs runs (attributes are set directly); functions and
module-level tables are named, never stored. Objects and containers met twice are
written once and referred to, so the state keeps its sharing.

:func:`fingerprint` digests what a match shows (its zones, view, legal actions, deal
count): a save stores the live match's, and a match rebuilt from a checkpoint is used only
when its fingerprint is the same; otherwise the record is replayed whole.
"""

from __future__ import annotations

import enum
import gc
import hashlib
import importlib
import json
import random
import sys
import types
from collections.abc import Callable
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.protocol import Game, Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import get_game

FORMAT = "cardtui-checkpoint"
VERSION = 1
ALLOWED = ("cardtui.engine.", "cardtui.games.")
"""The modules whose classes, functions and tables a checkpoint may name."""
OWN = frozenset({"game", "record", "chance"})
"""Match attributes kept outside the state: the game (by id), the record, the chance."""


class Unsaved(Exception):
    """A value the checkpoint cannot hold (a lambda, a foreign object): no checkpoint then."""


def _named(module: str, qualname: str) -> Any:
    """The object ``module:qualname`` of an allowed module."""
    if not module.startswith(ALLOWED):
        raise Unsaved(f"not a cardtui module: {module}")
    found: Any = sys.modules.get(module) or importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


class _Tables:
    """Module-level values of the engine and game modules, by identity (written by name)."""

    def __init__(self) -> None:
        self.names: dict[int, tuple[str, Any]] = {}
        for module_name, module in list(sys.modules.items()):
            if module is None or not module_name.startswith(ALLOWED):
                continue
            for name, value in vars(module).items():
                if not isinstance(value, int | str | float | bool | type | types.ModuleType):
                    self.names.setdefault(id(value), (f"{module_name}:{name}", value))

    def name(self, value: Any) -> str | None:
        found = self.names.get(id(value))
        return found[0] if found is not None and found[1] is value else None


_TABLES: list[tuple[int, _Tables]] = []
_SLOTS: dict[type, tuple[str, ...]] = {}
"""Per class, the slot attributes of its whole MRO (worked out once)."""


def _tables() -> _Tables:
    """The module-level values, looked up again when more modules were loaded."""
    loaded = len(sys.modules)
    if not _TABLES or _TABLES[0][0] != loaded:
        _TABLES[:] = [(loaded, _Tables())]
    return _TABLES[0][1]


class _Encoder:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.tables = _tables()
        self.seen: dict[int, int] = {}
        self.keep: list[Any] = []  # what ``seen`` refers to stays alive meanwhile
        self.classes: dict[tuple[str, tuple[str, ...]], int] = {}
        """Each class and attribute list met, numbered: an object names its entry."""

    def value(self, v: Any) -> Any:
        kind = type(v)
        if v is None or kind is bool or kind is int or kind is str:
            return v
        if kind is float:
            if v != v or v in (float("inf"), float("-inf")):
                raise Unsaved("a float that is not finite")
            return v
        if kind is Card:
            return {"c": v.code}
        if kind is Action:
            return {"a": str(v)}
        if kind is tuple:
            if v and type(v[0]) is Card and all(type(x) is Card for x in v):
                return {"C": " ".join([x.code for x in v])}
            return self._items(v)  # a JSON array is a tuple; lists are tagged
        if kind is frozenset:
            return {"z": self._members(v)}
        if v is self.game:
            return {"g": self.game.id}
        named = self.tables.name(v)
        if named is not None:
            return {"k": named}
        if id(v) in self.seen:
            return {"r": self.seen[id(v)]}
        return self._shared(v, kind)

    def _items(self, items: Any) -> list[Any]:
        value, plain = self.value, (int, str)
        return [x if type(x) in plain else value(x) for x in items]

    def _members(self, items: Any) -> list[Any]:
        coded = self._items(items)
        return sorted(coded, key=lambda c: json.dumps(c, sort_keys=True))  # any hash seed

    def _shared(self, v: Any, kind: type) -> Any:
        if isinstance(v, enum.Enum):
            return {"e": f"{kind.__module__}:{kind.__qualname__}", "n": v.name}
        if isinstance(v, types.FunctionType | type | types.ModuleType):
            raise Unsaved(f"an unnamed {kind.__name__}")
        if isinstance(v, tuple) and hasattr(kind, "_fields"):
            return {"n": self._class(kind), "v": [self.value(x) for x in v]}
        index = self.seen[id(v)] = len(self.seen)
        self.keep.append(v)
        if kind is list:
            if v and type(v[0]) is Card and all(type(x) is Card for x in v):
                return {"L": " ".join([x.code for x in v]), "#": index}
            return {"l": self._items(v), "#": index}
        if kind is set:
            return {"s": self._members(v), "#": index}
        if kind is dict:
            return {"d": [[self.value(k), self.value(x)] for k, x in v.items()], "#": index}
        attributes = self.attributes(v)
        shape = (self._class(kind), tuple(attributes))
        number = self.classes.setdefault(shape, len(self.classes))
        return {"o": number, "v": list(attributes.values()), "#": index}

    def shapes(self) -> list[list[Any]]:
        """The classes met, in their numbers' order: ``[name, [attribute, ...]]``."""
        return [[name, list(names)] for name, names in self.classes]

    def _class(self, kind: type) -> str:
        name = f"{kind.__module__}:{kind.__qualname__}"
        if not kind.__module__.startswith(ALLOWED) or "<locals>" in kind.__qualname__:
            raise Unsaved(f"an object of {name}")
        return name

    def attributes(self, v: Any, skip: frozenset[str] = frozenset()) -> dict[str, Any]:
        kind = type(v)
        slots = _SLOTS.get(kind)
        if slots is None:
            found: list[str] = []
            for klass in kind.__mro__:
                found += [n for n in getattr(klass, "__slots__", ()) if n not in found]
            slots = _SLOTS[kind] = tuple(n for n in found if n != "__weakref__")
        names = [*vars(v), *slots] if hasattr(v, "__dict__") else list(slots)
        value, plain, out = self.value, (int, str, bool), {}
        for n in names:
            if n in skip or (slots and not hasattr(v, n)):
                continue
            item = getattr(v, n)
            out[n] = item if type(item) in plain or item is None else value(item)
        return out


class _Decoder:
    """Makes the values back; dispatched on each tagged value's first key (its tag)."""

    def __init__(self, game: Game, shapes: list[list[Any]] | None = None) -> None:
        self.game = game
        self.made: dict[int, Any] = {}
        self.cards: dict[str, Card] = {}
        self.shapes = [(self._kind(name), tuple(names)) for name, names in shapes or ()]
        self.tags: dict[str, Callable[[dict[str, Any]], Any]] = {
            "c": self._card,
            "a": lambda v: Action.parse(v["a"]),
            "C": lambda v: tuple(self._cards(v["C"])),
            "L": self._card_list,
            "r": lambda v: self.made[v["r"]],
            "z": lambda v: frozenset(self._items(v["z"])),
            "g": self._game,
            "k": lambda v: _named(*v["k"].split(":", 1)),
            "e": lambda v: _named(*v["e"].split(":", 1))[v["n"]],
            "n": lambda v: _named(*v["n"].split(":", 1))(*self._items(v["v"])),
            "l": self._list,
            "s": self._set,
            "d": self._dict,
            "o": self._object,
        }

    def value(self, v: Any) -> Any:
        kind = type(v)
        if kind is dict:
            return self.tags[next(iter(v))](v)
        if kind is list:
            return tuple(self._items(v))
        return v  # a number, a string, true, false or null

    def _items(self, items: list[Any]) -> list[Any]:
        value = self.value
        plain = (int, str)
        return [x if type(x) in plain else value(x) for x in items]

    def _cards(self, codes: str) -> list[Card]:
        cards = self.cards
        try:
            return [cards[code] for code in codes.split(" ")]
        except KeyError:  # a card not met yet
            return [cards.get(code) or self._card({"c": code}) for code in codes.split(" ")]

    def _card_list(self, v: dict[str, Any]) -> list[Card]:
        items = self._cards(v["L"])
        self.made[v["#"]] = items
        return items

    def _card(self, v: dict[str, Any]) -> Card:
        code = v["c"]
        card = self.cards.get(code)
        if card is None:
            card = self.cards[code] = Card.parse(code)
        return card

    def _game(self, v: dict[str, Any]) -> Game:
        if v["g"] != self.game.id:
            raise Unsaved("another game")
        return self.game

    def _list(self, v: dict[str, Any]) -> list[Any]:
        items: list[Any] = []
        self.made[v["#"]] = items
        items.extend(self._items(v["l"]))
        return items

    def _set(self, v: dict[str, Any]) -> set[Any]:
        members: set[Any] = set()
        self.made[v["#"]] = members
        members.update(self._items(v["s"]))
        return members

    def _dict(self, v: dict[str, Any]) -> dict[Any, Any]:
        table: dict[Any, Any] = {}
        self.made[v["#"]] = table
        value = self.value
        plain = (int, str)
        for key, item in v["d"]:
            table[key if type(key) in plain else value(key)] = (
                item if type(item) in plain else value(item)
            )
        return table

    @staticmethod
    def _kind(name: str) -> type:
        kind = _named(*name.split(":", 1))
        if not isinstance(kind, type) or issubclass(kind, Game | Chance | MatchRecord):
            raise Unsaved(f"not a class of state: {name}")
        return kind

    def _object(self, v: dict[str, Any]) -> Any:
        kind, names = self.shapes[v["o"]]
        made = object.__new__(kind)
        self.made[v["#"]] = made
        value, put, plain = self.value, object.__setattr__, (int, str, bool)
        for name, item in zip(names, v["v"], strict=True):
            put(made, name, item if type(item) in plain or item is None else value(item))
        return made

    def fill(self, made: Any, attributes: dict[str, Any]) -> None:
        value, put, plain = self.value, object.__setattr__, (int, str, bool)
        for name, item in attributes.items():
            put(made, name, item if type(item) in plain or item is None else value(item))


def encode_match(match: Match) -> dict[str, Any]:
    """``match``'s state as plain JSON values; raises :class:`Unsaved` when it cannot be."""
    encoder = _Encoder(match.game)
    encoder.seen[id(match)] = 0
    encoder.keep.append(match)
    state = encoder.attributes(match, skip=OWN)
    rng = match.chance._rng.getstate()
    return {
        "game": match.game.id,
        "class": encoder._class(type(match)),
        "classes": encoder.shapes(),
        "state": state,
        "chance": {"seed": match.chance.seed, "rng": [rng[0], list(rng[1]), rng[2]]},
    }


def decode_match(data: dict[str, Any], record: MatchRecord, replay: list[Any]) -> Match:
    """The match ``data`` holds, logging into ``record`` and fed ``replay`` as its chance.

    Anything wrong in ``data`` raises (:class:`Unsaved`, ``KeyError``, ``TypeError``...).
    The cycle collector waits meanwhile (thousands of objects are made, none garbage)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _decode_match(data, record, replay)
    finally:
        if collecting:
            gc.enable()


def _decode_match(data: dict[str, Any], record: MatchRecord, replay: list[Any]) -> Match:
    game = get_game(data["game"])
    kind = _named(*data["class"].split(":", 1))
    if not isinstance(kind, type) or not issubclass(kind, Match):
        raise Unsaved("not a match class")
    decoder = _Decoder(game, data["classes"])
    match = object.__new__(kind)
    decoder.made[0] = match
    decoder.fill(match, data["state"])
    chance = Chance(int(data["chance"]["seed"]), record, replay)
    version, internal, gauss = data["chance"]["rng"]
    state = random.Random()
    state.setstate((version, tuple(internal), gauss))
    chance._rng = state
    object.__setattr__(match, "game", game)
    object.__setattr__(match, "record", record)
    object.__setattr__(match, "chance", chance)
    return match


def encode_value(game: Game, value: Any) -> Any:
    """Any value of a match of ``game`` (events, say) as plain JSON values."""
    encoder = _Encoder(game)
    coded = encoder.value(value)
    return {"classes": encoder.shapes(), "value": coded}


def decode_value(game: Game, data: Any) -> Any:
    """The value :func:`encode_value` wrote."""
    return _Decoder(game, data["classes"]).value(data["value"])


def fingerprint(match: Match) -> str:
    """A digest of what ``match`` shows: every card zone, the spectator's view, the legal
    actions, the deal and decision counts (the same in any process)."""
    encoder = _Encoder(match.game)
    over = match.is_over
    shown = [
        match.deal_number,
        match.current_seat,
        over,
        match.record.decision_count,
        len(match.deal_summaries),
        [] if over else [str(a) for a in match.legal_actions()],
        encoder.value(match.card_zones()),
        encoder.attributes(match.view(None)),
    ]
    shown.append(encoder.shapes())
    text = json.dumps(shown, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def dumps(data: dict[str, Any]) -> str:
    """The checkpoint's file text: checked by its own digest."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    check = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return json.dumps({"format": FORMAT, "version": VERSION, "check": check}) + "\n" + body


def loads(text: str) -> dict[str, Any]:
    """The checkpoint in ``text``; raises ``ValueError`` when it is not one or was changed."""
    head, _, body = text.partition("\n")
    meta = json.loads(head)
    if not isinstance(meta, dict) or meta.get("format") != FORMAT or meta.get("version") != VERSION:
        raise ValueError("not a checkpoint of this version")
    if hashlib.sha256(body.encode("utf-8")).hexdigest() != meta.get("check"):
        raise ValueError("checkpoint changed or damaged")
    data = json.loads(body)
    if not isinstance(data, dict):
        raise ValueError("not a checkpoint")
    return data
