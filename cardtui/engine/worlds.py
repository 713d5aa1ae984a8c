"""Worlds consistent with a view: the shared sampler behind search bots.

A seat's view carries :class:`~cardtui.engine.unseen.Unseen` (the cards it
cannot locate and the hidden zones with their constraints) and, when asked for
with ``match.view(seat, search=True)``, a *template*: a search copy of the match
with every hidden zone emptied and every fact derived from hidden cards dropped.
:func:`sample_world` deals the unseen cards into the zones of a copy of the
template and lets the game recompute what depends on them
(:meth:`~cardtui.engine.protocol.Match.refill`), giving a full, playable match.

The deal (:func:`deal_unseen`) never looks at a real state: it reads only the
:class:`Unseen` value. Pinned cards go first. Without count rules, the rest is
dealt exactly uniformly over the legal deals (:mod:`cardtui.engine.uniform`, when
voids bar cards from zones and the rooms are small enough to count). Otherwise
cards that fit one zone only go next, then the most constrained zone is filled at
random from the cards it may take (its least likely count rule met by
construction), and so on; the other count rules are met by rejection within the
zone, a repair pass of random swaps, and bounded retries of the whole deal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from math import comb
from typing import TYPE_CHECKING, cast

from cardtui.engine.cards import Card
from cardtui.engine.deal_plan import (
    FREE,
    NO_WAY,
    STUCK,
    UNIFORM,
    canonical_rank,
    hard_of,
    plan_of,
)
from cardtui.engine.uniform import small_enough, uniform_fill
from cardtui.engine.unseen import CountRule, Unseen, Zone, build_unseen

if TYPE_CHECKING:
    from cardtui.engine.protocol import Match, View

MAX_TRIES = 200
"""Attempts before :func:`deal_unseen` gives up on the count rules."""
SOFT_TRIES = 2
"""Attempts with the soft rules (table talk) before they are dropped."""


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
                facts.bar(name, _suit_cards(table, frozenset(voids[owner])))
    return build_unseen(zones, facts, seats, match.ordered_zones, voids)


_SUIT_CARDS: dict[tuple[int, frozenset[str]], tuple[Mapping[Card, str], tuple[Card, ...]]] = {}


def _suit_cards(table: Mapping[Card, str], suits: frozenset[str]) -> tuple[Card, ...]:
    """The cards of ``table`` whose effective suit is in ``suits`` (cached per table)."""
    key = (id(table), suits)
    hit = _SUIT_CARDS.get(key)
    if hit is None or hit[0] is not table:
        hit = _SUIT_CARDS[key] = (table, tuple(c for c, s in table.items() if s in suits))
    return hit[1]


def make_template(match: Match, seat: int) -> Match:
    """A search copy of ``match`` with every card hidden from ``seat`` taken out."""
    template = match.search_copy()
    for name in template.hidden_zones(seat):
        template.put_zone(seat, name, [])
    template.deck = tuple(sorted(template.deck, key=canonical_rank))
    template.conceal(seat)
    return template


def fill_world(
    base: Match, seat: int, assignment: Mapping[str, Sequence[Card]], stream: int
) -> Match:
    """A search copy of ``base`` with each hidden zone of ``seat`` set to ``assignment``.

    The world (and every copy made of it) stops at the end of its deal: search scores a
    world by that deal's summary, so the next deal is never shuffled and dealt."""
    from cardtui.engine.protocol import Match

    world = base.search_copy(stream, to_deal_end=True)
    if type(world).put_zone is Match.put_zone:
        zones = world.hidden_zones(seat)
        for name, cards in assignment.items():
            zones[name][:] = cards
    else:
        for name, cards in assignment.items():
            world.put_zone(seat, name, list(cards))
    world.refill(seat)
    return world


def sample_world(view: View, rng: random.Random) -> Match:
    """A full match consistent with everything ``view``'s seat knows (needs ``search=True``)."""
    if view.template is None or view.unseen is None or view.seat is None:
        raise ValueError("sample_world needs a seat's view made with search=True")
    assignment = deal_unseen(view.unseen, rng)
    template = cast("Match", view.template)  # a Match's view holds a Match
    return fill_world(template, view.seat, assignment, rng.getrandbits(32))


