"""Kierki (Черви): the Polish compendium of Hearts, for four or three players.

Spec: ``shared/rules/hearts.md`` §1. A match is a fixed cycle: six negative deals
(no tricks, no hearts, no queens, no kings or jacks, no K♥, no last trick), the
optional robber (all six at once), then the positive rounds — the lottery (card
domino from the eights), the trump deal (+25 a trick) and the trump deal with the
open widow and its auction. Every seat scores for itself, higher is better; with
the default options the totals balance to zero.

Built on the Hearts core (:class:`~cardtui.games.hearts.core.HeartsMatch`): its
dealing, its passing-free trick play with the engine's follow rules and its deal
pipeline. The deal kinds are data (:mod:`.kierki_deals`: penalty tables, follow
rules, the cycle); the phases are a table: ``play`` (the core's tricks),
``lottery`` (:mod:`.kierki_lottery`), ``declare``, ``offer``, ``bid`` and
``exchange`` (:mod:`.kierki_widow`), then ``over``. The phases are functions of
the match state (:class:`~.kierki_state.KierkiState`: the cycle, the deal of each
kind, the start of the tricks and the end of a deal); :class:`KierkiMatch` adds the
phase table, the trick notes and the views.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.options import OptionSpec
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, MatchResult, View
from cardtui.engine.registry import register
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import ZoneSpec, hand, public, trick
from cardtui.games.hearts.core import PLAY_PHASE, HeartsMatch
from cardtui.games.hearts.facts import KierkiPrivate, KierkiPublic, KierkiResult
from cardtui.games.hearts.kierki_deals import (
    HEART_LEAD_KINDS,
    KH,
    KING_DROP_KINDS,
    LOTTERY,
    POSITIVE_ROUNDS,
    SIXTH_DEAL,
    TRICK_POINTS,
    TRUMP,
    TRUMP_AUCTION,
)
from cardtui.games.hearts.kierki_lottery import (
    LOTTERY_CODE,
    LOTTERY_PHASE,
    legal_lays,
    lottery_layout,
    open_lottery,
    stuck_cards,
)
from cardtui.games.hearts.kierki_sheet import KIERKI_SHEET
from cardtui.games.hearts.kierki_state import KierkiOptions as KierkiOptions
from cardtui.games.hearts.kierki_state import KierkiState
from cardtui.games.hearts.kierki_widow import (
    AUCTION_PHASE,
    BID,
    DECLARE,
    DECLARE_PHASE,
    EXCHANGE,
    EXCHANGE_PHASE,
    OFFER,
    begin_auction,
    begin_declare,
)
from cardtui.games.hearts.state import OVER, PLAY


def _open_tricks(match: KierkiMatch) -> list[Event]:
    match.begin_tricks(match.first_hand)
    return []


OPENINGS: Mapping[str, Callable[[KierkiMatch], list[Event]]] = MappingProxyType(
    {
        LOTTERY: open_lottery,
        TRUMP: lambda match: begin_declare(match, match.first_hand),
        TRUMP_AUCTION: begin_auction,
    }
)
"""How a deal kind begins after the deal (the negative deals: the tricks, first hand leads)."""


class KierkiMatch(KierkiState, HeartsMatch):
    """A whole Kierki cycle (× ``series``)."""

    not_one_card = "play_one_card"
    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        public("taken", per_seat=True),
        trick(),
        public("widow"),
        public("laid", label="layout"),
    )
    phase_table: ClassVar[Mapping[str, Phase]] = {
        PLAY: PLAY_PHASE,
        LOTTERY_CODE: LOTTERY_PHASE,
        DECLARE: DECLARE_PHASE,
        OFFER: AUCTION_PHASE,
        BID: AUCTION_PHASE,
        EXCHANGE: EXCHANGE_PHASE,
    }
    search_share = HeartsMatch.search_share | {"sequence", "early_cards", "table", "prizes"}

    # --- dealing ----------------------------------------------------------------------

    def _start_deal(self, dealer: int) -> list[Event]:
        """Begin the next deal of the cycle (what :meth:`deal` does; tests rig a kind)."""
        return self.deal(dealer)

    def before_play(self) -> list[Event]:
        """The cards left over are the widow; the deal kind's first phase opens."""
        self.widow = self.stock
        self.stock = []
        opening = OPENINGS.get(self.kind, _open_tricks)
        return opening(self)

    # --- tricks -----------------------------------------------------------------------

    def note_play(self, seat: int, card: Card) -> None:
        """A heart lead shows a hand of hearts only; a seat that did not follow and kept
        back K♥ where it must fall shows it has none."""
        trick = self.trick
        if not trick:
            if card.suit == "H" and self.kind in HEART_LEAD_KINDS:
                self.all_hearts.add(seat)  # a heart lead is only allowed from a hand of hearts
            return
        if self.kind not in KING_DROP_KINDS or card == KH:
            return
        led = trick[0][1]
        if self.opts.king_of_hearts_must_drop and card.suit != led.suit:
            self.no_king.add(seat)
        if (
            self.opts.king_of_hearts_drop_under_ace
            and led.suit == "H"
            and any(c.rank == "A" and c.suit == "H" for _, c in trick)
        ):
            self.no_king.add(seat)

    def trick_taken(self, winner: int, cards: tuple[Card, ...], number: int) -> int:
        """Note the trick for the deal's score; its value (a penalty, or 25 in a trump deal)."""
        self.won[winner].append((number, cards))
        if self.table is not None:
            points = self.table.trick_penalty(cards, number)
            self.running[winner] -= points
        else:
            points = TRICK_POINTS
            self.running[winner] += points
        return points

    def after_trick(self, winner: int) -> list[Event]:
        """The deal ends when the hands are played out, or (``end_deal_early``) once
        every card it penalises has been taken."""
        early = self.early_cards
        if not any(self.hands) or (early and early <= {c for pile in self.taken for c in pile}):
            return self._end_deal()
        return []

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != PLAY or not self.trick:
            return None
        order = self.order
        return order.suit[self.trick[0][1]], order.suit

    def effective_suits(self) -> Mapping[Card, str] | None:
        return self.order.suit if self.phase == PLAY else None

    def match_done(self) -> bool:
        return self.deal_number >= len(self.sequence)

    def result(self) -> MatchResult | None:
        if not self.over:
            return None
        best = max(self.totals)
        winners = tuple(s for s in range(self.num_seats) if self.totals[s] == best)
        return MatchResult(
            winners=winners,
            losers=tuple(s for s in range(self.num_seats) if s not in winners),
            scores=tuple(self.totals),
            details=KierkiResult(totals=list(self.totals), deals=len(self.deal_summaries)),
        )

    # --- views --------------------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        return self.table_view(
            seat,
            phase=OVER if self.over else self.phase,
            trick_leader=self.leader if self.phase == PLAY else None,
            trump=self.trump,
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(self.tricks_won) if self.kind != LOTTERY else (),
        )

    def kept_public(self) -> KierkiPublic:
        """The public facts a view shows (made afresh: Kierki keeps none)."""
        return self._public()

    def _public(self) -> KierkiPublic:
        info: dict[str, Any] = {}
        if self.table is not None and "marked_trick" in self.table.items:
            info["marked_tricks"] = tuple(sorted(self.table.marked.items()))
        if self.kind == LOTTERY:
            info["prizes"] = self.prizes
            info["rows"] = lottery_layout(self).snapshot()
            info["finished"] = tuple(self.out_order)
            info["bonus_turn"] = self.bonus_turn
        if self.kind in (TRUMP, TRUMP_AUCTION):
            info["trump_named"] = self.trump
            info["declarer"] = self.declarer
        if self.kind == TRUMP_AUCTION:
            info.update(self._auction_public())
        return KierkiPublic(
            deal_kind=self.kind,
            deal_of_cycle=self.deal_number,
            deals_in_match=len(self.sequence),
            first_hand=self.first_hand,
            totals=tuple(self.totals),
            running=tuple(self.running),
            **info,
        )

    def _auction_public(self) -> dict[str, Any]:
        info: dict[str, Any] = {"widow": tuple(self.widow)}
        auction = self.auction
        if auction is not None:
            info["reserve"] = auction.reserve
            info["last_reserve"] = auction.last_reserve
            info["high_bid"] = auction.high[1] if auction.high else None
            info["high_bidder"] = auction.high[0] if auction.high else None
            info["bidders"] = tuple(auction.active) if auction.reserve is not None else ()
            info["attempts"] = tuple(auction.attempts)
        if self.sale is not None:
            info["seller"], info["buyer"], info["price"] = self.sale
        info["gifts_made"] = tuple(sorted(self.gifted))
        return info

    def _private(self, seat: int | None) -> Facts:
        if seat is None or self.declarer is None:
            return RawFacts()
        widow = gifts = gift = None
        if seat == self.declarer and self.phase in (EXCHANGE, DECLARE):
            widow = tuple(c for c in self.widow_taken if c in self.hands[seat])
        if seat == self.declarer and self.gifts:
            gifts = dict(sorted(self.gifts.items()))
        elif seat in self.gifts:
            gift = self.gifts[seat]
        return KierkiPrivate(widow_cards=widow, gifts_given=gifts, gift_received=gift)

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The declarer knows where its gifts are."""
        return frozenset(self.gifts.values()) if seat == self.declarer else frozenset()

    # --- what a seat knows about the hidden hands -----------------------------------------

    def zone_facts(self, seat: int) -> ZoneFacts:
        facts = ZoneFacts()
        if seat == self.declarer:
            for to, card in self.gifts.items():
                if card in self.hands[to]:
                    facts.pin(f"hand{to}", card)
        mover = self.to_move
        if self.phase == LOTTERY_CODE and mover is not None and mover != seat:
            free = self.opts.lottery_start == "free"
            fitting = legal_lays(self.deck, lottery_layout(self), self.opened, free)
            mine = set(self.hands[seat])
            facts.count(
                f"hand{mover}", [c for c in fitting if c not in mine and c not in self.laid], 1
            )
        for other in range(self.num_seats):
            if other == seat:
                continue
            zone = f"hand{other}"
            if self.stuck[other]:
                facts.bar(zone, stuck_cards(self, other))
            if other in self.no_king:
                facts.bar(zone, [KH])
            if other in self.all_hearts:
                facts.bar(zone, [c for c in self.deck if c.suit != "H"])
        return facts

    def conceal(self, seat: int) -> None:
        """On a template: forget the gifts and the widow cards only the declarer placed."""
        super().conceal(seat)
        if seat != self.declarer:
            self.gifts = {to: card for to, card in self.gifts.items() if to == seat}
            self.widow_taken = ()


KierkiMatch.observes_plays = False
"""The core's play notes the voids itself; ``follow_duty`` serves the refusal hints only."""


