"""Shared trick-taking machinery: card orders, trick winners, follow rules.

A game describes its card order as data (:class:`CardOrder`: the permanent
trumps from high to low, the trump suit and the plain rank order) and its follow
rules as a list of :class:`FollowRule` checks. Everything else (who wins a
trick, which cards are legal, why a card is refused) is computed here once.

>>> from cardtui.engine.cards import parse_cards
>>> order = CardOrder(trumps=parse_cards("QC QS QH QD JC JS JH JD"), trump_suit="D",
...                   suit_ranks="ATK987")
>>> order.winner(list(zip(range(4), parse_cards("9C QD JC AD"))))
1
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from cardtui.engine.cards import SUITS, Card

TRUMP = "T"
"""The effective suit of every trump card."""


class CardOrder:
    """Trick strength of every card: effective suit and power.

    ``trumps`` are permanent trumps from high to low (queens, jacks, 6♣...);
    the cards of ``trump_suit`` not already listed follow them in ``suit_ranks``
    order. Plain suits rank by ``suit_ranks`` (high to low). Cards with equal
    power (a doubled deck) are won by the first played.

    An order is a table fixed when it is built (a subclass may adjust it in its own
    ``__init__``, never later): copies of a match share it (:meth:`__copy__`).
    """

    def __init__(
        self,
        trumps: Sequence[Card] = (),
        trump_suit: str | None = None,
        suit_ranks: str = "AKQJT98765432",
        suits: str = SUITS,
    ) -> None:
        self.suit_ranks = suit_ranks
        self.trump_suit = trump_suit
        ranked_trumps = list(trumps)
        if trump_suit is not None:
            ranked_trumps += [
                Card(r, trump_suit) for r in suit_ranks if Card(r, trump_suit) not in trumps
            ]
        self.trumps: tuple[Card, ...] = tuple(ranked_trumps)
        self.suit: dict[Card, str] = {}
        self.power: dict[Card, int] = {}
        top = len(suit_ranks)
        for s in suits:
            for i, r in enumerate(suit_ranks):
                card = Card(r, s)
                self.suit[card] = s
                self.power[card] = top - i
        for i, card in enumerate(self.trumps):
            self.suit[card] = TRUMP
            self.power[card] = 1000 - i
        self._strength: dict[str, dict[Card, int]] = {}
        self._display: dict[str, dict[Card, int]] = {}

    plain_beats: ClassVar[bool] = True
    """Whether the class keeps :meth:`beats` as it is here, or its :meth:`strength` tables
    agree with its own (:attr:`strength_agrees`): :meth:`winner` then reads the tables;
    set per subclass."""
    strength_agrees: ClassVar[bool] = False
    """Set by a subclass whose own :meth:`strength` tables name the winner its own
    :meth:`beats` does."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plain_beats = cls.beats is CardOrder.beats or cls.strength_agrees

    def __copy__(self) -> CardOrder:
        return self

    def __deepcopy__(self, memo: object) -> CardOrder:
        return self

    def is_trump(self, card: Card) -> bool:
        """Whether ``card`` belongs to the trump group."""
        return self.suit.get(card) == TRUMP

    def effective_suit(self, card: Card) -> str:
        """``T`` for a trump, else the printed suit."""
        return self.suit[card]

    def beats(self, challenger: Card, best: Card, led_suit: str) -> bool:
        """Whether ``challenger`` (played later) takes the trick from ``best``."""
        s = self.suit[challenger]
        if s != TRUMP and s != led_suit:
            return False
        b = self.suit[best]
        if s == TRUMP and b != TRUMP:
            return True
        if b == TRUMP and s != TRUMP:
            return False
        return self.power[challenger] > self.power[best]

    def winner(self, plays: Sequence[tuple[int, Card]]) -> int:
        """The seat that wins a trick of single-card plays (first played wins ties)."""
        led_suit = self.suit[plays[0][1]]
        if not self.plain_beats:
            return self._winner_by_beats(plays, led_suit)
        strength = self._strength.get(led_suit) or self.strength(led_suit)
        best_seat, card = plays[0]
        best = strength[card]
        for seat, card in plays:
            value = strength[card]
            if value > best:
                best_seat, best = seat, value
        return best_seat

    def strength(self, led_suit: str) -> dict[Card, int]:
        """Per card, its strength in a trick led in ``led_suit`` (a table made once per
        led suit): a trump above every card of the led suit, ranked by power; a card
        of another suit -1 (it never wins). The first card played of the highest
        strength wins (:meth:`winner`)."""
        table = self._strength.get(led_suit)
        if table is None:
            suit = self.suit
            table = self._strength[led_suit] = {
                card: TRUMP_STRENGTH + power
                if suit[card] == TRUMP
                else power
                if suit[card] == led_suit
                else -1
                for card, power in self.power.items()
            }
        return table

    def _winner_by_beats(self, plays: Sequence[tuple[int, Card]], led_suit: str) -> int:
        """:meth:`winner` for an order with its own :meth:`beats` (a joker's rules)."""
        best_seat, best = plays[0]
        for seat, card in plays[1:]:
            if self.beats(card, best, led_suit):
                best_seat, best = seat, card
        return best_seat

    def sort_hand(self, cards: Iterable[Card], suit_order: str = "CSHD") -> list[Card]:
        """Cards grouped for display: trumps first (high to low), then each suit high to low."""
        table = self._display.get(suit_order)
        if table is None:
            groups = TRUMP + suit_order
            table = self._display[suit_order] = {
                card: groups.index(self.suit[card]) * DISPLAY_STEP - power
                for card, power in self.power.items()
                if self.suit[card] in groups
            }
        return sorted(cards, key=table.__getitem__)


