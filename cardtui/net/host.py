"""The host: an asyncio websocket server running one or more :class:`Table` s.

Every client message is checked (:func:`cardtui.net.schema.parse`) before anything reads
it; a message the host does not carry out gets a ``refused`` answer with a reason code,
and a connection that keeps sending such messages, floods the host or says nothing
within the handshake time is closed. Bots (and stand-ins for people who are away) play
in a driver task per table; a searching bot thinks in a thread so no table stalls.
Each connection has its own send queue: a client that does not read is dropped, the
others never wait for it.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cardtui.bots import needs_worlds
from cardtui.net.schema import MAX_CLIENT_MESSAGE, Message, Refusal, dump, parse, refusal
from cardtui.net.table import Progress, Table, clean_name

Log = Callable[[str], None]
Tap = Callable[[Table | None, int | None, str], None]
"""Told every message just before it is queued for a client (tests capture the bytes)."""


@dataclass
class Limits:
    """The host's safety limits (``docs/network.md``)."""

    max_message: int = MAX_CLIENT_MESSAGE
    rate: float = 20.0
    """Messages per second a connection may send on average..."""
    burst: float = 40.0
    """...and in one burst."""
    handshake: float = 10.0
    """Seconds from connecting to the first valid message (``hello``, ``rejoin``...)."""
    max_refusals: int = 50
    """Refusals in a row after which the connection is closed."""
    max_bad_codes: int = 5
    """Wrong table codes or tokens per connection before it is closed."""
    queue: int = 512
    """Messages waiting for a client that does not read before it is dropped."""
    max_tables: int = 16
    close: float = 0.5
    """Seconds to wait for a dropped client's closing handshake."""
    drain: float = 30.0
    """Seconds a client may take to read the answers to its message."""


@dataclass
class Bucket:
    """A token bucket: :meth:`take` is false when the sender is over its rate."""

    rate: float
    burst: float
    level: float = 0.0
    at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.level = self.burst

    def take(self) -> bool:
        """Spend one message; false when none is left."""
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Connection:
    """One client: its websocket, send queue, rate bucket and seat (once seated)."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[str] = asyncio.Queue(limits.queue)
        self.bucket = Bucket(limits.rate, limits.burst)
        self.table: Table | None = None
        self.seat: int | None = None
        self.watching = False
        """The connection is a spectator's: it watches ``table``."""
        self.watch_name = ""
        self.told = Progress()
        self.refusals = 0
        self.bad_codes = 0
        self.dropped = False
        self.closing: asyncio.Future[None] | None = None

    def push(self, text: str) -> None:
        """Queue ``text``; a client too far behind is dropped."""
        if self.dropped:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.dropped = True
            self.closing = asyncio.ensure_future(self.ws.close(1008, "not reading"))

    async def write(self) -> None:
        """Send queued messages in order until the connection ends."""
        try:
            while True:
                text = await self.queue.get()
                try:
                    await self.ws.send(text)
                finally:
                    self.queue.task_done()
        except ConnectionClosed:
            pass
        finally:  # nothing more goes out: whoever waits for the queue stops waiting
            self.dropped = True
            while not self.queue.empty():
                self.queue.get_nowait()
                self.queue.task_done()

    async def drain(self, timeout: float) -> None:
        """Wait until every queued message is sent (a client reads its answers before
        the host reads its next message); a client that does not read is dropped."""
        if self.queue.empty() or self.dropped:
            return
        try:
            await asyncio.wait_for(self.queue.join(), timeout)
        except TimeoutError:
            self.dropped = True
            await self.ws.close(1008, "not reading")


