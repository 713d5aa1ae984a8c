"""Real hosts on 127.0.0.1 and real websocket clients playing through them."""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from cardtui.bots import RandomBot
from cardtui.engine import Action, get_game
from cardtui.engine.record import MatchRecord
from cardtui.net.client import Client
from cardtui.net.host import Host, Limits
from cardtui.net.table import Table
from cardtui.net.wire import encode

SHORT: dict[str, dict[str, Any]] = {
    "omnibus_hearts": {"target_score": "30"},
    "klaberjass": {"target_score": "150"},
    "doppelkopf": {"match_deals": "4"},
    "kierki": {},
    "sheepshead": {},
    "drunkard": {"max_rounds": "60"},
    "war": {"max_rounds": "60"},
    "joker_hearts": {"target_score": "30"},
    "auction_hearts": {"target_score": "30"},
    "domino_hearts": {"target_score": "30"},
    "slobberhannes": {"target_score": "6"},
}
"""Options that keep a test match short."""


async def start(limits: Limits | None = None) -> Host:
    """A host on 127.0.0.1, a free port."""
    host = Host(limits or Limits(rate=1e6, burst=1e6))
    await host.start("127.0.0.1", 0)
    return host


def uri(host: Host) -> str:
    """The address clients connect to."""
    return f"ws://127.0.0.1:{host.port}"


async def seat_clients(host: Host, table: Table, names: list[str]) -> list[Client]:
    """One client per name, each taking the next free seat."""
    clients = []
    for name in names:
        client = await Client(uri(host)).connect()
        await client.hello(table.code, name)
        clients.append(client)
    return clients


class Players:
    """Seeded random choices for network clients, and every action the host accepted
    from each (to prove none was lost or applied twice)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rngs: dict[int, random.Random] = {}
        self.accepted: dict[int, list[Action]] = {}
        self.bot = RandomBot()

    async def turn(self, client: Client) -> None:
        """Make one move for ``client`` (it must be its turn)."""
        assert client.view is not None and client.seat is not None
        rng = self.rngs.setdefault(client.seat, random.Random(f"{self.seed}:{client.seat}"))
        action = self.bot.choose(client.view, rng)
        refused = await client.act_and_wait(action)
        assert refused is None, refused
        self.accepted.setdefault(client.seat, []).append(action)

    async def run(
        self, clients: list[Client], table: Table, stop: Callable[[], bool] = lambda: False
    ) -> None:
        """The clients play until the match ends or ``stop()`` holds."""

        async def one(client: Client) -> None:
            while True:
                await client.until(lambda: client.my_turn or client.result is not None or stop())
                if client.result is not None or stop():
                    for other in clients:  # a pong wakes the others to see the stop
                        if other is not client:
                            await other.send("ping")
                    return
                await self.turn(client)

        await asyncio.wait_for(asyncio.gather(*(one(c) for c in clients)), 60)


async def play(
    clients: list[Client], table: Table, seed: int, max_decisions: int | None = None
) -> Players:
    """The clients play (random legal actions by seeded generators) until the match ends."""
    players = Players(seed)
    await players.run(clients, table, lambda: _enough(table, max_decisions))
    return players


def _enough(table: Table, max_decisions: int | None) -> bool:
    return max_decisions is not None and table.decisions >= max_decisions


def local_record(record: MatchRecord) -> MatchRecord:
    """The record a local match makes from the same seed, options and actions."""
    game = get_game(record.game)
    match = game.new_match(record.num_seats, record.options, record.seed, seats=record.seats)
    for seat, action in record.decisions():
        assert match.current_seat == seat
        match.apply(action)
    return match.record


def cards_in(value: Any) -> Iterator[str]:
    """Card codes in a JSON value as the wire writes them."""
    if isinstance(value, dict):
        if set(value) == {"$c"}:
            yield value["$c"]
            return
        for v in value.values():
            yield from cards_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from cards_in(v)


TAGGED = re.compile(r'\{"\$c":"([^"]{1,4})"\}')


def shown_now(message: dict[str, Any]) -> set[str]:
    """The cards a state message shows about the deal in progress: its view, and the
    seat's own actions and the events since the last ``deal_start`` (the cards of
    earlier deals are history, and may be in anyone's hand now)."""
    found = set(cards_in(message.get("view")))
    current: set[str] = set()
    for step in message.get("steps", []):
        text = (step.get("action") or {}).get("text")
        if text:
            current.update(text.split()[1:])
        for event in step["events"]:
            if event.get("kind") == "deal_start":
                current = set()
            current.update(cards_in(event))
    return found | current


