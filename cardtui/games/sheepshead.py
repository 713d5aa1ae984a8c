"""Sheep's Head (Баранья голова): four players, fixed pairs, 32 cards, strokes of a drawing.

Spec: ``shared/rules/sheepshead.md``. Each deal: a trump declaration (назначить козырь;
a five-card holder is obliged, later five-card holders may claim the right, nobody
naming makes the holder of J♣ name), then eight tricks (follow suit, otherwise any
card). The side with 61+ card points draws strokes (штрихи) on its sheep's head; the
first complete head wins the game. A match is a sitting of games: the first side to
win ``games_to_win`` games (default 1) wins it. Only the sitting's first game draws
for the dealer (in deal 1's chance log); the deal then passes clockwise, across games
too (§3.2, §7).

Phases: ``declare`` (pass or name trumps), ``claim`` (claim or waive, every queued seat
is asked), ``forced`` (the J♣ holder names trumps), ``play``, ``over``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from cardtui.engine import (
    PASS,
    STANDARD_POINTS,
    Action,
    Card,
    Chance,
    DealSummary,
    Event,
    Game,
    Match,
    MatchRecord,
    MatchResult,
    OptionSpec,
    OptionValue,
    Play,
    View,
    deck,
    parse_cards,
    register,
)
from cardtui.engine.legal import CachedLegal
from cardtui.engine.score import seat_points
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, TrickContext, refusal_reason
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.sheepshead_score import stroke_lines
from cardtui.games.sheepshead_sheet import SHEEPSHEAD_SHEET

SUITS = "CSHD"
"""The four suits; also the order of the declare/claim actions."""

SENIORITY: dict[str, int] = {"C": 4, "S": 3, "H": 2, "D": 1}
"""Suit seniority (старшинство мастей), only for tie-breaks: ♣ > ♠ > ♥ > ♦."""

PLAIN_RANKS = "JAKQT987"
"""Every suit, trumps included, high to low: the jack tops its own suit."""

GERMAN_RANKS = "AKQT987"
"""Plain ranks under ``jacks_permanent_trumps`` (jacks are trumps)."""

JACKS: tuple[Card, ...] = parse_cards("JC JS JH JD")
"""The permanent trumps of the German option, high to low."""

TEAMS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
"""Partnerships: N+S (team 0) and E+W (team 1)."""

PACKETS = (3, 2, 3)
"""Cards per packet, dealt clockwise from the dealer's left."""

TRICKS_PER_DEAL = 8
DECK: tuple[Card, ...] = tuple(deck(32))
HALF = 60
DOUBLE_AT = 90

DEAL_ORDER = {r: i for i, r in enumerate(reversed(PLAIN_RANKS))}
"""Rank strength for the first-dealer draw: 7 lowest, J highest."""

# Strokes per deal kind: (makers simple, makers double, opponents simple, opponents double).
STROKES_NORMAL = (1, 2, 2, 4)
STROKES_FORCED = (1, 2, 1, 2)
STROKES_RAISED_SAME = (2, 3, 4, 6)
STROKES_RAISED_OTHER = (2, 3, 3, 5)
STROKES_RAISED_FORCED = (2, 3, 2, 3)


def team_of(seat: int) -> int:
    """0 for N/S, 1 for E/W."""
    return seat % 2


def turn_order(dealer: int) -> list[int]:
    """Speaking order L1, L2, L3, D (clockwise from the dealer's left)."""
    return [(dealer + i) % 4 for i in range(1, 5)]


_ORDERS: dict[tuple[str, bool], CardOrder] = {}


def card_order(trump: str, jacks_permanent: bool = False) -> CardOrder:
    """The trick order for ``trump`` (a suit letter), default or German jacks."""
    key = (trump, jacks_permanent)
    order = _ORDERS.get(key)
    if order is None:
        if jacks_permanent:
            order = CardOrder(trumps=JACKS, trump_suit=trump, suit_ranks=GERMAN_RANKS)
        else:
            order = CardOrder(trump_suit=trump, suit_ranks=PLAIN_RANKS)
        _ORDERS[key] = order
    return order


def suit_strength(
    hand: Sequence[Card], suit: str, jacks_permanent: bool = False
) -> tuple[int, int]:
    """(count, card points) of ``suit`` in ``hand``; the option adds every jack to every suit."""
    if jacks_permanent:
        cards = [c for c in hand if c.rank == "J" or c.suit == suit]
    else:
        cards = [c for c in hand if c.suit == suit]
    return len(cards), sum(STANDARD_POINTS.get(c.rank, 0) for c in cards)