TRUMP_STRENGTH = 1_000_000
"""Added to a trump's power in :meth:`CardOrder.strength` (above every plain power)."""
DISPLAY_STEP = 1_000_000
"""Display keys of :meth:`CardOrder.sort_hand`: group times this, less the power."""


@dataclass
class TrickContext:
    """What a follow rule may look at: the order, the trick so far, the deal's history."""

    order: CardOrder
    led: Card | None
    """The first card of the current trick (``None`` when leading)."""
    suits_led: set[str] = field(default_factory=set)
    """Effective suits led in earlier tricks of this deal."""
    plays: Sequence[tuple[int, Card]] = ()


@dataclass(frozen=True)
class FollowRule:
    """One composable follow check.

    ``allow`` narrows the candidate cards; ``reason`` is the code reported for a
    card it removes. A ``liftable`` rule is skipped when it would leave no card
    (the ace-discard ban).
    """

    reason: str
    allow: Callable[[list[Card], TrickContext], list[Card]]
    liftable: bool = False


def _must_follow(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is None:
        return cards
    suit = ctx.order.suit
    led = suit[ctx.led]
    same = [c for c in cards if suit[c] == led]
    return same or cards


def _must_trump(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is None:
        return cards
    suit = ctx.order.suit
    led = suit[ctx.led]
    if led == TRUMP or any(suit[c] == led for c in cards):
        return cards
    trumps = [c for c in cards if suit[c] == TRUMP]
    return trumps or cards


MUST_FOLLOW = FollowRule("must_follow_suit", _must_follow)
"""Follow the led effective suit when able (a trump lead asks for a trump)."""

MUST_TRUMP = FollowRule("must_trump", _must_trump)
"""When void in the led plain suit, play a trump if you have one."""


def unled_ace_ban(aces: frozenset[Card], reason: str) -> FollowRule:
    """Ban discarding one of ``aces`` of a suit not yet led this deal (lifted if nothing is
    left), refused with the game's code ``reason``.

    «частичный запрет сноса туза»: only applies to a player who cannot follow.
    """

    def allow(cards: list[Card], ctx: TrickContext) -> list[Card]:
        if ctx.led is None:
            return cards
        suit = ctx.order.suit
        led = suit[ctx.led]
        if any(suit[c] == led for c in cards):
            return cards
        return [c for c in cards if c not in aces or c.suit in ctx.suits_led]

    return FollowRule(reason, allow, liftable=True)


def legal_cards(hand: Sequence[Card], ctx: TrickContext, rules: Sequence[FollowRule]) -> list[Card]:
    """The cards of ``hand`` that the rules allow, in hand order."""
    cards = list(hand)
    for rule in rules:
        narrowed = rule.allow(cards, ctx)
        if narrowed or not rule.liftable:
            cards = narrowed
    return cards


def refusal_reason(
    card: Card, hand: Sequence[Card], ctx: TrickContext, rules: Sequence[FollowRule]
) -> str | None:
    """The reason code of the first rule that refuses ``card``, or ``None`` if it is legal."""
    if card not in hand:
        return "card_not_in_hand"
    cards = list(hand)
    for rule in rules:
        narrowed = rule.allow(cards, ctx)
        if not narrowed and rule.liftable:
            continue
        if card not in narrowed:
            return rule.reason
        cards = narrowed
    return None
