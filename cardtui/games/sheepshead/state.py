"""The state every phase of a Sheep's Head sitting shares, and the small helpers they call.

The phases (:mod:`.calls`, :mod:`.play`, :mod:`.scoring`) and what the calls told
(:mod:`.knowledge`) are functions of :class:`SheepsheadState`;
:class:`~.match.SheepsheadMatch` puts them in its phase table and adds the views and
what search needs. This module imports no phase module.
"""

from __future__ import annotations

from typing import Any

from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.options import OptionValue, typed_options
from cardtui.engine.protocol import Game, Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.trick import CardOrder
from cardtui.engine.values import Event
from cardtui.games.sheepshead.rules import (
    DECK,
    PLAIN_HAND,
    PLAIN_RANKS,
    SheepsheadOptions,
    deal_hands,
    first_dealer,
    turn_order,
)
from cardtui.games.trick_tables import order_tables

DECLARE_PHASE = "declare"
CLAIM_PHASE = "claim"
FORCED_PHASE = "forced"
PLAY_PHASE = "play"

NO_TRUMPS = CardOrder(suit_ranks=PLAIN_RANKS)
"""The order before trumps are named (only the suits count)."""


class SheepsheadState(Match):
    """The heads' strokes, the games won, and the deal: hands, calls, trumps and tricks."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opts = typed_options(SheepsheadOptions, game.options, options)
        self.head_strokes = self.opts.head_strokes
        self.strokes = [0, 0]
        """Strokes drawn on each side's head (N+S, E+W); the UI draws the picture."""
        self.raised = False
        self.drawn_makers: int | None = None
        self.winner_team: int | None = None
        """The side that won the sitting (``None`` while it goes on)."""
        self.whole_head = False
        self.game_number = 1
        self.games_won = [0, 0]
        self.games: list[dict[str, Any]] = []
        """Finished games: winner side, strokes at the end, whole head, last deal number."""
        self.closing: list[Event] = []
        """Events after a deal's ``deal_end`` (strokes drawn, a game won), emitted before
        the next deal or at the match's end."""
        self.draws: tuple[Card, ...] = ()
        """The cards drawn for the first dealer of the sitting (N, E, S, W)."""
        self.opening_events = self._start_deal(None)

    # --- deal set-up ----------------------------------------------------------

    def deal(self, dealer: int) -> list[Event]:
        """The strokes and games the last deal closed with, then the next deal."""
        closing, self.closing = self.closing, []
        return closing + self._start_deal(dealer)

    def _start_deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal; the sitting's first deal draws its dealer first (§3.1)."""
        self.begin_deal(dealer)
        if dealer is None:
            self.draws = tuple(self.chance.shuffle(DECK)[:4])
            dealer = first_dealer(self.draws)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(DECK)
        self.deck = tuple(cards)
        self.hands = deal_hands(cards, dealer)
        self.order_seats = turn_order(dealer)
        self.phase = DECLARE_PHASE
        self.speaker = 0
        self.to_move = self.order_seats[0]
        self.calls: list[dict[str, Any]] = []
        self.declarer: int | None = None
        self.declared = ""
        self.queue: list[int] = []
        self.claims: list[tuple[int, str]] = []
        self.candidates: list[dict[str, Any]] = []
        self.maker: int | None = None
        self.trump = ""
        self.forced = False
        self.forced_by: int | None = None
        self.trick: list[tuple[int, Card]] = []
        self.led = ""
        """The effective suit led to the trick in progress (empty: nobody has led)."""
        self.leader = self.order_seats[0]
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.history: list[tuple[tuple[int, Card], ...]] = []
        self.won: list[list[Card]] = [[], []]
        """Cards won by each side (N+S, E+W)."""
        self.seat_points = [0, 0, 0, 0]
        self.team_tricks = [0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.set_order(NO_TRUMPS)
        return [Event("deal_start", dealer, value=str(self.deal_number))]

    @property
    def order(self) -> CardOrder:
        """The deal's card order (trumps named, or the plain order before)."""
        return self.tables.order

    def set_order(self, order: CardOrder) -> None:
        """The deal's card order from now on; the hands are sorted by it."""
        self.tables = order_tables(order, PLAIN_HAND if order is NO_TRUMPS else None)
        self.tables.sort(self.hands)
