"""The Kierki lottery (лотерея, card domino): rows built out from the eights.

Spec: ``shared/rules/hearts.md`` §1.6.3 and §7.2, §7.5. Not trick play: seats lay
one card each in turn onto the layout, a seat that cannot add passes (the engine
passes for it), and the deal ends when the second player goes out.

The layout is a row per suit, held as the (low, high) ranks laid so far. The
lottery phase of :class:`~cardtui.games.hearts.kierki.KierkiMatch` is
:data:`LOTTERY_PHASE`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.phases import Phase
from cardtui.engine.values import Event
from cardtui.games.hearts.kierki_deals import TWO_CLUBS
from cardtui.games.hearts.tricks import play_action

if TYPE_CHECKING:
    from cardtui.games.hearts.kierki import KierkiMatch

LOTTERY_CODE = "lottery"
"""The lottery's phase code."""

LOW_TO_HIGH = "23456789TJQKA"
"""Rank adjacency in the rows: 2 < 3 < … < K < A."""

STEP: dict[str, int] = {r: i for i, r in enumerate(LOW_TO_HIGH)}

BONUS_RANKS: dict[str, str] = {"none": "", "ace": "A", "ace_and_two": "A2"}
"""Option ``lottery_bonus_cards``: the ranks that give their player one more card."""


@dataclass
class Layout:
    """The rows on the table: suit to (low rank, high rank), and the start rank."""

    start: str = "8"
    """The rank every row begins with (``8``; with ``lottery_start = free`` the opener's)."""
    rows: dict[str, tuple[str, str]] = field(default_factory=dict)
    missing: frozenset[Card] = frozenset()
    """Cards not in this deal's deck (the 3-player deck has no 2♣)."""

    def fits(self, card: Card) -> bool:
        """Whether ``card`` may be laid now (the layout is already opened)."""
        row = self.rows.get(card.suit)
        if row is None:
            return card.rank == self.start or self._start_missing(card)
        low, high = STEP[row[0]], STEP[row[1]]
        step = STEP[card.rank]
        return step == low - 1 or step == high + 1

    def _start_missing(self, card: Card) -> bool:
        """A row whose start card is not in the deck begins one rank higher (2♣ in 3p)."""
        start = Card(self.start, card.suit)
        if start not in self.missing or self.start == "A":
            return False
        return STEP[card.rank] == STEP[self.start] + 1

    def lay(self, card: Card) -> None:
        """Add ``card`` to its row."""
        row = self.rows.get(card.suit)
        if row is None:
            self.rows[card.suit] = (card.rank, card.rank)
            return
        low, high = row
        if STEP[card.rank] < STEP[low]:
            self.rows[card.suit] = (card.rank, high)
        else:
            self.rows[card.suit] = (low, card.rank)

    def snapshot(self) -> dict[str, tuple[Card, Card]]:
        """The rows as their end cards, for views."""
        return {s: (Card(lo, s), Card(hi, s)) for s, (lo, hi) in sorted(self.rows.items())}


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


def lottery_cards(match: KierkiMatch, seat: int) -> list[Card]:
    """The cards ``seat`` may lay now."""
    free = match.opts.lottery_start == "free"
    return legal_lays(match.hands[seat], lottery_layout(match), match.opened, free)


def lottery_choices(match: KierkiMatch, seat: int) -> Sequence[Action]:
    """The lays, and on a bonus turn the pass."""
    lays = tuple(map(play_action, lottery_cards(match, seat)))
    return (*lays, PASS) if match.bonus_turn else lays


def lottery_move(match: KierkiMatch, seat: int, action: Action) -> list[Event]:
    """Lay a card, or decline the bonus card."""
    if action == PASS:
        match.bonus_turn = False
        return [Event("no_bonus", seat), *lottery_advance(match, (seat + 1) % match.num_seats)]
    return _lay(match, seat, action.card)


def lottery_refusal(match: KierkiMatch, seat: int, action: Action) -> str:
    """Why a lay is refused."""
    if action.kind != "play" or len(action.cards) != 1:
        return "lay_one_card"
    if action.cards[0] not in match.hands[seat]:
        return "card_not_in_hand"
    return "lottery_must_open_eight" if not match.opened else "lottery_does_not_fit"


LOTTERY_PHASE = Phase(legal=lottery_choices, apply=lottery_move, refusal=lottery_refusal)
"""The lottery (``lottery``): lay a card that fits, the engine passes for a seat that cannot."""


def lottery_layout(match: KierkiMatch) -> Layout:
    """The rows of the lottery deal in progress."""
    layout = match.layout
    assert layout is not None, "not a lottery deal"
    return layout


def open_lottery(match: KierkiMatch) -> list[Event]:
    """The lottery deal begins with first hand, on an empty layout."""
    missing = frozenset({TWO_CLUBS}) if match.num_seats == 3 else frozenset()
    match.layout = Layout(missing=missing)
    match.phase = LOTTERY_CODE
    return lottery_advance(match, match.first_hand)


def lottery_advance(match: KierkiMatch, seat: int) -> list[Event]:
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


def _note_stuck(match: KierkiMatch, seat: int) -> None:
    """A seat that passes shows it holds no card that fits now (kept as the layout, so
    the record of it names no hidden card)."""
    layout = lottery_layout(match)
    rows = tuple((s, lo, hi) for s, (lo, hi) in sorted(layout.rows.items()))
    match.stuck[seat].append((match.opened, layout.start, rows))


def stuck_cards(match: KierkiMatch, seat: int) -> set[Card]:
    """The cards ``seat`` has shown it does not hold by passing in the lottery."""
    barred: set[Card] = set()
    for opened, start, rows in match.stuck[seat]:
        layout = Layout(start, {s: (lo, hi) for s, lo, hi in rows}, lottery_layout(match).missing)
        barred.update(legal_lays(match.deck, layout, opened, False))
    return barred


def _lay(match: KierkiMatch, seat: int, card: Card) -> list[Event]:
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
