"""Multi-card-lead Kozel, 36 cards («Козёл» на 36 карт, ход несколькими картами).

Rules: shared/rules/kozel.md §2 (with §0 conventions and §7 clarifications).

2-6 players hold four cards each and refill from a stock after every trick.
A trump suit comes from a random stock card that is shown and left in its place.
The leader plays 1-4 cards of one suit (option: 2-4 of one rank); every other
player answers with exactly as many cards: he either *beats* the current best set
one to one (бить, перекрыть) or *gives up* that many cards face down (скинуть
рубашкой вверх). The owner of the best set takes the trick and leads next. Before
every lead a player holding four trumps may seize the lead («козырная молотка»).
The side with most card points wins the deal.

House-rule decisions taken here (besides B-D1..B-D11 of the spec):

* The trump card's place in the stock is public, so everyone knows who draws it;
  from then on its holder is public (``trump_card_at`` = ``hand``) until he plays
  it face up (``played``) or gives up cards face down (``unknown``: it may be
  among them). The card itself is never a hidden card, since all have seen it.
* Won piles: the face-up part (leads and beats) is public (``seen``,
  ``won_open_points``); face-down give-ups stay hidden from everyone, the taker
  included, until the deal ends (:class:`DealSummary` details ``hidden_won``).
  A player remembers his own give-ups (``private["my_discards"]``).
* Dead cards (5 players: one card) are set aside face down and scored for nobody.
  When they carry points the deal totals less than 120: the summary then has
  ``counted: False`` and ``dead_points`` > 0.
* A match is one deal by default; option ``deals`` plays a fixed series in which
  the highest total of card points over all deals wins (teams pool their piles);
  an equal top total is a draw. Deal outcomes: ``points_win``, ``points_tie``.

Chance per deal, in record order: the shuffled deck; in deal 1 only, the dealer
(by lot); the index of the trump card in the stock (top = 0). A test deals chosen
hands with ``replay=[deck_text, dealer, trump_index]``.

Actions: ``hammer`` / ``pass`` (phase ``hammer``); ``play`` with 1-4 cards (phase
``lead``, built by :func:`lead` or ``Action.play``); ``beat`` / ``discard`` with
exactly the led number of cards (phase ``respond``, built by :func:`beat`,
:func:`discard`). Multi-card actions hold their cards in the engine's canonical
order (``cards.sort_key``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations, permutations
from typing import Any

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import SUITS, Card, card_points, deck, sort_key
from cardtui.engine.chance import Chance
from cardtui.engine.errors import OptionError
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine, note, seat_points, term
from cardtui.engine.score import total as total_line
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.multilead_sheet import MULTILEAD_SHEET

GAME_ID = "kozel_multilead"
HAND_SIZE = 4
RANK_ORDER = "ATKQJ9876"
"""Every suit, trumps included, from high to low: the ten ranks above the king."""
POWER: dict[str, int] = {r: len(RANK_ORDER) - i for i, r in enumerate(RANK_ORDER)}
TEAM_SEATS = (4, 6)

HAMMER = "hammer"
"""Phase: a holder of four trumps may seize the lead («козырная молотка»)."""
LEAD = "lead"
"""Phase: the leader plays 1-4 cards of one suit (заход)."""
RESPOND = "respond"
"""Phase: the next player beats the best set or gives up as many cards face down."""
OVER = "over"

CLAIM = Action.choice("hammer")
"""Seize the lead with a hand of four trumps."""

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("teams", "bool", False),
    OptionSpec("molotka_any_suit", "bool", False),
    OptionSpec("same_rank_leads", "bool", False),
    OptionSpec("deals", "int", 1, minimum=1, maximum=50),
)


CANON: dict[Card, tuple[int, int]] = {c: sort_key(c) for c in deck(36)}
"""The canonical order of card tuples inside actions, as a table (hot path)."""
_ACTIONS: dict[tuple[str, tuple[Card, ...]], Action] = {}


def _action(kind: str, cards: tuple[Card, ...]) -> Action:
    """A cached action over ``cards`` already in canonical order."""
    key = (kind, cards)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, cards)
    return action


def canonical(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the canonical order of actions."""
    return tuple(sorted(cards, key=CANON.__getitem__))


