"""Sheep's Head as a registered game: its names, seats and options."""

from __future__ import annotations

from types import MappingProxyType

from cardtui.engine.protocol import Game
from cardtui.engine.registry import register
from cardtui.games.sheepshead.match import SheepsheadMatch
from cardtui.games.sheepshead.rules import OPTIONS
from cardtui.games.sheepshead.sheet import SHEEPSHEAD_SHEET


class Sheepshead(Game):
    """Sheep's Head / Баранья голова."""

    id = "sheepshead"
    match_class = SheepsheadMatch
    names = MappingProxyType({"en": "Sheep's Head", "ru": "Баранья голова"})
    family = "sheepshead"
    menu_order = 60
    sheet = SHEEPSHEAD_SHEET
    min_seats = 4
    max_seats = 4
    default_seats = 4
    teams_fixed = True
    options = OPTIONS
    deal_points_total = 120
    test_variants = (
        (4, {"head_strokes": 12}),
        (4, {"head_strokes": 1}),
        (4, {"jacks_permanent_trumps": True}),
        (4, {"head_strokes": 2, "games_to_win": 3}),
    )


GAME = register(Sheepshead())
