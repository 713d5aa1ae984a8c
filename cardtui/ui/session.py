"""The match being played: the engine's :class:`Match`, who sits where, bots, undo and saving.

No Textual here, so the game flow can be tested without a screen. The table
screen asks the session what to show (:meth:`Session.viewer`) and feeds it
actions; the session writes the autosave after every action.
"""

from __future__ import annotations

import contextlib
import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cardtui.bots import LEVELS, Bot, make_bot, needs_worlds
from cardtui.engine import Action, Event, Game, Match, MatchRecord, OptionError, View, get_game
from cardtui.engine.history import MatchLog
from cardtui.engine.record import RecordMark
from cardtui.engine.replay import replay
from cardtui.safe_text import safe_name
from cardtui.storage import saves
from cardtui.storage.files import one_line
from cardtui.ui.text import seat_name

if TYPE_CHECKING:
    from cardtui.ui.resume_log import Checkpoint, ResumedLog

HUMAN = "human"


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: ``human`` or a bot level, with an optional name."""

    kind: str
    name: str = ""

    def __post_init__(self) -> None:
        # every name enters here (the setup form, ``human:NAME``, a save, a record):
        # made safe once, so no screen ever gets a control character or markup trick
        object.__setattr__(self, "name", safe_name(self.name))

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
        return cls(kind, name)

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


@dataclass(frozen=True)
class DealStart:
    """The match as the current deal began, for undo without replaying the whole match.

    ``match`` shares its record with the live match (which goes on logging
    into it); ``mark`` is the record's length at that moment.
    """

    match: Match
    mark: RecordMark


def copy_sharing_record(match: Match) -> Match:
    """A deep copy of ``match`` that shares its record and past deal summaries.

    What grows with the match length is shared, not copied, so the cost is
    that of one deal's state.
    """
    memo: dict[int, object] = {id(match.game): match.game, id(match.record): match.record}
    for summary in match.deal_summaries:
        memo[id(summary)] = summary
    return copy.deepcopy(match, memo)


def seat_display_names(specs: Sequence[SeatSpec]) -> list[str]:
    """Display names: the given name, else "You" / "Player N" for people, "Bot N" for bots."""
    humans = sum(1 for s in specs if s.is_human)
    return [seat_name(seat, spec.kind, spec.name, humans) for seat, spec in enumerate(specs)]


class Session:
    """One match in the app: engine state, seats, bots, undo and autosave."""

    def __init__(
        self,
        match: Match,
        seats: Sequence[SeatSpec],
        autosave: bool = True,
        history: MatchLog | ResumedLog | None = None,
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
        self.store: saves.MatchSave | None = None
        """This match's save folder (locked by this process), once saved."""
        self._deal_start: DealStart | None = None
        self._checkpoint: Checkpoint | None = None
        """The checkpoint of the previous deal's start, which the save keeps."""
        self._deal_seen = match.deal_number
        self._stats_recorded = False
        self.bot_budget: float | None = None
        """Seconds per decision of strong bots (``None``: the bot's default)."""
        self.bot_worlds: int | None = None
        """Worlds per decision of strong bots (``None``: by the clock alone)."""
        self.hints_in_hot_seat = False
        """Hints were enabled in the setup for a match of several people."""

    # --- construction -------------------------------------------------------

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatSpec],
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
        autosave: bool = True,
        hints: bool = False,
    ) -> Session:
        """Start a new match (options validated by the engine); ``hints`` also in hot-seat."""
        game = get_game(game_id)
        match = game.new_match(
            len(seats),
            dict(options or {}),
            new_seed() if seed is None else seed,
            seats=[str(s) for s in seats],
        )
        session = cls(match, seats, autosave)
        session._deal_start = session._start_of_deal()
        session.hints_in_hot_seat = hints
        session.save()  # a new match gets its own save folder at once; other saves stay
        return session

    @classmethod
    def resume(cls, folder: Path, autosave: bool = True) -> Session:
        """Continue the saved match in ``folder``, locking it for this process.

        Raises ``saves.MatchLocked`` when another cardtui plays it, and
        ``saves.SaveDamaged`` (one line) when it cannot be read or replayed.
        """
        store, record = saves.MatchSave.open(folder, quick=True)
        try:
            session = cls._from_checkpoint(record, store, autosave)
            if session is None:  # no checkpoint, or it did not verify: every deal replayed
                session = cls.from_record(store.reload() if store.partial else record, autosave)
        except Exception as exc:  # whatever a damaged record makes a game raise
            store.close()
            raise saves.SaveDamaged(one_line(str(exc) or type(exc).__name__, 120)) from exc
        session.store = store
        session.hints_in_hot_seat = store.table.get("hints") is True
        return session

    @classmethod
    def _from_checkpoint(
        cls, record: MatchRecord, store: saves.MatchSave, autosave: bool
    ) -> Session | None:
        """Resume from the save's checkpoint, replaying the last deals only (``None``: the
        save has none, or it does not verify; see :mod:`cardtui.ui.resume_log`)."""
        from cardtui.ui.resume_log import fast_resume

        text, fingerprint = store.resume_start(), store.resume.get("fingerprint")
        if not text or not isinstance(fingerprint, str):
            return None
        found = fast_resume(record, text, fingerprint)
        if found is None:
            return None
        session = cls(found.match, _seats_of(record, found.match), autosave, found.history)
        session.resumed = True
        if found.deal_start is not None and not found.match.is_over:
            session._deal_start = DealStart(*found.deal_start)
        return session

    @classmethod
    def from_text(cls, text: str, autosave: bool = True) -> Session:
        """Resume from a saved record; a damaged one raises ``RecordError`` or ``CardtuiError``."""
        return cls.from_record(MatchRecord.loads(text), autosave)

    @classmethod
    def from_record(cls, record: MatchRecord, autosave: bool = True) -> Session:
        """Resume from a record (replayed and checked); it is saved in a folder of its own."""
        history = MatchLog()
        starts: list[DealStart] = []

        def keep(start: Match) -> None:  # the current deal's start, so undo needs no replay
            starts.append(DealStart(copy_sharing_record(start), start.record.mark()))

        first = record.deal_first_decision(record.recount())
        match = replay(record, observer=history.add, keep=(first, keep))
        history.set_opening(match.opening_events)
        session = cls(match, _seats_of(record, match), autosave, history)
        session.resumed = True
        session._deal_start = starts[0] if starts and not match.is_over else None
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
                bot = make_bot(level, self.game.id, self.bot_budget, self.bot_worlds)
            except ModuleNotFoundError:  # the game's own bot is not written yet
                bot = make_bot(level, "", self.bot_budget, self.bot_worlds)
            self._bots[seat] = bot
        return bot

    def searches(self, seat: int) -> bool:
        """Whether the bot at ``seat`` searches (and thinks in the worker process)."""
        return not self.seats[seat].is_human and needs_worlds(self.bot(seat))

    @property
    def hints_enabled(self) -> bool:
        """Hints (key ``i``): on with one person at the table, in hot-seat only when chosen."""
        return len(self.humans) == 1 or (self.hot_seat and self.hints_in_hot_seat)

    # --- the flow -----------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to act."""
        return self.match.current_seat

    @property
    def decisions(self) -> int:
        """How many seat decisions the record holds (changes with every action)."""
        return self.match.record.decision_count

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
        if self.match.deal_number != self._deal_seen:
            self._deal_seen = self.match.deal_number
            self._checkpoint = self._checkpoint_of(self._deal_start)
            self._deal_start = None if self.match.is_over else self._start_of_deal()
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
        return self.match.record.last_decision_by(set(self.humans))

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
        self.match = self._rewind(index)
        self.history.truncate(index)
        self._deal_seen = self.match.deal_number
        self.last_events = []
        self.save()
        return True

    def _start_of_deal(self) -> DealStart:
        return DealStart(copy_sharing_record(self.match), self.match.record.mark())

    def _checkpoint_of(self, start: DealStart | None) -> Checkpoint | None:
        """The deal just ended began at ``start``: with the step that began it (carried by
        the decision ending the deal before), the checkpoint a save keeps."""
        from cardtui.ui.resume_log import Checkpoint

        if not self.autosave_enabled:
            return None
        if (
            start is None
            or start.mark.deals < 2
            or len(self.history) != len(self.match.record.deals)
        ):
            return None
        steps = self.history.steps(start.mark.deals - 1)
        if not steps or not steps[0].carried:
            return None
        return Checkpoint(start.match, start.mark, steps[0])

    def _resume_data(self, wait: bool = False) -> saves.ResumeData | None:
        """What the save keeps to resume fast: the fingerprint and the checkpoint (``wait``
        for it when it is still being made)."""
        kept = self._checkpoint
        if kept is None and (self.store is None or self.store.written_start is None):
            return None  # no checkpoint yet (the first deals): nothing to check one against
        from cardtui.storage import checkpoint

        try:
            shown = checkpoint.fingerprint(self.match)
        except Exception:  # a game's object the digest cannot read: resuming replays all
            return None
        if kept is None or kept.mark.decisions > self.match.record.decision_count:
            return saves.ResumeData(shown)  # undone to before it
        return saves.ResumeData(shown, kept.key, lambda: kept.text(wait))

    def _rewind(self, index: int) -> Match:
        """The match just before decision ``index``: from the deal's start, not from deal 1.

        Only when ``index`` lies before the kept start (the previous deal, or a
        resumed match) is the match replayed up to that deal's start, once.
        """
        record = self.match.record
        start = self._deal_start
        if start is None or start.mark.decisions > index or start.match.record is not record:
            first = replay(record, decisions=record.deal_first_decision(index))
            start = DealStart(first, first.record.mark())
        steps = record.decisions_since(start.mark)[: index - start.mark.decisions]
        match = copy_sharing_record(start.match)
        match.record.truncate(start.mark)
        for _seat, action in steps:
            match.apply(action)
        match.chance.stop_replay()
        self._deal_start = start
        return match

    # --- saving -------------------------------------------------------------

    def _record_stats(self) -> None:
        """Count the finished match in the statistics, once."""
        if self._stats_recorded:
            return
        self._stats_recorded = True
        error = record_stats(self)
        if error:
            self.save_error = error

    def save(self) -> None:
        """Write this match's save (moved to the finished matches once it is over)."""
        if not self.autosave_enabled or (self.store is not None and self.store.finished):
            return
        record, over = self.match.record, self.match.is_over
        try:
            if self.store is None:
                table = {"hints": True} if self.hints_in_hot_seat else {}
                self.store = saves.MatchSave.create(record, table)
            if over:
                self.store.finish(record)
            else:
                self.store.write(record, resume=self._resume_data())
            self.save_error = ""
        except OSError as exc:
            self.save_error = one_line(str(exc), 120)
        if over:
            self._record_stats()

    def close(self) -> None:
        """Leave the match: its save stays (with its checkpoint, written now if it was still
        being made), the lock is given back."""
        store, kept = self.store, self._checkpoint
        if store is None:
            return
        if kept is not None and not store.finished and store.written_start != kept.key:
            with contextlib.suppress(OSError):
                store.write(self.match.record, resume=self._resume_data(wait=True))
        store.close()


def _seats_of(record: MatchRecord, match: Match) -> list[SeatSpec]:
    """The seats a record names (one person and simple bots when it names none)."""
    seats = [SeatSpec.parse(s) for s in record.seats] if record.seats else []
    if len(seats) != match.num_seats:
        seats = [SeatSpec(HUMAN)] + [SeatSpec("simple")] * (match.num_seats - 1)
    return seats


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
        return one_line(str(exc), 200)
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
