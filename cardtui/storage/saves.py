"""Saved matches: one folder per unfinished match, several kept side by side.

Layout (see ``docs/record-format.md``)::

    saves/<match-id>/state.json     header, summary (game, seats, deal, date), the deal in
                                    progress, and how much of the deals file counts;
                                    checksummed; replaced atomically after every move
    saves/<match-id>/deals-G.jsonl  finished deals, one JSON line each, appended once
    saves/<match-id>/start.json     a checkpoint: the match as a recent deal began, so a
                                    resume replays only the deals since (state.json names
                                    it by digest; when it does not verify, all is replayed)
    saves/<match-id>/lock           held while a process plays the match
    finished/<match-id>/            a match played to the end (same layout)

A move rewrites only ``state.json`` (its size does not grow with the match); a
finished deal is appended to the deals file once. ``state.json`` is the commit
point: it names the deals file and its valid length, so a process killed at
any moment leaves the old state or the new one. Bytes after that length (an
append cut short) are ignored and cut off by the next write.

Match ids are made here and read only from folder names that match
:data:`MATCH_ID`; nothing inside a save names a path. A save that cannot be
read is reported in one line and moved aside (``<id>.damaged-<stamp>``), never
overwritten or deleted. No file of a save is read or written through a symbolic
link; a save folder that is a link, or whose ``lock`` is not a regular file, is
reported and left alone.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import secrets
import shutil
import stat
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtui.engine.errors import RecordError
from cardtui.engine.record import DealRecord, MatchRecord, parse_json
from cardtui.storage.files import (
    NOFOLLOW,
    NONBLOCK,
    FileProblem,
    fsync_dir,
    kind,
    one_line,
    pid_alive,
    read_text,
    write_atomic,
)
from cardtui.storage.locks import LockProblem, MatchLock, MatchLocked
from cardtui.storage.paths import data_dir, saves_dir
from cardtui.storage.save_state import (
    DEALS_FILE,
    SAVE_FORMAT,
    STATE_NAME,
    SaveDamaged,
    _chain,
    _deal_line,
    _DealsFile,
    _header,
    _state_text,
    load_body,
    read_state,
)

LEGACY_NAME = "autosave.json"
START_NAME = "start.json"
"""The checkpoint of a save: the match as a recent deal began (see :mod:`.checkpoint`)."""
MATCH_ID = re.compile(r"^[a-z0-9_]{1,40}-\d{8}-\d{6}-[0-9a-f]{4,8}$")
"""The only folder names read as saves (``doppelkopf-20261201-084000-1a2b``)."""
_NEW_FOLDER = re.compile(r"^\.new-(\d+)-[0-9a-f]+$")

__all__ = [
    "DEALS_FILE",
    "SAVE_FORMAT",
    "STATE_NAME",
    "MatchLocked",
    "MatchSave",
    "ResumeData",
    "SaveDamaged",
    "SaveInfo",
    "clean_stale_temps_at_start",
    "finished_dir",
    "list_saves",
    "load_body",
    "load_record_path",
    "read_state",
    "set_aside",
]


@dataclass(frozen=True)
class ResumeData:
    """What a save keeps to resume fast: the live match's fingerprint and a checkpoint.

    ``start_key`` is the checkpoint's place, (deals, decisions) of the record then;
    ``start_text`` makes its file text, called only when the key is new (once a deal)."""

    fingerprint: str
    start_key: tuple[int, int] | None = None
    start_text: Callable[[], str] | None = None


def _start_entry(value: Any) -> dict[str, Any] | None:
    """A state file's checkpoint entry when it is well formed, else ``None`` (not used)."""
    if not isinstance(value, dict) or not isinstance(value.get("key"), list):
        return None
    key = value["key"]
    if len(key) != 2 or not all(type(n) is int and n >= 1 for n in key):
        return None
    if not isinstance(value.get("sha256"), str) or not isinstance(value.get("chain"), str):
        return None
    return {"key": list(key), "sha256": value["sha256"], "chain": value["chain"]}


