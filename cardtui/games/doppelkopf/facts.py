"""Doppelkopf's typed facts: what every seat sees, what one seat knows, deal details.

The dict forms (:mod:`cardtui.engine.facts`) are the ones the views and summaries always had.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from cardtui.engine.facts import Facts, facts_class


class BonusPoint(TypedDict):
    """One extra point of a deal: its kind, the seat that earned it, for which side."""

    kind: str
    seat: int
    points: int
    declarers: bool


@facts_class
class DoppelkopfPublic(Facts):
    """The ledger, the deal, the game (solo, wedding...) and its trump order, the declarer,
    the teams as far as shown, tricks and points, and the variants."""

    balance_half: Sequence[int] = ()
    balance: Sequence[str] = ()
    deal: int = 0
    match_deals: int = 0
    game: str | None = None
    solo: str | None = None
    soloist: int | None = None
    trump_suit: str | None = None
    order: str | None = None
    declarer: int | None = None
    healthy: Sequence[int] = ()
    wedding: int | None = None
    wedding_partner: int | None = None
    wedding_alone: bool = False
    wedding_window: int = 0
    teams: Sequence[Sequence[int]] = ()
    first_leader: int | None = None
    trick_number: int = 1
    tricks: int = 0
    tricks_won: Sequence[int] = ()
    points_taken: Sequence[int] = ()
    dulle: bool = False
    no_nines: bool = False


@facts_class
class DoppelkopfPrivate(Facts):
    """This seat's side (``declarers``, ``opponents``, ``unknown``) and partner, if known."""

    side: str = "unknown"
    partner: int | None = None


@facts_class
class DoppelkopfDetails(Facts):
    """A deal: the game, the sides' points and tricks, the bonuses, the settlement and
    the ledger (in half-points)."""

    counted: bool = True
    game: str | None = None
    solo: str | None = None
    trump_suit: str | None = None
    order: str | None = None
    declarer: int | None = None
    dealer: int = 0
    wedding_alone: bool = False
    p_d: int = 0
    p_o: int = 0
    tricks_d: int = 0
    tricks_o: int = 0
    won: bool = False
    level_reached: bool = False
    bonuses: Sequence[BonusPoint] = ()
    s_d: int = 0
    s_o: int = 0
    amount: int = 0
    ledger_half: Sequence[int] = ()
    balance_half: Sequence[int] = ()


@facts_class
class DoppelkopfResult(Facts):
    """A match: the unit of the scores and each seat's ledger balance as text."""

    unit: str = ""
    balance: Sequence[str] = ()