class Host:
    """The server: tables by id, connections, bot drivers, stand-in timers."""

    def __init__(
        self, limits: Limits | None = None, log: Log | None = None, allow_open: bool = False
    ) -> None:
        self.limits = limits or Limits()
        self.log: Log = log or (lambda line: None)
        self.allow_open = allow_open
        self.tables: dict[str, Table] = {}
        self.conns: set[Connection] = set()
        self.tap: Tap | None = None
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._deals: dict[str, int] = {}
        self._timers: set[asyncio.TimerHandle] = set()
        self._server: Server | None = None
        self._stopping = False
        self.port = 0

    # --- life -----------------------------------------------------------------

    async def start(
        self, bind: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> int:
        """Listen on ``bind:port`` (0: a free port); returns the port."""
        self._stopping = False
        self._server = await serve(
            self._serve,
            bind,
            port,
            max_size=self.limits.max_message,
            max_queue=4,
            open_timeout=self.limits.handshake,
            compression=None,
            close_timeout=self.limits.close,
            ssl=tls,
        )
        self.port = int(next(iter(self._server.sockets)).getsockname()[1])
        for table in self.tables.values():
            self._started(table)
        return self.port

    async def stop(self) -> None:
        """Stop listening, close every connection, save and close every table.

        Nothing is cut off half-way: each bot driver ends after the move it is thinking
        of (not applied), and each table is closed under its lock, so no save is still
        being written in a thread when the table gives its save's lock back."""
        self._stopping = True
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for timer in self._timers:
            timer.cancel()
        drivers = [task for task in self._drivers.values() if not task.done()]
        if drivers:
            await asyncio.wait(drivers)
        for table in self.tables.values():
            async with self._lock(table):
                table.close()
            self.log(f"table {table.id} {table.match.game.id}: saved and closed")

    def add(self, table: Table) -> Table:
        """Host ``table`` (new or resumed); seats whose person is away get the clock."""
        self.tables[table.id] = table
        self._deals[table.id] = len(table.match.deal_summaries)
        self.log(f"table {table.id} {table.match.game.id}: open, {len(table.free_seats())} free")
        if self._server is not None:
            self._started(table)
        return table

    def _started(self, table: Table) -> None:
        """Once serving: the stand-in clocks of seats whose person is away, the bots."""
        if any(seat.gone_since is not None for seat in table.seats):
            self._later(table.standin_after, table)
        self._kick(table)

    # --- one connection ---------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.limits)
        self.conns.add(conn)
        writer = asyncio.ensure_future(conn.write())
        try:
            await self._first(conn)
            async for raw in ws:
                await self._receive(conn, raw)
                await conn.drain(self.limits.drain)
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self.conns.discard(conn)
            writer.cancel()
            self._left(conn)

    async def _first(self, conn: Connection) -> None:
        """Read messages until a valid one within the handshake time, else close."""
        deadline = asyncio.get_running_loop().time() + self.limits.handshake
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError
            try:
                raw = await asyncio.wait_for(conn.ws.recv(), left)
            except TimeoutError:
                await conn.ws.close(1008, "no hello in time")
                raise
            valid = await self._receive(conn, raw)
            await conn.drain(self.limits.drain)
            if valid:
                return

    async def _receive(self, conn: Connection, raw: str | bytes) -> bool:
        """Carry out one message; true when it was valid (else a refusal was sent)."""
        try:
            if not conn.bucket.take():
                raise Refusal("rate_limited", "too many messages; slow down")
            await self._handle(conn, parse(raw))
        except Refusal as no:
            conn.refusals += 1
            self._send(conn, refusal(no.reason, no.detail))
            if no.reason == "not_admitted":
                conn.bad_codes += 1
            if (
                conn.refusals > self.limits.max_refusals
                or conn.bad_codes > self.limits.max_bad_codes
            ):
                await conn.drain(self.limits.close)
                await conn.ws.close(1008, "too many refused messages")
            return False
        conn.refusals = 0
        return True

    def _send(self, conn: Connection, text: str) -> None:
        if self.tap is not None:
            self.tap(conn.table, conn.seat, text)
        conn.push(text)

    async def _handle(self, conn: Connection, msg: Message) -> None:
        if msg.type == "ping":
            self._send(conn, dump("pong"))
        elif msg.type == "lobby":
            self._send(conn, dump("lobby", tables=self.lobby()))
        elif msg.type == "open":
            self._open(conn, msg)
        elif msg.type in ("hello", "rejoin", "watch"):
            if conn.table is not None:
                raise Refusal("already_seated", "this connection already has a seat")
            if msg.type == "watch":
                self._watch(conn, msg)
            else:
                self._seat(conn, msg)
        else:  # act
            if conn.watching:
                raise Refusal("spectator", "a spectator watches; only the seated act")
            if conn.table is None or conn.seat is None:
                raise Refusal("not_seated", "join a table first")
            table, seat = conn.table, conn.seat
            async with self._lock(table):
                table.act(seat, msg.get("action"), msg.get("n"), save=False)
                await self._save(table)
            self._changed(table)
            self._log_progress(table)

    def _lock(self, table: Table) -> asyncio.Lock:
        """One action at a time per table: applied, saved, then told."""
        lock = self._locks.get(table.id)
        if lock is None:
            lock = self._locks[table.id] = asyncio.Lock()
        return lock

    async def _save(self, table: Table) -> None:
        """Save in a thread (the disk's fsync must not stall the other tables); the
        table's lock is held, so nothing changes the match meanwhile."""
        if table.autosave:
            await asyncio.to_thread(table.save)
            if table.save_error:
                self.log(f"table {table.id}: cannot save ({table.save_error})")

    def _open(self, conn: Connection, msg: Message) -> None:
        if not self.allow_open:
            raise Refusal("no_open", "this host does not open tables for clients")
        if len(self.tables) >= self.limits.max_tables:
            raise Refusal("host_full", "this host runs as many tables as it may")
        if any(str(seat).strip().lower().startswith("host") for seat in msg.get("seats")):
            raise Refusal("bad_seats", "a client opens remote seats and bots, not host seats")
        table = Table.new(
            msg.get("game"),
            msg.get("seats"),
            msg.get("options") or {},
            public=msg.get("public", False),
        )
        self.add(table)
        self._send(conn, dump("opened", table=table.id, code=table.code))

    def _seat(self, conn: Connection, msg: Message) -> None:
        code = msg.get("code")
        token = ""
        for table in self.tables.values():  # every table is tried: no timing tells which
            try:
                if msg.type == "hello":
                    seat, token = table.admit(code, msg.get("name", ""), msg.get("seat"))
                else:
                    seat = table.rejoin(code, msg.get("token"))
            except Refusal as no:
                if no.reason != "not_admitted":
                    raise
                continue
            break
        else:
            raise Refusal("not_admitted", "the table code or seat token is not right")
        for other in list(self.conns):  # the same person on an older connection
            if other is not conn and other.table is table and other.seat == seat:
                other.table = other.seat = None
                other.closing = asyncio.ensure_future(
                    other.ws.close(1000, "joined again elsewhere")
                )
        conn.table, conn.seat, conn.told = table, seat, Progress()
        table.connect(seat)
        self.log(f"table {table.id}: seat {seat} {'joined' if token else 'back'}")
        self._send(conn, dump("welcome", **table.welcome(seat, token)))
        self._changed(table)

    def _watch(self, conn: Connection, msg: Message) -> None:
        """A spectator in: sent the public view and the public events only."""
        code = msg.get("code")
        found = None
        for table in self.tables.values():  # every table is tried: no timing tells which
            try:
                table.watch(code)
            except Refusal:
                continue
            found = table
        if found is None:
            raise Refusal("not_admitted", "the table code or seat token is not right")
        conn.table, conn.seat, conn.told = found, None, Progress()
        conn.watching, conn.watch_name = True, clean_name(msg.get("name", ""))
        found.watchers.append(conn.watch_name)
        self.log(f"table {found.id}: a spectator joined ({len(found.watchers)} watching)")
        self._send(conn, dump("welcome", **found.welcome(None)))
        self._broadcast(found)

    def _left(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        if table is not None and conn.watching:
            self._unwatch(conn, table)
            return
        if table is None or seat is None:
            return
        conn.table = conn.seat = None
        table.disconnect(seat)
        self.log(f"table {table.id}: seat {seat} left")
        self._later(table.standin_after, table)
        self._broadcast(table)

    # --- the table goes on -----------------------------------------------------

    def _later(self, delay: float, table: Table) -> None:
        loop = asyncio.get_running_loop()
        handle: asyncio.TimerHandle | None = None

        def fire() -> None:
            if handle is not None:
                self._timers.discard(handle)
            self._check_gone(table)

        handle = loop.call_later(max(delay, 0.0), fire)
        self._timers.add(handle)

    def _check_gone(self, table: Table) -> None:
        changed = table.check_gone()
        for seat in changed:
            self.log(f"table {table.id}: a bot stands in for seat {seat}")
        if changed:
            self._changed(table)

    def _changed(self, table: Table) -> None:
        self._broadcast(table)
        self._kick(table)

    def _unwatch(self, conn: Connection, table: Table) -> None:
        name, conn.table, conn.watching = conn.watch_name, None, False
        if name in table.watchers:
            table.watchers.remove(name)
        self.log(f"table {table.id}: a spectator left ({len(table.watchers)} watching)")
        self._broadcast(table)

    def _broadcast(self, table: Table) -> None:
        for conn in list(self.conns):
            if conn.table is table and (conn.seat is not None or conn.watching):
                self._send(conn, dump("state", **table.state_for(conn.seat, conn.told)))

    def _kick(self, table: Table) -> None:
        """Start the table's bot driver unless it runs or no bot is to move."""
        task = self._drivers.get(table.id)
        if self._stopping:
            return
        if (task is None or task.done()) and table.bot_seat() is not None:
            self._drivers[table.id] = asyncio.ensure_future(self._drive(table))

    async def _drive(self, table: Table) -> None:
        while not self._stopping and (seat := table.bot_seat()) is not None:
            bot, view, rng, n = table.bot_input(seat)
            if needs_worlds(bot):
                action = await asyncio.to_thread(bot.choose, view, rng)
            else:
                action = bot.choose(view, rng)
                await asyncio.sleep(0)  # let the clients' messages in between moves
            if self._stopping:
                return
            async with self._lock(table):
                if table.decisions != n or table.bot_seat() != seat:
                    continue  # the seat was handed back meanwhile
                try:
                    table.apply(action, save=False)
                except Refusal as no:  # a bot bug: log it, leave the seat to its person
                    self.log(f"table {table.id}: bot at seat {seat} refused ({no.reason})")
                    return
                await self._save(table)
            self._broadcast(table)
            self._log_progress(table)

    def _log_progress(self, table: Table) -> None:
        """One log line when a deal or the match ends."""
        deals = len(table.match.deal_summaries)
        if self._deals.get(table.id, 0) != deals:
            self._deals[table.id] = deals
            self.log(f"table {table.id}: deal {deals} over")
        if table.over and self._deals.get(table.id + ":over") is None:
            self._deals[table.id + ":over"] = 1
            self.log(f"table {table.id}: match over")

    def lobby(self) -> list[dict[str, Any]]:
        """The open tables: game, seats, free seats (codes of public tables only)."""
        return [t.lobby_entry() for t in self.tables.values() if not t.over]
