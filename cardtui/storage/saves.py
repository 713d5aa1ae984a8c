"""The autosave: the record of the unfinished match, written after every action.

A save is the engine's match record as JSON text (``MatchRecord.dumps``),
written atomically. A file that cannot be read is never overwritten: it is moved
aside to ``autosave.damaged-<timestamp>.json`` and reported, so nothing is lost.
"""

from __future__ import annotations

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


def write_autosave(text: str) -> Path:
    """Replace the autosave with ``text`` (atomically)."""
    path = autosave_path()
    write_atomic(path, text)
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
