"""The Klaberjass match: the phase table, the deal pipeline, views, zones and the result."""

from __future__ import annotations

from collections.abc import Mapping

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.options import OptionValue
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, MatchResult, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import hand, hidden, public, trick
from cardtui.games.klaberjass import bidding, declarations, play
from cardtui.games.klaberjass.facts import KlaberjassPrivate, KlaberjassPublic, KlaberjassResult
from cardtui.games.klaberjass.knowledge import kind_rules, said_kind
from cardtui.games.klaberjass.runs import find_runs
from cardtui.games.klaberjass.scoring import game_verdict
from cardtui.games.klaberjass.state import (
    BID_NAME,
    BID_TAKE,
    DECLARE,
    DECLARE_LATE,
    DECLARE_REPLY,
    EXCHANGE_SEVEN,
    NO_LIMIT,
    OVER,
    PLAY,
    SCHMEISS_ANSWER,
    KlaberjassState,
)
from cardtui.games.klaberjass.tables import DECK, bella_cards, power_table

SUIT_OF: dict[Card, str] = {c: c.suit for c in DECK}
"""Every card's effective suit: its printed suit (no permanent trumps)."""

RUNS_FIXED = frozenset({DECLARE, DECLARE_REPLY, DECLARE_LATE, PLAY})
"""Phases in which each hand's runs (and bella pair) are fixed."""


def _play_refusal(m: KlaberjassState, seat: int, action: Action) -> str:
    return play.play_refusal(m, seat, action) or bidding.call_refusal(m, seat, action)


PHASES: Mapping[str, Phase] = {
    BID_TAKE: Phase(bidding.legal_take, bidding.apply_bid, bidding.call_refusal),
    BID_NAME: Phase(bidding.legal_name, bidding.apply_bid, bidding.call_refusal),
    SCHMEISS_ANSWER: Phase(bidding.legal_answer, bidding.apply_bid, bidding.call_refusal),
    EXCHANGE_SEVEN: Phase(bidding.legal_exchange, bidding.apply_exchange, bidding.call_refusal),
    DECLARE: Phase(declarations.legal_declare, declarations.apply_declare, bidding.call_refusal),
    DECLARE_REPLY: Phase(declarations.legal_reply, declarations.apply_reply, bidding.call_refusal),
    DECLARE_LATE: Phase(declarations.legal_declare, declarations.apply_late, bidding.call_refusal),
    PLAY: Phase(play.legal_play, play.apply_play, _play_refusal),
}
"""Phase code to its legal set, move and refusal (:mod:`cardtui.engine.phases`)."""


