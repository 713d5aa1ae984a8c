"""The Kozel core: what the five Kozel games («Козёл» и «Козлы») share, written once.

A game subclasses :class:`KozelMatch` and keeps only what is peculiar to it: its
typed options (built in :meth:`KozelMatch.setup`), its :attr:`~KozelMatch.phase_table`,
its deal (:meth:`KozelMatch.deal`, the engine's ``deal`` of the deal pipeline), what
ends a trick and how a deal is scored. The core holds

* the partnership seats of the four-handed forms (:data:`TEAMS`, :func:`team_of`,
  :func:`partner`, :func:`asking_order`);
* the card tables of the hot path (:data:`PLAY_ACTION`, :data:`PLAY_EVENT`,
  :func:`display_table`, the follow-suit sets of a hand :class:`FollowSets`), the
  120-point count (:data:`CARD_POINTS`, :func:`points_of`) and dealing one card at a
  time (:func:`deal_round`);
* the match state every form has: hands, the trick of ``(seat, card)`` plays, the
  last trick and its winner, the leader, the legal set worked out once per state;
* phase dispatch through the engine's phase table (with the moves of blind seats,
  :meth:`KozelMatch.settle`), quiet search copies that skip the events nobody reads
  (:attr:`KozelMatch.quiet`), the trick's bookkeeping
  (:meth:`KozelMatch.lay_card`, :meth:`KozelMatch.gather_trick`), the summary of a
  partnership deal (:meth:`KozelMatch.team_summary`) and the match end of a
  partnership form (:meth:`KozelMatch.team_match_end`, «козлы» and their titles).

Every deal ends through the engine's ``close_deal``; the game answers
``match_done`` and ``next_dealer`` and sets its result in ``end_match``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck
from cardtui.engine.chance import Chance
from cardtui.engine.facts import Facts
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionValue
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine, seat_points
from cardtui.engine.trick import CardOrder
from cardtui.engine.values import make_summary
from cardtui.engine.zones import ZoneSpec, hand, trick

PLAY = "play"
"""Phase code of trick play."""
OVER = "over"
"""Phase code once the match is over."""

TEAMS: tuple[tuple[int, int], tuple[int, int]] = ((0, 2), (1, 3))
"""The partnerships of the four-handed forms: seats 0 and 2 against 1 and 3."""

ALL_CARDS: tuple[Card, ...] = tuple(deck(36))
"""Every card any Kozel form plays with (the 24- and 32-card packs are parts of it)."""

CARD_POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in ALL_CARDS}
"""The Kozel count («очки»): A 11, 10 10, K 4, Q 3, J 2, the rest nothing; 120 in a pack."""


def points_of(cards: Iterable[Card]) -> int:
    """The card points of ``cards``."""
    return sum(map(CARD_POINTS.__getitem__, cards))


PLAY_ACTION: dict[Card, Action] = {c: Action.play(c) for c in ALL_CARDS}
"""The one-card play of every card, made once (legal sets are built in the hot path)."""

PLAY_EVENT: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("play", s, (c,)) for c in ALL_CARDS} for s in range(6)
)
"""Face-up one-card play events per seat, made once (events are immutable)."""


def team_of(seat: int) -> int:
    """The partnership index of ``seat``: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def partner(seat: int) -> int:
    """The seat opposite (the partner, «партнёр»)."""
    return (seat + 2) % 4


