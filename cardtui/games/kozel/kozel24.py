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

from collections.abc import Mapping, Sequence
from typing import Any

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.chance import Chance
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionSpec, OptionValue
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import register
from cardtui.engine.score import RULE, ArgValue, ScoreLine, note, seat_points, term, total
from cardtui.engine.trick import MUST_FOLLOW, TRUMP, CardOrder, TrickContext, refusal_reason
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.kozel24_sheet import KOZEL24_SHEET

GAME_ID = "kozel_24"

TRUMPS: tuple[Card, ...] = parse_cards("6C QC QS QH QD JC JS JH JD AC TC KC")
"""The twelve trumps, highest first: 6♣, the queens, the jacks, A 10 K of clubs."""
ORDER = CardOrder(trumps=TRUMPS, suit_ranks="ATK6", suits="SHD")
"""Plain suits ♠ ♥ ♦ rank A, 10, K, 6."""
DECK: tuple[Card, ...] = tuple(deck(ranks="ATKQJ6"))
SUIT: dict[Card, str] = ORDER.suit
POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in DECK}
DISPLAY: dict[Card, int] = {c: i for i, c in enumerate(ORDER.sort_hand(DECK))}
"""Hand display order: trumps high to low, then ♠ ♥ ♦ high to low."""

SIX_CLUBS = Card.parse("6C")
QUEEN_CLUBS = Card.parse("QC")
ACE_DIAMONDS = Card.parse("AD")
QUEENS = frozenset(parse_cards("QC QS QH QD"))

TEAMS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
TARGET = 12
"""Written points that make a team the goats («остаются козлами»)."""
SAVE = 30
"""Fewer card points than this: 4 written instead of 2."""
TRICKS = 6
CATCH = 4
"""Written on the Q♣ team when the 6♣ catches it, and on losers of an all-tricks deal."""

SIGNALS: tuple[str, ...] = ("more_of_suit", "no_trumps", "strong_trumps")
"""The signal menu: «прицеп» (more of the led suit), no trumps, strong trumps."""
FOLLOW_ONLY_SIGNALS = frozenset({"more_of_suit"})
"""Signals that speak about the led suit, so they are offered only after a lead."""

# Phase codes (i18n ``phase.<code>``).
PLAY = "play"
NO_QUEENS = "no_queens"
"""P1: the round of no-queens redeal calls."""
SINGLE_TRUMP = "single_trump"
"""P2: the round of single-trump exchanges (after every redeal call)."""
EXCHANGE_GIVE = "exchange_give"
OVER = "over"

CALL_REDEAL = Action.choice("call_redeal")
EXCHANGE = Action.choice("exchange")
SIGNAL_ACTIONS: dict[str, Action] = {code: Action.choice("signal", code) for code in SIGNALS}
PLAY_ACTIONS: dict[Card, Action] = {c: Action.play(c) for c in DECK}


def team_of(seat: int) -> int:
    """Team index of a seat: 0 for {0,2}, 1 for {1,3}."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % 4


def is_trump(card: Card) -> bool:
    """Whether ``card`` is one of the twelve trumps."""
    return SUIT[card] == TRUMP


def trick_points(cards: Sequence[Card]) -> int:
    """Card points of some cards (A 11, 10 10, K 4, Q 3, J 2, 6 0)."""
    return sum(POINTS[c] for c in cards)


def written_amount(loser_points: int) -> int:
    """Points written on the team with fewer card points: 4 below 30, else 2."""
    return 4 if loser_points < SAVE else 2


Writing = tuple[str, int | None, tuple[int, int]]
"""A deal's writing: outcome code, the team written on (or ``None``), written totals after."""