def beat(*cards: Card) -> Action:
    """The response that beats the best set with ``cards`` (canonical order)."""
    return _action("beat", canonical(cards))


def discard(*cards: Card) -> Action:
    """The response that gives up ``cards`` face down (canonical order)."""
    return _action("discard", canonical(cards))


def lead(*cards: Card) -> Action:
    """The lead of ``cards`` (``Action.play`` in canonical order)."""
    return _action("play", canonical(cards)) if len(cards) > 1 else Action.play(*cards)


def beats(card: Card, other: Card, trump: str) -> bool:
    """Whether ``card`` beats ``other``: higher in the same suit, or a trump on a plain card."""
    if card.suit == other.suit:
        return POWER[card.rank] > POWER[other.rank]
    return card.suit == trump


BEATEN: dict[str, dict[Card, frozenset[Card]]] = {
    t: {c: frozenset(o for o in deck(36) if beats(c, o, t)) for c in deck(36)} for t in SUITS
}
"""Per trump suit: every card to the set of cards it beats (the hot-path table of :func:`beats`)."""


def beats_set(cards: Sequence[Card], best: Sequence[Card], trump: str) -> bool:
    """Whether ``cards`` beat ``best`` one to one (a perfect matching exists)."""
    if len(cards) != len(best):
        return False
    table = BEATEN[trump]
    if len(cards) == 1:
        return best[0] in table[cards[0]]
    return any(
        all(b in table[c] for c, b in zip(order, best, strict=True))
        for order in permutations(cards)
    )


def lead_sets(hand: Sequence[Card], same_rank: bool) -> list[tuple[Card, ...]]:
    """Every legal lead: 1+ cards of one suit; with ``same_rank`` also 2+ cards of one rank.

    Each set comes in canonical order, suit by suit (then rank by rank), smaller sets first.
    """
    groups: dict[str, list[Card]] = {}
    for card in canonical(hand):
        groups.setdefault(card.suit, []).append(card)
    if same_rank:
        for card in canonical(hand):
            groups.setdefault("rank" + card.rank, []).append(card)
    sets: list[tuple[Card, ...]] = []
    for key, cards in groups.items():
        smallest = 2 if key.startswith("rank") else 1
        for k in range(smallest, len(cards) + 1):
            sets.extend(combinations(cards, k))
    return sets


def display_key(trump: str) -> dict[Card, tuple[int, int]]:
    """Sort keys for showing a hand: trumps first, then clubs, spades, hearts, diamonds; high first."""
    return DISPLAY[trump]


DISPLAY: dict[str, dict[Card, tuple[int, int]]] = {
    t: {c: (0 if c.suit == t else 1 + SUITS.index(c.suit), -POWER[c.rank]) for c in deck(36)}
    for t in SUITS
}


def hammer_hand(hand: Sequence[Card], trump: str, any_suit: bool) -> bool:
    """A full hand of four trumps (with ``any_suit``: four of any one suit)."""
    if len(hand) != HAND_SIZE:
        return False
    suit = hand[0].suit
    return all(c.suit == suit for c in hand) and (any_suit or suit == trump)


