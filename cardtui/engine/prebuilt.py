"""Values built once: the events and actions a play-out would otherwise build on every move.

:class:`~cardtui.engine.values.Event` is a frozen value, so equal events may be one
shared object. :func:`play_event` keeps one ``play`` event per seat and card, made
on first use; a game returns it instead of building ``Event("play", seat, (card,))``
on every card played (the event is the same value, so nothing a caller sees changes).
Together with :attr:`~cardtui.engine.protocol.Match.quiet` (a search copy's flag: skip
events nobody reads) it takes event building out of the play-out loop.

:func:`play_actions` turns a legal set of cards into its ``play`` actions through one
table lookup per card (``Action.play`` interns, but through a key tuple and a call).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtui.engine.actions import Action
from cardtui.engine.cards import JOKER, RANKS, SUITS, Card
from cardtui.engine.values import Event

_PLAYS: dict[tuple[int, Card], Event] = {}


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
