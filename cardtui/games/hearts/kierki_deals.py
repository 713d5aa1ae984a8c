"""Kierki deal kinds as data: the cycle's order, what each deal penalises or rewards.

Spec: ``shared/rules/hearts.md`` §1.2-§1.3, §1.6.1. A negative deal is a set of
penalty *items* (tricks, hearts, queens, kings and jacks, the king of hearts, the
penalised tricks of the sixth deal); the robber takes them all at once. Values
depend on the number of players only. The positive deals are the lottery, the
trump deal (+25 a trick) and the trump deal with the widow auction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property

from cardtui.engine.cards import Card, deck
from cardtui.engine.trick import CardOrder, FollowRule, TrickContext
from cardtui.games.hearts.tricks import NO_HEART_LEAD

KH = Card("K", "H")
AH = Card("A", "H")
TWO_CLUBS = Card("2", "C")

_DECKS = {n: tuple(c for c in deck(52) if n == 4 or c != TWO_CLUBS) for n in (3, 4)}


def kierki_deck(players: int) -> tuple[Card, ...]:
    """52 cards; three players drop 2♣ (K-D13)."""
    return _DECKS[players]


_ORDERS: dict[str, CardOrder] = {}


def card_order(trump: str) -> CardOrder:
    """The trick order with ``trump`` (a suit letter; ``""`` or ``N`` for none), made once."""
    order = _ORDERS.get(trump)
    if order is None:
        order = CardOrder(trump_suit=trump if trump in "CDHS" and trump else None)
        _ORDERS[trump] = order
    return order


NEGATIVE_KINDS: tuple[str, ...] = (
    "no_tricks",
    "no_hearts",
    "no_queens",
    "no_kings_jacks",
    "no_king_of_hearts",
    "no_last_trick",
)
"""N1..N6, always played in this order."""

ROBBER = "robber"
LOTTERY = "lottery"
TRUMP = "trump"
TRUMP_AUCTION = "trump_auction"
POSITIVE_KINDS: tuple[str, ...] = (LOTTERY, TRUMP, TRUMP_AUCTION)
ALL_KINDS: tuple[str, ...] = (*NEGATIVE_KINDS, ROBBER, *POSITIVE_KINDS)

ITEMS: dict[str, tuple[str, ...]] = {
    "no_tricks": ("trick",),
    "no_hearts": ("heart",),
    "no_queens": ("queen",),
    "no_kings_jacks": ("king_jack",),
    "no_king_of_hearts": ("king_of_hearts",),
    "no_last_trick": ("marked_trick",),
    ROBBER: ("trick", "heart", "queen", "king_jack", "king_of_hearts", "marked_trick"),
}
"""The penalty items of each negative deal kind (the robber: all of them)."""

VALUES: dict[int, dict[str, int]] = {
    4: {"trick": 20, "heart": 20, "queen": 60, "king_jack": 30, "king_of_hearts": 150},
    3: {"trick": 15, "heart": 20, "queen": 60, "king_jack": 30, "king_of_hearts": 140},
}
"""Penalty per item, per number of players (recorded as negative points)."""

LAST_TRICK_VALUE = {4: 150, 3: 140}
TWO_TRICK_VALUE = {4: 75, 3: 70}

SIXTH_DEAL: tuple[str, ...] = (
    "last",
    "last_two",
    "seventh_and_last",
    "third_and_seventh",
    "third_and_eighth",
)
"""Choices of option ``sixth_deal``: which tricks N6 (and the robber) penalise."""

TRICK_POINTS = 25
"""Plus points per trick in the trump deals."""

LOTTERY_PRIZES: dict[tuple[int, str], tuple[int, int]] = {
    (4, "per_player"): (200, 125),
    (3, "per_player"): (250, 175),
    (4, "single"): (800, 500),
    (3, "single"): (790, 485),
}
"""(first out, second out) per (players, ``lottery_deals``)."""

POSITIVE_ROUNDS: tuple[str, ...] = (
    "default",
    "lottery+trump_auction",
    "trump",
    "trump_auction",
    "lottery",
    "lottery+trump",
    "trump+trump_auction",
    "lottery+trump+trump_auction",
)
"""Choices of option ``positive_rounds`` (``+`` joins rounds in play order)."""


def hand_size(players: int) -> int:
    """Cards per hand in the full deals: 13, or 17 for three players."""
    return 13 if players == 4 else 17


def widow_size(players: int) -> int:
    """The face-up widow of the auction deals: 4, or 3 for three players."""
    return 4 if players == 4 else 3


def marked_tricks(sixth: str, tricks: int) -> dict[int, int]:
    """Trick number (1-based) to penalty in the sixth deal, for ``tricks`` per deal."""
    if sixth == "last":
        return {tricks: LAST_TRICK_VALUE[4 if tricks == 13 else 3]}
    value = TWO_TRICK_VALUE[4 if tricks == 13 else 3]
    numbers = {
        "last_two": (tricks - 1, tricks),
        "seventh_and_last": (7, tricks),
        "third_and_seventh": (3, 7),
        "third_and_eighth": (3, 8),
    }[sixth]
    return dict.fromkeys(numbers, value)


@dataclass(frozen=True)
class PenaltyTable:
    """Everything a negative deal kind penalises, with this table's values."""

    kind: str
    players: int
    marked: dict[int, int]
    """Penalised trick numbers to their value (only with the ``marked_trick`` item)."""

    @property
    def items(self) -> tuple[str, ...]:
        return ITEMS[self.kind]

    def count(self, item: str, cards: Sequence[Card], number: int) -> int:
        """How many times ``item`` scores in one trick (trick ``number``)."""
        if item == "trick":
            return 1
        if item == "marked_trick":
            return int(number in self.marked)
        return sum(map(ITEM_CARDS[item], cards))

    def value(self, item: str, number: int = 0) -> int:
        """The (positive) penalty of one ``item``."""
        if item == "marked_trick":
            return self.marked.get(number, 0)
        return VALUES[self.players][item]

    def trick_penalty(self, cards: Sequence[Card], number: int) -> int:
        """The whole penalty of one trick (positive): what :meth:`count` and :meth:`value`
        give summed over the items, from the per-card table."""
        flat, per_card = self._per_trick
        marked = self.marked.get(number, 0) if "marked_trick" in self.items else 0
        return flat + marked + sum([per_card.get(c, 0) for c in cards])

    @cached_property
    def _per_trick(self) -> tuple[int, dict[Card, int]]:
        """(the penalty of any trick, the penalty of each card) of this table's items."""
        values = VALUES[self.players]
        flat = values["trick"] if "trick" in self.items else 0
        per_card: dict[Card, int] = {}
        for item in self.card_items():
            for card in penalty_cards(item, deck(52)):
                per_card[card] = per_card.get(card, 0) + values[item]
        return flat, per_card

    def card_items(self) -> frozenset[str]:
        """The items that are cards (for ``end_deal_early``)."""
        return frozenset(self.items) & {"heart", "queen", "king_jack", "king_of_hearts"}


