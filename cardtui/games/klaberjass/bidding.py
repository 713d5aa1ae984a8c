"""Dealing and the trump choice (klaberjass.md §3, §4.1, §4.2).

The first deal gives 3 + 3 cards each, the elder first, and turns up the 13th
card. Round 1: take the turn-up's suit or pass (or schmeiss, an option); round
2: name another suit or pass. Four passes (or an accepted schmeiss) annul the
deal. Once a maker exists, three more cards go to each player, the stock's
bottom card is shown, and with an open trump the holder of the trump seven may
swap it for the turn-up (only he is asked).
"""

from __future__ import annotations

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import SUITS, Card
from cardtui.engine.protocol import DealSummary, Event
from cardtui.engine.score import note, total
from cardtui.games.klaberjass.state import NAMED, NO_LIMIT, OPEN, KlaberjassState
from cardtui.games.klaberjass.tables import CUT_RANK, DECK, HAND_FIRST, PACKET

TAKE = Action("take")
SCHMEISS = Action("schmeiss")
ACCEPT = Action("accept")
REFUSE = Action("refuse")
EXCHANGE = Action("exchange")
KEEP = Action("keep")
NAME: dict[str, Action] = {s: Action("name", (), s) for s in SUITS}


def cut_dealer(cards: list[Card]) -> int:
    """Seats 0 and 1 cut cards in turn from a shuffled pack; the lower card deals.

    Equal ranks cut again (the next pair of cards).
    """
    for i in range(0, len(cards) - 1, 2):
        a, b = CUT_RANK[cards[i].rank], CUT_RANK[cards[i + 1].rank]
        if a != b:
            return 0 if a < b else 1
    return 0