def deal_unseen(unseen: Unseen, rng: random.Random) -> dict[str, list[Card]]:
    """Deal ``unseen.cards`` into its zones, meeting every constraint (see the module docstring).

    What depends only on ``unseen`` is compiled once (:mod:`cardtui.engine.deal_plan`):
    without count rules, or with rules it can build in or meet by rejection, the deal is
    an exact draw of the plan; the general sampler below is the fallback."""
    plan = plan_of(unseen)
    kind = plan.kind
    if kind in (FREE, UNIFORM):
        dealt = plan.draw(rng)
        if dealt is not None:
            return dealt
    if unseen.has_soft:
        if kind not in (STUCK, NO_WAY):
            try:
                return _deal(unseen, rng, SOFT_TRIES, strict=True)
            except NoWorld:
                pass
        return deal_unseen(hard_of(plan, unseen), rng)
    if kind == STUCK:
        raise NoWorld("the unseen cards fit no zone assignment")
    return _deal(unseen, rng, MAX_TRIES)


def _deal(
    unseen: Unseen, rng: random.Random, tries: int, strict: bool = False
) -> dict[str, list[Card]]:
    last: dict[str, list[Card]] | None = None
    for _ in range(tries):
        dealt = _try_deal(unseen, rng)
        if dealt is None:
            continue
        if _distance(unseen, dealt):
            dealt = _repair(unseen, dealt, rng)
        last = dealt
        if all(rule.holds(dealt[z.name]) for z in unseen.zones for rule in z.counts):
            return _order(unseen, dealt, rng)
    if last is None or strict:
        raise NoWorld("the unseen cards fit no zone assignment")
    return _order(unseen, last, rng)


REPAIR_STEPS = 300
"""Random swaps tried by :func:`_repair`."""


def _distance(unseen: Unseen, dealt: Mapping[str, list[Card]]) -> int:
    return sum(rule.distance(dealt[z.name]) for z in unseen.zones for rule in z.counts)


def _repair(
    unseen: Unseen, dealt: dict[str, list[Card]], rng: random.Random
) -> dict[str, list[Card]]:
    """Swap free cards between zones (never a pinned card, never into a barred zone),
    keeping every swap that does not take the deal further from the count rules."""
    zones = [z for z in unseen.zones if z.size]
    free: dict[str, list[Card]] = {}
    for z in zones:
        rest = list(dealt[z.name])
        for card in (*z.pinned, *(c for _, c in z.positions)):
            rest.remove(card)
        free[z.name] = rest
    movable = [z for z in zones if free[z.name]]
    if len(movable) < 2:
        return dealt
    dist = {z.name: sum(r.distance(dealt[z.name]) for r in z.counts) for z in zones}
    for _ in range(REPAIR_STEPS):
        if not any(dist.values()):
            break
        a, b = rng.sample(movable, 2)
        fa, fb = free[a.name], free[b.name]
        i, j = rng.randrange(len(fa)), rng.randrange(len(fb))
        ca, cb = fa[i], fb[j]
        if ca in b.barred or cb in a.barred or ca is cb:
            continue
        new_a, new_b = list(dealt[a.name]), list(dealt[b.name])
        _swap_one(new_a, ca, cb)
        _swap_one(new_b, cb, ca)
        da = sum(r.distance(new_a) for r in a.counts)
        db = sum(r.distance(new_b) for r in b.counts)
        if da + db <= dist[a.name] + dist[b.name]:
            dealt[a.name], dealt[b.name] = new_a, new_b
            fa[i], fb[j] = cb, ca
            dist[a.name], dist[b.name] = da, db
    return dealt


def _swap_one(cards: list[Card], old: Card, new: Card) -> None:
    cards[cards.index(old)] = new


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
    cards = sorted(pool.elements(), key=canonical_rank)
    open_zones = [z for z in zones if room[z.name] > 0]
    if len(open_zones) > 1 and not any(z.counts for z in zones):
        rooms = [room[z.name] for z in open_zones]
        allowed = [tuple(i for i, z in enumerate(open_zones) if c not in z.barred) for c in cards]
        if len(set(allowed)) > 1 and small_enough(rooms):
            return _uniform_try(cards, allowed, rooms, open_zones, dealt, rng)
    while cards:
        if len(open_zones) <= 1:
            return _last_zone(cards, open_zones, room, dealt)
        fits = {id(z): [c for c in cards if c not in z.barred] for z in open_zones}
        forced = _forced_card(cards, open_zones, room) if _any_bars(open_zones) else None
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
            take = _fill_zone(zone, choices, room[zone.name], dealt[zone.name], rng)
        for card in take:
            cards.remove(card)
        dealt[zone.name].extend(take)
        room[zone.name] -= len(take)
        open_zones = [z for z in open_zones if room[z.name] > 0]
    return dealt


def _uniform_try(
    cards: list[Card],
    allowed: list[tuple[int, ...]],
    rooms: list[int],
    open_zones: list[Zone],
    dealt: dict[str, list[Card]],
    rng: random.Random,
) -> dict[str, list[Card]] | None:
    """The rest dealt exactly uniformly over the zones' bars (:func:`uniform_fill`)."""
    filled = uniform_fill(cards, allowed, rooms, rng)
    if filled is None:
        return None
    for open_zone, got in zip(open_zones, filled, strict=True):
        dealt[open_zone.name].extend(got)
    return dealt


