"""The rows of the Host a table form that the local setup offers too: a seat's kind, a
house rule, the stand-in settings (``ui/screens/online.py:HostScreen`` lays them out).

A house rule's row is the local setup's (``ui/screens/setup.py``): a tick box for a yes/no
rule, a list for a choice, a field for a number or a seat list, with the same words
(:func:`~cardtui.ui.screens.setup.option_text`, :func:`~cardtui.ui.screens.setup.choice_text`).
A seat is the host (the person hosting), a friend who joins, or a bot of a level.
"""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal
from textual.dom import DOMNode
from textual.widgets import Checkbox, Input, Label, Select

from cardtui.bots import LEVELS
from cardtui.engine import Game, OptionSpec
from cardtui.i18n import t
from cardtui.net.table import HOST, REMOTE
from cardtui.safe_text import SAFE_INPUT
from cardtui.ui.screens.setup import choice_text, option_text
from cardtui.ui.widgets.drop_down import DropDown
from cardtui.ui.widgets.tick_box import TickBox

SEAT_KINDS: tuple[str, ...] = (HOST, REMOTE, *LEVELS)
"""What a seat of a hosted table can be, in the order the form lists them."""
STANDIN_LEVELS: tuple[str, ...] = tuple(LEVELS)
STANDIN_AFTER = 60
"""Seconds a person may be away before a bot plays their seat (as ``cardtui host``)."""


def kind_text(kind: str) -> str:
    """A seat kind as the form names it."""
    return t(f"ui.net.kind.{kind}") if kind in (HOST, REMOTE) else t(f"ui.level.{kind}")


def default_kinds(game: Game, seats: int | None = None) -> list[str]:
    """The host, one friend, simple bots for the rest."""
    count = seats or game.default_seats
    return ([HOST, REMOTE] + ["simple"] * count)[:count]


def seat_row(seat: int, kind: str) -> Horizontal:
    """One seat: who sits there."""
    kinds = [(kind_text(k), k) for k in SEAT_KINDS]
    return Horizontal(
        Label(t("ui.setup.seat", n=seat + 1)),
        DropDown(kinds, value=kind, allow_blank=False, compact=True, id=f"seat-{seat}"),
        classes="row",
    )


def option_row(game: Game, spec: OptionSpec, value: Any) -> Horizontal:
    """One house rule, as the local setup shows it."""
    ident = f"opt-{spec.key}"
    description = Label(option_text(game, spec))
    if spec.kind == "bool":
        return Horizontal(
            TickBox("", bool(value), compact=True, id=ident), description, classes="option"
        )
    widget: Select[str] | Input
    if spec.kind == "choice":
        options = [(choice_text(game, spec, c), c) for c in spec.choices]
        widget = DropDown(options, value=str(value), allow_blank=False, compact=True, id=ident)
    elif spec.kind == "int":
        widget = Input(str(value), type="integer", compact=True, id=ident)
    else:
        widget = Input(
            spec.as_text(value), placeholder="1,3", compact=True, id=ident, restrict=SAFE_INPUT
        )
    return Horizontal(widget, description, classes="option")


def standin_rows(after: str, level: str) -> list[Horizontal]:
    """The away time before a bot stands in, and that bot's level."""
    levels = [(t(f"ui.level.{k}"), k) for k in STANDIN_LEVELS]
    return [
        Horizontal(
            Input(after, type="integer", max_length=4, compact=True, id="standin-after"),
            Label(t("ui.net.standin_after")),
            classes="option",
        ),
        Horizontal(
            DropDown(levels, value=level, allow_blank=False, compact=True, id="standin-level"),
            Label(t("ui.net.standin_level")),
            classes="option",
        ),
    ]


def read_kinds(root: DOMNode, count: int) -> list[str]:
    """The seat kinds chosen in the form (a seat not drawn yet: a simple bot)."""
    kinds = []
    for seat in range(count):
        chosen = [str(s.value) for s in root.query(f"#seat-{seat}").results(Select)]
        kinds.append(chosen[0] if chosen else "simple")
    return kinds


def read_options(root: DOMNode, game: Game) -> dict[str, Any]:
    """The house rules as entered (an empty field leaves the game's default)."""
    values: dict[str, Any] = {}
    for spec in game.options:
        for widget in root.query(f"#opt-{spec.key}"):
            if isinstance(widget, Checkbox | Input | Select) and widget.value != "":
                values[spec.key] = widget.value
    return values
