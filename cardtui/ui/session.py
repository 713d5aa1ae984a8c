"""The match being played: the engine's :class:`Match`, who sits where, bots, undo and saving.

No Textual here, so the game flow can be tested without a screen. The table
screen asks the session what to show (:meth:`Session.viewer`) and feeds it
actions; the session writes the autosave after every action.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardtui.bots import LEVELS, Bot, make_bot
from cardtui.engine import Action, Event, Game, Match, MatchRecord, OptionError, View, get_game
from cardtui.engine.history import MatchLog
from cardtui.engine.replay import replay
from cardtui.storage import saves
from cardtui.ui.text import seat_name

HUMAN = "human"


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: ``human`` or a bot level, with an optional name."""

    kind: str
    name: str = ""

    @property
    def is_human(self) -> bool:
        """True for a person at the keyboard."""
        return self.kind == HUMAN

    @classmethod
    def parse(cls, text: str) -> SeatSpec:
        """``human``, ``human:Anna``, ``simple``, ``random``, ``simple:Masha``."""
        kind, _, name = text.strip().partition(":")
        kind = kind.strip().lower() or HUMAN
        if kind != HUMAN and kind not in LEVELS:
            choices = (HUMAN, *LEVELS)
            raise OptionError(
                "seats",
                f"unknown seat {kind!r}; use one of: {', '.join(choices)} (human:NAME for a name)",
                choices,
            )
        return cls(kind, name.strip()[:20])

    def __str__(self) -> str:
        return f"{self.kind}:{self.name}" if self.name else self.kind


def parse_seats(entries: Sequence[str] | None, game: Game) -> list[SeatSpec]:
    """Seat specs for ``game``; ``None`` gives one human and bots (``simple``) for the rest."""
    if not entries:
        return [SeatSpec(HUMAN)] + [SeatSpec("simple")] * (game.default_seats - 1)
    specs = [SeatSpec.parse(e) for e in entries]
    if len(specs) not in game.seat_counts:
        raise OptionError(
            "seats",
            f"{game.id} takes {', '.join(map(str, game.seat_counts))} seats, not {len(specs)}",
        )
    return specs


def new_seed() -> int:
    """A fresh match seed (six digits, easy to read out)."""
    return random.SystemRandom().randrange(100_000, 1_000_000)


