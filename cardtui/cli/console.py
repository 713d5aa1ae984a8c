"""The Rich console the commands print tables and pages with (``rules``, ``simulate``...).

Rich ends the program with exit code 1 when the reader of its output goes away
(``cardtui rules hearts | head``); this console ends it like every other
command of cardtui: quietly, with 141 (see :func:`cardtui.cli.entry.pipe_closed`).
"""

from __future__ import annotations

from rich.console import Console

from cardtui.cli.entry import pipe_closed


class PipeSafeConsole(Console):
    """A Rich console that exits 141 quietly on a closed pipe."""

    def on_broken_pipe(self) -> None:
        """Stop writing and exit 141 (no traceback, no message)."""
        self.quiet = True
        pipe_closed()


def stdout_console(*, markup: bool = True) -> Console:
    """A console on standard output; ``markup=False`` for text that came from a file."""
    return PipeSafeConsole(markup=markup)
