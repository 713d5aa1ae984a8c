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

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from functools import wraps
from typing import Any, ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance, Outcome, deal_code
from cardtui.engine.errors import IllegalAction, OptionError
from cardtui.engine.facts import Facts, RawFacts
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.phases import Phase
from cardtui.engine.prebuilt import common_view
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine
from cardtui.engine.search import DealEnd, full_copy, search_copy
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.values import (
    DealSummary,
    Event,
    MatchResult,
    Play,
    View,
    make_summary,
    single_sides,
)
from cardtui.engine.zones import ZoneSpec, every_zone, hidden_from, ordered_names

__all__ = ["DealSummary", "Event", "Game", "Match", "MatchResult", "Play", "View"]


class Game(ABC):
    """A registered game: names, seats, options, and a factory for matches."""

    id: str
    names: Mapping[str, str]
    """Display names per language: ``{"en": ..., "ru": ...}``."""
    family: str = ""
    menu_order: int = 1000
    """Where the game stands in the menu and every list of games (lowest first)."""
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
        self.to_move: int | None = None
        """The seat to act (``None`` while nobody may: the match is over)."""
        self.over = False
        """Whether the match has ended (set by :meth:`close_deal`)."""
        self.dealer = 0
        """The dealer of the deal in progress."""
        self.phase = ""
        """Phase code of the deal in progress (i18n ``phase.<code>``)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.observes_plays = cls.tracks_plays or cls.follow_duty is not Match.follow_duty
        if "zones" in cls.__dict__ and "ordered_zones" not in cls.__dict__:
            cls.ordered_zones = ordered_names(cls.zones)
        own = cls.__dict__.get("view")
        if own is not None and not getattr(own, "_completes_views", False):
            cls.view = _completing(own)  # type: ignore[method-assign]

    # --- to implement -------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or ``None`` when the match is over."""
        return None if self.over else self.to_move

    def legal_actions(self) -> Sequence[Action]:
        """The actions the current seat may take now (default: the :attr:`phase_table`)."""
        seat = self.to_move
        if seat is None or self.over:
            return ()
        return self.phase_table[self.phase].legal(self, seat)

    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action (already checked and recorded); default: the
        :attr:`phase_table`."""
        seat = self.to_move
        assert seat is not None, "nobody is to move"
        return self.phase_table[self.phase].apply(self, seat, action)

    @abstractmethod
    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` may see; ``None`` is a spectator who sees every hand.

        A game builds the view without ``unseen`` and ``template``; the engine
        adds ``unseen`` for a seat, and ``template`` when ``search`` is true.
        """

    def hidden_cards(self, seat: int) -> list[Card]:
        """Cards ``seat`` must not see (other hands, stock...), for leak tests.

        Default: the cards of the zones hidden from ``seat`` (:attr:`zones`), less
        :meth:`known_cards`.
        """
        known = self.known_cards(seat)
        cards = [c for zone in hidden_from(self, self.zones, seat).values() for c in zone]
        return [c for c in cards if c not in known] if known else cards

    def known_cards(self, seat: int) -> frozenset[Card]:
        """Cards in zones hidden from ``seat`` that it nevertheless knows the place of
        (the cards it passed, in the receiver's hand)."""
        return frozenset()

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Every place a card of :attr:`deck` can be now (hands, stock, tricks, piles).

        Each card of the deal's deck must be in exactly one zone; the
        conformance test checks it after every action. Default: the zones
        declared in :attr:`zones`.
        """
        if not self.zones:
            raise NotImplementedError(f"{type(self).__name__} declares no zones")
        return dict(every_zone(self, self.zones))

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.over

    @abstractmethod
    def result(self) -> MatchResult | None:
        """The result once the match is over, else ``None``."""

    @property
    def mover(self) -> int:
        """The seat to act, for code that runs only while a seat is to move."""
        seat = self.to_move
        assert seat is not None, "nobody is to move"
        return seat

    # --- the deal pipeline --------------------------------------------------

    def close_deal(self, summary: DealSummary, seat: int | bool | None = True) -> list[Event]:
        """The deal is over: record ``summary``, emit its one ``deal_end``, then end the
        match (:meth:`match_done`, :meth:`end_match`) or deal the next one
        (:meth:`next_dealer`, :meth:`deal`).

        ``seat`` is the ``deal_end`` event's seat: by default (``True``) the summary's
        single winner when there is one, else ``None``. A search copy made with
        ``to_deal_end`` stops here (:attr:`deal_done`), before the next shuffle.
        """
        self.deal_summaries.append(summary)
        if seat is True:
            winners = summary.winners
            seat = winners[0] if len(winners) == 1 else None
        events = (
            []
            if self.quiet
            else [Event("deal_end", None if seat is False else seat, value=summary.outcome)]
        )
        if self.match_done():
            self.over = True
            self.to_move = None
            return events + self.end_match()
        if self.chance.stop_after == self.deal_number:
            self.deal_done = True
            return events
        return events + self.deal(self.next_dealer())

    def match_done(self) -> bool:
        """Whether the match ends after the deal just recorded (the last of
        :attr:`deal_summaries`)."""
        return False

    def end_match(self) -> list[Event]:
        """Set the match's final state once it is over; the events that says so."""
        return []

    def next_dealer(self) -> int:
        """Who deals the next deal (default: the seat to the dealer's left)."""
        return (self.dealer + 1) % self.num_seats

    def deal(self, dealer: int) -> list[Event]:
        """Begin and deal the next deal (:meth:`begin_deal` first); its events, starting
        with ``deal_start``."""
        raise NotImplementedError(f"{type(self).__name__} deals no next deal")

    def seats_summary(
        self,
        card_points: Sequence[int],
        winners: Sequence[int],
        outcome: str,
        lines: Sequence[ScoreLine] = (),
        match_points: Sequence[int] = (),
        details: Facts | None = None,
    ) -> DealSummary:
        """The summary of a deal of a game of single seats (every seat its own side)."""
        return make_summary(
            self.deal_number,
            tuple(card_points),
            single_sides(self.num_seats),
            tuple(winners),
            outcome,
            RawFacts() if details is None else details,
            tuple(lines),
            tuple(match_points),
        )

    # --- views ----------------------------------------------------------------

    def table_view(self, seat: int | None, **fields: Any) -> View:
        """The common part of every view, from the declared zones and the usual state
        (``hands``, ``trick`` as ``(seat, card)`` pairs, ``last_trick``, ``last_winner``,
        ``leader``, ``tricks_won``, ``dealer``, ``phase``); ``fields`` add or replace any
        of :class:`View`'s fields (``public``, ``private``, ``trump``...)."""
        return common_view(self, seat, fields)

    def hands_seen(self, seat: int | None) -> tuple[tuple[Card, ...] | None, ...]:
        """Per seat, the cards of its hand ``seat`` sees (``None``: hidden); a spectator
        (``None``) sees them all."""
        hands: list[list[Card]] = getattr(self, "hands", [])
        if seat is None:
            return tuple([tuple(h) for h in hands])
        seen: list[tuple[Card, ...] | None] = [None] * len(hands)
        seen[seat] = tuple(hands[seat])
        return tuple(seen)

    # --- shared -------------------------------------------------------------

    def explain_illegal(self, action: Action) -> str:
        """The reason code for refusing ``action`` (default: the phase's refusal)."""
        seat = self.current_seat
        if seat is None:
            return "match_over"
        phase = self.phase_table.get(self.phase)
        return phase.refusal(self, seat, action) if phase is not None else "not_your_choice"

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now."""
        return action in self.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """Apply the current seat's action; raise :class:`IllegalAction` when not allowed."""
        if type(action) is not Action and not isinstance(action, Action):
            raise IllegalAction("not_an_action", f"{type(action).__name__} is not an action")
        seat = None if self.over else self.to_move  # current_seat, without the call
        if seat is None:
            raise IllegalAction("match_over", "the match is over")
        if action not in self.legal_actions():
            reason = self.explain_illegal(action)
            raise IllegalAction(reason, f"seat {seat} may not {action}: {reason}")
        self.record.log_action(seat, action)
        if self.observes_plays:
            cards = action.cards
            if len(cards) == 1 and action.kind == "play":
                self._observe_card(seat, cards[0])
        return self._apply(action)

    def apply_fast(self, action: Action) -> list[Event]:
        """Apply an action taken from :meth:`legal_actions`, unchecked and unrecorded.

        The same rules as :meth:`apply` (the game's ``_apply``) for search play-outs. On a
        :attr:`quiet` copy the events returned may be left out (nobody reads them).
        """
        if self.observes_plays:
            cards = action.cards
            if len(cards) == 1 and action.kind == "play":
                seat = self.to_move
                assert seat is not None
                self._observe_card(seat, cards[0])
        try:
            return self._apply(action)
        except DealEnd:
            self.deal_done = True
            return []

    def _observe_card(self, seat: int, card: Card) -> None:
        """Note a void shown by a card that does not follow (and the play, if tracked):
        called for every one-card ``play`` when the class :attr:`observes_plays`."""
        duty = self.follow_duty()
        if duty is not None:
            led = duty[0]
            if duty[1][card] != led:
                self.shown_voids[seat].add(led)
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
        """An independent copy going on exactly as this match would: the state copied as
        :meth:`search_copy` copies it, the record and chance generator copied too."""
        return full_copy(self)

    # --- search states and worlds ----------------------------------------------
    # A game overrides what is peculiar to it; docs/adding-a-game.md lists it.

    phase_table: ClassVar[Mapping[str, Phase]] = {}
    """The game's phases (:mod:`cardtui.engine.phases`): phase code to its legal set,
    move and refusal, behind :meth:`legal_actions`, ``_apply`` and :meth:`explain_illegal`."""
    zones: ClassVar[tuple[ZoneSpec, ...]] = ()
    """The game's card zones (:mod:`cardtui.engine.zones`): the one declaration behind
    :meth:`card_zones`, :meth:`hidden_zones`, :meth:`hidden_cards` and :attr:`ordered_zones`."""
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
    quiet: bool = False
    """True on a search copy: nobody reads its events, so a game may skip building them
    (``if not self.quiet: ...``); its state must move exactly as without the flag."""

    def unplay_last(self) -> bool:
        """Take the trick's last card back to its hand, that seat to move (inference rewinds
        a world so); ``False`` where a game cannot (the default) or no card is out."""
        return False

    def search_copy(self, stream: int = 0, to_deal_end: bool = False) -> Match:
        """A lean independent copy for play-outs: no record, fresh chance (``stream``).
        With ``to_deal_end`` it stops when its deal ends, before the next shuffle:
        :meth:`apply_fast` sets :attr:`deal_done`, the summary is the last of
        :attr:`deal_summaries`, and no further move may be applied."""
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

        Default: those of the declared :attr:`zones`; without a declaration, the other
        hands (``hands``) as ``hand<s>`` and a ``stock`` list.
        """
        if self.zones:
            return hidden_from(self, self.zones, seat)
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
                seat = _ZONE_SEAT[name] = (
                    int(tail) if name[:4] == "hand" and tail.isdigit() else None
                )
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
