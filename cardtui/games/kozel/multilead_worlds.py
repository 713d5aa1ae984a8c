"""What a seat of multi-card-lead Kozel cannot see, and what it knows of it, for search.

Besides the other hands, the stock and the dead cards, the face-down give-ups are
hidden from everyone (the taker too) until the deal ends, except from the seat that
gave them up: each won pile's face-down part is a zone ``hidden<w>`` and each
face-down answer of the open trick a zone ``down<i>`` (by its place in the trick).
The trump card's place is public (``trump_card_at``) and so is a trump hammer.
"""

from __future__ import annotations

from typing import Any

from cardtui.engine.cards import SUITS, Card, deck
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.multilead_rules import CANON, HAMMER, canonical, hammer_hand
from cardtui.games.kozel.multilead_state import MultileadState

SUIT_CARDS: dict[str, frozenset[Card]] = {
    suit: frozenset(c for c in deck(36) if c.suit == suit) for suit in SUITS
}


def hidden_zones(
    match: MultileadState, seat: int, declared: dict[str, list[Card]]
) -> dict[str, list[Card]]:
    """The ``declared`` hidden zones, the face-down won cards and face-down answers."""
    if match.over:
        return {}
    zones = declared
    own = set(match.discards_by[seat])
    for w, pile in enumerate(match.won_hidden):
        zones[f"hidden{w}"] = [c for c in pile if c not in own]
    for i, (s, cards, up) in enumerate(match.plays):
        if not up and s != seat:
            zones[f"down{i}"] = list(cards)
    return zones


_PLACES: dict[str, tuple[str, int]] = {}
"""Zone name to its kind and number (``hand2`` to ``("hand", 2)``, ``stock`` to
``("stock", -1)``), parsed once per name (a few dozen names at most)."""


def _place(name: str) -> tuple[str, int]:
    place = _PLACES.get(name)
    if place is None:
        place = (name, -1)
        for prefix in ("hidden", "hand", "down"):
            tail = name[len(prefix) :]
            if name.startswith(prefix) and tail.isdigit():
                place = (prefix, int(tail))
                break
        _PLACES[name] = place
    return place


def put_zone(match: MultileadState, seat: int, name: str, cards: list[Card]) -> bool:
    """Set a hidden zone of ``seat`` in place: the declared hands, stock and dead cards
    directly (not through a fresh :meth:`hidden_zones`), a ``hidden<w>`` or ``down<i>``
    zone; False for a name this game does not know."""
    kind, i = _place(name)
    if kind == "hand":
        match.hands[i][:] = cards
    elif kind == "hidden":
        pile = match.won_hidden[i]
        own = match.discards_by[seat]
        if own:
            kept = set(own)
            pile[:] = [c for c in pile if c in kept] + cards
        else:
            pile[:] = cards
    elif kind == "stock":
        match.stock[:] = cards
    elif kind == "dead":
        match.dead[:] = cards
    elif kind == "down":
        s, _, up = match.plays[i]
        match.plays[i] = (s, canonical(cards), up)
    else:
        return False
    return True


def zone_facts(match: MultileadState, seat: int) -> ZoneFacts:
    """The trump card's known place; the hand of a seat that may use the hammer."""
    facts = ZoneFacts()
    card, at, holder = match.indicator, match.indicator_at, match.indicator_holder
    if at == "stock" and card in match.stock:
        facts.pin_at("stock", match.stock.index(card), card)
    elif at == "hand" and holder is not None and holder != seat:
        facts.pin(f"hand{holder}", card)
    elif at == "dead":
        facts.pin("dead", card)
    elif at == "unknown":
        for name in match.hidden_zones(seat):
            if name.startswith(("hand", "stock", "dead")) and name != f"hand{holder}":
                facts.bar(name, (card,))
        for i, (s, _, up) in enumerate(match.plays):
            if not up and s != holder:
                facts.bar(f"down{i}", (card,))
    if match.phase == HAMMER and match.hammer_queue and match.hammer_queue[0] != seat:
        facts.rule(f"hand{match.hammer_queue[0]}", hammer_rule(match))
    return facts


def hammer_rule(match: MultileadState) -> CountRule:
    """Four trumps (with ``molotka_any_suit``: four of any one suit)."""
    suits = SUITS if match.opts.molotka_any_suit else match.trump
    rules = [CountRule(SUIT_CARDS[suit], 4, 4) for suit in suits]
    return CountRule(rules[0].cards, 4, 4, None, tuple(rules[1:]))


def conceal(match: MultileadState, seat: int) -> None:
    """On a template: forget the others' give-ups and the later hammer candidates."""
    match._legal = None
    match.hammer_queue = match.hammer_queue[:1]
    hidden: Any = None  # a face-down card of the last trick: refilled from the pile
    match.last_plays = tuple(
        (s, cards if up or s == seat else (hidden,) * len(cards), up)
        for s, cards, up in match.last_plays
    )
    for s in range(match.num_seats):
        if s != seat:
            match.discards_by[s] = []


def refill(match: MultileadState, seat: int) -> None:
    """After the hidden zones were filled: hands in order, the last trick's face-down
    cards from the winner's pile, the later hammer candidates."""
    match._legal = None
    for cards in match.hands:
        cards.sort(key=CANON.__getitem__)
    winner = match.last_winner
    if winner is not None and any(None in cards for _, cards, _ in match.last_plays):
        own = set(match.discards_by[seat])
        pool = iter([c for c in match.won_hidden[winner] if c not in own])
        match.last_plays = tuple(
            (s, canonical(next(pool) for _ in cards) if None in cards else cards, up)
            for s, cards, up in match.last_plays
        )
    if match.phase == HAMMER and match.hammer_queue:
        n = match.num_seats
        order = [(match.designated + i) % n for i in range(1, n)]
        first = match.hammer_queue[0]
        match.hammer_queue = [first] + [
            s
            for s in order[order.index(first) + 1 :]
            if hammer_hand(match.hands[s], match.trump, match.opts.molotka_any_suit)
        ]
