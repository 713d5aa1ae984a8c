"""Helpers of the registry-wide conformance test (used by test_conformance.py)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from cardtui.engine import Action, Card, Match, MatchRecord, View
from cardtui.engine.replay import replay

SEARCH_FIELDS = frozenset({"unseen", "template"})
"""View fields about the unseen cards, walked by :func:`check_template_no_leak` instead."""


def cards_in(value: Any) -> Iterator[Card]:
    """Every Card object reachable inside a view (dataclasses, mappings, sequences).

    A view's ``unseen`` (the pool of cards it cannot locate, by definition hidden)
    and ``template`` (a match) are skipped.
    """
    if isinstance(value, Card):
        yield value
    elif isinstance(value, Action):
        yield from value.cards
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in SEARCH_FIELDS:
                yield from cards_in(getattr(value, f.name))
    elif isinstance(value, Mapping):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            yield from cards_in(v)


def check_no_leak(match: Match) -> None:
    """No view shows a card the seat must not see."""
    for seat in range(match.num_seats):
        view = match.view(seat)
        hidden = set(match.hidden_cards(seat)) - set(view.hand)
        leaked = hidden & set(cards_in(view))
        assert not leaked, f"seat {seat} sees hidden {sorted(c.code for c in leaked)}"
        for other, cards in enumerate(view.hands):
            if other != seat and cards is not None:
                assert not (set(cards) & hidden), f"seat {seat} sees seat {other}'s hand"
        check_template_no_leak(match, seat)


def check_template_no_leak(match: Match, seat: int) -> None:
    """The search template of ``seat`` holds no hidden card: every hidden card (each copy,
    in a doubled pack) is among the unseen cards, and the template's card zones hold
    exactly the deck less the unseen cards."""
    view = match.view(seat, search=True)
    assert view.template is not None and view.unseen is not None
    unseen = Counter(view.unseen.cards)
    missing = Counter(match.hidden_cards(seat)) - unseen
    assert not missing, f"seat {seat}'s template holds hidden {sorted(c.code for c in missing)}"
    kept = Counter(c for cards in view.template.card_zones().values() for c in cards if c)
    assert kept + unseen == Counter(match.deck), "template and unseen lose cards"


def check_conservation(match: Match) -> None:
    """Every card of the deal's deck is in exactly one zone."""
    zones = Counter(c for cards in match.card_zones().values() for c in cards)
    assert zones == Counter(match.deck), (
        f"cards not conserved: missing {sorted(c.code for c in (Counter(match.deck) - zones))}, "
        f"extra {sorted(c.code for c in (zones - Counter(match.deck)))}"
    )


def same_state(a: Match, b: Match) -> bool:
    """Two matches look the same to a spectator and to every seat."""
    return a.current_seat == b.current_seat and all(
        a.view(s) == b.view(s) for s in [None, *range(a.num_seats)]
    )


def play_out(match: Match, rng: random.Random, max_steps: int = 20_000, deep_every: int = 7) -> int:
    """Play random legal actions to the end, checking invariants; returns the step count."""
    steps = 0
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        legal = list(match.legal_actions())
        assert legal, "no legal action although the match is not over"
        view: View = match.view(seat)
        assert view.legal == tuple(legal), "the view offers other actions than the state"
        assert view.to_move == seat
        action = rng.choice(legal)
        if steps % deep_every == 0:
            check_no_leak(match)
            check_conservation(match)
            before = match.view(None)
            twin = match.clone()
            twin.apply(action)
            assert match.view(None) == before, "clone is not independent"
        deals_before = len(match.deal_summaries)
        match.apply(action)
        check_conservation(match)
        if len(match.deal_summaries) > deals_before:
            check_deal(match)
        steps += 1
        assert steps < max_steps, "match did not end"
    assert match.result() is not None
    return steps


def check_deal(match: Match) -> None:
    """The last deal's card points total the deck's total when the deal was counted."""
    summary = match.deal_summaries[-1]
    total = match.game.deal_points_total
    if total is not None and summary.details.get("counted", True):
        assert sum(summary.card_points) == total, summary


def check_round_trip(match: Match) -> None:
    """The record survives JSON and replays to the same state."""
    text = match.record.dumps()
    record = MatchRecord.loads(text)
    assert record.dumps() == text
    rebuilt = replay(record)
    assert same_state(match, rebuilt), "replayed record gives a different state"
