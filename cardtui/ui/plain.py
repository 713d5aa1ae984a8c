"""Text from players, files and paths is shown as it is, never read as markup.

Textual reads a ``str`` given to ``Static``, ``Label``, ``Option``, a border
title or ``notify`` as content markup, and Rich reads the ``str`` cells of a
table as console markup: a name such as ``[/]`` would crash the screen and
``[@click=app.quit]X`` would become a live link. The app's code never writes
markup on purpose, so:

* :func:`plain` wraps such a text in a Rich ``Text`` (shown literally) for the
  Textual widgets, and ``notify`` is called with ``markup=False``;
* :func:`no_console_markup` turns markup off in the console that renders every
  Rich renderable of the app (tables, groups), once, when the app is made.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text


def plain(text: str) -> Text:
    """``text`` shown literally wherever Textual would read markup."""
    return Text(text)


def no_console_markup(console: Console) -> None:
    """Render every ``str`` inside Rich renderables (table cells, headers) as plain text."""
    console._markup = False  # Rich keeps the constructor's ``markup`` flag here
