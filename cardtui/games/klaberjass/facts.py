"""Klaberjass's typed facts: what both players see, what one knows, deal details.

The dict forms (:mod:`cardtui.engine.facts`) are the ones the views and summaries always had.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, facts_class


@facts_class
class KlaberjassPublic(Facts):
    """The trump and its maker, the turned and bottom cards, the bidding and the talk of
    sequences, the cards known, points, tricks, totals and the goal."""

    trump_suit: str = ""
    trump_kind: str = ""
    maker: int | None = None
    turn_up: Card | None = None
    face_up: Card | None = None
    bottom_card: Card | None = None
    stock_size: int = 0
    calls: Sequence[tuple[int, str]] = ()
    """``(seat, call)`` in bidding order."""
    talk: Sequence[tuple[int, str, str, tuple[Card, ...]]] = ()
    """The declaring talk: ``(seat, word, run kind, cards shown)``."""
    exchanged_by: int | None = None
    seq_winner: int | None = None
    seq_done: bool = False
    shown_runs: Sequence[tuple[Card, ...]] = ()
    shown_value: Sequence[int] = ()
    known: Sequence[tuple[Card, ...]] = ()
    """Per seat: the cards of its hand the other player knows."""
    bella: Sequence[bool] = ()
    points: Sequence[int] = ()
    tricks: Sequence[int] = ()
    totals: Sequence[int] = ()
    target: int = 0
    hanging: int = 0
    elder: int = 0
    win_amount: int = 0


@facts_class
class KlaberjassPrivate(Facts):
    """This player's runs (sequences) and the best run's kind."""

    runs: Sequence[tuple[Card, ...]] = ()
    best: str = ""


@facts_class
class KlaberjassDetails(Facts):
    """A played deal: the maker and trump, points taken and written, totals, set aside."""

    counted: bool = False
    maker: int = 0
    trump_suit: str = ""
    trump_kind: str = ""
    taken: Sequence[int] = ()
    written: Sequence[int] = ()
    totals: Sequence[int] = ()
    set_aside: int = 0
    seq_winner: int | None = None


@facts_class
class AnnulledDetails(Facts):
    """A deal nobody made trump in: the totals stand, the dealer passes the deal on."""

    counted: bool = False
    totals: Sequence[int] = ()
    dealer: int = 0


@facts_class
class KlaberjassResult(Facts):
    """A match: the win amount («выигрыш»), the deals played and those annulled."""

    win_amount: int = 0
    deals: int = 0
    annulled: int = 0
