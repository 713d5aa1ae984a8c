"""One network table: a match the host runs, its seats, who may act, what each seat is sent.

No networking here: :mod:`cardtui.net.host` feeds a :class:`Table` checked messages and
sends what it returns. The table admits a person with its code (a short random secret,
compared in constant time), gives each person a seat token for rejoining, applies a
seat's action only when it is that seat's turn and the client saw the latest state
(``n``, the decision count: a replayed or stale action is refused), and builds each
seat's messages from ``view(seat)`` and the events that seat may see. It saves the
match after every action like a local match (:mod:`cardtui.storage.saves`), with the
table's set-up in the save's ``table`` entry, so a restarted host resumes it.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtui.bots import LEVELS, Bot, bot_view, make_bot
from cardtui.engine import Action, Event, Match, View, get_game
from cardtui.engine.errors import CardtuiError, IllegalAction
from cardtui.engine.refusals import refusals
from cardtui.engine.replay import replay
from cardtui.net.public import public_events, public_view
from cardtui.net.schema import MAX_NAME, Refusal
from cardtui.net.wire import encode
from cardtui.storage import saves
from cardtui.storage.files import one_line

REMOTE = "remote"
"""A seat for a person who joins over the network."""
HOST = "host"
"""A seat for the person hosting (a remote seat whose token the host is given)."""
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
STANDIN_AFTER = 60.0
"""Seconds a person may be gone before a bot plays their seat (host-set)."""
NOT_ADMITTED = "the table code or seat token is not right"


def new_code() -> str:
    """A fresh table code: eight letters and digits without look-alikes, as ``ABCD-EFGH``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:4]}-{raw[4:]}"


def normal_code(text: str) -> str:
    """A typed code as compared: capitals, without dashes and spaces."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_secret(given: str, kept: str) -> bool:
    """Constant-time comparison of two secrets."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), kept.encode("utf-8", "replace"))


def clean_name(text: str) -> str:
    """A player's name as shown to everyone: one line, no control characters, short."""
    return one_line(text, MAX_NAME)


@dataclass
class Seat:
    """Who sits at one seat of a network table."""

    kind: str
    """``remote``, ``host`` or a bot level."""
    name: str = ""
    token: str = ""
    """The digest of the seat token (empty while nobody has taken the seat)."""
    connected: bool = False
    gone_since: float | None = None
    standin: bool = False
    """A bot plays the seat while its person is away."""

    @property
    def is_person(self) -> bool:
        """A seat for a person (remote or the host)."""
        return self.kind in (REMOTE, HOST)

    @property
    def free(self) -> bool:
        """A remote seat nobody has taken yet."""
        return self.kind == REMOTE and not self.token

    def status(self) -> dict[str, Any]:
        """What every seat is told about this one."""
        return {
            "name": self.name,
            "kind": "person" if self.is_person else "bot",
            "connected": self.connected or not self.is_person,
            "standin": self.standin,
            "free": self.free,
        }


def parse_seat(text: str) -> Seat:
    """``remote``, ``host``, ``host:NAME``, a bot level (``simple``), ``simple:NAME``."""
    kind, _, name = text.strip().partition(":")
    kind = kind.strip().lower()
    if kind not in (REMOTE, HOST, *LEVELS):
        raise Refusal("bad_seats", f"a seat is remote, host or one of {', '.join(LEVELS)}")
    return Seat(kind, clean_name(name))


@dataclass
class Step:
    """One decision (``seat`` ``None``: the set-up) and the events it caused."""

    seat: int | None
    action: Action | None
    events: tuple[Event, ...]

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """This step as ``seat`` may know it: its own action in full, another seat's
        without cards, only the events ``seat`` may see (``None``: a spectator, who
        gets the events addressed to everyone and no action in full)."""
        action: dict[str, str] | None = None
        if self.action is not None:
            own = seat is not None and self.seat == seat
            action = {"kind": self.action.kind, "value": self.action.value}
            if own:
                action["text"] = str(self.action)
        events = (
            public_events(self.events)
            if seat is None
            else [encode(e) for e in self.events if e.visible_to(seat)]
        )
        return {"seat": self.seat, "action": action, "events": events}


