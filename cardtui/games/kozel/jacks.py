"""Shared machinery of the jacks-over-trumps games: «Козлы» and «Козёл при вальтах».

Both games use the 32-card pack (7 to ace) with the same card order: the four
jacks (вальты) are permanent trumps above the trump suit, J♣ > J♠ > J♥ > J♦ by
default, then the trump suit A 10 K Q 9 8 7; plain suits rank A 10 K Q 9 8 7.
Play is free (свободный ход): no duty to follow suit or to trump. The highest
jack takes the trick; else the highest card of the trump suit; else the highest
card of the led suit (a led jack is a trump lead).

:class:`JackTrickMatch` adds to the Kozel core the won piles and the turned trump
card, and plays the cards; the games add dealing, the stock or the halves, and
their scoring through :meth:`JackTrickMatch._after_trick`.
"""

from __future__ import annotations

from abc import abstractmethod
from bisect import insort
from collections.abc import Sequence
from functools import lru_cache
from itertools import permutations
from typing import ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, View
from cardtui.engine.trick import CardOrder
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import ZoneSpec, hand, public, trick
from cardtui.games.kozel.core import (
    OVER,
    PLAY,
    PLAY_ACTION,
    KozelMatch,
    display_table,
    points_of,
)
from cardtui.games.kozel.facts import JacksPublic

PLAIN_RANKS = "ATKQ987"
"""Rank order of every suit once the jacks have left it (high to low)."""

DEFAULT_JACK_ORDER = "CSHD"
"""J♣ > J♠ > J♥ > J♦ (decision C-D1)."""

JACK_ORDERS: tuple[str, ...] = (
    DEFAULT_JACK_ORDER,
    *("".join(p) for p in permutations(DEFAULT_JACK_ORDER) if "".join(p) != DEFAULT_JACK_ORDER),
)
"""Every order of the four jacks, the default first (option ``jack_order``)."""


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
    return display_table(jack_card_order(trump_suit, jack_order), deck(32))


def trick_winner(
    trump_suit: str, plays: Sequence[tuple[int, Card]], jack_order: str = DEFAULT_JACK_ORDER
) -> int:
    """The seat that takes a trick of ``(seat, card)`` plays in playing order."""
    return jack_card_order(trump_suit, jack_order).winner(plays)


def _free_play(match: JackTrickMatch, seat: int) -> tuple[Action, ...]:
    """Free play: any card of the hand."""
    return tuple(map(PLAY_ACTION.__getitem__, match.hands[seat]))


def _refuse(match: JackTrickMatch, seat: int, action: Action) -> str:
    """``card_not_in_hand`` for a card the player lacks; there are no follow rules."""
    if action.kind == "play" and len(action.cards) == 1:
        return "card_not_in_hand"
    return "not_your_choice"


class JackTrickMatch(KozelMatch):
    """The Kozel core with won piles and the turned trump card, with free play.

    Subclasses deal (calling :meth:`set_trump` and :meth:`give`) and implement
    :meth:`_after_trick` (refill, next half, scoring) and :meth:`_public`, and
    declare their piles in :attr:`zones`.
    """

    zones: ClassVar[tuple[ZoneSpec, ...]] = (hand(), public("won", per_seat=True), trick())
    search_share = KozelMatch.search_share | {"order", "_rank"}

    jack_order = DEFAULT_JACK_ORDER

    def setup(self) -> None:
        n = self.num_seats
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.won_points = [0] * n
        """Card points in each won pile (kept up to date for the views)."""
        self.trump_suit = "C"
        self.order: CardOrder = jack_card_order(self.trump_suit, self.jack_order)
        self._rank = display_rank(self.trump_suit, self.jack_order)
        self.turned: Card | None = None
        """The face-up trump card while it is publicly known (``None`` once played)."""
        self.winner: int | None = None
        """The seat that won the match («выиграл козла»), once it is over."""

    def match_done(self) -> bool:
        return bool(self.deal_summaries[-1].winners) and self.won_match()

    def won_match(self) -> bool:
        """Whether the winner of the deal just closed has won the match (default: yes)."""
        return True

    def end_match(self) -> list[Event]:
        """The deal's winner won the match; no action is legal any more."""
        winner = self.deal_summaries[-1].winners[0]
        self.winner = winner
        self.phase = OVER
        return [Event("match_won", winner)]

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
        for seat, cards in enumerate(self.hands):
            if self.turned in cards:
                return seat
        return None

    def points(self) -> tuple[int, ...]:
        """Card points taken so far per seat."""
        return tuple(self.won_points)

    def points_open(self) -> bool:
        """Whether players count the card points openly during a deal (override)."""
        return True

    # --- play -----------------------------------------------------------------

    def play(self, seat: int, action: Action) -> list[Event]:
        """``seat`` plays a card; a full trick goes to its winner's pile."""
        card = action.cards[0]
        events = [self.lay_card(seat, card)]
        if card is self.turned:
            self.turned = None
        if len(self.trick) < self.num_seats:
            self.to_move = (seat + 1) % self.num_seats
            return events
        winner = self.order.winner(self.trick)
        cards = self.gather_trick(winner)
        self.won[winner].extend(cards)
        points = points_of(cards)
        self.won_points[winner] += points
        self.to_move = winner
        if not self.quiet:
            events.append(Event("trick_won", winner, cards, str(points)))
        events.extend(self._after_trick(winner))
        return events

    def unplay_last(self) -> bool:
        """Take the last card of the trick in progress back into its hand, that seat to
        move again (the search's inference rewinds a world so; False when no card is out)."""
        if self.phase != PLAY or not self.trick:
            return False
        seat, card = self.trick.pop()
        self.give(seat, card)
        self.to_move = seat
        return True

    phase_table: ClassVar[dict[str, Phase]] = {PLAY: Phase(_free_play, play, _refuse)}

    @abstractmethod
    def _after_trick(self, winner: int) -> list[Event]:
        """Refill, next half or scoring after ``winner`` took a trick."""

    def _public(self) -> JacksPublic:
        """Game facts for the scoreboard and side panel; override and extend."""
        return JacksPublic(
            jack_order=self.jack_order,
            trump_suit=self.trump_suit,
            turned_card=self.turned,
            turned_holder=self.turned_holder(),
            points=self.points(),
        )

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` sees: its hand, the trick, won points and the turned card."""
        return self.table_view(
            seat,
            trick_leader=self.leader,
            trump=self.trump_suit,
            public=self._public(),
            tricks_taken=tuple(len(w) // self.num_seats for w in self.won),
            points_taken=self.points() if self.points_open() else (),
        )

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The turned trump card is public wherever it lies."""
        return frozenset() if self.turned is None else frozenset((self.turned,))

    # --- search states and worlds ---------------------------------------------

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
        for name, pile in self.hidden_zones(seat).items():
            if name.startswith("hand"):
                continue
            if turned in pile and name in self.ordered_zones:
                facts.pin_at(name, pile.index(turned) - len(pile), turned)
            elif turned in pile:
                facts.pin(name, turned)
        return facts

    def refill(self, seat: int) -> None:
        self.sort_hands()
