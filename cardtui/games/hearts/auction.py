"""Auction Hearts (Черви с торговлей): bid for the right to name the penalty suit, to 77.

Spec: ``shared/rules/hearts.md`` §4. 4 players (3 without 2♣), all cards dealt. The
players bid penalty points they agree to take (eldest first, dealer last, each once;
or ``open`` bidding, clockwise until one bidder is left). The highest bidder names
the penalty suit and leads; every card of that suit taken costs 1, and the winner
also records his bid. When everyone passes, hearts are the penalty suit and nobody
pays (``all_pass = redeal``: the deal is void). Match to ``target_score``, lowest wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import ClassVar

from cardtui.engine import PASS, Action, Card, Event, Game, OptionSpec, register
from cardtui.engine.phases import Phase
from cardtui.engine.score import TERM, TOTAL, ScoreLine, make_line, note
from cardtui.games.hearts.core import (
    HEARTS,
    PLAY,
    HeartsMatch,
    deal_total,
    full_deck,
)
from cardtui.games.hearts.facts import AuctionPublic, VoidDealDetails
from cardtui.games.hearts.sheet import HEARTS_SHEET

BID = "bid"
CHOOSE = "choose_suit"
PENALTY_SUITS = "HDSC"
"""The suits in the order they are offered (hearts, the family default, first)."""

DECKS = {4: full_deck(52), 3: full_deck(52, remove="2C")}
SUIT_VALUES: dict[int, dict[str, dict[Card, int]]] = {
    n: {s: {c: 1 for c in cards if c.suit == s} for s in PENALTY_SUITS}
    for n, cards in DECKS.items()
}
"""Per seat count and penalty suit: a point for each card of the suit."""
_BIDS: dict[int, Action] = {}
SUIT_CHOICES = tuple(Action("suit", value=s) for s in PENALTY_SUITS)
"""The penalty suit choices of the bid winner."""


def bid_action(amount: int) -> Action:
    """The bid of ``amount`` penalty points."""
    action = _BIDS.get(amount)
    if action is None:
        action = _BIDS[amount] = Action(BID, value=str(amount))
    return action


def score_taken(
    taken: Sequence[Sequence[Card]], suit: str, winner: int | None, bid: int
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
    """(penalties, lines, outcome): a point per card of ``suit`` taken, plus the winner's bid."""
    n = len(taken)
    pen = [0] * n
    lines: list[ScoreLine] = []
    for seat, cards in enumerate(taken):
        mine = tuple([c for c in cards if c.suit == suit])
        if mine:
            pen[seat] += len(mine)
            amounts = (*(0,) * seat, -len(mine), *(0,) * (n - 1 - seat))
            args = (("seat", seat), ("suit", suit), ("cards", mine), ("n", len(mine)))
            lines.append(make_line("score.auction_hearts.suit_cards", amounts, TERM, args))
    if winner is not None:
        pen[winner] += bid
        amounts = (*(0,) * winner, -bid, *(0,) * (n - 1 - winner))
        lines.append(
            make_line("score.auction_hearts.bid", amounts, TERM, (("seat", winner), ("n", bid)))
        )
    penalties = tuple(pen)
    outcome = "bid_won" if winner is not None else "all_passed"
    lines.append(make_line("score.auction_hearts.total", tuple([-p for p in pen]), TOTAL))
    return penalties, tuple(lines), outcome


@dataclass(frozen=True, slots=True)
class AuctionOptions:
    """The options of Auction Hearts."""

    bidding: str
    max_bid: int
    all_pass: str
    first_lead: str
    target_score: int


def _bids(match: AuctionMatch, seat: int) -> Sequence[Action]:
    high = match.high
    low = max(1, high[1] + 1 if high else 1)
    return (PASS, *(bid_action(x) for x in range(low, match.opts.max_bid + 1)))


def _bid_refusal(match: AuctionMatch, seat: int, action: Action) -> str:
    if action.kind == BID:
        return "bid_too_low" if action.value.isdigit() else "not_your_choice"
    return "not_your_choice"


def _suits(match: AuctionMatch, seat: int) -> Sequence[Action]:
    return SUIT_CHOICES


def _suit_refusal(match: AuctionMatch, seat: int, action: Action) -> str:
    return "choose_penalty_suit"


def _bid(match: AuctionMatch, seat: int, action: Action) -> list[Event]:
    return match.bid(seat, action)


def _choose(match: AuctionMatch, seat: int, action: Action) -> list[Event]:
    return match.choose(seat, action.value)


