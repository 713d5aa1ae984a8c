"""Learning mode explains every choice that is not a card: each action kind met in random
play of every game (default options and every choice or switch of its options, one at a
time) has a ``lesson.choice.*`` meaning in English and Russian."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardtui.engine import Action, Match
from cardtui.engine.refusals import MAX_LEGAL, card_kind
from cardtui.engine.registry import all_games
from cardtui.i18n import set_language
from cardtui.ui.screens.learn_text import choice_meaning


def variants(game: Any) -> Iterator[tuple[int, dict[str, str], int]]:
    """(seats, options, seeds): every seat count, then every option value one at a time."""
    for seats in game.seat_counts:
        if seats <= game.max_seats:
            yield seats, {}, 6
    for spec in game.options:
        values = spec.choices if spec.kind == "choice" else ("true", "false")
        if spec.kind in ("choice", "bool"):
            for value in values:
                yield game.default_seats, {spec.key: value}, 2


def choices(match: Match) -> list[Action]:
    legal = list(match.legal_actions())[:MAX_LEGAL]
    kind = card_kind(legal)
    return [a for a in legal if not (a.kind == kind and len(a.cards) == 1)]


def unexplained(game: Any) -> set[tuple[str, str, str]]:
    missing: set[tuple[str, str, str]] = set()
    for seats, options, seeds in variants(game):
        for seed in range(seeds):
            try:
                match = game.new_match(seats, dict(options), seed)
            except Exception:  # an option that needs another one first
                break
            rng = random.Random(seed)
            for _ in range(300):
                if match.is_over:
                    break
                phase = match.plain_view(match.to_move).phase
                for action in choices(match):
                    for lang in ("en", "ru"):
                        set_language(lang)
                        if not choice_meaning(action, phase, game.id):
                            missing.add((phase, str(action), lang))
                match.apply(rng.choice(list(match.legal_actions())[:MAX_LEGAL]))
    set_language("en")
    return missing


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_choice_has_a_meaning(game: Any) -> None:
    assert unexplained(game) == set()
