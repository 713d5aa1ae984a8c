"""The Kierki lottery (лотерея, card domino): rows built out from the eights.

Spec: ``shared/rules/hearts.md`` §1.6.3 and §7.2, §7.5. Not trick play: seats lay
one card each in turn onto the layout, a seat that cannot add passes (the engine
passes for it), and the deal ends when the second player goes out.

The layout is a row per suit, held as the (low, high) ranks laid so far
(:mod:`.kierki_layout`). The lottery phase of
:class:`~cardtui.games.hearts.kierki.KierkiMatch` is :data:`LOTTERY_PHASE`, functions
of the match state (:class:`~.kierki_state.KierkiState`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.phases import Phase
from cardtui.engine.values import Event
from cardtui.games.hearts.kierki_deals import TWO_CLUBS
from cardtui.games.hearts.kierki_layout import LOW_TO_HIGH as LOW_TO_HIGH
from cardtui.games.hearts.kierki_layout import STEP as STEP
from cardtui.games.hearts.kierki_layout import Layout as Layout
from cardtui.games.hearts.kierki_state import KierkiState
from cardtui.games.hearts.tricks import play_action

LOTTERY_CODE = "lottery"
"""The lottery's phase code."""

BONUS_RANKS: dict[str, str] = {"none": "", "ace": "A", "ace_and_two": "A2"}
"""Option ``lottery_bonus_cards``: the ranks that give their player one more card."""


def legal_lays(hand: Sequence[Card], layout: Layout, opened: bool, free_start: bool) -> list[Card]:
    """The cards of ``hand`` that may be laid (empty: the seat passes)."""
    if not opened:
        if free_start:
            return list(hand)
        return [c for c in hand if c.rank == "8"]
    return [c for c in hand if layout.fits(c)]


def row_cards(rows: Mapping[str, tuple[str, str]], suit: str) -> list[Card]:
    """Every card laid in the row of ``suit``, low to high."""
    if suit not in rows:
        return []
    low, high = rows[suit]
    return [Card(r, suit) for r in LOW_TO_HIGH[STEP[low] : STEP[high] + 1]]


def gives_bonus(card: Card, option: str) -> bool:
    """Whether laying ``card`` earns its player one more (optional) card."""
    return card.rank in BONUS_RANKS[option]


def prizes(finished: Sequence[int], players: int, first: int, second: int) -> tuple[int, ...]:
    """Per seat: the first prize to the first seat out, the second to the next."""
    points = [0] * players
    if finished:
        points[finished[0]] = first
    if len(finished) > 1:
        points[finished[1]] = second
    return tuple(points)


# --- the lottery phase of a Kierki match ----------------------------------------------


def lottery_cards(match: KierkiState, seat: int) -> list[Card]:
    """The cards ``seat`` may lay now."""
    free = match.opts.lottery_start == "free"
    return legal_lays(match.hands[seat], lottery_layout(match), match.opened, free)


def lottery_choices(match: KierkiState, seat: int) -> Sequence[Action]:
    """The lays, and on a bonus turn the pass."""
    lays = tuple(map(play_action, lottery_cards(match, seat)))
    return (*lays, PASS) if match.bonus_turn else lays


def lottery_move(match: KierkiState, seat: int, action: Action) -> list[Event]:
    """Lay a card, or decline the bonus card."""
    if action == PASS:
        match.bonus_turn = False
        return [Event("no_bonus", seat), *lottery_advance(match, (seat + 1) % match.num_seats)]
    return _lay(match, seat, action.card)


def lottery_refusal(match: KierkiState, seat: int, action: Action) -> str:
    """Why a lay is refused."""
    if action.kind != "play" or len(action.cards) != 1:
        return "lay_one_card"
    if action.cards[0] not in match.hands[seat]:
        return "card_not_in_hand"
    return "lottery_must_open_eight" if not match.opened else "lottery_does_not_fit"


LOTTERY_PHASE = Phase(legal=lottery_choices, apply=lottery_move, refusal=lottery_refusal)
"""The lottery (``lottery``): lay a card that fits, the engine passes for a seat that cannot."""


def lottery_layout(match: KierkiState) -> Layout:
    """The rows of the lottery deal in progress."""
    layout = match.layout
    assert layout is not None, "not a lottery deal"
    return layout


def open_lottery(match: KierkiState) -> list[Event]:
    """The lottery deal begins with first hand, on an empty layout."""
    missing = frozenset({TWO_CLUBS}) if match.num_seats == 3 else frozenset()
    match.layout = Layout(missing=missing)
    match.phase = LOTTERY_CODE
    return lottery_advance(match, match.first_hand)


def lottery_advance(match: KierkiState, seat: int) -> list[Event]:
    """From ``seat`` on, pass for every seat that cannot lay; stop at one that can."""
    events: list[Event] = []
    n = match.num_seats
    for _ in range(2 * n + 1):
        if seat not in match.out_order:
            if lottery_cards(match, seat):
                match.to_move = seat
                match._legal = None
                return events
            _note_stuck(match, seat)
            match.record.log_action(seat, PASS, auto=True)
            events.append(Event("stuck", seat))
        seat = (seat + 1) % n
    raise AssertionError("nobody can lay a card")


def _note_stuck(match: KierkiState, seat: int) -> None:
    """A seat that passes shows it holds no card that fits now (kept as the layout, so
    the record of it names no hidden card)."""
    layout = lottery_layout(match)
    rows = tuple((s, lo, hi) for s, (lo, hi) in sorted(layout.rows.items()))
    match.stuck[seat].append((match.opened, layout.start, rows))


def stuck_cards(match: KierkiState, seat: int) -> set[Card]:
    """The cards ``seat`` has shown it does not hold by passing in the lottery."""
    barred: set[Card] = set()
    for opened, start, rows in match.stuck[seat]:
        layout = Layout(start, {s: (lo, hi) for s, lo, hi in rows}, lottery_layout(match).missing)
        barred.update(legal_lays(match.deck, layout, opened, False))
    return barred


def _lay(match: KierkiState, seat: int, card: Card) -> list[Event]:
    match.hands[seat].remove(card)
    layout = lottery_layout(match)
    if not match.opened and match.opts.lottery_start == "free":
        layout.start = card.rank
    match.opened = True
    layout.lay(card)
    match.laid.append(card)
    events = [Event("lay", seat, (card,))]
    if not match.hands[seat]:
        match.out_order.append(seat)
        events.append(Event("out", seat, value=str(len(match.out_order))))
        if len(match.out_order) == 2:
            return events + match._end_deal()
    elif gives_bonus(card, match.opts.lottery_bonus_cards):
        match.bonus_turn = True
        if lottery_cards(match, seat):
            match._legal = None
            return events
        # a bonus turn with no card that fits passes (hearts.md §7 items 5-6): a forced
        # step, recorded as the engine's pass and told, like the lottery's other passes
        _note_stuck(match, seat)
        match.record.log_action(seat, PASS, auto=True)
        events.append(Event("no_bonus_card", seat))
    match.bonus_turn = False
    return events + lottery_advance(match, (seat + 1) % match.num_seats)
