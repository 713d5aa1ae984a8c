"""A compiled deal of one :class:`~cardtui.engine.unseen.Unseen`: the work done once per view.

A strong bot samples hundreds of worlds from one view, so everything that depends
only on the view is worked out once, on the first sample, and kept on the
:class:`Unseen` value (:func:`plan_of`): the pinned cards of every zone, the pool
left after them (as indices into a canonically ordered tuple, so a zone's cards
come out sorted by sorting small ints), the room left in each zone and, when voids
bar cards from zones or plain count rules ("exactly one queen of clubs here") hold,
the classes of cards that may go to the same zones and count for the same rules,
with the exact number of deals memoised per state (rooms left, rule counts so far).

The kinds of plan (:attr:`DealPlan.kind`):

* ``free``: no card barred from an open zone and no plain count rule: one random
  permutation of the pool cut into the rooms (exactly uniform);
* ``uniform``: bars or plain count rules and few enough states to count: exactly
  uniform over the legal deals, class by class (:mod:`cardtui.engine.uniform`);
* either of them with rules left over (weights, alternatives, conjunctions) that a
  fixed probe finds met often enough: draws until one meets them, exactly uniform
  over the deals meeting every rule, up to :attr:`DealPlan.tries` draws;
* ``generic``: the rest (rules left over met too rarely, too many states):
  the general sampler of :mod:`cardtui.engine.worlds`;
* ``stuck``: the pins and bars cannot be met; ``no_way``: the plain count rules
  cannot (the general sampler then deals its best effort, as before).
"""

from __future__ import annotations

import random
from bisect import bisect
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine.cards import JOKER, RANKS, SUITS, Card, sort_key
from cardtui.engine.uniform import class_splits

if TYPE_CHECKING:
    from cardtui.engine.unseen import CountRule, Unseen

CANONICAL: dict[Card, int] = {
    card: i
    for i, card in enumerate(
        sorted((*(Card(r, s) for s in SUITS for r in RANKS), JOKER), key=sort_key)
    )
}
"""Every card's place in the canonical order (:func:`~cardtui.engine.cards.sort_key`)."""
canonical_rank = CANONICAL.__getitem__
"""A card's canonical place, as a sort key that costs one dict lookup."""

STUCK, NO_WAY, FREE, UNIFORM, GENERIC = "stuck", "no_way", "free", "uniform", "generic"
PROBES = 16
"""Draws of the probe that decides whether the rules left are met by rejection."""
MIN_HITS = 3
"""Probe draws that must meet those rules for rejection to be worth it."""
MAX_REJECTS = 16
"""Most rejected draws before the general sampler takes over."""
MAX_STATES = 500
"""Most states (class, rooms left, plain rules' counts) counted before the exact deal
gives way to the general sampler: each costs some 15 us once per view, so the plan of a
view stays within about three milliseconds (a strong bot's decision budget may be 20 ms)."""


MAX_SPLITS = 1_500
"""Most work (class splits times their zones) while counting: the other bound of the
plan's cost."""


class TooBig(Exception):
    """The exact count met :data:`MAX_STATES` or :data:`MAX_SPLITS`."""


Counted = tuple[int, frozenset[Card], int, int]
"""A plain count rule compiled: the open zone's place, its cards, the least and most
of them still to deal into the zone."""
Step = tuple[list[tuple[int, ...]], list[int], list[tuple[tuple[int, ...], tuple[int, ...]]]]
"""A class's splits over a state, their cumulative weights and the states they lead to."""


def permutation(n: int, rng: random.Random) -> list[int]:
    """A uniformly random order of ``0..n-1`` (sorting by random keys: cheaper than a
    shuffle, which draws a bounded integer per card)."""
    rnd = rng.random
    keys = [rnd() for _ in range(n)]
    return sorted(range(n), key=keys.__getitem__)


def plain(rule: CountRule) -> bool:
    """Whether the exact deal can build ``rule`` in: a count with no weights, no
    conjunction and no alternatives."""
    return rule.weights is None and not rule.also and not rule.alternatives


