"""The score sheet as data: what a game writes per deal, its sides' names, its outcome titles.

The UI draws one generic sheet from it, as it draws :attr:`DealSummary.lines`
(:mod:`cardtui.engine.score`) for the itemised score of one deal; the words are
i18n codes with arguments, never text. A game describes its sheet with a
:class:`SheetRules` (the class attribute ``sheet`` of its :class:`Game`; a game
without one gets the generic sheet, :data:`GENERIC_SHEET`):

* :meth:`SheetRules.team_name` — a side's name (generic: its players);
* :meth:`SheetRules.outcome` — a deal's outcome title and who was credited;
* :meth:`SheetRules.sheet` — the history: its columns and one row per deal;
* :meth:`SheetRules.result` — the match result's lines.

A cell is a tuple of pieces joined as they are: literal text (numbers, signs), a
:class:`Words` (a catalogue key and its arguments, rendered like a score line's: a
``seat`` key as the player's name, ``seats`` as a list of names, cards as glyphs;
an argument may itself be a piece), the names of some :class:`Seats`, some
:class:`Cards`, a :class:`Suit`, each seat's :class:`Scores`, pieces :class:`Joined` by
a separator, or a piece :class:`Marked` with emphasis (an amount won or lost, a side's
colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

from cardtui.engine.cards import Card
from cardtui.engine.score import ArgValue

if TYPE_CHECKING:
    from cardtui.engine.protocol import Game, Match
    from cardtui.engine.values import DealSummary, MatchResult


@dataclass(frozen=True, slots=True)
class Seats:
    """The players of some seats, by name (``Anna, Bot 3``)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Cards:
    """Some cards, as glyphs in the player's card style (``-`` for none)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Scores:
    """Each seat's name and score: ``Anna 12, Bot 2 -3``."""

    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Suit:
    """A suit's glyph in the player's card style (``♥``, ``h``)."""

    suit: str


@dataclass(frozen=True, slots=True)
class Words:
    """Words from the catalogue: an i18n key (asked in the game's own file first) and its
    arguments; ``fallback`` (else the code itself) when the key has no text."""

    code: str
    args: tuple[tuple[str, Arg], ...] = ()
    fallback: str = ""


@dataclass(frozen=True, slots=True)
class Joined:
    """Pieces joined by ``sep`` (``goats, with eggs``)."""

    parts: tuple[Piece, ...]
    sep: str = ", "


@dataclass(frozen=True, slots=True)
class Marked:
    """A piece drawn with emphasis: a ``tone`` (:data:`GAIN`, :data:`LOSS`, :data:`STRONG`)
    and/or the colour of side ``side``."""

    piece: Piece
    tone: str = ""
    side: int | None = None


GAIN = "gain"
"""An amount won: bold green."""
LOSS_AMOUNT = "loss_amount"
"""An amount lost: bold red."""
STRONG = "strong"
"""Bold."""
FAINT = "faint"
"""Dim: what is not played yet, a check sum."""


def signed(value: int, text: str) -> Marked:
    """``text`` of an amount, green when ``value`` is positive, red when negative, else bold."""
    return Marked(text, GAIN if value > 0 else LOSS_AMOUNT if value < 0 else STRONG)


Piece: TypeAlias = "str | Words | Seats | Cards | Scores | Suit | Joined | Marked"
Arg: TypeAlias = "ArgValue | Piece"
Cell: TypeAlias = "tuple[Piece, ...]"


def words(code: str, fallback: str = "", **args: Arg) -> Words:
    """:class:`Words` for ``code`` with named arguments."""
    return Words(code, tuple(args.items()), fallback)


def say(code: str, fallback: str = "", **args: Arg) -> Cell:
    """A cell of one :class:`Words`."""
    return (words(code, fallback, **args),)


LEFT = "left"
RIGHT = "right"
CENTER = "center"


@dataclass(frozen=True, slots=True)
class SheetColumn:
    """A column of the history: its heading, alignment, and the side whose colour it takes."""

    title: Cell
    justify: str = LEFT
    side: int | None = None
    """Drawn in this side's colour (an index of :meth:`SheetRules.sides`)."""
    tone: str = ""
    """Emphasis of the whole column (:data:`STRONG`, :data:`FAINT`), on top of the colour."""


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One row of the history: a cell per column; ``section`` rules it off (a totals row)."""

    cells: tuple[Cell, ...]
    section: bool = False
    tone: str = ""
    """Emphasis of the whole row: :data:`STRONG` (a total, the deal to come), :data:`FAINT`."""


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The history of a match: columns, then one row per deal (or the row of no deal yet)."""

    title: Cell
    columns: tuple[SheetColumn, ...]
    rows: tuple[SheetRow, ...]
    compact: bool = False
    """Cells without padding between them (the games' own sheets); ``False``: the generic."""