def finished_dir() -> Path:
    """Where matches played to the end are kept."""
    return data_dir() / "finished"


# --- the state file ------------------------------------------------------------


# --- what the menu lists ---------------------------------------------------------


@dataclass(frozen=True)
class SaveInfo:
    """One saved match as listed (read without replaying), or a damaged one."""

    folder: Path
    game: str = ""
    seats: tuple[str, ...] = ()
    deal: int = 0
    saved: float = 0.0
    """Seconds since the epoch of the last write."""
    locked_by: int | None = None
    """The pid of another cardtui process playing it, else ``None``."""
    error: str = ""
    """Why it cannot be read (then the other fields are empty)."""

    @property
    def id(self) -> str:
        """The match id (the folder's name)."""
        return self.folder.name

    @property
    def damaged(self) -> bool:
        """True when the save cannot be read."""
        return bool(self.error)


def _saved_time(meta: dict[str, Any]) -> float:
    """``meta.saved`` as seconds (0 when absent); one the platform cannot date is damage."""
    saved = meta.get("saved")
    if type(saved) is not int:
        return 0.0
    try:
        time.localtime(saved)
        return float(saved)
    except (OverflowError, OSError, ValueError):
        raise SaveDamaged(f"{STATE_NAME}: save time out of range") from None


def _info(folder: Path) -> SaveInfo:
    try:
        locked = MatchLock(folder).held_elsewhere()
    except LockProblem as exc:
        return SaveInfo(folder, error=str(exc))
    try:
        meta = read_state(folder).get("meta")
        if not isinstance(meta, dict):
            raise SaveDamaged(f"{STATE_NAME}: no summary")
        seats = meta.get("seats", [])
        return SaveInfo(
            folder,
            game=str(meta.get("game", ""))[:40],
            seats=tuple(str(s)[:40] for s in seats) if isinstance(seats, list) else (),
            deal=meta["deal"] if type(meta.get("deal")) is int else 0,
            saved=_saved_time(meta),
            locked_by=locked,
        )
    except FileNotFoundError:
        if locked is not None:  # being created by its owner right now
            return SaveInfo(folder, locked_by=locked)
        return SaveInfo(folder, error=f"{STATE_NAME}: missing")
    except SaveDamaged as exc:
        return SaveInfo(folder, locked_by=locked, error=str(exc))


def info_of(folder: Path) -> SaveInfo:
    """The listed summary of one match folder, saved or kept after its end."""
    return _info(folder)


def list_saves() -> list[SaveInfo]:
    """Every saved match, newest first (damaged ones included, with their error)."""
    try:
        entries = [e for e in os.scandir(saves_dir()) if MATCH_ID.match(e.name)]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise FileProblem(f"{saves_dir()}: {one_line(exc.strerror or str(exc))}") from None
    infos = [_info(Path(e.path)) for e in entries if _is(e, "folder")]
    infos += [
        SaveInfo(Path(e.path), error="a symbolic link, not a save folder")
        for e in entries
        if _is(e, "link")
    ]  # reported, never followed
    return sorted(infos, key=lambda i: (i.saved, i.id), reverse=True)


