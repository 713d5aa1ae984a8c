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
from cardtui.engine.chance import Chance
from cardtui.engine.options import OptionSpec, OptionValue
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine, seat_points
from cardtui.engine.trick import TrickContext, legal_cards, refusal_reason
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.classic_rules import (
    BOAST_KINDS,
    DECK,
    DISPLAY,
    DRAW_SIZE,
    GOOD,
    HAND_LIMIT,
    NINES,
    ORDER,
    POINTS,
    SEVEN_OF_DIAMONDS,
    SUIT_OF,
    TEAMS,
    TRUMPS,
    Board,
    asking_order,
    follow_rules,
    hand_points,
    keeper,
    loser_titles,
    pair_lines,
    partner,
    redeal_eligible,
    take_draw,
    team_of,
    trick_winner,
    trump_count,
)
from cardtui.games.kozel.classic_sheet import KOZEL_CLASSIC_SHEET

BOAST_OFFER = "boast_offer"
BOAST_DRAW = "boast_draw"
MIRROR_CUT = "mirror_cut"
REDEAL_CHECK = "redeal_check"
HANDOFF_OFFER = "handoff_offer"
HANDOFF_ANSWER = "handoff_answer"
HANDOFF_GIVE = "handoff_give"
LEAD_SELECT = "lead_select"
PLAY = "play"
OVER = "over"

TRUMP_CODE = "QJD"
"""View trump code: all queens, all jacks and the diamonds."""

PLAY_ACTION: dict[Card, Action] = {c: Action.play(c) for c in DECK}
GIVE_ACTION: dict[Card, Action] = {c: Action("give", (c,)) for c in DECK}
CUTS: tuple[Action, ...] = tuple(Action.choice("cut", str(k)) for k in range(1, len(DECK) + 1))
BOAST_CHOICES: tuple[Action, ...] = (PASS, *(Action.choice("boast", k) for k in BOAST_KINDS))
DEMAND = Action.choice("demand")
OFFER = Action.choice("offer")
ACCEPT = Action.choice("accept")
REFUSE = Action.choice("refuse")
LEAD_SELF = Action.choice("lead", "self")
LEAD_PARTNER = Action.choice("lead", "partner")

PLAY_EVENT: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("play", s, (c,)) for c in DECK} for s in range(4)
)
"""Face-up play events, made once (events are immutable)."""

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


