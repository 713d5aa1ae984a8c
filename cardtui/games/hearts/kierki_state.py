"""The state every phase of a Kierki match shares: the cycle, the deal kind, its cards.

:class:`KierkiState` extends the Hearts state (:class:`~.state.HeartsState`) with
what the Kierki phases (:mod:`.kierki_lottery`, :mod:`.kierki_widow`) read and
change, the deal of each kind in the cycle, the start of the trick play and the end
of a deal. :class:`~cardtui.games.hearts.kierki.KierkiMatch` puts the phases in its
table on top of it and the Hearts core's play. This module imports no phase module.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.engine.score import ScoreLine
from cardtui.games.hearts.facts import KierkiDetails
from cardtui.games.hearts.kierki_auction import Auction
from cardtui.games.hearts.kierki_deals import (
    FOLLOW_ONLY,
    HEART_LEAD_KINDS,
    KING_DROP_KINDS,
    LOTTERY,
    LOTTERY_PRIZES,
    TRUMP,
    TRUMP_AUCTION,
    PenaltyTable,
    card_order,
    deal_sequence,
    early_end_cards,
    extra_rules,
    hand_size,
    kierki_deck,
    marked_tricks,
)
from cardtui.games.hearts.kierki_layout import Layout
from cardtui.games.hearts.kierki_score import lottery_lines, negative_lines, trump_lines
from cardtui.games.hearts.state import OVER, PLAY, HeartsState, plain_order
from cardtui.games.hearts.tricks import sort_table


@dataclass(frozen=True, slots=True)
class KierkiOptions:
    """The options of Kierki."""

    robber: bool
    positive_rounds: str
    lottery_deals: str
    lottery_start: str
    lottery_bonus_cards: str
    sixth_deal: str
    king_of_hearts_must_drop: bool
    king_of_hearts_drop_under_ace: bool
    allow_no_trump: bool
    auction_bid_step: int
    end_deal_early: bool
    series: int


PLAIN = plain_order("AKQJT98765432")


class KierkiState(HeartsState):
    """The cycle of deal kinds, this deal's kind and rules, the tricks won, the lottery's
    layout and the widow, the auction and the gifts of the trump deals."""

    options_class = KierkiOptions
    opts: KierkiOptions
    kind: str
    """The deal kind in progress (:mod:`.kierki_deals`)."""
    first_hand: int
    """Eldest, who leads or bids first this deal."""
    widow: list[Card]
    """The cards left over after the deal (set when the deal's first phase opens)."""

    def configure(self) -> None:
        opts = self.opts
        n = self.num_seats
        self.sequence = deal_sequence(
            n, opts.robber, opts.positive_rounds, opts.lottery_deals, opts.series
        )
        self.prizes = LOTTERY_PRIZES[(n, opts.lottery_deals)]
        self.sheet: list[tuple[str, tuple[int, ...]]] = []
        """Per deal played: its kind and the score per seat."""

    def deal_deck(self) -> tuple[Card, ...]:
        return kierki_deck(self.num_seats)

    def hand_size(self) -> int:
        return hand_size(self.num_seats) - (1 if self.kind == TRUMP_AUCTION else 0)

    # --- dealing ----------------------------------------------------------------------

    def deal_cards(self, dealer: int) -> list[Event]:
        """Set up the deal kind in the cycle, then deal as the core does."""
        n = self.num_seats
        opts = self.opts
        kind = self.kind = self.sequence[self.deal_number - 1]
        self.first_hand = (dealer + 1) % n
        negative = kind not in (LOTTERY, TRUMP, TRUMP_AUCTION)
        sixth = marked_tricks(opts.sixth_deal, hand_size(n))
        self.table = PenaltyTable(kind, n, sixth) if negative else None
        full = kierki_deck(n)
        self.early_cards = early_end_cards(kind, full) if opts.end_deal_early else frozenset()
        rules = extra_rules(kind, opts.king_of_hearts_must_drop, opts.king_of_hearts_drop_under_ace)
        self.set_rules(rules, FOLLOW_ONLY)
        self.notes_plays = kind in HEART_LEAD_KINDS or kind in KING_DROP_KINDS
        self.set_order(PLAIN)
        self._sort_key = sort_table(PLAIN, full)
        self.trump = ""
        self.won: list[list[tuple[int, tuple[Card, ...]]]] = [[] for _ in range(n)]
        self.running = [0] * n
        self.all_hearts: set[int] = set()
        self.no_king: set[int] = set()
        self.auction: Auction | None = None
        self.declarer: int | None = None
        self.sale: tuple[int, int, int] | None = None
        self.gifts: dict[int, Card] = {}
        self.widow_taken: tuple[Card, ...] = ()
        self.layout: Layout | None = None
        """The lottery's rows (made when a lottery deal opens)."""
        self.laid: list[Card] = []
        self.opened = False
        self.out_order: list[int] = []
        """Lottery: the seats out, in order."""
        self.bonus_turn = False
        self.gifted: list[int] = []
        """Seats that received their gift (public; the cards are in :attr:`gifts`)."""
        self.stuck: list[list[tuple[bool, str, tuple[tuple[str, str, str], ...]]]] = [
            [] for _ in range(n)
        ]
        """Lottery: per seat, the layouts (opened, start rank, rows) it could not add to."""
        return super().deal_cards(dealer)

    def begin_tricks(self, leader: int) -> None:
        """The trick play begins (with this deal's trumps): ``leader`` leads."""
        self.phase = PLAY
        self.leader = self.to_move = leader
        order = card_order(self.trump)
        if order.trump_suit is not None:
            self.set_order(order)
            self._sort_key = key = sort_table(order, kierki_deck(self.num_seats))
            for cards in self.hands:
                cards.sort(key=key.__getitem__)

    # --- end of a deal ----------------------------------------------------------------

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        """(score per seat, higher is better; lines; outcome) of the finished deal."""
        if self.table is not None:
            scores, lines = negative_lines(self.table, self.won)
            return scores, lines, self.kind
        if self.kind == LOTTERY:
            first, second = self.prizes
            scores, lines = lottery_lines(self.out_order, self.num_seats, first, second)
            return scores, lines, LOTTERY
        scores, lines = trump_lines(self.tricks_won, self.sale, self.trump)
        return scores, lines, "sold" if self.sale is not None else self.kind

    def _end_deal(self) -> list[Event]:
        scores, lines, outcome = self.score_deal()
        n = self.num_seats
        self.totals = [a + b for a, b in zip(self.totals, scores, strict=True)]
        self.sheet.append((self.kind, scores))
        best = max(scores)
        summary = self.seats_summary(
            (0,) * n,
            tuple(s for s in range(n) if scores[s] == best and best > 0),
            outcome,
            lines,
            scores,
            KierkiDetails(
                counted=False,
                kind=self.kind,
                dealer=self.dealer,
                first_hand=self.first_hand,
                scores=list(scores),
                tricks=list(self.tricks_won),
                trump=self.trump,
                declarer=self.declarer,
                sale=list(self.sale) if self.sale else None,
                finished=list(self.out_order),
                totals=list(self.totals),
            ),
        )
        self.phase = OVER
        self.to_move = None
        self._legal = None
        return self.close_deal(summary, seat=None)