class AuctionMatch(HeartsMatch):
    """Auction Hearts: a bidding round names the penalty suit."""

    options_class = AuctionOptions
    opts: AuctionOptions
    names_penalty_suit: ClassVar[bool] = True
    phase_table: ClassVar[Mapping[str, Phase]] = {
        **HeartsMatch.phase_table,
        BID: Phase(legal=_bids, apply=_bid, refusal=_bid_refusal),
        CHOOSE: Phase(legal=_suits, apply=_choose, refusal=_suit_refusal),
    }

    def configure(self) -> None:
        self.open_bidding = self.opts.bidding == "open"
        self.suit_values = SUIT_VALUES[self.num_seats]

    def deal_deck(self) -> tuple[Card, ...]:
        return DECKS[self.num_seats]

    # --- bidding ------------------------------------------------------------------

    def before_play(self) -> list[Event]:
        n = self.num_seats
        eldest = (self.dealer + 1) % n
        self.phase = BID
        self.bids: list[tuple[int, int | None]] = []
        self.high: tuple[int, int] | None = None
        self.active = [(eldest + i) % n for i in range(n)]
        self.spoken = 0
        self.penalty_suit = ""
        self.bid_winner: int | None = None
        self.card_values = self.suit_values[HEARTS]
        self.to_move = eldest
        return []

    def bid(self, seat: int, action: Action) -> list[Event]:
        """A bid or a pass, then the next bidder."""
        if action.kind == BID:
            amount = int(action.value)
            self.high = (seat, amount)
            self.bids.append((seat, amount))
            events = [Event("bid", seat, value=action.value)]
        else:
            self.bids.append((seat, None))
            events = [Event("pass", seat)]
            if self.open_bidding:
                self.active.remove(seat)
        return events + self._next_bidder(seat)

    def _next_bidder(self, seat: int) -> list[Event]:
        """Move to the next bidder, passing for those who cannot outbid the maximum."""
        events: list[Event] = []
        n = self.num_seats
        max_bid = self.opts.max_bid
        while True:
            if self.open_bidding:
                if self.high is not None and self.active == [self.high[0]]:
                    return events + self._resolve()
                if not self.active:
                    return events + self._resolve()
                nxt = next((seat + k) % n for k in range(1, n + 1) if (seat + k) % n in self.active)
            else:
                self.spoken += 1
                if self.spoken >= n:
                    return events + self._resolve()
                nxt = self.active[self.spoken]
            self.to_move = seat = nxt
            if self.high is None or self.high[1] < max_bid or nxt == self.high[0]:
                return events
            self.record.log_action(nxt, PASS, auto=True)  # nothing higher is allowed
            self.bids.append((nxt, None))
            events.append(Event("pass", nxt, value="forced"))
            if self.open_bidding:
                self.active.remove(nxt)

    def _resolve(self) -> list[Event]:
        if self.high is not None:
            self.bid_winner = self.high[0]
            self.phase = CHOOSE
            self.to_move = self.bid_winner
            return [Event("bid_won", self.bid_winner, value=str(self.high[1]))]
        if self.opts.all_pass == "redeal":
            return [Event("all_passed", value="redeal"), *self._void_deal()]
        self.penalty_suit = HEARTS
        return [Event("all_passed", value=HEARTS), *self._start_play(self.leader)]

    def choose(self, seat: int, suit: str) -> list[Event]:
        """The bid winner names the penalty suit; the play begins."""
        self.penalty_suit = suit
        first = seat if self.opts.first_lead == "bid_winner" else self.leader
        return [Event("penalty_suit", seat, value=suit), *self._start_play(first)]

    def _start_play(self, leader: int) -> list[Event]:
        self.card_values = self.suit_values[self.penalty_suit]
        self.phase = PLAY
        self.leader = self.to_move = leader
        return []

    def _void_deal(self) -> list[Event]:
        """Everyone passed under ``all_pass = redeal``: the deal counts for nothing."""
        zeros = (0,) * self.num_seats
        lines = (note("score.auction_hearts.redeal"), deal_total("auction_hearts", zeros))
        summary = self.seats_summary(
            zeros,
            (),
            "redeal",
            lines,
            zeros,
            VoidDealDetails(counted=False, dealer=self.dealer, totals=list(self.totals)),
        )
        return self.close_deal(summary)

    # --- scoring --------------------------------------------------------------------

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        bid = self.high[1] if self.high is not None else 0
        return score_taken(self.taken, self.penalty_suit, self.bid_winner, bid)

    def public_facts(self) -> AuctionPublic:
        return AuctionPublic.extending(
            super().public_facts(),
            penalty_suit=self.penalty_suit,
            high_bid=self.high[1] if self.high else 0,
            bid_winner=self.bid_winner,
            high_bidder=self.high[0] if self.high else None,
            bids=[[s, b] for s, b in self.bids],
        )


class AuctionHearts(Game):
    """Auction Hearts."""

    id = "auction_hearts"
    names = MappingProxyType({"en": "Auction Hearts", "ru": "Черви с торговлей"})
    family = "hearts"
    sheet = HEARTS_SHEET
    menu_order = 120
    min_seats = 3
    max_seats = 4
    default_seats = 4
    options = (
        OptionSpec("bidding", "choice", "single_round", ("single_round", "open")),
        OptionSpec("max_bid", "int", 13, minimum=1, maximum=17),
        OptionSpec("all_pass", "choice", "hearts_free", ("hearts_free", "redeal")),
        OptionSpec("first_lead", "choice", "bid_winner", ("bid_winner", "eldest")),
        OptionSpec("target_score", "int", 77, minimum=1),
    )
    test_variants = (
        (3, {}),
        (4, {"bidding": "open", "all_pass": "redeal", "max_bid": 4}),
        (4, {"first_lead": "eldest", "target_score": 30}),
    )
    match_class = AuctionMatch


GAME = register(AuctionHearts())
