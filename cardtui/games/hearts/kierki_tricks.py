"""Trick play of Kierki: the negative deals and the two trump deals (§1.6.1, §1.6.2).

A layer under :class:`~cardtui.games.hearts.kierki.KierkiMatch`: who leads, which cards
are legal (follow suit, then the deal kind's own rules), closing a trick and the
early end of a negative deal.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, FollowRule, TrickContext, refusal_reason
from cardtui.engine.trick import legal_cards as follow_legal
from cardtui.games.hearts.core import play_action, play_event
from cardtui.games.hearts.kierki_deals import (
    HEART_LEAD_KINDS,
    KH,
    NEGATIVE_KINDS,
    ROBBER,
    TRICK_POINTS,
    extra_rules,
)
from cardtui.games.hearts.kierki_state import KierkiBase

_ORDERS: dict[str, CardOrder] = {}


def card_order(trump: str) -> CardOrder:
    """The trick order with ``trump`` (a suit letter; ``""`` or ``N`` for none)."""
    order = _ORDERS.get(trump)
    if order is None:
        order = CardOrder(trump_suit=trump if trump in "CDHS" and trump else None)
        _ORDERS[trump] = order
    return order


def is_negative(kind: str) -> bool:
    """N1..N6 and the robber."""
    return kind in NEGATIVE_KINDS or kind == ROBBER


class KierkiTricks(KierkiBase):
    """Trick-play steps shared by the negative and trump deals."""

    def _rules(self) -> tuple[FollowRule, ...]:
        return (
            MUST_FOLLOW,
            *extra_rules(self.kind, self.must_drop, self.under_ace),
        )

    def _context(self) -> TrickContext:
        led = self.trick[0][1] if self.trick else None
        return TrickContext(card_order(self.trump), led, plays=self.trick)

    def _legal_cards(self, seat: int) -> list[Card]:
        return follow_legal(self.hands[seat], self._context(), self._rules())

    def _play_reason(self, card: Card, seat: int) -> str:
        reason = refusal_reason(card, self.hands[seat], self._context(), self._rules())
        return reason or "not_your_choice"

    def _begin_tricks(self, leader: int) -> None:
        self.phase = "play"
        self.leader = self.to_move = leader
        order = card_order(self.trump)
        for seat in range(self.num_seats):
            self.hands[seat] = order.sort_hand(self.hands[seat], "CDSH")

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [play_event(seat, card)]
        if len(self.trick) == 1 and card.suit == "H" and self.kind in HEART_LEAD_KINDS:
            self.all_hearts.add(seat)  # a heart lead is only allowed from a hand of hearts
        self._note_king(seat, card)
        if len(self.trick) < self.num_seats:
            self.to_move = (seat + 1) % self.num_seats
            return events
        events += self._close_trick()
        if self._deal_finished():
            return events + self._end_deal()
        return events

    def _note_king(self, seat: int, card: Card) -> None:
        """A seat that did not follow and kept back K♥ where it must fall shows it has none."""
        if self.kind not in ("no_king_of_hearts", ROBBER) or len(self.trick) < 2:
            return
        led = self.trick[0][1]
        if card == KH:
            return
        if self.must_drop and card.suit != led.suit:
            self.no_king.add(seat)
        if (
            self.under_ace
            and led.suit == "H"
            and any(c.rank == "A" and c.suit == "H" for _, c in self.trick[:-1])
        ):
            self.no_king.add(seat)

    def _close_trick(self) -> list[Event]:
        order = card_order(self.trump)
        winner = order.winner(self.trick)
        cards = tuple(c for _, c in self.trick)
        number = self.trick_number + 1
        self.trick_number = number
        self.won[winner].append((number, cards))
        self.taken[winner].extend(cards)
        self.tricks[winner] += 1
        if self.table is not None:
            points = self.table.trick_penalty(cards, number)
            self.running[winner] -= points
        else:
            points = TRICK_POINTS
            self.running[winner] += points
        self.last_trick, self.last_winner = list(self.trick), winner
        self.trick = []
        self.leader = self.to_move = winner
        return [Event("trick_won", winner, cards, str(points))]

    def _deal_finished(self) -> bool:
        if not any(self.hands):
            return True
        if not self.early_cards:
            return False
        return self.early_cards <= {c for pile in self.taken for c in pile}

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != "play" or not self.trick:
            return None
        order = card_order(self.trump)
        return order.suit[self.trick[0][1]], order.suit

    def effective_suits(self) -> Mapping[Card, str] | None:
        if self.phase != "play":
            return None
        return card_order(self.trump).suit

    def _play_actions(self, seat: int) -> tuple[Action, ...]:
        return tuple(play_action(c) for c in self._legal_cards(seat))