def qualifying_suits(hand: Sequence[Card], jacks_permanent: bool = False) -> list[str]:
    """Suits with five or more cards in ``hand`` (in ♣ ♠ ♥ ♦ order)."""
    return [s for s in SUITS if suit_strength(hand, s, jacks_permanent)[0] >= 5]


def claim_key(
    hand: Sequence[Card], suit: str, turn_index: int, jacks_permanent: bool = False
) -> tuple[int, int, int, int]:
    """Comparator of §4: (count, points, suit seniority, earlier speaker); larger wins."""
    count, points = suit_strength(hand, suit, jacks_permanent)
    return (count, points, SENIORITY[suit], -turn_index)


def deal_hands(cards: Sequence[Card], dealer: int) -> list[list[Card]]:
    """Deal a shuffled deck (top card first) in packets 3-2-3, clockwise from ``dealer``'s left."""
    hands: list[list[Card]] = [[] for _ in range(4)]
    pos = 0
    for packet in PACKETS:
        for seat in turn_order(dealer):
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
    return hands


def first_dealer(draws: Sequence[Card]) -> int:
    """The seat that drew the lowest card (7 low … J high; ties: ♦ lowest)."""
    return min(
        range(len(draws)), key=lambda s: (DEAL_ORDER[draws[s].rank], SENIORITY[draws[s].suit])
    )


def legal_cards(hand: Sequence[Card], led: Card | None, order: CardOrder) -> list[Card]:
    """Follow the led (effective) suit when able; otherwise any card (SH-D13)."""
    if led is None:
        return list(hand)
    suit = order.suit[led]
    same = [c for c in hand if order.suit[c] == suit]
    return same or list(hand)


def card_value(cards: Sequence[Card]) -> int:
    """Card points: J 2, A 11, K 4, Q 3, 10 10."""
    return sum(STANDARD_POINTS.get(c.rank, 0) for c in cards)


@dataclass(frozen=True)
class DealScore:
    """The result of one deal: ``outcome`` code, winning team (``None`` on a draw), strokes."""

    outcome: str
    """``simple``, ``double``, ``draw`` or ``whole_head``."""
    winner: int | None
    strokes: int


def stroke_table(
    forced: bool, raised: bool, makers: int | None, drawn_makers: int | None
) -> tuple[int, ...]:
    """(makers simple, makers double, opponents simple, opponents double) for this deal."""
    if not raised:
        return STROKES_FORCED if forced else STROKES_NORMAL
    if forced:
        return STROKES_RAISED_FORCED
    return STROKES_RAISED_SAME if makers == drawn_makers else STROKES_RAISED_OTHER


def score_deal(
    makers: int,
    forced: bool,
    makers_points: int,
    tricks: Sequence[int],
    raised: bool = False,
    drawn_makers: int | None = None,
) -> DealScore:
    """Score a deal (§6): whole head, draw, else simple/double strokes to the winning side."""
    for team in (0, 1):
        if tricks[team] == TRICKS_PER_DEAL:
            return DealScore("whole_head", team, 0)
    if makers_points == HALF:
        return DealScore("draw", None, 0)
    table = stroke_table(forced, raised, makers, drawn_makers)
    if makers_points > HALF:
        double = makers_points >= DOUBLE_AT
        return DealScore("double" if double else "simple", makers, table[int(double)])
    double = 120 - makers_points >= DOUBLE_AT
    return DealScore("double" if double else "simple", 1 - makers, table[2 + int(double)])


