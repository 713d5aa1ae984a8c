"""Finished matches kept for the replay viewer: ``<data>/finished/<match-id>/``.

A match played to the end is moved there whole by :meth:`saves.MatchSave.finish` (the
same folder layout as a saved match, see :mod:`cardtui.storage.saves`); this module
only lists and reads them. A plain record file (``*.json``) put in the folder is
offered too.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cardtui.storage.paths import data_dir

if TYPE_CHECKING:
    from cardtui.engine import MatchRecord

FOLDER = "finished"
MATCH_ID = re.compile(r"^([a-z0-9_]{1,40})-(\d{8})-(\d{6})-[0-9a-f]{4,8}$")
"""A kept match's folder name: the game, the date and time it began, a random tag."""


@dataclass(frozen=True)
class FinishedFile:
    """One kept match: its folder (or record file) and id."""

    path: Path
    id: str

    @property
    def game(self) -> str:
        """The game id, from the folder's name (empty when the name does not say)."""
        found = MATCH_ID.match(self.id)
        return found.group(1) if found else ""

    @property
    def began(self) -> str:
        """``2026-12-01 09:30`` from the folder's name (empty when the name does not say)."""
        found = MATCH_ID.match(self.id)
        if not found:
            return ""
        day, clock = found.group(2), found.group(3)
        return f"{day[:4]}-{day[4:6]}-{day[6:8]} {clock[:2]}:{clock[2:4]}"


def finished_dir() -> Path:
    """The folder of finished matches."""
    return data_dir() / FOLDER


def _when(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return time.time()


def list_finished() -> list[FinishedFile]:
    """The kept matches, newest first (an unreadable folder lists none)."""
    try:
        entries = [
            p
            for p in finished_dir().iterdir()
            if (p.is_dir() and MATCH_ID.match(p.name)) or (p.is_file() and p.suffix == ".json")
        ]
    except OSError:
        return []
    entries.sort(key=_when, reverse=True)
    return [FinishedFile(p, p.stem if p.is_file() else p.name) for p in entries]


def read_finished(path: Path) -> MatchRecord:
    """A kept match's record; raises ``CardtuiError`` or ``OSError`` when it cannot be read."""
    from cardtui.engine import MatchRecord
    from cardtui.storage.files import read_text
    from cardtui.storage.saves import load_folder

    if path.is_dir():
        return load_folder(path)
    return MatchRecord.loads(read_text(path))