class BiddingPhase(KlaberjassState):
    """Both deals, both bidding rounds, schmeiss and the trump-seven exchange."""

    def _draw_first_dealer(self) -> int:
        if self.options["first_dealer"] == "cut":
            return cut_dealer(self.chance.shuffle(DECK))
        return self.chance.randrange(2)

    def _start_deal(self, dealer: int | None) -> list[Event]:
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self._draw_first_dealer()
            self.record_dealer(dealer)
        self.dealer, self.elder = dealer, 1 - dealer
        cards = self.chance.shuffle(DECK)
        self.deck = tuple(cards)
        self._clear()
        e, d = self.elder, self.dealer
        self.hands[e] = [*cards[0:3], *cards[6:9]]
        self.hands[d] = [*cards[3:6], *cards[9:12]]
        self.turn_up = cards[2 * HAND_FIRST]
        self.face_up = [self.turn_up]
        self.stock = cards[2 * HAND_FIRST + 1 :]
        self.sort_hands()
        self.phase, self.to_move = "bid_take", e
        return [
            Event("deal_start", dealer, value=str(self.deal_number)),
            Event("turn_up", None, (self.turn_up,), self.turn_up.suit),
        ]

    def _clear(self) -> None:
        self.trump = self.trump_kind = ""
        self.maker = self.schmeiss_by = self.exchanged_by = self.bottom = None
        self.calls, self.exchange_queue, self.talk = [], [], []
        self.runs, self.shown_runs, self.shown_value = [(), ()], [(), ()], [0, 0]
        self.announced, self.elder_silent, self.seq_winner = "", False, None
        self.seq_done = False
        self.known, self.played, self.won = [[], []], [[], []], [[], []]
        self.beaten = [NO_LIMIT, NO_LIMIT]
        self.bella, self.bella_pair = [False, False], [False, False]
        self.won_points, self.tricks = [0, 0], [0, 0]
        self.trick, self.last_trick, self.last_winner = [], (), None

    # --- legal actions ------------------------------------------------------------

    def _legal_take(self) -> tuple[Action, ...]:
        if self.options["schmeiss"]:
            return (TAKE, PASS, SCHMEISS)
        return (TAKE, PASS)

    def _legal_name(self) -> tuple[Action, ...]:
        assert self.turn_up is not None
        names = tuple(NAME[s] for s in SUITS if s != self.turn_up.suit)
        if self.to_move == self.dealer and self.options["dealer_must_name"]:
            return names
        return (*names, PASS)

    def _legal_schmeiss(self) -> tuple[Action, ...]:
        return (ACCEPT, REFUSE)

    def _legal_exchange(self) -> tuple[Action, ...]:
        """Swap or keep (only keep in a sampled world that dealt the seven elsewhere)."""
        if Card("7", self.trump) in self.hands[self.mover]:
            return (EXCHANGE, KEEP)
        return (KEEP,)

    # --- applying -----------------------------------------------------------------

    def _apply_bid(self, action: Action) -> list[Event]:
        seat = self.mover
        call = f"{action.kind}:{action.value}" if action.value else action.kind
        self.calls.append((seat, call))
        assert self.turn_up is not None
        up = self.turn_up.suit
        if action is TAKE or action is REFUSE:
            return [Event(action.kind, seat, (), up), *self._make(seat, up, OPEN)]
        if action.kind == "name":
            return [Event("name", seat, (), action.value), *self._make(seat, action.value, NAMED)]
        events = [Event(action.kind, seat)]
        if action is SCHMEISS:
            self.schmeiss_by = seat
            self.phase, self.to_move = "schmeiss_answer", self.other(seat)
            return events
        if action is ACCEPT:
            return events + self._annul()
        # a pass
        if seat == self.elder:
            self.to_move = self.dealer
        elif self.phase == "bid_take":
            self.phase, self.to_move = "bid_name", self.elder
        else:
            return events + self._annul()
        return events

    def _make(self, seat: int, suit: str, kind: str) -> list[Event]:
        """``seat`` becomes the maker with trump ``suit``: deal three more cards each."""
        self.maker, self.trump, self.trump_kind = seat, suit, kind
        events: list[Event] = []
        packets = (
            (self.elder, self.stock[:PACKET]),
            (self.dealer, self.stock[PACKET : 2 * PACKET]),
        )
        del self.stock[: 2 * PACKET]
        for receiver, packet in packets:
            self.hands[receiver].extend(packet)
            events.append(Event("dealt", receiver, tuple(packet), to=frozenset({receiver})))
        self.sort_hands()
        if self.options["show_bottom_card"]:
            self.bottom = self.stock[-1]
            events.append(Event("bottom_card", None, (self.bottom,)))
        self.exchange_queue = self._exchange_seats()
        if self.exchange_queue:
            self.phase, self.to_move = "exchange", self.exchange_queue[0]
            return events
        return events + self._start_declarations()

    def _exchange_seats(self) -> list[int]:
        """Who is asked about the trump seven: its holder, with an open trump and the option
        on (``maker_only``: if he is the maker). Nobody when the seven is turned up or in
        the stock: a forced «no swap» is no question (§4.2, §10.5)."""
        seven = Card("7", self.trump)
        rule = self.options["seven_exchange"]
        if self.trump_kind != OPEN or rule == "off":
            return []
        holders = [s for s in (self.elder, self.dealer) if seven in self.hands[s]]
        if rule == "maker_only":
            return [s for s in holders if s == self.maker]
        return holders

    def _apply_exchange(self, action: Action) -> list[Event]:
        seat = self.exchange_queue.pop(0)
        events: list[Event] = []
        if action is EXCHANGE:
            seven = Card("7", self.trump)
            turn_up = self.face_up[0]
            self.take_from_hand(seat, seven)
            self.give(seat, turn_up)
            self.face_up = [seven]
            self.make_known(seat, [turn_up])
            self.exchanged_by = seat
            self.exchange_queue = []
            events.append(Event("exchange", seat, (turn_up,)))
        else:  # said to nobody else: keeping the seven is silent at the table
            events.append(Event("keep", seat, to=frozenset({seat})))
        if self.exchange_queue:
            self.to_move = self.exchange_queue[0]
            return events
        return events + self._start_declarations()

    def _annul(self) -> list[Event]:
        """No maker: nobody scores, the other player deals next (K-D9)."""
        self.annulled += 1
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=(0, 0),
                teams=((0,), (1,)),
                winners=(),
                outcome="annulled",
                details={"counted": False, "totals": tuple(self.totals), "dealer": self.dealer},
                lines=(
                    note("score.klaberjass.annulled"),
                    total("score.klaberjass.written", (0, 0)),
                ),
                match_points=(0, 0),
            )
        )
        events = [Event("deal_end", None, value="annulled")]
        return events + self._start_deal(self.other(self.dealer))