def asking_order(dealer: int) -> tuple[int, int, int, int]:
    """Clockwise from the dealer's left, ending with the dealer."""
    return ((dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4, dealer)


def display_table(order: CardOrder, cards: Iterable[Card], suits: str = "CSHD") -> dict[Card, int]:
    """Every card's place in hand display order: trumps high to low, then each suit."""
    return {c: i for i, c in enumerate(order.sort_hand(cards, suits))}


def deal_round(
    hands: Sequence[list[Card]], cards: Iterable[Card], first: int, step: int = 1
) -> None:
    """Deal ``cards`` one at a time from seat ``first`` on (``step`` -1: counterclockwise)."""
    n = len(hands)
    for i, card in enumerate(cards):
        hands[(first + step * i) % n].append(card)


class FollowSets:
    """The plays of a hand that follow the led effective suit («в масть»), worked out
    once per hand and led suit: the shared first follow rule of the single-card forms
    (the engine's ``MUST_FOLLOW``) as a table for the hot path of search.

    ``suit_of`` is the form's effective suit of every card (``T`` for its trumps).
    """

    limit = 100_000
    """Entries kept before the table starts afresh (a bound on memory)."""

    def __init__(self, suit_of: Mapping[Card, str]) -> None:
        self.suit_of = suit_of
        self.known: dict[tuple[tuple[Card, ...], str], tuple[Action, ...]] = {}

    def plays(self, cards: Sequence[Card], led: str, memo: bool = True) -> tuple[Action, ...]:
        """The plays of ``cards`` of the ``led`` effective suit (every card when ``led``
        is empty: a lead); empty when the hand is void in it. Kept in the table only with
        ``memo`` (a search copy's: its play-outs meet the same hands again; a public
        match's hands seldom come back, and a table of misses costs garbage collection)."""
        if not memo:
            return self._plays(cards, led)
        key = (tuple(cards), led)
        found = self.known.get(key)
        if found is None:
            if len(self.known) >= self.limit:
                self.known.clear()
            found = self.known[key] = self._plays(cards, led)
        return found

    def _plays(self, cards: Sequence[Card], led: str) -> tuple[Action, ...]:
        if not led:
            return tuple([PLAY_ACTION[c] for c in cards])
        suit_of = self.suit_of
        return tuple([PLAY_ACTION[c] for c in cards if suit_of[c] == led])


class KozelMatch(CachedLegal, Match):
    """The state and the steps every Kozel form shares (see the module docstring).

    A subclass sets up its own match-long state in :meth:`setup` (its typed options
    first) and deals in :meth:`deal`; the first deal is dealt when the match is built.
    """

    zones: ClassVar[tuple[ZoneSpec, ...]] = (hand(), trick())
    phase_table: ClassVar[Mapping[str, Phase]] = {}
    search_share: ClassVar[frozenset[str]] = frozenset({"opts"})
    """The typed options are frozen: a search copy shares them."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.leader = 0
        self.phase = PLAY
        self._legal: Sequence[Action] | None = None
        self._result: MatchResult | None = None
        self.setup()
        self.opening_events = self.deal(None)

    quiet = False
    """True in a search copy (and the worlds made from one): nobody reads its events, so
    the hot steps of play skip building them (see :meth:`search_copy`)."""

    def search_copy(self, stream: int = 0, to_deal_end: bool = False) -> Match:
        """The engine's lean copy, marked :attr:`quiet`."""
        copied = super().search_copy(stream, to_deal_end)
        copied.__dict__["quiet"] = True
        return copied

    def setup(self) -> None:
        """Set up the match-long state (typed options, scoreboards) before deal 1."""

    def deal(self, dealer: int | None) -> list[Event]:
        """Begin and deal a deal; ``None``: the first deal, whose dealer is drawn."""
        raise NotImplementedError

    # --- phases ---------------------------------------------------------------

    def legal_actions(self) -> Sequence[Action]:
        """The actions of the seat to move, from the phase table (once per state)."""
        legal = self._legal
        if legal is None:
            seat = self.to_move
            if self.over or seat is None:
                legal = ()
            else:
                legal = self.phase_table[self.phase].legal(self, seat)
            self._legal = legal
        return legal

    def _compute_legal(self) -> Sequence[Action]:
        self._legal = None
        return self.legal_actions()

    def _apply(self, action: Action) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        events = self.phase_table[self.phase].apply(self, seat, action)
        if self.blind:
            self.settle(events)
        self._legal = None
        return events

    blind: frozenset[int] = frozenset()
    """Blind seats («слепой»): the engine makes their moves, in :meth:`settle`."""

    def settle(self, events: list[Event]) -> None:
        """Make the moves of the :attr:`blind` seats to move, adding their events."""

    def ask(self, phase: str, seat: int) -> None:
        """Put ``seat`` to move in ``phase``."""
        self.phase = phase
        self.to_move = seat

    # --- tricks -----------------------------------------------------------------

    def lay_card(self, seat: int, card: Card) -> Event:
        """Play ``card`` from ``seat``'s hand face up into the trick; its event."""
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        return PLAY_EVENT[seat][card]

    def gather_trick(self, winner: int) -> tuple[Card, ...]:
        """Close the trick won by ``winner``, who leads next; its cards in play order."""
        trick = self.trick
        self.last_trick = tuple(trick)
        self.last_winner = winner
        self.trick = []
        self.leader = winner
        return tuple([c for _, c in trick])

    # --- partnership deals and matches --------------------------------------------

    def team_summary(
        self,
        outcome: str,
        team: int | None,
        card_points: Sequence[int],
        lines: Sequence[ScoreLine],
        team_amounts: Sequence[int],
        details: Facts,
    ) -> DealSummary:
        """The summary of a partnership deal won by ``team`` (``None``: by neither);
        ``team_amounts`` are its match points per team."""
        return make_summary(
            number=self.deal_number,
            card_points=tuple(card_points),
            teams=TEAMS,
            winners=() if team is None else TEAMS[team],
            outcome=outcome,
            details=details,
            lines=tuple(lines),
            match_points=seat_points(team_amounts, TEAMS, 4),
        )

    def team_match_end(
        self, winner: int, titles: Sequence[str], team_scores: Sequence[int], details: Facts
    ) -> list[Event]:
        """The partnership ``winner`` won: the losers are «козлы» with ``titles``; the
        result's ``details`` are the game's result facts."""
        self.phase = OVER
        self._result = MatchResult(
            winners=TEAMS[winner],
            losers=TEAMS[1 - winner],
            titles=tuple(titles),
            scores=tuple(team_scores[team_of(s)] for s in range(4)),
            details=details,
        )
        return [Event("match_end", TEAMS[1 - winner][0], value=" ".join(titles))]

    def result(self) -> MatchResult | None:
        """The result once the match is over (set by ``end_match``)."""
        return self._result