class DealPlan:
    """What :func:`~cardtui.engine.worlds.deal_unseen` needs of one :class:`Unseen`,
    worked out once (see the module docstring)."""

    __slots__ = (
        "adds",
        "cards",
        "classes",
        "counted",
        "fixed",
        "hard",
        "kind",
        "leftover",
        "memo",
        "names",
        "open",
        "ordered",
        "pinned",
        "positions",
        "rooms",
        "steps",
        "tries",
        "work",
    )

    def __init__(self, unseen: Unseen) -> None:
        zones = unseen.zones
        self.names = tuple(z.name for z in zones)
        self.ordered = tuple(z.ordered for z in zones)
        self.positions = tuple(dict(z.positions) for z in zones)
        self.pinned = tuple(z.pinned for z in zones)
        self.hard: Unseen | None = None
        self.classes: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.adds: list[tuple[tuple[int, int], ...]] = []
        self.counted: list[Counted] = []
        self.leftover: list[tuple[str, tuple[CountRule, ...]]] = []
        self.memo: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = {}
        self.steps: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Step] = {}
        self.tries = 1
        self.work = 0
        pool = Counter(unseen.cards)
        fixed: list[list[Card]] = []
        rooms: list[int] = []
        stuck = False
        for z in zones:
            held = [*z.pinned, *(c for _, c in z.positions)]
            for card in held:
                stuck = stuck or pool[card] <= 0
                pool[card] -= 1
            fixed.append(held)
            rooms.append(z.size - len(held))
            stuck = stuck or rooms[-1] < 0
        self.fixed = tuple(fixed)
        self.cards: tuple[Card, ...] = tuple(sorted(pool.elements(), key=canonical_rank))
        self.open = tuple(i for i, r in enumerate(rooms) if r > 0)
        self.rooms = tuple(rooms[i] for i in self.open)
        self.kind = ""  # while compiling (the counting bounds apply)
        self.kind = STUCK if stuck else self._compile(unseen)
        if self.leftover and self.kind in (FREE, UNIFORM):
            self._probe()

    def _compile(self, unseen: Unseen) -> str:
        """The plan's kind; sorts the count rules into those built in and the rest."""
        if not self._sort_rules(unseen):
            return NO_WAY
        zones = [unseen.zones[i] for i in self.open]
        groups: dict[tuple[tuple[int, ...], tuple[bool, ...]], list[int]] = {}
        for i, card in enumerate(self.cards):
            allowed = tuple(k for k, z in enumerate(zones) if card not in z.barred)
            if not allowed:
                return STUCK
            member = tuple(card in rule[1] for rule in self.counted)
            groups.setdefault((allowed, member), []).append(i)
        everywhere = tuple(range(len(zones)))
        if not self.counted and (not groups or list(groups) == [(everywhere, ())]):
            return FREE
        for (allowed, member), members in sorted(groups.items()):
            self.classes.append((tuple(members), allowed))
            self.adds.append(
                tuple(
                    (r, allowed.index(rule[0]))
                    for r, rule in enumerate(self.counted)
                    if member[r] and rule[0] in allowed
                )
            )
        try:
            ways = self._ways(0, self.rooms, (0,) * len(self.counted))
        except TooBig:
            self.memo.clear()
            return GENERIC
        if ways:
            return UNIFORM
        return NO_WAY if self.counted else STUCK

    def _sort_rules(self, unseen: Unseen) -> bool:
        """Plain rules of open zones to :attr:`counted`, the others to :attr:`leftover`;
        ``False`` when a plain rule cannot be met whatever is dealt."""
        place = {zone: k for k, zone in enumerate(self.open)}
        for i, z in enumerate(unseen.zones):
            rest = []
            for rule in z.counts:
                if not plain(rule):
                    rest.append(rule)
                    continue
                have = sum(1 for c in self.fixed[i] if c in rule.cards)
                lo, hi = rule.lo - have, rule.hi - have
                if hi < 0 or (i not in place and lo > 0):
                    return False
                if i in place:
                    self.counted.append((place[i], rule.cards, max(0, lo), hi))
            if rest:
                self.leftover.append((z.name, tuple(rest)))
        return True

    def _probe(self) -> None:
        """With rules left over (weights, alternatives): when a fixed probe finds them met
        often enough, deal by rejection (exactly uniform over the deals meeting every
        rule) for up to :attr:`tries` draws before the general sampler; else the general
        sampler alone. The probe's generator is fixed: the plan depends on the view only."""
        probe = random.Random(0)
        hits = sum(self.accepts(self._draw(probe)) for _ in range(PROBES))
        if hits >= MIN_HITS:
            self.tries = min(MAX_REJECTS, -(-3 * PROBES // hits))
        else:
            self.kind = GENERIC

    def accepts(self, dealt: dict[str, list[Card]]) -> bool:
        """Whether a deal meets the rules not built into the exact deal."""
        return all(rule.holds(dealt[name]) for name, rules in self.leftover for rule in rules)

    def _ways(self, i: int, left: tuple[int, ...], got: tuple[int, ...]) -> int:
        """Deals of classes ``i..`` into the rooms ``left``, the plain rules' cards so far
        ``got`` (memoised)."""
        if i == len(self.classes):
            if any(left):
                return 0
            return int(all(g >= rule[2] for g, rule in zip(got, self.counted, strict=True)))
        key = (i, left, got)
        hit = self.memo.get(key)
        if hit is None:
            hit = 0
            for _, w, rest, now in self._splits(i, left, got):
                hit += w * self._ways(i + 1, rest, now)
            self.memo[key] = hit
            if len(self.memo) > MAX_STATES:
                raise TooBig
        return hit

    def _splits(
        self, i: int, left: tuple[int, ...], got: tuple[int, ...]
    ) -> list[tuple[tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]]:
        """Class ``i``'s splits over ``left``: each with its ways, the rooms it leaves
        and the plain rules' counts after it (splits past a rule's most left out)."""
        members, zones = self.classes[i]
        adds = self.adds[i]
        found = []
        splits = class_splits(len(members), zones, left)
        self.work += len(splits) * len(zones) + 1  # about the enumeration's cost
        if self.work > MAX_SPLITS and self.kind == "":
            raise TooBig
        for split, w, rest in splits:
            now = got
            if adds:
                counts = list(got)
                for r, k in adds:
                    counts[r] += split[k]
                if any(c > rule[3] for c, rule in zip(counts, self.counted, strict=True)):
                    continue
                now = tuple(counts)
            found.append((split, w, rest, now))
        return found

    def _step(self, i: int, left: tuple[int, ...], got: tuple[int, ...]) -> Step:
        """Class ``i``'s possible splits from a state, their cumulative weights (uniform
        over whole deals) and the states each leads to (memoised)."""
        key = (i, left, got)
        step = self.steps.get(key)
        if step is None:
            splits: list[tuple[int, ...]] = []
            cum: list[int] = []
            nexts: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
            total = 0
            for split, w, rest, now in self._splits(i, left, got):
                weight = w * self._ways(i + 1, rest, now)
                if weight:
                    total += weight
                    splits.append(split)
                    cum.append(total)
                    nexts.append((rest, now))
            step = self.steps[key] = (splits, cum, nexts)
        return step

    def draw(self, rng: random.Random) -> dict[str, list[Card]] | None:
        """One deal (``free`` and ``uniform`` plans), every zone in its final order;
        ``None`` when no draw met the rules left over."""
        for _ in range(self.tries):
            dealt = self._draw(rng)
            if not self.leftover or self.accepts(dealt):
                return dealt
        return None

    def _draw(self, rng: random.Random) -> dict[str, list[Card]]:
        if self.kind == FREE:
            parts = self._cut(permutation(len(self.cards), rng))
        else:
            parts = self._by_class(rng)
        return self._assemble(parts, rng)

    def _cut(self, order: list[int]) -> list[list[int]]:
        parts = []
        pos = 0
        for room in self.rooms:
            parts.append(order[pos : pos + room])
            pos += room
        return parts

    def _by_class(self, rng: random.Random) -> list[list[int]]:
        parts: list[list[int]] = [[] for _ in self.rooms]
        left, got = self.rooms, (0,) * len(self.counted)
        for i, (members, zones) in enumerate(self.classes):
            splits, cum, nexts = self._step(i, left, got)
            pick = min(bisect(cum, rng.random() * cum[-1]), len(cum) - 1) if len(cum) > 1 else 0
            order = permutation(len(members), rng)
            pos = 0
            for zone, n in zip(zones, splits[pick], strict=True):
                if n:
                    parts[zone].extend([members[k] for k in order[pos : pos + n]])
                    pos += n
            left, got = nexts[pick]
        return parts

    def _assemble(self, parts: Sequence[list[int]], rng: random.Random) -> dict[str, list[Card]]:
        cards = self.cards
        dealt: dict[str, list[Card]] = {}
        got: dict[int, list[int]] = dict(zip(self.open, parts, strict=True))
        for z, name in enumerate(self.names):
            indices = got.get(z, [])
            if not self.ordered[z]:
                held = self.fixed[z]
                indices.sort()
                mine = [cards[k] for k in indices]
                dealt[name] = sorted(held + mine, key=canonical_rank) if held else mine
                continue
            positions = self.positions[z]
            loose = [cards[k] for k in indices]  # already in a random order
            if self.pinned[z]:
                loose += self.pinned[z]
                rng.shuffle(loose)
            if positions:
                it = iter(loose)
                size = len(loose) + len(positions)
                loose = [positions[i] if i in positions else next(it) for i in range(size)]
            dealt[name] = loose
        return dealt


def plan_of(unseen: Unseen) -> DealPlan:
    """The compiled deal of ``unseen``, made on first use and kept on it."""
    plan: DealPlan | None = unseen.plan
    if plan is None:
        plan = DealPlan(unseen)
        object.__setattr__(unseen, "plan", plan)
    return plan


def hard_of(plan: DealPlan, unseen: Unseen) -> Unseen:
    """``unseen`` without its soft rules (made once per plan)."""
    if plan.hard is None:
        plan.hard = unseen.hard()
    return plan.hard