class SheepsheadMatch(CachedLegal, Match):
    """A sitting of Sheep's Head: games (deals until one head is complete) until a side
    has won ``games_to_win`` of them."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        head = options["head_strokes"]
        assert isinstance(head, int)
        self.head_strokes = head
        games = options["games_to_win"]
        assert isinstance(games, int)
        self.games_to_win = games
        self.jacks = bool(options["jacks_permanent_trumps"])
        self.strokes = [0, 0]
        self.raised = False
        self.drawn_makers: int | None = None
        self.winner_team: int | None = None
        """The side that won the sitting (``None`` while it goes on)."""
        self.whole_head = False
        self.game_number = 1
        self.games_won = [0, 0]
        self.games: list[dict[str, Any]] = []
        """Finished games: winner side, strokes at the end, whole head, last deal number."""
        self._legal: tuple[Action, ...] | None = None
        self.draws: tuple[Card, ...] = ()
        """The cards drawn for the first dealer of the sitting (N, E, S, W)."""
        self.opening_events = self._start_deal(None)

    # --- deal set-up ----------------------------------------------------------

    def _start_deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal; the sitting's first deal draws its dealer first (§3.1)."""
        self.begin_deal(dealer)
        if dealer is None:
            self.draws = tuple(self.chance.shuffle(DECK)[:4])
            dealer = first_dealer(self.draws)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(DECK)
        self.deck = tuple(cards)
        self.hands = deal_hands(cards, dealer)
        for hand in self.hands:
            hand.sort(key=_plain_sort)
        self.order_seats = turn_order(dealer)
        self.phase = "declare"
        self.speaker = 0
        self.to_move: int | None = self.order_seats[0]
        self.calls: list[dict[str, Any]] = []
        self.declarer: int | None = None
        self.declared = ""
        self.queue: list[int] = []
        self.claims: list[tuple[int, str]] = []
        self.candidates: list[dict[str, Any]] = []
        self.maker: int | None = None
        self.trump = ""
        self.forced = False
        self.forced_by: int | None = None
        self.trick: list[tuple[int, Card]] = []
        self.leader = self.order_seats[0]
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.history: list[tuple[tuple[int, Card], ...]] = []
        self.won: list[list[Card]] = [[], []]
        self.seat_points = [0, 0, 0, 0]
        self.team_tricks = [0, 0]
        self.seat_tricks = [0, 0, 0, 0]
        return [Event("deal_start", dealer, value=str(self.deal_number))]

    @property
    def order(self) -> CardOrder:
        """The trick order of this deal (trumps named)."""
        return card_order(self.trump, self.jacks)

    # --- protocol -------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.winner_team is not None else self.to_move

    @property
    def is_over(self) -> bool:
        return self.winner_team is not None

    def _compute_legal(self) -> tuple[Action, ...]:
        seat = self.current_seat
        if seat is None:
            return ()
        hand = self.hands[seat]
        if self.phase == "play":
            if not self.trick:
                return tuple(_PLAY[c] for c in hand)
            suits = self.order.suit
            led = suits[self.trick[0][1]]
            same = tuple(_PLAY[c] for c in hand if suits[c] == led)
            return same or tuple(_PLAY[c] for c in hand)
        if self.phase == "declare":
            qualifying = qualifying_suits(hand, self.jacks)
            if qualifying:
                return tuple(_DECLARE[s] for s in qualifying)
            return (PASS, *(_DECLARE[s] for s in SUITS))
        if self.phase == "claim":
            return (_WAIVE, *(_CLAIM[s] for s in qualifying_suits(hand, self.jacks)))
        return tuple(_DECLARE[s] for s in SUITS)  # forced

    def explain_illegal(self, action: Action) -> str:
        seat = self.current_seat
        if seat is None:
            return "match_over"
        if action.kind == "play":
            if self.phase != "play" or len(action.cards) != 1:
                return "not_your_choice"
            led = self.trick[0][1] if self.trick else None
            ctx = TrickContext(self.order, led)
            return (
                refusal_reason(action.card, self.hands[seat], ctx, [MUST_FOLLOW])
                or "not_your_choice"
            )
        return _choice_reason(
            self.phase, action, bool(qualifying_suits(self.hands[seat], self.jacks))
        )

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        if action.kind == "play":
            return self._play(seat, action.card)
        if action.kind == "pass":
            return self._pass(seat)
        if action.kind == "declare":
            if self.phase == "forced":
                return self._forced_name(seat, action.value)
            return self._declare(seat, action.value)
        if action.kind == "claim":
            self.claims.append((seat, action.value))
            self.calls.append({"seat": seat, "call": "claim", "suit": action.value})
            return [Event("claim", seat, value=action.value), *self._next_in_queue()]
        self.calls.append({"seat": seat, "call": "waive", "suit": ""})
        return [Event("waive", seat), *self._next_in_queue()]

    # --- declaration ------------------------------------------------------------

    def _pass(self, seat: int) -> list[Event]:
        self.calls.append({"seat": seat, "call": "pass", "suit": ""})
        events = [Event("pass", seat)]
        self.speaker += 1
        if self.speaker < 4:
            self.to_move = self.order_seats[self.speaker]
            return events
        holder = next(s for s in range(4) if Card("J", "C") in self.hands[s])
        self.phase = "forced"
        self.forced_by = self.to_move = holder
        events.append(Event("all_passed", holder))
        return events

    def _declare(self, seat: int, suit: str) -> list[Event]:
        self.calls.append({"seat": seat, "call": "declare", "suit": suit})
        self.declarer, self.declared = seat, suit
        self.queue = self.order_seats[self.speaker + 1 :]
        events = [Event("declare", seat, value=suit)]
        if self.queue:
            self.phase = "claim"
            self.to_move = self.queue[0]
            return events
        return events + self._resolve()

    def _next_in_queue(self) -> list[Event]:
        self.queue.pop(0)
        if self.queue:
            self.to_move = self.queue[0]
            return []
        return self._resolve()

    def _resolve(self) -> list[Event]:
        """RESOLVE of §4: the best of the declarer and the claimants names trumps."""
        assert self.declarer is not None
        entries = [(self.declarer, self.declared), *self.claims]
        keys = {
            entry: claim_key(
                self.hands[entry[0]], entry[1], self.order_seats.index(entry[0]), self.jacks
            )
            for entry in entries
        }
        maker, trump = max(entries, key=lambda e: keys[e])
        events: list[Event] = []
        if len(entries) > 1:
            events = self._announce(entries, keys)
        return events + self._begin_play(maker, trump, forced=False)

    def _announce(
        self, entries: list[tuple[int, str]], keys: dict[tuple[int, str], tuple[int, int, int, int]]
    ) -> list[Event]:
        """Counts of every candidate; points only of those tied on the top count (SH-D12)."""
        top = max(k[0] for k in keys.values())
        tied = sum(1 for k in keys.values() if k[0] == top) > 1
        events: list[Event] = []
        for seat, suit in entries:
            count, points = keys[(seat, suit)][:2]
            show_points = tied and count == top
            self.candidates.append(
                {
                    "seat": seat,
                    "suit": suit,
                    "count": count,
                    "points": points if show_points else None,
                }
            )
            events.append(Event("count", seat, value=str(count)))
            if show_points:
                events.append(Event("points", seat, value=str(points)))
        return events

    def _forced_name(self, seat: int, suit: str) -> list[Event]:
        self.calls.append({"seat": seat, "call": "forced", "suit": suit})
        return [Event("declare", seat, value=suit), *self._begin_play(seat, suit, forced=True)]

    def _begin_play(self, maker: int, trump: str, forced: bool) -> list[Event]:
        self.maker, self.trump, self.forced = maker, trump, forced
        self.queue = []
        self.phase = "play"
        order = self.order
        for seat in range(4):
            self.hands[seat] = order.sort_hand(self.hands[seat])
        self.leader = self.to_move = self.order_seats[0]
        return [Event("trump", maker, value=trump)]

    # --- play -------------------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [Event("play", seat, (card,))]
        if len(self.trick) < 4:
            self.to_move = (seat + 1) % 4
            return events
        events += self._close_trick()
        if self.team_tricks[0] + self.team_tricks[1] == TRICKS_PER_DEAL:
            return events + self._end_deal()
        if all(len(h) == 1 for h in self.hands):
            return events + self._auto_last_trick()
        return events

    def _close_trick(self) -> list[Event]:
        winner = self.order.winner(self.trick)
        cards = [c for _, c in self.trick]
        points = card_value(cards)
        self.won[team_of(winner)].extend(cards)
        self.seat_points[winner] += points
        self.team_tricks[team_of(winner)] += 1
        self.seat_tricks[winner] += 1
        self.history.append(tuple(self.trick))
        self.last_trick, self.last_winner = self.trick, winner
        self.trick = []
        self.leader = self.to_move = winner
        return [Event("trick_won", winner, tuple(cards), str(points))]

    def _auto_last_trick(self) -> list[Event]:
        """The eighth trick has one outcome: the engine plays it (logged as auto)."""
        events: list[Event] = []
        seat = self.leader
        for _ in range(4):
            card = self.hands[seat].pop()
            self.record.log_action(seat, Action.play(card), auto=True)
            self.trick.append((seat, card))
            events.append(Event("play", seat, (card,)))
            seat = (seat + 1) % 4
        events += self._close_trick()
        return events + self._end_deal()

    # --- scoring ----------------------------------------------------------------------

    def _end_deal(self) -> list[Event]:
        assert self.maker is not None
        makers = team_of(self.maker)
        team_points = [
            self.seat_points[0] + self.seat_points[2],
            self.seat_points[1] + self.seat_points[3],
        ]
        score = score_deal(
            makers,
            self.forced,
            team_points[makers],
            self.team_tricks,
            self.raised,
            self.drawn_makers,
        )
        was_raised, was_drawn = self.raised, self.drawn_makers
        strokes_before = list(self.strokes)
        events: list[Event] = []
        if score.outcome == "draw":
            self.raised, self.drawn_makers = True, makers
        else:
            self.raised, self.drawn_makers = False, None
            events += self._award(score)
        game_winner = next((t for t in (0, 1) if self.strokes[t] >= self.head_strokes), None)
        games_won = list(self.games_won)
        if game_winner is not None:
            games_won[game_winner] += 1
        gained = [a - b for a, b in zip(self.strokes, strokes_before, strict=True)]
        table = stroke_table(self.forced, False, makers, None)
        cell = 0 if score.winner == makers else 2
        lines = stroke_lines(
            self.maker,
            self.forced,
            self.trump,
            team_points,
            self.team_tricks,
            score.outcome,
            score.winner,
            table[cell + int(score.outcome == "double")],
            score.strokes,
            max(gained),
            self.head_strokes,
            was_raised,
        )
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=tuple(self.seat_points),
                teams=TEAMS,
                winners=TEAMS[score.winner] if score.winner is not None else (),
                outcome=score.outcome,
                details={
                    "counted": True,
                    "dealer": self.dealer,
                    "maker": self.maker,
                    "maker_team": makers,
                    "trump": self.trump,
                    "forced": self.forced,
                    "raised": was_raised,
                    "drawn_makers": was_drawn,
                    "team_points": team_points,
                    "tricks": list(self.team_tricks),
                    "strokes": score.strokes,
                    "strokes_team": score.winner,
                    "strokes_after": list(self.strokes),
                    "head_strokes": self.head_strokes,
                    "game": self.game_number,
                    "game_winner": game_winner,
                    "games_won": games_won,
                },
                lines=lines,
                match_points=seat_points(gained, TEAMS, 4),
            )
        )
        events.insert(0, Event("deal_end", value=score.outcome))
        if game_winner is not None:
            events += self._end_game(game_winner)
        if self.winner_team is not None:
            self.to_move = None
        else:
            events += self._start_deal((self.dealer + 1) % 4)
        return events

    def _end_game(self, team: int) -> list[Event]:
        """A head is complete: the game goes to ``team``; the sitting ends or a new game starts.

        A new game empties both heads and clears the raised stakes (§7, SH-D18); the
        deal keeps rotating, so the next dealer is the seat after the last one.
        """
        self.games_won[team] += 1
        self.games.append(
            {
                "winner": team,
                "strokes": list(self.strokes),
                "whole_head": self.whole_head,
                "last_deal": self.deal_number,
            }
        )
        events = [Event("game_won", TEAMS[team][0], value=str(team))]
        if self.games_won[team] >= self.games_to_win:
            self.winner_team = team
            return events
        self.game_number += 1
        self.strokes = [0, 0]
        self.raised, self.drawn_makers = False, None
        self.whole_head = False
        return events

    def _award(self, score: DealScore) -> list[Event]:
        team = score.winner
        assert team is not None
        if score.outcome == "whole_head":
            gained = self.head_strokes - self.strokes[team]
            self.whole_head = True
        else:
            gained = min(score.strokes, self.head_strokes - self.strokes[team])
        self.strokes[team] += gained
        kind = "whole_head" if score.outcome == "whole_head" else "strokes"
        return [Event(kind, TEAMS[team][0], value=str(score.strokes))]

    def result(self) -> MatchResult | None:
        if self.winner_team is None:
            return None
        return MatchResult(
            winners=TEAMS[self.winner_team],
            losers=TEAMS[1 - self.winner_team],
            scores=tuple(self.strokes[team_of(s)] for s in range(4)),
            details={
                "strokes": list(self.strokes),
                "head_strokes": self.head_strokes,
                "whole_head": self.whole_head,
                "deals": len(self.deal_summaries),
                "games_to_win": self.games_to_win,
                "games_won": list(self.games_won),
                "games": [dict(g) for g in self.games],
            },
        )

    # --- views ------------------------------------------------------------------------

    def stakes(self) -> dict[str, list[int]] | None:
        """Strokes at stake once trumps are named: makers and opponents, [simple, double]."""
        if self.maker is None:
            return None
        table = stroke_table(self.forced, self.raised, team_of(self.maker), self.drawn_makers)
        return {"makers": list(table[:2]), "opponents": list(table[2:])}

    def view(self, seat: int | None, search: bool = False) -> View:
        to_move = self.current_seat
        legal = tuple(self.legal_actions()) if seat is not None and seat == to_move else ()
        hands = tuple(
            tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
        )
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=4,
            phase="over" if self.is_over else self.phase,
            to_move=to_move,
            legal=legal,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=hands,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=_plays(self.trick),
            trick_leader=self.leader if self.phase == "play" else None,
            last_trick=_plays(self.last_trick),
            last_winner=self.last_winner,
            teams=TEAMS,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump=self.trump,
            public=self._public(),
            private=self._private(seat),
            tricks_taken=tuple(self.seat_tricks),
            points_taken=tuple(self.seat_points),
        )

    def _public(self) -> dict[str, Any]:
        return {
            "head_strokes": self.head_strokes,
            "strokes": (self.strokes[0], self.strokes[1]),
            "raised": self.raised,
            "drawn_makers": self.drawn_makers,
            "stakes": self.stakes(),
            "jacks_permanent_trumps": self.jacks,
            "turn_order": tuple(self.order_seats),
            "calls": [dict(c) for c in self.calls],
            "declarer": self.declarer,
            "claim_queue": tuple(self.queue),
            "candidates": [dict(c) for c in self.candidates],
            "maker": self.maker,
            "maker_team": team_of(self.maker) if self.maker is not None else None,
            "trump": self.trump,
            "forced": self.forced,
            "forced_by": self.forced_by,
            "tricks": (self.team_tricks[0], self.team_tricks[1]),
            "trick_points": (
                self.seat_points[0] + self.seat_points[2],
                self.seat_points[1] + self.seat_points[3],
            ),
            "history": tuple(_plays(t) for t in self.history),
            "winner_team": self.winner_team,
            "whole_head": self.whole_head,
            "game_number": self.game_number,
            "games_to_win": self.games_to_win,
            "games_won": (self.games_won[0], self.games_won[1]),
        }

    def _private(self, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return {}
        hand = self.hands[seat]
        return {
            "suit_counts": {s: suit_strength(hand, s, self.jacks) for s in SUITS},
            "qualifying": tuple(qualifying_suits(hand, self.jacks)),
        }

    def hidden_cards(self, seat: int) -> list[Card]:
        return [c for s, h in enumerate(self.hands) if s != seat for c in h]

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {f"hand{s}": self.hands[s] for s in range(4)}
        zones["trick"] = [c for _, c in self.trick]
        zones["won_ns"] = self.won[0]
        zones["won_ew"] = self.won[1]
        return zones

    # --- search states and worlds -----------------------------------------------------

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != "play" or not self.trick:
            return None
        suits = self.order.suit
        return suits[self.trick[0][1]], suits

    def effective_suits(self) -> Mapping[Card, str] | None:
        return self.order.suit if self.trump else None

    def zone_facts(self, seat: int) -> ZoneFacts:
        """What the calls told: a pass (no five-card suit), a claim (five or more),
        the announced counts and points, the forced namer's J♣."""
        facts = ZoneFacts()
        played: list[list[Card]] = [[], [], [], []]
        for trick in (*self.history, tuple(self.trick)):
            for s, card in trick:
                played[s].append(card)
        for call in self.calls:
            s = call["seat"]
            if s == seat:
                continue
            if call["call"] == "pass":
                for suit in SUITS:
                    self._suit_rule(facts, s, suit, played[s], 0, 4)
            elif call["call"] == "claim":
                self._suit_rule(facts, s, call["suit"], played[s], 5, 99)
            elif call["call"] == "declare":
                facts.rule(f"hand{s}", self._declare_rule(call["suit"], played[s]))
            elif call["call"] == "forced" and JACK_OF_CLUBS not in played[s]:
                facts.pin(f"hand{s}", JACK_OF_CLUBS)
        for entry in self.candidates:
            s = entry["seat"]
            if s != seat:
                count, points = entry["count"], entry["points"]
                self._suit_rule(facts, s, entry["suit"], played[s], count, count, points)
        return facts

    def _suit_cards(self, suit: str) -> frozenset[Card]:
        return frozenset(c for c in DECK if c.suit == suit or (self.jacks and c.rank == "J"))

    def _declare_rule(self, suit: str, played: list[Card]) -> CountRule:
        """A declaration: five or more of ``suit``, unless the hand had no five-card suit."""

        def rule(s: str, lo: int, hi: int) -> CountRule:
            cards = self._suit_cards(s)
            gone = sum(1 for c in played if c in cards)
            return CountRule(cards, max(0, lo - gone), hi - gone)

        first, *rest = (rule(s, 0, 4) for s in SUITS)
        none_long = CountRule(first.cards, first.lo, first.hi, also=tuple(rest))
        five = rule(suit, 5, 99)
        return CountRule(five.cards, five.lo, five.hi, alternatives=(none_long,))

    def _suit_rule(
        self,
        facts: ZoneFacts,
        seat: int,
        suit: str,
        played: list[Card],
        lo: int,
        hi: int,
        points: int | None = None,
    ) -> None:
        """A dealt-hand count of ``suit`` (and its points), less what ``seat`` has played."""
        cards = frozenset(c for c in DECK if c.suit == suit or (self.jacks and c.rank == "J"))
        gone = sum(1 for c in played if c in cards)
        facts.count(f"hand{seat}", cards, max(0, lo - gone), hi - gone)
        if points is not None:
            spent = card_value([c for c in played if c in cards])
            facts.rule(
                f"hand{seat}",
                CountRule(cards, points - spent, points - spent, STANDARD_POINTS_BY_CARD),
            )

    def refill(self, seat: int) -> None:
        self._legal = None
        for s in range(4):
            hand = self.hands[s]
            hand[:] = self.order.sort_hand(hand) if self.trump else sorted(hand, key=_plain_sort)


JACK_OF_CLUBS = Card("J", "C")
STANDARD_POINTS_BY_CARD: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in DECK}

