"""The click group of cardtui with cardtui's endings (see :class:`CardtuiGroup`)."""

from __future__ import annotations

import sys
from typing import Any

import click

from cardtui.cli.checks import short_line
from cardtui.cli.entry import interrupted, pipe_closed


def _quiet_exit(exc: BaseException) -> None:
    """Ctrl-C and a closed pipe end the program quietly; anything else is not handled here."""
    if isinstance(exc, KeyboardInterrupt):
        interrupted()
    if isinstance(exc, BrokenPipeError):
        pipe_closed()
    return None


def show_error(exc: click.ClickException) -> None:
    """click's error text (usage, hint, ``Error: ...``), each line made safe and cut."""
    import io

    text = io.StringIO()
    exc.show(file=text)
    for line in text.getvalue().splitlines():
        click.echo(short_line(line) if line.strip() else "", err=True)


class CardtuiGroup(click.Group):
    """click's group, with cardtui's endings: short, safe error lines, Ctrl-C 130, pipe 141.

    click's own messages echo a bad value whole (a 5,000-digit ``--seed``) and
    say "Aborted!" after Ctrl-C or exit 1 on a closed pipe; here each is one
    line with the value cut and made safe, 130 and 141.
    """

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; Ctrl-C and a closed pipe end quietly (before click sees them)."""
        try:
            return super().invoke(ctx)
        except (KeyboardInterrupt, BrokenPipeError) as exc:
            _quiet_exit(exc)
            raise

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """click's ``main`` with error messages cut and made safe."""
        standalone = kwargs.pop("standalone_mode", True)
        try:
            done = super().main(*args, standalone_mode=False, **kwargs)  # type: ignore[call-overload]
        except click.exceptions.Abort:
            if not standalone:
                raise
            interrupted()
        except click.ClickException as exc:
            if not standalone:
                raise
            show_error(exc)
            sys.exit(exc.exit_code)
        except (KeyboardInterrupt, BrokenPipeError) as exc:
            _quiet_exit(exc)
            raise
        if not standalone:
            return done
        sys.exit(done if isinstance(done, int) else 0)  # ``ctx.exit(code)`` returns its code
