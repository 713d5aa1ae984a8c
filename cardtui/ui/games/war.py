"""«Война» and «Пьяница» at the table: the cards turned this round, the piles, the pot.

The middle of the table shows what every player has turned in the round in
progress (a dispute adds its cards on top, step by step), or the round just
finished with its taker. Pile sizes are on the seats and in the side panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.text import Text

from cardtui.engine import Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.war.facts import WarDetails, WarPublic
from cardtui.games.war.match import WarMatch
from cardtui.i18n import t
from cardtui.ui.games import Centre, GameHooks
from cardtui.ui.text import seat_list


class WarHooks(GameHooks):
    """The shared hooks of the war engine's two games."""

    game_id = "war"

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """The round in progress, else the last round with its taker (or a void round)."""
        public = facts_as(view.public, WarPublic)
        opened = tuple(public.opened)
        last_opened = tuple(public.last_opened)
        if opened:
            pot = public.pot
            title = t(f"ui.{self.game_id}.round", n=public.round)
            title += " · " + t(f"ui.{self.game_id}.dispute")
            return Centre(opened, title, t(f"ui.{self.game_id}.pot", n=pot))
        if last_opened:
            winner = public.last_winner
            title = t(f"ui.{self.game_id}.round", n=public.round)
            if winner is None:
                caption = t(f"ui.{self.game_id}.void")
            else:
                caption = names[winner] + " " + t(f"ui.{self.game_id}.won", n=public.last_pot)
            return Centre(last_opened, title, caption, winner)
        return Centre()

    def flip_mode(self, match: Match) -> str:
        """How the match turns its cards: ``step``, ``auto`` or ``instant``."""
        assert isinstance(match, WarMatch)
        return match.play_pace

    def flip_each(self, match: Match) -> bool:
        """Whether every active player turns for each step."""
        assert isinstance(match, WarMatch)
        return match.each_player_turns

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """``out`` for an eliminated player."""
        if seat in facts_as(view.public, WarPublic).eliminated:
            return t(f"ui.{self.game_id}.out")
        return ""

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """Who went out, in order (the lines tell the rest)."""
        if not match.deal_summaries:
            return None
        out = tuple(facts_as(match.deal_summaries[-1].details, WarDetails).eliminated)
        if not out:
            return None
        return Text(t(f"ui.{self.game_id}.out_order", who=seat_list(out, names)), style="dim")


HOOKS = WarHooks()

FAMILY_HOOKS = WarHooks
"""The hooks of the war engine's other game (Drunkard), built with its id: its own words
(``ui.drunkard.*``) are asked first."""
