"""What a seat of classic Kozel knows about the cards it cannot see, for search worlds.

The handoff swaps (each side knows its own), the good cards a drawer put in its
partner's pile, the set-aside cards a drawer saw, the good/blank classes of a boast
deal's trick 1, the single trump of a seat offering a handoff and the hand of a seat
asked about a redeal.
"""

from __future__ import annotations

from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.classic_calls import (
    HANDOFF_ANSWER,
    HANDOFF_GIVE,
    HANDOFF_OFFER,
    REDEAL_CHECK,
)
from cardtui.games.kozel.classic_rules import (
    DECK,
    DISPLAY,
    GOOD,
    NINES,
    POINTS,
    TRUMPS,
    asking_order,
    partner,
    redeal_eligible,
)
from cardtui.games.kozel.classic_state import KozelClassicState

BLANKS = tuple(c for c in DECK if c not in GOOD)
REDEAL_HAND = CountRule(frozenset(DECK), 0, 12, POINTS, (CountRule(NINES, 4, 4),))
"""A hand that may demand a redeal: at most 12 points, or all four 9s."""


def zone_facts(match: KozelClassicState, seat: int) -> ZoneFacts:
    """Everything ``seat`` knows about the hidden zones besides voids."""
    facts = ZoneFacts()
    gone = set(match.played) | {c for _, c in match.trick}
    for giver, trump, receiver, gift in match.swaps:
        if seat == giver and trump not in gone:
            facts.pin(f"hand{receiver}", trump)
        elif seat == receiver and gift not in gone:
            facts.pin(f"hand{giver}", gift)
    for giver, receiver in match.handoffs:
        if seat not in (giver, receiver):
            # gave his only trump; got one back only from an all-trump hand
            facts.count(f"hand{giver}", TRUMPS, 0, 1)
    for drawer, target, card in match.overflows:
        if seat == drawer and card not in gone:
            facts.pin(f"hand{target}", card)
    if match.tricks_done == 0:
        facts.pin("set_aside", *match.aside_seen[seat])
    if match.boast is not None and match.tricks_done == 0:
        for s in range(4):
            facts.bar(f"hand{s}", BLANKS)
            facts.bar(f"down{s}", GOOD)
        facts.bar("drawn", GOOD)
    holder = one_trump_holder(match)
    if holder is not None and holder != seat:
        facts.count(f"hand{holder}", TRUMPS, 1, 1)
    if match.phase == REDEAL_CHECK and match.to_move is not None and match.to_move != seat:
        facts.rule(f"hand{match.to_move}", REDEAL_HAND)
    return facts


def one_trump_holder(match: KozelClassicState) -> int | None:
    """The seat known to hold exactly one trump: the one offering or making a handoff."""
    if match.to_move is None:
        return None
    if match.phase == HANDOFF_OFFER:
        return match.to_move
    if match.phase in (HANDOFF_ANSWER, HANDOFF_GIVE):
        return partner(match.to_move)
    return None


def conceal(match: KozelClassicState, seat: int) -> None:
    """On a template: forget what only the other seats know."""
    match._legal = None
    match.swaps = tuple(sw for sw in match.swaps if seat in (sw[0], sw[2]))
    match.overflows = tuple(o for o in match.overflows if o[0] == seat)
    open_aside = match.tricks_done == 0  # after trick 1 the pile is shuffled into the hands
    match.aside_seen = [
        cards if s == seat and open_aside else [] for s, cards in enumerate(match.aside_seen)
    ]
    if match.phase == REDEAL_CHECK:
        match.askers = match.askers[:1]


def refill(match: KozelClassicState, seat: int) -> None:
    """After the hidden zones were filled: hands in order, the later redeal askers."""
    match._legal = None
    for s in range(4):
        if s != seat:  # a boast deal's kept piles stay in drawing order
            match.hands[s].sort(key=DISPLAY.__getitem__)
    if match.phase == REDEAL_CHECK and match.askers:
        order = asking_order(match.dealer)
        first = match.askers[0]
        later = order[order.index(first) + 1 :]
        match.askers = [first] + [
            s for s in later if s not in match.blind and redeal_eligible(match.hands[s])
        ]
