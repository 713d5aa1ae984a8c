"""Engine values as JSON: views, events, deal summaries and results, and back.

A card is ``{"$c": "QC"}``, an action ``{"$a": "play QC"}``, a dataclass of the
engine ``{"$t": "View", ...its fields}``, a mapping with keys other than strings
``{"$m": [[key, value], ...]}``, a set ``{"$s": [...]}``; tuples and lists are JSON
arrays (read back as tuples). Fields that hold no public data (a view's ``unseen``
and ``template``, an event's ``to``) are never written. Decoding accepts only the
tags and the dataclass types listed here, so a message can build nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from cardtui.engine import Action, Card
from cardtui.engine.actions import LazyActions
from cardtui.engine.facts import raw
from cardtui.engine.protocol import DealSummary, Event, MatchResult, Play, View
from cardtui.engine.score import ScoreLine

TYPES: dict[str, type] = {
    t.__name__: t for t in (View, Play, Event, DealSummary, MatchResult, ScoreLine)
}
"""The dataclasses a message may carry, by name."""
FACTS = {View: ("public", "private"), DealSummary: ("details",), MatchResult: ("details",)}
"""The fields holding a game's typed facts: sent in their dict form, read back wrapped
(:func:`~cardtui.engine.facts.facts_as` gives the game's class)."""
SKIPPED = frozenset({"unseen", "template", "to"})
"""Fields never sent: the engine's search helpers, and who else may see an event."""
MAX_DEPTH = 24


class WireError(ValueError):
    """A value that does not decode (a peer sent something this side cannot read)."""


def encode(value: Any) -> Any:
    """``value`` as plain JSON data (see the module docstring)."""
    fast = _BY_TYPE.get(type(value))
    return fast(value) if fast is not None else _encode_other(value)


def _encode_other(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return {"$c": value.code}
    if isinstance(value, Action):
        return {"$a": str(value)}
    if isinstance(value, tuple | list | LazyActions):  # a lazy legal set goes as its list
        return [encode(v) for v in value]
    if isinstance(value, set | frozenset):
        return {"$s": sorted((encode(v) for v in value), key=repr)}
    if dataclasses.is_dataclass(value) and type(value).__name__ in TYPES:
        return _encode_dataclass(value)
    if isinstance(value, Mapping):
        return _encode_mapping(value)
    raise TypeError(f"cannot send a {type(value).__name__}")


def _encode_mapping(value: Mapping[Any, Any]) -> Any:
    if all(isinstance(k, str) and not k.startswith("$") for k in value):
        return {k: encode(v) for k, v in value.items()}
    return {"$m": [[encode(k), encode(v)] for k, v in value.items()]}


def _sent_fields(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind) if f.name not in SKIPPED)


_SENT_FIELDS: dict[type, tuple[str, ...]] = {t: _sent_fields(t) for t in TYPES.values()}
"""The fields of each dataclass a message carries, in declared order."""


def _encode_dataclass(value: Any) -> dict[str, Any]:
    kind = type(value)
    body: dict[str, Any] = {"$t": kind.__name__}
    for name in _SENT_FIELDS.get(kind) or _sent_fields(kind):
        body[name] = encode(getattr(value, name))
    return body


def _same(value: Any) -> Any:
    return value


def _sequence(value: Any) -> list[Any]:
    return [encode(v) for v in value]


_BY_TYPE: dict[type, Callable[[Any], Any]] = {
    type(None): _same,
    bool: _same,
    int: _same,
    float: _same,
    str: _same,
    Card: lambda card: {"$c": card.code},
    Action: lambda action: {"$a": str(action)},
    tuple: _sequence,
    list: _sequence,
    dict: _encode_mapping,
    **{kind: _encode_dataclass for kind in TYPES.values()},
}
"""The encoder of each exact type met on every message (others: :func:`_encode_other`)."""


def decode(data: Any, depth: int = 0) -> Any:
    """The value :func:`encode` made ``data`` from; :class:`WireError` when malformed."""
    if depth > MAX_DEPTH:
        raise WireError("nested too deeply")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return tuple(decode(v, depth + 1) for v in data)
    if not isinstance(data, dict):
        raise WireError(f"unexpected {type(data).__name__}")
    try:
        return _decode_object(data, depth)
    except WireError:
        raise
    except Exception as exc:  # a bad card code, a dataclass given wrong fields
        raise WireError(str(exc) or type(exc).__name__) from exc


def _decode_object(data: dict[str, Any], depth: int) -> Any:
    if "$c" in data:
        return Card.parse(str(data["$c"]))
    if "$a" in data:
        return Action.parse(str(data["$a"]))
    if "$s" in data:
        return frozenset(decode(v, depth + 1) for v in data["$s"])
    if "$m" in data:
        return {_key(decode(k, depth + 1)): decode(v, depth + 1) for k, v in data["$m"]}
    if "$t" in data:
        kind = TYPES.get(str(data["$t"]))
        if kind is None:
            raise WireError(f"unknown type {data['$t']!r}")
        fields = {k: decode(v, depth + 1) for k, v in data.items() if k != "$t"}
        for name in FACTS.get(kind, ()):
            if name in fields:
                fields[name] = raw(fields[name])
        return kind(**fields)
    return {str(k): decode(v, depth + 1) for k, v in data.items()}


def _key(value: Any) -> Any:
    if isinstance(value, list | dict):
        raise WireError("unhashable key")
    return value


def as_view(data: Any) -> View:
    """A view from its JSON form."""
    view = decode(data)
    if not isinstance(view, View):
        raise WireError("not a view")
    return view
