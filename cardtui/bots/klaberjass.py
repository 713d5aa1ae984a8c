"""The simple bot of «Клабор» (klaberjass): hand strength for the bids, greedy tricks.

Bidding weighs the hand for a trump suit (jack and nine of trumps most, plain
aces and guarded tens a little) and takes or names the best suit when the
weight is high enough. It always swaps the trump seven, always announces what
it holds and asks for the height when it may, and announces bella. In play it
draws trumps as the maker with the jack, cashes aces, wins a trick with the
cheapest card that takes it when the trick is worth it, and otherwise throws
its cheapest card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import View
from cardtui.games.klaberjass.facts import KlaberjassPublic
from cardtui.games.klaberjass.play import follower_wins
from cardtui.games.klaberjass.tables import points_table, power_table

TRUMP_WEIGHT = {"J": 3.0, "9": 2.5, "A": 1.5, "T": 1.2, "K": 0.8, "Q": 0.8, "8": 0.5, "7": 0.5}
"""What a trump card adds to a hand's strength for that trump."""
TAKE_AT = 4.5
NAME_AT = 5.0
REFUSE_AT = 4.5


def strength(hand: Sequence[Card], trump: str, extra: Card | None = None) -> float:
    """A rough weight of ``hand`` (plus the turn-up it would get by the exchange)."""
    cards = list(hand) + ([extra] if extra is not None else [])
    total = 0.0
    for card in cards:
        if card.suit == trump:
            total += TRUMP_WEIGHT[card.rank]
        elif card.rank == "A":
            total += 1.0
        elif card.rank == "T" and Card("A", card.suit) in cards:
            total += 0.6
    return total


class KlaberjassBot:
    """Rule-based: bids by strength, announces everything, plays greedy tricks."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal`` by the rules above."""
        legal = view.legal
        kinds = {a.kind: a for a in legal}
        phase = view.phase
        if phase == "play":
            return self._play(view)
        if phase in ("bid_take", "schmeiss_answer"):
            return self._bid_take(view, kinds)
        if phase == "bid_name":
            return self._bid_name(view, legal)
        for kind in ("exchange", "announce"):
            if kind in kinds:
                return kinds[kind]
        if phase == "declare_reply":
            for value in ("fifty", "height", "nothing"):
                for action in legal:
                    if action.value == value:
                        return action
        return legal[0]

    def _bid_take(self, view: View, kinds: dict[str, Action]) -> Action:
        turn_up = facts_as(view.public, KlaberjassPublic).turn_up
        assert turn_up is not None
        weight = strength(view.hand, turn_up.suit, turn_up)
        if "refuse" in kinds:
            return kinds["refuse"] if weight >= REFUSE_AT else kinds["accept"]
        return kinds["take"] if weight >= TAKE_AT else kinds["pass"]

    def _bid_name(self, view: View, legal: Sequence[Action]) -> Action:
        names = [a for a in legal if a.kind == "name"]
        best = max(names, key=lambda a: strength(view.hand, a.value))
        passes = [a for a in legal if a.kind == "pass"]
        if passes and strength(view.hand, best.value) < NAME_AT:
            return passes[0]
        return best

    # --- play ---------------------------------------------------------------------

    def _play(self, view: View) -> Action:
        trump = view.trump
        plays = {a.card: a for a in view.legal if a.kind == "play"}
        bellas = {a.card: a for a in view.legal if a.kind == "bella"}
        cards = list(plays)
        led = view.trick[0].card if view.trick else None
        card = self._lead(view, cards) if led is None else self._follow(cards, led, trump)
        return bellas.get(card) or plays[card]

    def _cheap(self, cards: Sequence[Card], trump: str) -> Card:
        points, power = points_table(trump), power_table(trump)
        return min(cards, key=lambda c: (points[c] + (8 if c.suit == trump else 0), power[c]))

    def _lead(self, view: View, cards: list[Card]) -> Card:
        trump = view.trump
        jack = Card("J", trump)
        if jack in cards and facts_as(view.public, KlaberjassPublic).maker == view.seat:
            return jack
        aces = [c for c in cards if c.rank == "A" and c.suit != trump]
        if aces:
            return aces[0]
        plain = [c for c in cards if c.suit != trump]
        return self._cheap(plain or cards, trump)

    def _follow(self, cards: list[Card], led: Card, trump: str) -> Card:
        points = points_table(trump)
        winners = [c for c in cards if follower_wins(led, c, trump)]
        if winners:
            cheapest = self._cheap(winners, trump)
            if points[led] + points[cheapest] >= 10 or cheapest.suit != trump:
                return cheapest
        losers = [c for c in cards if c not in winners] or cards
        return self._cheap(losers, trump)


SIMPLE_BOT = KlaberjassBot


def card_worth(view: View) -> Mapping[Card, int]:
    """The card points with the trump of the deal (trump J 20, 9 14); none before it."""
    return points_table(view.trump) if view.trump else {}


"""The simple bot of ``klaberjass`` (found by ``make_bot`` under the game id or family)."""