class MultileadMatch(CachedLegal, Match):
    """State of a multi-card-lead Kozel match (one deal unless ``deals`` > 1)."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        n = num_seats
        self.teams: tuple[tuple[int, ...], ...] = (
            (tuple(range(0, n, 2)), tuple(range(1, n, 2))) if options["teams"] else ()
        )
        self.sides: tuple[tuple[int, ...], ...] = self.teams or tuple((s,) for s in range(n))
        self.any_suit = bool(options["molotka_any_suit"])
        self.same_rank = bool(options["same_rank_leads"])
        deals = options["deals"]
        assert isinstance(deals, int)
        self.deals_total = deals
        self.totals = [0] * n
        """Card points per seat over the finished deals."""
        self.dealer = 0
        self.phase = LEAD
        self._legal: tuple[Action, ...] | None = None
        self._shared: dict[str, Any] | None = None
        """The seat-independent part of the views, cached until the next action."""
        self._reset_deal()

    # --- deal set-up ----------------------------------------------------------

    def _reset_deal(self) -> None:
        n = self.num_seats
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        """Face-down stock, top card first."""
        self.dead: list[Card] = []
        self.won_open: list[list[Card]] = [[] for _ in range(n)]
        self.won_hidden: list[list[Card]] = [[] for _ in range(n)]
        self.won_open_points = [0] * n
        self.discards_by: list[list[Card]] = [[] for _ in range(n)]
        self.seen: list[Card] = []
        """Cards played face up in finished tricks of this deal."""
        self.trump = "C"
        self.indicator: Card = Card("6", "C")
        self.indicator_at = "stock"
        self.indicator_holder: int | None = None
        self.designated = 0
        self.hammer_queue: list[int] = []
        self.claimed_by: int | None = None
        self._reset_trick(0)
        self.last_trick: tuple[tuple[int, tuple[Card, ...], bool], ...] = ()
        self.last_winner: int | None = None
        self.tricks_won = [0] * n

    def _reset_trick(self, leader: int) -> None:
        self.leader = leader
        self.plays: list[tuple[int, tuple[Card, ...], bool]] = []
        """(seat, cards, face up) in playing order."""
        self.best_seat: int | None = None
        self.best: tuple[Card, ...] = ()
        self.responders: list[int] = []

    def start_deal(self, dealer: int | None) -> list[Event]:
        """Shuffle, deal four each, show the trump card and open the first trick."""
        self.begin_deal(dealer)
        self._reset_deal()
        cards = self.chance.shuffle(deck(36))
        if dealer is None:  # first deal: dealer by lot, drawn from this deal's chance
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        self.deck = tuple(cards)
        n = self.num_seats
        for i in range(HAND_SIZE * n):
            self.hands[(dealer + 1 + i) % n].append(cards[i])
        self.stock = cards[HAND_SIZE * n :]
        self.indicator = self.stock[self.chance.randrange(len(self.stock))]
        self.trump = self.indicator.suit
        for hand in self.hands:
            hand.sort(key=CANON.__getitem__)
        events = [
            Event("deal_start", dealer, value=str(self.deal_number)),
            Event("trump_shown", cards=(self.indicator,), value=self.trump),
        ]
        return events + self._open_trick(dealer)

    def _open_trick(self, designated: int) -> list[Event]:
        """Check the trump hammer clockwise from the designated leader, then ask for a lead."""
        n = self.num_seats
        self.designated = designated
        self.claimed_by = None
        self._reset_trick(designated)
        self.hammer_queue = [
            s
            for s in ((designated + i) % n for i in range(1, n))
            if hammer_hand(self.hands[s], self.trump, self.any_suit)
        ]
        self.phase = HAMMER if self.hammer_queue else LEAD
        return []

    # --- protocol -------------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        if self.phase == HAMMER:
            return self.hammer_queue[0]
        if self.phase == LEAD:
            return self.leader
        if self.phase == RESPOND:
            return self.responders[0]
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def lead_size(self) -> int:
        """Cards per player in the current trick (0 before the lead)."""
        return len(self.plays[0][1]) if self.plays else 0

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.phase == HAMMER:
            return (CLAIM, PASS)
        if self.phase == LEAD:
            hand = self.hands[self.leader]
            return tuple(
                _action("play", s) if len(s) > 1 else Action.play(s[0])
                for s in lead_sets(hand, self.same_rank)
            )
        if self.phase == RESPOND:
            return self._responses(self.hands[self.responders[0]])
        return ()

    def _responses(self, hand: list[Card]) -> tuple[Action, ...]:
        k = len(self.best)
        trump, best, table = self.trump, self.best, BEATEN[self.trump]
        useful = [c for c in hand if not table[c].isdisjoint(best)]
        beating = [_action("beat", s) for s in combinations(useful, k) if beats_set(s, best, trump)]
        get = _ACTIONS.get
        discards = [get(("discard", s)) or _action("discard", s) for s in combinations(hand, k)]
        return (*beating, *discards)

    def explain_illegal(self, action: Action) -> str:
        seat = self.current_seat
        if seat is None:
            return "match_over"
        if self.phase == HAMMER or action.kind not in self._kinds():
            return "not_your_choice"
        hand = self.hands[seat]
        if not action.cards:
            return "no_cards"
        if any(c not in hand for c in action.cards) or len(set(action.cards)) < len(action.cards):
            return "card_not_in_hand"
        if self.phase == LEAD:
            return "lead_one_suit_or_rank" if self.same_rank else "lead_one_suit"
        if len(action.cards) != self.lead_size:
            return "wrong_card_count"
        if action.kind == "beat" and not beats_set(action.cards, self.best, self.trump):
            return "does_not_beat"
        return "not_your_choice"

    def _kinds(self) -> tuple[str, ...]:
        return ("play",) if self.phase == LEAD else ("beat", "discard")

    def _apply(self, action: Action) -> list[Event]:
        self._legal = self._shared = None
        seat = self.current_seat
        assert seat is not None
        if self.phase == HAMMER:
            return self._hammer(seat, action)
        if self.phase == LEAD:
            return self._lead(seat, action.cards)
        return self._respond(seat, action)

    # --- steps ----------------------------------------------------------------

    def _hammer(self, seat: int, action: Action) -> list[Event]:
        if action.kind == CLAIM.kind:
            self.claimed_by = self.leader = seat
            self.hammer_queue = []
            self.phase = LEAD
            return [Event("hammer", seat)]
        self.hammer_queue.pop(0)
        if not self.hammer_queue:
            self.phase = LEAD
        return [Event("pass", seat)]

    def _take(self, seat: int, cards: Iterable[Card], face_up: bool) -> tuple[Card, ...]:
        hand = self.hands[seat]
        taken = tuple(cards)
        for card in taken:
            hand.remove(card)
        if seat == self.indicator_holder and self.indicator_at == "hand":
            if not face_up:
                self.indicator_at = "unknown"
            elif self.indicator in taken:
                self.indicator_at = "played"
        elif self.indicator_at == "unknown" and face_up and self.indicator in taken:
            self.indicator_at = "played"
        return taken

    def _lead(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        n = self.num_seats
        self._take(seat, cards, True)
        self.plays = [(seat, cards, True)]
        self.best, self.best_seat = cards, seat
        self.responders = [(seat + i) % n for i in range(1, n)]
        self.phase = RESPOND
        return [Event("play", seat, cards)]

    def _respond(self, seat: int, action: Action) -> list[Event]:
        face_up = action.kind == "beat"
        cards = self._take(seat, action.cards, face_up)
        self.plays.append((seat, cards, face_up))
        self.responders.pop(0)
        if face_up:
            self.best, self.best_seat = cards, seat
            events = [Event("beat", seat, cards)]
        else:
            self.discards_by[seat].extend(cards)
            events = [Event("give_up", seat, value=str(len(cards)))]
        if not self.responders:
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        winner = self.best_seat
        assert winner is not None
        shown: list[Card] = []
        for _seat, cards, face_up in self.plays:
            (self.won_open if face_up else self.won_hidden)[winner].extend(cards)
            if face_up:
                self.seen.extend(cards)
                shown.extend(cards)
        points = card_points(shown)
        self.won_open_points[winner] += points
        self.tricks_won[winner] += 1
        self.last_trick, self.last_winner = tuple(self.plays), winner
        self._reset_trick(winner)
        # face-down cards stay hidden: the trick's open cards and their points
        events = [Event("trick_won", winner, tuple(shown), str(points))]
        events += self._refill(winner)
        if not self.hands[0]:
            return events + self._end_deal()
        return events + self._open_trick(winner)

    def _refill(self, winner: int) -> list[Event]:
        """Draw in rounds from the winner clockwise; a short last round is dead (B-D9)."""
        n = self.num_seats
        drawn: list[list[Card]] = [[] for _ in range(n)]
        events: list[Event] = []
        while self.stock and len(self.hands[winner]) < HAND_SIZE:
            if len(self.stock) < n:
                self.dead.extend(self.stock)
                if self.indicator in self.stock:
                    self.indicator_at = "dead"
                events.append(Event("dead", value=str(len(self.stock))))
                self.stock = []
                break
            for i in range(n):
                seat = (winner + i) % n
                card = self.stock.pop(0)
                self.hands[seat].append(card)
                drawn[seat].append(card)
                if card is self.indicator:
                    self.indicator_holder, self.indicator_at = seat, "hand"
                    events.append(Event("trump_card_drawn", seat, (card,)))
        if any(drawn):
            for seat, cards in enumerate(drawn):
                self.hands[seat].sort(key=CANON.__getitem__)
                events.append(Event("draw", seat, tuple(cards), to=frozenset({seat})))
            events.insert(0, Event("refill", winner, value=str(len(self.stock))))
        return events

    def _end_deal(self) -> list[Event]:
        n = self.num_seats
        points = tuple(card_points(self.won_open[s] + self.won_hidden[s]) for s in range(n))
        side_points = [sum(points[s] for s in side) for side in self.sides]
        top = max(side_points)
        tops = [i for i, p in enumerate(side_points) if p == top]
        winners = self.sides[tops[0]] if len(tops) == 1 else ()
        dead_points = card_points(self.dead)
        for s in range(n):
            self.totals[s] += points[s]
        lines = self._lines(side_points, dead_points)
        summary = DealSummary(
            number=self.deal_number,
            card_points=points,
            teams=self.sides,
            winners=tuple(winners),
            outcome="points_win" if winners else "points_tie",
            details={
                "counted": dead_points == 0,
                "side_points": tuple(side_points),
                "trump": self.trump,
                "trump_card": self.indicator,
                "dead_cards": tuple(self.dead),
                "dead_points": dead_points,
                "hidden_won": tuple(tuple(p) for p in self.won_hidden),
                "discards_by": tuple(tuple(p) for p in self.discards_by),
                "tricks": tuple(self.tricks_won),
            },
            lines=lines,
            match_points=seat_points(side_points, self.sides, n),
        )
        self.deal_summaries.append(summary)
        events = [Event("deal_end", value=summary.outcome)]
        if self.deal_number >= self.deals_total:
            self.phase = OVER
            return events
        return events + self.start_deal((self.dealer + 1) % n)

    def _lines(self, side_points: list[int], dead_points: int) -> tuple[ScoreLine, ...]:
        """Tricks, the open and the face-down points of each side's won pile (§2.6)."""
        sides = self.sides

        def per_side(values: Sequence[int]) -> tuple[int, ...]:
            return tuple(sum(values[s] for s in side) for side in sides)

        hidden = [card_points(p) for p in self.won_hidden]
        lines = [
            note("score.tricks", per_side(self.tricks_won)),
            term("score.kozel_multilead.open_points", per_side(self.won_open_points)),
            term("score.kozel_multilead.hidden_points", per_side(hidden)),
        ]
        if self.dead:
            lines.append(note("score.dead_cards", cards=tuple(self.dead), n=dead_points))
        lines.append(total_line("score.card_points_total", tuple(side_points)))
        return tuple(lines)

    # --- views ----------------------------------------------------------------

    def _play_view(self, plays: Iterable[tuple[int, tuple[Card, ...], bool]]) -> tuple[Play, ...]:
        return tuple(
            Play(seat, cards if face_up else (None,) * len(cards)) for seat, cards, face_up in plays
        )

    def _public(self) -> dict[str, Any]:
        n = self.num_seats
        depth = self.stock.index(self.indicator) if self.indicator_at == "stock" else None
        return {
            "trump_card": self.indicator,
            "trump_card_at": self.indicator_at,
            "trump_card_depth": depth,
            "trump_card_holder": self.indicator_holder,
            "stock": len(self.stock),
            "dead": len(self.dead),
            "designated_leader": self.designated,
            "claimed_by": self.claimed_by,
            "lead_size": self.lead_size,
            "best_seat": self.best_seat,
            "best_cards": self.best,
            "seen": tuple(self.seen),
            "won_open_points": tuple(self.won_open_points),
            "won_cards": tuple(len(self.won_open[s]) + len(self.won_hidden[s]) for s in range(n)),
            "won_hidden": tuple(len(self.won_hidden[s]) for s in range(n)),
            "tricks": tuple(self.tricks_won),
            "totals": tuple(self.totals),
            "deals": self.deals_total,
        }

    def _shared_view(self) -> dict[str, Any]:
        if self._shared is None:
            self._shared = {
                "phase": self.phase,
                "to_move": self.current_seat,
                "hand_sizes": tuple(len(h) for h in self.hands),
                "trick": self._play_view(self.plays),
                "trick_leader": self.leader if self.plays else None,
                "last_trick": self._play_view(self.last_trick),
                "last_winner": self.last_winner,
                "deal_code": self.deal_code,
                "public": self._public(),
            }
        return self._shared

    def view(self, seat: int | None, search: bool = False) -> View:
        shared = self._shared_view()
        legal = (
            tuple(self.legal_actions()) if seat is not None and seat == shared["to_move"] else ()
        )
        key = DISPLAY[self.trump].__getitem__
        hands: tuple[tuple[Card, ...] | None, ...]
        if seat is None:
            hands = tuple(tuple(sorted(h, key=key)) for h in self.hands)
            hand: tuple[Card, ...] = ()
            private: dict[str, Any] = {}
        else:
            hand = tuple(sorted(self.hands[seat], key=key))
            hands = tuple(hand if s == seat else None for s in range(self.num_seats))
            private = {"my_discards": tuple(self.discards_by[seat])}
        return View(
            game=GAME_ID,
            seat=seat,
            num_seats=self.num_seats,
            legal=legal,
            hand=hand,
            hands=hands,
            teams=self.teams,
            dealer=self.dealer,
            deal_number=self.deal_number,
            trump=self.trump,
            private=private,
            tricks_taken=tuple(self.tricks_won),
            points_taken=tuple(self.won_open_points),
            **shared,
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        if self.phase == OVER:
            return []
        hidden = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        hidden += self.stock + self.dead
        hidden += [c for pile in self.won_hidden for c in pile]
        hidden += [c for _s, cards, up in self.plays if not up for c in cards]
        own = set(self.discards_by[seat])
        return [c for c in hidden if c is not self.indicator and c not in own]

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        zones: dict[str, Sequence[Card]] = {
            "stock": self.stock,
            "dead": self.dead,
            "trick": [c for _s, cards, _up in self.plays for c in cards],
        }
        for s in range(self.num_seats):
            zones[f"hand{s}"] = self.hands[s]
            zones[f"won{s}"] = self.won_open[s] + self.won_hidden[s]
        return zones

    def result(self) -> MatchResult | None:
        if self.phase != OVER:
            return None
        side_totals = [sum(self.totals[s] for s in side) for side in self.sides]
        top = max(side_totals)
        tops = [i for i, p in enumerate(side_totals) if p == top]
        winners = self.sides[tops[0]] if len(tops) == 1 else ()
        losers = tuple(s for i, side in enumerate(self.sides) if side_totals[i] < top for s in side)
        scores = [0] * self.num_seats
        for side, total in zip(self.sides, side_totals, strict=True):
            for s in side:
                scores[s] = total
        return MatchResult(
            winners=tuple(sorted(winners)),
            losers=tuple(sorted(losers)),
            scores=tuple(scores),
            details={"side_points": tuple(side_totals), "tied": tuple(tops) if not winners else ()},
        )

    # --- search states and worlds ---------------------------------------------------

    ordered_zones = frozenset({"stock"})

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """Other hands, stock, dead cards, the face-down won cards of each seat except
        this seat's own give-ups (``hidden<w>``), and face-down plays of the open trick
        (``down<i>``, by position in the trick)."""
        if self.phase == OVER:
            return {}
        zones: dict[str, list[Card]] = {
            f"hand{s}": self.hands[s] for s in range(self.num_seats) if s != seat
        }
        zones["stock"] = self.stock
        zones["dead"] = self.dead
        own = set(self.discards_by[seat])
        for w, pile in enumerate(self.won_hidden):
            zones[f"hidden{w}"] = [c for c in pile if c not in own]
        for i, (s, cards, up) in enumerate(self.plays):
            if not up and s != seat:
                zones[f"down{i}"] = list(cards)
        return zones

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        if name.startswith("hidden"):
            own = set(self.discards_by[seat])
            pile = self.won_hidden[int(name[6:])]
            pile[:] = [c for c in pile if c in own] + cards
        elif name.startswith("down"):
            i = int(name[4:])
            s, _, up = self.plays[i]
            self.plays[i] = (s, canonical(cards), up)
        else:
            super().put_zone(seat, name, cards)

    def zone_facts(self, seat: int) -> ZoneFacts:
        facts = ZoneFacts()
        card, at, holder = self.indicator, self.indicator_at, self.indicator_holder
        if at == "stock" and card in self.stock:
            facts.pin_at("stock", self.stock.index(card), card)
        elif at == "hand" and holder is not None and holder != seat:
            facts.pin(f"hand{holder}", card)
        elif at == "dead":
            facts.pin("dead", card)
        elif at == "unknown":
            for name in self.hidden_zones(seat):
                if name.startswith(("hand", "stock", "dead")) and name != f"hand{holder}":
                    facts.bar(name, (card,))
            for i, (s, _, up) in enumerate(self.plays):
                if not up and s != holder:
                    facts.bar(f"down{i}", (card,))
        if self.phase == HAMMER and self.hammer_queue and self.hammer_queue[0] != seat:
            facts.rule(f"hand{self.hammer_queue[0]}", self._hammer_rule())
        return facts

    def _hammer_rule(self) -> CountRule:
        """Four trumps (with ``molotka_any_suit``: four of any one suit)."""
        rules = [
            CountRule(frozenset(c for c in deck(36) if c.suit == suit), 4, 4)
            for suit in (SUITS if self.any_suit else self.trump)
        ]
        return CountRule(rules[0].cards, 4, 4, None, tuple(rules[1:]))

    def conceal(self, seat: int) -> None:
        self._legal = self._shared = None
        self.hammer_queue = self.hammer_queue[:1]
        hidden: Any = None  # a face-down card of the last trick: refilled from the pile
        self.last_trick = tuple(
            (s, cards if up or s == seat else (hidden,) * len(cards), up)
            for s, cards, up in self.last_trick
        )
        for s in range(self.num_seats):
            if s != seat:
                self.discards_by[s] = []

    def refill(self, seat: int) -> None:
        self._legal = self._shared = None
        for hand in self.hands:
            hand.sort(key=CANON.__getitem__)
        if self.last_winner is not None and any(None in cards for _, cards, _ in self.last_trick):
            own = set(self.discards_by[seat])
            pool = iter([c for c in self.won_hidden[self.last_winner] if c not in own])
            self.last_trick = tuple(
                (s, canonical(next(pool) for _ in cards) if None in cards else cards, up)
                for s, cards, up in self.last_trick
            )
        if self.phase == HAMMER and self.hammer_queue:
            n = self.num_seats
            order = [(self.designated + i) % n for i in range(1, n)]
            first = self.hammer_queue[0]
            self.hammer_queue = [first] + [
                s
                for s in order[order.index(first) + 1 :]
                if hammer_hand(self.hands[s], self.trump, self.any_suit)
            ]


class MultileadGame(Game):
    """«Козёл» на 36 карт: leads of several cards, beat all or give up face down."""

    id = GAME_ID
    names: Mapping[str, str] = {
        "en": "Kozel: multi-card leads",
        "ru": "Козёл: ход несколькими картами",
    }
    family = "kozel"
    sheet = MULTILEAD_SHEET
    min_seats = 2
    max_seats = 6
    default_seats = 4
    options = OPTIONS
    deal_points_total = 120
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {}),
        (3, {}),
        (5, {}),
        (6, {}),
        (4, {"teams": True}),
        (6, {"teams": True}),
        (4, {"molotka_any_suit": True}),
        (3, {"same_rank_leads": True}),
        (5, {"same_rank_leads": True, "molotka_any_suit": True, "deals": 3}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        checked = validate_options(self.options, given, num_seats)
        if checked["teams"] and num_seats not in TEAM_SEATS:
            raise OptionError("teams", f"option 'teams' needs 4 or 6 players, not {num_seats}")
        return checked

    def _create(
        self, num_seats: int, options: dict[str, OptionValue], chance: Chance, record: MatchRecord
    ) -> Match:
        match = MultileadMatch(self, num_seats, options, chance, record)
        match.opening_events = match.start_deal(None)
        return match


register(MultileadGame())
