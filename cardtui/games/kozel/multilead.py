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
from typing import Any, ClassVar

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.errors import OptionError
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.options import OptionValue, validate_options
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import DealSummary, Event, Game, MatchResult, Play, View
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine, note, seat_points, term
from cardtui.engine.score import total as total_line
from cardtui.engine.set_follow import answer_refusal, held_reason
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import ZoneSpec, hand, hidden, public
from cardtui.games.kozel import multilead_worlds as worlds
from cardtui.games.kozel.core import OVER, deal_round, points_of
from cardtui.games.kozel.facts import (
    MultileadDetails,
    MultileadPrivate,
    MultileadPublic,
    MultileadResult,
)
from cardtui.games.kozel.multilead_rules import (
    ANSWERS,
    CANON,
    CLAIM,
    DISPLAY,
    GAME_ID,
    HAMMER,
    HAND_SIZE,
    LEAD,
    OPTIONS,
    RESPOND,
    TEAM_SEATS,
    answer_context,
    beat,
    beats_set,
    discard,
    hammer_hand,
    lead,
    lead_actions,
    lead_sets,
    response_actions,
)
from cardtui.games.kozel.multilead_sheet import MULTILEAD_SHEET
from cardtui.games.kozel.multilead_state import MultileadState

__all__ = ["CLAIM", "MultileadMatch", "beat", "beats_set", "discard", "lead", "lead_sets"]

Plays = Iterable[tuple[int, tuple[Card, ...], bool]]

TRACKED = frozenset({"hand", "unknown"})
"""Places of the trump card that a play may change (in a known hand, or unknown)."""

# --- the phase table ----------------------------------------------------------------


def _hammer_legal(match: MultileadMatch, seat: int) -> tuple[Action, ...]:
    return (CLAIM, PASS)


def _lead_legal(match: MultileadMatch, seat: int) -> tuple[Action, ...]:
    return lead_actions(match.hands[seat], match.opts.same_rank_leads, match.quiet)


def _respond_legal(match: MultileadMatch, seat: int) -> tuple[Action, ...]:
    return response_actions(match.hands[seat], match.best, match.trump, match.quiet)


def _refusal(match: MultileadMatch, seat: int, action: Action) -> str:
    """Why a lead or an answer is refused (a hammer choice is never refused by name); an
    answer by the engine's set rules (:data:`ANSWERS`)."""
    phase = match.phase
    hand_ = match.hands[seat]
    if phase == RESPOND:
        ctx = answer_context(match.best, match.trump)
        return answer_refusal(action, hand_, ctx, ANSWERS) or "not_your_choice"
    if phase == HAMMER or action.kind != "play":
        return "not_your_choice"
    reason = held_reason(action.cards, hand_)
    if reason is not None:
        return reason
    return "lead_one_suit_or_rank" if match.opts.same_rank_leads else "lead_one_suit"


