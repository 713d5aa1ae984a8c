"""The files of one save, read and checked: ``state.json`` (a checked body) and the deals file.

Kept apart from :mod:`cardtui.storage.saves` (the save folders: listing, locking, writing)
so each stays short; see that module for the layout of a save.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtui.engine.errors import RecordError
from cardtui.engine.record import FORMAT as RECORD_FORMAT
from cardtui.engine.record import VERSION as RECORD_VERSION
from cardtui.engine.record import DealRecord, MatchRecord, parse_json
from cardtui.storage.files import FileProblem, one_line, read_bytes, read_text

SAVE_FORMAT = "cardtui-save"
SAVE_VERSION = 1
STATE_NAME = "state.json"
DEALS_FILE = re.compile(r"^deals-\d{1,9}\.jsonl$")


class SaveDamaged(RecordError):
    """A save that cannot be read; ``str()`` is one plain line."""


def _canonical(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _header(record: MatchRecord) -> dict[str, Any]:
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": record.game,
        "num_seats": record.num_seats,
        "options": record.options,
        "seats": list(record.seats),
        "seed": record.seed,
    }


def _state_text(body: dict[str, Any]) -> str:
    check = hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()
    return _compact({"format": SAVE_FORMAT, "version": SAVE_VERSION, "check": check, "body": body})


def _chain(previous: str, line: bytes) -> str:
    return hashlib.sha256(previous.encode("ascii") + line).hexdigest()


def read_state(folder: Path) -> dict[str, Any]:
    """The checked body of ``folder/state.json``; raises :class:`SaveDamaged` (or ``FileNotFoundError``)."""
    try:
        data = parse_json(read_text(folder / STATE_NAME, follow=False))
    except FileNotFoundError:
        raise
    except (FileProblem, RecordError) as exc:
        raise SaveDamaged(f"{STATE_NAME}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveDamaged(f"{STATE_NAME}: not a cardtui save")
    if type(data.get("version")) is not int or data["version"] != SAVE_VERSION:
        raise SaveDamaged(
            f"{STATE_NAME}: unsupported save version {one_line(repr(data.get('version')), 40)}"
        )
    body = data.get("body")
    check = hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()
    if not isinstance(body, dict) or data.get("check") != check:
        raise SaveDamaged(
            f"{STATE_NAME}: checksum does not match (the file was changed or damaged)"
        )
    return body


@dataclass
class _DealsFile:
    """What this process knows of the deals file on disk."""

    name: str
    offsets: list[int] = field(default_factory=lambda: [0])
    """Byte length after 0, 1, 2... finished deals (may run ahead of ``done`` after undo)."""
    chain: list[str] = field(default_factory=lambda: [""])
    """The running hash after 0, 1, 2... finished deals."""
    done: int = 0
    """Finished deals the last state file counts."""


def _deal_line(deal: DealRecord) -> bytes:
    return (_compact(deal.to_json()) + "\n").encode("utf-8")


class _LaterDeal(DealRecord):
    """A finished deal read from its line only when first looked at (see ``load_body``)."""

    def __init__(self, line: bytes, header: dict[str, Any]) -> None:  # no dataclass fields yet
        self._line = line
        self._header = header

    def __getattr__(self, name: str) -> Any:
        if name not in ("number", "dealer", "chance", "actions"):
            raise AttributeError(name)
        try:
            data = parse_json(self._line.decode("utf-8"))
            deal = MatchRecord.from_json({**self._header, "deals": [data]}).deals[0]
        except (UnicodeDecodeError, RecordError) as exc:
            raise SaveDamaged(one_line(str(exc), 120)) from None
        vars(self).update(vars(deal))
        return vars(self)[name]


def load_body(folder: Path, body: dict[str, Any], later: int = 0) -> tuple[MatchRecord, _DealsFile]:
    """The record a checked state body describes, with the deals file it counts.

    ``later``: the first deals whose lines are read only when first looked at (they are
    what the checksums say, so they were whole when written); the rest are read and
    checked now, and the record's decision count is the one the state file gives.
    """
    name, done = body.get("deals_file"), body.get("finished")
    size = body.get("deals_bytes")
    if not isinstance(name, str) or not DEALS_FILE.match(name):
        raise SaveDamaged(f"{STATE_NAME}: bad deals file name")
    if type(done) is not int or type(size) is not int or done < 0 or size < 0:
        raise SaveDamaged(f"{STATE_NAME}: bad deal count")
    deals = _DealsFile(name, done=done)
    try:
        data = read_bytes(folder / name, follow=False) if size or done else b""
    except FileNotFoundError:
        raise SaveDamaged(f"{name}: missing") from None
    except FileProblem as exc:
        raise SaveDamaged(f"{name}: {exc}") from None
    if len(data) < size:
        raise SaveDamaged(f"{name}: shorter than the save says (cut off?)")
    lines = data[:size].splitlines(keepends=True)
    if len(lines) != done or (lines and not lines[-1].endswith(b"\n")):
        raise SaveDamaged(f"{name}: holds {len(lines)} deals, the save says {done}")
    for line in lines:
        deals.offsets.append(deals.offsets[-1] + len(line))
        deals.chain.append(_chain(deals.chain[-1], line))
    if deals.chain[-1] != body.get("deals_hash"):
        raise SaveDamaged(f"{name}: checksum does not match (the file was changed or damaged)")
    meta = body.get("meta")
    count = meta.get("decisions") if isinstance(meta, dict) else None
    later = min(later, len(lines)) if type(count) is int else 0
    try:
        finished = [parse_json(line.decode("utf-8")) for line in lines[later:]]
    except (UnicodeDecodeError, RecordError) as exc:
        raise SaveDamaged(f"{name}: {one_line(str(exc), 80)}") from None
    header = body.get("record")
    if not isinstance(header, dict):
        raise SaveDamaged(f"{STATE_NAME}: no record header")
    current = body.get("current")
    whole = {**header, "deals": finished + ([current] if current is not None else [])}
    try:
        record = MatchRecord.from_json(whole)
    except RecordError as exc:
        raise SaveDamaged(one_line(str(exc), 120)) from None
    if later:
        record.deals[:0] = [_LaterDeal(line, header) for line in lines[:later]]
        record.decision_count = count  # type: ignore[assignment]  # an int, checked above
    return record, deals