@dataclass
class Progress:
    """How far one connection has been told the table's story."""

    steps: int = 0
    summaries: int = 0


@dataclass
class Table:
    """One match hosted for the network (see the module docstring)."""

    match: Match
    seats: list[Seat]
    code: str = field(default_factory=new_code)
    standin_after: float = STANDIN_AFTER
    standin_level: str = "simple"
    public: bool = False
    autosave: bool = True
    steps: list[Step] = field(default_factory=list)
    id: str = field(default_factory=lambda: secrets.token_hex(3))
    store: saves.MatchSave | None = None
    save_error: str = ""
    watchers: list[str] = field(default_factory=list)
    """The names of the spectators watching now (not saved: they come back by code)."""
    _bots: dict[tuple[int, str], Bot] = field(default_factory=dict)

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[str],
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        **kw: Any,
    ) -> Table:
        """A new table; a bad game, seat list or option raises :class:`Refusal`."""
        specs = [parse_seat(s) for s in seats]
        if not any(s.is_person for s in specs):
            raise Refusal("bad_seats", "a table needs a seat for a person")
        try:
            game = get_game(game_id)
            match = game.new_match(
                len(specs),
                dict(options or {}),
                random.SystemRandom().randrange(100_000, 1_000_000) if seed is None else seed,
                seats=["human" if s.is_person else s.kind for s in specs],
            )
        except CardtuiError as exc:
            raise Refusal("bad_table", one_line(str(exc), 160)) from exc
        table = cls(match, specs, **kw)
        table.steps.append(Step(None, None, tuple(match.opening_events)))
        table.save()
        return table

    # --- who sits where -----------------------------------------------------

    def matches_code(self, code: str) -> bool:
        """Whether ``code`` opens this table (constant time)."""
        return same_secret(normal_code(code), normal_code(self.code))

    def admit(self, code: str, name: str, seat: int | None = None) -> tuple[int, str]:
        """Seat a person who gave ``code``: ``(seat, token)``; refused when the code is
        wrong or no such seat is free."""
        if not self.matches_code(code):
            raise Refusal("not_admitted", NOT_ADMITTED)
        free = [i for i, s in enumerate(self.seats) if s.free]
        if seat is not None and seat not in free:
            raise Refusal("seat_taken", "that seat is not free")
        if not free:
            raise Refusal("table_full", "no seat is free at this table")
        index = free[0] if seat is None else seat
        token = self.claim(index, name)
        return index, token

    def claim(self, seat: int, name: str) -> str:
        """Give ``seat`` to a person: a fresh token (kept only as its digest)."""
        token = secrets.token_urlsafe(24)
        target = self.seats[seat]
        target.token = _digest(token)
        target.name = clean_name(name) or target.name
        self.save()
        return token

    def watch(self, code: str) -> None:
        """Let a spectator in who gave ``code`` (refused alike for a wrong code)."""
        if not self.matches_code(code):
            raise Refusal("not_admitted", NOT_ADMITTED)

    def rejoin(self, code: str, token: str) -> int:
        """The seat a returning person holds; refused alike for a wrong code or token."""
        ok_code = self.matches_code(code)
        digest = _digest(token)
        found = -1
        for index, seat in enumerate(self.seats):
            if seat.token and same_secret(digest, seat.token):
                found = index
        if not ok_code or found < 0:
            raise Refusal("not_admitted", NOT_ADMITTED)
        return found

    def connect(self, seat: int) -> None:
        """The person of ``seat`` is here: a stand-in bot hands the seat back."""
        target = self.seats[seat]
        target.connected, target.gone_since, target.standin = True, None, False

    def disconnect(self, seat: int, now: float | None = None) -> None:
        """The person of ``seat`` went away (the stand-in clock starts)."""
        target = self.seats[seat]
        target.connected = False
        target.gone_since = time.monotonic() if now is None else now

    def check_gone(self, now: float | None = None) -> list[int]:
        """Hand seats whose person is gone longer than :attr:`standin_after` to a bot;
        returns the seats that got a stand-in now."""
        now = time.monotonic() if now is None else now
        changed = []
        for index, seat in enumerate(self.seats):
            gone = seat.gone_since
            if (
                seat.is_person
                and not seat.standin
                and gone is not None
                and now - gone >= self.standin_after
            ):
                seat.standin = True
                changed.append(index)
        return changed

    def free_seats(self) -> list[int]:
        """Seats still open for people."""
        return [i for i, s in enumerate(self.seats) if s.free]

    # --- play ---------------------------------------------------------------

    @property
    def decisions(self) -> int:
        """The decision count: every client action names the count it saw (``n``)."""
        return self.match.record.decision_count

    @property
    def over(self) -> bool:
        """Whether the match has ended."""
        return self.match.is_over

    def act(self, seat: int, text: str, n: int, save: bool = True) -> list[Event]:
        """Apply ``seat``'s action ``text`` chosen at decision ``n``, or refuse it."""
        if self.match.is_over:
            raise Refusal("match_over", "the match is over")
        if n != self.decisions:
            raise Refusal("stale", "the table has moved on; act on the latest state")
        if self.match.current_seat != seat:
            raise Refusal("not_your_turn", "it is not your turn")
        if self.seats[seat].standin:
            raise Refusal("standin", "a bot is playing your seat")
        try:
            action = Action.parse(text)
        except CardtuiError:
            raise Refusal("bad_action", "not an action") from None
        return self.apply(action, save)

    def apply(self, action: Action, save: bool = True) -> list[Event]:
        """Apply the current seat's action (checked by the engine), log it and save."""
        seat = self.match.current_seat
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            raise Refusal(exc.reason, "not allowed now") from None
        self.steps.append(Step(seat, action, tuple(events)))
        if save:
            self.save()
        return events

    def bot_seat(self) -> int | None:
        """The seat to move when a bot (or a stand-in) plays it, else ``None``."""
        seat = self.match.current_seat
        if seat is None:
            return None
        target = self.seats[seat]
        return seat if not target.is_person or target.standin else None

    def bot(self, seat: int) -> Bot:
        """The bot for ``seat``: its own level, or the stand-in level for a person's seat."""
        level = self.seats[seat].kind
        level = self.standin_level if level in (REMOTE, HOST) else level
        key = (seat, level)
        if key not in self._bots:
            try:
                self._bots[key] = make_bot(level, self.match.game.id)
            except ModuleNotFoundError:
                self._bots[key] = make_bot(level, "")
        return self._bots[key]

    def bot_input(self, seat: int) -> tuple[Bot, View, random.Random, int]:
        """What a bot at ``seat`` decides from: bot, view, generator, decision count."""
        bot = self.bot(seat)
        rng = random.Random(f"{self.match.record.seed}:{self.decisions}")
        return bot, bot_view(self.match, seat, bot), rng, self.decisions

    # --- messages -----------------------------------------------------------

    def seat_status(self) -> list[dict[str, Any]]:
        """Every seat's name, kind, presence and stand-in flag."""
        return [s.status() for s in self.seats]

    def state_for(self, seat: int | None, told: Progress) -> dict[str, Any]:
        """The state message fields for ``seat`` (``None``: a spectator, sent the public
        view): its view, the steps and deal summaries it has not been told yet, the
        seats, the spectators' names, the result once over."""
        steps = [s.for_seat(seat) for s in self.steps[told.steps :]]
        summaries = self.match.deal_summaries[told.summaries :]
        view = public_view(self.match) if seat is None else self.match.plain_view(seat)
        body = {
            "n": self.decisions,
            "view": encode(view),
            "steps_from": told.steps,
            "steps": steps,
            "summaries_from": told.summaries,
            "summaries": encode(summaries),
            "seats": self.seat_status(),
            "watchers": list(self.watchers),
            "why": self.why_for(seat),
            "result": encode(self.match.result()) if self.match.is_over else None,
        }
        told.steps, told.summaries = len(self.steps), len(self.match.deal_summaries)
        return body

    def why_for(self, seat: int | None) -> list[dict[str, Any]]:
        """At ``seat``'s own card decision: its cards that cannot be played, grouped by
        the engine's reason (the ``w`` line; only the seat's own hand, so nothing hidden)."""
        if seat is None or self.match.current_seat != seat:
            return []
        return [
            {"reason": r.reason, "cards": encode(r.cards), "suit": r.suit}
            for r in refusals(self.match)
        ]

    def welcome(self, seat: int | None, token: str = "") -> dict[str, Any]:
        """The first message to a seated person (the token only when just given; seat
        ``None``: a spectator). Never the match's seed: it would tell every deal."""
        match = self.match
        return {
            "seat": seat,
            "token": token,
            "table": self.id,
            "game": match.game.id,
            "num_seats": match.num_seats,
            "options": dict(match.record.options),
        }

    def lobby_entry(self) -> dict[str, Any]:
        """How the lobby lists this table (its code only when it is public)."""
        entry: dict[str, Any] = {
            "table": self.id,
            "game": self.match.game.id,
            "seats": self.match.num_seats,
            "free": len(self.free_seats()),
            "watchers": len(self.watchers),
            "over": self.match.is_over,
        }
        if self.public:
            entry["code"] = self.code
        return entry

    # --- saving -------------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        """The table's set-up, kept in the save next to the record."""
        return {
            "net": {
                "code": self.code,
                "id": self.id,
                "seats": [{"kind": s.kind, "name": s.name, "token": s.token} for s in self.seats],
                "standin_ms": round(self.standin_after * 1000),
                "standin_level": self.standin_level,
                "public": self.public,
            }
        }

    def save(self) -> None:
        """Write the match and the table's set-up (finished matches move to the finished)."""
        if not self.autosave:
            return
        record = self.match.record
        try:
            if self.store is None:
                self.store = saves.MatchSave.create(record, self.meta())
            elif self.store.finished:
                return
            self.store.table = self.meta()
            if self.match.is_over:
                self.store.finish(record)
            else:
                self.store.write(record)
            self.save_error = ""
        except OSError as exc:
            self.save_error = one_line(str(exc), 120)

    def close(self) -> None:
        """Save and give the save's lock back."""
        self.save()
        if self.store is not None:
            self.store.close()

    @classmethod
    def resume(cls, folder: Path) -> Table:
        """The table saved in ``folder`` (raises ``saves.MatchLocked`` / ``SaveDamaged``,
        or :class:`Refusal` when the save is not a network table's)."""
        store, record = saves.MatchSave.open(folder)
        try:
            table = cls._from_save(store.table.get("net"), record)
        except Exception:
            store.close()
            raise
        table.store = store
        return table

    @classmethod
    def _from_save(cls, net: Any, record: Any) -> Table:
        if not isinstance(net, dict) or not isinstance(net.get("seats"), list):
            raise Refusal("not_a_table", "this save is not a network table")
        steps: list[Step] = []
        match = replay(record, observer=lambda s, a, e: steps.append(Step(s, a, tuple(e))))
        seats = [
            Seat(str(s.get("kind")), clean_name(str(s.get("name", ""))), str(s.get("token", "")))
            for s in net["seats"]
            if isinstance(s, dict)
        ]
        if len(seats) != match.num_seats or any(
            s.kind not in (REMOTE, HOST, *LEVELS) for s in seats
        ):
            raise Refusal("not_a_table", "the saved seats do not fit the match")
        now = time.monotonic()
        for seat in seats:  # everybody is away until they reconnect
            if seat.is_person and seat.token:
                seat.gone_since = now
        table = cls(
            match,
            seats,
            code=str(net.get("code", new_code())),
            standin_after=_number(net.get("standin_ms"), STANDIN_AFTER * 1000) / 1000,
            standin_level=str(net.get("standin_level", "simple")),
            public=net.get("public") is True,
            id=str(net.get("id", secrets.token_hex(3)))[:12],
        )
        table.steps = [Step(None, None, tuple(match.opening_events)), *steps]
        return table


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, int) and not isinstance(value, bool) else default


def saved_tables() -> list[Path]:
    """Folders of saved network tables not yet finished (read-only check)."""
    found = []
    for info in saves.list_saves():
        try:
            body = saves.read_state(info.folder)
        except Exception:  # a damaged save is the app's to report, not the server's
            continue
        table = body.get("table")
        if isinstance(table, dict) and isinstance(table.get("net"), dict):
            found.append(info.folder)
    return found