WIN = "win"
"""A result line in the winners' colour (bold green)."""
LOSS = "loss"
"""A line about the losers, plain."""
DRAW = "draw"
"""The match drawn: bold."""
TITLE = "title"
"""The titles won or suffered: bold yellow."""
SHAME = "shame"
"""The losers' title («козлы»): bold amber."""
NOTE = "note"
"""Scores and other facts: dim."""
PLAIN = "plain"
"""A line without emphasis but bold (an amount won)."""


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One line of the match result, and how it is emphasised (:data:`WIN`, :data:`NOTE`...)."""

    tone: str
    cell: Cell


DEAL = say("ui.score.deal")
OUTCOME = say("ui.score.outcome")
HISTORY = say("ui.score.history")
NONE_YET = say("ui.score.none_yet")
DASH: Cell = ("-",)


def joined(values: Sequence[Any], sep: str = ":") -> Cell:
    """``3:5``: the values joined by ``sep``."""
    return (sep.join(str(v) for v in values),)


class SheetRules:
    """The generic score sheet: card points per side, the outcome and who was credited."""

    lines_sign: ClassVar[int] = 1
    """How the deal's score lines are shown: ``1`` as the engine writes them (higher is
    better), ``-1`` negated, for games whose rulebook writes penalty points (lowest wins),
    so the breakdown shows the same numbers as the sheet."""

    def sides(self, match: Match) -> tuple[tuple[int, ...], ...]:
        """The sides to score: the last deal's teams, else one seat each."""
        if match.deal_summaries:
            return tuple(tuple(team) for team in match.deal_summaries[-1].teams)
        return tuple((s,) for s in range(match.num_seats))

    def team_name(self, index: int, side: Sequence[int]) -> Cell:
        """A side's name; generic: its players."""
        return (Seats(tuple(side)),)

    def outcome(self, summary: DealSummary) -> Cell:
        """``outcome.<code>`` and who was credited."""
        cell: Cell = say(f"outcome.{summary.outcome}", summary.outcome)
        if summary.winners:
            cell += (" → ", Seats(tuple(summary.winners)))
        return cell

    def deal_cells(self, summary: DealSummary) -> tuple[int, ...]:
        """The numbers of a deal's row, per side: card points by default."""
        return summary.team_points()

    def sheet(self, match: Match) -> ScoreSheet:
        """One row per deal: the deal's numbers per side, its outcome."""
        sides = self.sides(match)
        columns = (
            SheetColumn(DEAL, RIGHT),
            *(SheetColumn(self.team_name(i, side), RIGHT, side=i) for i, side in enumerate(sides)),
            SheetColumn(OUTCOME),
        )
        rows: list[SheetRow] = []
        for summary in match.deal_summaries:
            points = self.deal_cells(summary) if len(summary.teams) == len(sides) else ()
            cells: list[Cell] = [(str(p),) for p in points] or [DASH] * len(sides)
            rows.append(SheetRow(((str(summary.number),), *cells, self.outcome(summary))))
        if not match.deal_summaries:
            rows.append(SheetRow((DASH, *[DASH] * len(sides), NONE_YET)))
        return ScoreSheet(HISTORY, columns, tuple(rows))

    def result(self, match: Match, result: MatchResult) -> tuple[ResultLine, ...]:
        """Winners (or a draw), losers, titles, scores."""
        lines: list[ResultLine] = []
        if result.winners:
            lines.append(ResultLine(WIN, say("ui.result.winners", who=Seats(result.winners))))
        else:
            lines.append(ResultLine(DRAW, say("ui.result.draw")))
        if result.losers:
            lines.append(ResultLine(LOSS, say("ui.result.losers", who=Seats(result.losers))))
        if result.titles:
            titles = Joined(tuple(words(f"title.{c}", c) for c in result.titles))
            lines.append(ResultLine(TITLE, say("ui.result.titles", titles=titles)))
        if result.scores:
            lines.append(ResultLine(NOTE, say("ui.result.scores", scores=Scores(result.scores))))
        return tuple(lines)


class MatchPointsSheet(SheetRules):
    """A sheet whose deal row holds each seat's match points (a game won, a game lost)."""

    def deal_cells(self, summary: DealSummary) -> tuple[int, ...]:
        """Per seat, the deal's match points: no card points in these games."""
        return summary.match_points


MATCH_POINTS_SHEET = MatchPointsSheet()
"""The sheet of Witch, War and Drunkard: each seat's match points per deal (the witch's
loser -1, the winner of a war 1), for there are no card points."""

GENERIC_SHEET = SheetRules()
"""The sheet of a game that declares none."""


def sheet_rules(game: Game) -> SheetRules:
    """The game's :class:`SheetRules` (its ``sheet`` class attribute), else the generic one."""
    rules = getattr(game, "sheet", None)
    return rules if isinstance(rules, SheetRules) else GENERIC_SHEET