def penalty_cards(item: str, deck: Sequence[Card]) -> frozenset[Card]:
    """The cards of ``deck`` an item penalises."""
    return frozenset(c for c in deck if _is_penalty(item, c))


def _is_penalty(item: str, card: Card) -> bool:
    if item == "heart":
        return card.suit == "H"
    if item == "queen":
        return card.rank == "Q"
    if item == "king_jack":
        return card.rank in "KJ"
    return card == KH


ITEM_CARDS: dict[str, Callable[[Card], bool]] = {
    item: penalty_cards(item, deck(52)).__contains__
    for item in ("heart", "queen", "king_jack", "king_of_hearts")
}
"""Per card item, the test of the cards it penalises."""


def early_end_cards(kind: str, deck: Sequence[Card]) -> frozenset[Card]:
    """Cards whose taking ends the deal early (empty: the deal is always played out)."""
    items = ITEMS.get(kind, ())
    if len(items) != 1 or items[0] not in ("heart", "queen", "king_jack", "king_of_hearts"):
        return frozenset()
    return penalty_cards(items[0], deck)


# --- follow rules of the negative deals ------------------------------------------------


def _king_must_drop(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is None or KH not in cards:
        return cards
    if any(c.suit == ctx.led.suit for c in cards):
        return cards
    return [KH]


def _king_under_ace(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is None or ctx.led.suit != "H" or KH not in cards:
        return cards
    if any(card == AH for _, card in ctx.plays):
        return [KH]
    return cards


KING_MUST_DROP = FollowRule("king_of_hearts_must_drop", _king_must_drop)
"""N5, robber: a seat void in the led suit must throw K♥ (K-D3)."""

KING_UNDER_ACE = FollowRule("king_of_hearts_under_ace", _king_under_ace)
"""Option: on a heart lead with A♥ already in the trick, K♥ must fall."""

FOLLOW_ONLY: frozenset[FollowRule] = frozenset({KING_MUST_DROP, KING_UNDER_ACE})
"""The K♥ rules never narrow a lead."""

HEART_LEAD_KINDS = frozenset({"no_hearts", "no_king_of_hearts", ROBBER})
KING_DROP_KINDS = frozenset({"no_king_of_hearts", ROBBER})


def extra_rules(kind: str, must_drop: bool, under_ace: bool) -> tuple[FollowRule, ...]:
    """The follow rules a deal kind adds after following suit."""
    rules: list[FollowRule] = []
    if kind in HEART_LEAD_KINDS:
        rules.append(NO_HEART_LEAD)  # the shared Hearts rule: N2, N5, robber (K-D4)
    if kind in KING_DROP_KINDS:
        if must_drop:
            rules.append(KING_MUST_DROP)
        if under_ace:
            rules.append(KING_UNDER_ACE)
    return tuple(rules)


def deal_sequence(
    players: int, robber: bool, rounds: str, lottery_deals: str, series: int
) -> tuple[str, ...]:
    """The whole match: every deal kind in play order (§1.3)."""
    negative = [*NEGATIVE_KINDS, *([ROBBER] if robber else [])]
    if rounds == "default":
        rounds = "lottery+trump_auction" if robber else "trump"
    positive: list[str] = []
    for name in rounds.split("+"):
        count = 1 if name == LOTTERY and lottery_deals == "single" else players
        positive += [name] * count
    return tuple((negative + positive) * series)
