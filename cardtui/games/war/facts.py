"""War's and Drunkard's typed facts: the table every seat sees, and a game's details.

The dict forms (:mod:`cardtui.engine.facts`) are the ones the views and summaries always had.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, facts_class
from cardtui.engine.values import Play

Step = Sequence[tuple[int, tuple[Card, ...]]]
"""One step of a round: each seat's cards opened (or laid face down) at it."""


@facts_class
class WarPublic(Facts):
    """Pile sizes, the pot, the round and its disputes, the cards opened this round and
    last, who is out or waiting, and the games won."""

    piles: Sequence[int] = ()
    pot: int = 0
    round: int = 0
    disputes: int = 0
    disputing: Sequence[int] = ()
    steps: Sequence[Step] = ()
    opened: Sequence[Play] = ()
    last_opened: Sequence[Play] = ()
    last_winner: int | None = None
    last_pot: int = 0
    eliminated: Sequence[int] = ()
    active: Sequence[int] = ()
    waiting: Sequence[int] = ()
    reason: str = ""
    wins: Sequence[int] = ()
    games: int = 1
    dispute_cards: int = 0


@facts_class
class WarDetails(Facts):
    """A game: how it ended, its rounds and disputes, cards won, piles, who was out."""

    counted: bool = False
    reason: str = ""
    rounds: int = 0
    disputes: int = 0
    void_rounds: int = 0
    cards_won: Sequence[int] = ()
    piles: Sequence[int] = ()
    eliminated: Sequence[int] = ()
    wins: Sequence[int] = ()


@facts_class
class WarResult(Facts):
    """A match: how its last game ended, that game's rounds, the games played."""

    reason: str = ""
    rounds: int = 0
    games: int = 0
