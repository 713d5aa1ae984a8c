"""The play of the tricks (§5): follow the led effective suit, else any card.

The hot path of the strong bot's play-outs: the legal set is built from the
one-per-card actions, the play events are made once per seat and card, and the
trick winner is read off the order's power table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.values import Event
from cardtui.games.doppelkopf.rules import (
    FOX,
    JACK_OF_CLUBS,
    OLD_WOMAN,
    POINTS,
    SEATS,
)
from cardtui.games.doppelkopf.scoring import deal_summary
from cardtui.games.trick_tables import follow_legal, follow_refusal

if TYPE_CHECKING:
    from cardtui.games.doppelkopf.state import DoppelkopfState

PLAY_EVENTS: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("play", seat, (c,)) for c in set(deck(24))} for seat in range(SEATS)
)
"""Per seat, the ``play`` event of every card (events are immutable: made once)."""
POINT_TEXT: tuple[str, ...] = tuple(str(n) for n in range(4 * 11 + 1))
"""The text of every trick's card points (a ``trick_won`` event's value)."""


play_legal = follow_legal
"""The cards that follow the led effective suit, or every card when void (shared with the
other games of one follow rule: :func:`cardtui.games.trick_tables.follow_legal`)."""
play_refusal = follow_refusal
"""The engine's follow rule names why a card is refused."""


def play(match: DoppelkopfState, seat: int, action: Action) -> list[Event]:
    """One card to the trick; a Q♣ may show the hidden partner; the fourth closes it.

    The void a card shows and who played a Q♣ are noted here for search (the
    engine's per-move watch is off for this game: see :mod:`.match`)."""
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
    quiet = match.quiet  # a search copy: nobody reads the events
    events = [] if quiet else [PLAY_EVENTS[seat][card]]
    if card is OLD_WOMAN:
        match.old_women_by.append(seat)
        if _reveals(match, seat):
            match.teams_known = True
            if not quiet:
                events.append(Event("partner_revealed", seat))
    if len(trick) < SEATS:
        match.to_move = (seat + 1) % SEATS
        return events
    if quiet:
        return close_trick(match)
    return events + close_trick(match)


def _reveals(match: DoppelkopfState, seat: int) -> bool:
    """A Q♣ from anyone but the declarer shows the hidden partner (normal game, DK-D6)."""
    return match.kind == "normal" and seat != match.declarer and not match.teams_known


def close_trick(match: DoppelkopfState) -> list[Event]:
    """The trick goes to its winner; its facts for the bonuses; the deal may end."""
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
    taken = POINTS[c0] + POINTS[c1] + POINTS[c2] + POINTS[c3]
    match.won[winner] += cards
    match.points_won[winner] += taken
    match.tricks_won[winner] += 1
    match.tricks_played += 1
    match.last_trick = tuple(trick)
    match.last_winner = winner
    match.trick = []
    match.led = ""
    match.to_move = winner
    events = [] if match.quiet else [Event("trick_won", winner, cards, POINT_TEXT[taken])]
    last = match.tricks_played == match.n_tricks
    if last or match.opts.fox_hunt:
        _note_bonuses(match, trick, winner, last)
    if cards.count(OLD_WOMAN) == 2:
        match.old_women_met = True
        events.append(Event("old_women_met", winner))
    if match.kind == "wedding" and not match.teams_known:
        events += _wedding_step(match, winner)
    if last:
        events += match.close_deal(deal_summary(match), seat=None)
    return events


def _note_bonuses(
    match: DoppelkopfState, trick: Sequence[tuple[int, Card]], winner: int, last: bool
) -> None:
    """Facts for the special bonuses; judged with the final teams at the deal's end."""
    if match.opts.fox_hunt:
        for seat, card in trick:
            if card is FOX:
                match.foxes.append((seat, winner))
    if last:
        winning = next(c for s, c in trick if s == winner)
        match.jack_last = winner if winning is JACK_OF_CLUBS else None


def _wedding_step(match: DoppelkopfState, winner: int) -> list[Event]:
    """Wedding (DK-D7): the first other winner within the window becomes the partner."""
    holder = match.declarer
    assert holder is not None
    if winner != holder:
        match.partner = winner
        match.teams_known = True
        return [Event("wedding_partner", winner)]
    if match.tricks_played >= match.opts.wedding_window_tricks:
        match.wedding_alone = True
        match.teams_known = True
        return [Event("wedding_alone", holder)]
    return []
