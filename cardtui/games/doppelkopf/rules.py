"""Doppelkopf's rules as data: the pack, the card order, points, options, the dealer draw.

Standard library only; the match (:mod:`.match`) and its phases (:mod:`.calls`,
:mod:`.play`, :mod:`.scoring`) read these tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.options import OptionSpec
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, FollowRule, TrickContext
from cardtui.engine.trick import legal_cards as follow_cards

GAME_ID = "doppelkopf"
SEATS = 4

OLD_WOMAN = Card("Q", "C")
"""«старушка»: the queen of clubs; its two holders form the declaring team."""
FOX = Card("A", "D")
"""«лиса»: the ace of diamonds (option ``fox_hunt``)."""
JACK_OF_CLUBS = Card("J", "C")
DULLE = Card("T", "H")
"""The German top trump (option ``dulle``)."""

QUEENS_AND_JACKS: tuple[Card, ...] = parse_cards("QC QS QH QD JC JS JH JD")
PLAIN_RANKS = "ATK9"
"""Plain suits and the trump suit below the jacks: A > 10 > K > 9 (DK-D3)."""
BIG_SOLO_RANKS = "ATKQJ9"
"""Big solo: no trumps, every suit A > 10 > K > Q > J > 9 (DK-D19)."""
DRAW_RANKS = "ATKQJ9"
"""Rank order of the dealer draw; the lowest card deals (DK-D21)."""

DEFAULT_TRUMP = "D"
TRUMP_CHOICES = "DCSH"
"""``trump:<suit>`` values, ♦ (keep the default) first."""
SOLO_CHOICES: tuple[str, ...] = ("trump", "C", "S", "H")
"""``solo:<value>``: trump solo (♦), suit solo with ♣/♠/♥; ``big`` is added by option."""
LEVELS: tuple[str, ...] = ("normal", "schneider", "schwarz")
"""Order levels («заказ»): обычная игра, шнайдер, шварц."""

WIN_PREMIUM = {"normal": 5, "schneider": 10, "schwarz": 15}
LOSS_PREMIUM = {"normal": 10, "schneider": 20, "schwarz": 25}
WIN_THRESHOLD = 121
SCHNEIDER_LIMIT = 31
TRUMP_SOLO_PREMIUM = 50
DEAL_POINTS = 240

SOLO_KINDS = frozenset({"trump_solo", "suit_solo", "big_solo"})
PACKETS = {False: (4, 4, 4), True: (3, 4, 3)}
"""Packet sizes per round, keyed by ``no_nines``."""

PHASE_SOLO = "solo_ask"
PHASE_TRUMP = "name_trump"
PHASE_ORDER = "order_game"
PHASE_PLAY = "play"
PHASE_OVER = "over"

HEALTHY = Action.choice("healthy")
"""«здоров»: no solo wanted."""
SOLO_ACTIONS: tuple[Action, ...] = (HEALTHY, *(Action.choice("solo", v) for v in SOLO_CHOICES))
"""The solo ask's choices without the big solo."""
BIG_SOLO_ACTIONS: tuple[Action, ...] = (*SOLO_ACTIONS, Action.choice("solo", "big"))
"""The solo ask's choices with ``big_solo``."""
TRUMP_ACTIONS: tuple[Action, ...] = tuple(Action.choice("trump", s) for s in TRUMP_CHOICES)
ORDER_ACTIONS: tuple[Action, ...] = tuple(Action.choice("order", lv) for lv in LEVELS)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("no_nines", "bool", False),
    OptionSpec("fox_hunt", "bool", False),
    OptionSpec("fox_bonus", "int", 20, minimum=0, maximum=1000),
    OptionSpec("old_women_one_trick", "bool", False),
    OptionSpec("old_women_penalty", "int", 30, minimum=0, maximum=1000),
    OptionSpec("jack_of_clubs_last_trick", "bool", False),
    OptionSpec("jack_of_clubs_bonus", "int", 20, minimum=0, maximum=1000),
    OptionSpec("solos", "bool", False),
    OptionSpec("big_solo", "bool", False),
    OptionSpec("suit_solo_premium", "int", 50, minimum=0, maximum=1000),
    OptionSpec("wedding_window_tricks", "int", 3, minimum=1, maximum=3),
    OptionSpec("first_lead", "choice", "declarer", choices=("declarer", "forehand")),
    OptionSpec("dulle", "bool", False),
    OptionSpec("match_deals", "int", 8, minimum=4, maximum=400),
)


