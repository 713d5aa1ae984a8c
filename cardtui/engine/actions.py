"""Actions: the small frozen values a seat (or the engine, for a blind) chooses.

Every action of every game is one :class:`Action`: a ``kind`` (``play``,
``pass``, ``boast``, ``demand``, ``cut``, ``bid``...), the cards it moves, and an
optional ``value`` (the boast kind, a cut depth, a named suit). The text form
round-trips: ``play QC``, ``discard 7H 8S``, ``boast:pants``, ``cut:5``.

>>> a = Action.parse("boast:pants")
>>> a.kind, a.value
('boast', 'pants')
>>> str(Action.play(Card.parse("QC")))
'play QC'
>>> Action.parse("give:1 8C") == Action("give", (Card.parse("8C"),), "1")
True
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.cards import Card, parse_cards, sort_key
from cardtui.engine.errors import NotationError


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: ``kind``, the ``cards`` it moves, and an optional ``value``."""

    kind: str
    """What is done: ``play``, ``pass``, ``boast``, ``demand``... (a stable code)."""
    cards: tuple[Card, ...] = ()
    """The cards moved, in a canonical order for multi-card actions."""
    value: str = ""
    """A parameter: boast kind, cut depth, suit letter, seat number..."""

    @staticmethod
    def play(*cards: Card) -> Action:
        """Play one card, or several (sorted canonically, so selection order never matters)."""
        if len(cards) == 1:
            return _single_play(cards[0])
        return Action("play", tuple(sorted(cards, key=sort_key)))

    @staticmethod
    def choice(kind: str, value: str = "") -> Action:
        """A cardless decision such as ``pass`` or ``boast:mirror``."""
        return Action(kind, (), value)

    @property
    def card(self) -> Card:
        """The single card of a one-card action."""
        if len(self.cards) != 1:
            raise ValueError(f"{self} does not carry exactly one card")
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form produced by ``str(action)``."""
        parts = text.split()
        if not parts:
            raise NotationError("empty action")
        head, _, value = parts[0].partition(":")
        if not head.isidentifier():
            raise NotationError(f"not an action: {text!r}")
        cards = parse_cards(parts[1:])
        if head == "play" and not value:
            return cls.play(*cards) if cards else cls("play")
        return cls(head, cards, value)

    def __str__(self) -> str:
        head = f"{self.kind}:{self.value}" if self.value else self.kind
        if not self.cards:
            return head
        return head + " " + " ".join(c.code for c in self.cards)


_PLAYS: dict[Card, Action] = {}


def _single_play(card: Card) -> Action:
    action = _PLAYS.get(card)
    if action is None:
        action = _PLAYS[card] = Action("play", (card,))
    return action


PASS = Action("pass")
"""The common ``pass`` decision."""
