"""Sheep's Head's rules as data: the pack, card orders, the calls' comparisons, strokes.

Standard library only; the match (:mod:`.match`) and its phases (:mod:`.calls`,
:mod:`.play`, :mod:`.scoring`) read these tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.options import OptionSpec
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, FollowRule, TrickContext
from cardtui.engine.trick import legal_cards as follow_cards

SUITS = "CSHD"
"""The four suits; also the order of the declare/claim actions."""

SENIORITY: dict[str, int] = {"C": 4, "S": 3, "H": 2, "D": 1}
"""Suit seniority (старшинство мастей), only for tie-breaks: ♣ > ♠ > ♥ > ♦."""

PLAIN_RANKS = "JAKQT987"
"""Every suit, trumps included, high to low: the jack tops its own suit."""

GERMAN_RANKS = "AKQT987"
"""Plain ranks under ``jacks_permanent_trumps`` (jacks are trumps)."""

JACKS: tuple[Card, ...] = parse_cards("JC JS JH JD")
"""The permanent trumps of the German option, high to low."""

TEAMS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
"""Partnerships: N+S (team 0) and E+W (team 1)."""

PACKETS = (3, 2, 3)
"""Cards per packet, dealt clockwise from the dealer's left."""

TRICKS_PER_DEAL = 8
DECK: tuple[Card, ...] = tuple(deck(32))
HALF = 60
DOUBLE_AT = 90

DEAL_ORDER = {r: i for i, r in enumerate(reversed(PLAIN_RANKS))}
"""Rank strength for the first-dealer draw: 7 lowest, J highest."""

# Strokes per deal kind: (makers simple, makers double, opponents simple, opponents double).
STROKES_NORMAL = (1, 2, 2, 4)
STROKES_FORCED = (1, 2, 1, 2)
STROKES_RAISED_SAME = (2, 3, 4, 6)
STROKES_RAISED_OTHER = (2, 3, 3, 5)
STROKES_RAISED_FORCED = (2, 3, 2, 3)


def team_of(seat: int) -> int:
    """0 for N/S, 1 for E/W."""
    return seat % 2


def turn_order(dealer: int) -> list[int]:
    """Speaking order L1, L2, L3, D (clockwise from the dealer's left)."""
    return [(dealer + i) % 4 for i in range(1, 5)]


_ORDERS: dict[tuple[str, bool], CardOrder] = {}


def card_order(trump: str, jacks_permanent: bool = False) -> CardOrder:
    """The trick order for ``trump`` (a suit letter), default or German jacks."""
    key = (trump, jacks_permanent)
    order = _ORDERS.get(key)
    if order is None:
        if jacks_permanent:
            order = CardOrder(trumps=JACKS, trump_suit=trump, suit_ranks=GERMAN_RANKS)
        else:
            order = CardOrder(trump_suit=trump, suit_ranks=PLAIN_RANKS)
        _ORDERS[key] = order
    return order


def suit_strength(
    hand: Sequence[Card], suit: str, jacks_permanent: bool = False
) -> tuple[int, int]:
    """(count, card points) of ``suit`` in ``hand``; the option adds every jack to every suit."""
    if jacks_permanent:
        cards = [c for c in hand if c.rank == "J" or c.suit == suit]
    else:
        cards = [c for c in hand if c.suit == suit]
    return len(cards), sum(STANDARD_POINTS.get(c.rank, 0) for c in cards)


def qualifying_suits(hand: Sequence[Card], jacks_permanent: bool = False) -> list[str]:
    """Suits with five or more cards in ``hand`` (in ♣ ♠ ♥ ♦ order)."""
    return [s for s in SUITS if suit_strength(hand, s, jacks_permanent)[0] >= 5]


def claim_key(
    hand: Sequence[Card], suit: str, turn_index: int, jacks_permanent: bool = False
) -> tuple[int, int, int, int]:
    """Comparator of §4: (count, points, suit seniority, earlier speaker); larger wins."""
    count, points = suit_strength(hand, suit, jacks_permanent)
    return (count, points, SENIORITY[suit], -turn_index)


def deal_hands(cards: Sequence[Card], dealer: int) -> list[list[Card]]:
    """Deal a shuffled deck (top card first) in packets 3-2-3, clockwise from ``dealer``'s left."""
    hands: list[list[Card]] = [[] for _ in range(4)]
    pos = 0
    for packet in PACKETS:
        for seat in turn_order(dealer):
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
    return hands


