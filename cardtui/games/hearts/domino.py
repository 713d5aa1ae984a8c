"""Domino Hearts (Черви с добором, «домино»): six cards each, draw from the stock to follow.

Spec: ``shared/rules/hearts.md`` §3. 2–7 players (default 4), ``hand_size`` cards
each, the rest a face-down stock. A player void in the led suit draws from the top
of the stock (by himself, when his turn comes) until he gets a card of that suit,
which he must play, or the stock runs out. A player whose hand is empty after a
trick is out; the last player left takes his hand and the stock. Only hearts count
(1 each; optionally Q♠ 13). Match to ``target_score`` (31), lowest wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from cardtui.engine import Card, Event, Game, OptionSpec, OptionValue, register
from cardtui.engine.errors import OptionError
from cardtui.engine.score import ScoreLine, note
from cardtui.engine.zones import public
from cardtui.games.hearts.core import (
    PLAY,
    HeartsMatch,
    full_deck,
    suit_cards,
)
from cardtui.games.hearts.facts import DominoPublic
from cardtui.games.hearts.scoring import penalty_score
from cardtui.games.hearts.sheet import HEARTS_SHEET
from cardtui.games.hearts.tricks import PLAY_EVENTS

DECK = full_deck(52)
QUEEN = Card("Q", "S")
HEART_VALUES = MappingProxyType({c: 1 for c in suit_cards("H")})
WITH_QUEEN = MappingProxyType({**HEART_VALUES, QUEEN: 13})


def score_taken(
    taken: Sequence[Sequence[Card]], queen: bool = False
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
    """(penalties, lines, outcome): a point a heart taken (and 13 for Q♠ with the option)."""
    values = WITH_QUEEN if queen else HEART_VALUES
    points, body = penalty_score("domino_hearts", values, taken)
    return points, tuple(body), "penalties"


@dataclass(frozen=True, slots=True)
class DominoOptions:
    """The options of Domino Hearts."""

    hand_size: int
    target_score: int
    queen_of_spades_points: int
    stock_to_last_player: bool


class DominoMatch(HeartsMatch):
    """Domino Hearts: tricks among the players still holding cards, draws from the stock."""

    options_class = DominoOptions
    opts: DominoOptions
    card_values: Mapping[Card, int] = HEART_VALUES
    zones = (*HeartsMatch.zones, public("discarded"))

    def configure(self) -> None:
        if self.opts.queen_of_spades_points == 13:
            self.card_values = dict(WITH_QUEEN)
        self.discarded: list[Card] = []
        self.end_note: tuple[int, int, int] | None = None

    def deal_deck(self) -> tuple[Card, ...]:
        return DECK

    def hand_size(self) -> int:
        return self.opts.hand_size

    def before_play(self) -> list[Event]:
        self.discarded = []
        self.end_note = None
        self.active = list(range(self.num_seats))
        self.phase = PLAY
        self._open_trick(self.leader)
        return []

    def _open_trick(self, leader: int) -> None:
        self.leader = self.to_move = leader
        active = self.active  # in seat order: the trick goes round it from the leader
        at = active.index(leader)
        self.in_trick = active[at:] + active[:at]

    # --- play -----------------------------------------------------------------------

    def unplay_last(self) -> bool:
        """Never: a follower void in the led suit draws from the stock before he plays, and
        a rewind would have to put those cards back."""
        return False

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        trick = self.trick
        suit = self.order.suit
        if trick and suit[card] != suit[trick[0][1]]:
            self.shown_voids[seat].add(suit[trick[0][1]])
        trick.append((seat, card))
        # a search copy (quiet) builds no events: nobody reads them
        events = [] if self.quiet else [PLAY_EVENTS[seat][card]]
        in_trick = self.in_trick
        if len(trick) < len(in_trick):
            nxt = self.to_move = in_trick[len(trick)]
            if self.stock and not any(
                map(self.tables.follows[trick[0][1]].__contains__, self.hands[nxt])
            ):
                drawn = self._draw_for(nxt, suit[trick[0][1]])
                return events if self.quiet else events + drawn
            return events
        return events + self._close_trick()

    def _draw_for(self, seat: int, led: str) -> list[Event]:
        """A follower void in the led suit draws until he gets one or the stock is empty."""
        suit = self.order.suit
        hand = self.hands[seat]
        drawn: list[Card] = []
        stock = self.stock
        while stock:
            card = stock.pop(0)
            drawn.append(card)
            if suit[card] == led:
                break
        hand.extend(drawn)
        hand.sort(key=self._sort_key.__getitem__)
        self.shown_voids[seat] = set()  # unseen cards joined the hand
        if self.quiet:
            return []
        return [
            Event("draw", seat, tuple(drawn), to=frozenset({seat})),
            Event(
                "draws",
                seat,
                value=str(len(drawn)),
                to=frozenset(s for s in range(self.num_seats) if s != seat),
            ),
        ]

    def after_trick(self, winner: int) -> list[Event]:
        """Players with empty hands are out; the last one left, or the stock, ends the deal."""
        self.active = [s for s in self.active if self.hands[s]]
        if len(self.active) == 1:
            last = self.active[0]
            rest = [*self.hands[last], *self.stock]
            self.end_note = (last, len(self.hands[last]), len(self.stock))
            self.hands[last].clear()
            self._give_stock(last, rest)
            if self.quiet:
                return self._end_deal()
            return [Event("last_player", last, tuple(rest)), *self._end_deal()]
        events: list[Event] = []
        if not self.active:
            if self.stock:
                self.end_note = (winner, 0, len(self.stock))
                if not self.quiet:
                    events.append(Event("stock_left", winner, tuple(self.stock)))
            self._give_stock(winner, list(self.stock))
            return events + self._end_deal()
        n = self.num_seats
        active = self.active
        if winner in active:  # the first seat from the winner on that still plays
            leader = winner
        else:
            leader = next((winner + k) % n for k in range(n) if (winner + k) % n in active)
        self._open_trick(leader)
        return events

    def _give_stock(self, seat: int, cards: list[Card]) -> None:
        """The cards left at the end: to ``seat`` (the stock only unless the option is off)."""
        hand_part = [c for c in cards if c not in self.stock]
        self.taken[seat].extend(hand_part)
        if self.opts.stock_to_last_player:
            self.taken[seat].extend(self.stock)
        else:
            self.discarded.extend(self.stock)
        self.stock.clear()

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        penalties, lines, outcome = score_taken(self.taken, self.opts.queen_of_spades_points == 13)
        if self.end_note is not None:
            seat, hand, stock = self.end_note
            info = note("score.domino_hearts.leftover", seat=seat, hand=hand, stock=stock)
            lines = (info, *lines)
        return penalties, lines, outcome

    # --- views and zones --------------------------------------------------------------

    def facts_stamp(self) -> tuple[int, ...] | None:
        """The core's, and the stock and the players still in (they change mid-trick)."""
        stamp = super().facts_stamp()
        return None if stamp is None else (*stamp, len(self.stock), len(self.active))

    def public_facts(self) -> DominoPublic:
        out = [s for s in range(self.num_seats) if s not in self.active]
        return DominoPublic.extending(super().public_facts(), stock_size=len(self.stock), out=out)


