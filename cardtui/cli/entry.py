"""The ``cardtui`` console script.

Bare ``cardtui`` opens the app at once, without loading click, so the first
screen paints sooner; any argument goes to the click command line in
:mod:`cardtui.cli.main`, and so does a shell asking for completions (the
``_CARDTUI_COMPLETE`` variable set, with no arguments). Ctrl-C anywhere ends
with one short line and exit code 130.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import NoReturn

COMPLETE_VAR = "_CARDTUI_COMPLETE"
"""The variable click's shell completion sets (``bash_source``, ``bash_complete``...)."""


EXIT_INTERRUPTED = 130
"""The exit code after Ctrl-C (128 + SIGINT), as shells report it."""
EXIT_PIPE_CLOSED = 141
"""The exit code when the reader of the output went away (128 + SIGPIPE), as shells report it."""


def interrupted() -> NoReturn:
    """After Ctrl-C: one short line on stderr (on a line of its own) and exit code 130."""
    try:
        from cardtui.i18n import t

        said = t("cli.interrupted")
    except BaseException:  # a second Ctrl-C while the catalogue loads
        said = "interrupted"
    fresh = "\n" if sys.stderr.isatty() else ""  # after the terminal's ``^C``
    sys.stderr.write(f"{fresh}cardtui: {said}\n")
    sys.stderr.flush()
    sys.exit(EXIT_INTERRUPTED)


def pipe_closed() -> NoReturn:
    """The output's reader closed the pipe (``| head``): exit 141 quietly, nothing more written.

    Standard output is pointed at the null device, so Python's final flush finds
    nowhere to fail either.
    """
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
    sys.exit(EXIT_PIPE_CLOSED)


def main(argv: Sequence[str] | None = None) -> None:
    """Run the app (no arguments) or the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if not args and not os.environ.get(COMPLETE_VAR):
            from cardtui.ui.launch import run_app

            run_app()
            return
        from cardtui.cli.main import main as cli

        cli(args, prog_name="cardtui")
    except KeyboardInterrupt:
        interrupted()
