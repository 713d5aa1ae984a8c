"""The Hearts family's typed facts: what every seat sees, what one seat knows, deal details.

Each class's dict form (:mod:`cardtui.engine.facts`) is the one the views and summaries
always had; the games extend the core's classes with their own facts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, facts_class, omitted


@facts_class
class HeartsPublic(Facts):
    """The scores, the penalties taken this deal, the pass and whether hearts are broken."""

    totals: Sequence[int] = ()
    penalty_taken: Sequence[int] = ()
    pass_direction: str = ""
    """``left``, ``right``, ``across``... or empty for no pass this deal."""
    hearts_broken: bool = False
    passed: Sequence[bool] = ()
    """Per seat: whether it has chosen its pass."""


@facts_class
class DominoPublic(HeartsPublic):
    """Domino Hearts adds the stock and the seats that have gone out."""

    stock_size: int = 0
    out: Sequence[int] = ()


@facts_class
class AuctionPublic(HeartsPublic):
    """Auction Hearts adds the bought penalty suit and the bids."""

    penalty_suit: str = "H"
    high_bid: int = 0
    bid_winner: int | None = None
    high_bidder: int | None = None
    bids: Sequence[Sequence[int | None]] = ()
    """``[seat, bid]`` pairs in bidding order (``None``: a pass)."""


def penalty_suit(facts: Facts) -> str | None:
    """The penalty suit where a game buys it (Auction Hearts), else ``None``."""
    return facts.penalty_suit if isinstance(facts, AuctionPublic) else None


@facts_class
class PassPrivate(Facts):
    """A seat's own pass: the cards it is choosing, gave and received, and with whom."""

    passing: Sequence[Card] = ()
    passed: Sequence[Card] = ()
    pass_to: int | None = None
    received: Sequence[Card] = ()
    received_from: int | None = None


@facts_class
class HeartsDetails(Facts):
    """A played deal: its penalties, the totals after it and the tricks taken."""

    counted: bool = True
    dealer: int = 0
    penalties: Sequence[int] = ()
    totals: Sequence[int] = ()
    tricks: Sequence[int] = ()


@facts_class
class VoidDealDetails(Facts):
    """A deal that counted for nothing (everyone passed the auction)."""

    counted: bool = False
    dealer: int = 0
    totals: Sequence[int] = ()


def _trumps(facts: KierkiPublic) -> bool:
    return facts.trump_named is not None


def _auction(facts: KierkiPublic) -> bool:
    return facts.attempts is not None


@facts_class
class KierkiPublic(Facts):
    """Kierki's deal in the cycle and the scores, and the facts of this deal's kind: the
    marked tricks, the lottery's rows, the trump and its auction (the widow, the bids,
    the sale, the gifts)."""

    deal_kind: str = ""
    deal_of_cycle: int = 0
    deals_in_match: int = 0
    first_hand: int = 0
    totals: Sequence[int] = ()
    running: Sequence[int] = ()
    marked_tricks: Sequence[tuple[int, int]] | None = omitted()
    """``(trick number, mark)`` pairs, in deals that mark tricks."""
    prizes: tuple[int, int] | None = omitted()
    rows: Mapping[str, tuple[Card, Card]] | None = omitted()
    """In the lottery: each suit's row as its two end cards."""
    finished: Sequence[int] | None = omitted()
    bonus_turn: bool | None = omitted()
    trump_named: str | None = omitted()
    declarer: int | None = omitted(_trumps)
    widow: Sequence[Card] | None = omitted()
    reserve: int | None = omitted(_auction)
    last_reserve: int | None = omitted(_auction)
    high_bid: int | None = omitted(_auction)
    high_bidder: int | None = omitted(_auction)
    bidders: Sequence[int] | None = omitted()
    attempts: Sequence[int] | None = omitted()
    seller: int | None = omitted()
    buyer: int | None = omitted()
    price: int | None = omitted()
    gifts_made: Sequence[int] | None = omitted()


@facts_class
class KierkiPrivate(Facts):
    """The declarer's widow cards and gifts, or the gift a seat received."""

    widow_cards: Sequence[Card] | None = omitted()
    gifts_given: Mapping[int, Card] | None = omitted()
    gift_received: Card | None = omitted()


@facts_class
class KierkiDetails(Facts):
    """A Kierki deal: its kind, scores, tricks, trump, declarer and sale, and the totals."""

    counted: bool = False
    kind: str = ""
    dealer: int = 0
    first_hand: int = 0
    scores: Sequence[int] = ()
    tricks: Sequence[int] = ()
    trump: str = ""
    declarer: int | None = None
    sale: Sequence[int] | None = None
    finished: Sequence[int] = ()
    totals: Sequence[int] = ()


@facts_class
class HeartsResult(Facts):
    """A match of the Hearts core: the deals played."""

    deals: int = 0


@facts_class
class KierkiResult(Facts):
    """A Kierki match: the totals and the deals played."""

    totals: Sequence[int] = ()
    deals: int = 0
