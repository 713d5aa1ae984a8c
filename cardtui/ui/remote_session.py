"""A seat at a network table, offered to the table screen as a local ``Session`` is.

No Textual here. :class:`RemoteSession` keeps what the host told one seat (through
:class:`~cardtui.net.client.Client`): each state message is queued as a
:class:`Snapshot`, and the screen takes them in one at a time (:meth:`advance`), so the
moves of the others can be paced and a completed trick held as at a local table. The
history is rebuilt from the steps the host sent; the deal summaries, the result and the
options come from the host. Bots are the host's business: none runs here, and there is
no undo and no hint. :class:`RemoteMatch` stands in for the engine's match where the
game's UI hooks read it (summaries, result, options, the public part of the view).
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from websockets.exceptions import WebSocketException

from cardtui.engine import Action, Card, CardtuiError, Event, Game, Match, View, get_game
from cardtui.engine.history import FACE_UP_PLAYS, MatchLog
from cardtui.engine.protocol import DealSummary, MatchResult
from cardtui.i18n import t
from cardtui.net.client import Client, ClientError
from cardtui.net.host import Host, Limits
from cardtui.net.schema import Refusal
from cardtui.net.table import HOST, Table
from cardtui.net.wire import WireError, decode
from cardtui.storage.files import one_line
from cardtui.ui.session import HUMAN, SeatSpec
from cardtui.ui.text import seat_name

NAME_LENGTH = 20
WATCH = -1
"""The seat to ask for to watch as a spectator (no seat, the public view only)."""


@dataclass(frozen=True)
class JoinRequest:
    """A network seat to take: the address, the table code, a name or a seat token."""

    uri: str
    code: str
    name: str = ""
    token: str = ""
    seat: int | None = None


class JoinFailed(Exception):
    """The table could not be joined (one line, ready to show)."""


@dataclass(frozen=True)
class Snapshot:
    """One state message as the client took it in: counts into the client's lists."""

    n: int
    view: View
    steps: int
    summaries: int
    seats: tuple[Mapping[str, Any], ...]
    result: MatchResult | None
    why: tuple[Mapping[str, Any], ...] = ()
    """At the seat's card decision: its refused cards by the engine's reason (host-built)."""
    watchers: tuple[str, ...] = ()


@dataclass(frozen=True)
class RemoteStep:
    """One step of the story: the acting seat (``None``: the set-up), its action (another
    seat's without cards) and the events this seat may know."""

    seat: int | None
    action: Action | None
    events: list[Event]


def printable(text: str) -> str:
    """``text`` with every control character dropped (what the host sends is shown)."""
    return "".join(ch for ch in text if ch.isprintable())


def clean_event(event: Event) -> Event:
    """An event from the network with its texts stripped of control characters."""
    kind, value = printable(event.kind), printable(event.value)
    if kind == event.kind and value == event.value:
        return event
    return replace(event, kind=kind, value=value)


def step_of(data: Mapping[str, Any]) -> RemoteStep:
    """A step as the host sent it; another seat's card play gets back the cards its own
    event showed everyone (so the history does not take it for the engine's move)."""
    raw = data.get("action")
    seat = data.get("seat") if isinstance(data.get("seat"), int) else None
    events = [
        clean_event(e) for e in (decode(x) for x in data.get("events", [])) if isinstance(e, Event)
    ]
    action: Action | None = None
    if isinstance(raw, Mapping):
        kind, value = printable(str(raw.get("kind", ""))), printable(str(raw.get("value") or ""))
        text = raw.get("text")
        try:
            action = Action.parse(text) if isinstance(text, str) else None
        except CardtuiError:  # not an action: kept as its kind
            action = None
        if action is None:
            shown = next(
                (
                    e.cards
                    for e in events
                    if e.kind in FACE_UP_PLAYS and e.seat == seat and kind == e.kind
                ),
                (),
            )
            action = Action(kind, tuple(shown), value)
    return RemoteStep(seat, action, events)


