"""Reading and writing cardtui's files safely.

Reading never blocks and never trusts the file: a FIFO, a directory, a device,
an unreadable or an oversized file is refused with :class:`FileProblem` (one
line of text), before anything is parsed. Writing is atomic and durable: a
temporary file in the same folder, ``fsync``, rename over the target, ``fsync``
of the folder; a crash at any moment leaves the old file or the new one.
Temporary files are named ``.NAME.PID.tmp``; those of dead processes are
removed at start (:func:`clean_stale_temps`).

Nothing written follows a symbolic link or opens a special file: the temporary
file is created exclusively (``O_EXCL``, ``O_NOFOLLOW``), and a target that
exists but is not a regular file (a link, a FIFO, a socket, a device, a folder)
is refused with :class:`FileProblem` and left as it is (:func:`check_replaceable`).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

from cardtui.safe_text import safe_line

MAX_BYTES = 32 * 1024 * 1024
"""The largest file cardtui reads (a 400-deal save is well under 1 MiB)."""

_TEMP = re.compile(r"^\..+\.(\d+)\.tmp$")
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_KINDS = (
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


class FileProblem(OSError):
    """A file that cannot be read as cardtui data; ``str()`` is one plain line."""


def one_line(text: str, limit: int = 160) -> str:
    """``text`` on one line, control and invisible characters as spaces, cut to ``limit``.

    See :mod:`cardtui.safe_text` for what is replaced.
    """
    return safe_line(text, limit, mark=" ")


def kind(mode: int) -> str:
    """What a file of ``st_mode`` is, for a message (``a FIFO``)."""
    for test, name in _KINDS:
        if test(mode):
            return name
    return "a regular file" if stat.S_ISREG(mode) else "a special file"


def check_replaceable(path: Path) -> None:
    """Raise :class:`FileProblem` when something other than a regular file is at ``path``.

    Nothing is opened: ``lstat`` only, so a link is seen as a link.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise FileProblem(one_line(exc.strerror or str(exc))) from exc
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(f"not a regular file ({kind(info.st_mode)}), left as it is")


def _open_error(path: Path, exc: OSError, follow: bool) -> FileProblem:
    if not follow and os.path.islink(path):
        return FileProblem("not a regular file (a symbolic link)")
    return FileProblem(one_line(exc.strerror or str(exc)))


def read_bytes(path: Path, limit: int = MAX_BYTES, follow: bool = True) -> bytes:
    """The bytes of a regular file at ``path``; anything else raises :class:`FileProblem`.

    The file is opened without blocking (a FIFO in its place returns at once)
    and checked to be a regular file no larger than ``limit``. With
    ``follow=False`` a symbolic link is refused too (files cardtui writes).
    """
    flags = os.O_RDONLY | NONBLOCK | getattr(os, "O_BINARY", 0) | (0 if follow else NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _open_error(path, exc, follow) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"not a regular file ({kind(info.st_mode)})")
        if info.st_size > limit:
            raise FileProblem(f"too large ({info.st_size} bytes)")
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise FileProblem(f"too large (over {limit} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)
    except FileProblem:
        raise
    except OSError as exc:
        raise FileProblem(one_line(exc.strerror or str(exc))) from exc
    finally:
        os.close(fd)


def read_text(path: Path, limit: int = MAX_BYTES, follow: bool = True) -> str:
    """The UTF-8 text of a regular file; see :func:`read_bytes`."""
    data = read_bytes(path, limit, follow)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"not UTF-8 text (byte {exc.start})") from exc


def temp_name(path: Path) -> Path:
    """The temporary file used while writing ``path``."""
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (a no-op where unsupported)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def create_temp(temp: Path) -> int:
    """A new file at ``temp`` opened for writing, never through a link or into a special file.

    A leftover of this pid's name (a file or a link, never followed) is removed first.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW | getattr(os, "O_BINARY", 0)
    for _ in range(2):
        try:
            return os.open(temp, flags, 0o666)
        except FileExistsError:
            info = os.lstat(temp)
            if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
                raise FileProblem(f"{temp.name}: {kind(info.st_mode)} in the way") from None
            os.unlink(temp)
    raise FileProblem(f"{temp.name}: cannot be created")


def write_atomic(path: Path, text: str | bytes) -> None:
    """Replace ``path`` with ``text``: temporary file, fsync, rename, fsync of the folder.

    Refuses (:class:`FileProblem`) a target that is not a regular file.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    check_replaceable(path)
    temp = temp_name(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd = create_temp(temp)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        check_replaceable(path)  # once more, just before: a link made meanwhile stays
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_dir(path.parent)


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (``True`` when that cannot be known)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


def clean_stale_temps(folders: Iterable[Path]) -> list[Path]:
    """Remove ``.NAME.PID.tmp`` files of dead processes in ``folders``; returns them."""
    removed: list[Path] = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            match = _TEMP.match(entry.name)
            if match is None or pid_alive(int(match.group(1))):
                continue
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed
