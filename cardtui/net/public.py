"""What a spectator of a network table is sent: only what every seat sees.

The spectator's view is built on the host from the seats' own views (never from the
engine's all-seeing ``view(None)``): a field is kept only where every seat's view holds
the same value, a hand only where every seat sees it alike, a card of a trick only where
no seat sees it face down; the spectator has no hand, no legal actions and no private
knowledge. Its steps hold only the events addressed to everyone and no action's text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from cardtui.engine import Event, Match, View
from cardtui.engine.facts import RawFacts
from cardtui.engine.protocol import Play
from cardtui.net.wire import encode

OWN_FIELDS = frozenset({"seat", "hand", "legal", "private", "unseen", "template"})
"""View fields that belong to one seat: a spectator gets none of them."""
PER_SEAT = frozenset({"hands", "trick", "last_trick"})
"""View fields merged per seat (and per card) instead of kept whole."""


def public_view(match: Match) -> View:
    """The view of a spectator: what every seat of ``match`` sees (module docstring)."""
    views = [match.plain_view(seat) for seat in range(match.num_seats)]
    base = views[0]
    fields: dict[str, Any] = {"seat": None, "hand": (), "legal": (), "private": RawFacts()}
    for f in dataclasses.fields(View):
        if f.name in OWN_FIELDS or f.name in PER_SEAT:
            continue
        values = [getattr(v, f.name) for v in views]
        if f.name == "public":
            fields["public"] = _common_map(values)
        elif all(_same(values[0], x) for x in values[1:]):
            fields[f.name] = values[0]
        elif f.default is not dataclasses.MISSING:
            fields[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            fields[f.name] = f.default_factory()
    fields["hands"] = _common_hands(views)
    fields["trick"] = _common_plays([v.trick for v in views])
    fields["last_trick"] = _common_plays([v.last_trick for v in views])
    return dataclasses.replace(base, **fields)


def _same(a: Any, b: Any) -> bool:
    return bool(encode(a) == encode(b))


def _common_map(maps: Sequence[Any]) -> RawFacts:
    """The public facts (in dict form) whose value every seat's view holds alike."""
    first = maps[0]
    common = {k: v for k, v in first.items() if all(k in m and _same(v, m[k]) for m in maps[1:])}
    return RawFacts(common)


def _common_hands(views: Sequence[View]) -> tuple[tuple[Any, ...] | None, ...]:
    hands: list[tuple[Any, ...] | None] = []
    for index in range(len(views[0].hands)):
        seen = [v.hands[index] if index < len(v.hands) else None for v in views]
        first = seen[0]
        same = first is not None and all(s is not None and _same(first, s) for s in seen)
        hands.append(first if same else None)
    return tuple(hands)


def _common_plays(tricks: Sequence[tuple[Play, ...]]) -> tuple[Play, ...]:
    """The plays as every seat sees them: a card some seat sees face down is face down."""
    first = tricks[0]
    if any(len(t) != len(first) for t in tricks):
        return tuple(Play(p.seat, tuple(None for _ in p.cards)) for p in first)
    plays = []
    for index, play in enumerate(first):
        cards = []
        for at, card in enumerate(play.cards):
            shown = all(at < len(t[index].cards) and t[index].cards[at] == card for t in tricks)
            cards.append(card if shown else None)
        plays.append(Play(play.seat, tuple(cards)))
    return tuple(plays)


def public_events(events: Sequence[Event]) -> list[Any]:
    """The events addressed to everyone, as the wire writes them."""
    return [encode(e) for e in events if e.to is None]