class RemoteMatch:
    """What the game hooks and dialogs read from a match, from the seat's own knowledge."""

    def __init__(self, session: RemoteSession) -> None:
        self._session = session
        self.game = session.game
        self.num_seats = session.num_seats
        self.options: dict[str, Any] = dict(session.options)
        self._set_up: Match | None = None

    @property
    def deal_summaries(self) -> list[DealSummary]:
        """The summaries of the deals shown so far."""
        return self._session.summaries()

    @property
    def is_over(self) -> bool:
        """Whether the host said the match is over."""
        return self._session.shown.result is not None

    def result(self) -> MatchResult | None:
        """The match's result, once over."""
        return self._session.shown.result

    def view(self, seat: int | None = None) -> View:
        """The seat's own view (its public part is everyone's)."""
        return self._session.shown.view

    @property
    def deal_number(self) -> int:
        """The deal in play (as the view numbers it)."""
        return self._session.shown.view.deal_number

    @property
    def deal_code(self) -> str:
        """The deal's code."""
        return self._session.shown.view.deal_code

    @property
    def current_seat(self) -> int | None:
        """The seat to move in the state shown."""
        return self._session.shown.view.to_move

    def legal_actions(self) -> list[Action]:
        """The seat's own legal actions (none at another seat's turn)."""
        view = self._session.shown.view
        return list(view.legal) if view.to_move == self._session.seat else []

    def set_up(self) -> Match | None:
        """A fresh match of the table's game and options, for the hooks that ask a match
        for its set-up only (how War turns its cards). Its cards are not the table's: it
        is dealt from a seed of its own, and none of it is shown."""
        if self._set_up is None:
            try:
                self._set_up = self.game.new_match(self.num_seats, dict(self.options), 0)
            except (CardtuiError, TypeError, ValueError):
                return None
        return self._set_up

    # --- the ``w`` line, from the reasons the host gave (engine.refusals reads these) ---

    def plain_view(self, seat: int | None = None) -> View:
        """The seat's own view."""
        return self._session.shown.view

    def _why(self) -> dict[Card, str]:
        found: dict[Card, str] = {}
        for group in self._session.shown.why:
            try:
                cards = decode(group.get("cards") or [])
            except WireError:
                continue
            for card in cards if isinstance(cards, tuple | list) else ():
                if isinstance(card, Card):
                    found[card] = printable(str(group.get("reason", "")))
        return found

    def explain_illegal(self, action: Action) -> str:
        """The host's reason for a card of the seat's hand the seat may not play now."""
        card = action.cards[0] if len(action.cards) == 1 else None
        return self._why().get(card, "not_your_choice") if card else "not_your_choice"

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        """The suit to follow, as the host said (for ``must_follow_suit``)."""
        for group in self._session.shown.why:
            suit = group.get("suit")
            if isinstance(suit, str) and suit:
                return printable(suit)[:2], {}
        return None