def score_deal(
    written: tuple[int, int], team_points: tuple[int, int], tricks: tuple[int, int], deal: int
) -> Writing:
    """Spec §5.6 for a played-out deal (the catch is handled where it happens).

    >>> score_deal((0, 0), (70, 50), (4, 2), 2)
    ('write_2', 1, (0, 2))
    >>> score_deal((6, 8), (0, 120), (0, 6), 3)
    ('all_tricks', 0, (10, 0))
    """
    if team_points[0] == team_points[1]:
        return ("eggs", None, written)
    winner = 0 if team_points[0] > team_points[1] else 1
    loser = 1 - winner
    after = list(written)
    if tricks[winner] == TRICKS and deal == 1:
        outcome = "blind"
        after[loser] = TARGET
    elif tricks[winner] == TRICKS:
        outcome = "all_tricks"
        after[loser] += CATCH
        after[winner] = 0
    else:
        amount = written_amount(team_points[loser])
        outcome = f"write_{amount}"
        after[loser] += amount
    return (outcome, loser, (after[0], after[1]))


def written_lines(
    writing: Writing,
    before: tuple[int, int],
    team_points: tuple[int, int] | None,
    tricks: tuple[int, int],
    eggs: bool,
    **args: ArgValue,
) -> tuple[ScoreLine, ...]:
    """The itemised score of a deal (§5.6), signed as the match standing: what is written
    on a team counts against it (negative), what is erased for it counts for it."""
    outcome, _, after = writing
    change = (before[0] - after[0], before[1] - after[1])
    lines: list[ScoreLine] = []
    if eggs:
        lines.append(note("score.kozel_24.eggs_played"))
    if team_points is not None:
        lines += [note("score.tricks", tricks), term("score.card_points", team_points)]
    values: tuple[tuple[str, ArgValue], ...] = (("save", SAVE), ("target", TARGET), *args.items())
    lines.append(ScoreLine(f"score.kozel_24.{outcome}", change, RULE, values))
    lines.append(total("score.kozel_24.written", change))
    return tuple(lines)


def loser_titles(
    loser_written: int, winner_written: int, eggs: bool, outcome: str
) -> tuple[str, ...]:
    """Spec §5.7: «козлы», plus «хвостатые», «с яйцами», «сухие», «слепые» (they stack)."""
    flags = (
        ("tailed", loser_written > TARGET),
        ("with_eggs", eggs),
        ("dry", winner_written == 0),
        ("blind", outcome == "blind"),
    )
    return ("kozly", *(code for code, on in flags if on))


