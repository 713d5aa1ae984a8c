"""Doppelkopf as a registered game: its names, seats, options and option checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtui.engine.errors import OptionError
from cardtui.engine.options import OptionValue, validate_options
from cardtui.engine.protocol import Game
from cardtui.engine.registry import register
from cardtui.games.doppelkopf.match import DoppelkopfMatch
from cardtui.games.doppelkopf.rules import DEAL_POINTS, GAME_ID, OPTIONS, SEATS
from cardtui.games.doppelkopf.scoring import half_text
from cardtui.games.doppelkopf.sheet import DoppelkopfSheet


class DoppelkopfGame(Game):
    """Двойная голова: the seed's classic Doppelkopf."""

    id = GAME_ID
    match_class = DoppelkopfMatch
    names: Mapping[str, str] = {"en": "Doppelkopf", "ru": "Двойная голова"}
    family = "doppelkopf"
    menu_order = 70
    sheet = DoppelkopfSheet(half_text)
    min_seats = max_seats = default_seats = SEATS
    options = OPTIONS
    deal_points_total = DEAL_POINTS
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (4, {"no_nines": True, "match_deals": 4}),
        (4, {"solos": True, "big_solo": True, "match_deals": 4}),
        (4, {"solos": True, "suit_solo_premium": 0, "first_lead": "forehand", "match_deals": 4}),
        (
            4,
            {
                "fox_hunt": True,
                "old_women_one_trick": True,
                "jack_of_clubs_last_trick": True,
                "wedding_window_tricks": 1,
                "match_deals": 4,
            },
        ),
        (4, {"dulle": True, "solos": True, "match_deals": 4}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Per-option checks plus: ``big_solo`` needs ``solos``; ``match_deals`` a multiple of 4."""
        checked = validate_options(self.options, given, num_seats)
        if checked["big_solo"] and not checked["solos"]:
            raise OptionError("big_solo", "option 'big_solo' needs option 'solos' (set solos=true)")
        deals = checked["match_deals"]
        if not isinstance(deals, int) or deals % SEATS:
            raise OptionError(
                "match_deals",
                f"option 'match_deals': {checked['match_deals']} is not a multiple of 4",
            )
        return checked


GAME = register(DoppelkopfGame())
