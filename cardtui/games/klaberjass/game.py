"""The registered game ``klaberjass`` and its options (klaberjass.md §7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtui.engine.protocol import Game
from cardtui.engine.registry import register
from cardtui.games.klaberjass.match import KlaberjassMatch
from cardtui.games.klaberjass.options import OPTIONS
from cardtui.games.klaberjass.sheet import KLABERJASS_SHEET


class Klaberjass(Game):
    """«Клабор»: registered as ``klaberjass``."""

    id = "klaberjass"
    match_class = KlaberjassMatch
    names: Mapping[str, str] = {"en": "Klaberjass", "ru": "Клабор"}
    family = "jack_nine"
    menu_order = 80
    sheet = KLABERJASS_SHEET
    min_seats = 2
    max_seats = 2
    default_seats = 2
    options = OPTIONS
    deal_points_total = None
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {"target_score": 301, "sequence_order": "natural", "five_plus_value": "100"}),
        (2, {"schmeiss": True, "dealer_must_name": True, "seven_exchange": "maker_only"}),
        (2, {"tie_rule": "hanging", "bait_transfer": "burn", "melds_require_trick": "all"}),
        (2, {"bella_timing": "second_card", "must_overtrump": False, "first_dealer": "cut"}),
        (
            2,
            {
                "tie_rule": "each_keeps",
                "seq_tie": "elder",
                "dealer_rotation": "winner_deals",
                "show_bottom_card": False,
                "seven_exchange": "off",
                "melds_require_trick": "sequences",
            },
        ),
    )


GAME = register(Klaberjass())
