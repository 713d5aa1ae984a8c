"""The Hearts core: deal, pass, play tricks, score penalties, end on "lowest wins".

A game subclasses :class:`HeartsMatch` and states only what is peculiar to it as
class data or small methods: its deck (:meth:`HeartsMatch.deal_deck`), hand size,
the passing (cards and direction), its penalty card values
(:attr:`HeartsMatch.card_values`), extra lead and follow rules
(:attr:`HeartsMatch.extra_rules`, composable :class:`FollowRule` checks), its deal
score (:meth:`HeartsMatch.score_deal`) and its match end.

Phases: ``pass_cards`` (every seat in turn, eldest first, chooses its cards face
down; nothing moves until all have chosen), ``play``, ``over``. Penalties are kept
as positive numbers, lower is better; a deal's ``match_points`` are their negatives.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar

from cardtui.engine import (
    Action,
    Card,
    Chance,
    DealSummary,
    Event,
    Game,
    Match,
    MatchRecord,
    MatchResult,
    OptionValue,
    Play,
    View,
    deck,
)
from cardtui.engine.cards import SUITS
from cardtui.engine.legal import CachedLegal
from cardtui.engine.score import ScoreLine, term, total
from cardtui.engine.trick import (
    MUST_FOLLOW,
    CardOrder,
    FollowRule,
    TrickContext,
    legal_cards,
    refusal_reason,
)
from cardtui.engine.unseen import ZoneFacts
from cardtui.games.hearts.passing import PASS_CARDS, PassChoices, pass_action, pass_target

HEARTS = "H"
PLAY = "play"
PASSING = "pass_cards"
OVER = "over"

DIRECTIONS: dict[int, str] = {1: "left", 2: "across", 3: "right"}
"""Pass direction codes by offset (mod 4; with 3 players only ``left``)."""

_PLAY: dict[Card, Action] = {c: Action.play(c) for c in (*deck(52), *deck(32), Card.parse("JK"))}
play_action = _PLAY.__getitem__
"""The interned one-card play of a card."""

_PLAY_EVENTS: list[dict[Card, Event]] = [
    {c: Event("play", seat, (c,)) for c in _PLAY} for seat in range(8)
]
"""The ``play`` event of every seat and card, made once."""


def play_event(seat: int, card: Card) -> Event:
    """The ``play`` event of ``seat`` playing ``card``."""
    return _PLAY_EVENTS[seat][card]


def full_deck(size: int = 52, remove: str = "", add: str = "") -> tuple[Card, ...]:
    """A ``size``-card deck without the cards of ``remove``, with those of ``add``."""
    gone = set(remove.split())
    cards = [c for c in deck(size) if c.code not in gone]
    cards += [Card.parse(code) for code in add.split()]
    return tuple(cards)


@dataclass
class HeartsContext(TrickContext):
    """A trick context that also knows whether hearts have been played this deal."""

    broken: bool = False


def _hearts_not_broken(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is not None or getattr(ctx, "broken", True):
        return cards
    return [c for c in cards if ctx.order.suit[c] != HEARTS]


HEARTS_MUST_BE_BROKEN = FollowRule("hearts_not_broken", _hearts_not_broken, liftable=True)
"""No heart (effective suit) may be led before one has been played, unless only hearts are left."""


def _no_heart_lead(cards: list[Card], ctx: TrickContext) -> list[Card]:
    if ctx.led is not None:
        return cards
    return [c for c in cards if ctx.order.suit[c] != HEARTS] or cards


NO_HEART_LEAD = FollowRule("hearts_lead_ban", _no_heart_lead)
"""No heart may be led while the leader holds any other card (Kierki N2, N5, N7)."""


_SORT_TABLES: dict[tuple[str, tuple[Card, ...]], dict[Card, int]] = {}


def _sort_table(order: CardOrder, cards: tuple[Card, ...]) -> dict[Card, int]:
    """Hand display order: clubs, diamonds, spades, hearts, each high to low (shared)."""
    key = (order.suit_ranks, cards)
    table = _SORT_TABLES.get(key)
    if table is None:
        table = _SORT_TABLES[key] = {c: i for i, c in enumerate(order.sort_hand(cards, "CDSH"))}
    return table


def lowest_seats(values: Sequence[int]) -> tuple[int, ...]:
    """The seats sharing the lowest value."""
    best = min(values)
    return tuple(s for s, v in enumerate(values) if v == best)


def _first(pair: tuple[int, Card]) -> int:
    return pair[0]


def penalty_lines(
    game_id: str, values: Mapping[Card, int], taken: Sequence[Sequence[Card]]
) -> list[ScoreLine]:
    """One term per seat and penalty card kind it took (hearts together, each other card
    alone), amounts in match points (minus the penalty)."""
    n = len(taken)
    zeros = [0] * n
    hearts_code = f"score.{game_id}.hearts"
    lines: list[ScoreLine] = []
    get = values.get
    for seat, cards in enumerate(taken):
        hearts: list[tuple[int, Card]] = []
        others: list[tuple[int, Card]] = []
        for card in cards:
            value = get(card)
            if value:
                (hearts if card.suit == HEARTS else others).append((value, card))
        if hearts:
            hearts.sort(key=_first, reverse=True)
            amounts = zeros.copy()
            amounts[seat] = -sum(v for v, _ in hearts)
            shown = tuple(c for _, c in hearts)
            lines.append(term(hearts_code, tuple(amounts), seat=seat, cards=shown, n=len(shown)))
        for value, card in others:
            amounts = zeros.copy()
            amounts[seat] = -value
            code = f"score.{game_id}.{'prize' if value < 0 else 'card'}"
            lines.append(term(code, tuple(amounts), seat=seat, cards=(card,), n=abs(value)))
    return lines


def deal_total(game_id: str, penalties: Sequence[int]) -> ScoreLine:
    """The closing line: minus each seat's penalty for the deal."""
    return total(f"score.{game_id}.total", tuple(-p for p in penalties))


