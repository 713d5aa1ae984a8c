"""«Козлы» (``kozly``): 32 cards, jacks over trumps, free play, first to 60.

Spec: shared/rules/kozel.md §3 with the clarifications of §7.

Two deal modes (option ``deal_mode``):

* ``stock`` («первый вариант», 2-6 players): four cards each, one at a time
  clockwise from the dealer's left; the next card is turned face up for trump
  and put at the bottom of the stock (прикуп), so it is drawn last. After each
  trick the hands are refilled in rounds, the trick winner first. When the stock
  holds fewer cards than there are players at the start of a round, those cards
  are dead (мёртвые карты): scored for nobody and shown at the end of the deal.
  Card points add up over deals; after a deal, the highest total wins once
  somebody has 60; a tie for the highest total means another deal.
* ``halves`` («второй вариант», exactly 4 players): the pack is split into two
  halves of 16. The dealer deals the first half counterclockwise starting with
  himself, so the 16th card, dealt face up, reaches his left-hand neighbour and
  fixes the trump for both halves. The next dealer deals the second half the
  same way. After both halves a player with 60 or more wins; otherwise the game
  is annulled and a new one is dealt.

One *deal* of the engine is one stock deal, or one game of two halves (so every
deal holds the whole pack and its 120 points).

Dead cards: their points are in ``details["dead_points"]`` (and the cards in
``details["dead_cards"]``); such a deal's seat points total 120 minus them, so
its summary says ``counted: False`` (``counted`` means "the seats' card points
hold the whole 120"). Deals without dead points are ``counted: True``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtui.engine.cards import Card, deck
from cardtui.engine.errors import OptionError
from cardtui.engine.options import OptionSpec, OptionValue, typed_options
from cardtui.engine.protocol import Event, Game, MatchResult
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine, note, rule, term, total
from cardtui.engine.zones import ZoneSpec, hand, hidden, public, trick
from cardtui.games.kozel.core import deal_round, points_of
from cardtui.games.kozel.facts import KozlyDetails, KozlyPublic, KozlyResult
from cardtui.games.kozel.jacks import JACK_ORDERS, JackTrickMatch
from cardtui.games.kozel.jacks_sheet import KozlySheet

HAND_SIZE = 4
"""Cards in a full hand (stock mode refills up to it)."""
HALF_SIZE = 16
"""Cards in each half of the pack (halves mode)."""
TARGET = 60
"""Card points that win (cumulative in stock mode, per game in halves mode)."""
HALVES_SEATS = 4

STOCK = "stock"
HALVES = "halves"

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("deal_mode", "choice", STOCK, (STOCK, HALVES)),
    OptionSpec("jack_order", "choice", JACK_ORDERS[0], JACK_ORDERS),
)


@dataclass(frozen=True, slots=True)
class KozlyOptions:
    """The options of «Козлы»."""

    deal_mode: str
    """``stock`` («первый вариант») or ``halves`` («второй вариант»)."""
    jack_order: str
    """The jacks' suits from highest to lowest (``CSHD``)."""


def stock_verdict(totals: Sequence[int]) -> tuple[str, int | None]:
    """After a stock deal: ``("won", seat)``, ``("tie", None)`` or ``("scored", None)``.

    Somebody at 60 or more: the single highest total wins; a tie for the highest
    total means another deal (C-D7).
    """
    top = max(totals)
    if top < TARGET:
        return "scored", None
    leaders = [seat for seat, total in enumerate(totals) if total == top]
    if len(leaders) > 1:
        return "tie", None
    return "won", leaders[0]


def halves_verdict(points: Sequence[int]) -> int | None:
    """After both halves: the one player with 60 or more, else ``None`` (annulled, C-D8)."""
    reached = [seat for seat, p in enumerate(points) if p >= TARGET]
    return reached[0] if len(reached) == 1 else None


