"""A lock per saved match, so two cardtui processes never play the same match.

Where ``fcntl`` exists (Linux, macOS) the lock is ``flock`` on the match's
``lock`` file: the system releases it when the process ends, however it ends.
Elsewhere the lock is the file itself, created exclusively and holding the
owner's pid; a lock whose pid is no longer running is stale and taken over.
Either way the file holds the owner's pid, for the message.

The lock is never a link followed or a special file opened: a match folder that
is not a real folder, or a ``lock`` that is not a regular file, raises
:class:`LockProblem` and is left as it is. :meth:`MatchLock.held_elsewhere`
(the menu's probe) creates and writes nothing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from cardtui.storage.files import NOFOLLOW, NONBLOCK, FileProblem, kind, pid_alive, read_bytes

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


class LockProblem(FileProblem):
    """A match folder or ``lock`` that is not what it should be; ``str()`` is one line."""


_BUSY = (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES)


def _pid_of(data: bytes) -> int:
    text = data[:20].decode("ascii", errors="replace").strip()
    return int(text) if text.isdigit() else 0


def _pid_in(fd: int) -> int:
    try:
        return _pid_of(os.pread(fd, 20, 0))
    except OSError:
        return 0


def _read_pid(path: Path) -> int:
    try:
        return _pid_of(read_bytes(path, limit=4096, follow=False))
    except OSError:
        return 0


def _check_place(folder: Path, path: Path) -> None:
    """Refuse a folder that is not a real folder, or a lock that is not a regular file."""
    try:
        mode = os.lstat(folder).st_mode
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise LockProblem(f"{folder.name}: {exc.strerror or exc}") from None
    if not stat.S_ISDIR(mode):
        raise LockProblem(f"the save is {kind(mode)}, not a folder")
    with contextlib.suppress(FileNotFoundError):
        mode = os.lstat(path).st_mode
        if not stat.S_ISREG(mode):
            raise LockProblem(f"{LOCK_NAME}: not a regular file ({kind(mode)})")


def _open_lock(folder: Path, path: Path, flags: int) -> int:
    """The lock file opened with ``flags``, never through a link or into a special file."""
    _check_place(folder, path)
    try:
        fd = os.open(path, flags | NOFOLLOW | NONBLOCK, 0o644)
    except OSError:
        if os.path.islink(path):  # made between the check and the open
            raise LockProblem(f"{LOCK_NAME}: not a regular file (a symbolic link)") from None
        raise
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise LockProblem(f"{LOCK_NAME}: not a regular file ({kind(mode)})")
    return fd


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
        fd = _open_lock(self.folder, self.path, os.O_RDWR | os.O_CREAT)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            os.close(fd)
            raise MatchLocked(self.folder, _read_pid(self.path)) from exc
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            os.close(fd)
            raise
        self._fd = fd

    def _acquire_exclusive(self) -> None:
        for _ in range(2):
            _check_place(self.folder, self.path)
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
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
        """The pid holding this match in another process, else ``None``.

        Creates, locks for long and writes nothing: a shared lock is tried on the
        file opened read-only and given back at once. Raises :class:`LockProblem`
        when the folder or its lock is not what it should be.
        """
        if self._fd is not None:
            return None
        if fcntl is None:
            pid = _read_pid(self.path)
            return pid if pid and pid_alive(pid) else None
        try:
            fd = _open_lock(self.folder, self.path, os.O_RDONLY)
        except LockProblem:
            raise
        except OSError:  # no lock file (nobody plays it) or one this user cannot read
            return None
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError as exc:
                return _pid_in(fd) if exc.errno in _BUSY else None
            fcntl.flock(fd, fcntl.LOCK_UN)
            return None
        finally:
            os.close(fd)
