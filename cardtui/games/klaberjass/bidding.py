"""Dealing and the trump choice (klaberjass.md §3, §4.1, §4.2).

The first deal gives 3 + 3 cards each, the elder first, and turns up the 13th
card. Round 1: take the turn-up's suit or pass (or schmeiss, an option); round
2: name another suit or pass. Four passes (or an accepted schmeiss) annul the
deal. Once a maker exists, three more cards go to each player, the stock's
bottom card is shown, and with an open trump the holder of the trump seven may
swap it for the turn-up (only he is asked).

The phases' functions take the state and the seat to move; the match lists them
in its phase table.
"""

from __future__ import annotations

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import SUITS, Card
from cardtui.engine.protocol import DealSummary, Event
from cardtui.engine.score import note, total
from cardtui.games.klaberjass.declarations import start_declarations
from cardtui.games.klaberjass.facts import AnnulledDetails
from cardtui.games.klaberjass.state import (
    BID_NAME,
    BID_TAKE,
    EXCHANGE_SEVEN,
    NAMED,
    OPEN,
    SCHMEISS_ANSWER,
    KlaberjassState,
)
from cardtui.games.klaberjass.tables import CUT_RANK, DECK, HAND_FIRST, PACKET

TAKE = Action("take")
SCHMEISS = Action("schmeiss")
ACCEPT = Action("accept")
REFUSE = Action("refuse")
EXCHANGE = Action("exchange")
KEEP = Action("keep")
NAME: dict[str, Action] = {s: Action("name", (), s) for s in SUITS}
TAKE_CHOICES = (TAKE, PASS)
SCHMEISS_CHOICES = (TAKE, PASS, SCHMEISS)
ANSWERS = (ACCEPT, REFUSE)


def cut_dealer(cards: list[Card]) -> int:
    """Seats 0 and 1 cut cards in turn from a shuffled pack; the lower card deals.

    Equal ranks cut again (the next pair of cards).
    """
    for i in range(0, len(cards) - 1, 2):
        a, b = CUT_RANK[cards[i].rank], CUT_RANK[cards[i + 1].rank]
        if a != b:
            return 0 if a < b else 1
    return 0


# --- the deal -----------------------------------------------------------------------


def deal_first_cards(m: KlaberjassState, dealer: int | None) -> list[Event]:
    """Begin a deal (the first dealer drawn when ``None``): six cards each, the turn-up."""
    m.begin_deal(dealer)
    if dealer is None:
        if m.opts.first_dealer == "cut":
            dealer = cut_dealer(m.chance.shuffle(DECK))
        else:
            dealer = m.chance.randrange(2)
        m.record_dealer(dealer)
    m.dealer, m.elder = dealer, 1 - dealer
    cards = m.chance.shuffle(DECK)
    m.deck = tuple(cards)
    m.clear_deal()
    e, d = m.elder, m.dealer
    m.hands[e] = [*cards[0:3], *cards[6:9]]
    m.hands[d] = [*cards[3:6], *cards[9:12]]
    m.turn_up = cards[2 * HAND_FIRST]
    m.face_up = [m.turn_up]
    m.stock = cards[2 * HAND_FIRST + 1 :]
    m.sort_hands()
    m.phase, m.to_move = BID_TAKE, e
    return [
        Event("deal_start", dealer, value=str(m.deal_number)),
        Event("turn_up", None, (m.turn_up,), m.turn_up.suit),
    ]


# --- legal actions ----------------------------------------------------------------


