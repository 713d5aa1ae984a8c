"""The messages a client may send, checked field by field before anything reads them.

Every message is one JSON object in one websocket text message: ``{"v": 1, "type":
..., ...fields}``. :func:`parse` refuses (with :class:`Refusal`, a reason code and a
one-line detail) anything not valid JSON, of another protocol version, of an unknown
type, with a field missing, of a wrong type or too long, or with a field it does not
know. ``docs/network.md`` lists the messages.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
"""The ``v`` of every message; a peer of another version is refused (``bad_version``)."""
MAX_CLIENT_MESSAGE = 4096
"""Bytes in one client message at most (the server's websocket ``max_size``)."""
MAX_NAME = 20
MAX_CODE = 16
MAX_TOKEN = 64
MAX_ACTION = 200
MAX_OPTIONS = 24
MAX_SEATS = 8


class Refusal(Exception):
    """A message the host does not carry out: ``reason`` is a code, ``detail`` one line."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


Check = Callable[[Any], bool]


def _text(limit: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= limit


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and -1 <= v < 1_000_000_000


def _seat(v: Any) -> bool:
    return v is None or (_int(v) and 0 <= v < MAX_SEATS)


def _options(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and len(v) <= MAX_OPTIONS
        and all(_text(40)(k) and _text(40)(x) for k, x in v.items())
    )


def _seats(v: Any) -> bool:
    return isinstance(v, list) and 0 < len(v) <= MAX_SEATS and all(_text(40)(s) for s in v)


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


@dataclass(frozen=True)
class Field:
    """One field of a message: its check, and whether it may be left out."""

    check: Check
    required: bool = True


MESSAGES: Mapping[str, Mapping[str, Field]] = {
    "hello": {
        "code": Field(_text(MAX_CODE)),
        "name": Field(_text(MAX_NAME), required=False),
        "seat": Field(_seat, required=False),
    },
    "rejoin": {"code": Field(_text(MAX_CODE)), "token": Field(_text(MAX_TOKEN))},
    "watch": {"code": Field(_text(MAX_CODE)), "name": Field(_text(MAX_NAME), required=False)},
    "act": {"action": Field(_text(MAX_ACTION)), "n": Field(_int)},
    "ping": {},
    "lobby": {},
    "open": {
        "game": Field(_text(40)),
        "options": Field(_options, required=False),
        "seats": Field(_seats),
        "public": Field(_bool, required=False),
    },
}
"""Client message type to its fields (besides ``v`` and ``type``)."""


@dataclass(frozen=True)
class Message:
    """A checked client message."""

    type: str
    fields: Mapping[str, Any]

    def get(self, key: str, default: Any = None) -> Any:
        """A field's value, or ``default`` when it was left out."""
        return self.fields.get(key, default)


def parse(raw: str | bytes) -> Message:
    """Check one client message; raises :class:`Refusal` when it is not a valid one."""
    if isinstance(raw, bytes):
        raise Refusal("not_text", "messages are JSON text, not binary")
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise Refusal("too_large", f"a message holds at most {MAX_CLIENT_MESSAGE} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refusal("bad_json", "not a JSON text") from None
    if not isinstance(data, dict):
        raise Refusal("not_object", "a message is a JSON object")
    if data.get("v") != PROTOCOL_VERSION or isinstance(data.get("v"), bool):
        raise Refusal("bad_version", f"this host speaks protocol version {PROTOCOL_VERSION}")
    kind = data.get("type")
    spec = MESSAGES.get(kind) if isinstance(kind, str) else None
    if spec is None or not isinstance(kind, str):
        raise Refusal("unknown_type", "unknown message type")
    fields = {k: v for k, v in data.items() if k not in ("v", "type")}
    for key in fields:
        if key not in spec:
            raise Refusal("unknown_field", f"{kind} has no field {key[:20]!r}")
    for key, field in spec.items():
        if key not in fields:
            if field.required:
                raise Refusal("missing_field", f"{kind} needs {key}")
        elif not field.check(fields[key]):
            raise Refusal("bad_field", f"{kind}: {key} is not valid")
    return Message(kind, fields)


def dump(kind: str, **fields: Any) -> str:
    """One message as compact JSON text (any side)."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"))


def refusal(reason: str, detail: str = "") -> str:
    """The host's answer to a message it does not carry out."""
    return dump("refused", reason=reason, detail=detail)
