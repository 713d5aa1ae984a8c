"""The Hearts family's trick pieces: interned plays, decks, hand order and follow rules.

Shared by every Hearts game and by Kierki: the one-card play actions and ``play``
events made once, the decks, the display order of a hand (clubs, diamonds, spades,
hearts, each high to low; trumps first), the lead rules on hearts, written as
the engine's composable :class:`~cardtui.engine.trick.FollowRule` checks and split
into lead and follow rules (:func:`split_rules`), and each card order's play-out
tables (:class:`OrderTables`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter

from cardtui.engine import Action, Card, Event, deck
from cardtui.engine.trick import CardOrder, FollowRule, TrickContext

HEARTS = "H"
"""The suit of hearts («черви»)."""

_PLAY: dict[Card, Action] = {c: Action.play(c) for c in (*deck(52), *deck(32), Card.parse("JK"))}
play_action = _PLAY.__getitem__
"""The interned one-card play of a card."""


def plays_of(cards: Sequence[Card]) -> tuple[Action, ...]:
    """The plays of ``cards``, in order (one C call for two or more)."""
    if len(cards) > 1:
        plays: tuple[Action, ...] = itemgetter(*cards)(_PLAY)
        return plays
    return (_PLAY[cards[0]],) if cards else ()


PLAY_EVENTS: list[dict[Card, Event]] = [
    {c: Event("play", seat, (c,)) for c in _PLAY} for seat in range(8)
]
"""The ``play`` event of every seat and card, made once (``PLAY_EVENTS[seat][card]``)."""


def play_event(seat: int, card: Card) -> Event:
    """The ``play`` event of ``seat`` playing ``card``."""
    return PLAY_EVENTS[seat][card]


def full_deck(size: int = 52, remove: str = "", add: str = "") -> tuple[Card, ...]:
    """A ``size``-card deck without the cards of ``remove``, with those of ``add``."""
    gone = set(remove.split())
    cards = [c for c in deck(size) if c.code not in gone]
    cards += [Card.parse(code) for code in add.split()]
    return tuple(cards)


def suit_cards(suit: str, ranks: str = "AKQJT98765432") -> tuple[Card, ...]:
    """The cards of one suit."""
    return tuple(Card(r, suit) for r in ranks)


HAND_SUITS = "CDSH"
"""The display order of the suits in a hand."""

_SORT_TABLES: dict[tuple[type, str, str | None, tuple[Card, ...]], dict[Card, int]] = {}


def sort_table(order: CardOrder, cards: tuple[Card, ...]) -> dict[Card, int]:
    """Card to its place in a sorted hand under ``order`` (trumps first, then clubs,
    diamonds, spades, hearts, each high to low), made once per order and deck."""
    key = (type(order), order.suit_ranks, order.trump_suit, cards)
    table = _SORT_TABLES.get(key)
    if table is None:
        table = _SORT_TABLES[key] = {c: i for i, c in enumerate(order.sort_hand(cards, HAND_SUITS))}
    return table


@dataclass
class HeartsContext(TrickContext):
    """A trick context that also knows whether hearts have been played this deal."""

    broken: bool = False


def _hearts_not_broken(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is not None or getattr(ctx, "broken", True):
        return cards
    return [c for c in cards if ctx.order.suit[c] != HEARTS]


HEARTS_MUST_BE_BROKEN = FollowRule("hearts_not_broken", _hearts_not_broken, liftable=True)
"""No heart (effective suit) may be led before one has been played, unless only hearts are left."""


def _no_heart_lead(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is not None:
        return cards
    return [c for c in cards if ctx.order.suit[c] != HEARTS] or cards


NO_HEART_LEAD = FollowRule("hearts_lead_ban", _no_heart_lead)
"""No heart may be led while the leader holds any other card (Kierki N2, N5, N7)."""


LEAD_ONLY: frozenset[FollowRule] = frozenset({HEARTS_MUST_BE_BROKEN, NO_HEART_LEAD})
"""Rules that change nothing once a card has been led (checked on the lead only)."""


def split_rules(
    rules: Sequence[FollowRule], follow_only: frozenset[FollowRule] = frozenset()
) -> tuple[tuple[FollowRule, ...], tuple[FollowRule, ...]]:
    """``rules`` as (the rules of a lead, the rules of a follow), in order: a rule that
    cannot narrow a lead (``follow_only``) or a follow (:data:`LEAD_ONLY`) is left out of
    it, so a play-out builds no context where no rule applies."""
    lead = tuple(r for r in rules if r not in follow_only)
    follow = tuple(r for r in rules if r not in LEAD_ONLY)
    return lead, follow


def follow_suit(hand: Sequence[Card], suits: dict[Card, str], led: Card | None) -> list[Card]:
    """The cards of ``hand`` that follow the led card's effective suit (all when leading or
    void): the engine's ``MUST_FOLLOW`` without building a context."""
    if led is not None:
        suit = suits[led]
        same = [c for c in hand if suits[c] == suit]
        if same:
            return same
    return list(hand)


@dataclass(frozen=True, slots=True)
class OrderTables:
    """A card order's play-out tables, made once per order."""

    follows: Mapping[Card, frozenset[Card]]
    """Card to the cards that follow it: those of its effective suit (a play-out tests
    them with ``follows[led].__contains__``, a C call; the table itself is plain data, so
    a save's checkpoint can hold it)."""
    plain_beats: bool
    """Whether the order's strength tables name a trick's winner (``CardOrder.plain_beats``:
    the highest trump, else the highest card of the led suit; or an order whose own tables
    agree with its ``beats``, as the joker's)."""


_TABLES: dict[int, tuple[CardOrder, OrderTables]] = {}


def order_tables(order: CardOrder) -> OrderTables:
    """The :class:`OrderTables` of ``order``, made once per order."""
    hit = _TABLES.get(id(order))
    if hit is not None and hit[0] is order:
        return hit[1]
    members: dict[str, set[Card]] = {}
    for card, suit in order.suit.items():
        members.setdefault(suit, set()).add(card)
    holds = {suit: frozenset(cards) for suit, cards in members.items()}
    follows = {card: holds[suit] for card, suit in order.suit.items()}
    tables = OrderTables(follows, order.plain_beats)
    _TABLES[id(order)] = (order, tables)
    return tables