class KozelClassicMatch(Match):
    """One match to six pairs."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        blind = options["blind_seats"]
        self.blind: frozenset[int] = frozenset(blind if isinstance(blind, tuple) else ())
        self.blind_follows = bool(options["blind_follows_rules"])
        self.rules = follow_rules(
            bool(options["must_trump_when_void"]), bool(options["ace_discard_ban"])
        )
        self.board = Board()
        self.over = False
        self.titles: tuple[str, ...] = ()
        self.winner_team: int | None = None
        self.phase = PLAY
        self.to_move: int | None = None
        self._legal: tuple[Action, ...] | None = None
        self.dealer = 0
        self._reset_deal()
        events: list[Event] = []
        self._start_deal(None, events)
        self._settle(events)
        self.opening_events = events

    # --- deal state ---------------------------------------------------------

    def _reset_deal(self) -> None:
        self.hands: list[list[Card]] = [[], [], [], []]
        """Hands; during a boast deal, the kept piles."""
        self.stock: list[Card] = []
        self.set_aside: list[Card] = []
        self.drawn: list[Card] = []
        """Blank cards of the last pants draw, waiting for the drawer's choice."""
        self.trick: list[tuple[int, Card]] = []
        self.face_down: set[int] = set()
        self.banks: list[list[Card]] = [[], []]
        self.seat_points = [0, 0, 0, 0]
        self.team_tricks = [0, 0]
        self.seat_tricks = [0, 0, 0, 0]
        self.tricks_done = 0
        self.suits_led: set[str] = set()
        self.ctx = TrickContext(ORDER, None, self.suits_led)
        self.led_suit = ""
        self.played: list[Card] = []
        self.voids: list[set[str]] = [set(), set(), set(), set()]
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.redeals = 0
        self.boast: str | None = None
        self.boaster: int | None = None
        self.drawers: tuple[int, ...] = ()
        self.drawer_index = 0
        self.askers: list[int] = []
        self.handoff_pos = 0
        self.handoffs: list[tuple[int, int]] = []
        self.participated: set[int] = set()
        self.swaps: list[tuple[int, Card, int, Card]] = []
        """Handoffs as (giver, trump, receiver, card given back): each side knows its own."""
        self.aside_seen: list[list[Card]] = [[], [], [], []]
        """Per drawer, the cards it saw go to the set-aside pile in a boast deal."""
        self.overflows: list[tuple[int, int, Card]] = []
        """(drawer, partner, card) for good cards a drawer put in its partner's pile."""

    def _start_deal(self, dealer: int | None, events: list[Event]) -> None:
        """Shuffle; the first deal draws a random dealer (A-D1) after the shuffle."""
        self.begin_deal(dealer)
        self._reset_deal()
        self.deck = DECK
        self.stock = self.chance.shuffle(DECK)
        if dealer is None:
            dealer = self.chance.randrange(4)
            self.record_dealer(dealer)
        self.dealer = dealer
        events.append(Event("deal_start", dealer, value=str(self.deal_number)))
        entitled = self.board.entitled
        if self.options["boasting"] and entitled is not None:
            self.askers = [
                s for s in asking_order(dealer) if team_of(s) == entitled and s not in self.blind
            ]
            if self.askers:
                self._ask(BOAST_OFFER, self.askers[0])
                return
        self._deal_all(events)

    def _ask(self, phase: str, seat: int) -> None:
        self.phase = phase
        self.to_move = seat

    def _sort_hands(self) -> None:
        for hand in self.hands:
            hand.sort(key=DISPLAY.__getitem__)

    def _deal_all(self, events: list[Event]) -> None:
        """S3: the whole stock, one card at a time clockwise from the dealer's left."""
        stock = self.stock
        first = self.dealer + 1
        self.hands = [[], [], [], []]
        for i in range(4):
            self.hands[(first + i) % 4] = stock[i::4]
        self.stock = []
        self._sort_hands()
        self._start_redeal_check(events)

    # --- S4 redeal ----------------------------------------------------------

    def _start_redeal_check(self, events: list[Event]) -> None:
        if self.options["redeal_demand"]:
            self.askers = [
                s
                for s in asking_order(self.dealer)
                if s not in self.blind and redeal_eligible(self.hands[s])
            ]
            if self.askers:
                self._ask(REDEAL_CHECK, self.askers[0])
                return
        self._start_handoff(events)

    def _on_redeal(self, seat: int, action: Action, events: list[Event]) -> None:
        if action.kind == "pass":
            self.askers.pop(0)
            if self.askers:
                self.to_move = self.askers[0]
            else:
                self._start_handoff(events)
            return
        self.redeals += 1
        events.append(Event("redeal", seat, tuple(self.hands[seat]), str(self.redeals)))
        if self.redeals == 3:
            self._forfeit(events)
            return
        self.stock = self.chance.shuffle(DECK)
        self._deal_all(events)

    def _forfeit(self, events: list[Event]) -> None:
        dealer_team = team_of(self.dealer)
        pairs, eggs = tuple(self.board.pairs), self.board.eggs_pending
        outcome, team, gain = self.board.score_forfeit(dealer_team)
        events.append(Event("forfeit", self.dealer, value=str(team)))
        lines = pair_lines(outcome, team, pairs, eggs, None, self.team_tricks)
        self._close_deal(outcome, team, gain, pairs[1 - dealer_team], None, events, lines, False)

    # --- S5 last-trump handoff ------------------------------------------------

    def _start_handoff(self, events: list[Event]) -> None:
        if not self.options["last_trump_handoff"]:
            self._start_lead(events)
            return
        self.handoff_pos = 0
        self._next_handoff(events)

    def _next_handoff(self, events: list[Event]) -> None:
        """Ask the next player in asking order who holds exactly one trump."""
        order = asking_order(self.dealer)
        while self.handoff_pos < 4:
            giver = order[self.handoff_pos]
            self.handoff_pos += 1
            mate = partner(giver)
            if giver in self.blind or mate in self.blind or giver in self.participated:
                continue
            if trump_count(self.hands[giver]) == 1:
                self._ask(HANDOFF_OFFER, giver)
                return
        self._start_lead(events)

    def _on_offer(self, seat: int, action: Action, events: list[Event]) -> None:
        if action.kind == "pass":
            self._next_handoff(events)
            return
        events.append(Event("offer", seat))
        self._ask(HANDOFF_ANSWER, partner(seat))

    def _on_answer(self, seat: int, action: Action, events: list[Event]) -> None:
        events.append(Event(action.kind, seat))
        if action.kind == "refuse":
            self._next_handoff(events)
            return
        gifts = self._gift_options(seat)
        if len(gifts) == 1:
            self._swap(seat, gifts[0], events)
        else:
            self._ask(HANDOFF_GIVE, seat)

    def _gift_options(self, seat: int) -> list[Card]:
        """A non-trump of the receiver's choice; a trump only when he holds nothing else."""
        hand = self.hands[seat]
        plain = [c for c in hand if c not in TRUMPS]
        return plain or list(hand)

    def _on_give(self, seat: int, action: Action, events: list[Event]) -> None:
        self._swap(seat, action.cards[0], events)

    def _swap(self, receiver: int, gift: Card, events: list[Event]) -> None:
        """The simultaneous face-down exchange: the giver's trump for the receiver's card."""
        giver = partner(receiver)
        trump = next(c for c in self.hands[giver] if c in TRUMPS)
        self.hands[giver].remove(trump)
        self.hands[receiver].remove(gift)
        self.hands[giver].append(gift)
        self.hands[receiver].append(trump)
        self._sort_hands()
        self.participated.update((giver, receiver))
        self.handoffs.append((giver, receiver))
        self.swaps.append((giver, trump, receiver, gift))
        events.append(Event("handoff", giver, value=str(receiver)))
        events.append(Event("received", giver, (gift,), to=frozenset((giver,))))
        events.append(Event("received", receiver, (trump,), to=frozenset((receiver,))))
        self._next_handoff(events)

    # --- S6 lead --------------------------------------------------------------

    def _start_lead(self, events: list[Event]) -> None:
        entitled = self.board.entitled
        if entitled is None:
            holder = next(s for s in range(4) if SEVEN_OF_DIAMONDS in self.hands[s])
            events.append(Event("leader", holder, value="7D"))
            self._start_play(holder)
            return
        first = next(s for s in asking_order(self.dealer) if team_of(s) == entitled)
        mate = partner(first)
        if first not in self.blind:
            self._ask(LEAD_SELECT, first)
        elif mate not in self.blind:
            self._ask(LEAD_SELECT, mate)
        else:
            events.append(Event("leader", first, value="blind"))
            self._start_play(first)

    def _on_lead(self, seat: int, action: Action, events: list[Event]) -> None:
        leader = seat if action.value == "self" else partner(seat)
        events.append(Event("leader", leader, value=action.value))
        self._start_play(leader)

    def _start_play(self, leader: int) -> None:
        self._ask(PLAY, leader)

    # --- S1/S2 boasts -----------------------------------------------------------

    def _on_boast_offer(self, seat: int, action: Action, events: list[Event]) -> None:
        if action.kind == "pass":
            events.append(Event("no_boast", seat))
            self.askers.pop(0)
            if self.askers:
                self.to_move = self.askers[0]
            else:
                self._deal_all(events)
            return
        self.boast = action.value
        self.boaster = seat
        self.drawers = tuple((seat + i) % 4 for i in range(4))
        self.drawer_index = 0
        events.append(Event("boast", seat, value=action.value))
        self._next_drawer(events)

    def _next_drawer(self, events: list[Event]) -> None:
        """Run the draws until a drawer must decide, or trick 1 is complete."""
        while self.drawer_index < 4:
            drawer = self.drawers[self.drawer_index]
            if self.boast == "mirror":
                self._ask(MIRROR_CUT, drawer)
                return
            if not self._pants_draw(drawer, events):
                return
        self._finish_boast_trick(events)

    def _pants_draw(self, drawer: int, events: list[Event]) -> bool:
        """Draw until a blank shows; True when the drawer's trick-1 card is down."""
        n = DRAW_SIZE[self.boast or "pants"]
        while True:
            drawn = take_draw(self.stock, n)
            events.append(Event("drawn", drawer, tuple(drawn), to=frozenset((drawer,))))
            blanks: list[Card] = []
            for card in drawn:
                if card in GOOD:
                    self._keep(drawer, card, events)
                else:
                    blanks.append(card)
            if blanks:
                break
        if len(blanks) == 1:
            self._boast_play(drawer, blanks[0], events)
            return True
        self.drawn = blanks
        self._ask(BOAST_DRAW, drawer)
        return False

    def _on_boast_draw(self, seat: int, action: Action, events: list[Event]) -> None:
        card = action.cards[0]
        rest = [c for c in self.drawn if c is not card]
        self.drawn = []
        if rest:
            self.set_aside.extend(rest)
            self.aside_seen[seat].extend(rest)
            events.append(Event("set_aside", seat, value=str(len(rest))))
        self._boast_play(seat, card, events)
        self._next_drawer(events)

    def _on_cut(self, seat: int, action: Action, events: list[Event]) -> None:
        if self._mirror_cut(seat, int(action.value), events):
            self._next_drawer(events)

    def _mirror_cut(self, drawer: int, depth: int, events: list[Event]) -> bool:
        """Cut ``depth`` cards; reveal the layer from its bottom. True once a card is played."""
        layer = self.stock[:depth]
        del self.stock[:depth]
        events.append(Event("cut", drawer, value=str(depth)))
        if self.options["mirror_show_layer"]:
            events.append(Event("layer", drawer, tuple(layer), to=frozenset((drawer,))))
        lead: Card | None = None
        seen: list[Card] = []
        while layer:
            card = layer.pop()
            seen.append(card)
            if card in TRUMPS:
                self._keep(drawer, card, events)
            else:
                lead = card
                break
        self.stock[:0] = layer
        events.append(Event("drawn", drawer, tuple(seen), to=frozenset((drawer,))))
        if lead is None:
            return False
        self._boast_play(drawer, lead, events)
        return True

    def _keep(self, drawer: int, card: Card, events: list[Event]) -> None:
        """The capacity rule: own pile, else the partner's, else the set-aside pile."""
        target = keeper(drawer, [len(h) for h in self.hands])
        if target is None:
            self.set_aside.append(card)
            self.aside_seen[drawer].append(card)
            events.append(Event("set_aside", drawer, value="1"))
        elif target == drawer:
            self.hands[drawer].append(card)
        else:
            self.hands[target].append(card)
            self.overflows.append((drawer, target, card))
            events.append(
                Event("overflow", drawer, (card,), str(target), frozenset((drawer, target)))
            )

    def _boast_play(self, drawer: int, card: Card, events: list[Event]) -> None:
        """Put the drawer's trick-1 card down (b and b+1 face down in pants)."""
        down = self.boast != "mirror" and self.drawer_index < 2
        self.trick.append((drawer, card))
        if down:
            self.face_down.add(drawer)
            events.append(Event("play_down", drawer))
        else:
            events.append(Event("play", drawer, (card,)))
        self.drawer_index += 1

    def _finish_boast_trick(self, events: list[Event]) -> None:
        if self.face_down:
            self.face_down.clear()
            events.append(Event("reveal", None, tuple(c for _, c in self.trick)))
        self.suits_led.add(SUIT_OF[self.trick[0][1]])
        self._finish_trick(events)

    def _complete_hands(self) -> None:
        """After boast trick 1: shuffle X into the stock, deal everyone up to 7 (A-D10)."""
        pool = self.chance.shuffle(self.stock + self.set_aside)
        self.stock = []
        self.set_aside = []
        seat = (self.dealer + 1) % 4
        hands = self.hands
        for card in pool:
            while len(hands[seat]) >= HAND_LIMIT:
                seat = (seat + 1) % 4
            hands[seat].append(card)
            seat = (seat + 1) % 4
        self._sort_hands()

    # --- play -------------------------------------------------------------------

    def _on_play(self, seat: int, action: Action, events: list[Event]) -> None:
        self._play_card(seat, action.cards[0], events)

    def _play_card(self, seat: int, card: Card, events: list[Event]) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        suit = SUIT_OF[card]
        if not trick:
            self.led_suit = suit
            self.ctx.led = card
            self.suits_led.add(suit)
        elif suit != self.led_suit and (seat not in self.blind or self.blind_follows):
            self.voids[seat].add(self.led_suit)
        trick.append((seat, card))
        events.append(PLAY_EVENT[seat][card])
        if len(trick) < 4:
            self.to_move = (seat + 1) % 4
        else:
            self._finish_trick(events)

    def _finish_trick(self, events: list[Event]) -> None:
        trick = self.trick
        winner = trick_winner(trick)
        cards = [c for _, c in trick]
        points = hand_points(cards)
        team = winner % 2
        self.banks[team] += cards
        self.played += cards
        self.seat_points[winner] += points
        self.team_tricks[team] += 1
        self.seat_tricks[winner] += 1
        self.tricks_done += 1
        self.last_trick = tuple(trick)
        self.last_winner = winner
        self.trick = []
        self.ctx.led = None
        events.append(Event("trick_won", winner, tuple(cards), str(points)))
        if self.tricks_done == 8:
            self._end_deal(events)
            return
        if self.tricks_done == 1 and self.boast is not None:
            self._complete_hands()
        self.phase = PLAY
        self.to_move = winner

    def _legal_play(self) -> tuple[Action, ...]:
        assert self.to_move is not None
        hand = self.hands[self.to_move]
        if self.trick:
            led = self.led_suit
            follow = [PLAY_ACTION[c] for c in hand if SUIT_OF[c] == led]
            if follow:
                return tuple(follow)
            # void in the led suit: the optional trump duty and the ace ban apply
            return tuple([PLAY_ACTION[c] for c in legal_cards(hand, self.ctx, self.rules)])
        return tuple([PLAY_ACTION[c] for c in hand])

    # --- scoring ----------------------------------------------------------------

    def _end_deal(self, events: list[Event]) -> None:
        points = self.seat_points
        team_points = (points[0] + points[2], points[1] + points[3])
        before = list(self.board.pairs)
        eggs = self.board.eggs_pending
        outcome, team, gain = self.board.score_play(team_points, self.team_tricks)
        final = None if team is None else team_points[team]
        prior = 0 if team is None else before[team]
        lines = pair_lines(outcome, team, before, eggs, team_points, self.team_tricks)
        self._close_deal(outcome, team, gain, prior, final, events, lines, True)

    def _close_deal(
        self,
        outcome: str,
        team: int | None,
        gain: int,
        pairs_before: int,
        final_points: int | None,
        events: list[Event],
        lines: tuple[ScoreLine, ...],
        counted: bool,
    ) -> None:
        points = self.seat_points
        summary = DealSummary(
            number=self.deal_number,
            card_points=tuple(points) if counted else (0, 0, 0, 0),
            teams=TEAMS,
            winners=() if team is None else TEAMS[team],
            outcome=outcome,
            details={
                "counted": counted,
                "team_points": (points[0] + points[2], points[1] + points[3]),
                "team_tricks": tuple(self.team_tricks),
                "credited_team": team,
                "pairs_gained": gain,
                "pairs": tuple(self.board.pairs),
                "eggs_pending": self.board.eggs_pending,
                "dealer": self.dealer,
                "boast": self.boast,
                "boaster": self.boaster,
                "redeals": self.redeals,
            },
            lines=lines,
            match_points=seat_points(lines[-1].amounts or (0, 0), TEAMS, 4),
        )
        self.deal_summaries.append(summary)
        events.append(Event("deal_end", value=outcome))
        winner = self.board.match_winner()
        if winner is None:
            self._start_deal((self.dealer + 1) % 4, events)
            return
        self.over = True
        self.winner_team = winner
        self.titles = loser_titles(self.board, winner, pairs_before, final_points)
        self.phase = OVER
        self.to_move = None
        events.append(Event("match_end", TEAMS[1 - winner][0], value=" ".join(self.titles)))

    # --- blinds -----------------------------------------------------------------

    def _settle(self, events: list[Event]) -> None:
        """Make the blinds' moves («слепой»): random, recorded as ``auto``."""
        blind = self.blind
        while self.to_move is not None and self.to_move in blind:
            seat = self.to_move
            action = self._blind_action(seat)
            self.record.log_action(seat, action, auto=True)
            self._HANDLERS[self.phase](self, seat, action, events)

    def _blind_action(self, seat: int) -> Action:
        if self.phase == MIRROR_CUT:
            return CUTS[self.chance.randrange(len(self.stock))]
        if self.phase == BOAST_DRAW:
            return PLAY_ACTION[self.chance.pick(self.drawn)]
        assert self.phase == PLAY, self.phase
        if self.blind_follows:
            options: Sequence[Action] = self._legal_play()
        else:
            options = [PLAY_ACTION[c] for c in self.hands[seat]]
        return self.chance.pick(options)

    # --- protocol ---------------------------------------------------------------

    _HANDLERS: ClassVar[
        dict[str, Callable[[KozelClassicMatch, int, Action, list[Event]], None]]
    ] = {
        PLAY: _on_play,
        BOAST_OFFER: _on_boast_offer,
        BOAST_DRAW: _on_boast_draw,
        MIRROR_CUT: _on_cut,
        REDEAL_CHECK: _on_redeal,
        HANDOFF_OFFER: _on_offer,
        HANDOFF_ANSWER: _on_answer,
        HANDOFF_GIVE: _on_give,
        LEAD_SELECT: _on_lead,
    }

    @property
    def current_seat(self) -> int | None:
        return self.to_move

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:
            if self.phase is PLAY:
                legal = self._legal = self._legal_play()
            else:
                legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == PLAY:
            return self._legal_play()
        if phase == BOAST_OFFER:
            return BOAST_CHOICES
        if phase == BOAST_DRAW:
            return tuple(PLAY_ACTION[c] for c in self.drawn)
        if phase == MIRROR_CUT:
            return CUTS[: len(self.stock)]
        if phase == REDEAL_CHECK:
            return (DEMAND, PASS)
        if phase == HANDOFF_OFFER:
            return (OFFER, PASS)
        if phase == HANDOFF_ANSWER:
            return (ACCEPT, REFUSE)
        if phase == HANDOFF_GIVE:
            assert self.to_move is not None
            return tuple(GIVE_ACTION[c] for c in self._gift_options(self.to_move))
        if phase == LEAD_SELECT:
            return (LEAD_SELF, LEAD_PARTNER)
        return ()

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        seat = self.to_move
        assert seat is not None
        if self.phase is PLAY:
            self._play_card(seat, action.cards[0], events)
        else:
            self._HANDLERS[self.phase](self, seat, action, events)
        if self.blind:
            self._settle(events)
        return events

    def explain_illegal(self, action: Action) -> str:
        seat = self.to_move
        if seat is None:
            return "match_over"
        if action.kind == "play" and len(action.cards) == 1:
            card = action.cards[0]
            if self.phase == PLAY:
                hand = self.hands[seat]
                if not self.trick:
                    return "card_not_in_hand" if card not in hand else "not_your_choice"
                return refusal_reason(card, hand, self.ctx, self.rules) or "not_your_choice"
            if self.phase == BOAST_DRAW:
                return "card_not_drawn"
        if action.kind == "give" and len(action.cards) == 1 and self.phase == HANDOFF_GIVE:
            if action.cards[0] not in self.hands[seat]:
                return "card_not_in_hand"
            return "must_give_non_trump"
        return "not_your_choice"

    def hidden_cards(self, seat: int) -> list[Card]:
        hidden = [c for s in range(4) if s != seat for c in self.hands[s]]
        hidden += self.stock
        hidden += self.set_aside
        if self.to_move != seat:
            hidden += self.drawn
        hidden += [c for s, c in self.trick if s in self.face_down and s != seat]
        return hidden

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {f"hand{s}": self.hands[s] for s in range(4)}
        zones["stock"] = self.stock
        zones["set_aside"] = self.set_aside
        zones["drawn"] = self.drawn
        zones["trick"] = [c for _, c in self.trick]
        zones["bank_red"] = self.banks[0]
        zones["bank_black"] = self.banks[1]
        return zones

    def view(self, seat: int | None, search: bool = False) -> View:
        sees_all = seat is None
        hands = tuple(tuple(h) if sees_all or s == seat else None for s, h in enumerate(self.hands))
        trick = tuple(
            Play(s, (c if sees_all or s == seat or s not in self.face_down else None,))
            for s, c in self.trick
        )
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=4,
            phase=self.phase,
            to_move=self.to_move,
            legal=tuple(self.legal_actions()) if seat is not None and seat == self.to_move else (),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=hands,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=trick,
            trick_leader=self.trick[0][0] if self.trick else None,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            teams=TEAMS,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
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
            "handoffs": tuple(self.handoffs),
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

    def result(self) -> MatchResult | None:
        if not self.over or self.winner_team is None:
            return None
        winners = TEAMS[self.winner_team]
        losers = TEAMS[1 - self.winner_team]
        shown = self.board.shown()
        return MatchResult(
            winners=winners,
            losers=losers,
            titles=self.titles,
            scores=tuple(shown[team_of(s)] for s in range(4)),
            details={
                "pairs": tuple(self.board.pairs),
                "received_egg_pair": tuple(self.board.received_egg_pair),
                "deals": len(self.deal_summaries),
            },
        )

    # --- search states and worlds ------------------------------------------------

    def known_voids(self) -> Sequence[set[str]]:
        """The game's own voids (a blind that need not follow shows none)."""
        return self.voids

    def effective_suits(self) -> Mapping[Card, str]:
        return SUIT_OF

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """Other hands (kept piles in a boast deal), stock, set-aside, another's drawn
        blanks and face-down trick cards (``down<s>``, one card each)."""
        zones: dict[str, list[Card]] = {f"hand{s}": self.hands[s] for s in range(4) if s != seat}
        zones["stock"] = self.stock
        zones["set_aside"] = self.set_aside
        if self.phase == BOAST_DRAW and self.to_move != seat:
            zones["drawn"] = self.drawn
        for s, card in self.trick:
            if s in self.face_down and s != seat:
                zones[f"down{s}"] = [card] if card is not None else []
        return zones

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        if name.startswith("down"):
            s = int(name[4:])
            card: Any = cards[0] if cards else None
            self.trick[:] = [(p, card if p == s else c) for p, c in self.trick]
            return
        super().put_zone(seat, name, cards)

    def zone_facts(self, seat: int) -> ZoneFacts:
        facts = ZoneFacts()
        gone = set(self.played) | {c for _, c in self.trick}
        for giver, trump, receiver, gift in self.swaps:
            if seat == giver and trump not in gone:
                facts.pin(f"hand{receiver}", trump)
            elif seat == receiver and gift not in gone:
                facts.pin(f"hand{giver}", gift)
        for giver, receiver in self.handoffs:
            if seat not in (giver, receiver):
                # gave his only trump; got one back only from an all-trump hand
                facts.count(f"hand{giver}", TRUMPS, 0, 1)
        for drawer, target, card in self.overflows:
            if seat == drawer and card not in gone:
                facts.pin(f"hand{target}", card)
        if self.tricks_done == 0:
            facts.pin("set_aside", *self.aside_seen[seat])
        if self.boast is not None and self.tricks_done == 0:
            blanks = [c for c in DECK if c not in GOOD]
            for s in range(4):
                facts.bar(f"hand{s}", blanks)
                facts.bar(f"down{s}", GOOD)
            facts.bar("drawn", GOOD)
        holder = self._one_trump_holder()
        if holder is not None and holder != seat:
            facts.count(f"hand{holder}", TRUMPS, 1, 1)
        if self.phase == REDEAL_CHECK and self.to_move is not None and self.to_move != seat:
            nines = CountRule(NINES, 4, 4)
            facts.rule(f"hand{self.to_move}", CountRule(frozenset(DECK), 0, 12, POINTS, (nines,)))
        return facts

    def _one_trump_holder(self) -> int | None:
        """The seat known to hold exactly one trump: the one offering or making a handoff."""
        if self.to_move is None:
            return None
        if self.phase == HANDOFF_OFFER:
            return self.to_move
        if self.phase in (HANDOFF_ANSWER, HANDOFF_GIVE):
            return partner(self.to_move)
        return None

    def conceal(self, seat: int) -> None:
        self._legal = None
        self.swaps = [sw for sw in self.swaps if seat in (sw[0], sw[2])]
        self.overflows = [o for o in self.overflows if o[0] == seat]
        open_aside = self.tricks_done == 0  # after trick 1 the pile is shuffled into the hands
        self.aside_seen = [
            cards if s == seat and open_aside else [] for s, cards in enumerate(self.aside_seen)
        ]
        if self.phase == REDEAL_CHECK:
            self.askers = self.askers[:1]

    def refill(self, seat: int) -> None:
        self._legal = None
        for s in range(4):
            if s != seat:  # a boast deal's kept piles stay in drawing order
                self.hands[s].sort(key=DISPLAY.__getitem__)
        if self.phase == REDEAL_CHECK and self.askers:
            order = asking_order(self.dealer)
            first = self.askers[0]
            later = order[order.index(first) + 1 :]
            self.askers = [first] + [
                s for s in later if s not in self.blind and redeal_eligible(self.hands[s])
            ]


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