class Kozel24Match(CachedLegal, Match):
    """State of one match of 24-card Kozel."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.signals_option = bool(options.get("signals", False))
        self.written = [0, 0]
        self.eggs = False
        self.history: list[dict[str, Any]] = []
        self.over = False
        self._result: MatchResult | None = None
        self._legal: tuple[Action, ...] | None = None
        self._reset_deal_state(0)
        self.opening_events = self._start_deal(None)

    # --- deal set-up --------------------------------------------------------

    def _reset_deal_state(self, dealer: int) -> None:
        self.dealer = dealer
        self.first_leader = (dealer + 1) % 4
        self.hands: list[list[Card]] = [[] for _ in range(4)]
        self.taken: list[list[Card]] = [[] for _ in range(4)]
        self.trick: list[tuple[int, Card]] = []
        self.leader = self.first_leader
        self.to_move: int | None = None
        self.phase = PLAY
        self.tricks = [0, 0]
        self.tricks_done = 0
        self.played: list[Card] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.queue: list[int] = []
        self.round = NO_QUEENS
        self.queenless = [False, False]
        self.exchanged: set[int] = set()
        self.giver: int | None = None
        self.exchanges: list[dict[str, int]] = []
        self.known: list[dict[str, Any]] = [{} for _ in range(4)]
        self.signals: list[dict[str, Any]] = []
        self.signalled: set[int] = set()

    def _start_deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal; deal 1 picks the dealer at random and plays A♦ at once."""
        self.begin_deal(dealer)
        cards = self.chance.shuffle(DECK)
        if dealer is None:
            dealer = self.chance.randrange(4)
            self.record_dealer(dealer)
        self._reset_deal_state(dealer)
        self.deck = DECK
        for i, card in enumerate(cards):
            self.hands[(dealer + 1 + i) % 4].append(card)
        for hand in self.hands:
            hand.sort(key=DISPLAY.__getitem__)
        events = [Event("deal_start", dealer, value=str(self.deal_number))]
        if self.deal_number == 1:
            holder = next(s for s in range(4) if ACE_DIAMONDS in self.hands[s])
            self.first_leader = self.leader = holder
            self.phase = PLAY
            self.to_move = holder
            lead = Action.play(ACE_DIAMONDS)
            self.record.log_action(holder, lead, auto=True)
            events += self._play(holder, ACE_DIAMONDS)
        else:
            events += self._begin_before_play()
        self._legal = None
        return events

    def _begin_before_play(self) -> list[Event]:
        """P1, then P2: two rounds, each asking every seat once from the first leader.

        In the first round a seat may call the no-queens redeal (its team holds
        no queen) or pass; in the second it may exchange a single trump or pass.
        Everyone is asked, so being asked tells the table nothing about a hand.
        """
        self.queenless = [
            not any(c in QUEENS for c in self.hands[t] + self.hands[t + 2]) for t in (0, 1)
        ]
        self.round = NO_QUEENS
        self.queue = self._asking_order()
        return self._next_before_play()

    def _asking_order(self) -> list[int]:
        return [(self.first_leader + i) % 4 for i in range(4)]

    def _next_before_play(self) -> list[Event]:
        if not self.queue and self.round == NO_QUEENS:
            self.round = SINGLE_TRUMP
            self.queue = self._asking_order()
        if self.queue:
            self.phase = self.round
            self.to_move = self.queue.pop(0)
        else:
            self.phase = PLAY
            self.leader = self.to_move = self.first_leader
        return []

    def _trump_count(self, seat: int) -> int:
        return sum(1 for c in self.hands[seat] if SUIT[c] == TRUMP)

    # --- protocol -----------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.over else self.to_move

    @property
    def is_over(self) -> bool:
        return self.over

    def result(self) -> MatchResult | None:
        return self._result

    def _compute_legal(self) -> tuple[Action, ...]:
        seat = self.to_move
        if self.over or seat is None:
            return ()
        if self.phase == PLAY:
            return self._play_actions(seat)
        if self.phase == NO_QUEENS:
            return (CALL_REDEAL, PASS) if self.queenless[team_of(seat)] else (PASS,)
        if self.phase == SINGLE_TRUMP:
            return self._exchange_actions(seat)
        return tuple(Action("give", (c,)) for c in self._givable(seat))

    def _play_actions(self, seat: int) -> tuple[Action, ...]:
        hand = self.hands[seat]
        if self.trick:
            led = SUIT[self.trick[0][1]]
            cards = [c for c in hand if SUIT[c] == led] or hand
        else:
            cards = hand
        actions = [PLAY_ACTIONS[c] for c in cards]
        if self._signals_open(seat):
            actions += [
                SIGNAL_ACTIONS[code]
                for code in SIGNALS
                if self.trick or code not in FOLLOW_ONLY_SIGNALS
            ]
        return tuple(actions)

    def _exchange_actions(self, seat: int) -> tuple[Action, ...]:
        if seat not in self.exchanged and self._trump_count(seat) == 1:
            return (EXCHANGE, PASS)
        return (PASS,)

    def _signals_open(self, seat: int) -> bool:
        return self.signals_option and self.deal_number > 1 and seat not in self.signalled

    def _givable(self, seat: int) -> list[Card]:
        """What the partner may give back: a non-trump, or any card if he has only trumps."""
        hand = self.hands[seat]
        return [c for c in hand if SUIT[c] != TRUMP] or list(hand)

    def explain_illegal(self, action: Action) -> str:
        seat = self.to_move
        if self.over or seat is None:
            return "match_over"
        if self.phase == PLAY and action.kind == "play" and len(action.cards) == 1:
            ctx = TrickContext(ORDER, self.trick[0][1] if self.trick else None)
            return refusal_reason(action.card, self.hands[seat], ctx, [MUST_FOLLOW]) or (
                "not_your_choice"
            )
        if self.phase == PLAY and action.kind == "signal":
            return self._signal_refusal(seat, action.value)
        if self.phase == EXCHANGE_GIVE and action.kind == "give" and len(action.cards) == 1:
            if action.card not in self.hands[seat]:
                return "card_not_in_hand"
            return "must_give_non_trump"
        return "not_your_choice"

    def _signal_refusal(self, seat: int, code: str) -> str:
        if not self.signals_option:
            return "signals_off"
        if self.deal_number == 1:
            return "no_signals_first_deal"
        if code not in SIGNALS:
            return "unknown_signal"
        if seat in self.signalled:
            return "one_signal_per_trick"
        return "signal_needs_lead"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        kind = action.kind
        if kind == "play":
            events = self._play(seat, action.card)
        elif kind == "signal":
            events = self._signal(seat, action.value)
        elif kind == "call_redeal":
            events = self._call_redeal(seat)
        elif kind == "exchange":
            events = self._exchange(seat)
        elif kind == "give":
            events = self._give(seat, action.card)
        else:
            events = self._pass(seat)
        self._legal = None
        return events

    # --- pre-play -----------------------------------------------------------

    def _pass(self, seat: int) -> list[Event]:
        return [Event("pass", seat), *self._next_before_play()]

    def _call_redeal(self, seat: int) -> list[Event]:
        """The deal is void: nothing is written, the rotation goes on."""
        events = [Event("call_redeal", seat)]
        writing = ("no_queens", None, (self.written[0], self.written[1]))
        return events + self._close_deal(writing, (0, 0, 0, 0), counted=False, seat=seat)

    def _exchange(self, seat: int) -> list[Event]:
        self.giver = seat
        self.phase = EXCHANGE_GIVE
        self.to_move = partner_of(seat)
        return [Event("exchange", seat)]

    def _give(self, seat: int, card: Card) -> list[Event]:
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

    def _signal(self, seat: int, code: str) -> list[Event]:
        self.signalled.add(seat)
        self.signals.append({"seat": seat, "code": code, "trick": self.tricks_done + 1})
        return [Event("signal", seat, value=code)]

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [Event("play", seat, (card,))]
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
        cards = [c for _, c in self.trick]
        self.taken[winner] += cards
        self.played += cards
        self.tricks[team_of(winner)] += 1
        self.tricks_done += 1
        self.last_trick = tuple(self.trick)
        self.last_winner = winner
        self.trick = []
        self.signalled.clear()
        events = [Event("trick_won", winner, tuple(cards), value=str(trick_points(cards)))]
        if self.tricks_done < TRICKS:
            self.leader = self.to_move = winner
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
        return events + self._close_deal(writing, (0, 0, 0, 0), counted=False, **cause)

    def _score_deal(self) -> list[Event]:
        points = tuple(trick_points(self.taken[s]) for s in range(4))
        team_points = (points[0] + points[2], points[1] + points[3])
        written = (self.written[0], self.written[1])
        tricks = (self.tricks[0], self.tricks[1])
        return self._close_deal(score_deal(written, team_points, tricks, self.deal_number), points)

    def _lines(
        self, writing: Writing, team_points: tuple[int, int] | None, **args: ArgValue
    ) -> tuple[ScoreLine, ...]:
        before = (self.written[0], self.written[1])
        tricks = (self.tricks[0], self.tricks[1])
        return written_lines(writing, before, team_points, tricks, self.eggs, **args)

    def _close_deal(
        self,
        writing: Writing,
        points: tuple[int, ...],
        *,
        counted: bool = True,
        **cause: ArgValue,
    ) -> list[Event]:
        """Write, log, check the end, then deal again (the first leader deals next).

        ``cause`` names the seats of a catch or a redeal call for the itemised lines.
        """
        team_points = (points[0] + points[2], points[1] + points[3]) if counted else None
        lines = self._lines(writing, team_points, **cause)
        outcome, loser, written = writing
        delta = (written[0] - self.written[0], written[1] - self.written[1])
        summary = DealSummary(
            number=self.deal_number,
            card_points=points,
            teams=TEAMS,
            winners=TEAMS[1 - loser] if loser is not None else (),
            outcome=outcome,
            details={
                "counted": counted,
                "written": written,
                "delta": delta,
                "tricks": tuple(self.tricks),
                "eggs_before": self.eggs,
                "first_leader": self.first_leader,
            },
            lines=lines,
            match_points=seat_points((-delta[0], -delta[1]), TEAMS, 4),
        )
        events = [
            Event("write" if d > 0 else "erase", TEAMS[t][0], value=str(abs(d)))
            for t, d in enumerate(delta)
            if d
        ]
        self.written = list(written)
        self.deal_summaries.append(summary)
        self.history.append(
            {
                "deal": self.deal_number,
                "outcome": outcome,
                "team": loser,
                "delta": delta,
                "written": written,
            }
        )
        events.append(Event("deal_end", value=outcome))
        if outcome == "eggs":
            self.eggs = True
            events.append(Event("eggs"))
        if loser is not None:
            if written[loser] >= TARGET:
                return events + self._end_match(loser, outcome)
            self.eggs = False
        return events + self._start_deal(self.first_leader)

    def _end_match(self, loser: int, outcome: str) -> list[Event]:
        winner = 1 - loser
        titles = loser_titles(self.written[loser], self.written[winner], self.eggs, outcome)
        self.eggs = False
        self.over = True
        self.phase = OVER
        self.to_move = None
        self._result = MatchResult(
            winners=TEAMS[winner],
            losers=TEAMS[loser],
            titles=titles,
            scores=tuple(self.written[team_of(s)] for s in range(4)),
            details={"written": tuple(self.written), "deals": self.deal_number},
        )
        return [Event("match_end", TEAMS[loser][0], value=" ".join(titles))]

    # --- views --------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        to_move = self.current_seat
        legal = tuple(self.legal_actions()) if seat is not None and seat == to_move else ()
        hands = tuple(
            tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
        )
        return View(
            game=GAME_ID,
            seat=seat,
            num_seats=4,
            phase=self.phase,
            to_move=to_move,
            legal=legal,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=hands,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(Play(s, (c,)) for s, c in self.trick),
            trick_leader=self.leader if self.trick or self.phase == PLAY else None,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            teams=TEAMS,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump="C",
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(len(t) // 4 for t in self.taken),
            points_taken=tuple(trick_points(t) for t in self.taken),
        )

    def _public(self) -> dict[str, Any]:
        return {
            "written": tuple(self.written),
            "target": TARGET,
            "eggs": self.eggs,
            "deal": self.deal_number,
            "first_deal": self.deal_number == 1,
            "first_leader": self.first_leader,
            "tricks": tuple(self.tricks),
            "played": tuple(self.played),
            "signals_on": self.signals_option and self.deal_number > 1,
            "signals": tuple(dict(s) for s in self.signals),
            "exchanges": tuple(dict(e) for e in self.exchanges),
            "exchange_giver": self.giver,
            "history": tuple(dict(h) for h in self.history),
        }

    def _private(self, seat: int | None) -> dict[str, Any]:
        if seat is None or not self.known[seat]:
            return {}
        return {"exchange": dict(self.known[seat])}

    def hidden_cards(self, seat: int) -> list[Card]:
        known = self.known[seat].get("gave")
        return [c for s, h in enumerate(self.hands) if s != seat for c in h if c is not known]

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {f"hand{s}": self.hands[s] for s in range(4)}
        zones.update({f"taken{s}": self.taken[s] for s in range(4)})
        zones["trick"] = [c for _, c in self.trick]
        return zones

    # --- search states and worlds ---------------------------------------------

    tracks_plays = True

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != PLAY or not self.trick:
            return None
        return SUIT[self.trick[0][1]], SUIT

    def effective_suits(self) -> Mapping[Card, str]:
        return SUIT

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The card given in an exchange; one trump for the exchanging seat; the
        partner's queens when the seat is offered (or not) the no-queens redeal."""
        facts = ZoneFacts()
        gone = set(self.played) | {c for _, c in self.trick}
        known = self.known[seat]
        if known and known["gave"] not in gone:
            facts.pin(f"hand{known['with']}", known["gave"])
        if self.phase == EXCHANGE_GIVE and self.giver is not None and self.giver != seat:
            facts.count(f"hand{self.giver}", TRUMPS, 1, 1)
        for exchange in self.exchanges:
            if seat not in (exchange["giver"], exchange["partner"]):
                # gave his only trump; got a trump back only from an all-trump hand
                facts.count(f"hand{exchange['giver']}", TRUMPS, 0, 1)
        mine = self.hands[seat]
        if self.phase == NO_QUEENS and self.to_move == seat and not QUEENS.intersection(mine):
            if self.queenless[team_of(seat)]:
                facts.count(f"hand{partner_of(seat)}", QUEENS, 0, 0)
            else:
                facts.count(f"hand{partner_of(seat)}", QUEENS, 1)
        for signal in self.signals:
            if signal["seat"] != seat:
                self._signal_fact(facts, signal["seat"], signal["code"], signal["trick"])
        return facts

    def _signal_fact(self, facts: ZoneFacts, seat: int, code: str, trick: int) -> None:
        """Signals are honest (the bots' convention, spec §5.8): what the hand held then,
        less what the seat has played since."""
        plays = self.shown_plays
        since = [c for i, (s, c) in enumerate(plays) if s == seat and i // 4 >= trick - 1]
        zone = f"hand{seat}"
        trumps = frozenset(TRUMPS)
        if code == "no_trumps":
            if not trumps.intersection(since):  # a trump played since shows a lie
                facts.count(zone, trumps, 0, 0, soft=True)
        elif code == "strong_trumps":
            six = frozenset((SIX_CLUBS,))
            parts = [(six, 1), (QUEENS, 2), (trumps, 4)]
            needs = [(cards, n - sum(1 for c in since if c in cards)) for cards, n in parts]
            if all(n > 0 for _, n in needs):
                rules = [CountRule(cards, n) for cards, n in needs]
                first = rules[0]
                facts.rule(zone, CountRule(first.cards, first.lo, 99, None, tuple(rules[1:]), True))
        elif code == "more_of_suit" and len(plays) > 4 * (trick - 1):
            suit = SUIT[plays[4 * (trick - 1)][1]]
            cards = frozenset(c for c in DECK if SUIT[c] == suit)
            need = 2 - sum(1 for c in since if c in cards)
            if need > 0 and suit not in self.shown_voids[seat]:  # a void shown since: a lie
                facts.count(zone, cards, need, soft=True)

    def conceal(self, seat: int) -> None:
        self._legal = None
        self.queenless = [False, False]
        self.known = [k if s == seat else {} for s, k in enumerate(self.known)]

    def refill(self, seat: int) -> None:
        self._legal = None
        for hand in self.hands:
            hand.sort(key=DISPLAY.__getitem__)
        if self.phase in (NO_QUEENS, SINGLE_TRUMP, EXCHANGE_GIVE):
            self.queenless = [
                not any(c in QUEENS for c in self.hands[t] + self.hands[t + 2]) for t in (0, 1)
            ]
        known = self.known[seat]
        if known:
            self.known[known["with"]] = {"gave": known["got"], "got": known["gave"], "with": seat}


class Kozel24Game(Game):
    """«Козёл» на 24 карты: partnerships, 6♣ over Q♣, 12 written loses."""

    id = GAME_ID
    match_class = Kozel24Match
    names: Mapping[str, str] = {"en": "Kozel (24 cards)", "ru": "Козёл на 24 карты"}
    family = "kozel"
    sheet = KOZEL24_SHEET
    min_seats = 4
    max_seats = 4
    default_seats = 4
    options = (OptionSpec("signals", "bool", False),)
    teams_fixed = True
    deal_points_total = 120
    test_variants = ((4, {"signals": True}),)


register(Kozel24Game())
