"""A rule-based Doppelkopf (Двойная голова) bot that sees only its view.

Pre-play: no solo unless the hand is very strong; the declarer names the longest
suit among its cards that are not queens or jacks (♦ on a tie) and orders a
normal game unless the hand is very strong. Play: follow, win cheaply, give
points to a partner who is known to be winning, throw cheap cards otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from cardtui.bots.card_values import standard_points
from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, parse_cards
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import View
from cardtui.engine.trick import TRUMP, CardOrder
from cardtui.games.doppelkopf.facts import DoppelkopfPrivate, DoppelkopfPublic

QUEENS_AND_JACKS = parse_cards("QC QS QH QD JC JS JH JD")
DULLE = Card("T", "H")
SUITS = "DCSH"
"""Trump candidates, ♦ (the default) first so it wins ties."""

SOLO_TRUMPS = 10
"""Trumps needed (with at least :data:`SOLO_TOP` top queens) before a solo is announced."""
SOLO_TOP = 3
SCHNEIDER_TRUMPS = 10
SCHNEIDER_QUEENS = 5


@cache
def order_for(trump_suit: str | None, dulle: bool) -> CardOrder:
    """The card order of a game (``None``: the trumpless big solo); mirrors the game's table."""
    if trump_suit is None:
        return CardOrder(suit_ranks="ATKQJ9")
    trumps = ((DULLE,) if dulle else ()) + QUEENS_AND_JACKS
    return CardOrder(trumps=trumps, trump_suit=trump_suit, suit_ranks="ATK9")


def pts(card: Card) -> int:
    """Card points (A 11, 10 10, K 4, Q 3, J 2)."""
    return STANDARD_POINTS.get(card.rank, 0)


def longest_suit(hand: Sequence[Card]) -> str:
    """The suit with most cards that are not queens or jacks (points, then ♦, break ties)."""

    def key(suit: str) -> tuple[int, int, int]:
        cards = [c for c in hand if c.suit == suit and c.rank not in "QJ"]
        return (len(cards), sum(pts(c) for c in cards), -SUITS.index(suit))

    return max(SUITS, key=key)


def trump_count(hand: Sequence[Card], suit: str, dulle: bool) -> int:
    """How many cards of ``hand`` are trumps with ``suit`` as the trump suit."""
    order = order_for(suit, dulle)
    return sum(1 for c in hand if order.is_trump(c))


def top_queens(hand: Sequence[Card]) -> int:
    """Queens of clubs and spades held: the two highest trump ranks."""
    return sum(1 for c in hand if c.code in ("QC", "QS"))


class DoppelkopfBot:
    """Simple rules over the view: see the module docstring."""

    keeps_rule_choice = True
    """The strong bot keeps this bot's choice unless its search clearly beats it (measured
    by the arena, ``docs/bots.md``)."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal``."""
        if view.phase == "solo_ask":
            return self._solo(view)
        if view.phase == "name_trump":
            return self._pick(view, "trump", longest_suit(view.hand))
        if view.phase == "order_game":
            return self._pick(view, "order", self._level(view))
        if view.phase == "play":
            return _PlayChoice(view).choose()
        return view.legal[0]

    # --- pre-play -------------------------------------------------------------

    @staticmethod
    def _pick(view: View, kind: str, value: str) -> Action:
        wanted = Action.choice(kind, value)
        return wanted if wanted in view.legal else view.legal[0]

    def _solo(self, view: View) -> Action:
        hand = view.hand
        dulle = _public(view).dulle
        suit = longest_suit(hand)
        if trump_count(hand, suit, dulle) >= SOLO_TRUMPS and top_queens(hand) >= SOLO_TOP:
            wanted = Action.choice("solo", "trump" if suit == "D" else suit)
            if wanted in view.legal:
                return wanted
        aces = sum(1 for c in hand if c.rank == "A")
        tens = sum(1 for c in hand if c.rank == "T")
        big = Action.choice("solo", "big")
        if aces >= 7 and aces + tens >= 10 and big in view.legal:
            return big
        return view.legal[0]

    def _level(self, view: View) -> str:
        public = _public(view)
        if public.soloist is not None or public.wedding is not None:
            return "normal"
        suit = public.trump_suit or "D"
        dulle = public.dulle
        strong = trump_count(view.hand, suit, dulle) >= SCHNEIDER_TRUMPS
        queens = sum(1 for c in view.hand if c.rank == "Q")
        return "schneider" if strong and queens >= SCHNEIDER_QUEENS else "normal"


