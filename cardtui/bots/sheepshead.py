"""A rule-based Sheep's Head (Баранья голова) bot that sees only its view.

Declaring: name a long suit when obliged or forced, volunteer only with four cards
headed by the jack; claim with five cards unless the partner already claimed.
Play: draw trumps as a maker holding the top trump, cash sure winners, win cheaply,
give points to a partner whose card stands, never overtake him, discard cheap cards.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtui.bots.card_values import standard_points
from cardtui.engine import PASS, STANDARD_POINTS, Action, Card, View, deck
from cardtui.engine.facts import facts_as
from cardtui.engine.trick import CardOrder
from cardtui.games.sheepshead.facts import SheepsheadPublic

SUITS = "CSHD"
SENIORITY = {"C": 4, "S": 3, "H": 2, "D": 1}
JACKS = tuple(Card("J", s) for s in SUITS)
DECK = tuple(deck(32))

_ORDERS: dict[tuple[str, bool], CardOrder] = {}


def order_for(trump: str, jacks: bool) -> CardOrder:
    """The deal's card order, rebuilt from the view (the bot does not import the game)."""
    key = (trump, jacks)
    if key not in _ORDERS:
        if jacks:
            _ORDERS[key] = CardOrder(trumps=JACKS, trump_suit=trump, suit_ranks="AKQT987")
        else:
            _ORDERS[key] = CardOrder(trump_suit=trump, suit_ranks="JAKQT987")
    return _ORDERS[key]


def points(card: Card) -> int:
    """Card points: A 11, 10 10, K 4, Q 3, J 2."""
    return STANDARD_POINTS.get(card.rank, 0)


def suit_cards(hand: Iterable[Card], suit: str, jacks: bool) -> list[Card]:
    """The cards that count toward ``suit`` for declaring (the option adds every jack)."""
    return [c for c in hand if c.suit == suit or (jacks and c.rank == "J")]


class SheepsheadBot:
    """Simple Sheep's Head player; see the module docstring."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """Pick one of ``view.legal``."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == "play":
            return self._play(view)
        if view.phase == "claim":
            return self._claim(view)
        return self._declare(view)

    # --- declaring ----------------------------------------------------------------

    def _strength(self, view: View, suit: str) -> tuple[int, int, int]:
        cards = suit_cards(view.hand, suit, _public(view).jacks_permanent_trumps)
        return (len(cards), sum(points(c) for c in cards), SENIORITY[suit])

    def _declare(self, view: View) -> Action:
        names = [a for a in view.legal if a.kind == "declare"]
        best = max(names, key=lambda a: self._strength(view, a.value))
        if PASS not in view.legal:
            return best
        count, _, _ = self._strength(view, best.value)
        jacks = _public(view).jacks_permanent_trumps
        top = JACKS[0] if jacks else Card("J", best.value)
        if count >= 4 and top in view.hand and Card("A", best.value) in view.hand:
            return best
        return PASS

    def _claim(self, view: View) -> Action:
        claims = [a for a in view.legal if a.kind == "claim"]
        partner = ((view.seat or 0) + 2) % 4
        partner_claimed = any(
            c["seat"] == partner and c["call"] == "claim" for c in _public(view).calls
        )
        if not claims or partner_claimed:
            return next(a for a in view.legal if a.kind == "waive")
        return max(claims, key=lambda a: self._strength(view, a.value))

    # --- play ------------------------------------------------------------------------

    def _play(self, view: View) -> Action:
        order = order_for(view.trump, _public(view).jacks_permanent_trumps)
        cards = [a.card for a in view.legal]
        unseen = self._unseen(view)
        trick = [(p.seat, p.card) for p in view.trick if p.card is not None]
        if not trick:
            card = self._lead(view, order, cards, unseen)
        else:
            card = self._follow(view, order, cards, unseen, trick)
        return Action.play(card)

    def _unseen(self, view: View) -> set[Card]:
        seen = set(view.hand)
        for trick in _public(view).history:
            seen.update(p.card for p in trick if p.card is not None)
        seen.update(p.card for p in view.trick if p.card is not None)
        return set(DECK) - seen

    @staticmethod
    def _boss(card: Card, order: CardOrder, unseen: set[Card]) -> bool:
        suit = order.suit[card]
        return not any(order.suit[u] == suit and order.power[u] > order.power[card] for u in unseen)

    def _cheapest(self, order: CardOrder, cards: Sequence[Card]) -> Card:
        return min(cards, key=lambda c: (points(c), order.is_trump(c), order.power[c]))

    def _lead(self, view: View, order: CardOrder, cards: list[Card], unseen: set[Card]) -> Card:
        seat = view.seat or 0
        makers = _public(view).maker_team == seat % 2
        trumps = [c for c in cards if order.is_trump(c)]
        trumps_out = any(order.is_trump(u) for u in unseen)
        if makers and trumps and trumps_out:
            top = max(trumps, key=lambda c: order.power[c])
            if self._boss(top, order, unseen):
                return top
        plain_bosses = [c for c in cards if not order.is_trump(c) and self._boss(c, order, unseen)]
        if plain_bosses:
            return max(plain_bosses, key=lambda c: (points(c), order.power[c]))
        plain = [c for c in cards if not order.is_trump(c)]
        return self._cheapest(order, plain or cards)

    def _follow(
        self,
        view: View,
        order: CardOrder,
        cards: list[Card],
        unseen: set[Card],
        trick: list[tuple[int, Card]],
    ) -> Card:
        seat = view.seat or 0
        led = order.suit[trick[0][1]]
        best_seat = order.winner(trick)
        best = next(c for s, c in trick if s == best_seat)
        last = len(trick) == 3
        beating = [c for c in cards if order.beats(c, best, led)]
        if best_seat % 2 == seat % 2:
            safe = last or self._boss(best, order, unseen)
            keep = [c for c in cards if c not in beating] or cards
            if safe:
                plain = [c for c in keep if not order.is_trump(c)] or keep
                return max(plain, key=lambda c: (points(c), -order.power[c]))
            return self._cheapest(order, keep)
        if beating:
            cheapest_win = min(beating, key=lambda c: (order.is_trump(c), order.power[c]))
            if last:
                return cheapest_win
            bosses = [c for c in beating if self._boss(c, order, unseen)]
            if bosses:
                return min(bosses, key=lambda c: (order.is_trump(c), order.power[c]))
            if sum(points(c) for _, c in trick) >= 10:
                return max(beating, key=lambda c: order.power[c])
        return self._cheapest(order, cards)


card_worth = standard_points
"""The cards carry the standard card points (:mod:`cardtui.bots.card_values`)."""
SIMPLE_BOT = SheepsheadBot
"""The simple bot of ``sheepshead`` (found by ``make_bot`` under the game id or family)."""


def _public(view: View) -> SheepsheadPublic:
    return facts_as(view.public, SheepsheadPublic)
