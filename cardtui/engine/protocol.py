"""The game protocol: one interface for every game.

A :class:`Game` is registered under an id and builds :class:`Match` states. A
match knows whose turn it is (:attr:`Match.current_seat`), the legal actions,
how to :meth:`Match.apply` one (returning :class:`Event` values), what each seat
may see (:meth:`Match.view`), and when it is over (:meth:`Match.result`).

Conventions every game follows:

* Seats are ``0..n-1`` clockwise. Teams are tuples of seats.
* Forced steps with one possible outcome and no information to hide are applied
  by the engine itself; the UI and bots only ever see real choices.
* Engine-made moves (a blind dummy's card) are logged with ``auto=True``.
* All randomness goes through ``self.chance`` and is recorded, inside a deal
  (:meth:`Match.begin_deal` comes first; a first-dealer draw is part of deal 1).
* Views hold :class:`Card` objects (never card codes as strings), so a test can
  find any card a view exposes.
* When a deal ends the match appends a :class:`DealSummary` to
  :attr:`Match.deal_summaries` and starts the next deal at once (unless the
  match is over). The same step emits exactly one ``deal_end`` event: its
  ``value`` is the summary's outcome code, its ``seat`` the deal's single winner
  where a game credits one seat (else ``None``); the summary itself is
  ``deal_summaries[-1]``.
* Every deal's events begin with ``deal_start`` (the first deal's are
  :attr:`Match.opening_events`), and a trick ends with ``trick_won`` (seat: the
  winner; cards: the trick's face-up cards in play order; value: their points);
  see :mod:`cardtui.engine.history`.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance, Outcome, deal_code
from cardtui.engine.errors import IllegalAction, OptionError
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine
from cardtui.engine.search import IMMUTABLE, DealEnd, search_copy
from cardtui.engine.unseen import Unseen, ZoneFacts


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
    every seat) and ``private`` (this seat's own knowledge), as JSON-like values
    holding :class:`Card` objects where cards appear.
    """

    game: str
    seat: int | None
    num_seats: int
    phase: str
    """Phase code: ``play``, ``boast_offer``, ``redeal_check``... (i18n ``phase.<code>``)."""
    to_move: int | None
    legal: tuple[Action, ...]
    """The legal actions when it is this seat's turn, else empty."""
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
    public: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[str, Any] = field(default_factory=dict)
    tricks_taken: tuple[int, ...] = ()
    """Tricks won per seat this deal."""
    points_taken: tuple[int, ...] = ()
    """Card points won per seat this deal, where the game's players may count them openly
    (empty where points are counted only at the end)."""
    unseen: Unseen | None = field(default=None, compare=False, repr=False)
    """The cards this seat cannot locate, the hidden zones and their constraints."""
    template: Match | None = field(default=None, compare=False, repr=False)
    """With ``view(seat, search=True)``: a search copy with every hidden card taken out."""


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
    details: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[ScoreLine, ...] = ()
    """The itemised score of the deal (:mod:`cardtui.engine.score`), as data with i18n codes."""
    match_points: tuple[int, ...] = ()
    """Per seat, the change this deal made to the seat's match standing, in the game's
    smallest unit, signed so that higher is better for that seat (Kozel: pairs won;
    kozel_24: minus the points written on the seat's team; Doppelkopf: half-points)."""

    def team_points(self) -> tuple[int, ...]:
        """Card points per side."""
        return tuple(sum(self.card_points[s] for s in team) for team in self.teams)


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
    details: Mapping[str, Any] = field(default_factory=dict)