class MultileadMatch(MultileadState):
    """A multi-card-lead Kozel match (one deal unless ``deals`` > 1): the phase table, the
    steps, the scoring and the views."""

    lazy_policy_view = False  # (engine.policy_view) face-down plays in a trick show no card

    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        hidden("stock", ordered=True),
        hidden("dead"),
        public("won", per_seat=True),
        public("trick_cards", label="trick"),
    )

    @property
    def won(self) -> list[list[Card]]:
        """Each seat's won pile, face-up and face-down cards together."""
        return [o + h for o, h in zip(self.won_open, self.won_hidden, strict=True)]

    @property
    def trick_cards(self) -> list[Card]:
        """The cards of the open trick, face up or not."""
        return [c for _s, cards, _up in self.plays for c in cards]

    def deal(self, dealer: int | None) -> list[Event]:
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
        deal_round(self.hands, cards[: HAND_SIZE * n], dealer + 1)
        self.stock = cards[HAND_SIZE * n :]
        self.indicator = self.stock[self.chance.randrange(len(self.stock))]
        self.trump = self.indicator.suit
        for cards_ in self.hands:
            cards_.sort(key=CANON.__getitem__)
        events = [
            Event("deal_start", dealer, value=str(self.deal_number)),
            Event("trump_shown", cards=(self.indicator,), value=self.trump),
        ]
        self._open_trick(dealer)
        return events

    def _open_trick(self, designated: int) -> None:
        """Check the trump hammer clockwise from the designated leader, then ask for a lead."""
        self.designated = self.leader = designated
        self.claimed_by = None
        trump, any_suit, hands = self.trump, self.opts.molotka_any_suit, self.hands
        self.hammer_queue = [
            s
            for s in self.seats_after[designated]
            # a hand is kept in suit order: one suit when its ends agree
            if len(h := hands[s]) == HAND_SIZE
            and h[0].suit == h[-1].suit
            and hammer_hand(h, trump, any_suit)
        ]
        if self.hammer_queue:
            self.ask(HAMMER, self.hammer_queue[0])
        else:
            self.ask(LEAD, designated)

    @property
    def lead_size(self) -> int:
        """Cards per player in the current trick (0 before the lead)."""
        return len(self.plays[0][1]) if self.plays else 0

    # --- steps ----------------------------------------------------------------

    def hammer(self, seat: int, action: Action) -> list[Event]:
        """Seize the lead with the hammer («молотка»), or pass it by."""
        if action.kind == CLAIM.kind:
            self.claimed_by = self.leader = seat
            self.hammer_queue = []
            self.ask(LEAD, seat)
            return [Event("hammer", seat)]
        self.hammer_queue.pop(0)
        if self.hammer_queue:
            self.to_move = self.hammer_queue[0]
        else:
            self.ask(LEAD, self.leader)
        return [Event("pass", seat)]

    def _track_trump_card(self, seat: int, cards: tuple[Card, ...], face_up: bool) -> None:
        """Where the trump card is known to be after ``seat`` played ``cards`` (while its
        holder is known, or it may be among the face-down cards)."""
        if self.indicator_at == "hand" and seat == self.indicator_holder:
            if not face_up:
                self.indicator_at = "unknown"
            elif self.indicator in cards:
                self.indicator_at = "played"
        elif self.indicator_at == "unknown" and face_up and self.indicator in cards:
            self.indicator_at = "played"

    def lead(self, seat: int, action: Action) -> list[Event]:
        """Lead 1-4 cards of one suit (or of one rank): the others answer in turn."""
        cards = action.cards
        remove = self.hands[seat].remove
        for card in cards:
            remove(card)
        if self.indicator_at in TRACKED:
            self._track_trump_card(seat, cards, True)
        self.plays = [(seat, cards, True)]
        self.best, self.best_seat = cards, seat
        self.responders = list(self.seats_after[seat])
        self.ask(RESPOND, self.responders[0])
        return [] if self.quiet else [Event("play", seat, cards)]

    def respond(self, seat: int, action: Action) -> list[Event]:
        """Beat the best set one to one, or give up as many cards face down."""
        face_up = action.kind == "beat"
        cards = action.cards
        remove = self.hands[seat].remove
        for card in cards:
            remove(card)
        if self.indicator_at in TRACKED:
            self._track_trump_card(seat, cards, face_up)
        self.plays.append((seat, cards, face_up))
        responders = self.responders
        responders.pop(0)
        if face_up:
            self.best, self.best_seat = cards, seat
        else:
            self.discards_by[seat].extend(cards)
        if self.quiet:
            events: list[Event] = []
        elif face_up:
            events = [Event("beat", seat, cards)]
        else:
            events = [Event("give_up", seat, value=str(len(cards)))]
        if responders:
            self.to_move = responders[0]
            return events
        return events + self._finish_trick()

    phase_table: ClassVar[dict[str, Phase]] = {
        HAMMER: Phase(_hammer_legal, hammer, _refusal),
        LEAD: Phase(_lead_legal, lead, _refusal),
        RESPOND: Phase(_respond_legal, respond, _refusal),
    }

    def _finish_trick(self) -> list[Event]:
        winner = self.best_seat
        assert winner is not None
        shown: list[Card] = []
        won_open, won_hidden = self.won_open[winner], self.won_hidden[winner]
        for _seat, cards, face_up in self.plays:
            if face_up:
                won_open.extend(cards)
                shown.extend(cards)
            else:
                won_hidden.extend(cards)
        self.seen.extend(shown)
        points = points_of(shown)
        self.won_open_points[winner] += points
        self.tricks_won[winner] += 1
        self.last_plays, self.last_winner = tuple(self.plays), winner
        self._reset_trick(winner)
        # face-down cards stay hidden: the trick's open cards and their points
        if self.quiet:
            events: list[Event] = self._refill(winner)
        else:
            events = [Event("trick_won", winner, tuple(shown), str(points))]
            events += self._refill(winner)
        if not self.hands[0]:
            return events + self._end_deal()
        self._open_trick(winner)
        return events

    def _refill(self, winner: int) -> list[Event]:
        """Draw in rounds from the winner clockwise; a short last round is dead (B-D9).

        A :attr:`quiet` search copy draws without making the events."""
        n = self.num_seats
        stock, hands, quiet = self.stock, self.hands, self.quiet
        if not stock or len(hands[winner]) >= HAND_SIZE:
            return []
        drawn: list[list[Card]] = [[] for _ in range(n)] if not quiet else []
        drew = False
        events: list[Event] = []
        while stock and len(hands[winner]) < HAND_SIZE:
            if len(stock) < n:
                self.dead.extend(stock)
                if self.indicator in stock:
                    self.indicator_at = "dead"
                if not quiet:
                    events.append(Event("dead", value=str(len(stock))))
                stock.clear()
                break
            drew = True
            for i in range(n):
                seat = (winner + i) % n
                card = stock.pop(0)
                hands[seat].append(card)
                if not quiet:
                    drawn[seat].append(card)
                if card is self.indicator:
                    self.indicator_holder, self.indicator_at = seat, "hand"
                    if not quiet:
                        events.append(Event("trump_card_drawn", seat, (card,)))
        if drew:  # every seat draws in each round
            key = CANON.__getitem__
            for cards in hands:
                cards.sort(key=key)
            if not quiet:
                events.insert(0, Event("refill", winner, value=str(len(stock))))
                events += [
                    Event("draw", seat, tuple(cards), to=frozenset({seat}))
                    for seat, cards in enumerate(drawn)
                ]
        return events

    def _end_deal(self) -> list[Event]:
        n = self.num_seats
        hidden_points = [points_of(pile) for pile in self.won_hidden]
        points = tuple(map(int.__add__, self.won_open_points, hidden_points))
        side_points = self._per_side(points)
        top = max(side_points)
        tops = [i for i, p in enumerate(side_points) if p == top]
        winners = self.sides[tops[0]] if len(tops) == 1 else ()
        dead_points = points_of(self.dead)
        for s in range(n):
            self.totals[s] += points[s]
        summary = DealSummary(
            number=self.deal_number,
            card_points=points,
            teams=self.sides,
            winners=tuple(winners),
            outcome="points_win" if winners else "points_tie",
            details=MultileadDetails(
                counted=dead_points == 0,
                side_points=tuple(side_points),
                trump=self.trump,
                trump_card=self.indicator,
                dead_cards=tuple(self.dead),
                dead_points=dead_points,
                hidden_won=tuple(tuple(p) for p in self.won_hidden),
                discards_by=tuple(tuple(p) for p in self.discards_by),
                tricks=tuple(self.tricks_won),
            ),
            lines=self._lines(side_points, hidden_points, dead_points),
            match_points=seat_points(side_points, self.sides, n) if self.teams else side_points,
        )
        return self.close_deal(summary, seat=None)

    def _per_side(self, values: Sequence[int]) -> tuple[int, ...]:
        """Per seat ``values`` summed per side (a seat alone is its own side)."""
        if not self.teams:
            return tuple(values)
        return tuple(sum(values[s] for s in side) for side in self.sides)

    def match_done(self) -> bool:
        return self.deal_number >= self.opts.deals

    def end_match(self) -> list[Event]:
        """The highest total of card points over the deals wins; an equal top is a draw."""
        self.phase = OVER
        side_totals = self._per_side(self.totals)
        top = max(side_totals)
        tops = [i for i, p in enumerate(side_totals) if p == top]
        winners = self.sides[tops[0]] if len(tops) == 1 else ()
        losers = tuple(s for i, side in enumerate(self.sides) if side_totals[i] < top for s in side)
        scores = [0] * self.num_seats
        for side, total in zip(self.sides, side_totals, strict=True):
            for s in side:
                scores[s] = total
        self._result = MatchResult(
            winners=tuple(sorted(winners)),
            losers=tuple(sorted(losers)),
            scores=tuple(scores),
            details=MultileadResult(
                side_points=tuple(side_totals), tied=tuple(tops) if not winners else ()
            ),
        )
        return []

    def _lines(
        self, side_points: Sequence[int], hidden_points: Sequence[int], dead_points: int
    ) -> tuple[ScoreLine, ...]:
        """Tricks, the open and the face-down points of each side's won pile (§2.6)."""
        per_side = self._per_side
        lines = [
            note("score.tricks", per_side(self.tricks_won)),
            term("score.kozel_multilead.open_points", per_side(self.won_open_points)),
            term("score.kozel_multilead.hidden_points", per_side(hidden_points)),
        ]
        if self.dead:
            lines.append(note("score.dead_cards", cards=tuple(self.dead), n=dead_points))
        lines.append(total_line("score.card_points_total", tuple(side_points)))
        return tuple(lines)

    # --- views ----------------------------------------------------------------

    def view(self, seat: int | None, search: bool = False) -> View:
        key = DISPLAY[self.trump].__getitem__
        hands: tuple[tuple[Card, ...] | None, ...]
        if seat is None:
            hands = tuple(tuple(sorted(h, key=key)) for h in self.hands)
            hand_: tuple[Card, ...] = ()
            private: Facts = RawFacts()
        else:
            hand_ = tuple(sorted(self.hands[seat], key=key))
            hands = tuple(hand_ if s == seat else None for s in range(self.num_seats))
            private = MultileadPrivate(my_discards=tuple(self.discards_by[seat]))
        return self.table_view(
            seat,
            hand=hand_,
            hands=hands,
            trick=_play_view(self.plays),
            trick_leader=self.leader if self.plays else None,
            last_trick=_play_view(self.last_plays),
            last_winner=self.last_winner,
            teams=self.teams,
            trump=self.trump,
            public=public_facts(self),
            private=private,
            points_taken=tuple(self.won_open_points),
        )

    # --- search states and worlds ---------------------------------------------------

    def hidden_cards(self, seat: int) -> list[Card]:
        """The cards of :meth:`hidden_zones` but the trump card, which all have seen."""
        indicator = self.indicator
        return [
            c for cards in self.hidden_zones(seat).values() for c in cards if c is not indicator
        ]

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """Other hands, stock, dead cards, the face-down won cards of each seat except
        this seat's own give-ups (``hidden<w>``), and face-down plays of the open trick
        (``down<i>``, by position in the trick)."""
        return worlds.hidden_zones(self, seat, super().hidden_zones(seat))

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        if not worlds.put_zone(self, seat, name, cards):
            super().put_zone(seat, name, cards)

    def zone_facts(self, seat: int) -> ZoneFacts:
        return worlds.zone_facts(self, seat)

    def conceal(self, seat: int) -> None:
        worlds.conceal(self, seat)

    def refill(self, seat: int) -> None:
        worlds.refill(self, seat)


