"""Behaviour frozen: every match of the golden corpus replays to the same digests.

See :mod:`tests.golden.corpus`. A failure names the match and the first deal that
differs; ``python -m tests.golden.corpus --dump GAME INDEX`` prints its canonical text.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from cardtui.engine import MatchRecord
from cardtui.engine.registry import game_ids
from tests.golden.corpus import configurations, digests, load


def _key(options: dict[str, Any]) -> str:
    return json.dumps(options, sort_keys=True, default=list)


@cache
def _corpus() -> tuple[dict[str, Any], ...]:
    return tuple(load())


def test_corpus_covers_every_game_and_configuration() -> None:
    stored = {(e["game"], e["seats"], _key(e["options"])) for e in _corpus()}
    wanted = {(g, n, _key(o)) for g, n, o in configurations()}
    assert wanted == stored, "configurations changed: rewrite with --write and say why"
    assert {e["game"] for e in _corpus()} == set(game_ids())
    assert sum(len(e["record"]["deals"]) for e in _corpus()) >= 3000


@pytest.mark.parametrize("game_id", game_ids())
def test_corpus_replays_identically(game_id: str) -> None:
    entries = [e for e in _corpus() if e["game"] == game_id]
    assert entries
    for index, entry in enumerate(entries):
        got = digests(MatchRecord.from_json(entry["record"]))
        want = entry["digests"]
        if got != want:
            first = next(
                (i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
                min(len(got), len(want)),
            )
            pytest.fail(
                f"{game_id} match {index} ({entry['seats']} seats, {entry['options']}) differs "
                f"from deal {first} on; see python -m tests.golden.corpus --dump {game_id} {index}"
            )