class KozlyMatch(JackTrickMatch):
    """A match of «Козлы» in either deal mode."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        public("won", per_seat=True),
        trick(),
        hidden("stock", ordered=True),
        hidden("dead"),
        hidden("second_half", ordered=True),
    )

    def setup(self) -> None:
        self.opts = typed_options(KozlyOptions, self.game.options, self.options)
        self.jack_order = self.opts.jack_order
        super().setup()
        self.mode = self.opts.deal_mode
        self.stock: list[Card] = []
        """Stock mode: face-down cards, next card first; the turned trump card is last."""
        self.dead: list[Card] = []
        """Stock mode: cards left over when the stock could not serve a full round."""
        self.second_half: list[Card] = []
        """Halves mode: the 16 cards kept face down for the second half."""
        self.half = 0
        """Halves mode: 1 or 2; stock mode: 0."""
        self.totals = [0] * self.num_seats
        """Stock mode: cumulative card points of the finished deals."""
        self.annulled = 0
        """Deals that ended without a winner (a tie at the top, or an annulled game)."""

    # --- dealing --------------------------------------------------------------

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal; the first deal draws its dealer (in its own chance log)."""
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(deck(32))
        self.deck = tuple(cards)
        self.clear_table()
        self.dead = []
        turned = self._deal_stock(cards) if self.mode == STOCK else self._deal_first_half(cards)
        return [
            Event("deal_start", dealer, value=str(self.deal_number)),
            Event("trump_turned", self.turned_holder(), (turned,), turned.suit),
        ]

    def _deal_stock(self, cards: list[Card]) -> Card:
        n = self.num_seats
        deal_round(self.hands, cards[: HAND_SIZE * n], self.dealer + 1)
        turned = cards[HAND_SIZE * n]
        self.stock = [*cards[HAND_SIZE * n + 1 :], turned]
        self.set_trump(turned)
        self.start_play((self.dealer + 1) % n)
        return turned

    def _deal_half(self, cards: Sequence[Card]) -> None:
        """Counterclockwise, one at a time, starting with the dealer (C-D8)."""
        deal_round(self.hands, cards, self.dealer, step=-1)

    def _deal_first_half(self, cards: list[Card]) -> Card:
        self._deal_half(cards[:HALF_SIZE])
        self.second_half = cards[HALF_SIZE:]
        self.half = 1
        turned = cards[HALF_SIZE - 1]
        self.set_trump(turned)
        self.start_play((self.dealer + 1) % HALVES_SEATS)
        return turned

    def _start_second_half(self) -> list[Event]:
        self.dealer = (self.dealer + 1) % HALVES_SEATS
        self._deal_half(self.second_half)
        self.second_half = []
        self.half = 2
        self.sort_hands()
        self.start_play((self.dealer + 1) % HALVES_SEATS)
        return [Event("half_start", self.dealer, value="2")]

    def _refill(self, winner: int) -> list[Event]:
        """Rounds of one card each, winner first, clockwise, up to four (C-D5)."""
        n = self.num_seats
        events: list[Event] = []
        while self.stock and len(self.hands[winner]) < HAND_SIZE:
            if len(self.stock) < n:
                self.dead, self.stock = self.stock, []
                events.append(Event("stock_dead", value=str(len(self.dead))))
                break
            for i in range(n):
                seat = (winner + i) % n
                card = self.stock.pop(0)
                self.give(seat, card)
                if self.quiet:
                    continue
                if card is self.turned:
                    events.append(Event("draw_turned", seat, (card,)))
                else:
                    events.append(Event("draw", seat, (card,), to=frozenset({seat})))
        return events

    # --- play and scoring -------------------------------------------------------

    def _after_trick(self, winner: int) -> list[Event]:
        if self.mode == STOCK:
            events = self._refill(winner)
            if any(self.hands):
                return events
            return events + self._end_deal()
        if any(self.hands):
            return []
        if self.half == 1:
            return self._start_second_half()
        return self._end_deal()

    def _end_deal(self) -> list[Event]:
        points = self.points()
        dead_points = points_of(self.dead)
        events: list[Event] = []
        if self.dead:
            events.append(Event("dead_cards", None, tuple(self.dead), str(dead_points)))
        if self.mode == STOCK:
            self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
            outcome, winner = stock_verdict(self.totals)
        else:
            winner = halves_verdict(points)
            outcome = "won" if winner is not None else "annulled"
        if winner is None and outcome != "scored":
            self.annulled += 1
        lines = self._lines(points, outcome, dead_points)
        summary = self.seats_summary(
            points,
            () if winner is None else (winner,),
            outcome,
            lines,
            (lines[-1].amounts or points) if self.mode == HALVES else points,
            details=KozlyDetails(
                counted=dead_points == 0,
                dead_points=dead_points,
                dead_cards=tuple(self.dead),
                totals=tuple(self.totals) if self.mode == STOCK else points,
                trump_suit=self.trump_suit,
                deal_mode=self.mode,
            ),
        )
        return events + self.close_deal(summary)

    def _lines(self, points: tuple[int, ...], outcome: str, dead: int) -> tuple[ScoreLine, ...]:
        """Tricks and card points per player; stock mode adds them to the running totals
        (§3.6), halves mode counts them only when somebody reached 60."""
        n = self.num_seats
        lines = [
            note("score.tricks", tuple(len(w) // n for w in self.won)),
            term("score.card_points", points),
        ]
        if self.dead:
            lines.append(note("score.dead_cards", cards=tuple(self.dead), n=dead))
        if self.mode == HALVES:
            if outcome == "annulled":
                lines.append(rule("score.kozly.annulled", (0,) * n, target=TARGET))
            lines.append(total("score.kozly.game_points", lines[-1].amounts or points))
            return tuple(lines)
        lines.append(total("score.kozly.deal_points", points))
        lines.append(note("score.kozly.totals", tuple(self.totals), target=TARGET))
        return tuple(lines)

    def points_open(self) -> bool:
        """Halves mode counts the points only after the second half (§3.6)."""
        return self.mode == STOCK

    # --- views ----------------------------------------------------------------

    def _public(self) -> KozlyPublic:
        return KozlyPublic.extending(
            super()._public(),
            deal_mode=self.mode,
            stock_size=len(self.stock),
            dead_count=len(self.dead),
            half=self.half,
            totals=tuple(self.totals),
            target=TARGET,
            annulled=self.annulled,
        )

    def result(self) -> MatchResult | None:
        """The winner, once somebody has won a deal (stock) or a game (halves)."""
        if self.winner is None:
            return None
        scores = tuple(self.totals) if self.mode == STOCK else self.deal_summaries[-1].card_points
        return MatchResult(
            winners=(self.winner,),
            losers=tuple(s for s in range(self.num_seats) if s != self.winner),
            scores=scores,
            details=KozlyResult(deals=len(self.deal_summaries), annulled=self.annulled),
        )


class Kozly(Game):
    """«Козлы»: registered as ``kozly``."""

    id = "kozly"
    match_class = KozlyMatch
    names: Mapping[str, str] = {"en": "Kozly", "ru": "Козлы"}
    family = "kozel"
    menu_order = 30
    sheet = KozlySheet(HALVES)
    min_seats = 2
    max_seats = 6
    default_seats = 4
    options = OPTIONS
    deal_points_total = 120
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {}),
        (3, {}),
        (5, {}),
        (6, {}),
        (4, {"deal_mode": HALVES}),
        (4, {"jack_order": "DHSC"}),
        (3, {"jack_order": "HSDC"}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Halves mode takes exactly 4 players (C-D6)."""
        checked = super().check_options(given, num_seats)
        if checked["deal_mode"] == HALVES and num_seats != HALVES_SEATS:
            raise OptionError(
                "deal_mode",
                f"kozly: deal_mode=halves takes exactly {HALVES_SEATS} players, not {num_seats}",
                (STOCK, HALVES),
            )
        return checked


register(Kozly())
