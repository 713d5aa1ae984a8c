"""Values built once: the events and actions a play-out would otherwise build on every move.

:class:`~cardtui.engine.values.Event` is a frozen value, so equal events may be one
shared object. :func:`play_event` keeps one ``play`` event per seat and card, made
on first use; a game returns it instead of building ``Event("play", seat, (card,))``
on every card played (the event is the same value, so nothing a caller sees changes).
Together with :attr:`~cardtui.engine.protocol.Match.quiet` (a search copy's flag: skip
events nobody reads) it takes event building out of the play-out loop.

:func:`play_actions` turns a legal set of cards into its ``play`` actions through one
table lookup per card (``Action.play`` interns, but through a key tuple and a call).
:func:`play_of` is the shared :class:`~cardtui.engine.values.Play` of one face-up card
and :func:`make_view` builds a :class:`~cardtui.engine.values.View` without the frozen
dataclass's one ``object.__setattr__`` per field (views are built on every decision of
a play-out whose policy reads them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import MISSING, fields
from typing import Any

from cardtui.engine.actions import Action, LazyActions
from cardtui.engine.cards import JOKER, RANKS, SUITS, Card
from cardtui.engine.values import Event, Play, View

_PLAYS: dict[tuple[int, Card], Event] = {}
_TRICK_PLAYS: dict[tuple[int, Card], Play] = {}


def play_event(seat: int, card: Card) -> Event:
    """The ``play`` event of ``seat`` playing ``card`` face up (one shared value)."""
    key = (seat, card)
    event = _PLAYS.get(key)
    if event is None:
        event = _PLAYS[key] = Event("play", seat, (card,))
    return event


def play_events(seat: int, card: Card) -> list[Event]:
    """A fresh list holding :func:`play_event` (a game goes on appending to it)."""
    return [play_event(seat, card)]


PLAY_ACTIONS: dict[Card, Action] = {
    card: Action.play(card) for card in (*(Card(r, s) for s in SUITS for r in RANKS), JOKER)
}
"""The one-card ``play`` action of every card."""
play_action = PLAY_ACTIONS.__getitem__
"""The ``play`` action of one card (a table lookup)."""


def play_actions(cards: Iterable[Card]) -> tuple[Action, ...]:
    """The ``play`` actions of ``cards``, in their order."""
    return tuple(map(play_action, cards))


def play_of(seat: int, card: Card) -> Play:
    """The :class:`Play` of ``seat``'s one face-up ``card`` in a trick (one shared value)."""
    key = (seat, card)
    play = _TRICK_PLAYS.get(key)
    if play is None:
        play = _TRICK_PLAYS[key] = Play(seat, (card,))
    return play


def plays_of(trick: Iterable[tuple[int, Card]]) -> tuple[Play, ...]:
    """The shared :func:`play_of` of every ``(seat, card)`` play of ``trick``."""
    get = _TRICK_PLAYS.get
    return tuple([get(p) or play_of(*p) for p in trick])


_VIEW_FIELDS = frozenset(f.name for f in fields(View))
_VIEW_REQUIRED = frozenset(
    f.name for f in fields(View) if f.default is MISSING and f.default_factory is MISSING
)
_VIEW_DEFAULTS = {f.name: f.default for f in fields(View) if f.default is not MISSING}
_VIEW_FACTORIES = tuple(
    (f.name, f.default_factory) for f in fields(View) if f.default_factory is not MISSING
)
_VIEW_PLAIN = "__slots__" not in View.__dict__ and not hasattr(View, "__post_init__")
"""Whether a view's fields live in its ``__dict__`` with nothing run after ``__init__``."""


def make_view(values: dict[str, Any]) -> View:
    """``View(**values)``, the same value, built by filling its ``__dict__`` at once (a
    missing or unknown field still raises the dataclass's own ``TypeError``)."""
    keys = values.keys()
    if not (_VIEW_PLAIN and keys <= _VIEW_FIELDS and keys >= _VIEW_REQUIRED):
        return View(**values)
    view = object.__new__(View)
    state = view.__dict__
    state.update(_VIEW_DEFAULTS)
    for name, factory in _VIEW_FACTORIES:
        if name not in values:
            state[name] = factory()
    state.update(values)
    return view


_NO_HANDS: tuple[list[Card], ...] = ()


def _attr(match: Any, state: dict[str, Any], name: str, default: Any) -> Any:
    """``getattr(match, name, default)``, read from the instance's ``state`` when it is
    there (the common case: one dict lookup)."""
    return state[name] if name in state else getattr(match, name, default)


def common_view(match: Any, seat: int | None, fields: dict[str, Any]) -> View:
    """:meth:`~cardtui.engine.protocol.Match.table_view`: the common part of a view from
    the usual state, ``fields`` added or replacing any of :class:`View`'s fields.

    ``match`` is a :class:`~cardtui.engine.protocol.Match` (typed loosely: the protocol
    imports this module, not the other way round)."""
    hands = match.hands_seen(seat)
    state = match.__dict__
    to_move = None if match.over else match.to_move
    legal: Sequence[Action] = ()
    if seat is not None and seat == to_move:
        legal = match.legal_actions()
        if not isinstance(legal, tuple | LazyActions):
            legal = tuple(legal)
    own = hands[seat] if seat is not None else None
    number = match.deal_number
    base: dict[str, Any] = {
        "game": match.game.id,
        "seat": seat,
        "num_seats": match.num_seats,
        "phase": match.phase,
        "to_move": to_move,
        "legal": legal,
        "hand": own if own is not None else (),
        "hands": hands,
        "hand_sizes": tuple(map(len, _attr(match, state, "hands", _NO_HANDS))),
        "dealer": match.dealer,
        "deal_number": number,
        "deal_code": f"{match.chance.seed}-{number}",
    }
    trick = _attr(match, state, "trick", None)
    if trick is not None:
        base["trick"] = plays_of(trick)
        base["trick_leader"] = trick[0][0] if trick else _attr(match, state, "leader", None)
        base["last_trick"] = plays_of(_attr(match, state, "last_trick", ()))
        base["last_winner"] = _attr(match, state, "last_winner", None)
    tricks_won = _attr(match, state, "tricks_won", None)
    if tricks_won is not None:
        base["tricks_taken"] = tuple(tricks_won)
    base.update(fields)
    return make_view(base)
