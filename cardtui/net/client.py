"""A client of a network table (asyncio websockets): the seat's state as the host tells it.

:class:`Client` sends ``hello``/``rejoin``/``act`` and keeps what the host sent: the
seat and its token, the latest decision count ``n``, the seat's view, every step
(decision and events) the seat may know, the deal summaries, the seats' presence and
the result. Used by ``cardtui join`` (the plain-terminal client of the UI layer), the tests and
the benchmark.
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from cardtui.engine import Action, View
from cardtui.engine.protocol import DealSummary, MatchResult
from cardtui.net.schema import PROTOCOL_VERSION, dump
from cardtui.net.wire import WireError, as_view, decode

MAX_HOST_MESSAGE = 4 * 1024 * 1024
"""Bytes in one message from the host at most (a whole match's history on rejoin)."""


class ClientError(Exception):
    """The host refused, closed or sent something unreadable (one line)."""


class Client:
    """One seat's connection to a host (see the module docstring)."""

    def __init__(self, uri: str, tls: ssl.SSLContext | None = None) -> None:
        self.uri = uri
        self.tls = tls
        self.ws: ClientConnection | None = None
        self.seat: int | None = None
        self.token = ""
        self.welcome: dict[str, Any] = {}
        self.n = -1
        self.view: View | None = None
        self.steps: list[dict[str, Any]] = []
        self.summaries: list[DealSummary] = []
        self.seats: list[dict[str, Any]] = []
        self.result: MatchResult | None = None
        self.watchers: list[str] = []
        """The names of the table's spectators."""
        self.why: list[dict[str, Any]] = []
        """At this seat's card decision: its refused cards by reason (the ``w`` line)."""
        self.watching = False
        """This connection is a spectator's (no seat, the public view only)."""
        self.refusals: list[dict[str, Any]] = []
        self.received: list[str] = []
        """Every message text the host sent (the leak tests read it)."""
        self.other: list[dict[str, Any]] = []
        """Messages other than states (welcome, lobby, opened, pong, refusals)."""
        self.on_message: Callable[[dict[str, Any]], None] | None = None

    async def connect(self) -> Client:
        """Open the websocket."""
        self.ws = await connect(
            self.uri, max_size=MAX_HOST_MESSAGE, compression=None, ssl=self.tls, proxy=None
        )
        return self

    async def close(self) -> None:
        """Close the websocket."""
        if self.ws is not None:
            await self.ws.close()

    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message."""
        assert self.ws is not None
        await self.ws.send(dump(kind, **fields))

    async def send_raw(self, text: str | bytes) -> None:
        """Send ``text`` as it is (for the hostile tests)."""
        assert self.ws is not None
        await self.ws.send(text)

    async def recv(self, timeout: float | None = 10.0) -> dict[str, Any]:
        """Read and take in one message."""
        assert self.ws is not None
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        self.received.append(text)
        try:
            message = json.loads(text)
            self._take(message)
        except (ValueError, WireError, TypeError) as exc:
            raise ClientError(f"the host sent an unreadable message: {exc}") from exc
        if self.on_message is not None:
            self.on_message(message)
        result: dict[str, Any] = message
        return result

    def _take(self, message: dict[str, Any]) -> None:
        if message.get("v") != PROTOCOL_VERSION:
            raise ClientError(f"the host speaks protocol version {message.get('v')}")
        kind = message.get("type")
        if kind == "state":
            self._state(message)
            return
        self.other.append(message)
        if kind == "welcome":
            self.welcome = message
            self.seat = message["seat"]
            self.token = message["token"] or self.token
            self.steps, self.summaries = [], []
        elif kind == "refused":
            self.refusals.append(message)

    def _state(self, message: dict[str, Any]) -> None:
        if message["steps_from"] != len(self.steps):
            raise ClientError("the host skipped steps")
        self.steps.extend(message["steps"])
        if message["summaries_from"] != len(self.summaries):
            raise ClientError("the host skipped deal summaries")
        self.summaries.extend(decode(message["summaries"]))
        self.n = message["n"]
        self.view = as_view(message["view"])
        self.seats = message["seats"]
        self.watchers = [str(w) for w in message.get("watchers") or []]
        why = message.get("why")
        self.why = [w for w in why if isinstance(w, dict)] if isinstance(why, list) else []
        self.result = decode(message["result"])

    async def until(self, done: Callable[[], bool], timeout: float = 20.0) -> None:
        """Take in messages until ``done()`` holds (``TimeoutError`` after ``timeout``)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done():
            left = deadline - loop.time()
            if left <= 0:
                raise TimeoutError("the condition did not come true in time")
            await self.recv(left)

    async def hello(self, code: str, name: str = "", seat: int | None = None) -> int:
        """Take a seat with the table code; returns the seat (``ClientError`` if refused)."""
        fields: dict[str, Any] = {"code": code, "name": name}
        if seat is not None:
            fields["seat"] = seat
        await self.send("hello", **fields)
        return await self._seated()

    async def rejoin(self, code: str, token: str) -> int:
        """Take one's seat back with the code and the seat token."""
        self.token = token
        await self.send("rejoin", code=code, token=token)
        return await self._seated()

    async def watch(self, code: str, name: str = "") -> None:
        """Watch the table whose code this is, as a spectator (``ClientError`` if refused)."""
        self.watching = True
        refused = len(self.refusals)
        await self.send("watch", code=code, name=name)
        await self.until(lambda: self.view is not None or len(self.refusals) > refused)
        if len(self.refusals) > refused:
            no = self.refusals[-1]
            raise ClientError(f"{no.get('reason')}: {no.get('detail')}")

    async def _seated(self) -> int:
        refused = len(self.refusals)
        self.seat = None
        await self.until(
            lambda: (
                (self.view is not None and self.seat is not None and self.n >= 0)
                or len(self.refusals) > refused
            )
        )
        if len(self.refusals) > refused:
            no = self.refusals[-1]
            raise ClientError(f"{no.get('reason')}: {no.get('detail')}")
        assert self.seat is not None
        return self.seat

    @property
    def my_turn(self) -> bool:
        """Whether the view says this seat is to move."""
        return self.view is not None and self.view.to_move == self.seat and bool(self.view.legal)

    async def act(self, action: Action) -> None:
        """Send ``action`` for the latest state seen."""
        await self.send("act", action=str(action), n=self.n)

    async def act_and_wait(self, action: Action, timeout: float = 20.0) -> dict[str, Any] | None:
        """Send ``action`` and wait until the table moved on (``None``) or it was refused."""
        before, refused = self.n, len(self.refusals)
        await self.act(action)
        await self.until(lambda: self.n != before or len(self.refusals) > refused, timeout)
        return self.refusals[-1] if len(self.refusals) > refused else None