def _is(entry: os.DirEntry[str], what: str) -> bool:
    """Whether ``entry`` itself (not what a link points at) is a real folder, or a link."""
    try:
        return entry.is_symlink() if what == "link" else entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def set_aside(path: Path) -> Path:
    """Move a damaged save (file or folder) out of the way, keeping it; returns its new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, suffix = path.stem, path.suffix
    target = path.with_name(f"{stem}.damaged-{stamp}{suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{stem}.damaged-{stamp}-{counter}{suffix}")
        counter += 1
    path.rename(target)
    return target


# --- one match ------------------------------------------------------------------


def _new_id(game: str) -> str:
    safe = re.sub(r"[^a-z0-9_]", "_", game.lower())[:40] or "match"
    return f"{safe}-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(4)}"


class MatchSave:
    """The save folder of one match, locked by this process while it is open."""

    def __init__(self, folder: Path, lock: MatchLock) -> None:
        self.folder = folder
        self.lock = lock
        self._deals: _DealsFile | None = None
        """``None`` until the deals file on disk is known to match (then rewritten whole)."""
        self._generation = 0
        self.finished = False
        """True once the match is over and its folder moved to the finished matches."""
        self.table: dict[str, Any] = {}
        """How the app set the table up beyond the record (``{"hints": true}``), kept with it."""
        self.resume: dict[str, Any] = {}
        """What the last state file said to resume fast with (see :class:`ResumeData`)."""
        self.partial = False
        """The record read has deals still to read (``open(quick=True)``; see :meth:`reload`)."""
        self._start: dict[str, Any] | None = None
        """The checkpoint the state file names: ``key`` (deals, decisions of the record
        then), ``sha256`` of its file, ``chain`` (the deals file's hash of the deals before)."""
        """How the app set the table up beyond the record (``{"hints": true}``), kept with it."""

    @property
    def id(self) -> str:
        """The match id."""
        return self.folder.name

    # --- opening ---------------------------------------------------------------

    @classmethod
    def create(cls, record: MatchRecord, table: dict[str, Any] | None = None) -> MatchSave:
        """A new locked save folder holding ``record`` (written before the folder appears);
        ``table``: see :attr:`table`."""
        root = saves_dir()
        root.mkdir(parents=True, exist_ok=True)
        staging = root / f".new-{os.getpid()}-{secrets.token_hex(4)}"
        staging.mkdir()
        lock = MatchLock(staging)
        lock.acquire()
        save = cls(staging, lock)
        save.table = dict(table or {})
        try:
            save.write(record)
            target = root / _new_id(record.game)
            os.rename(staging, target)  # the id's random part makes a clash practically impossible
        except BaseException:
            lock.release()
            raise
        save.folder = lock.folder = target
        lock.path = target / lock.path.name
        fsync_dir(root)
        return save

    @classmethod
    def open(cls, folder: Path, quick: bool = False) -> tuple[MatchSave, MatchRecord]:
        """Lock and read the save in ``folder``.

        Raises :class:`MatchLocked` when another process has it, and
        :class:`SaveDamaged` (one line) when it cannot be read. ``quick``: the deals
        before the checkpoint's are read only when looked at (resuming from the
        checkpoint needs them not); :meth:`reload` reads them all, checked.
        """
        lock = MatchLock(folder)
        try:
            lock.acquire()
        except MatchLocked:
            raise
        except LockProblem as exc:
            raise SaveDamaged(str(exc)) from None
        except OSError:
            pass  # a read-only folder: the match opens, saving will report its error
        save = cls(folder, lock)
        try:
            record = save._load(quick)
        except BaseException:
            lock.release()
            raise
        return save, record

    def reload(self) -> MatchRecord:
        """Read the save again, every deal read and checked (the lock stays held)."""
        return self._load()

    def _load(self, quick: bool = False) -> MatchRecord:
        try:
            body = read_state(self.folder)
        except FileNotFoundError:
            raise SaveDamaged(f"{STATE_NAME}: missing") from None
        resume = body.get("resume")
        self.resume = dict(resume) if isinstance(resume, dict) else {}
        self._start = _start_entry(self.resume.get("start"))
        later = max(self._start["key"][0] - 1, 0) if quick and self._start is not None else 0
        record, deals = load_body(self.folder, body, later)
        self.partial = later > 0
        table = body.get("table")
        self.table = dict(table) if isinstance(table, dict) else {}
        self._deals = deals
        match = re.search(r"\d+", deals.name)
        self._generation = int(match.group()) if match else 0
        return record

    def close(self) -> None:
        """Give the lock back."""
        self.lock.release()

    # --- writing ---------------------------------------------------------------

    def write(
        self, record: MatchRecord, over: bool = False, resume: ResumeData | None = None
    ) -> None:
        """Save ``record``: append newly finished deals, then replace the state file.

        ``over``: the match has ended, every deal is finished. ``resume``: the live match's
        fingerprint and checkpoint, to resume without replaying every deal.
        """
        done = len(record.deals) if over else max(len(record.deals) - 1, 0)
        deals = self._deals
        if deals is None:
            deals = self._rewrite_deals(record, done)
        elif done > deals.done:
            self._append(deals, record.deals[deals.done : done])
        deals.done = done
        current = record.deals[done] if done < len(record.deals) else None
        body = {
            "record": _header(record),
            "meta": {
                "game": record.game,
                "seats": list(record.seats),
                "deal": current.number
                if current
                else (record.deals[-1].number if record.deals else 0),
                "saved": int(time.time()),
                "decisions": record.decision_count,
                "over": over,
            },
            "deals_file": deals.name,
            "finished": done,
            "deals_bytes": deals.offsets[done],
            "deals_hash": deals.chain[done],
            "current": current.to_json() if current else None,
        }
        if self.table:
            body["table"] = self.table
        if resume is not None and not over:
            body["resume"] = self._resume_entry(resume, deals, record.decision_count)
        try:
            write_atomic(self.folder / STATE_NAME, _state_text(body))
        except BaseException:
            self._deals = None  # unsure what is on disk now: rewrite it whole next time
            raise
        self._drop_old_generations(deals.name)

    def _resume_entry(
        self, resume: ResumeData, deals: _DealsFile, decisions: int
    ) -> dict[str, Any]:
        """The state file's ``resume`` entry; the checkpoint file is written when it is new.

        Until a new checkpoint's text is made, and after it is undone, the one written
        before is named as long as the record still holds it."""
        entry: dict[str, Any] = {"fingerprint": resume.fingerprint}
        key = resume.start_key
        new = key is not None and (self._start is None or self._start["key"] != list(key))
        if new and resume.start_text is not None and key is not None and key[0] - 1 <= deals.done:
            text = resume.start_text()
            if text:
                write_atomic(self.folder / START_NAME, text)
                digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
                self._start = {"key": list(key), "sha256": digest, "chain": deals.chain[key[0] - 1]}
        start = self._start
        if start is not None and start["key"][1] <= decisions and start["key"][0] - 1 <= deals.done:
            entry["start"] = start
        return entry

    @property
    def written_start(self) -> tuple[int, int] | None:
        """The key of the checkpoint this save names, if any."""
        return None if self._start is None else (self._start["key"][0], self._start["key"][1])

    def resume_start(self) -> str | None:
        """The checkpoint text the state file names, when the file and the finished deals
        before it are as they were written; else ``None`` (the record is replayed whole)."""
        start = self._start
        deals = self._deals
        if start is None or deals is None:
            return None
        before = start["key"][0] - 1
        if not 0 <= before < len(deals.chain) or deals.chain[before] != start["chain"]:
            return None
        try:
            text = read_text(self.folder / START_NAME, follow=False)
        except (OSError, FileProblem):
            return None
        if hashlib.sha256(text.encode("utf-8")).hexdigest() != start.get("sha256"):
            return None
        return text

    def _rewrite_deals(self, record: MatchRecord, done: int) -> _DealsFile:
        """Write the finished deals whole, to a new deals file (the old state stays valid)."""
        self._generation += 1
        deals = _DealsFile(f"deals-{self._generation}.jsonl")
        lines = [_deal_line(d) for d in record.deals[:done]]
        for line in lines:
            deals.offsets.append(deals.offsets[-1] + len(line))
            deals.chain.append(_chain(deals.chain[-1], line))
        self._deals = None
        write_atomic(self.folder / deals.name, b"".join(lines))
        deals.done = done
        self._deals = deals
        return deals

    def _append(self, deals: _DealsFile, finished: Sequence[DealRecord]) -> None:
        del deals.offsets[deals.done + 1 :], deals.chain[deals.done + 1 :]
        lines = [_deal_line(d) for d in finished]
        path = self.folder / deals.name
        self._deals = None
        fd = os.open(path, os.O_RDWR | NOFOLLOW | NONBLOCK)  # never through a link
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            os.close(fd)
            raise FileProblem(f"{deals.name}: not a regular file ({kind(mode)})")
        with os.fdopen(fd, "r+b") as handle:
            handle.truncate(deals.offsets[-1])
            handle.seek(deals.offsets[-1])
            for line in lines:
                handle.write(line)
                deals.offsets.append(deals.offsets[-1] + len(line))
                deals.chain.append(_chain(deals.chain[-1], line))
            handle.flush()
            os.fsync(handle.fileno())
        self._deals = deals

    def _drop_old_generations(self, keep: str) -> None:
        with contextlib.suppress(OSError):
            for entry in os.scandir(self.folder):
                if DEALS_FILE.match(entry.name) and entry.name != keep:
                    os.unlink(entry.path)

    # --- ending ----------------------------------------------------------------

    def finish(self, record: MatchRecord) -> Path:
        """The match is over: write it whole and move it to :func:`finished_dir`."""
        self.write(record, over=True)
        target_root = finished_dir()
        target_root.mkdir(parents=True, exist_ok=True)
        target = target_root / self.id
        os.rename(self.folder, target)
        fsync_dir(self.folder.parent)
        self.lock.release()
        self.folder = target
        self.finished = True
        return target

    def delete(self) -> None:
        """Remove this save for good (the player asked for it)."""
        for entry in os.scandir(self.folder):
            if entry.name in (STATE_NAME, START_NAME, "lock") or DEALS_FILE.match(entry.name):
                os.unlink(entry.path)
        self.lock.release()
        try:
            os.rmdir(self.folder)
        except OSError:  # something else is inside: it stays, in a folder no longer listed
            with contextlib.suppress(OSError):
                os.rename(
                    self.folder, self.folder.with_name(f"{self.id}.deleted-{secrets.token_hex(4)}")
                )
        fsync_dir(self.folder.parent)


def load_folder(folder: Path) -> MatchRecord:
    """The record of a save folder, read without locking (``cardtui replay``)."""
    try:
        body = read_state(folder)
    except FileNotFoundError:
        raise SaveDamaged(f"{STATE_NAME}: missing") from None
    return load_body(folder, body)[0]


def load_record_path(path: Path) -> list[MatchRecord]:
    """The records in a file or save folder given on the command line.

    A save folder (or its ``state.json``) gives its match; a record file one
    record, or a JSON array of them. Anything else raises :class:`RecordError`
    or :class:`FileProblem` with one line.
    """
    if path.is_dir():
        if not os.path.lexists(path / STATE_NAME):
            raise RecordError("a folder, neither a match record nor a saved match")
        return [load_folder(path)]
    data = parse_json(read_text(path))
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        return [load_folder(path.parent)]
    items = data if isinstance(data, list) else [data]
    if not items:
        raise RecordError("no match record in the file")
    return [MatchRecord.from_json(item) for item in items]


# --- at start ---------------------------------------------------------------------


def clean_stale_temps_at_start() -> list[Path]:
    """Remove what killed processes left behind: ``.NAME.PID.tmp`` files and half-made folders."""
    from cardtui.storage.files import clean_stale_temps
    from cardtui.storage.paths import config_dir

    root = saves_dir()
    folders = [root, data_dir(), config_dir()]
    removed: list[Path] = []
    with contextlib.suppress(OSError):  # a finished match keeps what its save folder held
        for entry in os.scandir(finished_dir()):
            if MATCH_ID.match(entry.name) and entry.is_dir(follow_symlinks=False):
                folders.append(Path(entry.path))
    try:
        for entry in os.scandir(root):
            if MATCH_ID.match(entry.name) and entry.is_dir(follow_symlinks=False):
                folders.append(Path(entry.path))
            staged = _NEW_FOLDER.match(entry.name)
            if staged and not pid_alive(int(staged.group(1))):
                with contextlib.suppress(OSError):
                    shutil.rmtree(entry.path)
                    removed.append(Path(entry.path))
    except OSError:
        pass
    return removed + clean_stale_temps(folders)
