"""A compiled deal of one :class:`~cardtui.engine.unseen.Unseen`: the work done once per view.

A strong bot samples hundreds of worlds from one view, so everything that depends
only on the view is worked out once, on the first sample, and kept on the
:class:`Unseen` value (:func:`plan_of`): the pinned cards of every zone, the pool
left after them (as indices into a canonically ordered tuple, so a zone's cards
come out sorted by sorting small ints), the room left in each zone and, when voids
bar cards from zones, the classes of cards that may go to the same zones with the
exact counts of :mod:`cardtui.engine.uniform` memoised per room state.

Four kinds of deal are compiled (:attr:`DealPlan.kind`):

* ``free``: no count rule and no card barred from an open zone: one random
  permutation of the pool cut into the rooms (exactly uniform);
* ``uniform``: no count rule, voids bar some cards from some zones and the room
  state space is small: exactly uniform over the legal deals, class by class;
* ``reject``: count rules over a ``free`` or ``uniform`` deal that a fixed probe
  finds met often enough: such draws until one meets them (exactly uniform over
  the deals that do), the general sampler after :attr:`DealPlan.tries` misses;
* ``generic``: other count rules (or a room space too big to count): the general
  sampler of :mod:`cardtui.engine.worlds`;

and ``stuck`` when the pins cannot be met at all.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine.cards import JOKER, RANKS, SUITS, Card, sort_key
from cardtui.engine.uniform import class_splits, small_enough

if TYPE_CHECKING:
    from cardtui.engine.unseen import Unseen

CANONICAL: dict[Card, int] = {
    card: i
    for i, card in enumerate(
        sorted((*(Card(r, s) for s in SUITS for r in RANKS), JOKER), key=sort_key)
    )
}
"""Every card's place in the canonical order (:func:`~cardtui.engine.cards.sort_key`)."""
canonical_rank = CANONICAL.__getitem__
"""A card's canonical place, as a sort key that costs one dict lookup."""

STUCK, FREE, UNIFORM, REJECT, GENERIC = "stuck", "free", "uniform", "reject", "generic"
PROBES = 16
"""Draws of the probe that decides whether count rules are met by rejection."""
MIN_HITS = 3
"""Probe draws that must meet the rules for rejection to be worth it."""
MAX_REJECTS = 16
"""Most rejected draws before the general sampler takes over."""


def permutation(n: int, rng: random.Random) -> list[int]:
    """A uniformly random order of ``0..n-1`` (sorting by random keys: cheaper than a
    shuffle, which draws a bounded integer per card)."""
    rnd = rng.random
    keys = [rnd() for _ in range(n)]
    return sorted(range(n), key=keys.__getitem__)


