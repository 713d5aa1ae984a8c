"""The state every phase of a Hearts match shares: the options, the deal and its zones.

:class:`HeartsState` holds what the phases (:mod:`.passing`, the core's trick play,
a game's own phases) read and change: the hands, the passes, the tricks, the order
and the follow rules, with the deal itself (:meth:`HeartsState.deal_cards`) and the
per-game hooks it calls. :class:`~cardtui.games.hearts.core.HeartsMatch` subclasses
it with the phase table, the play, the scoring and the views. This module imports no
phase module, so the phases can type against it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from cardtui.engine import (
    Action,
    Card,
    Chance,
    Event,
    Game,
    Match,
    MatchRecord,
    OptionValue,
    deck,
)
from cardtui.engine.facts import Facts
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import typed_options
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, FollowRule
from cardtui.games.hearts.tricks import order_tables, sort_table, split_rules

PLAY = "play"
PASSING = "pass_cards"
OVER = "over"

DIRECTIONS: dict[int, str] = {1: "left", 2: "across", 3: "right"}
"""Pass direction codes by offset (mod 4; with 3 players only ``left``)."""

_ORDERS: dict[str, CardOrder] = {}


def plain_order(suit_ranks: str) -> CardOrder:
    """The no-trump card order of ``suit_ranks`` (high to low), made once and shared."""
    order = _ORDERS.get(suit_ranks)
    if order is None:
        order = _ORDERS[suit_ranks] = CardOrder(suit_ranks=suit_ranks)
    return order


class HeartsState(CachedLegal, Match):
    """The options, the per-game hooks of the deal, and the deal's cards and passes."""

    options_class: ClassVar[type[Any]]
    """The game's frozen options dataclass (fields: the option keys)."""
    opts: Any
    """The match's options, typed (an instance of :attr:`options_class`)."""
    suit_ranks: ClassVar[str] = "AKQJT98765432"
    card_values: Mapping[Card, int] = MappingProxyType({})
    """Penalty per card taken (negative for a prize)."""
    extra_rules: tuple[FollowRule, ...] = ()
    """Lead and follow checks besides following suit, in order."""
    pass_count: ClassVar[int] = 0
    """Cards each player passes (0: no passing)."""
    notes_plays: bool = False
    """Whether :meth:`~.core.HeartsMatch.note_play` is called on every card played."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.notes_plays: bool = type(self).notes_plays  # read on every play: kept here
        self.opts = typed_options(self.options_class, game.options, options)
        self.totals = [0] * num_seats
        self.set_order(plain_order(self.suit_ranks))
        self._legal: Sequence[Action] | None = None
        self._facts_memo: tuple[tuple[int, ...], Facts, tuple[Facts | None, ...]] | None = None
        """The facts of the views at one :meth:`facts_stamp` (see ``HeartsMatch.view``)."""
        self.configure()
        self.set_rules(self.extra_rules)
        self._sort_key = sort_table(self.order, self.all_cards())
        self.begin_deal(None)
        dealer = self.chance.randrange(num_seats)
        self.record_dealer(dealer)
        self.opening_events = self.deal_cards(dealer)

    # --- per game -------------------------------------------------------------

    def configure(self) -> None:
        """Read the game's options (called once, before the first deal)."""

    def all_cards(self) -> tuple[Card, ...]:
        """Every card that can appear in a deal (for the hand sort table)."""
        return self.deal_deck()

    def deal_deck(self) -> tuple[Card, ...]:
        """The cards of this match's deck."""
        return tuple(deck(52))

    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return len(self.deal_deck()) // self.num_seats

    def pass_offset(self) -> int:
        """How many seats to the left this deal's cards go (0: no passing)."""
        return 0

    def first_leader(self) -> int:
        """Who leads trick 1 (default: eldest)."""
        return (self.dealer + 1) % self.num_seats

    def set_order(self, order: CardOrder) -> None:
        """Play with ``order`` from now on (and its tables)."""
        self.order = order
        self.tables = order_tables(order)

    def set_rules(
        self, extra: tuple[FollowRule, ...], follow_only: frozenset[FollowRule] = frozenset()
    ) -> None:
        """Set the lead and follow rules besides following suit (``follow_only``: those that
        never narrow a lead)."""
        self.extra_rules = extra
        self.rules: tuple[FollowRule, ...] = (MUST_FOLLOW, *extra)
        self.lead_rules, self.follow_rules = split_rules(extra, follow_only)

    # --- deal -------------------------------------------------------------------

    def deal(self, dealer: int) -> list[Event]:
        self.begin_deal(dealer)
        return self.deal_cards(dealer)

    def deal_cards(self, dealer: int) -> list[Event]:
        """Shuffle and deal one card at a time from eldest; open passing or play."""
        n = self.num_seats
        self.dealer = dealer
        cards = self.chance.shuffle(self.deal_deck())
        self.deck = tuple(cards)
        size = self.hand_size()
        eldest = (dealer + 1) % n
        key = self._sort_key.__getitem__
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(n):
            self.hands[(eldest + i) % n] = sorted(cards[i : n * size : n], key=key)
        self.stock: list[Card] = list(cards[n * size :])
        self.taken: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.trick_winners: list[int] = []
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.broken = False
        self.passing: list[list[Card]] = [[] for _ in range(n)]
        self.passed: list[tuple[Card, ...]] = [() for _ in range(n)]
        self.received: list[tuple[Card, ...]] = [() for _ in range(n)]
        self.offset = self.pass_offset() if self.pass_count else 0
        self.leader = self.first_leader()
        self._legal = None
        events = [Event("deal_start", dealer, value=str(self.deal_number))]
        self.to_move = eldest
        if self.offset:
            self.phase = PASSING
            events.append(Event("pass_" + DIRECTIONS[self.offset % n]))
            return events
        return events + self.before_play()

    def before_play(self) -> list[Event]:
        """Open the game's own pre-play phase, or the play (default)."""
        self.phase = PLAY
        self.to_move = self.leader
        return []
