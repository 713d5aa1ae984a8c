"""The state of a Kierki match: the cycle of deal kinds, dealing, deal ends and totals.

The layers above it add trick play (:mod:`.kierki_tricks`), the widow auction and
the gifts (:mod:`.kierki_widow`), the lottery, views and the protocol
(:mod:`.kierki`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.chance import Chance
from cardtui.engine.options import OptionValue
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine
from cardtui.games.hearts.kierki_auction import Auction
from cardtui.games.hearts.kierki_deals import (
    LOTTERY,
    LOTTERY_PRIZES,
    TRUMP,
    TRUMP_AUCTION,
    PenaltyTable,
    deal_sequence,
    early_end_cards,
    hand_size,
    marked_tricks,
)
from cardtui.games.hearts.kierki_lottery import Layout
from cardtui.games.hearts.kierki_score import lottery_lines, negative_lines, trump_lines

TWO_CLUBS = Card("2", "C")


def kierki_deck(players: int) -> tuple[Card, ...]:
    """52 cards; three players drop 2♣ (K-D13)."""
    return tuple(c for c in deck(52) if players == 4 or c != TWO_CLUBS)


def deal_out(cards: list[Card], eldest: int, players: int, size: int) -> list[list[Card]]:
    """Cards one at a time clockwise from ``eldest`` until each seat has ``size`` (§0.3)."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(players * size):
        hands[(eldest + i) % players].append(cards[i])
    return hands


class KierkiBase(Match):
    """Options, the deal sequence and the per-deal state; dealing and scoring."""

    search_share = frozenset({"sequence", "early_cards", "table", "prizes"})

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        n = num_seats
        self.sequence = deal_sequence(
            n,
            bool(options["robber"]),
            str(options["positive_rounds"]),
            str(options["lottery_deals"]),
            int(str(options["series"])),
        )
        self.sixth = str(options["sixth_deal"])
        self.must_drop = bool(options["king_of_hearts_must_drop"])
        self.under_ace = bool(options["king_of_hearts_drop_under_ace"])
        self.no_trump_allowed = bool(options["allow_no_trump"])
        self.bid_step = int(str(options["auction_bid_step"]))
        self.end_early = bool(options["end_deal_early"])
        self.free_start = options["lottery_start"] == "free"
        self.bonus_option = str(options["lottery_bonus_cards"])
        self.prizes = LOTTERY_PRIZES[(n, str(options["lottery_deals"]))]
        self.totals = [0] * n
        self.over = False
        self.sheet: list[tuple[str, tuple[int, ...]]] = []
        """Per deal played: its kind and the score per seat."""
        self._legal: Sequence[Action] | None = None
        self.opening_events = self._start_deal(None)

    # --- set-up -------------------------------------------------------------------------

    def _start_deal(self, dealer: int | None) -> list[Event]:
        self.begin_deal(dealer)
        events: list[Event] = []
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        n = self.num_seats
        self.dealer = dealer
        self.first_hand = (dealer + 1) % n
        self.kind = self.sequence[self.deal_number - 1]
        full = kierki_deck(n)
        cards = self.chance.shuffle(full)
        self.deck = tuple(cards)
        size = hand_size(n) - (1 if self.kind == TRUMP_AUCTION else 0)
        self.hands = deal_out(cards, self.first_hand, n, size)
        self.widow: list[Card] = list(cards[n * size :])
        self.table = (
            PenaltyTable(self.kind, n, marked_tricks(self.sixth, hand_size(n)))
            if self.kind not in (LOTTERY, TRUMP, TRUMP_AUCTION)
            else None
        )
        self.early_cards = early_end_cards(self.kind, full) if self.end_early else frozenset()
        self.trump = ""
        self.trick: list[tuple[int, Card]] = []
        self.trick_number = 0
        self.leader: int | None = None
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.won: list[list[tuple[int, tuple[Card, ...]]]] = [[] for _ in range(n)]
        self.taken: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.running = [0] * n
        self.all_hearts: set[int] = set()
        self.no_king: set[int] = set()
        self.auction: Auction | None = None
        self.declarer: int | None = None
        self.sale: tuple[int, int, int] | None = None
        self.gifts: dict[int, Card] = {}
        self.widow_taken: tuple[Card, ...] = ()
        self.layout = Layout(missing=frozenset({TWO_CLUBS}) if n == 3 else frozenset())
        self.laid: list[Card] = []
        self.opened = False
        self.finished: list[int] = []
        self.bonus_turn = False
        self.gifted: list[int] = []
        """Seats that received their gift (public; the cards are in :attr:`gifts`)."""
        self.stuck: list[list[tuple[bool, str, tuple[tuple[str, str, str], ...]]]] = [
            [] for _ in range(n)
        ]
        """Lottery: per seat, the layouts (opened, start rank, rows) it could not add to."""
        self.phase = "play"
        self.to_move: int | None = self.first_hand
        self._legal = None
        for hand in self.hands:
            hand.sort(key=_display_key)
        events.append(Event("deal_start", dealer, value=str(self.deal_number)))
        return events + self._open_deal()

    def _open_deal(self) -> list[Event]:
        """The deal kind's first phase (set by the layers above)."""
        raise NotImplementedError

    # --- end of a deal --------------------------------------------------------------------

    def _score(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        if self.table is not None:
            scores, lines = negative_lines(self.table, self.won)
            return scores, lines, self.kind
        if self.kind == LOTTERY:
            first, second = self.prizes
            scores, lines = lottery_lines(self.finished, self.num_seats, first, second)
            return scores, lines, LOTTERY
        scores, lines = trump_lines(self.tricks, self.sale, self.trump)
        return scores, lines, "sold" if self.sale is not None else self.kind

    def _end_deal(self) -> list[Event]:
        scores, lines, outcome = self._score()
        self.totals = [a + b for a, b in zip(self.totals, scores, strict=True)]
        self.sheet.append((self.kind, scores))
        best = max(scores)
        winners = tuple(s for s in range(self.num_seats) if scores[s] == best and best > 0)
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=(0,) * self.num_seats,
                teams=tuple((s,) for s in range(self.num_seats)),
                winners=winners,
                outcome=outcome,
                details={
                    "counted": False,
                    "kind": self.kind,
                    "dealer": self.dealer,
                    "first_hand": self.first_hand,
                    "scores": list(scores),
                    "tricks": list(self.tricks),
                    "trump": self.trump,
                    "declarer": self.declarer,
                    "sale": list(self.sale) if self.sale else None,
                    "finished": list(self.finished),
                    "totals": list(self.totals),
                },
                lines=lines,
                match_points=scores,
            )
        )
        events = [Event("deal_end", value=outcome)]
        self.phase = "over"
        self.to_move = None
        self._legal = None
        if self.deal_number >= len(self.sequence):
            self.over = True
            return events
        return events + self._start_deal((self.dealer + 1) % self.num_seats)

    def result(self) -> MatchResult | None:
        if not self.over:
            return None
        best = max(self.totals)
        winners = tuple(s for s in range(self.num_seats) if self.totals[s] == best)
        return MatchResult(
            winners=winners,
            losers=tuple(s for s in range(self.num_seats) if s not in winners),
            scores=tuple(self.totals),
            details={"totals": list(self.totals), "deals": len(self.deal_summaries)},
        )


SUIT_ORDER = "CDSH"


def _display_key(card: Card) -> tuple[int, int]:
    return SUIT_ORDER.index(card.suit), -"23456789TJQKA".index(card.rank)
