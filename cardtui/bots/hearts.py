"""A rule-based bot for the Hearts family: pass danger, duck penalties, shed them when void.

It sees only the view; the game's penalty values and rank order are static rules it
knows (read from the game's match class).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache

from cardtui.engine.actions import Action, action_kinds
from cardtui.engine.cards import JOKER, RANKS, SUITS, Card
from cardtui.engine.protocol import View
from cardtui.engine.registry import get_game
from cardtui.games.hearts.facts import penalty_suit
from cardtui.games.hearts.passing import PassChoices


@cache
def _rules(game_id: str) -> tuple[Mapping[Card, int], str, bool]:
    """The game's penalty values, rank order and whether its penalty suit is named at
    the table (class data: worked out once per game)."""
    cls = get_game(game_id).match_class
    values: Mapping[Card, int] = getattr(cls, "card_values", {})
    ranks: str = getattr(cls, "suit_ranks", "AKQJT98765432")
    return values, ranks, bool(getattr(cls, "names_penalty_suit", False))


@cache
def _heights(ranks: str) -> dict[Card, int | float]:
    """:meth:`HeartsBot.height` of every card whose rank is in ``ranks`` (and the joker)."""
    top = len(ranks)
    table: dict[Card, int | float] = {
        Card(r, s): top - ranks.index(r) for s in "CDHS" for r in ranks
    }
    if "J" in ranks:
        table[JOKER] = top - ranks.index("J") - 0.5
    return table


@cache
def _suit_values(suit: str) -> dict[Card, int]:
    """One point for every card of ``suit`` (made once; only ever read)."""
    return {Card(r, suit): 1 for r in "AKQJT98765432"}


_SUIT_OF: dict[Card, str] = {Card(r, s): s for s in SUITS for r in RANKS} | {JOKER: "H"}
"""The effective suit of every card (the joker plays as a heart)."""


def suit_of(card: Card) -> str:
    """The effective suit (the joker plays as a heart)."""
    return _SUIT_OF[card]


class HeartsBot:
    """Avoids taking penalty cards; passes its most dangerous cards."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """A pass of the worst three cards, or a card that ducks or sheds penalties."""
        values, ranks, named = _rules(view.game)
        suit = penalty_suit(view.public) if named else None
        if suit:
            values = {c: 1 for c in view.hand if c.suit == suit} | _suit_values(suit)
        self.values, self.ranks = values, ranks
        self._height = _heights(ranks)
        legal = view.legal
        if legal[0].kind == "pass_cards":
            return self._pass(view, legal)
        kinds = action_kinds(legal)
        if "suit" in kinds:
            return self._name_suit(view, legal)
        if "bid" in kinds:
            return self._bid(view, legal)
        plays = [a for a in legal if a.kind == "play" and len(a.cards) == 1]
        if not plays:
            return rng.choice(legal)
        card = self._play(view, [a.cards[0] for a in plays])
        return next(a for a in plays if a.cards[0] == card)

    # --- auction ------------------------------------------------------------------

    def _suit_risk(self, hand: Sequence[Card], suit: str) -> int:
        """Cards of ``suit`` this hand might take: its high ones (and a long suit)."""
        cards = [c for c in hand if c.suit == suit]
        return sum(1 for c in cards if c.rank in "AKQJ") + max(0, len(cards) - 4)

    def _name_suit(self, view: View, legal: Sequence[Action]) -> Action:
        suits = [a for a in legal if a.kind == "suit"]
        return min(suits, key=lambda a: self._suit_risk(view.hand, a.value))

    def _bid(self, view: View, legal: Sequence[Action]) -> Action:
        risk = min(self._suit_risk(view.hand, s) for s in "CDHS")
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: int(a.value))
        if risk == 0 and bids and int(bids[0].value) <= 3:
            return bids[0]
        return next(a for a in legal if a.kind == "pass")

    # --- helpers ------------------------------------------------------------------

    def height(self, card: Card) -> int:
        """Rank strength inside the suit (higher wins); the joker sits under the jack."""
        known = self._height.get(card)
        if known is not None:
            return known  # type: ignore[return-value]
        if card.is_joker:
            return len(self.ranks) - self.ranks.index("J") - 0.5  # type: ignore[return-value]
        return len(self.ranks) - self.ranks.index(card.rank)

    def danger(self, card: Card) -> float:
        """How much a card risks taking penalties (for passing and discarding)."""
        value = self.values.get(card, 0)
        if value < 0:
            return -10.0
        return value * 2 + self.height(card) + (6 if card.suit == "S" and card.rank in "AK" else 0)

    def _pass(self, view: View, legal: Sequence[Action]) -> Action:
        size = len(legal[0].cards)
        worst = sorted(view.hand, key=self.danger, reverse=True)[:size]
        if isinstance(legal, PassChoices):  # made at once, not found among 286
            return legal.of(worst)
        want = set(worst)
        return next(a for a in legal if set(a.cards) == want)

    def _play(self, view: View, cards: list[Card]) -> Card:
        trick = [p.card for p in view.trick if p.card is not None]
        if not trick:
            safe = [c for c in cards if self.values.get(c, 0) <= 0]
            pool = safe or cards
            return min(pool, key=lambda c: (self.height(c), suit_of(c) == "H"))
        led = suit_of(trick[0])
        followers = [c for c in cards if suit_of(c) == led]
        points = sum(self.values.get(c, 0) for c in trick)
        best = max((c for c in trick if suit_of(c) == led), key=self.height)
        last = len(trick) == view.num_seats - 1
        if not followers:
            return max(cards, key=self.danger)
        under = [c for c in followers if self.height(c) < self.height(best)]
        if points <= 0 and last:
            clean = [c for c in followers if self.values.get(c, 0) <= 0]
            if clean:
                return max(clean, key=self.height)
        if under:
            return max(under, key=self.height)
        clean = [c for c in followers if self.values.get(c, 0) <= 0]
        return max(clean, key=self.height) if last and clean else min(followers, key=self.height)


SIMPLE_BOT = HeartsBot
"""The simple bot of every Hearts game without one of its own (``bots/<game_id>.py``)."""


def card_worth(view: View) -> Mapping[Card, int] | None:
    """The game's penalty of each card (``card_values`` of its match class), or one point
    a card of the suit named in the auction; ``None`` while the game has neither."""
    suit = penalty_suit(view.public)
    if suit:
        return {Card(r, suit): 1 for r in RANKS}
    values: Mapping[Card, int] = getattr(get_game(view.game).match_class, "card_values", {})
    return values or None