class Session:
    """One match in the app: engine state, seats, bots, undo and autosave."""

    def __init__(
        self,
        match: Match,
        seats: Sequence[SeatSpec],
        autosave: bool = True,
        history: MatchLog | None = None,
    ) -> None:
        self.match = match
        self.history = history if history is not None else MatchLog.of(match)
        """Every decision with its events, by deal (the review, the side log, ``t``)."""
        self.seats = list(seats)
        self.autosave_enabled = autosave
        self.save_error = ""
        self._bots: dict[int, Bot] = {}
        self.last_events: list[Event] = []
        self.resumed = False
        """True when the match was read back from a save."""
        self._stats_recorded = False
        self._kept = False
        """The finished match's record was written for the replays."""

    # --- construction -------------------------------------------------------

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatSpec],
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
        autosave: bool = True,
    ) -> Session:
        """Start a new match (options validated by the engine)."""
        game = get_game(game_id)
        match = game.new_match(
            len(seats),
            dict(options or {}),
            new_seed() if seed is None else seed,
            seats=[str(s) for s in seats],
        )
        session = cls(match, seats, autosave)
        session.save()  # a new match is saved at once: the save replaces any earlier one
        return session

    @classmethod
    def from_text(cls, text: str, autosave: bool = True) -> Session:
        """Resume from a saved record; a damaged one raises ``RecordError`` or ``CardtuiError``."""
        record = MatchRecord.loads(text)
        history = MatchLog()
        match = replay(record, observer=history.add)
        history.set_opening(match.opening_events)
        seats = [SeatSpec.parse(s) for s in record.seats] if record.seats else []
        if len(seats) != match.num_seats:
            seats = [SeatSpec(HUMAN)] + [SeatSpec("simple")] * (match.num_seats - 1)
        session = cls(match, seats, autosave, history)
        session.resumed = True
        return session

    # --- who is who ---------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game being played."""
        return self.match.game

    @property
    def humans(self) -> list[int]:
        """Seats with a person."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the keyboard."""
        return len(self.humans) >= 2

    @property
    def spectating(self) -> bool:
        """Nobody at the keyboard plays: all hands are shown."""
        return not self.humans

    def is_human(self, seat: int | None) -> bool:
        """Whether a person plays ``seat``."""
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def names(self) -> list[str]:
        """Display names of every seat."""
        return [self.name(i) for i in range(len(self.seats))]

    def name(self, seat: int) -> str:
        """The display name of ``seat``."""
        spec = self.seats[seat]
        return seat_name(seat, spec.kind, spec.name, len(self.humans))

    def bot(self, seat: int) -> Bot:
        """The bot playing ``seat``."""
        bot = self._bots.get(seat)
        if bot is None:
            level = self.seats[seat].kind
            try:
                bot = make_bot(level, self.game.id)
            except ModuleNotFoundError:  # the game's own bot is not written yet
                bot = make_bot(level, "")
            self._bots[seat] = bot
        return bot

    # --- the flow -----------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to act."""
        return self.match.current_seat

    @property
    def decisions(self) -> int:
        """How many seat decisions the record holds (changes with every action)."""
        return len(self.match.record.decisions())

    def view(self, seat: int | None) -> View:
        """The view of ``seat`` (``None``: spectator)."""
        return self.match.view(seat)

    def apply(self, action: Action, save: bool = True) -> list[Event]:
        """Apply the current seat's action, then autosave (unless ``save`` is false: many
        actions in a row, saved once after). Illegal ones raise ``IllegalAction``."""
        seat = self.match.current_seat
        events = self.match.apply(action)
        if seat is not None:
            self.history.add(seat, action, events)
        self.last_events = events
        if save:
            self.save()
        return events

    def explain(self, action: Action) -> str:
        """The reason code for refusing ``action`` now."""
        return self.match.explain_illegal(action)

    def bot_rng(self) -> random.Random:
        """A generator for the next bot move, fixed by the seed and the move number."""
        return random.Random(f"{self.match.record.seed}:{self.decisions}")

    # --- undo ---------------------------------------------------------------

    def _last_human_decision(self) -> int | None:
        humans = set(self.humans)
        steps = self.match.record.decisions()
        for index in range(len(steps) - 1, -1, -1):
            if steps[index][0] in humans:
                return index
        return None

    def can_undo(self) -> bool:
        """Undo is offered when exactly one person plays against bots and has moved."""
        return (
            len(self.humans) == 1
            and not self.match.is_over
            and self._last_human_decision() is not None
        )

    def undo(self) -> bool:
        """Go back to just before the person's last decision; False when there is none."""
        if not self.can_undo():
            return False
        index = self._last_human_decision()
        assert index is not None
        self.match = replay(self.match.record, decisions=index)
        self.history.truncate(index)
        self.last_events = []
        self.save()
        return True

    # --- saving -------------------------------------------------------------

    def _record_stats(self) -> None:
        """Count the finished match in the statistics, once."""
        if self._stats_recorded:
            return
        self._stats_recorded = True
        error = record_stats(self)
        if error:
            self.save_error = error

    def _keep_finished(self) -> None:
        """Keep the finished match's record for the replays, once."""
        if self._kept:
            return
        self._kept = True
        from cardtui.storage import finished

        record = self.match.record
        finished.keep(record.dumps(), record.game, record.seed)

    def save(self) -> None:
        """Write the autosave (or remove it once the match is over)."""
        if not self.autosave_enabled:
            return
        try:
            if self.match.is_over:
                saves.clear_autosave()
                self._record_stats()
                self._keep_finished()
            else:
                saves.write_autosave(self.match.record.dumps())
            self.save_error = ""
        except OSError as exc:
            self.save_error = str(exc)


def _seat_kinds(session: Session) -> list[str]:
    return [spec.kind for spec in session.seats]


def record_stats(session: Session) -> str:
    """Add the finished match of ``session`` to the statistics; returns an error or ``""``."""
    import sqlite3

    from cardtui.storage import stats

    result = session.match.result()
    if result is None:
        return ""
    record = session.match.record
    finished = stats.finished_match(
        session.game.id,
        len(session.match.deal_summaries),
        record.seed,
        _seat_kinds(session),
        session.names(),
        result.winners,
        result.scores,
        record.options,
    )
    try:
        stats.record_match(finished)
    except (stats.StatsError, OSError, sqlite3.Error) as exc:
        return str(exc)
    return ""


@dataclass(frozen=True)
class StartRequest:
    """A table to open at once (``cardtui play GAME ...``)."""

    game_id: str
    seats: list[str]
    seed: int | None = None
    options: dict[str, str] | None = None


def check_start(start: StartRequest) -> None:
    """Validate a start request without starting; raises ``UnknownGame`` / ``OptionError``."""
    game = get_game(start.game_id)
    specs = parse_seats(start.seats, game)
    game.check_options(dict(start.options or {}), len(specs))


def session_for(start: StartRequest, autosave: bool = True) -> Session:
    """A new session from a start request."""
    game = get_game(start.game_id)
    return Session.new(
        start.game_id, parse_seats(start.seats, game), start.seed, start.options, autosave
    )
