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
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance, Outcome, deal_code
from cardtui.engine.errors import IllegalAction, OptionError
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.record import MatchRecord


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
        if not self.min_seats <= n <= self.max_seats:
            raise OptionError(
                "seats",
                f"{self.id} takes {self.min_seats} to {self.max_seats} seats, not {n}",
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
    def view(self, seat: int | None) -> View:
        """What ``seat`` may see; ``None`` is a spectator who sees every hand."""

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
        return self._apply(action)

    def begin_deal(self, dealer: int | None) -> None:
        """Start the next deal: number it, reseed chance, open its record entry.

        Call it before any chance of the deal, a first-dealer draw included (pass
        ``None`` and then :meth:`record_dealer`), so the record holds no deal 0.
        """
        self.deal_number += 1
        self.chance.begin_deal(self.deal_number)
        self.record.begin_deal(self.deal_number, dealer)

    def record_dealer(self, dealer: int) -> None:
        """Note the dealer of the deal in progress (when drawn after the deal began)."""
        self.record.deals[-1].dealer = dealer

    @property
    def deal_code(self) -> str:
        """``SEED-N`` for the deal in progress."""
        return deal_code(self.record.seed, self.deal_number)

    def clone(self) -> Match:
        """An independent deep copy (the game object is shared)."""
        return copy.deepcopy(self, {id(self.game): self.game})
