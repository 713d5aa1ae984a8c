"""A seat's view for a play-out policy, made field by field as the policy reads it.

A play-out asks the game's simple bot for every decision, and the bot reads a handful
of a view's fields (its hand, the legal actions, the trick). Building the whole view
(every hand's size, the last trick, the game's public and private facts) for each of
those decisions was a third of a strong play-out. :class:`PolicyView` is a
:class:`~cardtui.engine.values.View` whose cheap fields are read from the match on
demand, and so are the fields a match class lends by name (``policy_fields``: field name
to a function of the match and this view, e.g. the Hearts core's kept public facts); any
other field builds the game's own plain view once and reads it from there.

Every field equals the plain view's (``tests/test_policy_view.py`` compares them at
every decision of random deals of every game). It is read at once, before the match
moves on: a policy never keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from cardtui.engine.actions import Action, LazyActions
from cardtui.engine.prebuilt import plays_of
from cardtui.engine.values import View


def _trick(match: Any, seat: int, legal: Sequence[Action]) -> Any:
    trick = getattr(match, "trick", None)
    return () if trick is None else plays_of(trick)


EAGER = ("game", "seat", "num_seats", "phase", "to_move", "legal", "hand")
"""The fields set when the view is made (each costs a lookup; fields without a default
have no class attribute, so reading them is a plain attribute read)."""

LAZY: dict[str, Callable[[Any, int, Sequence[Action]], Any]] = {"trick": _trick}
"""The cheap fields read from the match when first read (``match, seat, legal``)."""

CHEAP = (*EAGER, *LAZY)
"""Every field read straight from the match, by name."""


class PolicyView(View):
    """The view of the seat to move, for a play-out policy (see the module's text).

    ``dataclasses.replace`` on it makes a plain :class:`View` of its fields."""

    def __new__(cls, *args: Any, **values: Any) -> Any:
        if values:  # View(**fields), as dataclasses.replace calls it: a plain view
            return View(*args, **values)
        return super().__new__(cls)

    def __init__(self, match: Any, seat: int, legal: Sequence[Action]) -> None:
        state = self.__dict__
        state["_match"], state["_seat"], state["_legal"] = match, seat, legal
        state["game"], state["seat"], state["num_seats"] = match.game.id, seat, match.num_seats
        state["phase"], state["legal"] = match.phase, legal
        state["to_move"] = None if match.over else match.to_move
        state["hand"] = tuple(match.hands[seat])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, View) and _field_values(self) == _field_values(other)

    __hash__ = None  # type: ignore[assignment]

    def plain(self) -> View:
        """The game's own plain view of this seat (built once)."""
        state = self.__dict__
        full: View | None = state.get("_full")
        if full is None:
            full = state["_full"] = state["_match"].plain_view(state["_seat"])
        return full


def _field_values(view: View) -> tuple[Any, ...]:
    return tuple(getattr(view, f.name) for f in fields(View) if f.compare)


def _cheap_property(name: str) -> property:
    read = LAZY[name]

    def get(self: PolicyView) -> Any:
        state = self.__dict__
        if name in state:
            return state[name]
        value = state[name] = read(state["_match"], state["_seat"], state["_legal"])
        return value

    return property(get)


def _full_property(name: str) -> property:
    def get(self: PolicyView) -> Any:
        state = self.__dict__
        if name in state:
            return state[name]
        match = state["_match"]
        lent = match.policy_fields.get(name) if hasattr(match, "policy_fields") else None
        if lent is None:
            return getattr(self.plain(), name)
        value = state[name] = lent(match, self)
        return value

    return property(get)


for _field in fields(View):
    if _field.name not in EAGER:
        setattr(
            PolicyView,
            _field.name,
            _cheap_property(_field.name) if _field.name in LAZY else _full_property(_field.name),
        )


def lends_fields(match: Any) -> bool:
    """Whether a policy's view may read its cheap fields from ``match``: yes, unless its
    class says ``lazy_policy_view = False`` (its own view shows them otherwise)."""
    return bool(getattr(match, "lazy_policy_view", True))


def policy_view_of(match: Any, seat: int, legal: Sequence[Action]) -> View:
    """The :class:`PolicyView` of ``seat``, to move with ``legal`` (the match's legal
    actions, already made) where the match may lend its fields so
    (:func:`lends_fields`), else (or when ``seat`` is not to move) its plain view."""
    if not lends_fields(match) or match.current_seat != seat:
        built: View = match.plain_view(seat)
        return built
    if not isinstance(legal, tuple | LazyActions):
        legal = tuple(legal)
    return PolicyView(match, seat, legal)
