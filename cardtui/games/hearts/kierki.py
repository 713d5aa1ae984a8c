"""Kierki (Черви): the Polish compendium of Hearts, for four or three players.

Spec: ``shared/rules/hearts.md`` §1. A match is a fixed cycle: six negative deals
(no tricks, no hearts, no queens, no kings or jacks, no K♥, no last trick), the
optional robber (all six at once), then the positive rounds — the lottery (card
domino from the eights), the trump deal (+25 a trick) and the trump deal with the
open widow and its auction. Every seat scores for itself, higher is better; with
the default options the totals balance to zero.

Phases: ``play`` (tricks), ``lottery``, ``declare`` (naming trumps), ``offer`` and
``bid`` (the widow auction), ``exchange`` (the gifts), ``over``. The layers:
:mod:`.kierki_state` (cycle, dealing, scores), :mod:`.kierki_tricks`,
:mod:`.kierki_widow`; the lottery steps and the protocol are here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionSpec
from cardtui.engine.protocol import Event, Game, Play, View
from cardtui.engine.registry import register
from cardtui.engine.unseen import ZoneFacts
from cardtui.games.hearts.kierki_deals import (
    LOTTERY,
    POSITIVE_ROUNDS,
    SIXTH_DEAL,
    TRUMP,
    TRUMP_AUCTION,
)
from cardtui.games.hearts.kierki_lottery import Layout, gives_bonus, legal_lays
from cardtui.games.hearts.kierki_sheet import KIERKI_SHEET
from cardtui.games.hearts.kierki_widow import KierkiWidow


class KierkiMatch(CachedLegal, KierkiWidow):
    """A whole Kierki cycle (× ``series``)."""

    def _open_deal(self) -> list[Event]:
        if self.kind == LOTTERY:
            self.phase = "lottery"
            return self._lottery_advance(self.first_hand)
        if self.kind == TRUMP:
            self._begin_declare(self.first_hand)
            return []
        if self.kind == TRUMP_AUCTION:
            return self._begin_auction()
        self._begin_tricks(self.first_hand)
        return []

    # --- the lottery --------------------------------------------------------------------

    def _lottery_cards(self, seat: int) -> list[Card]:
        return legal_lays(self.hands[seat], self.layout, self.opened, self.free_start)

    def _lottery_advance(self, seat: int) -> list[Event]:
        """From ``seat`` on, pass for every seat that cannot lay; stop at one that can."""
        events: list[Event] = []
        n = self.num_seats
        for _ in range(2 * n + 1):
            if seat not in self.finished:
                if self._lottery_cards(seat):
                    self.to_move = seat
                    self._legal = None
                    return events
                self._note_stuck(seat)
                self.record.log_action(seat, PASS, auto=True)
                events.append(Event("stuck", seat))
            seat = (seat + 1) % n
        raise AssertionError("nobody can lay a card")

    def _note_stuck(self, seat: int) -> None:
        """A seat that passes shows it holds no card that fits now (kept as the layout, so
        the record of it names no hidden card)."""
        rows = tuple((s, lo, hi) for s, (lo, hi) in sorted(self.layout.rows.items()))
        self.stuck[seat].append((self.opened, self.layout.start, rows))

    def _stuck_cards(self, seat: int) -> set[Card]:
        """The cards ``seat`` has shown it does not hold by passing in the lottery."""
        barred: set[Card] = set()
        for opened, start, rows in self.stuck[seat]:
            layout = Layout(start, {s: (lo, hi) for s, lo, hi in rows}, self.layout.missing)
            barred.update(legal_lays(self.deck, layout, opened, False))
        return barred

    def _lay(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        if not self.opened and self.free_start:
            self.layout.start = card.rank
        self.opened = True
        self.layout.lay(card)
        self.laid.append(card)
        events = [Event("lay", seat, (card,))]
        if not self.hands[seat]:
            self.finished.append(seat)
            events.append(Event("out", seat, value=str(len(self.finished))))
            if len(self.finished) == 2:
                return events + self._end_deal()
        elif gives_bonus(card, self.bonus_option):
            self.bonus_turn = True
            if self._lottery_cards(seat):
                self._legal = None
                return events
            events += self._pass_bonus(seat)
        self.bonus_turn = False
        return events + self._lottery_advance((seat + 1) % self.num_seats)

    def _pass_bonus(self, seat: int) -> list[Event]:
        """A bonus turn with no card that fits passes (hearts.md §7 items 5-6): a forced
        step, recorded as the engine's pass and told, like the lottery's other passes."""
        self._note_stuck(seat)
        self.record.log_action(seat, PASS, auto=True)
        return [Event("no_bonus_card", seat)]

    def _decline_bonus(self, seat: int) -> list[Event]:
        self.bonus_turn = False
        return [Event("no_bonus", seat), *self._lottery_advance((seat + 1) % self.num_seats)]

    # --- protocol -----------------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.over else self.to_move

    @property
    def is_over(self) -> bool:
        return self.over

    def _compute_legal(self) -> tuple[Action, ...]:
        seat = self.to_move
        if self.over or seat is None:
            return ()
        if self.phase == "play":
            return self._play_actions(seat)
        if self.phase == "lottery":
            lays = tuple(Action.play(c) for c in self._lottery_cards(seat))
            return (*lays, PASS) if self.bonus_turn else lays
        if self.phase == "declare":
            return self._trump_actions()
        if self.phase in ("offer", "bid"):
            return self._auction_actions()
        return self._gift_actions()

    def _apply(self, action: Action) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        if self.phase == "play":
            return self._play(seat, action.card)
        if self.phase == "lottery":
            if action == PASS:
                return self._decline_bonus(seat)
            return self._lay(seat, action.card)
        if self.phase == "declare":
            return self._name_trump(seat, action.value)
        if self.phase == "exchange":
            return self._give(seat, action.card, action.value)
        events = self._auction_move(seat, action)
        return events + self._forced_auction_steps()

    def explain_illegal(self, action: Action) -> str:
        seat = self.to_move
        if seat is None:
            return "match_over"
        if self.phase == "play":
            if action.kind != "play" or len(action.cards) != 1:
                return "play_one_card"
            return self._play_reason(action.cards[0], seat)
        if self.phase == "lottery":
            if action.kind != "play" or len(action.cards) != 1:
                return "lay_one_card"
            if action.cards[0] not in self.hands[seat]:
                return "card_not_in_hand"
            return "lottery_must_open_eight" if not self.opened else "lottery_does_not_fit"
        if self.phase == "declare":
            return "name_a_trump"
        return self._widow_reason(action)

    # --- views --------------------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        to_move = self.current_seat
        legal = tuple(self.legal_actions()) if seat is not None and seat == to_move else ()
        hands = tuple(
            tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
        )
        trick_phase = self.phase == "play"
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=self.num_seats,
            phase="over" if self.over else self.phase,
            to_move=to_move,
            legal=legal,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=hands,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=_plays(self.trick),
            trick_leader=self.leader if trick_phase else None,
            last_trick=_plays(self.last_trick),
            last_winner=self.last_winner,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump=self.trump,
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(self.tricks) if self.kind != LOTTERY else (),
        )

    def _public(self) -> dict[str, Any]:
        info: dict[str, Any] = {
            "deal_kind": self.kind,
            "deal_of_cycle": self.deal_number,
            "deals_in_match": len(self.sequence),
            "first_hand": self.first_hand,
            "totals": tuple(self.totals),
            "running": tuple(self.running),
        }
        if self.table is not None and "marked_trick" in self.table.items:
            info["marked_tricks"] = tuple(sorted(self.table.marked.items()))
        if self.kind == LOTTERY:
            info["prizes"] = self.prizes
            info["rows"] = self.layout.snapshot()
            info["finished"] = tuple(self.finished)
            info["bonus_turn"] = self.bonus_turn
        if self.kind in (TRUMP, TRUMP_AUCTION):
            info["trump_named"] = self.trump
            info["declarer"] = self.declarer
        if self.kind == TRUMP_AUCTION:
            info.update(self._auction_public())
        return info

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

    def _private(self, seat: int | None) -> dict[str, Any]:
        if seat is None or self.declarer is None:
            return {}
        info: dict[str, Any] = {}
        if seat == self.declarer and self.phase in ("exchange", "declare"):
            info["widow_cards"] = tuple(c for c in self.widow_taken if c in self.hands[seat])
        if seat == self.declarer and self.gifts:
            info["gifts_given"] = dict(sorted(self.gifts.items()))
        elif seat in self.gifts:
            info["gift_received"] = self.gifts[seat]
        return info

    def hidden_cards(self, seat: int) -> list[Card]:
        known = set(self.gifts.values()) if seat == self.declarer else set()
        return [c for s, h in enumerate(self.hands) if s != seat for c in h if c not in known]

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {f"hand{s}": h for s, h in enumerate(self.hands)}
        zones.update({f"taken{s}": t for s, t in enumerate(self.taken)})
        zones["trick"] = [c for _, c in self.trick]
        zones["widow"] = self.widow
        zones["layout"] = self.laid
        return zones

    # --- what a seat knows about the hidden hands -----------------------------------------

    def zone_facts(self, seat: int) -> ZoneFacts:
        facts = ZoneFacts()
        if seat == self.declarer:
            for to, card in self.gifts.items():
                if card in self.hands[to]:
                    facts.pin(f"hand{to}", card)
        mover = self.to_move
        if self.phase == "lottery" and mover is not None and mover != seat:
            fitting = legal_lays(self.deck, self.layout, self.opened, self.free_start)
            mine = set(self.hands[seat])
            facts.count(
                f"hand{mover}", [c for c in fitting if c not in mine and c not in self.laid], 1
            )
        for other in range(self.num_seats):
            if other == seat:
                continue
            zone = f"hand{other}"
            if self.stuck[other]:
                facts.bar(zone, self._stuck_cards(other))
            if other in self.no_king:
                facts.bar(zone, [Card("K", "H")])
            if other in self.all_hearts:
                facts.bar(zone, [c for c in self.deck if c.suit != "H"])
        return facts

    def conceal(self, seat: int) -> None:
        """On a template: forget the gifts and the widow cards only the declarer placed."""
        super().conceal(seat)
        if seat != self.declarer:
            self.gifts = {to: card for to, card in self.gifts.items() if to == seat}
            self.widow_taken = ()


def _plays(trick: Sequence[tuple[int, Card]]) -> tuple[Play, ...]:
    return tuple(Play(s, (c,)) for s, c in trick)


class Kierki(Game):
    """The registered game."""

    id = "kierki"
    names = MappingProxyType({"en": "Kierki", "ru": "Черви (Kierki)"})
    family = "hearts"
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
