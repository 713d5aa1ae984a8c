"""A lock per saved match, so two cardtui processes never play the same match.

Where ``fcntl`` exists (Linux, macOS) the lock is ``flock`` on the match's
``lock`` file: the system releases it when the process ends, however it ends.
Elsewhere the lock is the file itself, created exclusively and holding the
owner's pid; a lock whose pid is no longer running is stale and taken over.
Either way the file holds the owner's pid, for the message.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from cardtui.storage.files import pid_alive

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = "lock"


class MatchLocked(Exception):
    """The match is open in another cardtui process (``pid``, 0 when unknown)."""

    def __init__(self, folder: Path, pid: int) -> None:
        super().__init__(f"{folder.name} is open in another cardtui (process {pid})")
        self.folder = folder
        self.pid = pid


def _read_pid(path: Path) -> int:
    try:
        text = path.read_text(encoding="ascii", errors="replace")[:20].strip()
        return int(text) if text.isdigit() else 0
    except OSError:
        return 0


class MatchLock:
    """The lock of one match folder; :meth:`acquire` raises :class:`MatchLocked`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock, or raise :class:`MatchLocked` when another process has it."""
        if self._fd is not None:
            return
        if fcntl is not None:
            self._acquire_flock()
        else:
            self._acquire_exclusive()

    def _acquire_flock(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            raise MatchLocked(self.folder, _read_pid(self.path)) from exc
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        self._fd = fd

    def _acquire_exclusive(self) -> None:
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                pid = _read_pid(self.path)
                if pid and pid_alive(pid):
                    raise MatchLocked(self.folder, pid) from None
                with contextlib.suppress(OSError):
                    self.path.unlink()  # stale: its process is gone
                continue
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            self._fd = fd
            return
        raise MatchLocked(self.folder, _read_pid(self.path))

    def release(self) -> None:
        """Give the lock back (safe to call when not held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if fcntl is None:
            with contextlib.suppress(OSError):
                self.path.unlink()
        with contextlib.suppress(OSError):
            os.close(fd)

    def held_elsewhere(self) -> int | None:
        """The pid holding this match in another process, else ``None`` (does not lock)."""
        if self._fd is not None:
            return None
        try:
            self.acquire()
        except MatchLocked as exc:
            return exc.pid
        except OSError:
            return None
        self.release()
        return None
