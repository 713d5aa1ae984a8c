"""Joker Hearts (Черви с джокером): hearts by rank, the joker 20, ranked among the hearts.

Spec: ``shared/rules/hearts.md`` §2. 4 players: 52 cards without 2♣, with the joker;
3 players: also without 3♣. The joker is a heart between the jack and the ten: it
follows and is led as a heart, and on any other suit (played by a player void in
it) it wins the trick. Hearts score their rank (A 14, K 13, Q 12, J 11, 10 10, 9…2),
the joker ``joker_points``. A match is ``deals_per_match`` deals (0: one per player)
or, with a ``target_score``, ends after the deal in which someone reaches it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from cardtui.engine import Card, Game, OptionSpec, register
from cardtui.engine.score import ScoreLine
from cardtui.engine.trick import TRUMP_STRENGTH, CardOrder
from cardtui.games.hearts.core import (
    HEARTS,
    HEARTS_MUST_BE_BROKEN,
    HeartsMatch,
    full_deck,
)
from cardtui.games.hearts.scoring import penalty_score
from cardtui.games.hearts.sheet import HEARTS_SHEET

JOKER = Card.parse("JK")
HEART_VALUES: Mapping[str, int] = MappingProxyType(
    {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(r): r for r in range(2, 10)}}
)
DECKS = {4: full_deck(52, remove="2C", add="JK"), 3: full_deck(52, remove="2C 3C", add="JK")}


def card_values(joker_points: int = 20) -> dict[Card, int]:
    """Penalty of every heart and of the joker."""
    values = {Card(r, HEARTS): v for r, v in HEART_VALUES.items()}
    values[JOKER] = joker_points
    return values


class JokerOrder(CardOrder):
    """Plain suits A high, the joker a heart between J♥ and 10♥; it wins any other suit."""

    def __init__(self) -> None:
        super().__init__(suit_ranks="AKQJT98765432")
        for card in self.power:
            self.power[card] *= 2
        self.suit[JOKER] = HEARTS
        self.power[JOKER] = self.power[Card("J", HEARTS)] - 1

    strength_agrees = True

    def strength(self, led_suit: str) -> dict[Card, int]:
        """The plain tables, with the joker above every card when the lead is not a heart."""
        table = self._strength.get(led_suit)
        if table is None:
            table = super().strength(led_suit)
            if led_suit != HEARTS:
                table[JOKER] = 2 * TRUMP_STRENGTH
        return table

    def beats(self, challenger: Card, best: Card, led_suit: str) -> bool:
        if led_suit != HEARTS:
            if best is JOKER:
                return False
            if challenger is JOKER:
                return True
        return super().beats(challenger, best, led_suit)


ORDER = JokerOrder()
DEFAULT_VALUES = MappingProxyType(card_values())


@dataclass(frozen=True, slots=True)
class JokerOptions:
    """The options of Joker Hearts."""

    deals_per_match: int
    target_score: int
    hearts_must_be_broken: bool
    joker_points: int


class JokerMatch(HeartsMatch):
    """Joker Hearts: a fixed number of deals (or to a target), lowest wins."""

    options_class = JokerOptions
    opts: JokerOptions
    card_values: Mapping[Card, int] = DEFAULT_VALUES

    def configure(self) -> None:
        self.set_order(ORDER)
        points = self.opts.joker_points
        if points != DEFAULT_VALUES[JOKER]:
            self.card_values = card_values(points)
        if self.opts.hearts_must_be_broken:
            self.extra_rules = (HEARTS_MUST_BE_BROKEN,)  # a lead rule only

    def deal_deck(self) -> tuple[Card, ...]:
        return DECKS[self.num_seats]

    def deals_in_match(self) -> int:
        """Deals a match lasts without a target: the option, or one per player."""
        return self.opts.deals_per_match or self.num_seats

    def match_done(self) -> bool:
        target = self.opts.target_score
        if target:
            return max(self.totals) >= target
        return self.deal_number >= self.deals_in_match()

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        return score_taken(self.taken, self.card_values)


def score_taken(
    taken: Sequence[Sequence[Card]], values: Mapping[Card, int] = DEFAULT_VALUES
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
    """(penalties, lines, outcome) from the cards each seat took (§2.6)."""
    points, body = penalty_score("joker_hearts", values, taken)
    return points, tuple(body), "penalties"


class JokerHearts(Game):
    """Joker Hearts."""

    id = "joker_hearts"
    names = MappingProxyType({"en": "Joker Hearts", "ru": "Черви с джокером"})
    family = "hearts"
    sheet = HEARTS_SHEET
    menu_order = 110
    min_seats = 3
    max_seats = 4
    default_seats = 4
    options = (
        OptionSpec("deals_per_match", "int", 0, minimum=0, maximum=100),
        OptionSpec("target_score", "int", 0, minimum=0),
        OptionSpec("hearts_must_be_broken", "bool", False),
        OptionSpec("joker_points", "int", 20, minimum=0, maximum=1000),
    )
    deal_points_total = None
    test_variants = (
        (3, {}),
        (4, {"hearts_must_be_broken": True, "deals_per_match": 2}),
        (4, {"target_score": 200, "joker_points": 25}),
    )
    match_class = JokerMatch


GAME = register(JokerHearts())
