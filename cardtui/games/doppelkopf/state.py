"""The state every phase of a Doppelkopf match shares, and the small helpers they call.

The phases (:mod:`.calls`, :mod:`.play`, :mod:`.scoring`) are functions of
:class:`DoppelkopfState`; :class:`~.match.DoppelkopfMatch` puts them in its phase
table and adds the views and what search needs. This module imports no phase module.
"""

from __future__ import annotations

from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.options import OptionValue, typed_options
from cardtui.engine.protocol import Game, Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.trick import CardOrder
from cardtui.engine.values import Event
from cardtui.games.doppelkopf.rules import (
    DEFAULT_TRUMP,
    OLD_WOMAN,
    PACKETS,
    PHASE_OVER,
    PHASE_SOLO,
    PHASE_TRUMP,
    SEATS,
    DoppelkopfOptions,
    card_order,
    draw_dealer,
    match_deck,
    seats_from_forehand,
)
from cardtui.games.trick_tables import order_tables


class DoppelkopfState(Match):
    """Hands, the running ledger in half-points, the calls, the teams and the tricks."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opts = typed_options(DoppelkopfOptions, game.options, options)
        self.match_deals = self.opts.match_deals
        self.balance = [0] * SEATS
        self.phase = PHASE_OVER
        self.begin_deal(None)
        self.dealer, draw = draw_dealer(chance.shuffle(match_deck(self.opts.no_nines)))
        self.dealer_draw = tuple(tuple(round_) for round_ in draw)
        """The first dealer's draw rounds: (seat, card) pairs."""
        self.record_dealer(self.dealer)
        self.opening_events = self._deal_cards()

    # --- dealing -----------------------------------------------------------------

    def deal(self, dealer: int) -> list[Event]:
        """The next deal, dealt by ``dealer``."""
        self.begin_deal(dealer)
        self.dealer = dealer
        return self._deal_cards()

    def _deal_cards(self) -> list[Event]:
        """Shuffle and deal; open the solo ask or go straight to the teams."""
        self.deck = tuple(self.chance.shuffle(match_deck(self.opts.no_nines)))
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        pos = 0
        for size in PACKETS[self.opts.no_nines]:
            for seat in seats_from_forehand(self.dealer):
                self.hands[seat].extend(self.deck[pos : pos + size])
                pos += size
        self.n_tricks = len(self.deck) // SEATS
        self.won: list[tuple[Card, ...]] = [()] * SEATS
        """The cards of each seat's tricks (face up)."""
        self.points_won = [0] * SEATS
        """Card points in each seat's tricks so far."""
        self.tricks_won = [0] * SEATS
        self.trick: list[tuple[int, Card]] = []
        self.led = ""
        """The effective suit led to the trick in progress (empty: nobody has led)."""
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.tricks_played = 0
        self.kind: str | None = None
        self.solo_value: str | None = None
        self.trump_suit: str | None = None
        self.level: str | None = None
        self.declarer: int | None = None
        self.partner: int | None = None
        self.wedding_alone = False
        self.teams_known = False
        self.healthy: list[int] = []
        self.first_leader: int | None = None
        self.foxes: list[tuple[int, int]] = []
        """(seat that played an A♦, seat that won it)."""
        self.old_women_met = False
        self.old_women_by: list[int] = []
        """The seats that played a Q♣ this deal, in order (one entry per card)."""
        self.jack_last: int | None = None
        self.holders = tuple(s for s in range(SEATS) for c in self.hands[s] if c is OLD_WOMAN)
        self.set_order(card_order(DEFAULT_TRUMP, self.opts.dulle))
        start = [Event("deal_start", self.dealer, value=str(self.deal_number))]
        if self.opts.solos:
            self.phase = PHASE_SOLO
            self.to_move = seats_from_forehand(self.dealer)[0]
            return start
        return start + self.form_teams()

    @property
    def order(self) -> CardOrder:
        """The deal's card order (♦ trumps until another suit or a solo is named)."""
        return self.tables.order

    def set_order(self, order: CardOrder) -> None:
        """The deal's card order from now on; the hands are sorted by it."""
        self.tables = order_tables(order)
        self.tables.sort(self.hands)

    # --- teams ---------------------------------------------------------------------

    def form_teams(self) -> list[Event]:
        """TEAMS (§4): the Q♣ holders; a single holder is a wedding. The declarer names
        trumps. At the deal without solos, else after four «здоров» (:mod:`.calls`)."""
        holders = self.holders
        self.declarer = declarer = next(s for s in seats_from_forehand(self.dealer) if s in holders)
        self.phase = PHASE_TRUMP
        self.to_move = declarer
        if holders[0] == holders[1]:
            self.kind = "wedding"
            return [Event("wedding", declarer)]
        self.kind = "normal"
        self.partner = next(s for s in holders if s != declarer)
        return []

    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(declaring side, opponents) as far as the engine knows; ``None`` before it is fixed."""
        if self.declarer is None or (self.kind == "wedding" and not self.teams_known):
            return None
        pair = (self.declarer,) if self.partner is None else (self.declarer, self.partner)
        side_d = tuple(sorted(pair))
        return side_d, tuple(s for s in range(SEATS) if s not in side_d)
