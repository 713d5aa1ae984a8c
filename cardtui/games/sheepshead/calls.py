"""Naming trumps (§4): declare or pass, claims of the later five-card holders, the forced name.

A five-card holder is obliged to name (назначить козырь); later five-card holders may
claim the right; if all four pass, the holder of J♣ must name. Each phase is a legal
set, a move and a refusal for the match's phase table.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.values import Event
from cardtui.games.sheepshead.rules import (
    CLAIM,
    DECLARE,
    DECLARE_ANY,
    JACK_OF_CLUBS,
    PASS_OR_DECLARE,
    WAIVE,
    card_order,
    claim_key,
    qualifying_suits,
)
from cardtui.games.sheepshead.state import (
    CLAIM_PHASE,
    FORCED_PHASE,
    PLAY_PHASE,
    SheepsheadState,
)


def _long_suits(match: SheepsheadState, seat: int) -> list[str]:
    return qualifying_suits(match.hands[seat], match.opts.jacks_permanent_trumps)


# --- declare or pass, in turn from the dealer's left --------------------------------


def declare_legal(match: SheepsheadState, seat: int) -> Sequence[Action]:
    """A five-card suit must be named; without one, pass or name any suit."""
    qualifying = _long_suits(match, seat)
    if qualifying:
        return tuple(DECLARE[s] for s in qualifying)
    return PASS_OR_DECLARE


def declare_or_pass(match: SheepsheadState, seat: int, action: Action) -> list[Event]:
    """A pass moves the turn on (four passes force J♣'s holder); a declaration opens the
    claims of the seats after the declarer."""
    if action.kind == "pass":
        return _pass(match, seat)
    suit = action.value
    match.calls.append({"seat": seat, "call": "declare", "suit": suit})
    match.declarer, match.declared = seat, suit
    match.queue = match.order_seats[match.speaker + 1 :]
    events = [Event("declare", seat, value=suit)]
    if match.queue:
        match.phase = CLAIM_PHASE
        match.to_move = match.queue[0]
        return events
    return events + _resolve(match)


def _pass(match: SheepsheadState, seat: int) -> list[Event]:
    match.calls.append({"seat": seat, "call": "pass", "suit": ""})
    events = [Event("pass", seat)]
    match.speaker += 1
    if match.speaker < 4:
        match.to_move = match.order_seats[match.speaker]
        return events
    holder = next(s for s in range(4) if JACK_OF_CLUBS in match.hands[s])
    match.phase = FORCED_PHASE
    match.forced_by = match.to_move = holder
    events.append(Event("all_passed", holder))
    return events


def declare_refusal(match: SheepsheadState, seat: int, action: Action) -> str:
    """A five-card holder may neither pass nor name a short suit."""
    if _long_suits(match, seat):
        if action.kind == "pass":
            return "must_declare"
        if action.kind == "declare":
            return "must_name_long_suit"
    return "not_your_choice"


# --- claims of the later five-card holders ------------------------------------------------


def claim_legal(match: SheepsheadState, seat: int) -> Sequence[Action]:
    """Waive, or claim one of the seat's five-card suits."""
    return (WAIVE, *(CLAIM[s] for s in _long_suits(match, seat)))


def claim_or_waive(match: SheepsheadState, seat: int, action: Action) -> list[Event]:
    """Every queued seat is asked once; then the best candidate names trumps."""
    if action.kind == "claim":
        match.claims.append((seat, action.value))
        match.calls.append({"seat": seat, "call": "claim", "suit": action.value})
        events = [Event("claim", seat, value=action.value)]
    else:
        match.calls.append({"seat": seat, "call": "waive", "suit": ""})
        events = [Event("waive", seat)]
    match.queue.pop(0)
    if match.queue:
        match.to_move = match.queue[0]
        return events
    return events + _resolve(match)


def claim_refusal(match: SheepsheadState, seat: int, action: Action) -> str:
    """Only a five-card suit may be claimed."""
    return "claim_needs_five" if action.kind == "claim" else "not_your_choice"


def _resolve(match: SheepsheadState) -> list[Event]:
    """RESOLVE of §4: the best of the declarer and the claimants names trumps."""
    assert match.declarer is not None
    jacks = match.opts.jacks_permanent_trumps
    entries = [(match.declarer, match.declared), *match.claims]
    keys = {
        entry: claim_key(match.hands[entry[0]], entry[1], match.order_seats.index(entry[0]), jacks)
        for entry in entries
    }
    maker, trump = max(entries, key=lambda e: keys[e])
    events: list[Event] = []
    if len(entries) > 1:
        events = _announce(match, entries, keys)
    return events + begin_play(match, maker, trump, forced=False)


def _announce(
    match: SheepsheadState,
    entries: list[tuple[int, str]],
    keys: dict[tuple[int, str], tuple[int, int, int, int]],
) -> list[Event]:
    """Counts of every candidate; points only of those tied on the top count (SH-D12)."""
    top = max(k[0] for k in keys.values())
    tied = sum(1 for k in keys.values() if k[0] == top) > 1
    events: list[Event] = []
    for seat, suit in entries:
        count, points = keys[(seat, suit)][:2]
        show_points = tied and count == top
        match.candidates.append(
            {
                "seat": seat,
                "suit": suit,
                "count": count,
                "points": points if show_points else None,
            }
        )
        events.append(Event("count", seat, value=str(count)))
        if show_points:
            events.append(Event("points", seat, value=str(points)))
    return events


# --- nobody named: the holder of J♣ must --------------------------------------------------


def forced_legal(match: SheepsheadState, seat: int) -> Sequence[Action]:
    """Any suit."""
    return DECLARE_ANY


def forced_name(match: SheepsheadState, seat: int, action: Action) -> list[Event]:
    """The forced namer's suit is trumps (a forced deal scores less, §6)."""
    suit = action.value
    match.calls.append({"seat": seat, "call": "forced", "suit": suit})
    return [Event("declare", seat, value=suit), *begin_play(match, seat, suit, forced=True)]


def forced_refusal(match: SheepsheadState, seat: int, action: Action) -> str:
    """The forced namer may not pass."""
    return "forced_must_name" if action.kind == "pass" else "not_your_choice"


def begin_play(match: SheepsheadState, maker: int, trump: str, forced: bool) -> list[Event]:
    """Trumps are named: the hands are sorted by the deal's order; the dealer's left leads."""
    match.maker, match.trump, match.forced = maker, trump, forced
    match.queue = []
    match.phase = PLAY_PHASE
    match.set_order(card_order(trump, match.opts.jacks_permanent_trumps))
    match.leader = match.to_move = match.order_seats[0]
    return [Event("trump", maker, value=trump)]