def first_dealer(draws: Sequence[Card]) -> int:
    """The seat that drew the lowest card (7 low … J high; ties: ♦ lowest)."""
    return min(
        range(len(draws)), key=lambda s: (DEAL_ORDER[draws[s].rank], SENIORITY[draws[s].suit])
    )


FOLLOW_RULES: tuple[FollowRule, ...] = (MUST_FOLLOW,)
"""Follow the led (effective) suit when able; otherwise any card (SH-D13)."""


def legal_cards(hand: Sequence[Card], led: Card | None, order: CardOrder) -> list[Card]:
    """The cards of ``hand`` that may be played on ``led`` (``None``: leading): the
    engine's follow rules (:data:`FOLLOW_RULES`)."""
    return follow_cards(hand, TrickContext(order, led), FOLLOW_RULES)


def card_value(cards: Sequence[Card]) -> int:
    """Card points: J 2, A 11, K 4, Q 3, 10 10."""
    return sum(STANDARD_POINTS.get(c.rank, 0) for c in cards)


@dataclass(frozen=True)
class DealScore:
    """The result of one deal: ``outcome`` code, winning team (``None`` on a draw), strokes."""

    outcome: str
    """``simple``, ``double``, ``draw`` or ``whole_head``."""
    winner: int | None
    strokes: int


def stroke_table(
    forced: bool, raised: bool, makers: int | None, drawn_makers: int | None
) -> tuple[int, ...]:
    """(makers simple, makers double, opponents simple, opponents double) for this deal."""
    if not raised:
        return STROKES_FORCED if forced else STROKES_NORMAL
    if forced:
        return STROKES_RAISED_FORCED
    return STROKES_RAISED_SAME if makers == drawn_makers else STROKES_RAISED_OTHER


def score_deal(
    makers: int,
    forced: bool,
    makers_points: int,
    tricks: Sequence[int],
    raised: bool = False,
    drawn_makers: int | None = None,
) -> DealScore:
    """Score a deal (§6): whole head, draw, else simple/double strokes to the winning side."""
    for team in (0, 1):
        if tricks[team] == TRICKS_PER_DEAL:
            return DealScore("whole_head", team, 0)
    if makers_points == HALF:
        return DealScore("draw", None, 0)
    table = stroke_table(forced, raised, makers, drawn_makers)
    if makers_points > HALF:
        double = makers_points >= DOUBLE_AT
        return DealScore("double" if double else "simple", makers, table[int(double)])
    double = 120 - makers_points >= DOUBLE_AT
    return DealScore("double" if double else "simple", 1 - makers, table[2 + int(double)])


JACK_OF_CLUBS = Card("J", "C")
POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in DECK}
"""Card points of every card."""

PLAY_ACTIONS: dict[Card, Action] = {c: Action.play(c) for c in DECK}
DECLARE: dict[str, Action] = {s: Action.choice("declare", s) for s in SUITS}
CLAIM: dict[str, Action] = {s: Action.choice("claim", s) for s in SUITS}
WAIVE = Action.choice("waive")
DECLARE_ANY: tuple[Action, ...] = tuple(DECLARE[s] for s in SUITS)
"""Every suit named (the forced namer's choices)."""
PASS_OR_DECLARE: tuple[Action, ...] = (PASS, *DECLARE_ANY)
"""The choices of a hand without a five-card suit."""

PLAIN_HAND: tuple[Card, ...] = tuple(
    sorted(DECK, key=lambda c: (SUITS.index(c.suit), PLAIN_RANKS.index(c.rank)))
)
"""The deck as a hand is sorted before trumps are named: by suit, then rank."""

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("head_strokes", "int", 9, minimum=1, maximum=None),
    OptionSpec("jacks_permanent_trumps", "bool", False),
    OptionSpec("games_to_win", "int", 1, minimum=1, maximum=99),
)


@dataclass(frozen=True, slots=True)
class SheepsheadOptions:
    """The house rules of a sitting (one field per :data:`OPTIONS` key)."""

    head_strokes: int
    """Strokes of a complete head (9 by default)."""
    jacks_permanent_trumps: bool
    """The German option: the four jacks are the top trumps."""
    games_to_win: int
    """Games (complete heads) that win the sitting."""
