"""The crash log: a traceback written to the data folder when the app stops on an error."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from cardtui.storage.files import write_atomic
from cardtui.storage.paths import data_dir


def write_crash_log(report: str) -> Path:
    """Write ``report`` to ``crash-<stamp>.log`` in the data folder (or the temp folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in (data_dir(), Path(tempfile.gettempdir())):
        path = folder / f"cardtui-crash-{stamp}.log"
        try:
            write_atomic(path, report)
        except OSError:
            continue
        return path
    raise OSError("no folder to write the crash log to")
