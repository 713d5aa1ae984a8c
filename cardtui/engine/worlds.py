"""Worlds consistent with a view: the shared sampler behind search bots.

A seat's view carries :class:`~cardtui.engine.unseen.Unseen` (the cards it
cannot locate and the hidden zones with their constraints) and, when asked for
with ``match.view(seat, search=True)``, a *template*: a search copy of the match
with every hidden zone emptied and every fact derived from hidden cards dropped.
:func:`sample_world` deals the unseen cards into the zones of a copy of the
template and lets the game recompute what depends on them
(:meth:`~cardtui.engine.protocol.Match.refill`), giving a full, playable match.

The deal (:func:`deal_unseen`) never looks at a real state: it reads only the
:class:`Unseen` value. Pinned cards go first, then cards that fit one zone only,
then the most constrained zone is filled at random from the cards it may take,
and so on; count rules (announced lengths, "exactly one trump") are met by
rejection with bounded retries.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from math import comb
from typing import TYPE_CHECKING

from cardtui.engine.cards import Card, sort_key
from cardtui.engine.unseen import Unseen, Zone, build_unseen

if TYPE_CHECKING:
    from cardtui.engine.protocol import Match, View

MAX_TRIES = 200
"""Attempts before :func:`deal_unseen` gives up on the count rules."""


class NoWorld(Exception):
    """No deal of the unseen cards meets the constraints (a game's facts are inconsistent)."""


def unseen_for(match: Match, seat: int) -> Unseen:
    """The :class:`Unseen` of ``seat`` in ``match``: the game's zones and facts, plus voids."""
    zones = match.hidden_zones(seat)
    facts = match.zone_facts(seat)
    seats = match.zone_seats(zones)
    voids = match.known_voids()
    table = match.effective_suits() if any(voids) else None
    if table is not None:
        for name, owner in seats.items():
            if voids[owner]:
                facts.bar(name, [c for c, s in table.items() if s in voids[owner]])
    return build_unseen(zones, facts, seats, match.ordered_zones, voids)


def make_template(match: Match, seat: int) -> Match:
    """A search copy of ``match`` with every card hidden from ``seat`` taken out."""
    template = match.search_copy()
    for name in template.hidden_zones(seat):
        template.put_zone(seat, name, [])
    template.deck = tuple(sorted(template.deck, key=sort_key))
    template.conceal(seat)
    return template


def fill_world(base: Match, seat: int, assignment: Mapping[str, Sequence[Card]], stream: int) -> Match:
    """A search copy of ``base`` with each hidden zone of ``seat`` set to ``assignment``."""
    world = base.search_copy(stream)
    for name, cards in assignment.items():
        world.put_zone(seat, name, list(cards))
    world.refill(seat)
    return world


def sample_world(view: View, rng: random.Random) -> Match:
    """A full match consistent with everything ``view``'s seat knows (needs ``search=True``)."""
    if view.template is None or view.unseen is None or view.seat is None:
        raise ValueError("sample_world needs a seat's view made with search=True")
    assignment = deal_unseen(view.unseen, rng)
    return fill_world(view.template, view.seat, assignment, rng.getrandbits(32))


def deal_unseen(unseen: Unseen, rng: random.Random) -> dict[str, list[Card]]:
    """Deal ``unseen.cards`` into its zones, meeting every constraint (see the module docstring)."""
    last: dict[str, list[Card]] | None = None
    for _ in range(MAX_TRIES):
        dealt = _try_deal(unseen, rng)
        if dealt is None:
            continue
        last = dealt
        if all(rule.holds(dealt[z.name]) for z in unseen.zones for rule in z.counts):
            return _order(unseen, dealt, rng)
    if last is None:
        raise NoWorld("the unseen cards fit no zone assignment")
    return _order(unseen, last, rng)


def _try_deal(unseen: Unseen, rng: random.Random) -> dict[str, list[Card]] | None:
    """One randomized fill honouring pins, bars and sizes; ``None`` when it got stuck."""
    zones = unseen.zones
    pool = Counter(unseen.cards)
    dealt: dict[str, list[Card]] = {z.name: [] for z in zones}
    room: dict[str, int] = {}
    for z in zones:
        for card in (*z.pinned, *(c for _, c in z.positions)):
            if pool[card] <= 0:
                return None
            pool[card] -= 1
            dealt[z.name].append(card)
        room[z.name] = z.size - len(dealt[z.name])
        if room[z.name] < 0:
            return None
    cards = sorted(pool.elements(), key=sort_key)
    open_zones = [z for z in zones if room[z.name] > 0]
    while cards:
        fits = {id(z): [c for c in cards if c not in z.barred] for z in open_zones}
        forced = _forced_card(cards, open_zones, room)
        if forced is not None:
            card, zone = forced
            if zone is None:
                return None
            take = [card]
        else:
            zone = min(
                open_zones,
                key=lambda z: (not z.counts, len(fits[id(z)]) - room[z.name], z.name),
            )
            choices = fits[id(zone)]
            if len(choices) < room[zone.name]:
                return None
            picked = _fill_zone(zone, choices, room[zone.name], dealt[zone.name], rng)
            if picked is None:
                return None
            take = picked
        for card in take:
            cards.remove(card)
        dealt[zone.name].extend(take)
        room[zone.name] -= len(take)
        open_zones = [z for z in open_zones if room[z.name] > 0]
    return dealt


ZONE_TRIES = 60
"""Draws of one zone's cards before the whole deal is tried again."""


def _fill_zone(
    zone: Zone, choices: list[Card], room: int, held: list[Card], rng: random.Random
) -> list[Card] | None:
    """Cards for the rest of ``zone`` meeting all its rules (rejection within the zone)."""
    for _ in range(ZONE_TRIES if zone.counts else 1):
        picked = _take(zone, choices, room, held, rng)
        if picked is None:
            return None
        cards = held + picked
        if all(rule.holds(cards) for rule in zone.counts):
            return picked
    return None


def _take(
    zone: Zone, choices: list[Card], room: int, held: list[Card], rng: random.Random
) -> list[Card] | None:
    """``room`` cards of ``choices`` for ``zone``; its tightest unweighted count rule is met
    by construction (how many of its cards: weighted like a uniform draw), the rest later
    by rejection."""
    rules = [r for r in zone.counts if r.weights is None and not r.alternatives]
    if not rules:
        return rng.sample(choices, room)
    rule = min(rules, key=lambda r: r.hi - r.lo)
    inside = [c for c in choices if c in rule.cards]
    outside = [c for c in choices if c not in rule.cards]
    have = sum(1 for c in held if c in rule.cards)
    ks = [
        k
        for k in range(max(0, rule.lo - have), min(rule.hi - have, len(inside), room) + 1)
        if room - k <= len(outside)
    ]
    if not ks:
        return None
    k = rng.choices(ks, [comb(len(inside), k) * comb(len(outside), room - k) for k in ks])[0]
    return rng.sample(inside, k) + rng.sample(outside, room - k)


def _forced_card(
    cards: list[Card], zones: list[Zone], room: Mapping[str, int]
) -> tuple[Card, Zone | None] | None:
    """A card that fits exactly one open zone (or none: the fill is stuck)."""
    for card in cards:
        fit = [z for z in zones if card not in z.barred and room[z.name] > 0]
        if len(fit) <= 1:
            return card, (fit[0] if fit else None)
    return None


def _order(unseen: Unseen, dealt: dict[str, list[Card]], rng: random.Random) -> dict[str, list[Card]]:
    """Put ordered zones in a random order around their pinned positions."""
    for z in unseen.zones:
        cards = dealt[z.name]
        if not z.ordered:
            cards.sort(key=sort_key)
            continue
        fixed = dict(z.positions)
        rest = list(cards)
        for card in fixed.values():
            rest.remove(card)
        rng.shuffle(rest)
        it = iter(rest)
        dealt[z.name] = [fixed[i] if i in fixed else next(it) for i in range(len(cards))]
    return dealt
