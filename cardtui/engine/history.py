"""The history of a match as one viewer may know it: every trick and every announcement.

A :class:`MatchLog` keeps every decision of a match with the events it caused
(fed by the session after each action, or by :func:`~cardtui.engine.replay.replay`
as its observer) and splits them into deals. :meth:`MatchLog.deal` structures
one deal for one viewer into a :class:`DealHistory`: its tricks (each seat's
cards in play order, the winner, the points), the notes (announcements, bids,
boasts, demands, exchanges, shown hands: every other event), the moves the
engine made itself (a forced lead, a mirror's card, an automatic last trick),
and decisions that showed nothing else. Only events the viewer may see
(:meth:`Event.visible_to`) are used.

The event conventions every game follows (``docs/adding-a-game.md``):

* a deal's events begin with ``deal_start`` (seat: the dealer; value: the number),
  the first deal's in :attr:`Match.opening_events`;
* trick plays are ``play`` or ``beat`` (seat, the cards face up), ``play_down``
  (one card face down) or ``give_up`` (value: how many cards face down); a
  ``reveal`` turns the face-down cards of the trick over (its cards: the
  trick's cards in play order);
* a trick ends with ``trick_won`` (seat: the winner; cards: the trick's face-up
  cards in play order; value: their points).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event

if TYPE_CHECKING:
    from cardtui.engine.protocol import Match

DEAL_START = "deal_start"
DEAL_END = "deal_end"
TRICK_WON = "trick_won"
REVEAL = "reveal"
FACE_UP_PLAYS = frozenset({"play", "beat"})
"""Trick plays whose cards every seat sees."""
FACE_DOWN_PLAYS = frozenset({"play_down", "give_up"})
"""Trick plays made face down (``give_up``: the value is the number of cards)."""

PUBLIC = -1
"""A viewer who sees only what every seat sees (hot-seat, while hands are hidden)."""

Viewer = int | None
"""A seat, :data:`PUBLIC`, or ``None`` for a spectator who sees everything."""


@dataclass(frozen=True)
class Step:
    """One decision and the events it caused within one deal."""

    seat: int | None
    """The deciding seat; ``None`` for the set-up of the match."""
    action: Action | None
    events: tuple[Event, ...]
    carried: bool = False
    """The events came after the decision's deal ended (the next deal's start)."""


@dataclass(frozen=True)
class TrickPlay:
    """One seat's cards in a trick (``None`` for a card the viewer cannot see)."""

    seat: int
    cards: tuple[Card | None, ...]
    face_down: bool = False
    auto: bool = False
    """Made by the engine itself (a forced lead, a mirror's card, an automatic trick)."""


@dataclass(frozen=True)
class Trick:
    """A trick: the plays in order; ``winner`` is ``None`` while it is being played
    (or when the deal ended before anyone took it)."""

    number: int
    plays: tuple[TrickPlay, ...]
    winner: int | None = None
    points: int | None = None
    cards: tuple[Card, ...] = ()
    """The face-up cards the ``trick_won`` event named."""

    @property
    def complete(self) -> bool:
        """Whether someone took the trick."""
        return self.winner is not None


@dataclass(frozen=True)
class Note:
    """An event other than a trick play: an announcement, bid, boast, demand, exchange,
    shown hand, draw; or (``auto``) a trick play the engine made itself."""

    event: Event
    by: int | None
    """The seat whose decision led to it (``None``: the engine, at a deal's start)."""
    auto: bool = False
    after: int = 0
    """How many tricks of the deal were complete before it."""


@dataclass(frozen=True)
class Decision:
    """A decision that showed the viewer no event (its cards hidden unless the viewer's)."""

    seat: int
    action: Action
    after: int = 0


Entry = Trick | Note | Decision
"""One item of a deal's history, in the order things happened."""