class KlaberjassMatch(KlaberjassState):
    """A match of «Клабор» between two players, to the target score."""

    phase_table = PHASES
    zones = (
        hand(),
        hidden("stock", ordered=True),
        public("face_up"),
        public("won", per_seat=True),
        trick(),
    )
    search_share = frozenset({"_rank", "opts"})

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opening_events: list[Event] = self.deal(None)

    # --- the deal pipeline ---------------------------------------------------------

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal six cards each and turn up the 13th (``None``: draw the dealer)."""
        return bidding.deal_first_cards(self, dealer)

    def match_done(self) -> bool:
        """Whether a total has reached the target, the totals differing (§6.2)."""
        return game_verdict(self.totals, self.target)[0] is not None

    def end_match(self) -> list[Event]:
        """The winner and the win amount («выигрыш»)."""
        winner, amount = game_verdict(self.totals, self.target)
        assert winner is not None
        self.winner, self.win_amount = winner, amount
        self._legal = None
        self.phase = OVER
        return [Event("match_won", winner, (), str(amount))]

    def next_dealer(self) -> int:
        """Alternate; with ``winner_deals`` the player who wrote more deals (equal: alternate)."""
        written = self.deal_summaries[-1].match_points
        if self.opts.dealer_rotation == "winner_deals" and written[0] != written[1]:
            return 0 if written[0] > written[1] else 1
        return self.other(self.dealer)

    # --- views ----------------------------------------------------------------------

    def _public(self) -> KlaberjassPublic:
        return KlaberjassPublic(
            trump_suit=self.trump,
            trump_kind=self.trump_kind,
            maker=self.maker,
            turn_up=self.turn_up,
            face_up=self.face_up[0] if self.face_up else None,
            bottom_card=self.bottom,
            stock_size=len(self.stock),
            calls=tuple(self.calls),
            talk=tuple(self.talk),
            exchanged_by=self.exchanged_by,
            seq_winner=self.seq_winner,
            seq_done=self.seq_done,
            shown_runs=tuple(self.shown_runs),
            shown_value=tuple(self.shown_value),
            known=tuple(tuple(k) for k in self.known),
            bella=tuple(self.bella),
            points=tuple(self.won_points),
            tricks=tuple(self.tricks),
            totals=tuple(self.totals),
            target=self.target,
            hanging=self.hanging,
            elder=self.elder,
            win_amount=self.win_amount,
        )

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` sees: its hand, the public table and the talk so far."""
        private: Facts = RawFacts()
        if seat is not None:
            runs = self.runs[seat]
            private = KlaberjassPrivate(
                runs=tuple(r.cards for r in runs), best=runs[0].kind if runs else ""
            )
        return self.table_view(
            seat,
            trump=self.trump,
            public=self._public(),
            private=private,
            tricks_taken=(self.tricks[0], self.tricks[1]),
            points_taken=(self.won_points[0], self.won_points[1]),
        )

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The other hand's known cards and a shown bottom card of the stock."""
        known = set(self.known[self.other(seat)])
        if self.bottom is not None:
            known.add(self.bottom)
        return frozenset(known)

    def result(self) -> MatchResult | None:
        """The winner, the totals and the win amount («выигрыш»)."""
        if self.winner is None:
            return None
        return MatchResult(
            winners=(self.winner,),
            losers=(self.other(self.winner),),
            scores=(self.totals[0], self.totals[1]),
            details=KlaberjassResult(
                win_amount=self.win_amount,
                deals=len(self.deal_summaries),
                annulled=self.annulled,
            ),
        )

    # --- search states and worlds -----------------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        """The led suit while a follower must answer it."""
        if not self.trick or (self.phase != PLAY and self.phase != DECLARE_LATE):
            return None
        return self.trick[0][1].suit, SUIT_OF

    def effective_suits(self) -> Mapping[Card, str] | None:
        """Printed suits: the trump suit has no permanent trumps above it."""
        return SUIT_OF if self.trump else None

    def zone_facts(self, seat: int) -> ZoneFacts:
        """Known cards in the other hand (shown runs, bella, the swapped turn-up), trumps it
        failed to beat on a trump lead, the shown bottom card, and the runs its talk
        implies (the announced kind and the stated height)."""
        facts = ZoneFacts()
        other = self.other(seat)
        zone = f"hand{other}"
        if self.known[other]:
            facts.pin(zone, *self.known[other])
        if self.beaten[other] != NO_LIMIT:
            power = power_table(self.trump)
            above = [c for c in DECK if c.suit == self.trump and power[c] > self.beaten[other]]
            facts.bar(zone, above)
        if self.bottom is not None and self.bottom in self.stock:
            facts.pin_at("stock", -1, self.bottom)
        kind, height = said_kind(self.talk, other)
        if kind and self.trump:
            seen = {*self.hands[seat], *self.played[seat], *self.face_up}
            if self.bottom is not None:
                seen.add(self.bottom)
            played = self.played[other]
            for rule in kind_rules(kind, self.trump, self.opts.natural, played, seen, height):
                facts.rule(zone, rule)
        return facts

    def refill(self, seat: int) -> None:
        """Sort the filled hand and recompute the runs and bella pair fixed by it."""
        self.sort_hands()
        other = self.other(seat)
        if self.phase in RUNS_FIXED and self.trump:
            dealt = [*self.hands[other], *self.played[other]]
            self.runs[other] = find_runs(
                dealt, self.trump, self.opts.natural, self.opts.five_plus_value
            )
            king, queen = bella_cards(self.trump)
            self.bella_pair[other] = king in dealt and queen in dealt
        self._legal = None

    def conceal(self, seat: int) -> None:
        """Drop what was derived from the other hand: its runs, its bella pair, caches."""
        other = self.other(seat)
        self.runs[other] = ()
        self.bella_pair[other] = False
        self._legal = None
