"""Sheepshead's typed facts: what every seat sees, what one seat knows, deal details.

The dict forms (:mod:`cardtui.engine.facts`) are the ones the views and summaries always had.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from cardtui.engine.facts import Facts, facts_class
from cardtui.engine.values import Play


class Call(TypedDict):
    """A call in the naming of trumps: who, which (``claim``, ``pass``...), the suit."""

    seat: int
    call: str
    suit: str


class Candidate(TypedDict):
    """A seat that may name ``suit``: how many cards of it it holds, and their points."""

    seat: int
    suit: str
    count: int
    points: int | None


class Stakes(TypedDict):
    """The strokes at stake: for the makers and the opponents, ``[simple, double]``."""

    makers: list[int]
    opponents: list[int]


@facts_class
class SheepsheadPublic(Facts):
    """The head's strokes, the naming of trumps (calls, candidates, maker, trump), the
    stakes, tricks and points per team, the tricks played and the games won."""

    head_strokes: int = 9
    strokes: tuple[int, int] = (0, 0)
    raised: bool = False
    drawn_makers: int | None = None
    stakes: Stakes | None = None
    jacks_permanent_trumps: bool = False
    turn_order: Sequence[int] = ()
    calls: Sequence[Call] = ()
    declarer: int | None = None
    claim_queue: Sequence[int] = ()
    candidates: Sequence[Candidate] = ()
    maker: int | None = None
    maker_team: int | None = None
    trump: str = ""
    forced: bool = False
    forced_by: int | None = None
    tricks: Sequence[int] = ()
    trick_points: Sequence[int] = ()
    history: Sequence[tuple[Play, ...]] = ()
    """The tricks played this deal, each as its plays."""
    winner_team: int | None = None
    whole_head: bool = False
    game_number: int = 1
    games_to_win: int = 1
    games_won: Sequence[int] = ()


@facts_class
class SheepsheadPrivate(Facts):
    """This hand's strength per suit and the suits it may name."""

    suit_counts: Mapping[str, tuple[int, int]] | None = None
    qualifying: Sequence[str] = ()


@facts_class
class SheepsheadDetails(Facts):
    """A deal: the maker and trump, points and tricks per team, the strokes won and the
    head after it, and the game."""

    counted: bool = True
    dealer: int = 0
    maker: int | None = None
    maker_team: int = 0
    trump: str = ""
    forced: bool = False
    raised: bool = False
    drawn_makers: int | None = None
    team_points: Sequence[int] = ()
    tricks: Sequence[int] = ()
    strokes: int = 0
    strokes_team: int | None = None
    strokes_after: Sequence[int] = ()
    head_strokes: int = 9
    game: int = 1
    game_winner: int | None = None
    games_won: Sequence[int] = ()


@facts_class
class SheepsheadResult(Facts):
    """A sitting: the strokes of each side, the head's size and whether it was whole, the
    deals, the games to win, those won and each game's record."""

    strokes: Sequence[int] = ()
    head_strokes: int = 9
    whole_head: bool = False
    deals: int = 0
    games_to_win: int = 1
    games_won: Sequence[int] = ()
    games: Sequence[Mapping[str, Any]] = ()
