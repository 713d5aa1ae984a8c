"""The Kozel family's simple bot, for the jacks-over-trumps games: «Козлы» and «Козёл при вальтах».

A Kozel game without a simple bot of its own (``bots/<game_id>.py``) gets this one:
the classic, multi-lead and 24-card games have their own.

Play is free (no follow rules), so every card is always legal. The bot weighs
each card by a rough expected value: the points it would take (trick points and
its own card), the chance that nobody after it takes the trick over, what the
card is worth for later tricks (jacks and high trumps are kept for valuable
tricks), and the points it hands to an opponent when it loses. It leads cheap
cards and dumps low cards when it cannot win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from cardtui.bots.card_values import standard_points
from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card
from cardtui.engine.protocol import View
from cardtui.engine.trick import CardOrder
from cardtui.games.kozel.facts import JacksPublic

PLAIN_RANKS = "ATKQ987"
"""Suit order once the jacks have left their suits."""

HOLD_CHANCE = {"jack": 0.85, "trump": 0.7, "plain": 0.45}
"""Rough chance that one later player does not take a trick over, by the kind of winning card."""

KEEP_VALUE = {"jack": 6.0, "trump": 2.0, "plain": 0.0}
"""What a card is worth for later tricks, by kind (the top jack gets a bonus)."""


def card_order(view: View) -> CardOrder:
    """The view's card order: jacks (in the game's order), then the trump suit."""
    facts = view.public
    return _card_order(view.trump, facts.jack_order if isinstance(facts, JacksPublic) else "CSHD")


@lru_cache(maxsize=128)
def _card_order(trump_suit: str, jack_order: str) -> CardOrder:
    jacks = tuple(Card("J", s) for s in jack_order)
    return CardOrder(trumps=jacks, trump_suit=trump_suit or None, suit_ranks=PLAIN_RANKS)


def _points(card: Card) -> int:
    return STANDARD_POINTS.get(card.rank, 0)


class JackKozelBot:
    """Wins valuable tricks cheaply, keeps jacks for points, dumps low cards."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """The play with the best rough expected value (cheap leads, cheap wins)."""
        plays = [a for a in view.legal if a.kind == "play" and len(a.cards) == 1]
        if not plays:
            return view.legal[0]
        order = card_order(view)
        hand = [a.card for a in plays]
        trick = [(p.seat, p.card) for p in view.trick if p.card is not None]
        card = self._lead(order, hand) if not trick else self._follow(order, hand, trick, view)
        return Action.play(card)

    def _kind(self, order: CardOrder, card: Card) -> str:
        if card.rank == "J":
            return "jack"
        return "trump" if order.is_trump(card) else "plain"

    def _keep(self, order: CardOrder, card: Card) -> float:
        value = KEEP_VALUE[self._kind(order, card)]
        if card is order.trumps[0]:
            value += 3.0
        elif order.is_trump(card) and card.rank in "AT":
            value += 1.0
        return value

    def _lead(self, order: CardOrder, hand: Sequence[Card]) -> Card:
        """Lead the card that costs least: few points, little future value, low power."""
        return min(hand, key=lambda c: (_points(c) + self._keep(order, c), order.power[c]))

    def _follow(
        self, order: CardOrder, hand: Sequence[Card], trick: list[tuple[int, Card]], view: View
    ) -> Card:
        led = order.effective_suit(trick[0][1])
        best = next(c for s, c in trick if s == order.winner(trick))
        trick_points = sum(_points(c) for _, c in trick)
        later = view.num_seats - 1 - len(trick)

        def value(card: Card) -> tuple[float, int]:
            keep = self._keep(order, card)
            if not order.beats(card, best, led):
                return (-_points(card) - keep, -order.power[card])
            hold = 1.0 if card is order.trumps[0] else HOLD_CHANCE[self._kind(order, card)] ** later
            gain = hold * (trick_points + _points(card)) - (1 - hold) * _points(card)
            return (gain - keep, -order.power[card])

        return max(hand, key=value)


card_worth = standard_points
"""The cards carry the standard card points (:mod:`cardtui.bots.card_values`)."""
SIMPLE_BOT = JackKozelBot
"""The simple bot of a Kozel game that has none of its own."""