class HeartsMatch(CachedLegal, Match):
    """A match of a Hearts game: deals until the game's end condition, lowest total wins."""

    suit_ranks: ClassVar[str] = "AKQJT98765432"
    card_values: Mapping[Card, int] = MappingProxyType({})
    """Penalty per card taken (negative for a prize)."""
    extra_rules: tuple[FollowRule, ...] = ()
    """Lead and follow checks besides following suit, in order."""
    pass_count: ClassVar[int] = 0
    """Cards each player passes (0: no passing)."""
    search_share: ClassVar[frozenset[str]] = frozenset(
        {"order", "_sort_key", "card_values", "suit_values"}
    )

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.totals = [0] * num_seats
        self.finished = False
        self.order = CardOrder(suit_ranks=self.suit_ranks)
        self._legal: Sequence[Action] | None = None
        self.configure()
        self._sort_key = _sort_table(self.order, self.all_cards())
        self.begin_deal(None)
        dealer = self.chance.randrange(num_seats)
        self.record_dealer(dealer)
        self.opening_events = self._deal(dealer)

    # --- per game -------------------------------------------------------------

    def configure(self) -> None:
        """Read the game's options (called once, before the first deal)."""

    def all_cards(self) -> tuple[Card, ...]:
        """Every card that can appear in a deal (for the hand sort table)."""
        return self.deal_deck()

    def deal_deck(self) -> tuple[Card, ...]:
        """The cards of this match's deck."""
        return tuple(deck(52))

    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return len(self.deal_deck()) // self.num_seats

    def pass_offset(self) -> int:
        """How many seats to the left this deal's cards go (0: no passing)."""
        return 0

    def first_leader(self) -> int:
        """Who leads trick 1 (default: eldest)."""
        return (self.dealer + 1) % self.num_seats

    def trick_winner(self, trick: Sequence[tuple[int, Card]]) -> int:
        """The seat that wins the trick (default: highest card of the led suit)."""
        order = self.order
        if type(order) is not CardOrder or order.trumps:
            return order.winner(trick)
        suits, power = order.suit, order.power
        best_seat, best = trick[0]
        led = suits[best]
        top = power[best]
        for seat, card in trick:
            if suits[card] == led and power[card] > top:
                best_seat, top = seat, power[card]
        return best_seat

    def trick_value(self, cards: Sequence[Card], number: int) -> int:
        """Penalty points in a trick (its ``trick_won`` value; prizes such as the 10♦ are
        left to the deal's breakdown, so the value is never negative)."""
        values = self.card_values
        return sum([v for v in map(values.get, cards) if v is not None and v > 0])

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        """(penalty per seat, itemised lines, outcome code) of the finished deal."""
        raise NotImplementedError

    def match_done(self) -> bool:
        """Whether the match ends after the deal just scored (default: a target score)."""
        target = self.options.get("target_score")
        return isinstance(target, int) and max(self.totals) >= target

    # --- deal -------------------------------------------------------------------

    def _deal(self, dealer: int) -> list[Event]:
        """Shuffle and deal one card at a time from eldest; open passing or play."""
        if self.deal_number > 1 or self.opening_events:
            self.begin_deal(dealer)
        n = self.num_seats
        self.dealer = dealer
        cards = self.chance.shuffle(self.deal_deck())
        self.deck = tuple(cards)
        size = self.hand_size()
        eldest = (dealer + 1) % n
        key = self._sort_key.__getitem__
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (eldest + i) % n
            self.hands[seat] = sorted(cards[i : n * size : n], key=key)
        self.stock: list[Card] = list(cards[n * size :])
        self.taken: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.trick_winners: list[int] = []
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.broken = False
        self.passing: list[list[Card]] = [[] for _ in range(n)]
        self.passed: list[tuple[Card, ...]] = [() for _ in range(n)]
        self.received: list[tuple[Card, ...]] = [() for _ in range(n)]
        self.offset = self.pass_offset() if self.pass_count else 0
        self.leader = self.first_leader()
        self._legal = None
        events = [Event("deal_start", dealer, value=str(self.deal_number))]
        self.to_move: int | None = eldest
        if self.offset:
            self.phase = PASSING
            events.append(Event("pass_" + DIRECTIONS[self.offset % n]))
            return events
        return events + self.before_play()

    def before_play(self) -> list[Event]:
        """Open the game's own pre-play phase, or the play (default)."""
        self.phase = PLAY
        self.to_move = self.leader
        return []

    def phase_legal(self, seat: int) -> Sequence[Action]:
        """The legal actions of a game's own phase."""
        return ()

    def phase_apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action of a game's own phase."""
        raise NotImplementedError(self.phase)

    # --- protocol -----------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        return None if self.finished else self.to_move

    @property
    def is_over(self) -> bool:
        return self.finished

    def _context(self) -> HeartsContext:
        led = self.trick[0][1] if self.trick else None
        return HeartsContext(self.order, led, plays=self.trick, broken=self.broken)

    def _compute_legal(self) -> Sequence[Action]:
        seat = self.to_move
        if seat is None or self.finished:
            return ()
        hand = self.hands[seat]
        if self.phase == PASSING:
            return PassChoices(hand, self.pass_count)
        if self.phase != PLAY:
            return self.phase_legal(seat)
        if self.extra_rules:
            cards = legal_cards(hand, self._context(), (MUST_FOLLOW, *self.extra_rules))
            return tuple(map(play_action, cards))
        if self.trick:
            suits = self.order.suit
            led = suits[self.trick[0][1]]
            same = [c for c in hand if suits[c] == led]
            if same:
                return tuple(map(play_action, same))
        return tuple(map(play_action, hand))

    def explain_illegal(self, action: Action) -> str:
        seat = self.current_seat
        if seat is None:
            return "match_over"
        if self.phase == PASSING:
            if action.kind != PASS_CARDS:
                return "pass_first"
            if len(action.cards) != self.pass_count:
                return "pass_count"
            return "card_not_in_hand"
        if self.phase != PLAY:
            return self.phase_refusal(action)
        if action.kind != "play" or len(action.cards) != 1:
            return "not_your_choice"
        rules = (MUST_FOLLOW, *self.extra_rules)
        return refusal_reason(action.cards[0], self.hands[seat], self._context(), rules) or (
            "not_your_choice"
        )

    def apply(self, action: Action) -> list[Event]:
        """:meth:`Match.apply` with a shorter path for a legal action (the play-out hot path)."""
        legal = self._legal
        seat = self.to_move
        if legal is None or seat is None or self.finished or action not in legal:
            return super().apply(action)
        self.record.log_action(seat, action)
        return self._apply(action)

    def phase_refusal(self, action: Action) -> str:
        """The reason code for refusing ``action`` in a game's own phase."""
        return "not_your_choice"

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        if self.phase == PLAY:
            return self._play(seat, action.cards[0])
        if self.phase == PASSING:
            return self._choose_pass(seat, action.cards)
        return self.phase_apply(seat, action)

    # --- passing ------------------------------------------------------------------

    def _choose_pass(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.passing[seat] = list(cards)
        events = [Event("pass_chosen", seat, cards, to=frozenset({seat}))]
        nxt = (seat + 1) % self.num_seats
        if self.passing[nxt]:
            return events + self._reveal_passes()
        self.to_move = nxt
        return events

    def _reveal_passes(self) -> list[Event]:
        """Every seat has chosen: move all the passes at once."""
        n = self.num_seats
        events: list[Event] = []
        key = self._sort_key.__getitem__
        for seat in range(n):
            target = pass_target(seat, self.offset, n)
            cards = tuple(self.passing[seat])
            self.passed[seat] = cards
            self.received[target] = cards
            self.hands[target].extend(cards)
            self.passing[seat] = []
            events.append(
                Event("pass_cards", seat, cards, str(target), to=frozenset({seat, target}))
            )
        for hand in self.hands:
            hand.sort(key=key)
        return events + self.before_play()

    # --- play -----------------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        trick = self.trick
        suits = self.order.suit
        suit = suits[card]
        if trick:
            led = suits[trick[0][1]]
            if suit != led:
                self.shown_voids[seat].add(led)  # voids tracked here, not by follow_duty
        if suit == HEARTS:
            self.broken = True
        trick.append((seat, card))
        events = [_PLAY_EVENTS[seat][card]]
        n = self.num_seats
        if len(trick) < n:
            self.to_move = (seat + 1) % n
            return events
        return events + self._close_trick()

    def _close_trick(self) -> list[Event]:
        trick = self.trick
        winner = self.trick_winner(trick)
        cards = tuple([c for _, c in trick])
        self.taken[winner].extend(cards)
        self.tricks_won[winner] += 1
        self.trick_winners.append(winner)
        number = len(self.trick_winners)
        events = [Event("trick_won", winner, cards, str(self.trick_value(cards, number)))]
        self.last_trick, self.last_winner = trick, winner
        self.trick = []
        if number == 1:
            self.received = [() for _ in range(self.num_seats)]
        self.leader = self.to_move = winner
        if not self.hands[winner]:
            events += self._end_deal()
        return events

    # --- deal end -------------------------------------------------------------------

    def _end_deal(self) -> list[Event]:
        penalties, lines, outcome = self.score_deal()
        for seat, p in enumerate(penalties):
            self.totals[seat] += p
        winners = lowest_seats(penalties)
        n = self.num_seats
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=penalties,
                teams=tuple((s,) for s in range(n)),
                winners=winners,
                outcome=outcome,
                details={
                    "counted": True,
                    "dealer": self.dealer,
                    "penalties": list(penalties),
                    "totals": list(self.totals),
                    "tricks": list(self.tricks_won),
                },
                lines=lines,
                match_points=tuple(-p for p in penalties),
            )
        )
        events = [Event("deal_end", winners[0] if len(winners) == 1 else None, value=outcome)]
        if self.match_done():
            self.finished = True
            self.phase = OVER
            self.to_move = None
            return events
        return events + self._deal((self.dealer + 1) % n)

    def result(self) -> MatchResult | None:
        if not self.finished:
            return None
        winners = lowest_seats(self.totals)
        losers = tuple(s for s in range(self.num_seats) if s not in winners)
        return MatchResult(
            winners, losers, (), tuple(self.totals), {"deals": len(self.deal_summaries)}
        )

    # --- views ----------------------------------------------------------------------

    def public_facts(self) -> dict[str, Any]:
        """Game facts every seat sees (a game adds its own)."""
        values = self.card_values
        points = [0] * self.num_seats
        if values:
            for seat, cards in enumerate(self.taken):
                points[seat] = sum(values.get(c, 0) for c in cards)
        return {
            "totals": list(self.totals),
            "penalty_taken": points,
            "pass_direction": DIRECTIONS.get(self.offset % self.num_seats, "")
            if self.offset
            else "",
            "hearts_broken": self.broken,
            "passed": [bool(p) for p in self.passing],
        }

    def view(self, seat: int | None, search: bool = False) -> View:
        n = self.num_seats
        hands = tuple(
            tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
        )
        private: dict[str, Any] = {}
        if seat is not None:
            private = {
                "passing": tuple(self.passing[seat]),
                "passed": self.passed[seat],
                "pass_to": pass_target(seat, self.offset, n) if self.offset else None,
                "received": self.received[seat],
                "received_from": (seat - self.offset) % n if self.offset else None,
            }
        legal: tuple[Action, ...] = ()
        if seat is not None and seat == self.current_seat:
            legal = tuple(self.legal_actions())
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=n,
            phase=self.phase,
            to_move=self.current_seat,
            legal=legal,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=hands,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(Play(s, (c,)) for s, c in self.trick),
            trick_leader=self.trick[0][0] if self.trick else self.leader,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            public=self.public_facts(),
            private=private,
            tricks_taken=tuple(self.tricks_won),
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        known = set(self.passed[seat])  # what it passed: it knows who holds them
        cards: list[Card] = list(self.stock)
        for s in range(self.num_seats):
            if s != seat:
                cards += [c for c in self.hands[s] if c not in known]
                cards += self.passing[s]
        return cards

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {
            "trick": [c for _, c in self.trick],
            "stock": self.stock,
        }
        for s in range(self.num_seats):
            zones[f"hand{s}"] = self.hands[s]
            zones[f"pass{s}"] = self.passing[s]
            zones[f"taken{s}"] = self.taken[s]
        return zones

    # --- search -----------------------------------------------------------------------

    def effective_suits(self) -> Mapping[Card, str] | None:
        return self.order.suit

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        zones: dict[str, list[Card]] = {}
        for s in range(self.num_seats):
            if s != seat:
                zones[f"hand{s}"] = self.hands[s]
                if self.phase == PASSING:
                    zones[f"pass{s}"] = self.passing[s]
        zones["stock"] = self.stock
        return zones

    def conceal(self, seat: int) -> None:
        """Forget the passes this seat did not give or receive."""
        super().conceal(seat)
        n = self.num_seats
        passed: list[tuple[Card, ...]] = [() for _ in range(n)]
        received: list[tuple[Card, ...]] = [() for _ in range(n)]
        passed[seat] = self.passed[seat]
        received[seat] = self.received[seat]
        if self.offset:
            target = pass_target(seat, self.offset, n)
            source = (seat - self.offset) % n
            passed[source] = self.passed[source]
            if self.received[target]:
                received[target] = self.received[target]
        self.passed, self.received = passed, received

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The cards this seat passed and has not seen played are in the receiver's hand."""
        facts = ZoneFacts()
        if self.passed[seat] and self.offset:
            target = pass_target(seat, self.offset, self.num_seats)
            if target != seat:
                held = [c for c in self.passed[seat] if c in self.hands[target]]
                if held:
                    facts.pin(f"hand{target}", *held)
        return facts


def suit_cards(suit: str, ranks: str = "AKQJT98765432") -> tuple[Card, ...]:
    """The cards of one suit."""
    return tuple(Card(r, suit) for r in ranks)


__all__ = [
    "HEARTS",
    "HEARTS_MUST_BE_BROKEN",
    "NO_HEART_LEAD",
    "PASS_CARDS",
    "SUITS",
    "HeartsMatch",
    "deal_total",
    "full_deck",
    "lowest_seats",
    "pass_action",
    "penalty_lines",
    "play_action",
    "suit_cards",
]
