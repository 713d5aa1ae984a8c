"""The Sheep's Head sitting: its phase table, views and what search needs.

The phases' rules live in :mod:`.calls` (naming trumps), :mod:`.play` (the tricks)
and :mod:`.scoring` (strokes, games, the summary), as functions of
:class:`~.state.SheepsheadState` (the state they change and the deals); this class
subclasses that state and declares the rest as data (zones, phases, options).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.phases import Phase
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.values import Event, MatchResult, Play, View
from cardtui.engine.zones import ZoneSpec, hand, public, trick
from cardtui.games.sheepshead import calls, knowledge
from cardtui.games.sheepshead.facts import (
    Call,
    Candidate,
    SheepsheadPrivate,
    SheepsheadPublic,
    SheepsheadResult,
    Stakes,
)
from cardtui.games.sheepshead.play import play, play_legal, play_refusal
from cardtui.games.sheepshead.rules import (
    SUITS,
    TEAMS,
    qualifying_suits,
    stroke_table,
    suit_strength,
    team_of,
)
from cardtui.games.sheepshead.state import (
    CLAIM_PHASE,
    DECLARE_PHASE,
    FORCED_PHASE,
    PLAY_PHASE,
    SheepsheadState,
)


class SheepsheadMatch(SheepsheadState):
    """A sitting of Sheep's Head: games (deals until one head is complete) until a side
    has won ``games_to_win`` of them."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (hand(), trick(), public("won", per_seat=True))
    phase_table: ClassVar[Mapping[str, Phase]] = {
        DECLARE_PHASE: Phase(calls.declare_legal, calls.declare_or_pass, calls.declare_refusal),
        CLAIM_PHASE: Phase(calls.claim_legal, calls.claim_or_waive, calls.claim_refusal),
        FORCED_PHASE: Phase(calls.forced_legal, calls.forced_name, calls.forced_refusal),
        PLAY_PHASE: Phase(play_legal, play, play_refusal),
    }
    search_share = frozenset({"tables", "opts"})

    # --- the deal pipeline ----------------------------------------------------------

    def match_done(self) -> bool:
        """A side has won ``games_to_win`` games."""
        return self.winner_team is not None

    def end_match(self) -> list[Event]:
        """The strokes and the game the last deal closed with."""
        closing, self.closing = self.closing, []
        return closing

    def result(self) -> MatchResult | None:
        if self.winner_team is None:
            return None
        return MatchResult(
            winners=TEAMS[self.winner_team],
            losers=TEAMS[1 - self.winner_team],
            scores=tuple(self.strokes[team_of(s)] for s in range(4)),
            details=SheepsheadResult(
                strokes=list(self.strokes),
                head_strokes=self.head_strokes,
                whole_head=self.whole_head,
                deals=len(self.deal_summaries),
                games_to_win=self.opts.games_to_win,
                games_won=list(self.games_won),
                games=[dict(g) for g in self.games],
            ),
        )

    # --- views ------------------------------------------------------------------------

    def stakes(self) -> Stakes | None:
        """Strokes at stake once trumps are named: makers and opponents, [simple, double]."""
        if self.maker is None:
            return None
        table = stroke_table(self.forced, self.raised, team_of(self.maker), self.drawn_makers)
        return Stakes(makers=list(table[:2]), opponents=list(table[2:]))

    def view(self, seat: int | None, search: bool = False) -> View:
        return self.table_view(
            seat,
            phase="over" if self.over else self.phase,
            trick_leader=self.leader if self.phase == PLAY_PHASE else None,
            teams=TEAMS,
            trump=self.trump,
            public=self._public(),
            private=self._private(seat),
            points_taken=tuple(self.seat_points),
        )

    def _public(self) -> SheepsheadPublic:
        return SheepsheadPublic(
            head_strokes=self.head_strokes,
            strokes=(self.strokes[0], self.strokes[1]),
            raised=self.raised,
            drawn_makers=self.drawn_makers,
            stakes=self.stakes(),
            jacks_permanent_trumps=self.opts.jacks_permanent_trumps,
            turn_order=tuple(self.order_seats),
            calls=[Call(seat=c["seat"], call=c["call"], suit=c["suit"]) for c in self.calls],
            declarer=self.declarer,
            claim_queue=tuple(self.queue),
            candidates=[_candidate(c) for c in self.candidates],
            maker=self.maker,
            maker_team=team_of(self.maker) if self.maker is not None else None,
            trump=self.trump,
            forced=self.forced,
            forced_by=self.forced_by,
            tricks=(self.team_tricks[0], self.team_tricks[1]),
            trick_points=(
                self.seat_points[0] + self.seat_points[2],
                self.seat_points[1] + self.seat_points[3],
            ),
            history=tuple(tuple(Play(s, (c,)) for s, c in t) for t in self.history),
            winner_team=self.winner_team,
            whole_head=self.whole_head,
            game_number=self.game_number,
            games_to_win=self.opts.games_to_win,
            games_won=(self.games_won[0], self.games_won[1]),
        )

    def _private(self, seat: int | None) -> Facts:
        if seat is None:
            return RawFacts()
        held = self.hands[seat]
        jacks = self.opts.jacks_permanent_trumps
        return SheepsheadPrivate(
            suit_counts={s: suit_strength(held, s, jacks) for s in SUITS},
            qualifying=tuple(qualifying_suits(held, jacks)),
        )

    # --- search states and worlds -----------------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != PLAY_PHASE or not self.trick:
            return None
        suits = self.tables.suit
        return suits[self.trick[0][1]], suits

    def effective_suits(self) -> Mapping[Card, str] | None:
        return self.tables.suit if self.trump else None

    def zone_facts(self, seat: int) -> ZoneFacts:
        """What the calls told (:mod:`.knowledge`)."""
        return knowledge.zone_facts(self, seat)

    def refill(self, seat: int) -> None:
        self.tables.sort(self.hands)


SheepsheadMatch.observes_plays = False
"""The engine's watch of every move is off: :func:`.play.play` notes the voids itself,
where the led suit is already at hand (the hot path of play-outs)."""


def _candidate(c: dict[str, Any]) -> Candidate:
    return Candidate(seat=c["seat"], suit=c["suit"], count=c["count"], points=c["points"])