class DealPlan:
    """What :func:`~cardtui.engine.worlds.deal_unseen` needs of one :class:`Unseen`,
    worked out once (see the module docstring)."""

    __slots__ = (
        "base",
        "cards",
        "classes",
        "fixed",
        "hard",
        "kind",
        "memo",
        "names",
        "open",
        "ordered",
        "pinned",
        "positions",
        "rooms",
        "rules",
        "steps",
        "tries",
    )

    def __init__(self, unseen: Unseen) -> None:
        zones = unseen.zones
        self.names = tuple(z.name for z in zones)
        self.ordered = tuple(z.ordered for z in zones)
        self.positions = tuple(dict(z.positions) for z in zones)
        self.pinned = tuple(z.pinned for z in zones)
        self.hard: Unseen | None = None
        self.classes: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self.steps: dict[
            tuple[int, tuple[int, ...]],
            tuple[list[tuple[int, ...]], list[int], list[tuple[int, ...]]],
        ] = {}
        pool = Counter(unseen.cards)
        fixed: list[list[Card]] = []
        rooms: list[int] = []
        stuck = False
        for z in zones:
            held = [*z.pinned, *(c for _, c in z.positions)]
            for card in held:
                if pool[card] <= 0:
                    stuck = True
                pool[card] -= 1
            fixed.append(held)
            rooms.append(z.size - len(held))
            stuck = stuck or rooms[-1] < 0
        self.fixed = tuple(fixed)
        self.cards: tuple[Card, ...] = tuple(sorted(pool.elements(), key=canonical_rank))
        self.open = tuple(i for i, r in enumerate(rooms) if r > 0)
        self.rooms = tuple(rooms[i] for i in self.open)
        self.rules = tuple((z.name, z.counts) for z in zones if z.counts)
        self.tries = 0
        self.base = STUCK if stuck else self._classify(unseen)
        self.kind = self.base
        if self.rules and self.base != STUCK:
            self.kind = GENERIC
            if self.base != GENERIC:
                self._probe()

    def _probe(self) -> None:
        """With count rules over a deal that is ``free`` or ``uniform`` without them: when
        a fixed probe finds the rules met often enough, deal by rejection (exactly uniform
        over the deals meeting them) for up to :attr:`tries` draws before the general
        sampler. The probe's generator is fixed, so the plan depends on the view only."""
        probe = random.Random(0)
        hits = sum(self.accepts(self._draw(probe)) for _ in range(PROBES))
        if hits >= MIN_HITS:
            self.kind = REJECT
            self.tries = min(MAX_REJECTS, -(-3 * PROBES // hits))

    def accepts(self, dealt: dict[str, list[Card]]) -> bool:
        """Whether a deal meets every count rule (soft ones included)."""
        return all(rule.holds(dealt[name]) for name, rules in self.rules for rule in rules)

    def _classify(self, unseen: Unseen) -> str:
        """``free``, ``uniform``, ``generic`` or ``stuck`` for a deal without count rules."""
        zones = [unseen.zones[i] for i in self.open]
        everywhere = tuple(range(len(zones)))
        groups: dict[tuple[int, ...], list[int]] = {}
        for i, card in enumerate(self.cards):
            allowed = tuple(k for k, z in enumerate(zones) if card not in z.barred)
            if not allowed:
                return STUCK
            groups.setdefault(allowed, []).append(i)
        if not groups or list(groups) == [everywhere]:
            return FREE
        if not small_enough(self.rooms):
            return GENERIC
        self.classes = [
            (tuple(members), allowed)
            for allowed, members in sorted(groups.items(), key=lambda item: (len(item[0]), item[0]))
        ]
        return UNIFORM if self._ways(0, self.rooms) else STUCK

    def _ways(self, i: int, left: tuple[int, ...]) -> int:
        """Deals of classes ``i..`` into the rooms ``left`` (memoised)."""
        if i == len(self.classes):
            return 0 if any(left) else 1
        key = (i, left)
        hit = self.memo.get(key)
        if hit is None:
            hit = sum(w * self._ways(i + 1, rest) for _, w, rest in self._splits(i, left))
            self.memo[key] = hit
        return hit

    def _splits(
        self, i: int, left: tuple[int, ...]
    ) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
        members, zones = self.classes[i]
        return class_splits(len(members), zones, left)

    def _step(
        self, i: int, left: tuple[int, ...]
    ) -> tuple[list[tuple[int, ...]], list[int], list[tuple[int, ...]]]:
        """Class ``i``'s possible splits over the rooms ``left``, their cumulative
        weights (uniform over whole deals) and the rooms each leaves (memoised)."""
        key = (i, left)
        step = self.steps.get(key)
        if step is None:
            splits, cum, rests = [], [], []
            total = 0
            for split, w, rest in self._splits(i, left):
                weight = w * self._ways(i + 1, rest)
                if weight:
                    total += weight
                    splits.append(split)
                    cum.append(total)
                    rests.append(rest)
            step = self.steps[key] = (splits, cum, rests)
        return step

    def draw(self, rng: random.Random) -> dict[str, list[Card]] | None:
        """One deal (``free``, ``uniform`` and ``reject`` plans), every zone in its final
        order; ``None`` when rejection found no deal meeting the count rules."""
        if self.kind != REJECT:
            return self._draw(rng)
        for _ in range(self.tries):
            dealt = self._draw(rng)
            if self.accepts(dealt):
                return dealt
        return None

    def _draw(self, rng: random.Random) -> dict[str, list[Card]]:
        if self.base == FREE:
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
        left = self.rooms
        for i, (members, zones) in enumerate(self.classes):
            splits, cum, rests = self._step(i, left)
            pick = bisect(cum, rng.random() * cum[-1]) if len(cum) > 1 else 0
            pick = min(pick, len(cum) - 1)
            order = permutation(len(members), rng)
            pos = 0
            for zone, n in zip(zones, splits[pick], strict=True):
                if n:
                    parts[zone].extend([members[k] for k in order[pos : pos + n]])
                    pos += n
            left = rests[pick]
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
