"""What a seat knows about the cards it cannot see: hidden zones and their constraints.

:class:`Unseen` is carried by every seat's :class:`~cardtui.engine.protocol.View`
(``view.unseen``). It lists the cards the seat cannot locate (``cards``, with
repeats in a doubled pack, in a canonical order) and the hidden zones they are in
(other hands, the stock, face-down piles...), each with its size and what the
seat knows about it:

* ``pinned``: cards known to be in the zone (a card handed over, the turned
  trump in a hand); ``positions``: cards known at an index of an ordered zone
  (the turned trump at the bottom of the stock);
* ``barred``: cards known *not* to be in the zone (voids shown by failing to
  follow suit: every card of that effective suit);
* ``counts``: :class:`CountRule` values, "between ``lo`` and ``hi`` of these
  cards are here" (a claim of five trumps, a hand of exactly one trump, no queen).

The sampler of :mod:`cardtui.engine.worlds` deals ``cards`` into the zones
consistently with all of it. Nothing here reveals where an unpinned card is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cardtui.engine.cards import JOKER, RANKS, SUITS, Card, sort_key


@dataclass(frozen=True, slots=True)
class CountRule:
    """Between ``lo`` and ``hi`` (inclusive) of the zone's cards are among ``cards``.

    With ``weights`` the rule sums the cards' weights instead of counting them
    (card points: "at most 12 points"); ``also`` adds rules that must hold with it
    (a conjunction: "at most four of every suit"); ``alternatives`` makes it a
    disjunction: the rule holds when it (with its ``also``) or any alternative holds
    ("four nines or at most 12"). A ``soft`` rule comes from table talk a player may have lied in (kozel_24
    signals): the sampler drops soft rules when they cannot all be met.
    """

    cards: frozenset[Card]
    lo: int = 0
    hi: int = 99
    weights: Mapping[Card, int] | None = None
    alternatives: tuple[CountRule, ...] = ()
    soft: bool = False
    also: tuple[CountRule, ...] = ()

    def _own_distance(self, zone_cards: Sequence[Card]) -> int:
        weights = self.weights
        if weights is None:
            n = sum(1 for c in zone_cards if c in self.cards)
        else:
            n = sum(weights.get(c, 0) for c in zone_cards if c in self.cards)
        d = self.lo - n if n < self.lo else max(0, n - self.hi)
        return d + sum(rule.distance(zone_cards) for rule in self.also)

    def holds(self, zone_cards: Sequence[Card]) -> bool:
        """Whether a filled zone satisfies the rule (repeated cards count each time)."""
        return self.distance(zone_cards) == 0

    def distance(self, zone_cards: Sequence[Card]) -> int:
        """How far a filled zone is from meeting the rule (0 when it holds)."""
        d = self._own_distance(zone_cards)
        for alt in self.alternatives:
            if d == 0:
                break
            d = min(d, alt.distance(zone_cards))
        return d


@dataclass(frozen=True, slots=True)
class Zone:
    """One hidden zone: its name (a key of ``card_zones`` where it is one), size and facts."""

    name: str
    size: int
    seat: int | None = None
    """The seat whose hand this is (``None`` for stock, piles...)."""
    ordered: bool = False
    """Whether card order in the zone matters (a stock drawn from the top)."""
    pinned: tuple[Card, ...] = ()
    positions: tuple[tuple[int, Card], ...] = ()
    barred: frozenset[Card] = frozenset()
    counts: tuple[CountRule, ...] = ()


@dataclass(frozen=True, slots=True)
class Unseen:
    """The cards a seat cannot locate and the zones they fill (see the module docstring)."""

    cards: tuple[Card, ...]
    zones: tuple[Zone, ...]
    voids: tuple[tuple[str, ...], ...] = ()
    """Per seat, the effective suits it has shown it lacks this deal."""
    plan: Any = field(default=None, compare=False, repr=False)
    """The sampler's compiled deal of this value (:mod:`cardtui.engine.deal_plan`),
    made on the first sample and reused by every later one."""

    def zone(self, name: str) -> Zone:
        """The zone called ``name``."""
        return next(z for z in self.zones if z.name == name)

    def hard(self) -> Unseen:
        """The same without soft rules."""
        zones = tuple(
            replace(z, counts=tuple(r for r in z.counts if not r.soft)) for z in self.zones
        )
        return Unseen(self.cards, zones, self.voids)

    @property
    def has_soft(self) -> bool:
        """Whether any zone has a soft rule."""
        return any(r.soft for z in self.zones for r in z.counts)


@dataclass
class ZoneFacts:
    """What a game knows about its hidden zones, collected before :class:`Unseen` is built.

    Keys are zone names. A game's :meth:`~cardtui.engine.protocol.Match.zone_facts`
    fills what is peculiar to it; voids are added by the shared machinery.
    """

    pinned: dict[str, list[Card]] = field(default_factory=dict)
    positions: dict[str, list[tuple[int, Card]]] = field(default_factory=dict)
    barred: dict[str, set[Card]] = field(default_factory=dict)
    counts: dict[str, list[CountRule]] = field(default_factory=dict)

    def pin(self, zone: str, *cards: Card) -> None:
        """``cards`` are known to be in ``zone``."""
        self.pinned.setdefault(zone, []).extend(cards)

    def pin_at(self, zone: str, index: int, card: Card) -> None:
        """``card`` is known at ``index`` of the ordered ``zone`` (negative from the end)."""
        self.positions.setdefault(zone, []).append((index, card))

    def bar(self, zone: str, cards: Iterable[Card]) -> None:
        """None of ``cards`` is in ``zone``."""
        self.barred.setdefault(zone, set()).update(cards)

    def count(
        self, zone: str, cards: Iterable[Card], lo: int = 0, hi: int = 99, soft: bool = False
    ) -> None:
        """Between ``lo`` and ``hi`` of ``cards`` are in ``zone``."""
        self.counts.setdefault(zone, []).append(CountRule(frozenset(cards), lo, hi, None, (), soft))

    def rule(self, zone: str, rule: CountRule) -> None:
        """A rule (weighted, with alternatives) on ``zone``."""
        self.counts.setdefault(zone, []).append(rule)


_KEYS: dict[Card, tuple[int, int]] = {
    c: sort_key(c) for c in (*(Card(r, s) for s in SUITS for r in RANKS), JOKER)
}
canonical_key = _KEYS.__getitem__
""":func:`~cardtui.engine.cards.sort_key` as a table lookup (the pool is sorted on every view)."""


def build_unseen(
    zones: Mapping[str, Sequence[Card]],
    facts: ZoneFacts,
    seats: Mapping[str, int],
    ordered: frozenset[str],
    voids: Sequence[set[str]] = (),
) -> Unseen:
    """Freeze a game's hidden zones (names to current contents) and facts into :class:`Unseen`.

    Only the zone *sizes* are read from the contents; the pool is their union in
    canonical order, so it says nothing about which card is where.
    """
    pool: list[Card] = [c for cards in zones.values() for c in cards]
    pool.sort(key=canonical_key)
    empty: frozenset[Card] = frozenset()
    built = []
    for name, cards in zones.items():
        positions: tuple[tuple[int, Card], ...] = ()
        if name in facts.positions:
            n = len(cards)
            positions = tuple(
                sorted(((i % n if n else i, c) for i, c in facts.positions[name]), key=_first)
            )
        pinned = facts.pinned.get(name)
        barred = facts.barred.get(name)
        counts = facts.counts.get(name)
        built.append(
            Zone(
                name,
                len(cards),
                seats.get(name),
                name in ordered,
                tuple(sorted(pinned, key=canonical_key)) if pinned else (),
                positions,
                frozenset(barred) if barred else empty,
                tuple(counts) if counts else (),
            )
        )
    shown = tuple([tuple(sorted(v)) if v else () for v in voids])
    return Unseen(tuple(pool), tuple(built), shown)


def _first(pair: tuple[int, Card]) -> int:
    return pair[0]
