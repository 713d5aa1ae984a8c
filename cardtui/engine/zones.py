"""Card zones declared once: where a deal's cards can be, and who sees them.

A game lists its zones as :class:`ZoneSpec` values in ``Match.zones``; the engine
derives from that one declaration every place that needs the card locations:

* :meth:`~cardtui.engine.protocol.Match.card_zones`: every zone by name (each card
  of the deck in exactly one, checked after every action by the conformance test);
* :meth:`~cardtui.engine.protocol.Match.hidden_zones`: the zones a seat cannot see,
  as live lists, for the world sampler of search;
* :meth:`~cardtui.engine.protocol.Match.hidden_cards`: the cards in them, for the
  leak tests (less what a game says the seat knows, ``known_cards``);
* the hands a :class:`~cardtui.engine.protocol.View` shows (``table_view``).

A zone is an attribute of the match: a list of cards, a list of ``(seat, card)``
pairs (a trick), or with ``per_seat`` a list holding one such list per seat (hands,
piles of tricks taken). Zone names are ``label`` or ``label<seat>``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from cardtui.engine.cards import Card


class Seen(Enum):
    """Who may see a zone's cards."""

    OWN = "own"
    """Only the seat it belongs to (a hand, the cards it chose to pass): a ``per_seat`` zone."""
    PUBLIC = "public"
    """Every seat (the trick on the table, a face-up widow, tricks taken face up)."""
    HIDDEN = "hidden"
    """No seat (the stock, a face-down talon, cards put aside unseen)."""


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One card zone of a game: the attribute holding it, its name and visibility."""

    attr: str
    """The match attribute holding the cards."""
    seen: Seen
    per_seat: bool = False
    """The attribute holds one list per seat, named ``label<seat>``."""
    label: str = ""
    """The zone's name (its prefix when ``per_seat``); the attribute name when empty."""
    ordered: bool = False
    """A hidden zone whose order matters (cards drawn from its top later)."""
    pairs: bool = False
    """The list holds ``(seat, card)`` pairs (a trick) instead of cards."""

    @property
    def name(self) -> str:
        """The zone's name, or the prefix of its per-seat names."""
        return self.label or self.attr


def hand(attr: str = "hands", label: str = "hand") -> ZoneSpec:
    """The players' hands, each seen by its own seat only."""
    return ZoneSpec(attr, Seen.OWN, per_seat=True, label=label)


def public(attr: str, per_seat: bool = False, label: str = "", pairs: bool = False) -> ZoneSpec:
    """A zone every seat sees."""
    return ZoneSpec(attr, Seen.PUBLIC, per_seat=per_seat, label=label, pairs=pairs)


def hidden(attr: str, ordered: bool = False, label: str = "", per_seat: bool = False) -> ZoneSpec:
    """A zone nobody sees (the stock)."""
    return ZoneSpec(attr, Seen.HIDDEN, per_seat=per_seat, label=label, ordered=ordered)


def trick(attr: str = "trick") -> ZoneSpec:
    """The trick on the table: ``(seat, card)`` pairs everybody sees."""
    return ZoneSpec(attr, Seen.PUBLIC, pairs=True)


def _cards(zone: ZoneSpec, value: Any) -> Sequence[Card]:
    if zone.pairs:
        return [card for _, card in value]
    cards: Sequence[Card] = value
    return cards


def every_zone(match: Any, zones: Sequence[ZoneSpec]) -> Iterator[tuple[str, Sequence[Card]]]:
    """``(name, cards)`` of every declared zone of ``match``."""
    for zone in zones:
        value = getattr(match, zone.attr)
        if zone.per_seat:
            prefix = zone.name
            for seat, part in enumerate(value):
                yield f"{prefix}{seat}", _cards(zone, part)
        else:
            yield zone.name, _cards(zone, value)


def hidden_from(match: Any, zones: Sequence[ZoneSpec], seat: int) -> dict[str, list[Card]]:
    """The live lists of the zones ``seat`` cannot see: other seats' own zones, hidden ones."""
    found: dict[str, list[Card]] = {}
    for zone in zones:
        if zone.seen is Seen.PUBLIC:
            continue
        value = getattr(match, zone.attr)
        if not zone.per_seat:
            found[zone.name] = value
            continue
        prefix = zone.name
        hide_own = zone.seen is Seen.HIDDEN
        for s, part in enumerate(value):
            if s != seat or hide_own:
                found[f"{prefix}{s}"] = part
    return found


def ordered_names(zones: Sequence[ZoneSpec]) -> frozenset[str]:
    """The names of the ordered hidden zones (not per seat)."""
    return frozenset(z.name for z in zones if z.ordered and not z.per_seat)
