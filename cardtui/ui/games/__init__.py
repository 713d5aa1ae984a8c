"""Game-specific pieces of the UI, with generic fallbacks.

A game may provide ``cardtui/ui/games/<game_id>.py`` defining ``HOOKS``, an
instance of a :class:`GameHooks` subclass that overrides what it draws its own
way (the Kozel sixes board, a sheep's head...). A game without one gets its
family's (``cardtui/ui/games/<family>.py`` by :attr:`Game.family`, whose
``FAMILY_HOOKS`` class is built with the game's id: the Hearts games, Drunkard).
Everything else falls back to the generic versions here, built from the engine's
:class:`View`, ``match.deal_summaries`` and :class:`MatchResult`.

The score sheet is not drawn here game by game: its rows, the sides' names, the
outcome titles and the result lines come from the game as data (its ``Game.sheet``,
a :class:`~cardtui.engine.sheet.SheetRules`) and :mod:`cardtui.ui.widgets.sheet`
draws them for every game. What stays in a game's module is what it draws its own
way: boards and pictures, the side panel's lines, seat notes, the middle of the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from cardtui.engine import Action, Card, DealSummary, Match, MatchResult, Play, View
from cardtui.engine.errors import UnknownGame
from cardtui.engine.registry import family_of, get_game, optional_module
from cardtui.engine.sheet import GENERIC_SHEET, SheetRules, sheet_rules
from cardtui.i18n import t
from cardtui.ui.text import cards_text, lookup
from cardtui.ui.widgets.breakdown import breakdown_table
from cardtui.ui.widgets.sheet import (
    ASCII_SIMPLE_HEAD,
    cell_text,
    head_box,
    result_group,
    sheet_table,
)

__all__ = ["ASCII_SIMPLE_HEAD", "TEAM_COLOURS", "Centre", "GameHooks", "head_box", "hooks_for"]

TEAM_COLOURS = ("#e5534b", "#6cb6ff", "#8ddb8c", "#dcbdfb", "#f69d50", "#96d0ff")
"""Colours of teams (or of single seats in games without teams), by index."""


def _scalar(value: Any, ascii_only: bool) -> str | None:
    if isinstance(value, bool):
        return t("ui.yes") if value else t("ui.no")
    if isinstance(value, int | str):
        return str(value)
    if isinstance(value, Card):
        return cards_text([value], ascii_only)
    if (
        isinstance(value, tuple | list)
        and value
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return " : ".join(str(v) for v in value)
    if isinstance(value, tuple | list) and value and all(isinstance(v, Card) for v in value):
        return cards_text(value, ascii_only)
    return None


@dataclass(frozen=True)
class Centre:
    """What the middle of the table shows when no trick is there: a game without tricks
    shows its own cards (Witch's last draw, War's turned cards), another a picture (the
    Kierki lottery rows, a face-up widow and its auction)."""

    plays: tuple[Play, ...] = ()
    title: str = ""
    caption: str = ""
    winner: int | None = None
    faded: bool = False
    picture: Text | None = None
    shorter: tuple[str, ...] = ()
    """Shorter forms of the title, longest first, for a narrow table (never cut with "…")."""


class GameHooks:
    """The generic UI pieces; a game's module overrides what it needs."""

    game_id = ""

    def __init__(self, game_id: str = "") -> None:
        if game_id:
            self.game_id = game_id
        self._rules: SheetRules | None = None

    @property
    def rules(self) -> SheetRules:
        """The game's score sheet as data (:mod:`cardtui.engine.sheet`): its ``Game.sheet``."""
        if self._rules is None:
            try:
                self._rules = sheet_rules(get_game(self.game_id))
            except UnknownGame:
                self._rules = GENERIC_SHEET
        return self._rules

    def choice_labels(
        self, view: View, choices: Sequence[Action], names: Sequence[str], ascii_only: bool
    ) -> tuple[tuple[str, ...], str] | None:
        """The choice bar's labels and prompt drawn the game's own way; ``None``: generic."""
        return None

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """The middle of the table drawn the game's own way while no trick is on it
        (``veiled``: hot-seat, every hand hidden now); ``None``: an empty table."""
        return None

    def option_choice(self, key: str, value: str, ascii_only: bool = False) -> str | None:
        """The name of one value of the game's choice option ``key`` drawn the game's own
        way (with cards in the player's letters); ``None``: ``choice.<game>.<key>.<value>``."""
        return None

    def flip_mode(self, match: Match) -> str:
        """How a game nobody decides in turns its cards at the start: ``step`` (by key),
        ``auto`` or ``instant``; ``step`` unless the game says otherwise."""
        return "step"

    def flip_each(self, match: Match) -> bool:
        """Whether every player turns his own cards on his turn (bots at once) in a game
        nobody decides in; ``False`` unless the game says otherwise."""
        return False

    def info_label(self, key: str) -> str | None:
        """The label of a ``view.public`` key (``info.<game>.<key>``); ``None`` when it has none."""
        return lookup(f"info.{self.game_id}.{key}", self.game_id)

    # --- teams --------------------------------------------------------------

    def team_of(self, view: View, seat: int) -> int | None:
        """The index of the seat's team in ``view.teams``, or ``None``."""
        for index, team in enumerate(view.teams):
            if seat in team:
                return index
        return None

    def team_name(self, index: int, team: Sequence[int], names: Sequence[str]) -> str:
        """A team's name, as the game's sheet says (generic: its members)."""
        return cell_text(self.rules.team_name(index, team), names, self.game_id)

    def team_colour(self, index: int) -> str:
        """A team's colour."""
        return TEAM_COLOURS[index % len(TEAM_COLOURS)]

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """A short note under a seat's name (nothing by default)."""
        return ""

    def fresh_cards(self, view: View) -> frozenset[Card]:
        """Cards of the hand to highlight as just received (none by default)."""
        return frozenset()

    def sort_hand(self, view: View, cards: Sequence[Card]) -> list[Card]:
        """The hand in display order; games sort their views, so keep it."""
        return list(cards)

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Lines of the side panel: the ``view.public`` values the game gave a label
        (``info.<game>.<key>``) and that are simple enough to show."""
        lines: list[tuple[str, str]] = []
        for key, value in view.public.items():
            label = self.info_label(key)
            text = _scalar(value, ascii_only)
            if label is not None and text is not None and len(text) <= 24:
                lines.append((label, text))
        return lines[:10]

    # --- scoreboard ---------------------------------------------------------

    def sides(self, match: Match) -> list[tuple[int, ...]]:
        """The sides to score, as the game's sheet says (generic: the last deal's teams)."""
        return list(self.rules.sides(match))

    def history_table(self, match: Match, names: Sequence[str], ascii_only: bool = False) -> Table:
        """The game's score sheet (:meth:`SheetRules.sheet`): one row per deal."""
        sheet = self.rules.sheet(match)
        return sheet_table(sheet, names, self.game_id, self.team_colour, ascii_only)

    def outcome_text(self, summary: DealSummary, names: Sequence[str]) -> str:
        """A deal's outcome title and who was credited, as the game's sheet says."""
        return cell_text(self.rules.outcome(summary), names, self.game_id)

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The whole scoreboard (generic: the per-deal history)."""
        return self.history_table(match, names, ascii_only)

    def deal_result(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """What the deal-over dialog shows about the deal just finished: its outcome, the
        itemised breakdown of its score, and the game's own picture of the standing."""
        if not match.deal_summaries:
            return Text("")
        summary = match.deal_summaries[-1]
        parts: list[RenderableType] = [self.deal_heading(summary, names, ascii_only)]
        picture = self.deal_picture(match, names, ascii_only)
        if picture is not None:
            parts += [Text(""), picture]
        return Group(*parts)

    def deal_heading(
        self, summary: DealSummary, names: Sequence[str], ascii_only: bool
    ) -> RenderableType:
        """Title, outcome and breakdown of one deal (the dialog, the scoreboard)."""
        return Group(
            Text(t("ui.deal_over.title", n=summary.number), style="bold"),
            Text(self.outcome_text(summary, names), style="bold #ffd75f"),
            self.breakdown(summary, names, ascii_only),
        )

    def breakdown(
        self, summary: DealSummary, names: Sequence[str], ascii_only: bool
    ) -> RenderableType:
        """The itemised score of ``summary`` (:attr:`DealSummary.lines`) as a table."""
        if not summary.lines:
            return Text("")
        return breakdown_table(
            summary,
            names,
            self.game_id,
            lambda index, side: self.side_name(index, side, names),
            self.team_colour,
            ascii_only,
        )

    def side_name(self, index: int, side: Sequence[int], names: Sequence[str]) -> str:
        """A side of a deal: the player's name when alone, else the team's name."""
        if len(side) == 1 and side[0] < len(names):
            return names[side[0]]
        return self.team_name(index, side, names)

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """What the game draws its own way under the breakdown (a board); nothing by default."""
        return None

    def deal_lines(self, view: View) -> list[tuple[str, str]]:
        """Panel lines of the deal in progress: tricks taken per side, and card points
        where the game's players count them openly (``view.points_taken``)."""
        if not view.tricks_taken or view.phase == "over":
            return []
        sides = [tuple(team) for team in view.teams] or [(s,) for s in range(view.num_seats)]
        lines = [(t("ui.panel.tricks"), _per_side(view.tricks_taken, sides))]
        if view.points_taken:
            lines.append((t("ui.panel.points"), _per_side(view.points_taken, sides)))
        return lines

    def result_lines(self, match: Match, names: Sequence[str]) -> RenderableType:
        """The match result as the game's sheet says: winners, losers, their titles."""
        result: MatchResult | None = match.result()
        if result is None:
            return Text("")
        return result_group(self.rules.result(match, result), names, self.game_id)


def _per_side(values: Sequence[int], sides: Sequence[Sequence[int]]) -> str:
    return " : ".join(str(sum(values[s] for s in side if s < len(values))) for side in sides)


def _hooks_module(name: str) -> ModuleType | None:
    return optional_module(f"cardtui.ui.games.{name}")


@cache
def hooks_for(game_id: str) -> GameHooks:
    """The game's own hooks (``cardtui.ui.games.<game_id>.HOOKS``), else its family's
    (``cardtui.ui.games.<family>.FAMILY_HOOKS`` built for ``game_id``), else the generic ones."""
    own = _hooks_module(game_id) if game_id.isidentifier() else None
    if own is not None and hasattr(own, "HOOKS"):
        found: GameHooks = own.HOOKS
        return found
    family = family_of(game_id)
    shared = _hooks_module(family) if family.isidentifier() else None
    if shared is not None and hasattr(shared, "FAMILY_HOOKS"):
        hooks: GameHooks = shared.FAMILY_HOOKS(game_id)
        return hooks
    return GameHooks(game_id)
