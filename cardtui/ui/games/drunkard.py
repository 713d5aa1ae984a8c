"""«Пьяница» at the table: the same drawing as «Война» (one engine)."""

from __future__ import annotations

from cardtui.ui.games.war import WarHooks


class DrunkardHooks(WarHooks):
    """Drunkard: War's hooks under its own id (its own words are asked first)."""

    game_id = "drunkard"


HOOKS = DrunkardHooks()
