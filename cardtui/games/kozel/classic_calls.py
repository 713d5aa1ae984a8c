"""The calls before play in classic Kozel (spec §1.4-§1.5): the redeal demand, the
last-trump handoff between partners and the choice of the leader.

* ``redeal_check``: an eligible player may demand a redeal (four 9s or ≤ 12 points);
  the third demand forfeits a pair of the dealer's team;
* ``handoff_offer`` / ``handoff_answer`` / ``handoff_give``: the last-trump handoff
  («отдаю последнего козыря»), a face-down swap of the single trump for a card;
* ``lead_select``: the entitled team picks which member leads.
"""

from __future__ import annotations

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.games.kozel.classic_rules import (
    DECK,
    SEVEN_OF_DIAMONDS,
    TRUMPS,
    asking_order,
    pair_lines,
    partner,
    redeal_eligible,
    team_of,
    trump_count,
)
from cardtui.games.kozel.classic_state import KozelClassicState
from cardtui.games.kozel.core import PLAY

REDEAL_CHECK = "redeal_check"
HANDOFF_OFFER = "handoff_offer"
HANDOFF_ANSWER = "handoff_answer"
HANDOFF_GIVE = "handoff_give"
LEAD_SELECT = "lead_select"


# --- S3 deal --------------------------------------------------------------------


def deal_all(match: KozelClassicState, events: list[Event]) -> None:
    """S3: the whole stock, one card at a time clockwise from the dealer's left; then
    the redeal check."""
    stock = match.stock
    first = match.dealer + 1
    match.hands = [[], [], [], []]
    for i in range(4):
        match.hands[(first + i) % 4] = stock[i::4]
    match.stock = []
    match.sort_hands()
    start_redeal_check(match, events)


# --- S4 redeal ------------------------------------------------------------------


def start_redeal_check(match: KozelClassicState, events: list[Event]) -> None:
    """Ask the eligible players in asking order whether they demand a redeal."""
    if match.opts.redeal_demand:
        match.askers = [
            s
            for s in asking_order(match.dealer)
            if s not in match.blind and redeal_eligible(match.hands[s])
        ]
        if match.askers:
            match.ask(REDEAL_CHECK, match.askers[0])
            return
    start_handoff(match, events)


def answer_redeal(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``redeal_check``: pass, or demand; the third demand forfeits."""
    if action.kind == "pass":
        match.askers.pop(0)
        if match.askers:
            match.to_move = match.askers[0]
        else:
            start_handoff(match, events)
        return
    match.redeals += 1
    events.append(Event("redeal", seat, tuple(match.hands[seat]), str(match.redeals)))
    if match.redeals == 3:
        forfeit(match, events)
        return
    match.stock = match.chance.shuffle(DECK)
    deal_all(match, events)


def forfeit(match: KozelClassicState, events: list[Event]) -> None:
    """The third redeal demand: the dealer's team loses the deal."""
    dealer_team = team_of(match.dealer)
    pairs, eggs = tuple(match.board.pairs), match.board.eggs_pending
    outcome, team, gain = match.board.score_forfeit(dealer_team)
    events.append(Event("forfeit", match.dealer, value=str(team)))
    lines = pair_lines(outcome, team, pairs, eggs, None, match.team_tricks)
    match.close(outcome, team, gain, (pairs[1 - dealer_team], None), events, lines, False)


# --- S5 last-trump handoff ----------------------------------------------------------


def start_handoff(match: KozelClassicState, events: list[Event]) -> None:
    """Offer the handoff in asking order (when the option is on), then choose the lead."""
    if not match.opts.last_trump_handoff:
        start_lead(match, events)
        return
    match.handoff_pos = 0
    next_handoff(match, events)


def next_handoff(match: KozelClassicState, events: list[Event]) -> None:
    """Ask the next player in asking order who holds exactly one trump."""
    order = asking_order(match.dealer)
    while match.handoff_pos < 4:
        giver = order[match.handoff_pos]
        match.handoff_pos += 1
        mate = partner(giver)
        if giver in match.blind or mate in match.blind or giver in match.participated:
            continue
        if trump_count(match.hands[giver]) == 1:
            match.ask(HANDOFF_OFFER, giver)
            return
    start_lead(match, events)


def offer(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``handoff_offer``: offer the single trump to the partner, or pass."""
    if action.kind == "pass":
        next_handoff(match, events)
        return
    events.append(Event("offer", seat))
    match.ask(HANDOFF_ANSWER, partner(seat))


def answer(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``handoff_answer``: accept (then give a card back) or refuse."""
    events.append(Event(action.kind, seat))
    if action.kind == "refuse":
        next_handoff(match, events)
        return
    gifts = gift_options(match, seat)
    if len(gifts) == 1:
        swap(match, seat, gifts[0], events)
    else:
        match.ask(HANDOFF_GIVE, seat)


def gift_options(match: KozelClassicState, seat: int) -> list[Card]:
    """A non-trump of the receiver's choice; a trump only when he holds nothing else."""
    hand = match.hands[seat]
    plain = [c for c in hand if c not in TRUMPS]
    return plain or list(hand)


def give(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``handoff_give``: the card given back for the trump."""
    swap(match, seat, action.cards[0], events)


def swap(match: KozelClassicState, receiver: int, gift: Card, events: list[Event]) -> None:
    """The simultaneous face-down exchange: the giver's trump for the receiver's card."""
    giver = partner(receiver)
    hands = match.hands
    trump = next(c for c in hands[giver] if c in TRUMPS)
    hands[giver].remove(trump)
    hands[receiver].remove(gift)
    hands[giver].append(gift)
    hands[receiver].append(trump)
    match.sort_hands()
    match.participated |= {giver, receiver}
    match.handoffs += ((giver, receiver),)
    match.swaps += ((giver, trump, receiver, gift),)
    events.append(Event("handoff", giver, value=str(receiver)))
    events.append(Event("received", giver, (gift,), to=frozenset((giver,))))
    events.append(Event("received", receiver, (trump,), to=frozenset((receiver,))))
    next_handoff(match, events)


# --- S6 lead ------------------------------------------------------------------------


def start_lead(match: KozelClassicState, events: list[Event]) -> None:
    """The 7♦ holder leads when no team is entitled; else the entitled team chooses."""
    entitled = match.board.entitled
    if entitled is None:
        holder = next(s for s in range(4) if SEVEN_OF_DIAMONDS in match.hands[s])
        events.append(Event("leader", holder, value="7D"))
        match.ask(PLAY, holder)
        return
    first = next(s for s in asking_order(match.dealer) if team_of(s) == entitled)
    mate = partner(first)
    if first not in match.blind:
        match.ask(LEAD_SELECT, first)
    elif mate not in match.blind:
        match.ask(LEAD_SELECT, mate)
    else:
        events.append(Event("leader", first, value="blind"))
        match.ask(PLAY, first)


def choose_leader(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``lead_select``: ``lead:self`` or ``lead:partner``."""
    leader = seat if action.value == "self" else partner(seat)
    events.append(Event("leader", leader, value=action.value))
    match.ask(PLAY, leader)
