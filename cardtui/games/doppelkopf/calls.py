"""Before the first card: the solo ask, the trump suit and the order (§4, §5).

The teams (§4) are formed by :meth:`~.state.DoppelkopfState.form_teams`, at the deal
or after the last «здоров».

Each phase is a pair of functions for the match's phase table: the legal choices of
the seat to move, and the move itself (its events).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine.actions import Action
from cardtui.engine.values import Event
from cardtui.games.doppelkopf.rules import (
    BIG_SOLO_ACTIONS,
    DEFAULT_TRUMP,
    ORDER_ACTIONS,
    PHASE_ORDER,
    PHASE_PLAY,
    SEATS,
    SOLO_ACTIONS,
    TRUMP_ACTIONS,
    card_order,
    seats_from_forehand,
)

if TYPE_CHECKING:
    from cardtui.games.doppelkopf.state import DoppelkopfState


# --- the solo ask («здоров» or a solo) ------------------------------------------------


def solo_legal(match: DoppelkopfState, seat: int) -> Sequence[Action]:
    """«здоров» or a solo (the big solo by option)."""
    return BIG_SOLO_ACTIONS if match.opts.big_solo else SOLO_ACTIONS


def solo_ask(match: DoppelkopfState, seat: int, action: Action) -> list[Event]:
    """``healthy`` passes the ask on (the last one forms the teams); ``solo`` plays alone."""
    if action.kind == "solo":
        return _solo(match, seat, action.value)
    match.healthy.append(seat)
    events = [Event("healthy", seat)]
    if len(match.healthy) == SEATS:
        return events + match.form_teams()
    match.to_move = (seat + 1) % SEATS
    return events


def _solo(match: DoppelkopfState, seat: int, value: str) -> list[Event]:
    """SOLO(kind[, suit]): the soloist plays alone against three; straight to the order."""
    match.declarer = seat
    match.solo_value = value
    match.teams_known = True
    if value == "big":
        match.kind, match.trump_suit = "big_solo", None
    elif value == "trump":
        match.kind, match.trump_suit = "trump_solo", DEFAULT_TRUMP
    else:
        match.kind, match.trump_suit = "suit_solo", value
    match.set_order(card_order(match.trump_suit, match.opts.dulle and match.kind != "big_solo"))
    match.phase = PHASE_ORDER
    return [Event("solo", seat, value=value)]


# --- the declarer names the trump suit, then orders the game ----------------------------


def trump_legal(match: DoppelkopfState, seat: int) -> Sequence[Action]:
    """Keep ♦ or name another suit."""
    return TRUMP_ACTIONS


def name_trump(match: DoppelkopfState, seat: int, action: Action) -> list[Event]:
    """The trump suit is named; the hands are sorted by the new order."""
    suit = action.value
    match.trump_suit = suit
    match.set_order(card_order(suit, match.opts.dulle))
    match.phase = PHASE_ORDER
    return [Event("trump", seat, value=suit)]


def order_legal(match: DoppelkopfState, seat: int) -> Sequence[Action]:
    """Normal game, schneider or schwarz."""
    return ORDER_ACTIONS


def order_game(match: DoppelkopfState, seat: int, action: Action) -> list[Event]:
    """The level is ordered («заказ»); play begins with the declarer or forehand."""
    match.level = action.value
    declarer = match.declarer
    assert declarer is not None
    forehand = match.opts.first_lead == "forehand"
    match.first_leader = seats_from_forehand(match.dealer)[0] if forehand else declarer
    match.to_move = match.first_leader
    match.phase = PHASE_PLAY
    return [Event("order", seat, value=action.value)]