def public_facts(match: MultileadMatch) -> MultileadPublic:
    """The public facts of the deal for the views (the trump card's place, the best set...)."""
    n = match.num_seats
    depth = match.stock.index(match.indicator) if match.indicator_at == "stock" else None
    return MultileadPublic(
        trump_card=match.indicator,
        trump_card_at=match.indicator_at,
        trump_card_depth=depth,
        trump_card_holder=match.indicator_holder,
        stock=len(match.stock),
        dead=len(match.dead),
        designated_leader=match.designated,
        claimed_by=match.claimed_by,
        lead_size=match.lead_size,
        best_seat=match.best_seat,
        best_cards=match.best,
        seen=tuple(match.seen),
        won_open_points=tuple(match.won_open_points),
        won_cards=tuple(len(match.won_open[s]) + len(match.won_hidden[s]) for s in range(n)),
        won_hidden=tuple(len(match.won_hidden[s]) for s in range(n)),
        tricks=tuple(match.tricks_won),
        totals=tuple(match.totals),
        deals=match.opts.deals,
    )


def _play_view(plays: Plays) -> tuple[Play, ...]:
    return tuple(
        Play(seat, cards if face_up else (None,) * len(cards)) for seat, cards, face_up in plays
    )


class MultileadGame(Game):
    """«Козёл» на 36 карт: leads of several cards, beat all or give up face down."""

    id = GAME_ID
    match_class = MultileadMatch
    names: Mapping[str, str] = {
        "en": "Kozel: multi-card leads",
        "ru": "Козёл: ход несколькими картами",
    }
    family = "kozel"
    menu_order = 20
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


register(MultileadGame())
