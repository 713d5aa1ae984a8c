"""The autosave: the record of the unfinished match, written after every action.

A save is the engine's match record as JSON text (``MatchRecord.dumps``),
written atomically. A file that cannot be read is never overwritten: it is moved
aside to ``autosave.damaged-<timestamp>.json`` and reported, so nothing is lost.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from cardtui.storage.paths import saves_dir, write_atomic

AUTOSAVE_NAME = "autosave.json"


@dataclass(frozen=True)
class SaveFile:
    """What was found at the autosave location."""

    path: Path
    text: str | None
    """The file's text, or ``None`` when there is no save."""
    error: str = ""
    """Why the file could not be read (then ``text`` is ``None``)."""


def autosave_path() -> Path:
    """Where the unfinished match is kept."""
    return saves_dir() / AUTOSAVE_NAME


def read_autosave() -> SaveFile:
    """The autosave's text, if there is one."""
    path = autosave_path()
    if not path.exists():
        return SaveFile(path, None)
    try:
        return SaveFile(path, path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        return SaveFile(path, None, str(exc))


_written: set[Path] = set()
"""Autosave paths this process has written (their content is known to be a record)."""


def _readable_record(path: Path) -> bool:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(data, dict) and data.get("format") == "cardtui-record"


def write_autosave(text: str) -> Path:
    """Replace the autosave with ``text`` (atomically).

    The first write of a process checks what it replaces: a file that is not a
    readable record is moved aside first, never overwritten.
    """
    path = autosave_path()
    if path not in _written and path.exists() and not _readable_record(path):
        set_aside(path)
    write_atomic(path, text)
    _written.add(path)
    return path


def clear_autosave() -> None:
    """Remove the autosave (the match it held is over or abandoned)."""
    autosave_path().unlink(missing_ok=True)


def set_aside(path: Path) -> Path:
    """Move a damaged save out of the way, keeping it; returns its new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(target)
    return target
