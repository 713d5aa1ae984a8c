"""A play-out policy's view (:mod:`cardtui.engine.policy_view`) equals the game's plain
view field by field, at every decision of random deals of every game that lends it, and
the game's simple bot makes the same choice from both."""

from __future__ import annotations

import random
from dataclasses import fields, replace

import pytest

from cardtui.bots import make_bot
from cardtui.engine import all_games, get_game
from cardtui.engine.policy_view import CHEAP, PolicyView, lends_fields, policy_view_of
from cardtui.engine.values import View

LENDING = [g.id for g in all_games() if lends_fields(g.match_class)]


def test_most_games_lend_their_fields() -> None:
    assert len(LENDING) >= 12, LENDING


@pytest.mark.parametrize("game_id", LENDING)
def test_policy_view_equals_the_plain_view(game_id: str) -> None:
    game = get_game(game_id)
    simple = make_bot("simple", game_id)
    compared = 0
    for seed in range(4):
        rng = random.Random(seed)
        match = game.new_match(seed=seed)
        for _ in range(300):
            if match.is_over or not match.legal_actions():
                break
            seat = match.current_seat
            assert seat is not None
            legal = match.legal_actions()
            plain = match.plain_view(seat)
            lazy = policy_view_of(match, seat, legal)
            assert isinstance(lazy, PolicyView)
            for name in CHEAP:  # read first, before anything builds the plain view
                assert getattr(lazy, name) == getattr(plain, name), (seed, name)
            for f in fields(View):
                assert getattr(lazy, f.name) == getattr(plain, f.name), (seed, f.name)
            assert lazy == plain
            pick = random.Random(seed).random()
            assert simple.choose(policy_view_of(match, seat, legal), random.Random(pick)) == (
                simple.choose(plain, random.Random(pick))
            )
            compared += 1
            match.apply(rng.choice(list(legal)))
    assert compared > 20


def test_replace_makes_a_plain_view() -> None:
    match = get_game("omnibus_hearts").new_match(seed=1)
    seat = match.current_seat
    assert seat is not None
    lazy = policy_view_of(match, seat, match.legal_actions())
    changed = replace(lazy, legal=())
    assert type(changed) is View and changed.legal == () and changed.hand == lazy.hand
