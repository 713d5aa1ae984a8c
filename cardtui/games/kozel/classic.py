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
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.options import OptionSpec, typed_options
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, Play, View
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine
from cardtui.engine.trick import TrickContext, legal_cards, refusal_reason
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
    DISPLAY,
    ORDER,
    SUIT_OF,
    TEAMS,
    Board,
    asking_order,
    follow_rules,
    hand_points,
    loser_titles,
    pair_lines,
    redeal_eligible,
    team_of,
    trick_winner,
    trump_count,
)
from cardtui.games.kozel.classic_sheet import KOZEL_CLASSIC_SHEET
from cardtui.games.kozel.core import PLAY, PLAY_ACTION, PLAY_EVENT, FollowSets, KozelMatch

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


@dataclass(frozen=True, slots=True)
class ClassicOptions:
    """The options of classic Kozel (house rules)."""

    boasting: bool
    """Boast deals («хвалёнка»)."""
    redeal_demand: bool
    """A redeal on four 9s or at most 12 points."""
    last_trump_handoff: bool
    """The last-trump handoff between partners («отдаю последнего козыря»)."""
    ace_discard_ban: bool
    """No discarding a plain ace of a suit not led yet («запрет сноса туза»)."""
    must_trump_when_void: bool
    """A player void in the led suit must trump."""
    mirror_show_layer: bool
    """The mirror drawer sees the whole cut layer."""
    blind_seats: tuple[int, ...]
    """Seats the engine plays at random («слепой»)."""
    blind_follows_rules: bool
    """Whether a blind seat's random card follows the rules."""


FOLLOWING = FollowSets(SUIT_OF)
"""The plays that follow suit, per hand (all when leading; none when void, where the
further rules decide)."""
_VOID: dict[tuple[tuple[Card, ...], str, frozenset[str], tuple[bool, bool]], tuple[Action, ...]]
_VOID = {}
"""The plays of a hand void in the led suit, by the suits led so far and the options
(the trump duty, the ace ban)."""

# --- the phase table --------------------------------------------------------------

Step = Callable[["KozelClassicMatch", int, Action, list[Event]], None]


def _stepping(step: Step) -> Callable[[KozelClassicMatch, int, Action], list[Event]]:
    """A phase move from a step that adds its events to a list."""

    def apply(match: KozelClassicMatch, seat: int, action: Action) -> list[Event]:
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


