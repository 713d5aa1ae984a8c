"""Shared follow rules for answers of several cards: a lead of k cards answered by k.

Where a lead may hold several cards (multi-card-lead Kozel), every other player answers
with a set of as many cards. What such a set must satisfy is data, composed the way
:class:`~cardtui.engine.trick.FollowRule` checks compose for one card: a game lists its
kinds of answer (:class:`SetAnswer`: a ``beat`` face up, a ``discard`` face down...), each
with the :class:`SetRule` checks it must pass, and the engine works out the legal sets
(:func:`answer_sets`; for one card :func:`answer_pool`) and why an answer is refused
(:func:`answer_refusal`).

An answer's shape is checked first, with these codes in this order:

* ``not_your_choice``: its kind is none of the game's answers;
* ``no_cards``: it holds no card;
* ``card_not_in_hand``: one of its cards is not in the hand, or it names a card twice;
* ``wrong_card_count``: it holds fewer or more cards than the set it answers;

then the rules of its kind in their order: the first that refuses it gives the code.
The shared rules:

* :data:`BEATS_ONE_TO_ONE` (``does_not_beat``): the cards beat the set they answer one
  to one: there is a pairing in which each card beats its own partner;
* :data:`FOLLOWS_SUITS` (``must_follow_suit``): of every suit led, as many cards as were
  led, as far as the hand has them;
* :data:`TRUMPS_WHEN_VOID` (``must_trump``): for the led cards the hand cannot follow, as
  many trumps (as far as it has them).

A game that says "beat it all or give up as many cards face down" (multi-card-lead
Kozel, where beating is never compulsory) lists
``(SetAnswer("beat", (BEATS_ONE_TO_ONE,)), SetAnswer("discard"))``.

>>> from cardtui.engine.cards import parse_cards
>>> ctx = SetContext(best=parse_cards("TH KH"), beaten=beaten_table("C", "ATKQJ9876"))
>>> list(answer_sets(parse_cards("AH 6C QH 7D"), ctx, SetAnswer("beat", (BEATS_ONE_TO_ONE,))))
[(Card.parse('AH'), Card.parse('6C'))]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, permutations
from types import MappingProxyType
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.trick import TRUMP

NOTHING: Mapping[Any, Any] = MappingProxyType({})
"""An empty table (the default of :class:`SetContext`'s tables)."""


class SetContext:
    """What a set rule may look at: the set to answer, the game's order, the lead."""

    __slots__ = ("beaten", "best", "led", "suit")

    def __init__(
        self,
        best: tuple[Card, ...],
        beaten: Mapping[Card, frozenset[Card]] = NOTHING,
        led: tuple[Card, ...] = (),
        suit: Mapping[Card, str] = NOTHING,
    ) -> None:
        self.best = best
        """The set to answer: the lead, or the set that beats it so far."""
        self.beaten = beaten
        """Per card, the cards it beats in this deal (the game's order, e.g.
        :func:`beaten_table`)."""
        self.led = led
        """The lead of the trick, which the follow rules read (the best set when empty)."""
        self.suit = suit
        """Per card its effective suit (``CardOrder.suit``: ``T`` for a trump), for the
        follow rules; a card missing here has its printed suit."""


Pool = Callable[[Sequence[Card], SetContext], list[Card]]
"""``(hand, ctx)``: the hand's cards that can stand in a passing answer, in hand order."""


@dataclass(frozen=True, slots=True)
class SetRule:
    """One composable check of an answer of several cards.

    ``allows(answer, hand, ctx)`` says whether an answer of the right shape passes;
    ``reason`` is the code reported when it does not. ``pool(hand, ctx)``, when given,
    is the hand's cards that can stand in a passing answer, in hand order: the legal sets
    are drawn from them only (a cheaper search); for a one-card answer it must be
    exactly the passing cards.
    """

    reason: str
    allows: Callable[[Sequence[Card], Sequence[Card], SetContext], bool]
    pool: Pool | None = None


@dataclass(frozen=True, slots=True)
class SetAnswer:
    """One kind of answer (the action kind, such as ``beat`` or ``discard``) and its rules.

    ``pool`` is worked out from the rules when the answer is made: the one pool of its
    rules, the cards every pool keeps when several have one, ``None`` (every card) when
    none has."""

    kind: str
    rules: tuple[SetRule, ...] = ()
    pool: Pool | None = field(init=False, default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        pools = [rule.pool for rule in self.rules if rule.pool is not None]
        object.__setattr__(self, "pool", pools[0] if len(pools) == 1 else _kept_by_all(pools))


def _kept_by_all(pools: Sequence[Pool]) -> Pool | None:
    """One pool of the cards that each of ``pools`` keeps (``None`` without any)."""
    if not pools:
        return None

    def pool(hand: Sequence[Card], ctx: SetContext) -> list[Card]:
        kept = list(hand)
        for each in pools:
            allowed = each(hand, ctx)
            kept = [c for c in kept if c in allowed]
        return kept

    return pool


# --- the shared rules ----------------------------------------------------------------


def beats_one_to_one(
    cards: Sequence[Card], best: tuple[Card, ...], beaten: Mapping[Card, frozenset[Card]]
) -> bool:
    """Whether ``cards`` beat ``best`` one to one (a perfect pairing exists)."""
    return len(cards) == len(best) and _beats(cards, (), SetContext(best, beaten))


def _beats(answer: Sequence[Card], hand: Sequence[Card], ctx: SetContext) -> bool:
    best, beaten = ctx.best, ctx.beaten
    if len(answer) == 1:
        return best[0] in beaten[answer[0]]
    if len(answer) == 2:
        a, b = beaten[answer[0]], beaten[answer[1]]
        x, y = best
        return (x in a and y in b) or (y in a and x in b)
    return any(
        all(b in beaten[c] for c, b in zip(order, best, strict=True))
        for order in permutations(answer)
    )


def _beating_pool(hand: Sequence[Card], ctx: SetContext) -> list[Card]:
    """The cards that beat at least one card of the set (for one card: those that beat it)."""
    best, beaten = ctx.best, ctx.beaten
    if len(best) == 1:
        led = best[0]
        return [c for c in hand if led in beaten[c]]
    return [c for c in hand if not beaten[c].isdisjoint(best)]


BEATS_ONE_TO_ONE = SetRule("does_not_beat", _beats, _beating_pool)
"""The answer beats the set one to one: each card its own partner card (``ctx.beaten``)."""


def _suits(cards: Sequence[Card], ctx: SetContext) -> Counter[str]:
    suit = ctx.suit
    return Counter(suit.get(c, c.suit) for c in cards)


def _follow_duty(hand: Sequence[Card], ctx: SetContext) -> dict[str, int]:
    """Per led suit, the cards of it an answer must hold: as many as led, as far as held."""
    held = _suits(hand, ctx)
    return {s: min(n, held[s]) for s, n in _suits(ctx.led or ctx.best, ctx).items()}


def _follows(answer: Sequence[Card], hand: Sequence[Card], ctx: SetContext) -> bool:
    got = _suits(answer, ctx)
    return all(got[s] >= n for s, n in _follow_duty(hand, ctx).items())


def _following_pool(hand: Sequence[Card], ctx: SetContext) -> list[Card]:
    """For one card: the cards of the led suit, or every card when there is none."""
    if len(ctx.best) != 1:
        return list(hand)
    suit = ctx.suit
    led = ctx.led[0] if ctx.led else ctx.best[0]
    led_suit = suit.get(led, led.suit)
    return [c for c in hand if suit.get(c, c.suit) == led_suit] or list(hand)


FOLLOWS_SUITS = SetRule("must_follow_suit", _follows, _following_pool)
"""Of every suit led (effective suits, ``ctx.suit``), as many cards as were led, as far
as the hand has them (a trump lead asks for trumps)."""


def trump_duty(hand: Sequence[Card], ctx: SetContext) -> int:
    """Trumps an answer must hold when the hand cannot follow every led plain card: the
    led trumps and one for each such card, as far as the hand has trumps; else none."""
    held = _suits(hand, ctx)
    led = _suits(ctx.led or ctx.best, ctx)
    short = sum(max(0, n - held[s]) for s, n in led.items() if s != TRUMP)
    return min(led[TRUMP] + short, held[TRUMP]) if short else 0


def _trumps(answer: Sequence[Card], hand: Sequence[Card], ctx: SetContext) -> bool:
    return _suits(answer, ctx)[TRUMP] >= trump_duty(hand, ctx)


def _trumping_pool(hand: Sequence[Card], ctx: SetContext) -> list[Card]:
    """For one card: the trumps when the hand cannot follow and has any, else every card."""
    if len(ctx.best) != 1 or not trump_duty(hand, ctx):
        return list(hand)
    suit = ctx.suit
    return [c for c in hand if suit.get(c, c.suit) == TRUMP]


TRUMPS_WHEN_VOID = SetRule("must_trump", _trumps, _trumping_pool)
"""For the led plain cards the hand cannot follow, as many trumps, as far as it has them."""


def beaten_table(trump: str | None, ranks: str) -> dict[Card, frozenset[Card]]:
    """Per card of the deck of ``ranks`` (high to low), the cards it beats: a higher card
    of its suit, and every plain card when it is of the ``trump`` suit."""
    cards = deck(ranks=ranks)
    power = {r: len(ranks) - i for i, r in enumerate(ranks)}

    def beats(card: Card, other: Card) -> bool:
        if card.suit == other.suit:
            return power[card.rank] > power[other.rank]
        return card.suit == trump

    return {c: frozenset(o for o in cards if beats(c, o)) for c in cards}


# --- legal sets and refusals ---------------------------------------------------------


def answer_pool(hand: Sequence[Card], ctx: SetContext, answer: SetAnswer) -> list[Card]:
    """The hand's cards that can stand in an ``answer`` passing its rules, in hand order
    (its :attr:`~SetAnswer.pool`); for a one-card answer, exactly the legal cards."""
    pool = answer.pool
    return list(hand) if pool is None else pool(hand, ctx)


def answer_sets(
    hand: Sequence[Card], ctx: SetContext, answer: SetAnswer
) -> Iterator[tuple[Card, ...]]:
    """Every ``answer`` of as many cards as ``ctx.best`` that passes its rules:
    combinations of the cards of :func:`answer_pool`, in hand order (made as they are
    read)."""
    pool = answer.pool
    sets = combinations(hand if pool is None else pool(hand, ctx), len(ctx.best))
    rules = answer.rules
    if not rules or len(ctx.best) == 1:  # a one-card pool is exactly the passing cards
        return sets
    if len(rules) == 1:
        allows = rules[0].allows
        return (s for s in sets if allows(s, hand, ctx))
    return (s for s in sets if all(rule.allows(s, hand, ctx) for rule in rules))


def held_reason(cards: Sequence[Card], hand: Sequence[Card]) -> str | None:
    """``no_cards`` for no card, ``card_not_in_hand`` for a card not held or named twice."""
    if not cards:
        return "no_cards"
    if any(c not in hand for c in cards) or len(set(cards)) < len(cards):
        return "card_not_in_hand"
    return None


def answer_refusal(
    action: Action, hand: Sequence[Card], ctx: SetContext, answers: Sequence[SetAnswer]
) -> str | None:
    """The code of the first check that refuses ``action`` as an answer (its shape, then
    the rules of its kind), or ``None`` when it passes them all."""
    answer = next((a for a in answers if a.kind == action.kind), None)
    if answer is None:
        return "not_your_choice"
    cards = action.cards
    reason = held_reason(cards, hand)
    if reason is not None:
        return reason
    if len(cards) != len(ctx.best):
        return "wrong_card_count"
    for rule in answer.rules:
        if not rule.allows(cards, hand, ctx):
            return rule.reason
    return None