def told_by_engine(table: Table, seat: int) -> set[str]:
    """Cards the engine told ``seat`` in the deal in progress: its own actions, the events
    addressed to it (a card it drew and gave on, a pass it received) and the public events
    that show cards (a face-up widow taken into a hand stays known to everyone)."""
    known: set[str] = set()
    for step in table.steps:
        if step.seat == seat and step.action is not None:
            known.update(c.code for c in step.action.cards)
        for event in step.events:
            if event.kind == "deal_start":
                known = set()
            if event.to is None or seat in event.to:
                known.update(c.code for c in event.cards)
    return known


class LeakWatch:
    """A host tap: every message to a seat is checked at the moment it is sent.

    * the events sent are exactly those the engine addresses to everyone or to the seat;
    * no card hidden from the seat then appears in the view or the deal in progress,
      except the cards the engine itself told that seat (drawn and passed on, a face-up
      widow taken...);
    * no hidden card's code appears anywhere as a bare string (outside events' values,
      which are the engine's public statements, such as the card that names the leader).
    """

    def __init__(self) -> None:
        self.checked = 0
        self.spectated = 0
        self.bytes = 0
        self.leaks: list[str] = []

    def __call__(self, table: Table | None, seat: int | None, text: str) -> None:
        self.bytes += len(text)
        if table is None:
            return
        message = json.loads(text)
        if message.get("type") != "state":
            return
        if seat is None:
            self.spectator(table, message, text)
            return
        self.checked += 1
        match = table.match
        for offset, step in enumerate(message["steps"]):
            engine = table.steps[message["steps_from"] + offset].events
            allowed = [encode(e) for e in engine if e.to is None or seat in e.to]
            if step["events"] != allowed:
                self.leaks.append(f"{match.game.id} seat {seat}: events not its own")
        own = set(match.plain_view(seat).hand)
        hidden = {c.code for c in set(match.hidden_cards(seat)) - own}
        leaked = hidden & shown_now(message) - told_by_engine(table, seat)
        if leaked:
            self.leaks.append(f"{match.game.id} seat {seat}: {sorted(leaked)}")
        bare = EVENT_VALUE.sub("", TAGGED.sub("", text))
        for step in message.get("steps", []):
            own_text = (step.get("action") or {}).get("text")
            if own_text:
                bare = bare.replace(json.dumps(own_text), "")
        untagged = [c for c in hidden if re.search(rf"(?<![A-Za-z0-9]){c}(?![A-Za-z0-9])", bare)]
        if untagged:
            self.leaks.append(f"{match.game.id} seat {seat} untagged: {sorted(untagged)}")

    def spectator(self, table: Table, message: dict[str, Any], text: str) -> None:
        """A spectator's state: only public events, no hand, no legal action, and no card
        hidden from any seat anywhere in it (tagged or bare), but for the public events."""
        self.spectated += 1
        match = table.match
        for offset, step in enumerate(message["steps"]):
            engine = table.steps[message["steps_from"] + offset].events
            if step["events"] != [encode(e) for e in engine if e.to is None]:
                self.leaks.append(f"{match.game.id} spectator: events not public")
            if "text" in (step.get("action") or {}):
                self.leaks.append(f"{match.game.id} spectator: an action in full")
        view = message["view"]
        if view["hand"] or view["legal"] or view["private"] or view["seat"] is not None:
            self.leaks.append(f"{match.game.id} spectator: a seat's own view fields")
        hidden = {c.code for s in range(match.num_seats) for c in match.hidden_cards(s)}
        public = told_by_engine(table, -1)
        leaked = hidden & shown_now(message) - public
        if leaked:
            self.leaks.append(f"{match.game.id} spectator: {sorted(leaked)}")
        bare = EVENT_VALUE.sub("", TAGGED.sub("", text))
        untagged = [c for c in hidden if re.search(rf"(?<![A-Za-z0-9]){c}(?![A-Za-z0-9])", bare)]
        if untagged:
            self.leaks.append(f"{match.game.id} spectator untagged: {sorted(untagged)}")


EVENT_VALUE = re.compile(
    r'"\$t":"Event","kind":"[^"]*","seat":[^,]*,"cards":\[[^\]]*\],"value":"[^"]*"'
)
