"""The Doppelkopf match: its phase table, views and what search needs.

The phases' rules live in :mod:`.calls` (solo ask, trumps, order), :mod:`.play` and
:mod:`.scoring`, as functions of :class:`~.state.DoppelkopfState` (the state they
change, the deals and the teams); this class subclasses that state and declares the
rest as data (zones, phases, options).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.facts import RawFacts
from cardtui.engine.phases import Phase
from cardtui.engine.search import DealEnd
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.values import Event, MatchResult, View
from cardtui.engine.zones import ZoneSpec, hand, public, trick
from cardtui.games.doppelkopf import calls
from cardtui.games.doppelkopf.facts import DoppelkopfPrivate, DoppelkopfPublic, DoppelkopfResult
from cardtui.games.doppelkopf.play import play, play_legal, play_refusal
from cardtui.games.doppelkopf.rules import (
    OLD_WOMAN,
    PHASE_ORDER,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_SOLO,
    PHASE_TRUMP,
    SEATS,
    SOLO_KINDS,
    seats_from_forehand,
)
from cardtui.games.doppelkopf.scoring import half_text
from cardtui.games.doppelkopf.state import DoppelkopfState


class DoppelkopfMatch(DoppelkopfState):
    """A match of ``match_deals`` deals with a running ledger in half-points."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (hand(), trick(), public("won", per_seat=True))
    policy_fields: ClassVar[Mapping[str, Callable[[Any, View], Any]]] = {
        "teams": lambda match, view: match._public_teams(view.seat),
        "public": lambda match, view: match.kept_public(view.teams),
        "private": lambda match, view: match._private(view.seat, view.teams),
    }
    """View fields a play-out policy's view reads from the match (engine.policy_view)."""
    phase_table: ClassVar[Mapping[str, Phase]] = {
        PHASE_SOLO: Phase(calls.solo_legal, calls.solo_ask),
        PHASE_TRUMP: Phase(calls.trump_legal, calls.name_trump),
        PHASE_ORDER: Phase(calls.order_legal, calls.order_game),
        PHASE_PLAY: Phase(play_legal, play, play_refusal),
    }
    search_share = frozenset({"tables", "opts"})

    # --- the play, without the phase table (the hot path of play-outs) --------------

    def legal_actions(self) -> Sequence[Action]:
        """:meth:`Match.legal_actions`, the play's set without the phase table."""
        if self.phase == PHASE_PLAY:
            seat = self.to_move
            if seat is None or self.over:
                return ()
            return play_legal(self, seat)
        return super().legal_actions()

    def apply_fast(self, action: Action) -> list[Event]:
        """:meth:`Match.apply_fast`, a play without the phase table (nothing is observed:
        the play notes its voids itself)."""
        if self.phase == PHASE_PLAY:
            seat = self.to_move
            assert seat is not None
            try:
                return play(self, seat, action)
            except DealEnd:
                self.deal_done = True
                return []
        return super().apply_fast(action)

    # --- the deal pipeline ----------------------------------------------------------

    def match_done(self) -> bool:
        """The match is ``match_deals`` deals long."""
        return self.deal_number >= self.match_deals

    def end_match(self) -> list[Event]:
        """No phase is left."""
        self.phase = PHASE_OVER
        return []

    def result(self) -> MatchResult | None:
        """Highest ledger balance wins; equal balances share (§7). Scores in half-points."""
        if not self.over:
            return None
        top = max(self.balance)
        winners = tuple(s for s in range(SEATS) if self.balance[s] == top)
        losers = tuple(s for s in range(SEATS) if s not in winners)
        return MatchResult(
            winners=winners,
            losers=losers,
            scores=tuple(self.balance),
            details=DoppelkopfResult(
                unit="half_points", balance=[half_text(b) for b in self.balance]
            ),
        )

    # --- teams ---------------------------------------------------------------------

    def _public_teams(self, seat: int | None) -> tuple[tuple[int, ...], ...]:
        sides = self.sides()
        if sides is None or not (self.teams_known or seat is None):
            return ()
        return sides

    # --- views ---------------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` may see: its hand, the trick, public facts; partners only once shown."""
        teams = self._public_teams(seat)
        return self.table_view(
            seat,
            teams=teams,
            trump="none" if self.kind == "big_solo" else self.trump_suit or "",
            public=self._public(teams),
            private=RawFacts() if seat is None else self._private(seat, teams),
            points_taken=tuple(self.points_won),
        )

    def _private(
        self, seat: int, sides: tuple[tuple[int, ...], ...] | None = None
    ) -> DoppelkopfPrivate:
        """This seat's own knowledge of its side: from its hand and the public facts
        (``sides``: :meth:`_public_teams` of ``seat``, when already worked out)."""
        if sides is None:
            sides = self._public_teams(seat)
        if sides:
            mine = next(t for t in sides if seat in t)
            partner = next((s for s in mine if s != seat), None)
            side = "declarers" if seat in sides[0] else "opponents"
            return DoppelkopfPrivate(side=side, partner=partner)
        if self.kind == "normal" and self.declarer is not None:
            if seat in self.holders:
                partner = None if seat == self.declarer else self.declarer
                return DoppelkopfPrivate(side="declarers", partner=partner)
            return DoppelkopfPrivate(side="opponents", partner=None)
        if self.kind == "wedding":
            side = "declarers" if seat == self.declarer else "unknown"
            return DoppelkopfPrivate(side=side, partner=None)
        return DoppelkopfPrivate(side="unknown", partner=None)

    _public_memo: tuple[tuple[object, ...], DoppelkopfPublic] | None = None

    def kept_public(self, teams: tuple[tuple[int, ...], ...]) -> DoppelkopfPublic:
        """:meth:`_public`, kept while nothing it shows changes within a trick (the deal,
        phase, tricks played, partner, wedding and the sides shown): a play-out's views
        read it at every decision."""
        key = (
            self.deal_number,
            self.phase,
            self.tricks_played,
            self.partner,
            self.wedding_alone,
            teams,
        )
        memo = self._public_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        public = self._public(teams)
        self._public_memo = (key, public)
        return public

    def _public(self, teams: tuple[tuple[int, ...], ...]) -> DoppelkopfPublic:
        return DoppelkopfPublic(
            balance_half=list(self.balance),
            balance=[half_text(b) for b in self.balance],
            deal=self.deal_number,
            match_deals=self.match_deals,
            game=self.kind,
            solo=self.solo_value,
            soloist=self.declarer if self.kind in SOLO_KINDS else None,
            trump_suit=self.trump_suit,
            order=self.level,
            declarer=self.declarer,
            healthy=list(self.healthy),
            wedding=self.declarer if self.kind == "wedding" else None,
            wedding_partner=self.partner if self.kind == "wedding" else None,
            wedding_alone=self.wedding_alone,
            wedding_window=self.opts.wedding_window_tricks,
            teams=[list(t) for t in teams],
            first_leader=self.first_leader,
            trick_number=min(self.tricks_played + 1, self.n_tricks),
            tricks=self.n_tricks,
            tricks_won=list(self.tricks_won),
            points_taken=list(self.points_won),
            dulle=self.opts.dulle,
            no_nines=self.opts.no_nines,
        )

    def known_cards(self, seat: int) -> frozenset[Card]:
        """Copies of the doubled pack the seat sees anyway (own hand, trick, last trick):
        the other copy's place is not hidden from it."""
        seen = {c for _, c in self.trick}
        seen.update(self.hands[seat])
        seen.update(c for _, c in self.last_trick)
        return frozenset(seen)

    # --- search states and worlds ------------------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        trick = self.trick
        if not trick or self.phase != PHASE_PLAY:
            return None
        suits = self.tables.suit
        return suits[trick[0][1]], suits

    def effective_suits(self) -> Mapping[Card, str]:
        return self.tables.suit

    def _old_women_played(self, seat: int) -> int:
        return self.old_women_by.count(seat)

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The declarer is the first Q♣ holder from forehand: the seats before her hold
        none, she holds exactly one (both in a wedding)."""
        facts = ZoneFacts()
        if self.kind not in ("normal", "wedding") or self.declarer is None:
            return facts
        for s in seats_from_forehand(self.dealer):
            if s == self.declarer:
                break
            if s != seat:
                facts.count(f"hand{s}", (OLD_WOMAN,), 0, 0)
        if self.declarer != seat:
            dealt = 2 if self.kind == "wedding" else 1
            need = dealt - self._old_women_played(self.declarer)
            facts.count(f"hand{self.declarer}", (OLD_WOMAN,), need, need)
        return facts

    def conceal(self, seat: int) -> None:
        if not self.teams_known:
            self.holders = ()
            if self.kind == "normal":
                self.partner = None

    def refill(self, seat: int) -> None:
        self.tables.sort(self.hands)
        held = [s for s in range(SEATS) for c in self.hands[s] if c is OLD_WOMAN]
        held += self.old_women_by
        self.holders = tuple(sorted(held))
        if self.kind == "normal" and not self.teams_known and self.declarer is not None:
            self.partner = next(s for s in self.holders if s != self.declarer)


DoppelkopfMatch.observes_plays = False
"""The engine's watch of every move is off: :func:`.play.play` notes the voids and who
played a Q♣ itself, where the led suit is already at hand (the hot path of play-outs)."""
