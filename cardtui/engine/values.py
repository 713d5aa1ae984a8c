"""The values the protocol passes around: events, plays, views, deal summaries, results.

Frozen dataclasses with no behaviour of their own, kept apart from the
:class:`~cardtui.engine.protocol.Match` that makes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.score import ScoreLine
from cardtui.engine.search import IMMUTABLE, Copyable
from cardtui.engine.unseen import Unseen


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``to`` limits who may see it (``None``: everyone)."""

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    value: str = ""
    to: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator who sees all) may see this event."""
        return self.to is None or seat is None or seat in self.to


@dataclass(frozen=True, slots=True)
class Play:
    """One seat's contribution to a trick. ``None`` stands for a face-down card."""

    seat: int
    cards: tuple[Card | None, ...]

    @property
    def card(self) -> Card | None:
        """The single card of a one-card play."""
        return self.cards[0] if self.cards else None


@dataclass(frozen=True)
class View:
    """Everything one seat may know, and nothing else.

    ``seat`` is ``None`` for a spectator view (all hands shown), used only when no
    human is at the table. Game-specific facts go in ``public`` (the same for
    every seat) and ``private`` (this seat's own knowledge), as the game's typed
    facts (:mod:`cardtui.engine.facts`) holding :class:`Card` objects where cards appear.
    """

    game: str
    seat: int | None
    num_seats: int
    phase: str
    """Phase code: ``play``, ``boast_offer``, ``redeal_check``... (i18n ``phase.<code>``)."""
    to_move: int | None
    legal: Sequence[Action]
    """The legal actions when it is this seat's turn, else empty: a tuple, or an immutable
    sequence built on demand where the set is large (the Hearts passes, 286 of 3 cards)."""
    hand: tuple[Card, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    """Per seat: the cards this seat can see in that hand, or ``None`` when hidden."""
    hand_sizes: tuple[int, ...]
    trick: tuple[Play, ...] = ()
    trick_leader: int | None = None
    last_trick: tuple[Play, ...] = ()
    last_winner: int | None = None
    teams: tuple[tuple[int, ...], ...] = ()
    """Publicly known partnerships (empty when none or still hidden)."""
    dealer: int | None = None
    deal_number: int = 0
    deal_code: str = ""
    trump: str = ""
    """A short trump description code: a suit letter, or a game-defined code."""
    public: Facts = field(default_factory=RawFacts)
    """The game's public facts (its own :class:`~cardtui.engine.facts.Facts` class)."""
    private: Facts = field(default_factory=RawFacts)
    """This seat's own facts (the game's class; empty for a spectator)."""
    tricks_taken: tuple[int, ...] = ()
    """Tricks won per seat this deal."""
    points_taken: tuple[int, ...] = ()
    """Card points won per seat this deal, where the game's players may count them openly
    (empty where points are counted only at the end)."""
    unseen: Unseen | None = field(default=None, compare=False, repr=False)
    """The cards this seat cannot locate, the hidden zones and their constraints."""
    template: Copyable | None = field(default=None, compare=False, repr=False)
    """With ``view(seat, search=True)``: a search copy of the match (a
    :class:`~cardtui.engine.protocol.Match`) with every hidden card taken out."""


@dataclass(frozen=True)
class DealSummary:
    """The outcome of one deal, in terms common to all games plus game details."""

    number: int
    card_points: tuple[int, ...]
    """Card points taken per seat (zeros where a game counts none)."""
    teams: tuple[tuple[int, ...], ...]
    """The sides of this deal (one seat each in individual games)."""
    winners: tuple[int, ...]
    """Seats credited with the deal (empty for a draw or a void deal)."""
    outcome: str
    """Outcome code: ``single``, ``double``, ``eggs``, ``lyusya``, ``forfeit``, ``draw``..."""
    details: Facts = field(default_factory=RawFacts)
    """The game's details of the deal (its own :class:`~cardtui.engine.facts.Facts` class)."""
    lines: tuple[ScoreLine, ...] = ()
    """The itemised score of the deal (:mod:`cardtui.engine.score`), as data with i18n codes."""
    match_points: tuple[int, ...] = ()
    """Per seat, the change this deal made to the seat's match standing, in the game's
    smallest unit, signed so that higher is better for that seat (Kozel: pairs won;
    kozel_24: minus the points written on the seat's team; Doppelkopf: half-points)."""

    def team_points(self) -> tuple[int, ...]:
        """Card points per side."""
        return tuple(sum(self.card_points[s] for s in team) for team in self.teams)


_SINGLES: dict[int, tuple[tuple[int, ...], ...]] = {}


def single_sides(num_seats: int) -> tuple[tuple[int, ...], ...]:
    """The sides of a deal of a game of single seats: ``((0,), (1,), ...)`` (one shared
    tuple per number of seats)."""
    sides = _SINGLES.get(num_seats)
    if sides is None:
        sides = _SINGLES[num_seats] = tuple([(s,) for s in range(num_seats)])
    return sides


_NEW = object.__new__
_SET_DICT = object.__setattr__


def make_summary(
    number: int,
    card_points: tuple[int, ...],
    teams: tuple[tuple[int, ...], ...],
    winners: tuple[int, ...],
    outcome: str,
    details: Facts,
    lines: tuple[ScoreLine, ...] = (),
    match_points: tuple[int, ...] = (),
) -> DealSummary:
    """``DealSummary(number, card_points, ...)``, the same value, its fields filled directly
    (a play-out ends every deal it plays with one; the frozen ``__init__`` goes through
    ``object.__setattr__`` once per field). The arguments must already be tuples."""
    summary = _NEW(DealSummary)
    _SET_DICT(
        summary,
        "__dict__",
        {
            "number": number,
            "card_points": card_points,
            "teams": teams,
            "winners": winners,
            "outcome": outcome,
            "details": details,
            "lines": lines,
            "match_points": match_points,
        },
    )
    return summary


@dataclass(frozen=True)
class MatchResult:
    """How a match ended."""

    winners: tuple[int, ...]
    """Winning seats (a whole team in team games); empty for a draw."""
    losers: tuple[int, ...]
    titles: tuple[str, ...] = ()
    """Title codes for the losers (``kozly``, ``with_eggs``, ``with_goad``...)."""
    scores: tuple[int, ...] = ()
    """Final score per seat in the game's own unit."""
    details: Facts = field(default_factory=RawFacts)
    """The game's details of the match (its own :class:`~cardtui.engine.facts.Facts` class)."""


IMMUTABLE.update({Event, Play, DealSummary, MatchResult, View})
