"""The two registered games of the war engine: ``drunkard`` («Пьяница») and ``war`` («Война»).

War is Drunkard with two players and three dispute cards (war.md §1, §10.2);
the spec's ``variant`` option is the choice between these two games, and its
``players`` option the number of seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtui.engine.errors import OptionError
from cardtui.engine.options import OptionValue
from cardtui.engine.protocol import Game
from cardtui.engine.registry import register
from cardtui.engine.sheet import MATCH_POINTS_SHEET
from cardtui.games.war.match import DrunkardMatch, WarMatch
from cardtui.games.war.options import DRUNKARD_OPTIONS, WAR_OPTIONS


class Drunkard(Game):
    """«Пьяница»: 2 to 12 players, any pack, one card per dispute."""

    id = "drunkard"
    match_class = DrunkardMatch
    names: Mapping[str, str] = {"en": "Drunkard", "ru": "Пьяница"}
    family = "war"
    menu_order = 160
    sheet = MATCH_POINTS_SHEET
    min_seats = 2
    max_seats = 12
    default_seats = 2
    has_decisions = False
    options = DRUNKARD_OPTIONS
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (3, {}),
        (4, {"any_tie_dispute": True, "six_beats_ace": True}),
        (3, {"winners_count": 2, "deck_size": "32"}),
        (5, {"equal_piles": True, "dispute_cards": 2, "max_rounds": 500}),
        (7, {"deck_size": "32", "max_rounds": 500}),
        (2, {"pickup_order": "shuffle", "max_rounds": 300}),
        (3, {"pickup_order": "table", "endless_result": "draw", "max_rounds": 600}),
        (3, {"per_player_flip": True, "deck_size": "32", "games": 2, "max_rounds": 300}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Two winners need three players or more (§4.7)."""
        checked = super().check_options(given, num_seats)
        if checked["winners_count"] == 2 and num_seats < 3:
            raise OptionError(
                "winners_count",
                f"drunkard: winners_count=2 needs at least 3 players, not {num_seats}",
            )
        return checked


class War(Game):
    """«Война»: two players, 32 cards, three cards per war, the third decides."""

    id = "war"
    match_class = WarMatch
    names: Mapping[str, str] = {"en": "War", "ru": "Война"}
    family = "war"
    menu_order = 170
    sheet = MATCH_POINTS_SHEET
    min_seats = 2
    max_seats = 2
    default_seats = 2
    has_decisions = False
    options = WAR_OPTIONS
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {"deck_size": "36", "six_beats_ace": True}),
        (2, {"pickup_order": "table", "max_rounds": 600}),
        (2, {"per_player_flip": True, "games": 3, "max_rounds": 500}),
    )


register(Drunkard())
register(War())
