"""A rule-based Kierki bot that sees only its view.

Negative deals: duck under the card that wins the trick, throw the most dangerous
card when void (K♥, queens, high hearts, high cards), lead low. Lottery: lay the
card that opens the way for most of its own cards. Trump deals: name the longest
suit, win cheaply, otherwise throw the lowest card. Widow: take it with a strong
hand, otherwise offer it; bid when the hand is worth the price; give away the
lowest cards of short suits.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from cardtui.bots.card_values import no_worth
from cardtui.engine import PASS, Action, Card, View
from cardtui.engine.facts import facts_as
from cardtui.games.hearts.facts import KierkiPublic

RANKS = "23456789TJQKA"
POWER = {r: i for i, r in enumerate(RANKS)}
NEGATIVE = frozenset(
    {
        "no_tricks",
        "no_hearts",
        "no_queens",
        "no_kings_jacks",
        "no_king_of_hearts",
        "no_last_trick",
        "robber",
    }
)


KING_OF_HEARTS = Card("K", "H")


@cache
def danger(card: Card, kind: str) -> int:
    """How much a negative deal kind punishes holding ``card`` to the end (a pure
    function of the two: worked out once per card and kind)."""
    value = POWER[card.rank]
    if card == KING_OF_HEARTS and kind in ("no_king_of_hearts", "robber", "no_hearts"):
        value += 40
    if card.rank == "Q" and kind in ("no_queens", "robber"):
        value += 25
    if card.rank in "KJ" and kind in ("no_kings_jacks", "robber"):
        value += 15
    if card.suit == "H" and kind in ("no_hearts", "robber"):
        value += 10
    return value


def winning_card(trick: Sequence[tuple[int, Card]], trump: str) -> Card | None:
    """The card that holds the trick now."""
    if not trick:
        return None
    led = trick[0][1].suit
    best = trick[0][1]
    for _, card in trick[1:]:
        if (card.suit == best.suit and POWER[card.rank] > POWER[best.rank]) or (
            trump and card.suit == trump and best.suit != trump
        ):
            best = card
    return best if best.suit in (led, trump) else trick[0][1]


def beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` would take the trick from ``best``."""
    if card.suit == best.suit:
        return POWER[card.rank] > POWER[best.rank]
    return bool(trump) and card.suit == trump


def estimate_tricks(hand: Sequence[Card]) -> int:
    """A rough count of tricks with the longest suit as trumps."""
    suit = max("CDSH", key=lambda s: sum(1 for c in hand if c.suit == s))
    long_suit = sum(1 for c in hand if c.suit == suit)
    high = sum(1 for c in hand if c.rank in "AK")
    return high + max(0, long_suit - 3)


class KierkiBot:
    """Simple Kierki player; see the module docstring."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """Pick one of ``view.legal``."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase == "lottery":
            return self._lay(view)
        if phase == "declare":
            return self._trump(view)
        if phase == "offer":
            return self._offer(view)
        if phase == "bid":
            return self._bid(view)
        if phase == "exchange":
            return self._give(view)
        return self._play(view)

    # --- trick play ------------------------------------------------------------------

    def _play(self, view: View) -> Action:
        kind = facts_as(view.public, KierkiPublic).deal_kind
        cards = [a.card for a in view.legal]
        trick = [(p.seat, p.cards[0]) for p in view.trick if p.cards and p.cards[0]]
        if kind in NEGATIVE:
            return Action.play(
                self._negative_card(cards, trick, kind, len(trick) == view.num_seats - 1)
            )
        trump = view.trump
        best = winning_card(trick, trump)
        if best is None:
            return Action.play(max(cards, key=lambda c: (c.suit == trump, POWER[c.rank])))
        led = trick[0][1].suit
        winners = [c for c in cards if beats(c, best, led, trump)]
        if winners:
            return Action.play(min(winners, key=lambda c: (c.suit == trump, POWER[c.rank])))
        return Action.play(min(cards, key=lambda c: (c.suit == trump, POWER[c.rank])))

    def _negative_card(
        self, cards: list[Card], trick: list[tuple[int, Card]], kind: str, last: bool
    ) -> Card:
        """Lead low, duck under the winning card, throw danger when void; the last
        player who must win takes with his highest card of the suit."""
        if not trick:
            return min(cards, key=lambda c: (danger(c, kind), POWER[c.rank]))
        led = trick[0][1].suit
        best = winning_card(trick, "")
        assert best is not None
        following = [c for c in cards if c.suit == led]
        if not following:
            return max(cards, key=lambda c: danger(c, kind))
        under = [c for c in following if POWER[c.rank] < POWER[best.rank]]
        if under:
            return max(under, key=lambda c: POWER[c.rank])
        if last:
            return max(following, key=lambda c: POWER[c.rank])
        return min(following, key=lambda c: POWER[c.rank])

    # --- lottery ---------------------------------------------------------------------

    def _lay(self, view: View) -> Action:
        plays = [a for a in view.legal if a.cards]
        if not plays:
            return PASS
        hand = view.hand

        def opens(action: Action) -> int:
            card = action.card
            return sum(1 for c in hand if c.suit == card.suit and c != card)

        return max(plays, key=opens)

    # --- trumps and the widow ----------------------------------------------------------

    def _trump(self, view: View) -> Action:
        hand = view.hand

        def strength(action: Action) -> tuple[int, int]:
            suit = action.value
            mine = [c for c in hand if c.suit == suit]
            return len(mine), sum(POWER[c.rank] for c in mine)

        suits = [a for a in view.legal if a.value != "N"]
        return max(suits, key=strength)

    def _offer(self, view: View) -> Action:
        take = Action.choice("take")
        if estimate_tricks(view.hand) >= 4 or take not in view.legal:
            return take if take in view.legal else view.legal[0]
        opens = [a for a in view.legal if a.kind == "open"]
        cheap = [a for a in opens if int(a.value) <= 75]
        return max(cheap, key=lambda a: int(a.value)) if cheap else take

    def _bid(self, view: View) -> Action:
        widow = list(facts_as(view.public, KierkiPublic).widow or ())
        worth = 25 * (estimate_tricks([*view.hand, *widow]) - 2)
        bids = [a for a in view.legal if a.kind == "bid" and int(a.value) <= worth]
        return min(bids, key=lambda a: int(a.value)) if bids else PASS

    def _give(self, view: View) -> Action:
        hand = view.hand

        def cost(action: Action) -> tuple[int, int]:
            card = action.card
            return POWER[card.rank], sum(1 for c in hand if c.suit == card.suit)

        return min(view.legal, key=cost)


card_worth = no_worth
"""What a card costs changes from deal to deal and trick to trick: no fixed worth."""
SIMPLE_BOT = KierkiBot
"""The simple bot of ``kierki`` (found by ``make_bot`` under the game id or family)."""
