"""Match records streamed to one file as they are played (``cardtui simulate --record``).

Each record is written when its match ends, so memory does not grow with the
run. The file appears (atomically) when the stream is closed: one record as a
JSON object, several as a JSON array, as ``cardtui replay`` reads them.

A path where something other than a regular file is (a link, a FIFO, a socket,
a device, a folder) is refused before and again just before the move; the
temporary file is created exclusively and removed however the run ends.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import IO

from cardtui.engine.record import MatchRecord
from cardtui.storage.files import check_replaceable, create_temp, fsync_dir, temp_name


class RecordStream:
    """Opened at once (so a bad path fails before any play); :meth:`add`, then :meth:`close`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        check_replaceable(path)
        self.temp = temp_name(path)
        fd = create_temp(self.temp)
        try:
            self._handle: IO[str] | None = os.fdopen(fd, "w", encoding="utf-8")
        except BaseException:
            os.close(fd)
            self.temp.unlink()
            raise
        self._first: str | None = None
        self.count = 0

    def add(self, record: MatchRecord) -> None:
        """Write one finished match's record."""
        handle = self._require()
        text = json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))
        if self.count == 0:
            self._first = text
        elif self.count == 1:
            handle.write("[\n" + (self._first or "") + ",\n" + text)
            self._first = None
        else:
            handle.write(",\n" + text)
        self.count += 1

    def close(self) -> None:
        """Finish the file and move it into place (dropped instead on any error)."""
        handle = self._require()
        try:
            if self.count == 1:
                handle.write(self._first or "")
            else:
                handle.write("\n]\n" if self.count else "[]\n")
            handle.flush()
            os.fsync(handle.fileno())
            handle.close()
            self._handle = None
            check_replaceable(self.path)
            os.replace(self.temp, self.path)
        except BaseException:
            self.abandon()
            raise
        fsync_dir(self.path.parent)

    def abandon(self) -> None:
        """Drop the unfinished file (after an error)."""
        if self._handle is not None:
            with contextlib.suppress(OSError):
                self._handle.close()
            self._handle = None
        with contextlib.suppress(OSError):
            self.temp.unlink()

    def _require(self) -> IO[str]:
        if self._handle is None:
            raise ValueError("the record stream is closed")
        return self._handle
