"""24-card partnership Kozel («Козёл» на 24 карты, запись до 12), spec kozel.md §5.

Four players, partners opposite ({0,2} against {1,3}), 24 cards (A 10 K Q J 6),
six each. Twelve trumps with the 6♣ on top. A team that takes fewer card points
has 2 (or 4 under 30) written against it («пишется»); 12 written loses. The 6♣
played into the same trick as the opponents' Q♣ «ловит даму»: 4 on the Q♣ team.

Flow of one deal (phases are the ``phase`` codes of the view):

* deal 1: the A♦ holder leads A♦ (an engine move); straight to ``play``;
* deals 2+ (§5.4): first ``no_queens``, a round in which every seat, clockwise
  from the first leader, may call the no-queens redeal (when his team holds no
  queen) or pass; then ``single_trump``, a second round in which every seat may
  exchange a single trump with his partner (when he holds exactly one) or pass;
  after an exchange, ``exchange_give`` (the partner picks the card to give
  back); then ``play``. Every redeal call comes before any exchange, and
  everyone is asked in both rounds, so being asked leaks nothing.

With the ``signals`` option a player may, on his turn in deals 2+, post one
phrase of a fixed menu («моргания») before his card: ``signal:<code>``, at
most once per trick. Signals are public table talk; the engine does not check
them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card
from cardtui.engine.options import OptionSpec
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, View
from cardtui.engine.registry import register
from cardtui.engine.score import ArgValue
from cardtui.engine.trick import MUST_FOLLOW, TRUMP, TrickContext, refusal_reason
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import ZoneSpec, hand, public, trick
from cardtui.games.kozel import kozel24_worlds as worlds
from cardtui.games.kozel.core import (
    PLAY,
    PLAY_ACTION,
    TEAMS,
    FollowSets,
    deal_round,
    partner,
    team_of,
)
from cardtui.games.kozel.facts import (
    Exchange,
    Kozel24Details,
    Kozel24Private,
    Kozel24Public,
    Kozel24Result,
    Signal,
    Written,
)
from cardtui.games.kozel.kozel24_rules import (
    ACE_DIAMONDS,
    CATCH,
    DECK,
    DISPLAY,
    EXCHANGE_GIVE,
    FOLLOW_ONLY_SIGNALS,
    NO_QUEENS,
    ORDER,
    QUEEN_CLUBS,
    QUEENS,
    SIGNALS,
    SINGLE_TRUMP,
    SIX_CLUBS,
    SUIT,
    TARGET,
    TRICKS,
    TRUMPS,
    Writing,
    loser_titles,
    score_deal,
    trick_points,
    written_amount,
    written_lines,
)
from cardtui.games.kozel.kozel24_sheet import KOZEL24_SHEET
from cardtui.games.kozel.kozel24_state import Kozel24Options, Kozel24State

__all__ = [
    "DECK",
    "DISPLAY",
    "ORDER",
    "QUEENS",
    "SIX_CLUBS",
    "TARGET",
    "TRUMPS",
    "Kozel24Match",
    "Kozel24Options",
    "loser_titles",
    "score_deal",
    "written_amount",
    "written_lines",
]

GAME_ID = "kozel_24"

CALL_REDEAL = Action.choice("call_redeal")
EXCHANGE = Action.choice("exchange")
SIGNAL_ACTIONS: dict[str, Action] = {code: Action.choice("signal", code) for code in SIGNALS}
LEAD_SIGNALS: tuple[Action, ...] = tuple(
    SIGNAL_ACTIONS[c] for c in SIGNALS if c not in FOLLOW_ONLY_SIGNALS
)
FOLLOW_SIGNALS: tuple[Action, ...] = tuple(SIGNAL_ACTIONS[c] for c in SIGNALS)
REDEAL_CHOICES: dict[bool, tuple[Action, ...]] = {True: (CALL_REDEAL, PASS), False: (PASS,)}
FOLLOWING = FollowSets(SUIT)
"""The plays that follow suit, per hand."""

OPTIONS: tuple[OptionSpec, ...] = (OptionSpec("signals", "bool", False),)


# --- the phase table ----------------------------------------------------------


def _play_legal(match: Kozel24Match, seat: int) -> tuple[Action, ...]:
    hand_ = match.hands[seat]
    trick_ = match.trick
    memo = match.quiet
    actions = FOLLOWING.plays(hand_, SUIT[trick_[0][1]] if trick_ else "", memo)
    if not actions:  # void in the led suit: any card
        actions = FOLLOWING.plays(hand_, "", memo)
    if match.signals_open(seat):
        return actions + (FOLLOW_SIGNALS if trick_ else LEAD_SIGNALS)
    return actions


def _play_apply(match: Kozel24Match, seat: int, action: Action) -> list[Event]:
    if action.kind == "signal":
        return match.signal(seat, action.value)
    return match.play(seat, action.card)


def _play_refusal(match: Kozel24Match, seat: int, action: Action) -> str:
    if action.kind == "play" and len(action.cards) == 1:
        ctx = TrickContext(ORDER, match.trick[0][1] if match.trick else None)
        reason = refusal_reason(action.card, match.hands[seat], ctx, [MUST_FOLLOW])
        return reason or "not_your_choice"
    if action.kind == "signal":
        return match.signal_refusal(seat, action.value)
    return "not_your_choice"


def _no_queens_legal(match: Kozel24Match, seat: int) -> tuple[Action, ...]:
    return REDEAL_CHOICES[match.queenless[team_of(seat)]]


def _no_queens_apply(match: Kozel24Match, seat: int, action: Action) -> list[Event]:
    if action.kind == "call_redeal":
        return match.call_redeal(seat)
    return match.pass_turn(seat)


def _single_trump_legal(match: Kozel24Match, seat: int) -> tuple[Action, ...]:
    if seat not in match.exchanged and match.trump_count(seat) == 1:
        return (EXCHANGE, PASS)
    return (PASS,)


def _single_trump_apply(match: Kozel24Match, seat: int, action: Action) -> list[Event]:
    if action.kind == "exchange":
        return match.exchange(seat)
    return match.pass_turn(seat)


def _give_legal(match: Kozel24Match, seat: int) -> tuple[Action, ...]:
    return tuple(Action("give", (c,)) for c in match.givable(seat))


def _give_apply(match: Kozel24Match, seat: int, action: Action) -> list[Event]:
    return match.give(seat, action.card)


def _give_refusal(match: Kozel24Match, seat: int, action: Action) -> str:
    if action.kind == "give" and len(action.cards) == 1:
        if action.card not in match.hands[seat]:
            return "card_not_in_hand"
        return "must_give_non_trump"
    return "not_your_choice"


class Kozel24Match(Kozel24State):
    """One match of 24-card Kozel: the phase table, the steps, the scoring and the views."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (hand(), public("taken", per_seat=True), trick())
    phase_table: ClassVar[dict[str, Phase]] = {
        PLAY: Phase(_play_legal, _play_apply, _play_refusal),
        NO_QUEENS: Phase(_no_queens_legal, _no_queens_apply),
        SINGLE_TRUMP: Phase(_single_trump_legal, _single_trump_apply),
        EXCHANGE_GIVE: Phase(_give_legal, _give_apply, _give_refusal),
    }
    tracks_plays = True

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal; deal 1 picks the dealer at random and plays A♦ at once."""
        events = self._carry_eggs() if dealer is not None else []
        self.begin_deal(dealer)
        cards = self.chance.shuffle(DECK)
        if dealer is None:
            dealer = self.chance.randrange(4)
            self.record_dealer(dealer)
        self._reset_deal_state(dealer)
        self.deck = DECK
        deal_round(self.hands, cards, dealer + 1)
        for cards_ in self.hands:
            cards_.sort(key=DISPLAY.__getitem__)
        events.append(Event("deal_start", dealer, value=str(self.deal_number)))
        if self.deal_number == 1:
            holder = next(s for s in range(4) if ACE_DIAMONDS in self.hands[s])
            self.first_leader = self.leader = holder
            self.to_move = holder
            self.record.log_action(holder, PLAY_ACTION[ACE_DIAMONDS], auto=True)
            events += self.play(holder, ACE_DIAMONDS)
        else:
            self._begin_before_play()
        self._legal = None
        return events

    def _carry_eggs(self) -> list[Event]:
        """After eggs («яйца») the next deal is played for them; a deal written on a team
        settles them."""
        outcome, loser, _ = self.writing
        if outcome == "eggs":
            self.eggs = True
            return [Event("eggs")]
        if loser is not None:
            self.eggs = False
        return []

    def _begin_before_play(self) -> None:
        """P1, then P2: two rounds, each asking every seat once from the first leader.

        In the first round a seat may call the no-queens redeal (its team holds no
        queen) or pass; in the second it may exchange a single trump or pass.
        Everyone is asked, so being asked tells the table nothing about a hand.
        """
        self.queenless = self._queenless()
        self.round = NO_QUEENS
        self.queue = self._asking_order()
        self._next_before_play()

    def _queenless(self) -> list[bool]:
        return [not any(c in QUEENS for c in self.hands[t] + self.hands[t + 2]) for t in (0, 1)]

    def _asking_order(self) -> list[int]:
        return [(self.first_leader + i) % 4 for i in range(4)]

    def _next_before_play(self) -> list[Event]:
        if not self.queue and self.round == NO_QUEENS:
            self.round = SINGLE_TRUMP
            self.queue = self._asking_order()
        if self.queue:
            self.ask(self.round, self.queue.pop(0))
        else:
            self.phase = PLAY
            self.leader = self.to_move = self.first_leader
        return []

    def trump_count(self, seat: int) -> int:
        """How many trumps ``seat`` holds."""
        return sum(1 for c in self.hands[seat] if SUIT[c] == TRUMP)

    def signals_open(self, seat: int) -> bool:
        """Whether ``seat`` may signal now (the option, deal 2+, once per trick)."""
        return self.opts.signals and self.deal_number > 1 and seat not in self.signalled

    def givable(self, seat: int) -> list[Card]:
        """What the partner may give back: a non-trump, or any card if he has only trumps."""
        cards = self.hands[seat]
        return [c for c in cards if SUIT[c] != TRUMP] or list(cards)

    def signal_refusal(self, seat: int, code: str) -> str:
        """Why a signal is refused."""
        if not self.opts.signals:
            return "signals_off"
        if self.deal_number == 1:
            return "no_signals_first_deal"
        if code not in SIGNALS:
            return "unknown_signal"
        if seat in self.signalled:
            return "one_signal_per_trick"
        return "signal_needs_lead"

    # --- pre-play -----------------------------------------------------------

    def pass_turn(self, seat: int) -> list[Event]:
        """Pass in a round of calls or exchanges."""
        return [Event("pass", seat), *self._next_before_play()]

    def call_redeal(self, seat: int) -> list[Event]:
        """The deal is void: nothing is written, the rotation goes on."""
        events = [Event("call_redeal", seat)]
        writing = ("no_queens", None, (self.written[0], self.written[1]))
        return events + self._write(writing, (0, 0, 0, 0), counted=False, seat=seat)

    def exchange(self, seat: int) -> list[Event]:
        """Offer the single trump to the partner, who gives a card back."""
        self.giver = seat
        self.ask(EXCHANGE_GIVE, partner(seat))
        return [Event("exchange", seat)]

    def give(self, seat: int, card: Card) -> list[Event]:
        """The swap: the giver's single trump for the partner's chosen card."""
        giver = self.giver
        assert giver is not None
        trump = next(c for c in self.hands[giver] if SUIT[c] == TRUMP)
        self.hands[giver].remove(trump)
        self.hands[seat].remove(card)
        self.hands[giver].append(card)
        self.hands[seat].append(trump)
        self.hands[giver].sort(key=DISPLAY.__getitem__)
        self.hands[seat].sort(key=DISPLAY.__getitem__)
        self.exchanged |= {giver, seat}
        self.exchanges.append({"giver": giver, "partner": seat})
        self.known[giver] = {"gave": trump, "got": card, "with": seat}
        self.known[seat] = {"gave": card, "got": trump, "with": giver}
        self.giver = None
        events = [
            Event("exchanged", seat, value=str(giver)),
            Event("received", giver, (card,), to=frozenset({giver})),
            Event("received", seat, (trump,), to=frozenset({seat})),
        ]
        return events + self._next_before_play()

    # --- play ---------------------------------------------------------------

    def signal(self, seat: int, code: str) -> list[Event]:
        """Post a phrase of the signal menu (public table talk)."""
        self.signalled.add(seat)
        self.signals.append({"seat": seat, "code": code, "trick": self.tricks_done + 1})
        return [Event("signal", seat, value=code)]

    def play(self, seat: int, card: Card) -> list[Event]:
        """Play a card; the 6♣ and the opponents' Q♣ in one trick end the deal (a catch)."""
        events = [self.lay_card(seat, card)]
        if card is SIX_CLUBS or card is QUEEN_CLUBS:
            other = QUEEN_CLUBS if card is SIX_CLUBS else SIX_CLUBS
            for s, c in self.trick:
                if c is other and team_of(s) != team_of(seat):
                    queen, six = (s, seat) if c is QUEEN_CLUBS else (seat, s)
                    return events + self._catch(queen, six)
        if len(self.trick) < 4:
            self.to_move = (seat + 1) % 4
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        winner = ORDER.winner(self.trick)
        cards = self.gather_trick(winner)
        self.taken[winner] += cards
        self.played += cards
        self.tricks[team_of(winner)] += 1
        self.tricks_done += 1
        self.signalled.clear()
        events = [] if self.quiet else [Event("trick_won", winner, cards, str(trick_points(cards)))]
        if self.tricks_done < TRICKS:
            self.to_move = winner
            return events
        return events + self._score_deal()

    # --- scoring ------------------------------------------------------------

    def _catch(self, queen_seat: int, six_seat: int) -> list[Event]:
        """«Поймать даму треф»: 4 on the Q♣ team, no card points counted."""
        self.last_trick = tuple(self.trick)
        self.last_winner = None
        loser = team_of(queen_seat)
        written = list(self.written)
        written[loser] += CATCH
        events = [Event("catch", queen_seat, (SIX_CLUBS, QUEEN_CLUBS), value=str(six_seat))]
        writing = ("catch", loser, (written[0], written[1]))
        cause = {"queen_seat": queen_seat, "six_seat": six_seat}
        return events + self._write(writing, (0, 0, 0, 0), counted=False, **cause)

    def _score_deal(self) -> list[Event]:
        points = tuple(trick_points(self.taken[s]) for s in range(4))
        team_points = (points[0] + points[2], points[1] + points[3])
        written = (self.written[0], self.written[1])
        tricks = (self.tricks[0], self.tricks[1])
        return self._write(score_deal(written, team_points, tricks, self.deal_number), points)

    def _write(
        self,
        writing: Writing,
        points: tuple[int, ...],
        *,
        counted: bool = True,
        **cause: ArgValue,
    ) -> list[Event]:
        """Write the deal on the teams and close it (the first leader deals next).

        ``cause`` names the seats of a catch or a redeal call for the itemised lines.
        """
        team_points = (points[0] + points[2], points[1] + points[3]) if counted else None
        before = (self.written[0], self.written[1])
        tricks = (self.tricks[0], self.tricks[1])
        lines = written_lines(writing, before, team_points, tricks, self.eggs, **cause)
        outcome, loser, written = writing
        delta = (written[0] - before[0], written[1] - before[1])
        summary = self.team_summary(
            outcome,
            None if loser is None else 1 - loser,
            points,
            lines,
            (-delta[0], -delta[1]),
            Kozel24Details(
                counted=counted,
                written=written,
                delta=delta,
                tricks=tricks,
                eggs_before=self.eggs,
                first_leader=self.first_leader,
            ),
        )
        events = [
            Event("write" if d > 0 else "erase", TEAMS[t][0], value=str(abs(d)))
            for t, d in enumerate(delta)
            if d
        ]
        self.written = list(written)
        self.writing = writing
        self.history.append(
            {
                "deal": self.deal_number,
                "outcome": outcome,
                "team": loser,
                "delta": delta,
                "written": written,
            }
        )
        return events + self.close_deal(summary, seat=None)

    def match_done(self) -> bool:
        loser = self.writing[1]
        return loser is not None and self.written[loser] >= TARGET

    def next_dealer(self) -> int:
        return self.first_leader

    def end_match(self) -> list[Event]:
        outcome, loser, _ = self.writing
        assert loser is not None
        winner = 1 - loser
        titles = loser_titles(self.written[loser], self.written[winner], self.eggs, outcome)
        self.eggs = False
        written = tuple(self.written)
        details = Kozel24Result(written=written, deals=self.deal_number)
        return self.team_match_end(winner, titles, written, details)

    # --- views --------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        return self.table_view(
            seat,
            trick_leader=self.leader if self.trick or self.phase == PLAY else None,
            teams=TEAMS,
            trump="C",
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(len(t) // 4 for t in self.taken),
            points_taken=tuple(trick_points(t) for t in self.taken),
        )

    def _public(self) -> Kozel24Public:
        return Kozel24Public(
            written=tuple(self.written),
            target=TARGET,
            eggs=self.eggs,
            deal=self.deal_number,
            first_deal=self.deal_number == 1,
            first_leader=self.first_leader,
            tricks=tuple(self.tricks),
            played=tuple(self.played),
            signals_on=self.opts.signals and self.deal_number > 1,
            signals=tuple(
                Signal(seat=s["seat"], code=s["code"], trick=s["trick"]) for s in self.signals
            ),
            exchanges=tuple(
                Exchange(giver=e["giver"], partner=e["partner"]) for e in self.exchanges
            ),
            exchange_giver=self.giver,
            history=tuple(_written(h) for h in self.history),
        )

    def _private(self, seat: int | None) -> Kozel24Private:
        if seat is None or not self.known[seat]:
            return Kozel24Private()
        known = self.known[seat]
        return Kozel24Private(
            exchange={"gave": known["gave"], "got": known["got"], "with": known["with"]}
        )

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The card ``seat`` gave its partner in an exchange."""
        gave = self.known[seat].get("gave")
        return frozenset() if gave is None else frozenset((gave,))

    # --- search states and worlds ---------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != PLAY or not self.trick:
            return None
        return SUIT[self.trick[0][1]], SUIT

    def effective_suits(self) -> Mapping[Card, str]:
        return SUIT

    def zone_facts(self, seat: int) -> ZoneFacts:
        return worlds.zone_facts(self, seat)

    def conceal(self, seat: int) -> None:
        self._legal = None
        self.queenless = [False, False]
        self.known = [k if s == seat else {} for s, k in enumerate(self.known)]

    def refill(self, seat: int) -> None:
        self._legal = None
        for cards_ in self.hands:
            cards_.sort(key=DISPLAY.__getitem__)
        if self.phase in (NO_QUEENS, SINGLE_TRUMP, EXCHANGE_GIVE):
            self.queenless = self._queenless()
        known = self.known[seat]
        if known:
            self.known[known["with"]] = {"gave": known["got"], "got": known["gave"], "with": seat}


class Kozel24Game(Game):
    """«Козёл» на 24 карты: partnerships, 6♣ over Q♣, 12 written loses."""

    id = GAME_ID
    match_class = Kozel24Match
    names: Mapping[str, str] = {"en": "Kozel (24 cards)", "ru": "Козёл на 24 карты"}
    family = "kozel"
    menu_order = 50
    sheet = KOZEL24_SHEET
    min_seats = 4
    max_seats = 4
    default_seats = 4
    options = OPTIONS
    teams_fixed = True
    deal_points_total = 120
    test_variants = ((4, {"signals": True}),)


register(Kozel24Game())


def _written(h: dict[str, Any]) -> Written:
    return Written(
        deal=h["deal"], outcome=h["outcome"], team=h["team"], delta=h["delta"], written=h["written"]
    )
