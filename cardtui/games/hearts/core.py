"""The Hearts core: deal, pass, play tricks, score penalties, end on "lowest wins".

A game subclasses :class:`HeartsMatch` and states only what is peculiar to it as
class data or small methods: its options dataclass (:attr:`HeartsMatch.options_class`),
its deck (:meth:`HeartsMatch.deal_deck`), hand size, the passing (cards and
direction), its penalty card values (:attr:`HeartsMatch.card_values`), extra lead
and follow rules (:attr:`HeartsMatch.extra_rules`, composable :class:`FollowRule`
checks), its deal score (:meth:`HeartsMatch.score_deal`) and its match end
(:meth:`HeartsMatch.match_done`).

The shape every game follows: ``to_move``, ``over``, ``dealer`` and ``phase`` live
in the engine's :class:`Match`; the card zones are declared once (:attr:`zones`);
the phases are a table (:attr:`phase_table`: ``pass_cards``, ``play``, a game's own
pre-play phase such as Auction Hearts' bidding); a deal ends through
:meth:`Match.close_deal`, which deals the next one (:meth:`deal`). Penalties are kept
as positive numbers, lower is better; a deal's ``match_points`` are their negatives.

The options, the deal and its hooks live in the shared state
(:class:`~.state.HeartsState`), which the phase modules (:mod:`.passing`) type
against; :class:`HeartsMatch` adds the phase table, the play, the scoring and the views.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import repeat
from operator import itemgetter
from typing import Any, ClassVar

from cardtui.engine import (
    Action,
    Card,
    Event,
    MatchResult,
    View,
)
from cardtui.engine.cards import SUITS
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.phases import Phase
from cardtui.engine.score import ScoreLine
from cardtui.engine.trick import (
    legal_cards,
    refusal_reason,
)
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import Seen, ZoneSpec, hand, hidden, public, trick
from cardtui.games.hearts.facts import HeartsDetails, HeartsPublic, HeartsResult
from cardtui.games.hearts.passing import (
    PASS_CARDS,
    PASSING_PHASE,
    conceal_passes,
    pass_action,
    pass_facts,
    passed_facts,
)
from cardtui.games.hearts.scoring import deal_total, lowest_seats, penalties, penalty_lines
from cardtui.games.hearts.state import DIRECTIONS, OVER, PASSING, PLAY, HeartsState, plain_order
from cardtui.games.hearts.tricks import (
    HEARTS,
    HEARTS_MUST_BE_BROKEN,
    NO_HEART_LEAD,
    PLAY_EVENTS,
    HeartsContext,
    full_deck,
    play_action,
    play_event,
    plays_of,
    suit_cards,
)

_CARD = itemgetter(1)
"""The card of a ``(seat, card)`` play."""


def _play_card(match: HeartsMatch, seat: int, action: Action) -> list[Event]:
    return match._play(seat, action.cards[0])


def _play_legal(match: HeartsMatch, seat: int) -> Sequence[Action]:
    return match.play_legal(seat)


def _play_refusal(match: HeartsMatch, seat: int, action: Action) -> str:
    if action.kind != "play" or len(action.cards) != 1:
        return match.not_one_card
    reason = refusal_reason(action.cards[0], match.hands[seat], match.trick_context(), match.rules)
    return reason or "not_your_choice"


_ZONE_PLACES: dict[tuple[type, str], tuple[str, int | None]] = {}
"""(match class, zone name) to (attribute, seat index or ``None``), worked out once."""


def _zone_place(zones: Sequence[ZoneSpec], name: str) -> tuple[str, int | None]:
    """Where zone ``name`` lives: the attribute, and the seat for a per-seat zone."""
    for zone in zones:
        if not zone.per_seat and zone.name == name:
            return zone.attr, None
        tail = name[len(zone.name) :]
        if zone.per_seat and name.startswith(zone.name) and tail.isdigit():
            return zone.attr, int(tail)
    raise KeyError(name)


PLAY_PHASE = Phase(legal=_play_legal, apply=_play_card, refusal=_play_refusal)
"""The trick play (``play``): follow suit, then the game's extra rules."""


