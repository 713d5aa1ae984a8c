"""The widow auction of the Kierki trump round with the open widow (§1.5 "TA deal").

First hand either takes the widow himself or offers his turn with a reserve price;
the others bid clockwise from his left (a pass is final within one attempt); once a
bid stands he must sell to the highest bidder. When nobody bids he may take, or
offer again with a strictly lower reserve (K-D9). The buyer pays the price to
first hand at the settlement (K-D10).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtui.engine.actions import PASS, Action

TAKE = Action.choice("take")


def open_action(reserve: int) -> Action:
    """Offer the widow for at least ``reserve``."""
    return Action.choice("open", str(reserve))


def bid_action(amount: int) -> Action:
    """Bid ``amount`` for the widow."""
    return Action.choice("bid", str(amount))


@dataclass
class Auction:
    """One TA deal's auction: first hand, the step, the ceiling and the bidding so far."""

    first_hand: int
    players: int
    step: int
    ceiling: int
    """25 points times the tricks of a deal: 325, or 425 for three players."""
    last_reserve: int | None = None
    """The reserve of the last attempt nobody took (``None``: no attempt yet)."""
    reserve: int | None = None
    """The reserve of the attempt in progress (``None``: first hand to decide)."""
    active: list[int] = field(default_factory=list)
    turn: int | None = None
    high: tuple[int, int] | None = None
    """(seat, amount) of the highest bid standing."""
    attempts: list[int] = field(default_factory=list)
    """Reserves of every attempt, in order."""

    # --- whose turn, what is legal ------------------------------------------------

    @property
    def offering(self) -> bool:
        """First hand decides: take, or open with a reserve."""
        return self.reserve is None

    def to_move(self) -> int:
        """The seat that decides now."""
        if self.offering or self.turn is None:
            return self.first_hand
        return self.turn

    def offers(self) -> tuple[Action, ...]:
        """First hand's choices: take, or any reserve below the last one."""
        top = self.ceiling if self.last_reserve is None else self.last_reserve - self.step
        return (TAKE, *(open_action(r) for r in range(self.step, top + 1, self.step)))

    def lowest_bid(self) -> int:
        """The smallest bid allowed now."""
        assert self.reserve is not None
        if self.high is None:
            return self.reserve
        return self.high[1] + self.step

    def bids(self) -> tuple[Action, ...]:
        """A bidder's choices: pass, or any step from the lowest allowed bid up to the ceiling."""
        return (
            PASS,
            *(bid_action(x) for x in range(self.lowest_bid(), self.ceiling + 1, self.step)),
        )

    def legal(self) -> tuple[Action, ...]:
        """The actions of the seat to move."""
        return self.offers() if self.offering else self.bids()

    def forced(self) -> Action | None:
        """The only possible action, taken by the engine (§7.6), else ``None``."""
        legal = self.legal()
        return legal[0] if len(legal) == 1 else None

    # --- moves ---------------------------------------------------------------------------

    def open(self, reserve: int) -> None:
        """Start a bidding attempt: every other seat is admitted again."""
        self.reserve = reserve
        self.attempts.append(reserve)
        self.active = [(self.first_hand + i) % self.players for i in range(1, self.players)]
        self.turn = self.active[0]
        self.high = None

    def bid(self, seat: int, amount: int | None) -> str:
        """A bid (``None``: a pass); returns ``sold``, ``unsold`` or ``next``."""
        if amount is None:
            self.active.remove(seat)
        else:
            self.high = (seat, amount)
        if self.high is not None and self.active == [self.high[0]]:
            return "sold"
        if self.high is None and not self.active:
            self.last_reserve = self.reserve
            self.reserve = None
            self.turn = None
            return "unsold"
        self.turn = self._next_active(seat)
        return "next"

    def _next_active(self, seat: int) -> int:
        for i in range(1, self.players + 1):
            candidate = (seat + i) % self.players
            if candidate in self.active:
                return candidate
        raise AssertionError("no bidder left")

    def reason(self, action: Action, seat: int) -> str:
        """Why ``action`` is refused now."""
        if self.offering:
            if action.kind == "open":
                return "reserve_not_lower" if self.last_reserve is not None else "bad_reserve"
            return "offer_take_or_open"
        if seat == self.first_hand:
            return "seller_cannot_bid"
        if action.kind != "bid":
            return "bid_or_pass"
        try:
            amount = int(action.value)
        except ValueError:
            return "bad_bid"
        if amount % self.step:
            return "bid_not_a_step"
        if amount > self.ceiling:
            return "bid_over_ceiling"
        if self.high is not None and amount <= self.high[1]:
            return "bid_must_exceed"
        return "bid_under_reserve"
