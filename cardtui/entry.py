"""The ``cardtui`` console script.

Bare ``cardtui`` opens the app at once, without loading click, so the first
screen paints sooner; any argument goes to the click command line in
:mod:`cardtui.cli`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> None:
    """Run the app (no arguments) or the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        from cardtui.ui.launch import run_app

        run_app()
        return
    from cardtui.cli import main as cli

    cli(args, prog_name="cardtui")
