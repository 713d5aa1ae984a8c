"""The two registered games of the war engine: ``drunkard`` («Пьяница») and ``war`` («Война»).

War is Drunkard with two players and three dispute cards (war.md §1, §10.2);
the spec's ``variant`` option is the choice between these two games, and its
``players`` option the number of seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtui.engine.errors import OptionError
from cardtui.engine.options import OptionSpec, OptionValue
from cardtui.engine.protocol import Game
from cardtui.engine.registry import register
from cardtui.engine.sheet import MATCH_POINTS_SHEET
from cardtui.games.war.match import WarMatch
from cardtui.games.war.table import PICKUP_ORDERS, WINNER_FIRST

PLAY_MODES = ("step", "auto", "instant")
"""How the app turns the cards (§6); the engine itself ignores it."""


def _shared_options(deck_default: str) -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("deck_size", "choice", deck_default, ("32", "36", "52")),
        OptionSpec("six_beats_ace", "bool", False),
        OptionSpec("pickup_order", "choice", WINNER_FIRST, PICKUP_ORDERS),
        OptionSpec("max_rounds", "int", 5000, minimum=1, maximum=100_000),
        OptionSpec("endless_result", "choice", "card_count", ("card_count", "draw")),
        OptionSpec("play_mode", "choice", "step", PLAY_MODES),
        OptionSpec("per_player_flip", "bool", False),
        OptionSpec("games", "int", 1, minimum=1, maximum=100),
    )


class Drunkard(Game):
    """«Пьяница»: 2 to 12 players, any pack, one card per dispute."""

    id = "drunkard"
    match_class = WarMatch
    names: Mapping[str, str] = {"en": "Drunkard", "ru": "Пьяница"}
    family = "war"
    sheet = MATCH_POINTS_SHEET
    min_seats = 2
    max_seats = 12
    default_seats = 2
    has_decisions = False
    options = (
        *_shared_options("36"),
        OptionSpec("decks", "choice", "auto", ("auto", "1", "2")),
        OptionSpec("equal_piles", "bool", False),
        OptionSpec("dispute_cards", "int", 1, minimum=1, maximum=3),
        OptionSpec("any_tie_dispute", "bool", False),
        OptionSpec("winners_count", "int", 1, minimum=1, maximum=2),
    )
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
    sheet = MATCH_POINTS_SHEET
    min_seats = 2
    max_seats = 2
    default_seats = 2
    has_decisions = False
    options = _shared_options("32")
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {"deck_size": "36", "six_beats_ace": True}),
        (2, {"pickup_order": "table", "max_rounds": 600}),
        (2, {"per_player_flip": True, "games": 3, "max_rounds": 500}),
    )


register(Drunkard())
register(War())
