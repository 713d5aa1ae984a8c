"""Rule-based bot for multi-card-lead Kozel («Козёл», ход несколькими картами).

Works from the view only. Leads a set that nothing unseen can beat when it has
one (the more cards the better: everyone else must give up as many), else its
cheapest single card. Answers by beating cheaply when the trick is worth it,
otherwise gives up its least valuable cards; feeds points to a partner who is
sure to win. Claims the trump hammer («козырная молотка») with four trumps.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import View
from cardtui.games.kozel.facts import MultileadPrivate, MultileadPublic

RANK_ORDER = "ATKQJ9876"
POWER: dict[str, int] = {r: len(RANK_ORDER) - i for i, r in enumerate(RANK_ORDER)}
FULL_DECK: tuple[Card, ...] = tuple(deck(36))
TRUMP_WEIGHT = 12
"""How much more a trump is worth keeping than a plain card of the same rank."""


def points(cards: Iterable[Card]) -> int:
    """Card points (A 11, 10 10, K 4, Q 3, J 2)."""
    return sum(STANDARD_POINTS.get(c.rank, 0) for c in cards)


def beats(card: Card, other: Card, trump: str) -> bool:
    """Higher in the same suit, or a trump on a plain card."""
    if card.suit == other.suit:
        return POWER[card.rank] > POWER[other.rank]
    return card.suit == trump


def strength(cards: Iterable[Card], trump: str) -> int:
    """How much the cards are worth keeping for later tricks."""
    return sum(POWER[c.rank] + (TRUMP_WEIGHT if c.suit == trump else 0) for c in cards)


def unseen(view: View) -> list[Card]:
    """Cards that may still be in other hands or the stock (give-ups count as unseen)."""
    known = (
        set(view.hand)
        | set(facts_as(view.public, MultileadPublic).seen)
        | set(facts_as(view.private, MultileadPrivate).my_discards)
    )
    for play in view.trick:
        known.update(c for c in play.cards if c is not None)
    return [c for c in FULL_DECK if c not in known]


def unbeatable(cards: Sequence[Card], others: Sequence[Card], trump: str) -> bool:
    """True when one of ``cards`` is beaten by none of ``others``: then no set beats them all."""
    return any(not any(beats(o, c, trump) for o in others) for c in cards)


class MultileadBot:
    """The ``simple`` bot of ``kozel_multilead``."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal``."""
        if view.phase == "hammer":
            return self._hammer(view)
        if view.phase == "lead":
            return self._lead(view)
        return self._respond(view)

    def _hammer(self, view: View) -> Action:
        want = "hammer" if all(c.suit == view.trump for c in view.hand) else "pass"
        return next((a for a in view.legal if a.kind == want), view.legal[0])

    def _lead(self, view: View) -> Action:
        trump, others = view.trump, unseen(view)
        safe = [a for a in view.legal if unbeatable(a.cards, others, trump)]
        if safe:
            return max(safe, key=lambda a: (len(a.cards), points(a.cards)))
        singles = [a for a in view.legal if len(a.cards) == 1] or list(view.legal)
        return min(singles, key=lambda a: (points(a.cards), strength(a.cards, trump)))

    def _respond(self, view: View) -> Action:
        trump = view.trump
        beats_ = [a for a in view.legal if a.kind == "beat"]
        discards = [a for a in view.legal if a.kind == "discard"]
        cheapest = min(discards, key=lambda a: (points(a.cards), strength(a.cards, trump)))
        last = len(view.trick) == view.num_seats - 1
        if self._partner_wins(view):
            if last:
                return max(discards, key=lambda a: (points(a.cards), -strength(a.cards, trump)))
            return cheapest
        if not beats_:
            return cheapest
        best_beat = min(beats_, key=lambda a: strength(a.cards, trump))
        on_table = sum(points(c for c in p.cards if c is not None) for p in view.trick)
        at_stake = on_table + points(cheapest.cards)
        uses_trumps = any(c.suit == trump for c in best_beat.cards)
        safe = last or unbeatable(best_beat.cards, unseen(view), trump)
        if not uses_trumps or (safe and at_stake >= 4) or at_stake >= 10:
            return best_beat
        return cheapest

    def _partner_wins(self, view: View) -> bool:
        best = facts_as(view.public, MultileadPublic).best_seat
        if best is None or view.seat is None:
            return False
        return any(view.seat in team and best in team and best != view.seat for team in view.teams)


SIMPLE_BOT = MultileadBot
"""The simple bot of ``kozel_multilead`` (found by ``make_bot`` under the game id or family)."""
