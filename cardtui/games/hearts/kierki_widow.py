"""The trump deals' decisions: naming trumps, the widow auction and the gifts (§1.5).

Phases: ``offer`` (first hand takes the widow or opens with a reserve), ``bid``
(the others bid or pass), ``exchange`` (the declarer, widow in hand, gives one card
face down to each opponent), ``declare`` (the declarer names trumps).
"""

from __future__ import annotations

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.games.hearts.kierki_auction import TAKE, Auction
from cardtui.games.hearts.kierki_deals import TRICK_POINTS, hand_size
from cardtui.games.hearts.kierki_tricks import KierkiTricks

TRUMP_CHOICES = "CDSH"
NO_TRUMP = "N"

DIRECTIONS: dict[int, tuple[str, ...]] = {4: ("left", "across", "right"), 3: ("left", "right")}
"""Gift recipients, named from the giver (``left`` = the next seat clockwise)."""


def recipient(giver: int, direction: str, players: int) -> int:
    """The seat a gift in ``direction`` goes to."""
    offset = {"left": 1, "across": 2, "right": players - 1}[direction]
    return (giver + offset) % players


class KierkiWidow(KierkiTricks):
    """Trump naming, the auction and the exchange of the TA deals."""

    # --- trumps ---------------------------------------------------------------------------

    def _begin_declare(self, seat: int) -> None:
        self.phase = "declare"
        self.declarer = seat
        self.to_move = seat
        self._legal = None

    def _trump_actions(self) -> tuple[Action, ...]:
        suits = TRUMP_CHOICES + (NO_TRUMP if self.no_trump_allowed else "")
        return tuple(Action.choice("trump", s) for s in suits)

    def _name_trump(self, seat: int, suit: str) -> list[Event]:
        self.trump = suit
        self._begin_tricks(seat)
        return [Event("trump", seat, value=suit)]

    # --- the auction ----------------------------------------------------------------------

    def _begin_auction(self) -> list[Event]:
        ceiling = TRICK_POINTS * hand_size(self.num_seats)
        self.auction = Auction(self.first_hand, self.num_seats, self.bid_step, ceiling)
        self.phase = "offer"
        self.to_move = self.first_hand
        events = [Event("widow", self.first_hand, tuple(self.widow))]
        return events + self._forced_auction_steps()

    def _auction_actions(self) -> tuple[Action, ...]:
        assert self.auction is not None
        return self.auction.legal()

    def _auction_move(self, seat: int, action: Action) -> list[Event]:
        auction = self.auction
        assert auction is not None
        if action == TAKE:
            return [Event("take", seat), *self._begin_exchange(seat, None)]
        if action.kind == "open":
            auction.open(int(action.value))
            self.phase = "bid"
            self.to_move = auction.to_move()
            return [Event("open", seat, value=action.value)]
        amount = None if action == PASS else int(action.value)
        events = [Event("bid", seat, value=action.value) if amount else Event("pass", seat)]
        outcome = auction.bid(seat, amount)
        if outcome == "sold":
            assert auction.high is not None
            buyer, price = auction.high
            self.sale = (auction.first_hand, buyer, price)
            events.append(Event("sold", buyer, value=str(price)))
            return events + self._begin_exchange(buyer, price)
        if outcome == "unsold":
            self.phase = "offer"
            events.append(Event("unsold", auction.first_hand, value=str(auction.last_reserve)))
        self.to_move = auction.to_move()
        return events

    def _forced_auction_steps(self) -> list[Event]:
        """Apply the steps with one possible action (§7.6): take after a 25 reserve failed,
        pass when the top bid is the ceiling."""
        events: list[Event] = []
        while self.phase in ("offer", "bid") and self.auction is not None:
            only = self.auction.forced()
            if only is None:
                break
            seat = self.auction.to_move()
            self.record.log_action(seat, only, auto=True)
            events += self._auction_move(seat, only)
        return events

    # --- the exchange ---------------------------------------------------------------------

    def _begin_exchange(self, declarer: int, price: int | None) -> list[Event]:
        self.phase = "exchange"
        self.declarer = declarer
        self.to_move = declarer
        self._legal = None
        taken = tuple(self.widow)
        self.widow_taken = taken
        self.hands[declarer] += self.widow
        self.widow = []
        self.hands[declarer].sort(key=_hand_key)
        return [Event("widow_taken", declarer, taken)]

    def _gift_actions(self) -> tuple[Action, ...]:
        assert self.declarer is not None
        n = self.num_seats
        open_ways = [d for d in DIRECTIONS[n] if recipient(self.declarer, d, n) not in self.gifted]
        return tuple(
            Action("give", (card,), d) for card in self.hands[self.declarer] for d in open_ways
        )

    def _give(self, seat: int, card: Card, direction: str) -> list[Event]:
        to = recipient(seat, direction, self.num_seats)
        self.hands[seat].remove(card)
        self.hands[to].append(card)
        self.hands[to].sort(key=_hand_key)
        self.gifts[to] = card
        self.gifted.append(to)
        events = [
            Event("give", seat, (card,), direction, to=frozenset({seat, to})),
            Event("gift", seat, value=direction),
        ]
        if len(self.gifted) == self.num_seats - 1:
            self._begin_declare(seat)
        return events

    def _widow_reason(self, action: Action) -> str:
        """Why an auction or exchange action is refused."""
        if self.phase == "exchange":
            if action.kind != "give" or len(action.cards) != 1:
                return "give_one_card"
            if action.cards[0] not in self.hands[self.to_move or 0]:
                return "card_not_in_hand"
            return "one_gift_each"
        assert self.auction is not None
        return self.auction.reason(action, self.to_move or 0)


def _hand_key(card: Card) -> tuple[int, int]:
    return "CDSH".index(card.suit), -"23456789TJQKA".index(card.rank)
