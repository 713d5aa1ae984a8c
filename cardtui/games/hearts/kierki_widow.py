"""The trump deals' decisions: naming trumps, the widow auction and the gifts (§1.5).

Phases of :class:`~cardtui.games.hearts.kierki.KierkiMatch`: ``offer`` (first hand
takes the widow or opens with a reserve), ``bid`` (the others bid or pass; both
:data:`AUCTION_PHASE`), ``exchange`` (the declarer, widow in hand, gives one card face
down to each opponent: :data:`EXCHANGE_PHASE`), ``declare`` (the declarer names
trumps: :data:`DECLARE_PHASE`). They are functions of the match state
(:class:`~.kierki_state.KierkiState`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.phases import Phase
from cardtui.engine.values import Event
from cardtui.games.hearts.kierki_auction import TAKE, Auction
from cardtui.games.hearts.kierki_deals import TRICK_POINTS, hand_size
from cardtui.games.hearts.kierki_state import KierkiState

TRUMP_CHOICES = "CDSH"
NO_TRUMP = "N"
DECLARE = "declare"
OFFER = "offer"
BID = "bid"
EXCHANGE = "exchange"

DIRECTIONS: dict[int, tuple[str, ...]] = {4: ("left", "across", "right"), 3: ("left", "right")}
"""Gift recipients, named from the giver (``left`` = the next seat clockwise)."""

_TRUMPS = {s: Action.choice("trump", s) for s in TRUMP_CHOICES + NO_TRUMP}


def recipient(giver: int, direction: str, players: int) -> int:
    """The seat a gift in ``direction`` goes to."""
    offset = {"left": 1, "across": 2, "right": players - 1}[direction]
    return (giver + offset) % players


# --- trumps ------------------------------------------------------------------------------


def begin_declare(match: KierkiState, seat: int) -> list[Event]:
    """``seat`` is to name trumps."""
    match.phase = DECLARE
    match.declarer = seat
    match.to_move = seat
    match._legal = None
    return []


def trump_choices(match: KierkiState, seat: int) -> Sequence[Action]:
    """The four suits, and no trumps when the option allows it."""
    suits = TRUMP_CHOICES + (NO_TRUMP if match.opts.allow_no_trump else "")
    return tuple(_TRUMPS[s] for s in suits)


def name_trump(match: KierkiState, seat: int, action: Action) -> list[Event]:
    """Trumps named: the tricks begin, the declarer leads."""
    match.trump = action.value
    match.begin_tricks(seat)
    return [Event("trump", seat, value=action.value)]


def _name_a_trump(match: KierkiState, seat: int, action: Action) -> str:
    return "name_a_trump"


DECLARE_PHASE = Phase(legal=trump_choices, apply=name_trump, refusal=_name_a_trump)


# --- the auction -----------------------------------------------------------------------------


def begin_auction(match: KierkiState) -> list[Event]:
    """The widow is shown; first hand takes it or offers it."""
    ceiling = TRICK_POINTS * hand_size(match.num_seats)
    first = match.first_hand
    match.auction = Auction(first, match.num_seats, match.opts.auction_bid_step, ceiling)
    match.phase = OFFER
    match.to_move = first
    events = [Event("widow", first, tuple(match.widow))]
    return events + _forced_steps(match)


def _auction(match: KierkiState) -> Auction:
    auction = match.auction
    assert auction is not None
    return auction


def auction_choices(match: KierkiState, seat: int) -> Sequence[Action]:
    """First hand's offers, or a bidder's bids."""
    return _auction(match).legal()


def auction_step(match: KierkiState, seat: int, action: Action) -> list[Event]:
    """One auction move, then the forced steps after it."""
    return _auction_move(match, seat, action) + _forced_steps(match)


def _auction_refusal(match: KierkiState, seat: int, action: Action) -> str:
    return _auction(match).reason(action, seat)


AUCTION_PHASE = Phase(legal=auction_choices, apply=auction_step, refusal=_auction_refusal)


def _auction_move(match: KierkiState, seat: int, action: Action) -> list[Event]:
    auction = _auction(match)
    if action == TAKE:
        return [Event("take", seat), *_begin_exchange(match, seat)]
    if action.kind == "open":
        auction.open(int(action.value))
        match.phase = BID
        match.to_move = auction.to_move()
        return [Event("open", seat, value=action.value)]
    amount = None if action == PASS else int(action.value)
    events = [Event("bid", seat, value=action.value) if amount else Event("pass", seat)]
    outcome = auction.bid(seat, amount)
    if outcome == "sold":
        assert auction.high is not None
        buyer, price = auction.high
        match.sale = (auction.first_hand, buyer, price)
        events.append(Event("sold", buyer, value=str(price)))
        return events + _begin_exchange(match, buyer)
    if outcome == "unsold":
        match.phase = OFFER
        events.append(Event("unsold", auction.first_hand, value=str(auction.last_reserve)))
    match.to_move = auction.to_move()
    return events


def _forced_steps(match: KierkiState) -> list[Event]:
    """Apply the steps with one possible action (§7.6): take after a 25 reserve failed,
    pass when the top bid is the ceiling."""
    events: list[Event] = []
    while match.phase in (OFFER, BID) and match.auction is not None:
        only = match.auction.forced()
        if only is None:
            break
        seat = match.auction.to_move()
        match.record.log_action(seat, only, auto=True)
        events += _auction_move(match, seat, only)
    return events


# --- the exchange ------------------------------------------------------------------------


def _begin_exchange(match: KierkiState, declarer: int) -> list[Event]:
    match.phase = EXCHANGE
    match.declarer = declarer
    match.to_move = declarer
    match._legal = None
    taken = tuple(match.widow)
    match.widow_taken = taken
    match.hands[declarer] += match.widow
    match.widow = []
    match.hands[declarer].sort(key=match._sort_key.__getitem__)
    return [Event("widow_taken", declarer, taken)]


def gift_choices(match: KierkiState, seat: int) -> Sequence[Action]:
    """Every card of the declarer's hand to each opponent without a gift yet."""
    n = match.num_seats
    open_ways = [d for d in DIRECTIONS[n] if recipient(seat, d, n) not in match.gifted]
    return tuple(Action("give", (card,), d) for card in match.hands[seat] for d in open_ways)


def give(match: KierkiState, seat: int, action: Action) -> list[Event]:
    """One card face down to one opponent; after the last, the declarer names trumps."""
    card: Card = action.card
    direction = action.value
    to = recipient(seat, direction, match.num_seats)
    match.hands[seat].remove(card)
    match.hands[to].append(card)
    match.hands[to].sort(key=match._sort_key.__getitem__)
    match.gifts[to] = card
    match.gifted.append(to)
    events = [
        Event("give", seat, (card,), direction, to=frozenset({seat, to})),
        Event("gift", seat, value=direction),
    ]
    if len(match.gifted) == match.num_seats - 1:
        begin_declare(match, seat)
    return events


def _gift_refusal(match: KierkiState, seat: int, action: Action) -> str:
    if action.kind != "give" or len(action.cards) != 1:
        return "give_one_card"
    if action.cards[0] not in match.hands[seat]:
        return "card_not_in_hand"
    return "one_gift_each"


EXCHANGE_PHASE = Phase(legal=gift_choices, apply=give, refusal=_gift_refusal)