@dataclass(frozen=True)
class DealHistory:
    """One deal as one viewer knows it."""

    number: int
    dealer: int | None
    entries: tuple[Entry, ...]
    """Complete tricks, notes and decisions in the order they happened."""
    current: Trick | None = None
    """The trick being played, if any."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The complete tricks in order."""
        return tuple(e for e in self.entries if isinstance(e, Trick) and e.complete)

    @property
    def last_trick(self) -> Trick | None:
        """The latest trick played out: complete, or cut short by the deal's end."""
        for entry in reversed(self.entries):
            if isinstance(entry, Trick):
                return entry
        return None


class MatchLog:
    """Every decision of a match with its events, split into deals.

    Feed it with :meth:`add` (it is also a :data:`~cardtui.engine.replay.Observer`),
    rewind it with :meth:`truncate`; read it with :meth:`deal`.
    """

    def __init__(self, opening: Sequence[Event] = ()) -> None:
        self._opening = tuple(opening)
        self._decisions: list[tuple[int, Action, tuple[Event, ...]]] = []
        self._deals: list[list[Step]] = [[]]
        self._ended = False
        self._cache: dict[tuple[int, Viewer], DealHistory] = {}
        self._split(None, None, self._opening)

    @classmethod
    def of(cls, match: Match) -> MatchLog:
        """The log of ``match`` so far (replayed from its record when it has decisions)."""
        if not match.record.decisions():
            return cls(match.opening_events)
        from cardtui.engine.replay import replay

        log = cls()
        replayed = replay(match.record, observer=log.add)
        log.set_opening(replayed.opening_events)
        return log

    # --- feeding ------------------------------------------------------------

    def add(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """Log a decision and the events it caused."""
        kept = tuple(events)
        self._decisions.append((seat, action, kept))
        self._split(seat, action, kept)

    __call__ = add

    def set_opening(self, events: Sequence[Event]) -> None:
        """Give the set-up's events after the fact (when the log was fed by a replay)."""
        self._opening = tuple(events)
        self._rebuild(len(self._decisions))

    def truncate(self, decisions: int) -> None:
        """Keep only the first ``decisions`` decisions (undo)."""
        self._rebuild(max(0, decisions))

    def _rebuild(self, decisions: int) -> None:
        kept = self._decisions[:decisions]
        self._decisions = []
        self._deals = [[]]
        self._ended = False
        self._cache.clear()
        self._split(None, None, self._opening)
        for seat, action, events in kept:
            self.add(seat, action, events)

    def _split(self, seat: int | None, action: Action | None, events: Sequence[Event]) -> None:
        """Append a step, cut where a new deal starts."""
        last = len(self._deals) - 1  # only the last deal changes; earlier ones stay cached
        for key in [k for k in self._cache if k[0] >= last]:
            del self._cache[key]
        if self._ended:  # a deal ended without the next one's deal_start: it starts here
            self._new_deal()
        piece: list[Event] = []
        carried = False
        for event in events:
            if event.kind == DEAL_START and (piece or self._deals[-1]):
                self._push(seat, action, piece, carried)
                self._new_deal()
                piece, carried = [], True
            piece.append(event)
            if event.kind == DEAL_END:
                self._ended = True
            elif event.kind == DEAL_START:
                self._ended = False
        self._push(seat, action, piece, carried)

    def _push(
        self, seat: int | None, action: Action | None, events: list[Event], carried: bool
    ) -> None:
        if events or (seat is not None and not carried):
            self._deals[-1].append(Step(seat, action, tuple(events), carried))

    def _new_deal(self) -> None:
        self._deals.append([])
        self._ended = False

    # --- reading ------------------------------------------------------------

    @property
    def decisions(self) -> int:
        """How many decisions the log holds."""
        return len(self._decisions)

    def __len__(self) -> int:
        """How many deals have begun."""
        return len(self._deals)

    def steps(self, index: int) -> tuple[Step, ...]:
        """The steps of deal ``index`` (0-based)."""
        return tuple(self._deals[index])

    def deal(self, index: int, viewer: Viewer) -> DealHistory:
        """Deal ``index`` (0-based; -1 the current one) as ``viewer`` knows it."""
        if index < 0:
            index += len(self._deals)
        key = (index, viewer)
        found = self._cache.get(key)
        if found is None:
            found = build_deal(self._deals[index], viewer, index + 1)
            self._cache[key] = found
        return found

    def last_trick(self, viewer: Viewer) -> tuple[int, Trick] | None:
        """The latest trick played out (of the current deal, else of an earlier one)."""
        for index in range(len(self._deals) - 1, -1, -1):
            trick = self.deal(index, viewer).last_trick
            if trick is not None:
                return index, trick
        return None


# --- structuring one deal -------------------------------------------------------


def build_deal(steps: Sequence[Step], viewer: Viewer, number: int) -> DealHistory:
    """Structure one deal's steps for ``viewer``."""
    entries: list[Entry] = []
    plays: list[TrickPlay] = []
    tricks = 0
    dealer: int | None = None
    for step in steps:
        own = step.action is not None and bool(step.action.cards) and not step.carried
        seen = False
        for event in step.events:
            if event.kind == DEAL_START and dealer is None:
                dealer = event.seat
            if not event.visible_to(viewer):
                continue
            seen = True
            kind = event.kind
            if kind in FACE_UP_PLAYS or kind in FACE_DOWN_PLAYS:
                mine = own and event.seat == step.seat and _made_by(event, step.action)
                own = own and not mine
                play = _trick_play(event, step, mine, viewer)
                plays.append(play)
                if play.auto:
                    entries.append(Note(event, step.seat, True, tricks))
            elif kind == REVEAL:
                plays = _revealed(plays, event.cards)
                entries.append(Note(event, step.seat, False, tricks))
            elif kind == DEAL_END and plays:  # a deal ended in mid-trick (a caught queen)
                entries.append(Trick(tricks + 1, tuple(plays)))
                plays = []
                entries.append(Note(event, step.seat, False, tricks))
            elif kind == TRICK_WON and event.seat is not None:
                tricks += 1
                entries.append(
                    Trick(tricks, tuple(plays), event.seat, _number(event.value), event.cards)
                )
                plays = []
            else:
                entries.append(Note(event, step.seat, False, tricks))
        if not seen and step.seat is not None and step.action is not None and not step.carried:
            entries.append(Decision(step.seat, _shown(step.action, step.seat, viewer), tricks))
    current = Trick(tricks + 1, tuple(plays)) if plays else None
    return DealHistory(number, dealer, tuple(entries), current)


def _made_by(event: Event, action: Action | None) -> bool:
    """Whether a play event is the decision's own move (not one the engine added)."""
    if action is None:
        return False
    if event.kind in FACE_UP_PLAYS:
        return Counter(event.cards) == Counter(action.cards)
    return len(action.cards) == _face_down_count(event)


def _face_down_count(event: Event) -> int:
    if event.kind == "give_up":
        return _number(event.value) or 1
    return 1


def _trick_play(event: Event, step: Step, mine: bool, viewer: Viewer) -> TrickPlay:
    assert event.seat is not None
    if event.kind in FACE_UP_PLAYS:
        return TrickPlay(event.seat, event.cards, False, not mine)
    count = _face_down_count(event)
    known = mine and step.action is not None and viewer in (None, step.seat)
    cards: tuple[Card | None, ...] = (
        tuple(step.action.cards) if known and step.action is not None else (None,) * count
    )
    return TrickPlay(event.seat, cards, True, not mine)


def _revealed(plays: list[TrickPlay], cards: Sequence[Card]) -> list[TrickPlay]:
    """The plays with every card turned face up (``cards``: the trick in play order)."""
    if sum(len(p.cards) for p in plays) != len(cards):
        return plays
    out: list[TrickPlay] = []
    at = 0
    for play in plays:
        size = len(play.cards)
        out.append(TrickPlay(play.seat, tuple(cards[at : at + size]), play.face_down, play.auto))
        at += size
    return out


def _shown(action: Action, seat: int, viewer: Viewer) -> Action:
    """The action as the viewer may see it: its cards only for their owner (or a spectator)."""
    if viewer is None or viewer == seat or not action.cards:
        return action
    return Action(action.kind, (), action.value)


def _number(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None
