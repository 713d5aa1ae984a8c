"""The boast deal of classic Kozel («хвалёнка», spec §1.2): pants, double pants, mirror.

The entitled team may boast instead of a normal deal: every player in turn from the
boaster draws from the stock until a blank shows (pants «штаны», double pants
«двойные штаны») or cuts the stock and reveals a layer from its bottom (mirror
«зеркало»), keeping the good cards and putting his trick-1 card down. Phases:
``boast_offer``, ``boast_draw`` (choose which drawn blank to play) and
``mirror_cut`` (``cut:<k>``). Trick 1 is played during the draws; then the stock and
the set-aside pile are shuffled and dealt up to seven cards each.
"""

from __future__ import annotations

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.games.kozel.classic_calls import deal_all
from cardtui.games.kozel.classic_rules import (
    DRAW_SIZE,
    GOOD,
    HAND_LIMIT,
    SUIT_OF,
    TRUMPS,
    keeper,
    take_draw,
)
from cardtui.games.kozel.classic_state import KozelClassicState

BOAST_OFFER = "boast_offer"
BOAST_DRAW = "boast_draw"
MIRROR_CUT = "mirror_cut"


def offer_boast(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``boast_offer``: pass to the next entitled asker, or boast and start the draws."""
    if action.kind == "pass":
        events.append(Event("no_boast", seat))
        match.askers.pop(0)
        if match.askers:
            match.to_move = match.askers[0]
        else:
            deal_all(match, events)
        return
    match.boast = action.value
    match.boaster = seat
    match.drawers = tuple((seat + i) % 4 for i in range(4))
    match.drawer_index = 0
    events.append(Event("boast", seat, value=action.value))
    next_drawer(match, events)


def next_drawer(match: KozelClassicState, events: list[Event]) -> None:
    """Run the draws until a drawer must decide, or trick 1 is complete."""
    while match.drawer_index < 4:
        drawer = match.drawers[match.drawer_index]
        if match.boast == "mirror":
            match.ask(MIRROR_CUT, drawer)
            return
        if not pants_draw(match, drawer, events):
            return
    finish_boast_trick(match, events)


def pants_draw(match: KozelClassicState, drawer: int, events: list[Event]) -> bool:
    """Draw until a blank shows; True when the drawer's trick-1 card is down."""
    n = DRAW_SIZE[match.boast or "pants"]
    while True:
        drawn = take_draw(match.stock, n)
        events.append(Event("drawn", drawer, tuple(drawn), to=frozenset((drawer,))))
        blanks: list[Card] = []
        for card in drawn:
            if card in GOOD:
                keep(match, drawer, card, events)
            else:
                blanks.append(card)
        if blanks:
            break
    if len(blanks) == 1:
        boast_play(match, drawer, blanks[0], events)
        return True
    match.drawn = blanks
    match.ask(BOAST_DRAW, drawer)
    return False


def choose_drawn(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``boast_draw``: the chosen blank is the trick-1 card; the others are set aside."""
    card = action.cards[0]
    rest = [c for c in match.drawn if c is not card]
    match.drawn = []
    if rest:
        match.set_aside.extend(rest)
        match.aside_seen[seat].extend(rest)
        events.append(Event("set_aside", seat, value=str(len(rest))))
    boast_play(match, seat, card, events)
    next_drawer(match, events)


def cut(match: KozelClassicState, seat: int, action: Action, events: list[Event]) -> None:
    """``mirror_cut``: cut ``cut:<k>`` cards."""
    if mirror_cut(match, seat, int(action.value), events):
        next_drawer(match, events)


def mirror_cut(match: KozelClassicState, drawer: int, depth: int, events: list[Event]) -> bool:
    """Cut ``depth`` cards; reveal the layer from its bottom. True once a card is played."""
    layer = match.stock[:depth]
    del match.stock[:depth]
    events.append(Event("cut", drawer, value=str(depth)))
    if match.opts.mirror_show_layer:
        events.append(Event("layer", drawer, tuple(layer), to=frozenset((drawer,))))
    lead: Card | None = None
    seen: list[Card] = []
    while layer:
        card = layer.pop()
        seen.append(card)
        if card in TRUMPS:
            keep(match, drawer, card, events)
        else:
            lead = card
            break
    match.stock[:0] = layer
    events.append(Event("drawn", drawer, tuple(seen), to=frozenset((drawer,))))
    if lead is None:
        return False
    boast_play(match, drawer, lead, events)
    return True


def keep(match: KozelClassicState, drawer: int, card: Card, events: list[Event]) -> None:
    """The capacity rule: own pile, else the partner's, else the set-aside pile."""
    target = keeper(drawer, [len(h) for h in match.hands])
    if target is None:
        match.set_aside.append(card)
        match.aside_seen[drawer].append(card)
        events.append(Event("set_aside", drawer, value="1"))
    elif target == drawer:
        match.hands[drawer].append(card)
    else:
        match.hands[target].append(card)
        match.overflows += ((drawer, target, card),)
        events.append(Event("overflow", drawer, (card,), str(target), frozenset((drawer, target))))


def boast_play(match: KozelClassicState, drawer: int, card: Card, events: list[Event]) -> None:
    """Put the drawer's trick-1 card down (b and b+1 face down in pants)."""
    down = match.boast != "mirror" and match.drawer_index < 2
    match.trick.append((drawer, card))
    if down:
        match.face_down.add(drawer)
        events.append(Event("play_down", drawer))
    else:
        events.append(Event("play", drawer, (card,)))
    match.drawer_index += 1


def finish_boast_trick(match: KozelClassicState, events: list[Event]) -> None:
    """All four cards are down: reveal the face-down ones, close trick 1 and complete
    the hands."""
    if match.face_down:
        match.face_down.clear()
        events.append(Event("reveal", None, tuple(c for _, c in match.trick)))
    match.suits_led.add(SUIT_OF[match.trick[0][1]])
    match.finish_trick(events)
    complete_hands(match)


def complete_hands(match: KozelClassicState) -> None:
    """After boast trick 1: shuffle X into the stock, deal everyone up to 7 (A-D10)."""
    pool = match.chance.shuffle(match.stock + match.set_aside)
    match.stock = []
    match.set_aside = []
    seat = (match.dealer + 1) % 4
    hands = match.hands
    for card in pool:
        while len(hands[seat]) >= HAND_LIMIT:
            seat = (seat + 1) % 4
        hands[seat].append(card)
        seat = (seat + 1) % 4
    match.sort_hands()
