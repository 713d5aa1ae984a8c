"""The progress bar of long commands (``cardtui simulate``, ``cardtui arena``).

The bar goes to stderr, and only when stderr is a terminal: ``--json`` and a
redirected stdout still show it (stdout keeps only the report), while a log file
or a pipe as stderr gets nothing at all. The bar (rich) shows the count, the time
so far and an estimate of the time left, and is cleared when the run ends.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO


@contextmanager
def progress_on_stderr(
    label: str, total: int, stream: TextIO | None = None
) -> Iterator[Callable[[int], None] | None]:
    """A callback ``advance(done)`` drawing the bar on ``stream`` (stderr), or ``None``
    when that stream is not a terminal (nothing is written then)."""
    out = stream if stream is not None else sys.stderr
    if not out.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (
        TextColumn("{task.description}", markup=False),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    console = Console(file=out, force_terminal=True)
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task(label, total=total)
        yield lambda done: progress.update(task, completed=done)