class _PlayChoice:
    """One card decision: who is a friend, who wins the trick now, what to play."""

    def __init__(self, view: View) -> None:
        self.view = view
        public = _public(view)
        big = public.game == "big_solo"
        suit = None if big else public.trump_suit or "D"
        self.order = order_for(suit, public.dulle and not big)
        self.cards = [a.card for a in view.legal]
        self.trick = [(p.seat, p.card) for p in view.trick if p.card is not None]
        self.friends, self.enemies = self._sides()

    def _sides(self) -> tuple[set[int], set[int]]:
        view = self.view
        me = view.seat
        for team in view.teams:
            if me in team:
                friends = set(team) - {me}
                return friends, set(range(view.num_seats)) - set(team)
        private = facts_as(view.private, DoppelkopfPrivate)
        partner = private.partner
        if partner is not None:
            return {partner}, set(range(view.num_seats)) - {me, partner}
        declarer = _public(view).declarer
        if private.side == "opponents" and declarer is not None:
            return set(), {declarer}
        return set(), set()

    def choose(self) -> Action:
        return Action.play(self._follow() if self.trick else self._lead())

    # --- helpers ---------------------------------------------------------------

    def _power(self, card: Card) -> tuple[int, int]:
        """Trumps above plain cards, then the order's power."""
        return (self.order.is_trump(card), self.order.power[card])

    def _cheap(self, cards: Sequence[Card]) -> Card:
        """The least valuable card: few points, plain before trump, low power."""
        return min(cards, key=lambda c: (pts(c), self._power(c)))

    def _best(self) -> tuple[int, Card]:
        led = self.order.effective_suit(self.trick[0][1])
        seat, best = self.trick[0]
        for s, c in self.trick[1:]:
            if self.order.beats(c, best, led):
                seat, best = s, c
        return seat, best

    # --- leading and following ----------------------------------------------------

    def _lead(self) -> Card:
        order = self.order
        plain_aces = [c for c in self.cards if c.rank == "A" and not order.is_trump(c)]
        if plain_aces:
            return plain_aces[0]
        trumps = [c for c in self.cards if order.is_trump(c)]
        declaring = facts_as(self.view.private, DoppelkopfPrivate).side == "declarers"
        if declaring and len(trumps) * 2 >= len(self.cards) and trumps:
            return max(trumps, key=self._power)
        plain = [c for c in self.cards if not order.is_trump(c)]
        return self._cheap(plain or self.cards)

    def _follow(self) -> Card:
        order = self.order
        winner, best = self._best()
        led = order.effective_suit(self.trick[0][1])
        last = len(self.trick) == self.view.num_seats - 1
        if winner in self.friends and (last or self._safe(best)):
            return max(self.cards, key=self._smear_key)
        beaters = [c for c in self.cards if order.beats(c, best, led)]
        if not beaters or winner in self.friends:
            return self._cheap(self.cards)
        if last:
            return max(beaters, key=self._smear_key)
        if led != TRUMP and not order.is_trump(beaters[0]):
            return max(beaters, key=self._power)
        on_table = sum(pts(c) for _, c in self.trick)
        if on_table >= 10:
            return min(beaters, key=self._power)
        return self._cheap(self.cards)

    def _smear_key(self, card: Card) -> tuple[int, int]:
        """Most points first, sparing queens; then the weakest such card."""
        return (pts(card) - 20 * self._precious(card), -self._power(card)[1])

    def _precious(self, card: Card) -> bool:
        """A high trump worth keeping for later tricks (queens)."""
        return self.order.is_trump(card) and card.rank == "Q"

    def _safe(self, best: Card) -> bool:
        """The partner's card is hard to beat: a queen of clubs or spades."""
        return best.code in ("QC", "QS", "TH") and self.order.is_trump(best)


card_worth = standard_points
"""The cards carry the standard card points (:mod:`cardtui.bots.card_values`)."""
SIMPLE_BOT = DoppelkopfBot
"""The simple bot of ``doppelkopf`` (found by ``make_bot`` under the game id or family)."""


def _public(view: View) -> DoppelkopfPublic:
    return facts_as(view.public, DoppelkopfPublic)