class KozelClassicMatch(KozelMatch):
    """One match to six pairs."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        trick(),
        hidden("stock", ordered=True),
        hidden("set_aside"),
        hidden("drawn"),
        public("bank_red"),
        public("bank_black"),
    )

    def setup(self) -> None:
        self.opts = typed_options(ClassicOptions, self.game.options, self.options)
        self.blind: frozenset[int] = frozenset(self.opts.blind_seats)
        self.blind_follows = self.opts.blind_follows_rules
        self.rules = follow_rules(self.opts.must_trump_when_void, self.opts.ace_discard_ban)
        self.void_rules = self.rules[1:]
        self.void_code = (self.opts.must_trump_when_void, self.opts.ace_discard_ban)
        """The rules past following suit: what still binds a seat void in the led suit."""
        self.board = Board()
        self.goad: tuple[int, int | None] = (0, None)
        """The winners' pairs before the deal just closed and their card points in it
        (``None``: not played out), for the «с погонялом» title."""
        self._reset_deal()

    # --- deal state ---------------------------------------------------------

    def _reset_deal(self) -> None:
        self.hands = [[], [], [], []]
        """Hands; during a boast deal, the kept piles."""
        self.stock: list[Card] = []
        self.set_aside: list[Card] = []
        self.drawn: list[Card] = []
        """Blank cards of the last pants draw, waiting for the drawer's choice."""
        self.trick = []
        self.face_down: set[int] = set()
        self.banks: list[list[Card]] = [[], []]
        self.seat_points = [0, 0, 0, 0]
        self.team_tricks = [0, 0]
        self.seat_tricks = [0, 0, 0, 0]
        self.tricks_done = 0
        self.suits_led: set[str] = set()
        self.led_suit = ""
        self.played: list[Card] = []
        self.voids: list[set[str]] = [set(), set(), set(), set()]
        self.last_trick = ()
        self.last_winner = None
        self.redeals = 0
        self.boast: str | None = None
        self.boaster: int | None = None
        self.drawers: tuple[int, ...] = ()
        self.drawer_index = 0
        self.askers: list[int] = []
        self.handoff_pos = 0
        self.handoffs: tuple[tuple[int, int], ...] = ()
        self.participated: frozenset[int] = frozenset()
        self.swaps: tuple[tuple[int, Card, int, Card], ...] = ()
        """Handoffs as (giver, trump, receiver, card given back): each side knows its own."""
        self.aside_seen: list[list[Card]] = [[], [], [], []]
        """Per drawer, the cards it saw go to the set-aside pile in a boast deal."""
        self.overflows: tuple[tuple[int, int, Card], ...] = ()
        """(drawer, partner, card) for good cards a drawer put in its partner's pile."""

    @property
    def bank_red(self) -> list[Card]:
        """The cards taken by Red (seats 0 and 2)."""
        return self.banks[0]

    @property
    def bank_black(self) -> list[Card]:
        """The cards taken by Black (seats 1 and 3)."""
        return self.banks[1]

    @property
    def ctx(self) -> TrickContext:
        """What the follow rules look at: the led card and the suits led this deal."""
        return TrickContext(ORDER, self.trick[0][1] if self.trick else None, self.suits_led)

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
            self.deal_all(events)
        self.settle(events)
        return events

    def sort_hands(self) -> None:
        """Every hand in display order."""
        for cards in self.hands:
            cards.sort(key=DISPLAY.__getitem__)

    def deal_all(self, events: list[Event]) -> None:
        """S3: the whole stock, one card at a time clockwise from the dealer's left."""
        stock = self.stock
        first = self.dealer + 1
        self.hands = [[], [], [], []]
        for i in range(4):
            self.hands[(first + i) % 4] = stock[i::4]
        self.stock = []
        self.sort_hands()
        calls.start_redeal_check(self, events)

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

    def finish_trick(self, events: list[Event]) -> None:
        """The trick goes to its winner's team bank; after trick 8 the deal is scored."""
        winner = trick_winner(self.trick)
        cards = self.gather_trick(winner)
        points = hand_points(cards)
        team = winner % 2
        self.banks[team] += cards
        self.played += cards
        self.seat_points[winner] += points
        self.team_tricks[team] += 1
        self.seat_tricks[winner] += 1
        self.tricks_done += 1
        if not self.quiet:
            events.append(Event("trick_won", winner, cards, str(points)))
        if self.tricks_done == 8:
            self._end_deal(events)
            return
        if self.tricks_done == 1 and self.boast is not None:
            boast.complete_hands(self)
        self.ask(PLAY, winner)

    def legal_play(self, seat: int) -> tuple[Action, ...]:
        """The cards ``seat`` (to move) may play."""
        hand_ = self.hands[seat]
        led = self.led_suit if self.trick else ""
        found = FOLLOWING.plays(hand_, led)
        if found or not self.void_rules:
            return found or FOLLOWING.plays(hand_, "")
        # void in the led suit: the optional trump duty and the ace ban apply
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

    def _end_deal(self, events: list[Event]) -> None:
        points = self.seat_points
        team_points = (points[0] + points[2], points[1] + points[3])
        before = list(self.board.pairs)
        eggs = self.board.eggs_pending
        outcome, team, gain = self.board.score_play(team_points, self.team_tricks)
        goad = (0, None) if team is None else (before[team], team_points[team])
        lines = pair_lines(outcome, team, before, eggs, team_points, self.team_tricks)
        self.close(outcome, team, gain, goad, events, lines, True)

    def close(
        self,
        outcome: str,
        team: int | None,
        gain: int,
        goad: tuple[int, int | None],
        events: list[Event],
        lines: tuple[ScoreLine, ...],
        counted: bool,
    ) -> None:
        """Close the deal credited to ``team`` (``None``: eggs) with ``gain`` pairs."""
        points = self.seat_points
        self.goad = goad
        summary = self.team_summary(
            outcome,
            team,
            points if counted else (0, 0, 0, 0),
            lines,
            lines[-1].amounts or (0, 0),
            counted=counted,
            team_points=(points[0] + points[2], points[1] + points[3]),
            team_tricks=tuple(self.team_tricks),
            credited_team=team,
            pairs_gained=gain,
            pairs=tuple(self.board.pairs),
            eggs_pending=self.board.eggs_pending,
            dealer=self.dealer,
            boast=self.boast,
            boaster=self.boaster,
            redeals=self.redeals,
        )
        events += self.close_deal(summary, seat=None)

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
            pairs=tuple(board.pairs),
            received_egg_pair=tuple(board.received_egg_pair),
            deals=len(self.deal_summaries),
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

    def _public(self) -> dict[str, Any]:
        board = self.board
        drawer = None
        if self.boast is not None and self.drawer_index < 4:
            drawer = self.drawers[self.drawer_index]
        return {
            "pairs": tuple(board.pairs),
            "pairs_shown": board.shown(),
            "goal": 6,
            "eggs_pending": board.eggs_pending,
            "entitled_team": board.entitled,
            "received_egg_pair": tuple(board.received_egg_pair),
            "redeals": self.redeals,
            "boast": self.boast,
            "boaster": self.boaster,
            "drawer": drawer,
            "stock": len(self.stock),
            "set_aside": len(self.set_aside),
            "drawn": len(self.drawn),
            "trick_number": min(self.tricks_done + 1, 8),
            "tricks_won": tuple(self.team_tricks),
            "played": tuple(self.played),
            "voids": tuple(tuple(sorted(v)) for v in self.voids),
            "suits_led": tuple(sorted(self.suits_led)),
            "handoffs": self.handoffs,
            "blind_seats": tuple(sorted(self.blind)),
        }

    def _private(self, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return {"drawn": tuple(self.drawn)}
        private: dict[str, Any] = {
            "redeal_eligible": redeal_eligible(self.hands[seat]),
            "trumps": trump_count(self.hands[seat]),
        }
        if seat == self.to_move and self.drawn:
            private["drawn"] = tuple(self.drawn)
        return private

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