_PLAY = {c: Action.play(c) for c in DECK}
_DECLARE = {s: Action.choice("declare", s) for s in SUITS}
_CLAIM = {s: Action.choice("claim", s) for s in SUITS}
_WAIVE = Action.choice("waive")


def _plain_sort(card: Card) -> tuple[int, int]:
    return (SUITS.index(card.suit), PLAIN_RANKS.index(card.rank))


def _plays(trick: Sequence[tuple[int, Card]]) -> tuple[Play, ...]:
    return tuple(Play(s, (c,)) for s, c in trick)


def _choice_reason(phase: str, action: Action, obliged: bool) -> str:
    """Reason codes for refused declaration actions."""
    if action.kind == "play":
        return "not_your_choice"
    if phase == "declare":
        if action.kind == "pass" and obliged:
            return "must_declare"
        if action.kind == "declare" and obliged:
            return "must_name_long_suit"
    elif phase == "claim" and action.kind == "claim":
        return "claim_needs_five"
    elif phase == "forced" and action.kind == "pass":
        return "forced_must_name"
    return "not_your_choice"


class Sheepshead(Game):
    """Sheep's Head / Баранья голова."""

    id = "sheepshead"
    match_class = SheepsheadMatch
    names = MappingProxyType({"en": "Sheep's Head", "ru": "Баранья голова"})
    family = "sheepshead"
    sheet = SHEEPSHEAD_SHEET
    min_seats = 4
    max_seats = 4
    default_seats = 4
    teams_fixed = True
    options = (
        OptionSpec("head_strokes", "int", 9, minimum=1, maximum=None),
        OptionSpec("jacks_permanent_trumps", "bool", False),
        OptionSpec("games_to_win", "int", 1, minimum=1, maximum=99),
    )
    deal_points_total = 120
    test_variants = (
        (4, {"head_strokes": 12}),
        (4, {"head_strokes": 1}),
        (4, {"jacks_permanent_trumps": True}),
        (4, {"head_strokes": 2, "games_to_win": 3}),
    )


GAME = register(Sheepshead())
