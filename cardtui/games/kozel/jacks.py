"""Shared machinery of the jacks-over-trumps games: «Козлы» and «Козёл при вальтах».

Both games use the 32-card pack (7 to ace) with the same card order: the four
jacks (вальты) are permanent trumps above the trump suit, J♣ > J♠ > J♥ > J♦ by
default, then the trump suit A 10 K Q 9 8 7; plain suits rank A 10 K Q 9 8 7.
Play is free (свободный ход): no duty to follow suit or to trump. The highest
jack takes the trick; else the highest card of the trump suit; else the highest
card of the led suit (a led jack is a trump lead).

:class:`JackTrickMatch` holds the common state (hands, won piles, the trick,
the turned trump card) and plays the cards; the games add dealing, the stock or
the halves, and their scoring through :meth:`JackTrickMatch._after_trick`.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
from bisect import insort
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import permutations
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, card_points, deck
from cardtui.engine.chance import Chance
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionValue
from cardtui.engine.protocol import Event, Game, Match, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.trick import CardOrder
from cardtui.engine.unseen import ZoneFacts

PLAIN_RANKS = "ATKQ987"
"""Rank order of every suit once the jacks have left it (high to low)."""

DEFAULT_JACK_ORDER = "CSHD"
"""J♣ > J♠ > J♥ > J♦ (decision C-D1)."""

JACK_ORDERS: tuple[str, ...] = (
    DEFAULT_JACK_ORDER,
    *("".join(p) for p in permutations(DEFAULT_JACK_ORDER) if "".join(p) != DEFAULT_JACK_ORDER),
)
"""Every order of the four jacks, the default first (option ``jack_order``)."""


_PLAYS: dict[Card, Action] = {card: Action.play(card) for card in deck(32)}
"""The one-card play of every card of the pack (legal actions are built in the hot path)."""


def jack_cards(jack_order: str = DEFAULT_JACK_ORDER) -> tuple[Card, ...]:
    """The four jacks from highest to lowest."""
    return tuple(Card("J", suit) for suit in jack_order)


@lru_cache(maxsize=128)
def jack_card_order(trump_suit: str, jack_order: str = DEFAULT_JACK_ORDER) -> CardOrder:
    """Trick strength: the jacks, then the trump suit, then plain suits A 10 K Q 9 8 7."""
    return CardOrder(trumps=jack_cards(jack_order), trump_suit=trump_suit, suit_ranks=PLAIN_RANKS)


@lru_cache(maxsize=128)
def display_rank(trump_suit: str, jack_order: str = DEFAULT_JACK_ORDER) -> dict[Card, int]:
    """Position of every card in hand display order: trumps high to low, then ♣ ♠ ♥ ♦."""
    order = jack_card_order(trump_suit, jack_order)
    return {card: i for i, card in enumerate(order.sort_hand(deck(32)))}


def trick_winner(
    trump_suit: str, plays: Sequence[tuple[int, Card]], jack_order: str = DEFAULT_JACK_ORDER
) -> int:
    """The seat that takes a trick of ``(seat, card)`` plays in playing order."""
    return jack_card_order(trump_suit, jack_order).winner(plays)


class JackTrickMatch(CachedLegal, Match):
    """Hands, won piles, the trick and the turned trump card, with free play.

    Subclasses deal (calling :meth:`set_trump` and :meth:`give`) and implement
    :meth:`_after_trick` (refill, next half, scoring), :meth:`_public` and
    :meth:`_extra_zones` (stock, second half, dead cards).
    """

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
        jack_order: str = DEFAULT_JACK_ORDER,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.jack_order = jack_order
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.won: list[list[Card]] = [[] for _ in range(num_seats)]
        self.won_points = [0] * num_seats
        """Card points in each won pile (kept up to date for the views)."""
        self.trick: list[tuple[int, Card]] = []
        self.leader = 0
        self.to_move = 0
        self.dealer = 0
        self.trump_suit = "C"
        self.order: CardOrder = jack_card_order(self.trump_suit, jack_order)
        self._rank = display_rank(self.trump_suit, jack_order)
        self.turned: Card | None = None
        """The face-up trump card while it is publicly known (``None`` once played)."""
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.over = False
        self.winner: int | None = None
        """The seat that won the match («выиграл козла»), once it is over."""
        self._legal: tuple[Action, ...] | None = None

    def win_match(self, winner: int, events: list[Event]) -> list[Event]:
        """End the match in ``winner``'s favour; no action is legal any more."""
        self.winner = winner
        self.over = True
        self._legal = None
        events.append(Event("match_won", winner))
        return events

    # --- dealing helpers ----------------------------------------------------

    def clear_table(self) -> None:
        """Empty hands, won piles and tricks for a new deal."""
        self.hands = [[] for _ in range(self.num_seats)]
        self.won = [[] for _ in range(self.num_seats)]
        self.won_points = [0] * self.num_seats
        self.trick = []
        self.last_trick = ()
        self.last_winner = None
        self.turned = None
        self._legal = None

    def set_trump(self, card: Card) -> None:
        """Turn ``card`` face up: its printed suit is trump (a turned jack too, §7.11)."""
        self.turned = card
        self.trump_suit = card.suit
        self.order = jack_card_order(card.suit, self.jack_order)
        self._rank = display_rank(card.suit, self.jack_order)
        self.sort_hands()

    def sort_hands(self) -> None:
        """Put every hand in display order (trumps first)."""
        for seat in range(self.num_seats):
            self.hands[seat].sort(key=self._rank.__getitem__)
        self._legal = None

    def give(self, seat: int, card: Card) -> None:
        """Add ``card`` to a hand, keeping the hand in display order."""
        insort(self.hands[seat], card, key=self._rank.__getitem__)
        self._legal = None

    def start_play(self, leader: int) -> None:
        """``leader`` leads the first trick of a deal or half."""
        self.leader = self.to_move = leader
        self._legal = None

    def turned_holder(self) -> int | None:
        """The seat holding the known turned card, if it is in a hand."""
        if self.turned is None:
            return None
        for seat, hand in enumerate(self.hands):
            if self.turned in hand:
                return seat
        return None

    def points(self) -> tuple[int, ...]:
        """Card points taken so far per seat."""
        return tuple(self.won_points)

    def points_open(self) -> bool:
        """Whether players count the card points openly during a deal (override)."""
        return True

    def clone(self) -> Match:
        """An independent deep copy sharing the game and the immutable card-order tables."""
        memo: dict[int, Any] = {id(x): x for x in (self.game, self.order, self._rank)}
        return copy.deepcopy(self, memo)

    # --- Match protocol -----------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to play, ``None`` once the match is over."""
        return None if self.over else self.to_move

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.over

    def _compute_legal(self) -> tuple[Action, ...]:
        """Free play: any card of the hand."""
        return () if self.over else tuple(map(_PLAYS.__getitem__, self.hands[self.mover]))

    def explain_illegal(self, action: Action) -> str:
        """``card_not_in_hand`` for a card the player lacks; there are no follow rules."""
        if action.kind == "play" and len(action.cards) == 1:
            return "card_not_in_hand"
        return "not_your_choice"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.mover
        card = action.card
        self.hands[seat].remove(card)
        self._legal = None
        if card is self.turned:
            self.turned = None
        self.trick.append((seat, card))
        events = [Event("play", seat, (card,))]
        if len(self.trick) < self.num_seats:
            self.to_move = (seat + 1) % self.num_seats
            return events
        winner = self.order.winner(self.trick)
        cards = tuple(c for _, c in self.trick)
        self.won[winner].extend(cards)
        points = card_points(cards)
        self.won_points[winner] += points
        self.last_trick = tuple(self.trick)
        self.last_winner = winner
        self.trick = []
        self.leader = self.to_move = winner
        events.append(Event("trick_won", winner, cards, str(points)))
        events.extend(self._after_trick(winner))
        return events

    @abstractmethod
    def _after_trick(self, winner: int) -> list[Event]:
        """Refill, next half or scoring after ``winner`` took a trick."""

    def _public(self) -> dict[str, Any]:
        """Game facts for the scoreboard and side panel; override and extend."""
        return {
            "jack_order": self.jack_order,
            "trump_suit": self.trump_suit,
            "turned_card": self.turned,
            "turned_holder": self.turned_holder(),
            "points": self.points(),
        }

    def _extra_zones(self) -> dict[str, Sequence[Card]]:
        """Card zones besides hands, won piles and the trick; override."""
        return {}

    def _hidden_piles(self) -> list[Card]:
        """Face-down cards nobody may see (stock, second half, dead cards); override."""
        return []

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` sees: its hand, the trick, won points and the turned card."""
        to_move = self.current_seat
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=self.num_seats,
            phase="over" if self.over else "play",
            to_move=to_move,
            legal=tuple(self.legal_actions()) if seat is not None and seat == to_move else (),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=tuple(
                tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
            ),
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(Play(s, (c,)) for s, c in self.trick),
            trick_leader=self.leader,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump=self.trump_suit,
            public=self._public(),
            tricks_taken=tuple(len(w) // self.num_seats for w in self.won),
            points_taken=self.points() if self.points_open() else (),
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        """Other hands and the face-down piles, except the publicly known turned card."""
        hidden = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        hidden.extend(self._hidden_piles())
        return [c for c in hidden if c is not self.turned]

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Hands, won piles, the trick and the game's own piles."""
        zones: dict[str, Sequence[Card]] = {}
        for seat in range(self.num_seats):
            zones[f"hand{seat}"] = self.hands[seat]
            zones[f"won{seat}"] = self.won[seat]
        zones["trick"] = [c for _, c in self.trick]
        zones.update(self._extra_zones())
        return zones

    # --- search states and worlds ---------------------------------------------

    search_share = frozenset({"order", "_rank"})
    ordered_zones = frozenset({"stock", "second_half"})

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """Other hands and the game's face-down piles (:meth:`_hidden_lists`)."""
        zones = {f"hand{s}": self.hands[s] for s in range(self.num_seats) if s != seat}
        zones.update(self._hidden_lists())
        return zones

    def _hidden_lists(self) -> dict[str, list[Card]]:
        """The face-down piles by name (the live lists); override."""
        return {}

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The turned trump card: at the bottom of the stock, or in its holder's hand."""
        facts = ZoneFacts()
        turned = self.turned
        if turned is None:
            return facts
        holder = self.turned_holder()
        if holder is not None:
            if holder != seat:
                facts.pin(f"hand{holder}", turned)
            return facts
        for name, pile in self._hidden_lists().items():
            if turned in pile and name in self.ordered_zones:
                facts.pin_at(name, pile.index(turned) - len(pile), turned)
            elif turned in pile:
                facts.pin(name, turned)
        return facts

    def refill(self, seat: int) -> None:
        self.sort_hands()
