"""The Klaberjass match: phases put together, views, zones and the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionValue
from cardtui.engine.protocol import Event, Game, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.unseen import ZoneFacts
from cardtui.games.klaberjass.bidding import BiddingPhase
from cardtui.games.klaberjass.declarations import DeclarationPhase
from cardtui.games.klaberjass.knowledge import kind_rules, said_kind
from cardtui.games.klaberjass.play import PlayPhase, refusal
from cardtui.games.klaberjass.runs import find_runs
from cardtui.games.klaberjass.scoring import ScoringPhase
from cardtui.games.klaberjass.state import NO_LIMIT
from cardtui.games.klaberjass.tables import DECK, power_table

SUIT_OF: dict[Card, str] = {c: c.suit for c in DECK}
"""Every card's effective suit: its printed suit (no permanent trumps)."""

RUNS_FIXED = frozenset({"declare", "declare_reply", "declare_late", "play"})
"""Phases in which each hand's runs (and bella pair) are fixed."""

LEGAL: dict[str, str] = {
    "bid_take": "_legal_take",
    "bid_name": "_legal_name",
    "schmeiss_answer": "_legal_schmeiss",
    "exchange": "_legal_exchange",
    "declare": "_legal_declare",
    "declare_reply": "_legal_reply",
    "declare_late": "_legal_declare",
    "play": "_legal_play",
}
"""Phase code to the method listing its legal actions."""

APPLY: dict[str, str] = {
    "bid_take": "_apply_bid",
    "bid_name": "_apply_bid",
    "schmeiss_answer": "_apply_bid",
    "exchange": "_apply_exchange",
    "declare": "_apply_declare",
    "declare_reply": "_apply_reply",
    "declare_late": "_apply_declare",
    "play": "_apply_play",
}
"""Phase code to the method carrying out an action."""


class KlaberjassMatch(CachedLegal, BiddingPhase, DeclarationPhase, PlayPhase, ScoringPhase):
    """A match of «Клабор» between two players, to the target score."""

    search_share = frozenset({"_rank"})

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opening_events: list[Event] = self._start_deal(None)

    # --- protocol -------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to act, ``None`` once the match is over."""
        return None if self.over else self.to_move

    @property
    def is_over(self) -> bool:
        """Whether somebody has won the game."""
        return self.over

    def _compute_legal(self) -> tuple[Action, ...]:
        """The actions of the seat to move in the current phase."""
        if self.over:
            return ()
        method: Callable[[], tuple[Action, ...]] = getattr(self, LEGAL[self.phase])
        return method()

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        method: Callable[[Action], list[Event]] = getattr(self, APPLY[self.phase])
        events = method(action)
        self._legal = None
        return events

    def explain_illegal(self, action: Action) -> str:
        """Follow duties for cards; otherwise the phase's choices."""
        if self.phase == "play" and action.kind in ("play", "bella") and len(action.cards) == 1:
            card = action.card
            hand = self.hands[self.mover]
            led = self.trick[0][1] if self.trick else None
            reason = refusal(card, hand, led, self.trump, bool(self.options["must_overtrump"]))
            if reason == "not_your_choice" and action.kind == "bella":
                return "no_bella"
            return reason
        if action.kind == "pass" and self.phase == "bid_name":
            return "dealer_must_name"
        if action.kind == "name" and self.turn_up is not None and action.value == self.turn_up.suit:
            return "name_other_suit"
        return "not_your_choice"

    # --- views ----------------------------------------------------------------------

    def _public(self) -> dict[str, Any]:
        return {
            "trump_suit": self.trump,
            "trump_kind": self.trump_kind,
            "maker": self.maker,
            "turn_up": self.turn_up,
            "face_up": self.face_up[0] if self.face_up else None,
            "bottom_card": self.bottom,
            "stock_size": len(self.stock),
            "calls": tuple(self.calls),
            "talk": tuple(self.talk),
            "exchanged_by": self.exchanged_by,
            "seq_winner": self.seq_winner,
            "seq_done": self.seq_done,
            "shown_runs": tuple(self.shown_runs),
            "shown_value": tuple(self.shown_value),
            "known": tuple(tuple(k) for k in self.known),
            "bella": tuple(self.bella),
            "points": tuple(self.won_points),
            "tricks": tuple(self.tricks),
            "totals": tuple(self.totals),
            "target": self.target,
            "hanging": self.hanging,
            "elder": self.elder,
            "win_amount": self.win_amount,
        }

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` sees: its hand, the public table and the talk so far."""
        to_move = self.current_seat
        private: dict[str, Any] = {}
        if seat is not None:
            runs = self.runs[seat]
            private = {"runs": tuple(r.cards for r in runs), "best": runs[0].kind if runs else ""}
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=2,
            phase="over" if self.over else self.phase,
            to_move=to_move,
            legal=tuple(self.legal_actions()) if seat is not None and seat == to_move else (),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=tuple(
                tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
            ),
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            trick=tuple(Play(s, (c,)) for s, c in self.trick),
            trick_leader=self.leader,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump=self.trump,
            public=self._public(),
            private=private,
            tricks_taken=(self.tricks[0], self.tricks[1]),
            points_taken=(self.won_points[0], self.won_points[1]),
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        """The other hand (less its known cards) and the stock (less a shown bottom card)."""
        other = self.other(seat)
        hidden = [c for c in self.hands[other] if c not in self.known[other]]
        hidden.extend(c for c in self.stock if c is not self.bottom)
        return hidden

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Hands, the stock, the face-up card, won piles and the trick."""
        return {
            "hand0": self.hands[0],
            "hand1": self.hands[1],
            "stock": self.stock,
            "face_up": self.face_up,
            "won0": self.won[0],
            "won1": self.won[1],
            "trick": [c for _, c in self.trick],
        }

    def result(self) -> MatchResult | None:
        """The winner, the totals and the win amount («выигрыш»)."""
        if self.winner is None:
            return None
        return MatchResult(
            winners=(self.winner,),
            losers=(self.other(self.winner),),
            scores=(self.totals[0], self.totals[1]),
            details={
                "win_amount": self.win_amount,
                "deals": len(self.deal_summaries),
                "annulled": self.annulled,
            },
        )

    # --- search states and worlds -----------------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        """The led suit while a follower must answer it."""
        if self.phase not in ("play", "declare_late") or not self.trick:
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
            natural = self.options["sequence_order"] == "natural"
            played = self.played[other]
            for rule in kind_rules(kind, self.trump, natural, played, seen, height):
                facts.rule(zone, rule)
        return facts

    def refill(self, seat: int) -> None:
        """Sort the filled hand and recompute the runs and bella pair fixed by it."""
        self.sort_hands()
        other = self.other(seat)
        if self.phase in RUNS_FIXED and self.trump:
            natural = self.options["sequence_order"] == "natural"
            five = int(str(self.options["five_plus_value"]))
            dealt = [*self.hands[other], *self.played[other]]
            self.runs[other] = find_runs(dealt, self.trump, natural, five)
            king, queen = Card("K", self.trump), Card("Q", self.trump)
            self.bella_pair[other] = king in dealt and queen in dealt
        self._legal = None

    def conceal(self, seat: int) -> None:
        """Drop what was derived from the other hand: its runs, its bella pair, caches."""
        other = self.other(seat)
        self.runs[other] = ()
        self.bella_pair[other] = False
        self._legal = None

    def note_failed_overtrump(self, seat: int, led: Card, card: Card) -> None:
        """A trump below the led trump shows no higher trump in that hand."""
        self.beaten[seat] = min(self.beaten[seat], power_table(self.trump)[led])
