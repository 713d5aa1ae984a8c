"""The Witch's typed facts: the draw every seat sees, what one seat knows, a game's details.

The dict forms (:mod:`cardtui.engine.facts`) are the ones the views and summaries always had.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, facts_class, omitted


class Draw(TypedDict):
    """The last draw: who drew from whom, and the position of the card drawn."""

    drawer: int
    source: int
    position: int


@facts_class
class WitchPublic(Facts):
    """Who draws from whom, the discards, who is out, the last draw, the loser and the
    losses of the series."""

    drawer: int | None = None
    source: int | None = None
    offer_size: int = 0
    discarded: Sequence[Card] = ()
    discard_count: int = 0
    out: Sequence[int] = ()
    draws: int = 0
    last_draw: Draw | None = None
    loser: int | None = None
    loser_hand: Sequence[Card] = ()
    losses: Sequence[int] = ()
    games: int = 1
    pair_discard: str = ""


@facts_class
class WitchPrivate(Facts):
    """Where this seat knows the witch is, and the card it just drew or lost."""

    witch_at: int | None = omitted()
    drawn: Card | None = omitted()
    lost: Card | None = omitted()


@facts_class
class WitchDetails(Facts):
    """A game: the loser and the cards left with him, the order out, draws, losses."""

    counted: bool = False
    loser: int = 0
    loser_hand: Sequence[Card] = ()
    finish_order: Sequence[int] = ()
    draws: int = 0
    losses: Sequence[int] = ()


@facts_class
class WitchGameResult(Facts):
    """A match of one game: the draws made and the order the seats went out."""

    draws: int = 0
    finish_order: Sequence[int] = ()


@facts_class
class WitchSeriesResult(Facts):
    """A series of games: how many were played (unknown for a drawn series)."""

    games: int | None = omitted()