class Kierki(Game):
    """The registered game."""

    id = "kierki"
    names = MappingProxyType({"en": "Kierki", "ru": "Черви (Kierki)"})
    family = "hearts"
    menu_order = 140
    sheet = KIERKI_SHEET
    min_seats = 3
    max_seats = 4
    default_seats = 4
    match_class = KierkiMatch
    options = (
        OptionSpec("robber", "bool", True),
        OptionSpec("positive_rounds", "choice", "default", POSITIVE_ROUNDS),
        OptionSpec("lottery_deals", "choice", "per_player", ("per_player", "single")),
        OptionSpec("lottery_start", "choice", "eight", ("eight", "free")),
        OptionSpec("lottery_bonus_cards", "choice", "none", ("none", "ace", "ace_and_two")),
        OptionSpec("sixth_deal", "choice", "last", SIXTH_DEAL),
        OptionSpec("king_of_hearts_must_drop", "bool", True),
        OptionSpec("king_of_hearts_drop_under_ace", "bool", False),
        OptionSpec("allow_no_trump", "bool", False),
        OptionSpec("auction_bid_step", "choice", "25", ("25", "5", "1")),
        OptionSpec("end_deal_early", "bool", False),
        OptionSpec("series", "int", 1, minimum=1, maximum=5),
    )
    test_variants = (
        (3, {}),
        (
            4,
            {
                "robber": False,
                "positive_rounds": "lottery+trump",
                "lottery_deals": "single",
                "lottery_start": "free",
                "lottery_bonus_cards": "ace_and_two",
                "sixth_deal": "seventh_and_last",
                "king_of_hearts_drop_under_ace": True,
                "allow_no_trump": True,
                "end_deal_early": True,
            },
        ),
        (
            3,
            {
                "positive_rounds": "trump+trump_auction",
                "lottery_start": "free",
                "sixth_deal": "last_two",
                "auction_bid_step": "5",
                "king_of_hearts_must_drop": False,
                "king_of_hearts_drop_under_ace": True,
            },
        ),
    )


register(Kierki())
