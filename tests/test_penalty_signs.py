"""One sign per game on every screen: where the rulebook writes penalty points (lowest
wins), the breakdown's lines show the same numbers as the score sheet's deal row, and the
sheet says its unit."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import get_game
from cardtui.engine.registry import all_games
from cardtui.engine.score import TOTAL
from cardtui.engine.sheet import say, sheet_rules
from cardtui.ui.widgets.breakdown import lines_sign, shown_amounts

PENALTY_GAMES = [g.id for g in all_games() if sheet_rules(g).lines_sign == -1]


def test_the_hearts_games_write_penalty_points() -> None:
    assert {"omnibus_hearts", "joker_hearts", "auction_hearts", "domino_hearts"} <= set(
        PENALTY_GAMES
    )


@pytest.mark.parametrize("game_id", PENALTY_GAMES)
def test_the_breakdown_total_is_the_sheets_deal_row(game_id: str) -> None:
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, seed=11)
    rng = random.Random(11)
    while len(match.deal_summaries) < 3 and not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    rules = sheet_rules(game)
    for summary in match.deal_summaries:
        total = [line for line in summary.lines if line.role == TOTAL][-1]
        assert shown_amounts(total, lines_sign(game_id)) == tuple(rules.deal_cells(summary))
    sheet = rules.sheet(match)
    assert sheet.title == say("ui.score.penalty_history")
