"""Shared pieces of the engine fuzzers (tests/test_fuzz.py and benchmarks/fuzz.py).

A fuzzer drives a match with a mix of legal actions, well-formed but illegal actions
and values that are not actions at all, and checks after each step that a refusal
left the state exactly as it was and that the invariants of the conformance test hold.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from cardtui.engine import Action, Card, IllegalAction, Match
from cardtui.i18n import has
from tests.conformance import check_conservation, check_no_leak

JUNK: tuple[Any, ...] = (None, "", "play QC", 0, 7, (), [], {}, 1.5, b"QC", object())
"""Values that are not actions: each must be refused with IllegalAction, nothing else."""

VALUES = ("", "0", "1", "2", "3", "9", "99", "-1", "C", "S", "H", "D", "x", "pants", "yes")
"""Action values worth trying beside the legal ones."""


def snapshot(match: Match) -> tuple[Any, ...]:
    """What a refused action must leave unchanged."""
    return (
        match.current_seat,
        match.view(None),
        sum(len(d.actions) for d in match.record.deals),
        len(match.record.deals),
        len(match.deal_summaries),
    )


def illegal_probe(match: Match, rng: random.Random) -> Action:
    """A well-formed action the current seat may not take now (legal kinds, wrong cards)."""
    legal = list(match.legal_actions())
    kinds = sorted({a.kind for a in legal} | {"play", "pass", "x"})
    deck: Sequence[Card] = match.deck
    for _ in range(20):
        count = rng.choice((0, 1, 1, 1, 2, 3))
        cards = rng.sample(list(deck), min(count, len(deck))) if deck else []
        values = VALUES + tuple(a.value for a in legal)
        action = Action(rng.choice(kinds), tuple(cards), rng.choice(values))
        if action not in legal:
            return action
    return Action("x", (), "no-such-action")


def check_refused(match: Match, candidate: object, game_id: str) -> str:
    """Apply ``candidate`` expecting a refusal with a translated reason; state unchanged."""
    before = snapshot(match)
    try:
        match.apply(candidate)  # type: ignore[arg-type]
    except IllegalAction as exc:
        reason = exc.reason
    else:
        raise AssertionError(f"{game_id}: {candidate!r} was accepted although not legal")
    assert isinstance(reason, str) and reason, f"{game_id}: empty reason for {candidate!r}"
    assert has(f"reason.{reason}", "en", game=game_id), f"{game_id}: no words for {reason}"
    assert has(f"reason.{reason}", "ru", game=game_id), f"{game_id}: no Russian for {reason}"
    assert snapshot(match) == before, f"{game_id}: refusing {candidate!r} changed the state"
    return reason


def fuzz_match(
    match: Match,
    rng: random.Random,
    steps: int,
    *,
    illegal_rate: float = 0.3,
    junk_rate: float = 0.05,
    deep_every: int = 25,
    on_step: Callable[[int], None] | None = None,
) -> dict[str, int]:
    """Drive ``match`` for ``steps`` actions (legal, illegal or junk); count what happened."""
    game_id = match.game.id
    counts = {"legal": 0, "illegal": 0, "junk": 0}
    for step in range(steps):
        if match.is_over:
            break
        roll = rng.random()
        if roll < junk_rate:
            check_refused(match, rng.choice(JUNK), game_id)
            counts["junk"] += 1
        elif roll < junk_rate + illegal_rate:
            check_refused(match, illegal_probe(match, rng), game_id)
            counts["illegal"] += 1
        else:
            legal = list(match.legal_actions())
            assert legal, f"{game_id}: no legal action although the match is not over"
            match.apply(rng.choice(legal))
            counts["legal"] += 1
            check_conservation(match)
        if step % deep_every == 0:
            check_no_leak(match)
            twin = match.clone()
            before = match.view(None)
            if not twin.is_over:
                twin.apply(rng.choice(list(twin.legal_actions())))
            assert match.view(None) == before, f"{game_id}: a clone is not independent"
        if on_step is not None:
            on_step(step)
    return counts