def _any_bars(zones: Sequence[Zone]) -> bool:
    return any(z.barred for z in zones)


def _last_zone(
    cards: list[Card], zones: Sequence[Zone], room: Mapping[str, int], dealt: dict[str, list[Card]]
) -> dict[str, list[Card]] | None:
    """The cards left all go to the one open zone (``None`` when they cannot)."""
    if not zones:
        return None
    zone = zones[0]
    if len(cards) != room[zone.name] or (zone.barred and not zone.barred.isdisjoint(cards)):
        return None
    dealt[zone.name].extend(cards)
    return dealt


ZONE_TRIES = 60
"""Draws of one zone's cards before the whole deal is tried again."""


def _fill_zone(
    zone: Zone, choices: list[Card], room: int, held: list[Card], rng: random.Random
) -> list[Card]:
    """Cards for the rest of ``zone`` meeting all its rules (rejection within the zone);
    when the cards left cannot meet them, a random fill for the repair pass to mend."""
    for _ in range(ZONE_TRIES if zone.counts else 1):
        picked = _take(zone, choices, room, held, rng)
        if picked is None:
            break
        cards = held + picked
        if all(rule.holds(cards) for rule in zone.counts):
            return picked
    return rng.sample(choices, room)


def _take(
    zone: Zone, choices: list[Card], room: int, held: list[Card], rng: random.Random
) -> list[Card] | None:
    """``room`` cards of ``choices`` for ``zone``. One count rule is met by construction
    (how many of its cards: weighted like a uniform draw), the others later by
    rejection: the least likely plain rule, else a disjunction whose every branch is a
    plain rule (one branch picked by likelihood)."""
    plain = [r for r in zone.counts if _plain(r) and not r.alternatives]
    pick: list[tuple[list[Card], list[Card], list[int], list[int]]] = []
    if plain:
        options = [_split(r, choices, room, held) for r in plain]
        if any(not sum(o[3]) for o in options):
            return None  # a plain rule cannot be met
        pick = [min(options, key=lambda o: sum(o[3]))]
    else:
        for rule in zone.counts:
            branches = (rule, *rule.alternatives)
            if all(_plain(r) for r in branches):
                options = [_split(r, choices, room, held) for r in branches]
                weights = [sum(o[3]) for o in options]
                if not any(weights):
                    return None
                pick = [options[rng.choices(range(len(options)), weights)[0]]]
                break
    if not pick:
        return rng.sample(choices, room)
    inside, outside, ks, ws = pick[0]
    k = rng.choices(ks, ws)[0]
    return rng.sample(inside, k) + rng.sample(outside, room - k)


def _plain(rule: CountRule) -> bool:
    """A rule :func:`_take` can build: an unweighted count with no conjunction."""
    return rule.weights is None and not rule.also


def _split(
    rule: CountRule, choices: list[Card], room: int, held: list[Card]
) -> tuple[list[Card], list[Card], list[int], list[int]]:
    """For one unweighted rule: the cards inside and outside it, the numbers of inside
    cards that would meet it, and the number of ways to draw each."""
    inside = [c for c in choices if c in rule.cards]
    outside = [c for c in choices if c not in rule.cards]
    have = sum(1 for c in held if c in rule.cards)
    ks = list(range(max(0, rule.lo - have), min(rule.hi - have, len(inside), room) + 1))
    ws = [comb(len(inside), k) * comb(len(outside), room - k) for k in ks]
    return inside, outside, ks, ws


def _forced_card(
    cards: list[Card], zones: list[Zone], room: Mapping[str, int]
) -> tuple[Card, Zone | None] | None:
    """A card that fits exactly one open zone (or none: the fill is stuck)."""
    for card in cards:
        fit = [z for z in zones if card not in z.barred and room[z.name] > 0]
        if len(fit) <= 1:
            return card, (fit[0] if fit else None)
    return None


def _order(
    unseen: Unseen, dealt: dict[str, list[Card]], rng: random.Random
) -> dict[str, list[Card]]:
    """Put ordered zones in a random order around their pinned positions."""
    for z in unseen.zones:
        cards = dealt[z.name]
        if not z.ordered:
            cards.sort(key=canonical_rank)
            continue
        fixed = dict(z.positions)
        rest = list(cards)
        for card in fixed.values():
            rest.remove(card)
        rng.shuffle(rest)
        it = iter(rest)
        dealt[z.name] = [fixed[i] if i in fixed else next(it) for i in range(len(cards))]
    return dealt
