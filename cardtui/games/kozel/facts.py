"""The Kozel games' typed facts: what every seat sees, what one seat knows, deal details
and match results.

Each class's dict form (:mod:`cardtui.engine.facts`) is the one the views and summaries
always had. The jacks games (Kozly, Pri Valtakh) extend :class:`JacksPublic`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, facts_class, omitted

# --- the jacks games ---------------------------------------------------------------------


@facts_class
class JacksPublic(Facts):
    """The jacks' order, the trump, the turned card (and who holds it), points taken."""

    jack_order: str = ""
    trump_suit: str = ""
    turned_card: Card | None = None
    turned_holder: int | None = None
    points: Sequence[int] = ()


@facts_class
class KozlyPublic(JacksPublic):
    """Kozly adds the deal mode, the stock and dead cards, the half and the totals."""

    deal_mode: str = ""
    stock_size: int = 0
    dead_count: int = 0
    half: int = 1
    totals: Sequence[int] = ()
    target: int = 0
    annulled: int = 0


@facts_class
class PriValtakhPublic(JacksPublic):
    """Pri Valtakh adds the half, the chip accounts and the chips taken."""

    half: int = 1
    accounts: Sequence[int] = ()
    taken: Sequence[int] = ()
    goal_taken: int = 0
    win_above: int = 0


@facts_class
class KozlyDetails(Facts):
    """A Kozly deal: dead cards (and their points), the totals, trump and deal mode."""

    counted: bool = True
    dead_points: int = 0
    dead_cards: Sequence[Card] = ()
    totals: Sequence[int] = ()
    trump_suit: str = ""
    deal_mode: str = ""


@facts_class
class PriValtakhDetails(Facts):
    """A Pri Valtakh round: the chips paid, the accounts and chips taken after it."""

    paid: Sequence[int] = ()
    accounts: Sequence[int] = ()
    taken: Sequence[int] = ()
    trump_suit: str = ""
    match_won: bool = False


# --- classic Kozel -----------------------------------------------------------------------


@facts_class
class ClassicPublic(Facts):
    """The pairs board, eggs, redeals, the boast and its draw, the stock, tricks, what was
    played and the voids shown."""

    pairs: Sequence[int] = ()
    pairs_shown: Sequence[int] = ()
    goal: int = 6
    eggs_pending: int = 0
    entitled_team: int | None = None
    received_egg_pair: Sequence[bool] = ()
    redeals: int = 0
    boast: str | None = None
    boaster: int | None = None
    drawer: int | None = None
    stock: int = 0
    set_aside: int = 0
    drawn: int = 0
    trick_number: int = 1
    tricks_won: Sequence[int] = ()
    played: Sequence[Card] = ()
    voids: Sequence[Sequence[str]] = ()
    suits_led: Sequence[str] = ()
    handoffs: Sequence[tuple[int, ...]] = ()
    blind_seats: Sequence[int] = ()


@facts_class
class ClassicPrivate(Facts):
    """Whether the hand may call a redeal, its trumps, and the boast's draw it sees."""

    redeal_eligible: bool | None = omitted()
    trumps: int | None = omitted()
    drawn: Sequence[Card] | None = omitted()


@facts_class
class ClassicDetails(Facts):
    """A classic Kozel deal: points and tricks per team, the pairs won and the board."""

    counted: bool = True
    team_points: Sequence[int] = ()
    team_tricks: Sequence[int] = ()
    credited_team: int | None = None
    pairs_gained: int = 0
    pairs: Sequence[int] = ()
    eggs_pending: int = 0
    dealer: int = 0
    boast: str | None = None
    boaster: int | None = None
    redeals: int = 0


# --- Kozel for 24 cards --------------------------------------------------------------------


class Signal(TypedDict):
    """A partner's signal: who, which, in which trick."""

    seat: int
    code: str
    trick: int


class Exchange(TypedDict):
    """A trump exchange between partners: who gave, to whom."""

    giver: int
    partner: int


