"""The eight tricks (§5): follow the led (effective) suit, otherwise any card (SH-D13).

The hot path of the strong bot's play-outs: the legal set is built from the
one-per-card actions, the play events are made once per seat and card, and the
trick winner is read off the order's power table. The eighth trick has one outcome:
the engine plays it (logged as auto).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.values import Event
from cardtui.games.sheepshead.rules import (
    DECK,
    PLAY_ACTIONS,
    POINTS,
    TRICKS_PER_DEAL,
)
from cardtui.games.sheepshead.scoring import close_deal
from cardtui.games.trick_tables import follow_legal, follow_refusal

if TYPE_CHECKING:
    from cardtui.games.sheepshead.state import SheepsheadState

PLAY_EVENTS: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("play", seat, (c,)) for c in DECK} for seat in range(4)
)
"""Per seat, the ``play`` event of every card (events are immutable: made once)."""
POINT_TEXT: tuple[str, ...] = tuple(str(n) for n in range(4 * 11 + 1))
"""The text of every trick's card points (a ``trick_won`` event's value)."""


play_legal = follow_legal
"""The cards that follow the led effective suit, or every card when void (shared with the
other games of one follow rule: :func:`cardtui.games.trick_tables.follow_legal`)."""
play_refusal = follow_refusal
"""The engine's follow rule names why a card is refused."""


def play(match: SheepsheadState, seat: int, action: Action) -> list[Event]:
    """One card to the trick; the fourth closes it; the eighth trick plays itself.

    The void a card shows is noted here for search (the engine's per-move watch is
    off for this game: see :mod:`.match`)."""
    card = action.cards[0]
    assert card is not None
    match.hands[seat].remove(card)
    led = match.led
    if not led:
        match.led = match.tables.suit[card]
    elif match.tables.suit[card] != led:
        match.shown_voids[seat].add(led)
    trick = match.trick
    trick.append((seat, card))
    events = [PLAY_EVENTS[seat][card]]
    if len(trick) < 4:
        match.to_move = (seat + 1) % 4
        return events
    events += close_trick(match)
    if match.team_tricks[0] + match.team_tricks[1] == TRICKS_PER_DEAL:
        return events + close_deal(match)
    if len(match.hands[0]) == 1 and all(len(h) == 1 for h in match.hands):
        return events + _auto_last_trick(match)
    return events


def close_trick(match: SheepsheadState) -> list[Event]:
    """The trick goes to its winner (the highest trump, else the highest of the led suit;
    trumps' powers lie above every plain power) and to the winner's side's pile."""
    trick = match.trick
    (s0, c0), (s1, c1), (s2, c2), (s3, c3) = trick
    strength = match.tables.strength[match.led or match.tables.suit[c0]]
    winner, top = s0, strength[c0]
    if strength[c1] > top:
        winner, top = s1, strength[c1]
    if strength[c2] > top:
        winner, top = s2, strength[c2]
    if strength[c3] > top:
        winner = s3
    cards = (c0, c1, c2, c3)
    points = POINTS[c0] + POINTS[c1] + POINTS[c2] + POINTS[c3]
    team = winner % 2
    match.won[team].extend(cards)
    match.seat_points[winner] += points
    match.team_tricks[team] += 1
    match.tricks_won[winner] += 1
    match.history.append(tuple(trick))
    match.last_trick, match.last_winner = trick, winner
    match.trick = []
    match.led = ""
    match.leader = match.to_move = winner
    if match.quiet:  # a search copy: nobody reads the event
        return []
    return [Event("trick_won", winner, cards, POINT_TEXT[points])]


def _auto_last_trick(match: SheepsheadState) -> list[Event]:
    """The eighth trick has one outcome: the engine plays it (logged as auto)."""
    events: list[Event] = []
    seat = match.leader
    for _ in range(4):
        card = match.hands[seat].pop()
        match.record.log_action(seat, PLAY_ACTIONS[card], auto=True)
        match.trick.append((seat, card))
        events.append(PLAY_EVENTS[seat][card])
        seat = (seat + 1) % 4
    events += close_trick(match)
    return events + close_deal(match)
