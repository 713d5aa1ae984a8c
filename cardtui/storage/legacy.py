"""The old single autosave (``saves/autosave.json`` of earlier versions), moved once
into a save folder of its own (see :mod:`cardtui.storage.saves`); never lost.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from cardtui.engine.record import MatchRecord
from cardtui.storage.files import one_line, pid_alive, read_text
from cardtui.storage.paths import saves_dir
from cardtui.storage.saves import LEGACY_NAME, MatchSave, set_aside


@dataclass(frozen=True)
class Migration:
    """What happened to the old single autosave."""

    moved_to: Path | None = None
    """The new save folder (``None`` when there was nothing to move)."""
    damaged: Path | None = None
    """Where a damaged autosave was set aside."""
    blocked: Path | None = None
    """An autosave left where it is: its folder cannot be changed (read-only)."""
    error: str = ""


def migrate_legacy() -> Migration:
    """Move the old ``saves/autosave.json`` into its own save folder (once; never lost).

    The file is first renamed to ``autosave.migrating-<pid>.json`` (only one
    process can win that rename); once its match is saved in the new layout it
    is kept as ``autosave.migrated-<stamp>.json``. A damaged one is set aside as
    ``autosave.damaged-<stamp>.json`` and reported. A migration cut short by a
    kill is taken up again at the next start.
    """
    root = saves_dir()
    claim = root / f"autosave.migrating-{os.getpid()}.json"
    legacy = root / LEGACY_NAME
    try:
        os.rename(legacy, claim)
    except (FileNotFoundError, NotADirectoryError):
        abandoned = _abandoned_claim(root)
        return Migration() if abandoned is None else _migrate(abandoned)
    except OSError as exc:  # a read-only saves folder: the old file stays where it is
        if not os.path.lexists(legacy):
            return Migration()
        return Migration(blocked=legacy, error=_reason(exc))
    return _migrate(claim)


def _abandoned_claim(root: Path) -> Path | None:
    with contextlib.suppress(OSError):
        for entry in os.scandir(root):
            found = re.match(r"^autosave\.migrating-(\d+)\.json$", entry.name)
            if found and not pid_alive(int(found.group(1))):
                claim = root / f"autosave.migrating-{os.getpid()}.json"
                with contextlib.suppress(OSError):
                    os.rename(entry.path, claim)
                    return claim
    return None


def _migrate(claim: Path) -> Migration:
    from cardtui.engine.replay import replay

    stamp = time.strftime("%Y%m%d-%H%M%S")
    legacy = claim.with_name(LEGACY_NAME)
    try:
        record = MatchRecord.loads(read_text(claim))
        over = replay(record).is_over
    except Exception as exc:  # whatever a damaged record makes parsing or the game raise
        with contextlib.suppress(OSError):
            os.rename(claim, legacy)
        kept = legacy if legacy.exists() else claim
        return Migration(damaged=_set_aside_quietly(kept), error=_reason(exc))
    save = MatchSave.create(record)
    try:
        moved = save.finish(record) if over else save.folder
    finally:
        save.close()
    with contextlib.suppress(OSError):
        os.rename(claim, claim.with_name(f"autosave.migrated-{stamp}.json"))
    return Migration(moved_to=moved)


def _reason(exc: BaseException) -> str:
    return one_line(str(exc) or type(exc).__name__, 100)


def _set_aside_quietly(path: Path) -> Path:
    try:
        return set_aside(path)
    except OSError:
        return path