class Written(TypedDict):
    """One deal of the writing history: its outcome, the team written on, the change."""

    deal: int
    outcome: str
    team: int | None
    delta: tuple[int, int]
    written: tuple[int, int]


Known = TypedDict("Known", {"gave": Card, "got": Card, "with": int})
"""What a seat knows of its own exchange: the card it gave, the card it got, with whom."""


@facts_class
class Kozel24Public(Facts):
    """The points written on the teams, eggs, the deal, tricks, what was played, the
    signals, the exchanges and the history of the writing."""

    written: Sequence[int] = ()
    target: int = 0
    eggs: bool = False
    deal: int = 0
    first_deal: bool = False
    first_leader: int = 0
    tricks: Sequence[int] = ()
    played: Sequence[Card] = ()
    signals_on: bool = False
    signals: Sequence[Signal] = ()
    exchanges: Sequence[Exchange] = ()
    exchange_giver: int | None = None
    history: Sequence[Written] = ()


@facts_class
class Kozel24Private(Facts):
    """The seat's own exchange, once made."""

    exchange: Known | None = omitted()


@facts_class
class Kozel24Details(Facts):
    """A Kozel 24 deal: the points written (and the change), tricks, eggs, first leader."""

    counted: bool = True
    written: Sequence[int] = ()
    delta: Sequence[int] = ()
    tricks: Sequence[int] = ()
    eggs_before: bool = False
    first_leader: int = 0


# --- Kozel with multi-card leads -------------------------------------------------------------


@facts_class
class MultileadPublic(Facts):
    """The trump card's place, stock and dead cards, the lead and the best set, what was
    seen, the cards and points won and the totals."""

    trump_card: Card | None = None
    trump_card_at: str = ""
    trump_card_depth: int | None = None
    trump_card_holder: int | None = None
    stock: int = 0
    dead: int = 0
    designated_leader: int = 0
    claimed_by: int | None = None
    lead_size: int = 0
    best_seat: int | None = None
    best_cards: Sequence[Card] = ()
    seen: Sequence[Card] = ()
    won_open_points: Sequence[int] = ()
    won_cards: Sequence[int] = ()
    won_hidden: Sequence[int] = ()
    tricks: Sequence[int] = ()
    totals: Sequence[int] = ()
    deals: int = 1


@facts_class
class MultileadPrivate(Facts):
    """The cards this seat gave up face down."""

    my_discards: Sequence[Card] = ()


@facts_class
class MultileadDetails(Facts):
    """A multi-lead deal: points per side, the trump, dead cards, the hidden won cards and
    each seat's give-ups, tricks."""

    counted: bool = True
    side_points: Sequence[int] = ()
    trump: str = ""
    trump_card: Card | None = None
    dead_cards: Sequence[Card] = ()
    dead_points: int = 0
    hidden_won: Sequence[Sequence[Card]] = ()
    discards_by: Sequence[Sequence[Card]] = ()
    tricks: Sequence[int] = ()


# --- match results -----------------------------------------------------------------------


@facts_class
class ClassicResult(Facts):
    """A classic match: the pairs each team won (as shown), the egg pairs, the deals."""

    pairs: Sequence[int] = ()
    received_egg_pair: Sequence[bool] = ()
    deals: int = 0


@facts_class
class Kozel24Result(Facts):
    """A Kozel 24 match: the points written on each team, the deals."""

    written: Sequence[int] = ()
    deals: int = 0


@facts_class
class KozlyResult(Facts):
    """A Kozly match: the deals played and those annulled."""

    deals: int = 0
    annulled: int = 0


@facts_class
class PriValtakhResult(Facts):
    """A Pri Valtakh match: the chips each seat took, the rounds."""

    taken: Sequence[int] = ()
    rounds: int = 0


@facts_class
class MultileadResult(Facts):
    """A multi-lead match: the card points per side over the deals, the tied sides."""

    side_points: Sequence[int] = ()
    tied: Sequence[int] = ()
