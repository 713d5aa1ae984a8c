"""The Hearts core keeps a view's facts between decisions of the play (``facts_stamp``): a
view made with what was kept equals one made from scratch, at every step of random deals,
for every seat, in every game that plays through the core's view."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import get_game
from cardtui.games.hearts.core import HeartsMatch

GAMES = ["omnibus_hearts", "joker_hearts", "auction_hearts", "domino_hearts", "slobberhannes"]


@pytest.mark.parametrize("game_id", GAMES)
def test_kept_facts_equal_fresh_ones(game_id: str) -> None:
    game = get_game(game_id)
    kept = 0
    for seed in range(6):
        rng = random.Random(seed)
        match = game.new_match(seed=seed)
        assert isinstance(match, HeartsMatch)
        steps = 0
        while not match.is_over and steps < 400:
            seat = match.current_seat
            for looker in range(match.num_seats):
                remembered = match.view(looker)
                kept += match._facts_memo is not None
                match._facts_memo = None
                assert match.view(looker) == remembered, (seed, steps, looker)
            for looker in (seat, None):  # and again in another order, from what was kept
                assert match.view(looker) == match.view(looker)
            match.apply(rng.choice(match.legal_actions()))
            steps += 1
    assert kept > 0  # the memo was used