class Game(ABC):
    """A registered game: names, seats, options, and a factory for matches."""

    id: str
    names: Mapping[str, str]
    """Display names per language: ``{"en": ..., "ru": ...}``."""
    family: str = ""
    min_seats: int = 4
    max_seats: int = 4
    default_seats: int = 4
    options: tuple[OptionSpec, ...] = ()
    teams_fixed: bool = False
    """True when partnerships are fixed by seat (partners opposite)."""
    deal_points_total: int | None = None
    """Card points in every counted deal (120 for Kozel), checked by the conformance test."""
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = ()
    """Extra (seats, options) set-ups the conformance test also plays."""
    has_decisions: bool = True
    """False for games nobody decides in (Drunkard, War): the one legal action just goes on."""

    @property
    def seat_counts(self) -> tuple[int, ...]:
        """Every number of seats the game can be played with."""
        return tuple(range(self.min_seats, self.max_seats + 1))

    def name(self, lang: str = "en") -> str:
        """The game's name in ``lang`` (English when missing)."""
        return self.names.get(lang) or self.names["en"]

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Validate options for ``num_seats``; override to validate the set as a whole."""
        return validate_options(self.options, given, num_seats)

    def new_match(
        self,
        num_seats: int | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        *,
        seats: Sequence[str] = (),
        replay: Sequence[Outcome] = (),
    ) -> Match:
        """Start a match; options are validated, unknown ones rejected."""
        n = self.default_seats if num_seats is None else num_seats
        if n not in self.seat_counts:
            raise OptionError(
                "seats",
                f"{self.id} takes {', '.join(map(str, self.seat_counts))} seats, not {n}",
                tuple(str(c) for c in self.seat_counts),
            )
        checked = self.check_options(options or {}, n)
        record = MatchRecord(
            game=self.id,
            num_seats=n,
            options={s.key: s.to_json(checked[s.key]) for s in self.options},
            seed=seed,
            seats=list(seats),
        )
        return self._create(n, checked, Chance(seed, record, replay), record)

    match_class: type[Match] | None = None
    """The match type :meth:`_create` builds (a game may override ``_create`` instead)."""

    def _create(
        self, num_seats: int, options: dict[str, OptionValue], chance: Chance, record: MatchRecord
    ) -> Match:
        """Build the match state (the first deal already dealt)."""
        if self.match_class is None:
            raise NotImplementedError(f"{type(self).__name__} sets no match_class")
        return self.match_class(self, num_seats, options, chance, record)


class Match(ABC):
    """The state of one match. Subclasses implement the abstract members."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        self.game = game
        self.num_seats = num_seats
        self.options = options
        self.chance = chance
        self.record = record
        self.deal_summaries: list[DealSummary] = []
        self.deal_number = 0
        self.deck: tuple[Card, ...] = ()
        """The cards in play this deal; :meth:`card_zones` must hold exactly these."""
        self.opening_events: list[Event] = []
        """The events of the first deal's set-up, made while the match was built
        (they start with ``deal_start``); every later event is returned by :meth:`apply`."""
        self.shown_voids: list[set[str]] = [set() for _ in range(num_seats)]
        """Per seat, the effective suits it failed to follow this deal (see :meth:`follow_duty`)."""
        self.shown_plays: list[tuple[int, Card]] = []
        """Face-up one-card plays of this deal, when the game sets ``tracks_plays``."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.observes_plays = cls.tracks_plays or cls.follow_duty is not Match.follow_duty
        own = cls.__dict__.get("view")
        if own is not None and not getattr(own, "_completes_views", False):
            cls.view = _completing(own)  # type: ignore[method-assign]

    # --- to implement -------------------------------------------------------

    @property
    @abstractmethod
    def current_seat(self) -> int | None:
        """The seat to act, or ``None`` when the match is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """The actions the current seat may take now."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action (already checked and recorded)."""

    @abstractmethod
    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` may see; ``None`` is a spectator who sees every hand.

        A game builds the view without ``unseen`` and ``template``; the engine
        adds ``unseen`` for a seat, and ``template`` when ``search`` is true.
        """

    @abstractmethod
    def hidden_cards(self, seat: int) -> list[Card]:
        """Cards ``seat`` must not see (other hands, stock...), for leak tests."""

    @abstractmethod
    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Every place a card of :attr:`deck` can be now (hands, stock, tricks, piles).

        Each card of the deal's deck must be in exactly one zone; the
        conformance test checks it after every action.
        """

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the match has ended."""

    @abstractmethod
    def result(self) -> MatchResult | None:
        """The result once the match is over, else ``None``."""

    # --- shared -------------------------------------------------------------

    def explain_illegal(self, action: Action) -> str:
        """The reason code for refusing ``action``; games refine it."""
        return "not_your_choice"

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now."""
        return action in self.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """Apply the current seat's action; raise :class:`IllegalAction` when not allowed."""
        if not isinstance(action, Action):
            raise IllegalAction("not_an_action", f"{type(action).__name__} is not an action")
        seat = self.current_seat
        if seat is None:
            raise IllegalAction("match_over", "the match is over")
        if action not in self.legal_actions():
            reason = self.explain_illegal(action)
            raise IllegalAction(reason, f"seat {seat} may not {action}: {reason}")
        self.record.log_action(seat, action)
        if self.observes_plays:
            self._observe(seat, action)
        return self._apply(action)

    def apply_fast(self, action: Action) -> list[Event]:
        """Apply an action taken from :meth:`legal_actions`, unchecked and unrecorded.

        The same rules as :meth:`apply` (the game's ``_apply``) for search play-outs.
        """
        if self.observes_plays:
            seat = self.current_seat
            assert seat is not None
            self._observe(seat, action)
        try:
            return self._apply(action)
        except DealEnd:
            self.deal_done = True
            return []

    def _observe(self, seat: int, action: Action) -> None:
        """Note a void shown by a card that does not follow (and the play, if tracked)."""
        if action.kind != "play" or len(action.cards) != 1:
            return
        card = action.cards[0]
        duty = self.follow_duty()
        if duty is not None and duty[1][card] != duty[0]:
            self.shown_voids[seat].add(duty[0])
        if self.tracks_plays:
            self.shown_plays.append((seat, card))

    def begin_deal(self, dealer: int | None) -> None:
        """Start the next deal: number it, reseed chance, open its record entry.

        Call it before any chance of the deal, a first-dealer draw included (pass
        ``None`` and then :meth:`record_dealer`), so the record holds no deal 0.
        """
        if self.chance.stop_after == self.deal_number:
            raise DealEnd
        self.deal_number += 1
        self.chance.begin_deal(self.deal_number)
        self.record.begin_deal(self.deal_number, dealer)
        self.shown_voids = [set() for _ in range(self.num_seats)]
        self.shown_plays = []

    def record_dealer(self, dealer: int) -> None:
        """Note the dealer of the deal in progress (when drawn after the deal began)."""
        self.record.deals[-1].dealer = dealer

    @property
    def deal_code(self) -> str:
        """``SEED-N`` for the deal in progress."""
        return deal_code(self.chance.seed, self.deal_number)

    def clone(self) -> Match:
        """An independent deep copy (the game object is shared)."""
        return copy.deepcopy(self, {id(self.game): self.game})

    # --- search states and worlds ----------------------------------------------
    # A game overrides what is peculiar to it; docs/adding-a-game.md lists it.

    search_share: ClassVar[frozenset[str]] = frozenset()
    """Attributes a search copy shares although they are containers (immutable tables)."""
    search_deep: ClassVar[frozenset[str]] = frozenset()
    """Attributes a search copy deep-copies (objects holding mutable state)."""
    ordered_zones: ClassVar[frozenset[str]] = frozenset({"stock"})
    """Hidden zones whose card order matters (drawn from the top later)."""
    tracks_plays: ClassVar[bool] = False
    """Whether :attr:`shown_plays` is kept (for games that need who played what)."""
    observes_plays: ClassVar[bool] = False
    """Set per class: whether moves are watched for voids or plays (skipped otherwise)."""

    deal_done: bool = False
    """True once a search copy made with ``to_deal_end`` has finished its deal."""

    def search_copy(self, stream: int = 0, to_deal_end: bool = False) -> Match:
        """A lean independent copy for play-outs: no record, fresh chance (``stream``).

        With ``to_deal_end`` the copy stops when its deal ends, before the next deal
        is shuffled: :meth:`apply_fast` then sets :attr:`deal_done`, the summary is
        the last of :attr:`deal_summaries`, and no further move may be applied.
        """
        return search_copy(self, stream, to_deal_end)

    def plain_view(self, seat: int | None) -> View:
        """The game's own view without ``unseen`` and ``template`` (cheaper: for play-out
        policies that never sample worlds)."""
        view = type(self).view
        raw = getattr(view, "__wrapped__", view)
        built: View = raw(self, seat)
        return built

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        """The led effective suit and the effective-suit table, when the seat to move must
        follow; ``None`` when leading or in games without a duty to follow (no voids)."""
        return None

    def effective_suits(self) -> Mapping[Card, str] | None:
        """The effective-suit table of this deal, used to turn voids into barred cards."""
        return None

    def known_voids(self) -> Sequence[set[str]]:
        """Per seat, the effective suits it has shown it lacks this deal."""
        return self.shown_voids

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """The zones hidden from ``seat``, name to the live list in this match.

        Default: the other hands (``hands``) as ``hand<s>`` and a ``stock`` list.
        """
        zones: dict[str, list[Card]] = {}
        hands = getattr(self, "hands", None)
        if isinstance(hands, list):
            for s, hand in enumerate(hands):
                if s != seat:
                    zones[f"hand{s}"] = hand
        stock = getattr(self, "stock", None)
        if isinstance(stock, list):
            zones["stock"] = stock
        return zones

    def zone_seats(self, zones: Mapping[str, Sequence[Card]]) -> dict[str, int]:
        """Hidden zones that are a seat's hand: ``hand<s>`` by default."""
        seats = {}
        for name in zones:
            seat = _ZONE_SEAT.get(name, -1)
            if seat == -1:
                tail = name[4:]
                seat = _ZONE_SEAT[name] = int(tail) if name[:4] == "hand" and tail.isdigit() else None
            if seat is not None:
                seats[name] = seat
        return seats

    def zone_facts(self, seat: int) -> ZoneFacts:
        """What ``seat`` knows about the hidden zones besides voids (pinned, barred, counts)."""
        return ZoneFacts()

    def put_zone(self, seat: int, name: str, cards: list[Card]) -> None:
        """Set hidden zone ``name`` (of :meth:`hidden_zones` for ``seat``) to ``cards``."""
        self.hidden_zones(seat)[name][:] = cards

    def conceal(self, seat: int) -> None:
        """On a template: drop state derived from cards hidden from ``seat`` (caches...)."""
        for name in ("_legal", "_shared"):
            if name in self.__dict__:
                setattr(self, name, None)

    def refill(self, seat: int) -> None:
        """After the hidden zones were filled: restore order and derived state."""
        self.conceal(seat)


IMMUTABLE.update({Event, Play, DealSummary, MatchResult, View})

_ZONE_SEAT: dict[str, int | None] = {}
"""Zone name to the seat whose hand it is (``hand<s>``), worked out once per name."""


def _completing(view: Any) -> Any:
    """Wrap a game's ``view`` so the engine adds ``unseen`` and, on request, ``template``."""

    @wraps(view)
    def complete(self: Match, seat: int | None, search: bool = False) -> View:
        built: View = view(self, seat)
        if seat is None:
            return built
        from cardtui.engine.worlds import make_template, unseen_for

        # the game built this view just now: fill the engine's two fields in place
        object.__setattr__(built, "unseen", unseen_for(self, seat))
        if search:
            object.__setattr__(built, "template", make_template(self, seat))
        return built

    complete._completes_views = True  # type: ignore[attr-defined]
    return complete
