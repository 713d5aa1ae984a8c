"""Tables a trick game's hot path reads, worked out once per card order and shared.

A :class:`~cardtui.engine.trick.CardOrder` says each card's effective suit and power;
play-outs also want each card's place in a sorted hand, its strength in a trick of
each led suit and a memo of legal sets. :func:`order_tables` builds them once per order (orders
are cached per trump), and every match, search copy and deep copy shares them: they
are never changed, except the memo, which only grows with pure results.

(A candidate for :mod:`cardtui.engine.trick`; Sheep's Head and Doppelkopf use it.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.prebuilt import play_actions
from cardtui.engine.trick import (
    MUST_FOLLOW,
    TRUMP,
    CardOrder,
    TrickContext,
    refusal_reason,
)

MEMO_LIMIT = 30_000
"""Legal sets remembered per card order before the memo starts afresh (a few MB)."""
RECENT_LIMIT = 64
"""Legal sets of public matches remembered per card order before that memo starts afresh:
enough for ``apply`` to find the set ``legal_actions`` just worked out."""


@dataclass(frozen=True, eq=False)
class OrderTables:
    """The shared tables of one card order."""

    order: CardOrder
    suit: Mapping[Card, str]
    """Effective suit of every card (``T`` for a trump)."""
    power: Mapping[Card, int]
    """Trick power of every card; every trump's lies above every plain card's."""
    rank: Mapping[Card, int]
    """Each card's place in a sorted hand."""
    strength: Mapping[str, Mapping[Card, int]]
    """Per led effective suit, each card's power in that trick (0: it cannot win it), so
    the winner is the first card of the highest strength."""
    memo: dict[tuple[Any, ...], tuple[Action, ...]] = field(default_factory=dict)
    """Legal sets of play-outs: (led suit, *hand) to the actions (a pure function)."""
    recent: dict[tuple[Any, ...], tuple[Action, ...]] = field(default_factory=dict)
    """The same for public matches, kept small (:data:`RECENT_LIMIT`)."""

    def __copy__(self) -> OrderTables:
        return self

    def __deepcopy__(self, memo: object) -> OrderTables:
        return self

    def sort(self, hands: Sequence[list[Card]]) -> None:
        """Sort every hand in place by :attr:`rank`."""
        key = self.rank.__getitem__
        for held in hands:
            held.sort(key=key)

    def remember(self, key: tuple[Any, ...], legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """Keep ``legal`` under ``key`` (the memo starts afresh past :data:`MEMO_LIMIT`)."""
        memo = self.memo
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = legal
        return legal


@cache
def order_tables(order: CardOrder, rank: tuple[Card, ...] | None = None) -> OrderTables:
    """The tables of ``order``; hands sort by ``rank`` (a sorted deck) when given, else
    by :meth:`CardOrder.sort_hand` (trumps high to low, then ♣ ♠ ♥ ♦)."""
    ranked = rank if rank is not None else order.sort_hand(order.suit)
    strength = {
        led: {c: p if order.suit[c] in (led, TRUMP) else 0 for c, p in order.power.items()}
        for led in set(order.suit.values())
    }
    return OrderTables(
        order=order,
        suit=order.suit,
        power=order.power,
        rank={card: i for i, card in enumerate(ranked)},
        strength=strength,
    )


def follow_legal(match: Any, seat: int) -> tuple[Action, ...]:
    """The plays of ``seat`` that follow the led effective suit («в масть»), or every card
    when void: the engine's ``MUST_FOLLOW`` over ``match.tables.order``, one action per
    distinct card. A pure function of the order, the led suit and the hand, remembered per
    order in a search copy (:attr:`~cardtui.engine.protocol.Match.quiet`: play-outs of one
    search meet the same hands again and again); a public match, whose hands seldom come
    back, keeps only its last few (:attr:`OrderTables.recent`: ``apply`` checks the set
    ``legal_actions`` gave; a large memo of misses only grows and costs garbage collection).

    ``match`` keeps ``hands``, ``trick`` (``(seat, card)`` pairs), ``led`` (the led
    effective suit, ``""`` when leading) and ``tables`` (its :class:`OrderTables`)."""
    hand = match.hands[seat]
    tables: OrderTables = match.tables
    led = match.led
    key = (led, *hand)
    if not match.quiet:
        recent = tables.recent
        legal = recent.get(key)
        if legal is None:
            if len(recent) >= RECENT_LIMIT:
                recent.clear()
            legal = recent[key] = _follow(hand, led, tables.suit)
        return legal
    legal = tables.memo.get(key)
    if legal is None:
        legal = tables.remember(key, _follow(hand, led, tables.suit))
    return legal


def _follow(hand: Sequence[Card], led: str, suit: Mapping[Card, str]) -> tuple[Action, ...]:
    """``MUST_FOLLOW`` of ``hand`` when ``led`` (an effective suit, ``""``: a lead) was led:
    the play of every distinct card of that suit, or of every card when there is none."""
    if led:
        same = [c for c in hand if suit[c] == led]
        if same:
            return play_actions(dict.fromkeys(same))
    return play_actions(dict.fromkeys(hand))


def follow_refusal(match: Any, seat: int, action: Action) -> str:
    """Why a play is refused under :func:`follow_legal`: the engine's follow rule names it."""
    if action.kind != "play" or len(action.cards) != 1:
        return "not_your_choice"
    trick = match.trick
    context = TrickContext(match.tables.order, trick[0][1] if trick else None)
    reason = refusal_reason(action.cards[0], match.hands[seat], context, (MUST_FOLLOW,))
    return reason or "not_your_choice"
