"""Finished matches kept for the replay viewer: ``<data>/finished/<id>.json``.

Each file is the match record (``MatchRecord.dumps``) written once, atomically,
when the match ends. The id is the end time, the game and the seed, so it is
made only of safe characters and sorts oldest first.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from cardtui.storage.paths import data_dir, write_atomic

FOLDER = "finished"
MAX_SIZE = 8 * 1024 * 1024
"""Larger files are listed as unreadable rather than read."""
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")


@dataclass(frozen=True)
class FinishedFile:
    """One kept match."""

    path: Path
    id: str


def finished_dir() -> Path:
    """The folder of finished matches."""
    return data_dir() / FOLDER


def match_id(game: str, seed: int, when: float | None = None) -> str:
    """``20261201-093000-kozel_classic-4711``: the end time, the game and the seed."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    return _UNSAFE.sub("_", f"{stamp}-{game}-{seed}")[:120]


def keep(text: str, game: str, seed: int) -> Path:
    """Write a finished match's record; never replaces another match's file."""
    folder = finished_dir()
    base = match_id(game, seed)
    path = folder / f"{base}.json"
    counter = 1
    while path.exists():
        path = folder / f"{base}-{counter}.json"
        counter += 1
    write_atomic(path, text)
    return path


def list_finished() -> list[FinishedFile]:
    """The kept matches, newest first (an unreadable folder lists none)."""
    try:
        paths = [p for p in finished_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    return [FinishedFile(p, p.stem) for p in sorted(paths, reverse=True)]


def read_finished(path: Path) -> str:
    """A kept match's text; raises ``OSError`` / ``UnicodeDecodeError`` / ``ValueError``."""
    if not path.is_file():
        raise ValueError(f"{path.name}: not a file")
    if path.stat().st_size > MAX_SIZE:
        raise ValueError(f"{path.name}: too large")
    return path.read_text(encoding="utf-8")