class DominoHearts(Game):
    """Domino Hearts."""

    id = "domino_hearts"
    names = MappingProxyType({"en": "Domino Hearts", "ru": "Черви с добором («домино»)"})
    family = "hearts"
    sheet = HEARTS_SHEET
    menu_order = 130
    min_seats = 2
    max_seats = 7
    default_seats = 4
    options = (
        OptionSpec("hand_size", "int", 6, minimum=4, maximum=8),
        OptionSpec("target_score", "int", 31, minimum=1),
        OptionSpec("queen_of_spades_points", "choice", "0", ("0", "13")),
        OptionSpec("stock_to_last_player", "bool", True),
    )
    test_variants = (
        (2, {}),
        (7, {"hand_size": 7}),
        (4, {"queen_of_spades_points": "13", "stock_to_last_player": False}),
        (5, {"hand_size": 4}),
    )
    match_class = DominoMatch

    def check_options(self, given: dict[str, object], num_seats: int) -> dict[str, OptionValue]:  # type: ignore[override]
        checked = super().check_options(given, num_seats)
        size = checked["hand_size"]
        assert isinstance(size, int)
        if size * num_seats > len(DECK):
            raise OptionError(
                "hand_size",
                f"option 'hand_size': {size} cards each do not fit {num_seats} players in 52 cards",
            )
        return checked


GAME = register(DominoHearts())
