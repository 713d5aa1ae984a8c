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

from collections.abc import Sequence
from typing import ClassVar

from cardtui.engine.cards import Card, parse_cards, sort_key
from cardtui.engine.errors import NotationError


class Action:
    """One decision: ``kind``, the ``cards`` it moves, and an optional ``value``.

    Actions are interned like cards: two equal actions are the same object, so
    comparing and hashing them is as cheap as for any object.
    """

    __slots__ = ("cards", "kind", "value")
    _interned: ClassVar[dict[tuple[str, tuple[Card, ...], str], Action]] = {}

    kind: str
    """What is done: ``play``, ``pass``, ``boast``, ``demand``... (a stable code)."""
    cards: tuple[Card, ...]
    """The cards moved, in a canonical order for multi-card actions."""
    value: str
    """A parameter: boast kind, cut depth, suit letter, seat number..."""

    def __new__(cls, kind: str, cards: Sequence[Card] = (), value: str = "") -> Action:
        key = (kind, tuple(cards), value)
        action = cls._interned.get(key)
        if action is None:
            action = object.__new__(cls)
            object.__setattr__(action, "kind", kind)
            object.__setattr__(action, "cards", key[1])
            object.__setattr__(action, "value", value)
            cls._interned[key] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __reduce__(self) -> tuple[type[Action], tuple[str, tuple[Card, ...], str]]:
        return (Action, (self.kind, self.cards, self.value))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    def __repr__(self) -> str:
        return f"Action({self.kind!r}, {self.cards!r}, {self.value!r})"

    @staticmethod
    def play(*cards: Card) -> Action:
        """Play one card, or several (sorted canonically, so selection order never matters)."""
        if len(cards) == 1:
            action = _ONE_CARD_PLAYS.get(cards[0])
            if action is None:
                action = _ONE_CARD_PLAYS[cards[0]] = Action("play", cards)
            return action
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


_ONE_CARD_PLAYS: dict[Card, Action] = {}
"""``Action.play(card)`` per card, made on first use (no key tuple on every call)."""

PASS = Action("pass")
"""The common ``pass`` decision."""


class LazyActions(Sequence[Action]):
    """An immutable legal set whose actions are made when read, not all at once.

    For sets too large to build at every view (the Hearts passes: 286 of three cards from
    thirteen). A view keeps it as it is; it equals any tuple or list of the same actions.
    A subclass gives ``__len__``, ``__getitem__`` and :meth:`kinds`, and must never change."""

    __slots__ = ()

    def kinds(self) -> frozenset[str]:
        """The kinds of action in the set, known without making them."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LazyActions | tuple | list):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))


def action_kinds(actions: Sequence[Action]) -> frozenset[str]:
    """The kinds of ``actions`` (a lazy set says them without making its actions)."""
    if isinstance(actions, LazyActions):
        return actions.kinds()
    return frozenset(a.kind for a in actions)