class RemoteSession:
    """One seat of a network table for the table screen (see the module docstring)."""

    def __init__(self, client: Client, uri: str, code: str) -> None:
        assert client.view is not None and (client.seat is not None or client.watching)
        self.client = client
        self.uri, self.code = uri, code
        self.seat: int | None = client.seat
        """The own seat; ``None`` for a spectator."""
        welcome = client.welcome
        self.game: Game = get_game(str(welcome.get("game", "")))
        self.num_seats = int(welcome.get("num_seats") or client.view.num_seats)
        options = welcome.get("options")
        self.options: Mapping[str, Any] = options if isinstance(options, Mapping) else {}
        self.history = MatchLog()
        self._told = 0
        self.pending: deque[Snapshot] = deque()
        self.shown = self._snapshot()
        self.match = RemoteMatch(self)
        self.seats: list[SeatSpec] = []
        self.autosave_enabled = False
        self.save_error = ""
        self.resumed = False
        self.last_events: list[Event] = []
        self.bot_budget: float | None = None
        self.hints_in_hot_seat = False
        self._closing: asyncio.Task[None] | None = None
        self.hosted: Host | None = None
        """The host this app runs for the table (``Host a table``), stopped on leaving."""
        self.advance()
        client.on_message = self._heard

    # --- taking in what the host says ------------------------------------------

    def _snapshot(self) -> Snapshot:
        c = self.client
        assert c.view is not None
        return Snapshot(
            c.n,
            c.view,
            len(c.steps),
            len(c.summaries),
            tuple(c.seats),
            c.result,
            tuple(c.why),
            tuple(printable(w)[:NAME_LENGTH] or t("ui.net.a_spectator") for w in c.watchers),
        )

    def _heard(self, message: dict[str, Any]) -> None:
        if message.get("type") == "state":
            self.pending.append(self._snapshot())

    def advance(self) -> list[RemoteStep]:
        """Show the next state (the first one the client took in, at the start): its new
        steps go into the history and are returned."""
        if self.pending:
            self.shown = self.pending.popleft()
        new = [step_of(s) for s in self.client.steps[self._told : self.shown.steps]]
        self._told = self.shown.steps
        for step in new:
            if step.seat is None or step.action is None:
                if self.history.decisions == 0:
                    self.history = MatchLog(step.events)
                continue
            self.history.add(step.seat, step.action, step.events)
        self.seats = [self._spec(i) for i in range(self.num_seats)]
        self.last_events = [e for s in new for e in s.events]
        return new

    def _spec(self, seat: int) -> SeatSpec:
        """A person (``human``) or what the badge says instead: a bot, away, a stand-in."""
        info = self.shown.seats[seat] if seat < len(self.shown.seats) else {}
        name = one_line(str(info.get("name") or ""), NAME_LENGTH)
        if info.get("kind") == "bot":
            return SeatSpec("net_bot", name)
        state = self.seat_state(seat)
        return SeatSpec(f"net_{state}" if state else HUMAN, name)

    def summaries(self) -> list[DealSummary]:
        """The deal summaries up to the state shown."""
        return self.client.summaries[: self.shown.summaries]

    # --- what the table screen asks ----------------------------------------------

    @property
    def humans(self) -> list[int]:
        """The person at this keyboard: the own seat only (none for a spectator)."""
        return [] if self.seat is None else [self.seat]

    hot_seat = False
    hints_enabled = False

    @property
    def spectating(self) -> bool:
        """A spectator: no seat, the public view (no hand is ever known here)."""
        return self.seat is None

    def is_human(self, seat: int | None) -> bool:
        """Whether ``seat`` is played at this keyboard."""
        return self.seat is not None and seat == self.seat

    def names(self) -> list[str]:
        """The seats' names as the host gave them (control characters removed)."""
        return [self.name(i) for i in range(self.num_seats)]

    def name(self, seat: int) -> str:
        """One seat's name, else "Seat N"."""
        spec = self.seats[seat] if seat < len(self.seats) else SeatSpec(HUMAN)
        kind = "bot" if spec.kind == "net_bot" else HUMAN
        return seat_name(seat, kind, spec.name, 1 if seat == self.seat else 2)

    def seat_state(self, seat: int) -> str:
        """``standin``, ``away``, ``free`` or ``""`` for a seat."""
        info = self.shown.seats[seat] if seat < len(self.shown.seats) else {}
        if info.get("standin"):
            return "standin"
        if info.get("free"):
            return "free"
        return "" if info.get("connected", True) else "away"

    @property
    def current_seat(self) -> int | None:
        """The seat to act in the state shown."""
        return self.shown.view.to_move

    @property
    def decisions(self) -> int:
        """The host's decision count of the state shown."""
        return self.shown.n

    @property
    def up_to_date(self) -> bool:
        """No newer state waits to be shown."""
        return not self.pending

    def view(self, seat: int | None) -> View:
        """The own seat's view (no other is ever known here)."""
        return self.shown.view

    def searches(self, seat: int) -> bool:
        """No bot thinks here."""
        return False

    def can_undo(self) -> bool:
        """Undo is not offered over the network."""
        return False

    def undo(self) -> bool:
        """Undo is not offered over the network."""
        return False

    def save(self) -> None:
        """The host saves the match."""

    async def send(self, action: Action) -> None:
        """Send ``action`` for the state shown (the answer comes as a state or a refusal)."""
        await self.client.send("act", action=str(action), n=self.shown.n)

    def close(self) -> None:
        """Leave the table: the connection is closed (the seat waits for a rejoin)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._closing = loop.create_task(self._leave())

    async def _leave(self) -> None:
        await self.client.close()
        if self.hosted is not None:
            await self.hosted.stop()

    @property
    def back_command(self) -> str:
        """The line that takes this seat back (or watches again)."""
        if self.seat is None:
            return f"cardtui join {self.uri} {self.code} --watch"
        return f"cardtui join {self.uri} {self.code} --token {self.client.token}"


async def join_table(
    uri: str, code: str, name: str = "", token: str = "", seat: int | None = None
) -> RemoteSession:
    """Connect and take a seat (``token``: take one's seat back; ``seat`` :data:`WATCH`:
    watch as a spectator); ``JoinFailed`` (one line) when the address cannot be reached
    or the host refuses."""
    if not uri.startswith(("ws://", "wss://")):
        uri = f"ws://{uri}"
    client = Client(uri)
    try:
        await client.connect()
        if seat == WATCH:
            await client.watch(code, name[:NAME_LENGTH])
        elif token:
            await client.rejoin(code, token)
        else:
            await client.hello(code, name[:NAME_LENGTH], seat)
    except ClientError as exc:
        await client.close()
        raise JoinFailed(one_line(t("ui.net.refused", reason=str(exc)), 200)) from exc
    except (OSError, TimeoutError, ValueError, WebSocketException) as exc:
        await client.close()
        error = str(exc) or type(exc).__name__
        raise JoinFailed(
            one_line(t("ui.net.no_connection", address=uri, error=error), 200)
        ) from exc
    try:
        return RemoteSession(client, uri, code)
    except Exception as exc:  # an unknown game or a broken welcome
        await client.close()
        raise JoinFailed(one_line(t("ui.net.refused", reason=str(exc)), 200)) from exc


async def host_table(
    game_id: str,
    seats: list[str],
    name: str = "",
    bind: str = "127.0.0.1",
    port: int = 0,
    options: Mapping[str, Any] | None = None,
    standin_after: float = 60.0,
    standin_level: str = "simple",
) -> RemoteSession:
    """Open a table of ``game_id`` hosted by this app (``seats`` as ``cardtui host`` takes
    them; the first ``host`` seat is this person's; ``options`` the house rules, as text or
    as the setup form's values) and take the host's seat; the host stops when the table is
    left. ``JoinFailed`` (one line) for a bad set-up or port."""
    if HOST not in [s.strip().partition(":")[0].lower() for s in seats]:
        raise JoinFailed(t("ui.net.need_host_seat"))
    try:
        table = Table.new(
            game_id,
            seats,
            dict(options or {}),
            standin_after=standin_after,
            standin_level=standin_level,
        )
    except Refusal as no:
        raise JoinFailed(one_line(no.detail or no.reason, 200)) from no
    mine = next(i for i, seat in enumerate(table.seats) if seat.kind == HOST)
    token = table.claim(mine, name)
    host = Host(Limits())
    host.add(table)
    try:
        port = await host.start(bind, port)
    except OSError as exc:
        await host.stop()
        raise JoinFailed(one_line(t("ui.net.no_port", error=str(exc)), 200)) from exc
    try:
        near = "127.0.0.1" if bind in ("", "0.0.0.0", "::") else bind
        session = await join_table(f"ws://{near}:{port}", table.code, token=token)
    except JoinFailed:
        await host.stop()
        raise
    session.hosted = host
    return session