@dataclass(frozen=True, slots=True)
class DoppelkopfOptions:
    """The house rules of a match (one field per :data:`OPTIONS` key)."""

    no_nines: bool
    fox_hunt: bool
    fox_bonus: int
    old_women_one_trick: bool
    old_women_penalty: int
    jack_of_clubs_last_trick: bool
    jack_of_clubs_bonus: int
    solos: bool
    big_solo: bool
    suit_solo_premium: int
    wedding_window_tricks: int
    first_lead: str
    dulle: bool
    match_deals: int


@cache
def card_order(trump_suit: str | None, dulle: bool = False) -> CardOrder:
    """The trick order: queens, jacks, then the trump suit; ``None`` is the trumpless big solo."""
    if trump_suit is None:
        return CardOrder(suit_ranks=BIG_SOLO_RANKS)
    trumps = ((DULLE,) if dulle else ()) + QUEENS_AND_JACKS
    return CardOrder(trumps=trumps, trump_suit=trump_suit, suit_ranks=PLAIN_RANKS)


POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in deck(24)}
"""Card points of every card."""


def points(cards: Sequence[Card]) -> int:
    """Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0."""
    return sum([POINTS[c] for c in cards])


FOLLOW_RULES: tuple[FollowRule, ...] = (MUST_FOLLOW,)
"""Follow the led effective suit when able; otherwise any card (no duty to trump)."""


def legal_cards(hand: Sequence[Card], led: Card | None, order: CardOrder) -> list[Card]:
    """Distinct cards of ``hand`` that may be played on ``led`` (``None``: leading):
    the engine's follow rules (:data:`FOLLOW_RULES`)."""
    return list(dict.fromkeys(follow_cards(hand, TrickContext(order, led), FOLLOW_RULES)))


def draw_dealer(cards: Sequence[Card]) -> tuple[int, list[list[tuple[int, Card]]]]:
    """The first dealer from cards drawn off a shuffled pack (DK-D21).

    Seats draw in order 0..3; the lowest card (A 10 K Q J 9) deals; tied players
    draw again, in seat order, from the rest of the pack. Returns the dealer and
    the draw rounds. If the pack runs out (never in practice) the first tied seat deals.
    """
    rounds: list[list[tuple[int, Card]]] = []
    drawing = list(range(SEATS))
    pos = 0
    while len(drawing) > 1 and pos + len(drawing) <= len(cards):
        draw = [(seat, cards[pos + i]) for i, seat in enumerate(drawing)]
        pos += len(drawing)
        rounds.append(draw)
        low = max(DRAW_RANKS.index(c.rank) for _, c in draw)
        drawing = [seat for seat, c in draw if DRAW_RANKS.index(c.rank) == low]
    return drawing[0], rounds


PLAY_ACTIONS: dict[Card, Action] = {c: Action.play(c) for c in set(deck(24))}
"""One ``play`` action per distinct card, built once (the hot path of playouts)."""


def match_deck(no_nines: bool) -> list[Card]:
    """The 48-card pack (40 without nines), unshuffled."""
    return deck(ranks="ATKQJ" if no_nines else "ATKQJ9", copies=2)


def seats_from_forehand(dealer: int) -> tuple[int, ...]:
    """``L1, L2, L3, D``: clockwise from the dealer's left, dealer last."""
    return FROM_FOREHAND[dealer]


FROM_FOREHAND: tuple[tuple[int, ...], ...] = tuple(
    tuple((dealer + i) % SEATS for i in range(1, SEATS + 1)) for dealer in range(SEATS)
)
"""Per dealer, the seats from forehand (the dealer's left) round to the dealer."""