class HeartsMatch(HeartsState):
    """A match of a Hearts game: deals until the game's end condition, lowest total wins."""

    not_one_card: ClassVar[str] = "not_your_choice"
    """The refusal of a play that is not one card."""
    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        ZoneSpec("passing", Seen.OWN, per_seat=True, label="pass"),
        hidden("stock", ordered=True),
        public("taken", per_seat=True),
        trick(),
    )
    phase_table: ClassVar[Mapping[str, Phase]] = {PLAY: PLAY_PHASE, PASSING: PASSING_PHASE}
    search_share: ClassVar[frozenset[str]] = frozenset(
        {
            "order",
            "tables",
            "_sort_key",
            "card_values",
            "suit_values",
            "opts",
            "rules",
            "extra_rules",
            "lead_rules",
            "follow_rules",
        }
    )

    plain_winner: ClassVar[bool] = True
    """Whether the class keeps :meth:`trick_winner` (the order's winner); set per class."""
    plain_taken: ClassVar[bool] = True
    """Whether the class keeps :meth:`trick_taken` as here (it notes nothing, so a quiet
    copy skips it: the value is only the event's); set per class."""

    plain_after: ClassVar[bool] = True
    """Whether the class keeps :meth:`after_trick` as here (a play-out inlines it)."""

    policy_fields: ClassVar[Mapping[str, Callable[[Any, View], Any]]] = {
        "public": lambda match, view: match.kept_public()
    }
    """View fields a play-out policy's view reads from the match (engine.policy_view)."""

    names_penalty_suit: ClassVar[bool] = False
    """Whether a deal's penalty suit is named at the table (its public facts say which),
    not fixed by the rules (Auction Hearts)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plain_winner = cls.trick_winner is HeartsMatch.trick_winner
        cls.plain_taken = cls.trick_taken is HeartsMatch.trick_taken
        cls.plain_after = cls.after_trick is HeartsMatch.after_trick

    def trick_winner(self, trick: Sequence[tuple[int, Card]]) -> int:
        """The seat that wins the trick: the order's winner (the highest trump, else the
        highest card of the led suit; the first played wins a tie)."""
        return self.order.winner(trick)

    def trick_value(self, cards: Sequence[Card], number: int) -> int:
        """Penalty points in a trick (its ``trick_won`` value; prizes such as the 10♦ are
        left to the deal's breakdown, so the value is never negative)."""
        values = self.card_values
        return sum([v for v in map(values.get, cards) if v is not None and v > 0])

    def trick_taken(self, winner: int, cards: tuple[Card, ...], number: int) -> int:
        """Note trick ``number`` won by ``winner``; its ``trick_won`` value (default:
        :meth:`trick_value`)."""
        return self.trick_value(cards, number)

    def note_play(self, seat: int, card: Card) -> None:
        """Note what a play shows, before it joins the trick (when :attr:`notes_plays`)."""

    def after_trick(self, winner: int) -> list[Event]:
        """What follows a trick won by ``winner`` (who leads next): by default the deal's
        end once the hands are played out."""
        return self._end_deal() if not self.hands[winner] else []

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        """(penalty per seat, itemised lines, outcome code) of the finished deal."""
        raise NotImplementedError

    def match_done(self) -> bool:
        """Whether the match ends after the deal just scored (default: a target score)."""
        target: int = self.opts.target_score
        return max(self.totals) >= target

    # --- protocol -----------------------------------------------------------------

    def trick_context(self) -> HeartsContext:
        """What the follow rules look at now."""
        led = self.trick[0][1] if self.trick else None
        return HeartsContext(self.order, led, plays=self.trick, broken=self.broken)

    def legal_actions(self) -> Sequence[Action]:
        """The actions of the seat to move, worked out once per state; the play is worked
        out here (the hot path of play-outs)."""
        legal = self._legal
        if legal is None:
            seat = self.to_move
            if self.phase != PLAY or seat is None:
                legal = self._legal = self._compute_legal()
                return legal
            hand = self.hands[seat]
            trick = self.trick
            if trick:
                same = list(filter(self.tables.follows[trick[0][1]].__contains__, hand))
                if same:
                    hand = same
                rules = self.follow_rules
            else:
                rules = self.lead_rules
            if rules:
                hand = legal_cards(hand, self.trick_context(), rules)
            legal = self._legal = plays_of(hand)
        return legal

    def _compute_legal(self) -> Sequence[Action]:
        seat = self.to_move
        if seat is None or self.over:
            return ()
        if self.phase == PLAY:  # the hot path of play-outs
            return self.play_legal(seat)
        return self.phase_table[self.phase].legal(self, seat)

    def play_legal(self, seat: int) -> Sequence[Action]:
        """The cards ``seat`` may play: follow suit, then the extra rules."""
        cards = legal_cards(self.hands[seat], self.trick_context(), self.rules)
        return tuple(map(play_action, cards))

    def apply(self, action: Action) -> list[Event]:
        """:meth:`Match.apply` with a shorter path for a legal action (the play-out hot path)."""
        legal = self._legal
        seat = self.to_move
        if legal is None or seat is None or self.over or action not in legal:
            return super().apply(action)
        self.record.log_action(seat, action)
        return self._apply(action)

    def apply_fast(self, action: Action) -> list[Event]:
        """:meth:`Match.apply_fast` with the play inline (the hot path of play-outs; the
        core notes voids in its own play, so nothing is observed)."""
        self._legal = None
        if self.phase == PLAY:
            seat = self.to_move
            assert seat is not None
            return self._play(seat, action.cards[0])
        return super().apply_fast(action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        if self.phase == PLAY:  # the hot path of play-outs
            return self._play(seat, action.cards[0])
        return self.phase_table[self.phase].apply(self, seat, action)

    # --- play -----------------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> list[Event]:
        if self.notes_plays:
            self.note_play(seat, card)
        self.hands[seat].remove(card)
        trick = self.trick
        suits = self.order.suit
        suit = suits[card]
        if suit == HEARTS:
            self.broken = True
        if trick:
            led = suits[trick[0][1]]
            if suit != led:
                self.shown_voids[seat].add(led)  # voids tracked here, not by follow_duty
            trick.append((seat, card))
            if len(trick) == self.num_seats:
                if self.quiet:  # a search copy: nobody reads the events
                    return self._close_trick()
                return [PLAY_EVENTS[seat][card], *self._close_trick()]
        else:
            trick.append((seat, card))
        self.to_move = (seat + 1) % self.num_seats
        return [] if self.quiet else [PLAY_EVENTS[seat][card]]

    def unplay_last(self) -> bool:
        """Take the last card of the trick in progress back into its hand, that seat to
        move again (the search's inference rewinds a world so; False when no card is out,
        and in deals that note what a play shows). A void it showed stays shown."""
        if self.phase != PLAY or not self.trick or self.notes_plays:
            return False
        seat, card = self.trick.pop()
        self.hands[seat].append(card)
        self.hands[seat].sort(key=self._sort_key.__getitem__)
        if self.order.suit[card] == HEARTS:
            suits = self.order.suit
            played = [c for pile in self.taken for c in pile] + [c for _, c in self.trick]
            self.broken = any(suits.get(c) == HEARTS for c in played)
        self.to_move = seat
        self._legal = None
        return True

    def _close_trick(self) -> list[Event]:
        trick = self.trick
        cards = tuple(map(_CARD, trick))
        if self.plain_winner and self.tables.plain_beats:
            # the order's winner from its strength table: the first of the highest
            order = self.order
            values = list(map(order.strength(order.suit[cards[0]]).__getitem__, cards))
            winner = trick[values.index(max(values))][0]
        else:
            winner = self.trick_winner(trick)
        self.taken[winner].extend(cards)
        self.tricks_won[winner] += 1
        winners = self.trick_winners
        winners.append(winner)
        number = len(winners)
        quiet = self.quiet
        # the trick's value is only the event's, unless the game notes the trick
        value = 0 if quiet and self.plain_taken else self.trick_taken(winner, cards, number)
        self.last_trick, self.last_winner = trick, winner
        self.trick = []
        if number == 1:
            self.received = [() for _ in range(self.num_seats)]
        self.leader = self.to_move = winner
        if self.plain_after:
            after = self._end_deal() if not self.hands[winner] else []
        else:
            after = self.after_trick(winner)
        if quiet:  # a search copy: nobody reads the event
            return after
        return [Event("trick_won", winner, cards, str(value)), *after]

    # --- deal end -------------------------------------------------------------------

    def _end_deal(self) -> list[Event]:
        penalties, lines, outcome = self.score_deal()
        for seat, p in enumerate(penalties):
            self.totals[seat] += p
        summary = self.seats_summary(
            penalties,
            lowest_seats(penalties),
            outcome,
            lines,
            tuple([-p for p in penalties]),
            HeartsDetails(
                counted=True,
                dealer=self.dealer,
                penalties=list(penalties),
                totals=list(self.totals),
                tricks=list(self.tricks_won),
            ),
        )
        return self.close_deal(summary)

    def end_match(self) -> list[Event]:
        self.phase = OVER
        return []

    def result(self) -> MatchResult | None:
        if not self.over:
            return None
        winners = lowest_seats(self.totals)
        losers = tuple(s for s in range(self.num_seats) if s not in winners)
        return MatchResult(
            winners, losers, (), tuple(self.totals), HeartsResult(deals=len(self.deal_summaries))
        )

    # --- views ----------------------------------------------------------------------

    def public_facts(self) -> HeartsPublic:
        """Game facts every seat sees (a game adds its own)."""
        values = self.card_values
        points = [0] * self.num_seats
        if values:
            get = values.get
            for seat, cards in enumerate(self.taken):
                points[seat] = sum(map(get, cards, repeat(0)))
        return HeartsPublic(
            totals=list(self.totals),
            penalty_taken=points,
            pass_direction=DIRECTIONS.get(self.offset % self.num_seats, "") if self.offset else "",
            hearts_broken=self.broken,
            passed=[bool(p) for p in self.passing],
        )

    def facts_stamp(self) -> tuple[int, ...] | None:
        """What a view's facts depend on in the play besides the deal: the tricks closed
        and whether hearts are broken (``None`` outside the play, where nothing is kept).
        A game whose facts change otherwise in the play adds to it (Domino: the stock)."""
        if self.phase != PLAY:
            return None
        return (self.deal_number, len(self.trick_winners), self.broken)

    def kept_facts(self) -> tuple[Facts, tuple[Facts | None, ...]]:
        """The public facts and the private facts made so far per seat: in the play kept
        once per stamp (:meth:`facts_stamp`) until it changes, else made afresh."""
        stamp = self.facts_stamp()
        memo = self._facts_memo
        if stamp is None or memo is None or memo[0] != stamp:
            public: Facts = self.public_facts()
            privates: tuple[Facts | None, ...] = (None,) * self.num_seats
            if stamp is not None:
                self._facts_memo = (stamp, public, privates)
            return public, privates
        return memo[1], memo[2]

    def kept_public(self) -> Facts:
        """The public facts a view of this state shows (:meth:`kept_facts`)."""
        return self.kept_facts()[0]

    def view(self, seat: int | None, search: bool = False) -> View:
        """The table view; in the play its facts are made once per stamp
        (:meth:`facts_stamp`) and shared by the views until it changes: a play-out builds
        a view for every decision, and the facts seldom change between two."""
        public, privates = self.kept_facts()
        if seat is None:
            private: Facts = RawFacts()
        else:
            kept = privates[seat]
            private = kept if kept is not None else pass_facts(self, seat)
            if kept is None and self._facts_memo is not None:
                privates = (*privates[:seat], private, *privates[seat + 1 :])
                self._facts_memo = (self._facts_memo[0], public, privates)
        return self.table_view(seat, public=public, private=private)

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The cards it passed: it knows who holds them."""
        return frozenset(self.passed[seat])

    # --- search -----------------------------------------------------------------------

    def effective_suits(self) -> Mapping[Card, str] | None:
        return self.order.suit

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        """Set hidden zone ``name`` to ``cards``, found by its name in the declared zones."""
        place = _ZONE_PLACES.get((type(self), name))
        if place is None:
            place = _ZONE_PLACES[(type(self), name)] = _zone_place(self.zones, name)
        attr, index = place
        zone = getattr(self, attr)
        (zone if index is None else zone[index])[:] = cards

    def conceal(self, seat: int) -> None:
        """Forget the passes this seat did not give or receive (and the facts kept)."""
        super().conceal(seat)
        self._facts_memo = None
        conceal_passes(self, seat)

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The cards this seat passed and has not seen played are in the receiver's hand."""
        return passed_facts(self, seat)


__all__ = [
    "HEARTS",
    "HEARTS_MUST_BE_BROKEN",
    "NO_HEART_LEAD",
    "OVER",
    "PASSING",
    "PASS_CARDS",
    "PLAY",
    "SUITS",
    "HeartsContext",
    "HeartsMatch",
    "deal_total",
    "full_deck",
    "lowest_seats",
    "pass_action",
    "penalties",
    "penalty_lines",
    "plain_order",
    "play_action",
    "play_event",
    "suit_cards",
]
