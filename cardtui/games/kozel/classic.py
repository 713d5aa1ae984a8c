"""Classic partnership Kozel with boasts (``kozel_classic``) — «Козёл» (spec §1).

Four players, Red (0, 2) against Black (1, 3), 32 cards, 14 permanent trumps.
A deal runs through these phases (codes are the ``phase`` of the view):

* ``boast_offer`` — the entitled team may boast («хвалёнка»): pants, double
  pants or mirror; ``boast_draw`` (choose which drawn blank to play) and
  ``mirror_cut`` (``cut:<k>``) are the steps of a boast deal, whose trick 1 is
  played during the deal itself;
* ``redeal_check`` — an eligible player may demand a redeal (four 9s or ≤ 12
  points); the third demand forfeits a pair of the dealer's team;
* ``handoff_offer`` / ``handoff_answer`` / ``handoff_give`` — the last-trump
  handoff between partners («отдаю последнего козыря»);
* ``lead_select`` — the entitled team picks which member leads;
* ``play`` — eight tricks (seven after a boast).

Blind seats (``blind_seats``, «слепой») are played by the engine at random and
logged as ``auto`` moves; they never take a decision.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.options import OptionSpec
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, Play, View
from cardtui.engine.registry import register
from cardtui.engine.trick import legal_cards, refusal_reason
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import ZoneSpec, hand, hidden, public, trick
from cardtui.games.kozel import classic_boast as boast
from cardtui.games.kozel import classic_calls as calls
from cardtui.games.kozel import classic_worlds as worlds
from cardtui.games.kozel.classic_boast import BOAST_DRAW, BOAST_OFFER, MIRROR_CUT
from cardtui.games.kozel.classic_calls import (
    HANDOFF_ANSWER,
    HANDOFF_GIVE,
    HANDOFF_OFFER,
    LEAD_SELECT,
    REDEAL_CHECK,
)
from cardtui.games.kozel.classic_rules import (
    BOAST_KINDS,
    DECK,
    SUIT_OF,
    TEAMS,
    asking_order,
    loser_titles,
    redeal_eligible,
    team_of,
    trump_count,
)
from cardtui.games.kozel.classic_sheet import KOZEL_CLASSIC_SHEET
from cardtui.games.kozel.classic_state import ClassicOptions as ClassicOptions
from cardtui.games.kozel.classic_state import KozelClassicState
from cardtui.games.kozel.core import PLAY, PLAY_ACTION, PLAY_EVENT, FollowSets
from cardtui.games.kozel.facts import ClassicPrivate, ClassicPublic, ClassicResult

TRUMP_CODE = "QJD"
"""View trump code: all queens, all jacks and the diamonds."""

GIVE_ACTION: dict[Card, Action] = {c: Action("give", (c,)) for c in DECK}
CUTS: tuple[Action, ...] = tuple(Action.choice("cut", str(k)) for k in range(1, len(DECK) + 1))
BOAST_CHOICES: tuple[Action, ...] = (PASS, *(Action.choice("boast", k) for k in BOAST_KINDS))
REDEAL_CHOICES = (Action.choice("demand"), PASS)
OFFER_CHOICES = (Action.choice("offer"), PASS)
ANSWER_CHOICES = (Action.choice("accept"), Action.choice("refuse"))
LEAD_CHOICES = (Action.choice("lead", "self"), Action.choice("lead", "partner"))

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("boasting", "bool", True),
    OptionSpec("redeal_demand", "bool", True),
    OptionSpec("last_trump_handoff", "bool", True),
    OptionSpec("ace_discard_ban", "bool", True),
    OptionSpec("must_trump_when_void", "bool", False),
    OptionSpec("mirror_show_layer", "bool", False),
    OptionSpec("blind_seats", "seats", (), minimum=0, maximum=3),
    OptionSpec("blind_follows_rules", "bool", True),
)


FOLLOWING = FollowSets(SUIT_OF)
"""The plays that follow suit, per hand (all when leading; none when void, where the
further rules decide)."""
_VOID: dict[tuple[tuple[Card, ...], str, frozenset[str], tuple[bool, bool]], tuple[Action, ...]]
_VOID = {}
"""The plays of a hand void in the led suit, by the suits led so far and the options
(the trump duty, the ace ban)."""

# --- the phase table --------------------------------------------------------------

Step = Callable[[KozelClassicState, int, Action, list[Event]], None]


def _stepping(step: Step) -> Callable[[KozelClassicState, int, Action], list[Event]]:
    """A phase move from a step that adds its events to a list."""

    def apply(match: KozelClassicState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        step(match, seat, action, events)
        return events

    return apply


def _refuse_card(match: KozelClassicMatch, seat: int, action: Action) -> str:
    if action.kind != "play" or len(action.cards) != 1:
        return "not_your_choice"
    card = action.cards[0]
    hand_ = match.hands[seat]
    if not match.trick:
        return "card_not_in_hand" if card not in hand_ else "not_your_choice"
    return refusal_reason(card, hand_, match.ctx, match.rules) or "not_your_choice"


def _refuse_drawn(match: KozelClassicMatch, seat: int, action: Action) -> str:
    if action.kind == "play" and len(action.cards) == 1:
        return "card_not_drawn"
    return "not_your_choice"


def _refuse_gift(match: KozelClassicMatch, seat: int, action: Action) -> str:
    if action.kind == "give" and len(action.cards) == 1:
        if action.cards[0] not in match.hands[seat]:
            return "card_not_in_hand"
        return "must_give_non_trump"
    return "not_your_choice"


def _fixed(choices: tuple[Action, ...]) -> Callable[[KozelClassicMatch, int], tuple[Action, ...]]:
    """The legal set of a phase whose choices never change."""
    return lambda match, seat: choices


PHASES: dict[str, Phase] = {
    # PLAY: the match's own methods (see KozelClassicMatch.phase_table)
    BOAST_OFFER: Phase(_fixed(BOAST_CHOICES), _stepping(boast.offer_boast)),
    BOAST_DRAW: Phase(
        lambda m, s: tuple(PLAY_ACTION[c] for c in m.drawn),
        _stepping(boast.choose_drawn),
        _refuse_drawn,
    ),
    MIRROR_CUT: Phase(lambda m, s: CUTS[: len(m.stock)], _stepping(boast.cut)),
    REDEAL_CHECK: Phase(_fixed(REDEAL_CHOICES), _stepping(calls.answer_redeal)),
    HANDOFF_OFFER: Phase(_fixed(OFFER_CHOICES), _stepping(calls.offer)),
    HANDOFF_ANSWER: Phase(_fixed(ANSWER_CHOICES), _stepping(calls.answer)),
    HANDOFF_GIVE: Phase(
        lambda m, s: tuple(GIVE_ACTION[c] for c in calls.gift_options(m, s)),
        _stepping(calls.give),
        _refuse_gift,
    ),
    LEAD_SELECT: Phase(_fixed(LEAD_CHOICES), _stepping(calls.choose_leader)),
}


class KozelClassicMatch(KozelClassicState):
    """One match to six pairs: the phase table, the play of the tricks, the blinds and
    the views."""

    lazy_policy_view = False  # (engine.policy_view) face-down plays in a trick show no card

    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        trick(),
        hidden("stock", ordered=True),
        hidden("set_aside"),
        hidden("drawn"),
        public("bank_red"),
        public("bank_black"),
    )

    @property
    def bank_red(self) -> list[Card]:
        """The cards taken by Red (seats 0 and 2)."""
        return self.banks[0]

    @property
    def bank_black(self) -> list[Card]:
        """The cards taken by Black (seats 1 and 3)."""
        return self.banks[1]

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle; the first deal draws a random dealer (A-D1) after the shuffle."""
        self.begin_deal(dealer)
        self._reset_deal()
        self.deck = DECK
        self.stock = self.chance.shuffle(DECK)
        if dealer is None:
            dealer = self.chance.randrange(4)
            self.record_dealer(dealer)
        self.dealer = dealer
        events = [Event("deal_start", dealer, value=str(self.deal_number))]
        entitled = self.board.entitled
        if self.opts.boasting and entitled is not None:
            self.askers = [
                s for s in asking_order(dealer) if team_of(s) == entitled and s not in self.blind
            ]
        if self.askers:
            self.ask(BOAST_OFFER, self.askers[0])
        else:
            calls.deal_all(self, events)
        self.settle(events)
        return events

    # --- play -------------------------------------------------------------------

    def play(self, seat: int, action: Action) -> list[Event]:
        """The ``play`` phase: ``seat`` plays a card face up; the fourth closes the trick."""
        card = action.cards[0]
        self.hands[seat].remove(card)
        trick_ = self.trick
        suit = SUIT_OF[card]
        if not trick_:
            self.led_suit = suit
            self.suits_led.add(suit)
        elif suit != self.led_suit and (seat not in self.blind or self.blind_follows):
            self.voids[seat].add(self.led_suit)
        trick_.append((seat, card))
        events = [PLAY_EVENT[seat][card]]
        if len(trick_) < 4:
            self.to_move = (seat + 1) % 4
        else:
            self.finish_trick(events)
        return events

    def legal_play(self, seat: int) -> tuple[Action, ...]:
        """The cards ``seat`` (to move) may play."""
        hand_ = self.hands[seat]
        led = self.led_suit if self.trick else ""
        memo = self.quiet
        found = FOLLOWING.plays(hand_, led, memo)
        if found or not self.void_rules:
            return found or FOLLOWING.plays(hand_, "", memo)
        # void in the led suit: the optional trump duty and the ace ban apply
        if not memo:
            return tuple([PLAY_ACTION[c] for c in legal_cards(hand_, self.ctx, self.void_rules)])
        void_key = (tuple(hand_), led, frozenset(self.suits_led), self.void_code)
        void = _VOID.get(void_key)
        if void is None:
            if len(_VOID) >= FOLLOWING.limit:
                _VOID.clear()
            cards = legal_cards(hand_, self.ctx, self.void_rules)
            void = _VOID[void_key] = tuple([PLAY_ACTION[c] for c in cards])
        return void

    phase_table: ClassVar[dict[str, Phase]] = {
        **PHASES,
        PLAY: Phase(legal_play, play, _refuse_card),
    }

    # --- scoring ----------------------------------------------------------------

    def match_done(self) -> bool:
        return self.board.match_winner() is not None

    def end_match(self) -> list[Event]:
        board = self.board
        winner = board.match_winner()
        assert winner is not None
        titles = loser_titles(board, winner, *self.goad)
        return self.team_match_end(
            winner,
            titles,
            board.shown(),
            ClassicResult(
                pairs=tuple(board.pairs),
                received_egg_pair=tuple(board.received_egg_pair),
                deals=len(self.deal_summaries),
            ),
        )

    # --- blinds -----------------------------------------------------------------

    def settle(self, events: list[Event]) -> None:
        """Make the blinds' moves («слепой»): random, recorded as ``auto``."""
        blind = self.blind
        while self.to_move in blind and not self.deal_done:
            seat = self.to_move
            action = self._blind_action(seat)
            self.record.log_action(seat, action, auto=True)
            events += self.phase_table[self.phase].apply(self, seat, action)
        self._legal = None

    def _blind_action(self, seat: int) -> Action:
        if self.phase == MIRROR_CUT:
            return CUTS[self.chance.randrange(len(self.stock))]
        if self.phase == BOAST_DRAW:
            return PLAY_ACTION[self.chance.pick(self.drawn)]
        assert self.phase == PLAY, self.phase
        if self.blind_follows:
            options: Sequence[Action] = self.legal_play(seat)
        else:
            options = [PLAY_ACTION[c] for c in self.hands[seat]]
        return self.chance.pick(options)

    # --- views ------------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        down = self.face_down
        return self.table_view(
            seat,
            trick=tuple(
                Play(s, (c if seat is None or s == seat or s not in down else None,))
                for s, c in self.trick
            ),
            trick_leader=self.trick[0][0] if self.trick else None,
            teams=TEAMS,
            trump=TRUMP_CODE,
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(self.seat_tricks),
            points_taken=tuple(self.seat_points),
        )

    def _public(self) -> ClassicPublic:
        board = self.board
        drawer = None
        if self.boast is not None and self.drawer_index < 4:
            drawer = self.drawers[self.drawer_index]
        return ClassicPublic(
            pairs=tuple(board.pairs),
            pairs_shown=board.shown(),
            goal=6,
            eggs_pending=board.eggs_pending,
            entitled_team=board.entitled,
            received_egg_pair=tuple(board.received_egg_pair),
            redeals=self.redeals,
            boast=self.boast,
            boaster=self.boaster,
            drawer=drawer,
            stock=len(self.stock),
            set_aside=len(self.set_aside),
            drawn=len(self.drawn),
            trick_number=min(self.tricks_done + 1, 8),
            tricks_won=tuple(self.team_tricks),
            played=tuple(self.played),
            voids=tuple(tuple(sorted(v)) for v in self.voids),
            suits_led=tuple(sorted(self.suits_led)),
            handoffs=self.handoffs,
            blind_seats=tuple(sorted(self.blind)),
        )

    def _private(self, seat: int | None) -> ClassicPrivate:
        if seat is None:
            return ClassicPrivate(drawn=tuple(self.drawn))
        shown = seat == self.to_move and self.drawn
        return ClassicPrivate(
            redeal_eligible=redeal_eligible(self.hands[seat]),
            trumps=trump_count(self.hands[seat]),
            drawn=tuple(self.drawn) if shown else None,
        )

    # --- search states and worlds ------------------------------------------------

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """The declared zones hidden from ``seat`` (its draw only from the others, while
        it chooses) and the face-down trick cards (``down<s>``, one card each)."""
        zones = super().hidden_zones(seat)
        if self.phase != BOAST_DRAW or self.to_move == seat:
            del zones["drawn"]
        for s, card in self.trick:
            if s in self.face_down and s != seat:
                zones[f"down{s}"] = [card] if card is not None else []
        return zones

    def hidden_cards(self, seat: int) -> list[Card]:
        """The cards of :meth:`hidden_zones` (the face-down trick cards included)."""
        return [c for cards in self.hidden_zones(seat).values() for c in cards]

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        if name.startswith("down"):
            s = int(name[4:])
            card: Any = cards[0] if cards else None
            self.trick[:] = [(p, card if p == s else c) for p, c in self.trick]
            return
        super().put_zone(seat, name, cards)

    def known_voids(self) -> Sequence[set[str]]:
        """The game's own voids (a blind that need not follow shows none)."""
        return self.voids

    def effective_suits(self) -> Mapping[Card, str]:
        return SUIT_OF

    def zone_facts(self, seat: int) -> ZoneFacts:
        return worlds.zone_facts(self, seat)

    def conceal(self, seat: int) -> None:
        worlds.conceal(self, seat)

    def refill(self, seat: int) -> None:
        worlds.refill(self, seat)


class KozelClassic(Game):
    """«Козёл» with boasts and the sixes scoreboard."""

    id = "kozel_classic"
    match_class = KozelClassicMatch
    names: Mapping[str, str] = {"en": "Kozel (classic)", "ru": "Козёл"}
    family = "kozel"
    menu_order = 10
    sheet = KOZEL_CLASSIC_SHEET
    min_seats = 4
    max_seats = 4
    default_seats = 4
    options = OPTIONS
    teams_fixed = True
    deal_points_total = 120
    test_variants = (
        (4, {"boasting": False}),
        (4, {"must_trump_when_void": True, "ace_discard_ban": False}),
        (4, {"blind_seats": (1,)}),
        (4, {"blind_seats": (1, 3), "blind_follows_rules": False}),
        (4, {"blind_seats": (0, 1, 2), "blind_follows_rules": True}),
        (4, {"mirror_show_layer": True, "redeal_demand": False, "last_trump_handoff": False}),
    )


GAME = register(KozelClassic())