def legal_take(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """Round 1: take, pass, and schmeiss where the option allows it."""
    return SCHMEISS_CHOICES if m.opts.schmeiss else TAKE_CHOICES


def legal_name(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """Round 2: a suit other than the turn-up's, or pass (not the dealer, by option)."""
    assert m.turn_up is not None
    names = tuple(NAME[s] for s in SUITS if s != m.turn_up.suit)
    if seat == m.dealer and m.opts.dealer_must_name:
        return names
    return (*names, PASS)


def legal_answer(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """The answer to a schmeiss: accept (annul) or refuse (play the turn-up's suit)."""
    return ANSWERS


def legal_exchange(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """Swap or keep (only keep in a sampled world that dealt the seven elsewhere)."""
    if Card("7", m.trump) in m.hands[seat]:
        return (EXCHANGE, KEEP)
    return (KEEP,)


# --- applying -----------------------------------------------------------------------


def apply_bid(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """A call of either bidding round, or the answer to a schmeiss."""
    call = f"{action.kind}:{action.value}" if action.value else action.kind
    m.calls.append((seat, call))
    assert m.turn_up is not None
    up = m.turn_up.suit
    if action is TAKE or action is REFUSE:
        return [Event(action.kind, seat, (), up), *_make(m, seat, up, OPEN)]
    if action.kind == "name":
        return [Event("name", seat, (), action.value), *_make(m, seat, action.value, NAMED)]
    events = [Event(action.kind, seat)]
    if action is SCHMEISS:
        m.schmeiss_by = seat
        m.phase, m.to_move = SCHMEISS_ANSWER, m.other(seat)
        return events
    if action is ACCEPT:
        return events + _annul(m)
    # a pass
    if seat == m.elder:
        m.to_move = m.dealer
    elif m.phase == BID_TAKE:
        m.phase, m.to_move = BID_NAME, m.elder
    else:
        return events + _annul(m)
    return events


def _make(m: KlaberjassState, seat: int, suit: str, kind: str) -> list[Event]:
    """``seat`` becomes the maker with trump ``suit``: deal three more cards each."""
    m.maker, m.trump, m.trump_kind = seat, suit, kind
    events: list[Event] = []
    packets = ((m.elder, m.stock[:PACKET]), (m.dealer, m.stock[PACKET : 2 * PACKET]))
    del m.stock[: 2 * PACKET]
    for receiver, packet in packets:
        m.hands[receiver].extend(packet)
        events.append(Event("dealt", receiver, tuple(packet), to=frozenset({receiver})))
    m.sort_hands()
    if m.opts.show_bottom_card:
        m.bottom = m.stock[-1]
        events.append(Event("bottom_card", None, (m.bottom,)))
    m.exchange_queue = _exchange_seats(m)
    if m.exchange_queue:
        m.phase, m.to_move = EXCHANGE_SEVEN, m.exchange_queue[0]
        return events
    return events + start_declarations(m)


def _exchange_seats(m: KlaberjassState) -> list[int]:
    """Who is asked about the trump seven: its holder, with an open trump and the option
    on (``maker_only``: if he is the maker). Nobody when the seven is turned up or in
    the stock: a forced «no swap» is no question (§4.2, §10.5)."""
    seven = Card("7", m.trump)
    rule = m.opts.seven_exchange
    if m.trump_kind != OPEN or rule == "off":
        return []
    holders = [s for s in (m.elder, m.dealer) if seven in m.hands[s]]
    if rule == "maker_only":
        return [s for s in holders if s == m.maker]
    return holders


def apply_exchange(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """Swap the trump seven for the turn-up, or keep it (said to nobody else)."""
    seat = m.exchange_queue.pop(0)
    events: list[Event] = []
    if action is EXCHANGE:
        seven = Card("7", m.trump)
        turn_up = m.face_up[0]
        m.take_from_hand(seat, seven)
        m.give(seat, turn_up)
        m.face_up = [seven]
        m.make_known(seat, [turn_up])
        m.exchanged_by = seat
        m.exchange_queue = []
        events.append(Event("exchange", seat, (turn_up,)))
    else:  # said to nobody else: keeping the seven is silent at the table
        events.append(Event("keep", seat, to=frozenset({seat})))
    if m.exchange_queue:
        m.to_move = m.exchange_queue[0]
        return events
    return events + start_declarations(m)


def _annul(m: KlaberjassState) -> list[Event]:
    """No maker: nobody scores, the other player deals next (K-D9)."""
    m.annulled += 1
    summary = DealSummary(
        number=m.deal_number,
        card_points=(0, 0),
        teams=((0,), (1,)),
        winners=(),
        outcome="annulled",
        details=AnnulledDetails(counted=False, totals=tuple(m.totals), dealer=m.dealer),
        lines=(note("score.klaberjass.annulled"), total("score.klaberjass.written", (0, 0))),
        match_points=(0, 0),
    )
    return m.close_deal(summary)


def call_refusal(m: KlaberjassState, seat: int, action: Action) -> str:
    """Why a call (or any choice but a card) is refused: the dealer must name, the
    turn-up's suit is out, or no such choice."""
    if action.kind == "pass" and m.phase == BID_NAME:
        return "dealer_must_name"
    if action.kind == "name" and m.turn_up is not None and action.value == m.turn_up.suit:
        return "name_other_suit"
    return "not_your_choice"
