"""``cardtui join``: play one seat of a network table in a plain terminal (no Textual).

What the host tells the seat is printed as plain text (names and every other text from
the network with control characters removed, never as markup): the events as they come,
and at the seat's turn its hand, the trick and the numbered choices. A refused action is
explained by its reason; when the connection ends the line to come back is printed.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from cardtui.engine import Action, CardtuiError, View, get_game
from cardtui.i18n import current_language, set_game, t
from cardtui.net.client import Client, ClientError
from cardtui.net.wire import decode
from cardtui.storage.files import one_line
from cardtui.ui.text import action_label, cards_text, event_text, phase_text, reason_text


def say(text: str) -> None:
    """Print one line of plain text (control characters removed)."""
    print(one_line(text, 400), flush=True)


def names_of(client: Client) -> list[str]:
    """The seats' names as the host gave them (else "Seat N"), "you" marked."""
    names = []
    for index, seat in enumerate(client.seats):
        name = one_line(str(seat.get("name") or ""), 20) or t("ui.net.seat_n", n=index + 1)
        names.append(t("ui.net.you", name=name) if index == client.seat else name)
    return names


def seat_line(client: Client) -> str:
    """Who is there, who is away, who is played by a stand-in bot."""
    names = names_of(client)
    parts = []
    for index, seat in enumerate(client.seats):
        if seat.get("standin"):
            state = t("ui.net.standin")
        elif seat.get("free"):
            state = t("ui.net.free")
        elif not seat.get("connected"):
            state = t("ui.net.away")
        else:
            state = t("ui.net.bot") if seat.get("kind") == "bot" else t("ui.net.here")
        parts.append(f"{names[index]} ({state})")
    if client.watchers:
        watchers = ", ".join(one_line(w, 20) or t("ui.net.a_spectator") for w in client.watchers)
        parts.append(t("ui.net.watchers", names=watchers))
    return " · ".join(parts)


def show_steps(client: Client, start: int, game: str) -> int:
    """Print the events of the steps from ``start`` on; returns the new count."""
    names = names_of(client)
    for step in client.steps[start:]:
        for data in step["events"]:
            event = decode(data)
            text = event_text(event, names, game=game)
            if text:
                say(f"  {text}")
    return len(client.steps)


def show_turn(view: View, names: list[str], game: str) -> list[Action]:
    """The seat's hand, the trick and the numbered choices; returns the choices."""
    seat_name = names[view.to_move] if view.to_move is not None else ""
    say(phase_text(view.phase, game, seat_name, own=True))
    if view.trick:
        plays = [f"{names[p.seat]}: {cards_text(p.cards)}" for p in view.trick]
        say(t("ui.net.trick", plays="; ".join(plays)))
    say(t("ui.net.hand", cards=cards_text(view.hand)))
    choices = list(view.legal)
    for index, action in enumerate(choices, 1):
        say(f"  {index}) {action_label(action, game=game)}")
    return choices


async def _read_all(client: Client, changed: asyncio.Event) -> None:
    while True:
        await client.recv(None)
        changed.set()


async def _ask(count: int) -> int:
    while True:
        line = await asyncio.to_thread(input, t("ui.net.prompt", n=count) + " ")
        text = line.strip()
        if text.isdigit() and 1 <= int(text) <= count:
            return int(text) - 1
        say(t("ui.net.pick", n=count))


async def play(
    uri: str, code: str, name: str, token: str, seat: int | None, watch: bool = False
) -> int:
    """Join and play until the match ends (``watch``: as a spectator); the exit status."""
    client = Client(uri)
    try:
        await client.connect()
        if watch:
            await client.watch(code, name)
            seated = -1
        else:
            seated = await (client.rejoin(code, token) if token else client.hello(code, name, seat))
    except ClientError as exc:
        say(t("ui.net.refused", reason=str(exc)))
        return 2
    except (OSError, TimeoutError, ValueError) as exc:
        say(t("ui.net.no_connection", address=uri, error=str(exc) or type(exc).__name__))
        return 2
    game = str(client.welcome.get("game", ""))
    set_game(game)
    title = _title(game)
    if watch:
        say(t("ui.net.watching", title=title))
        back = f"cardtui join {uri} {code} --watch"
    else:
        say(t("ui.net.seated", n=seated + 1, title=title))
        back = f"cardtui join {uri} {code} --token {client.token}"
        say(t("ui.net.come_back", command=back))
    changed = asyncio.Event()
    reader = asyncio.ensure_future(_read_all(client, changed))
    told, status = show_steps(client, 0, game), ""
    try:
        return await _loop(client, reader, changed, told, status, game, back)
    finally:
        reader.cancel()
        await client.close()


def _title(game: str) -> str:
    """The game's name in the language in use (its id when unknown here)."""
    try:
        return get_game(game).name(current_language())
    except CardtuiError:
        return game


async def _loop(
    client: Client,
    reader: asyncio.Future[Any],
    changed: asyncio.Event,
    told: int,
    status: str,
    game: str,
    back: str,
) -> int:
    thinking: int | None = None
    while True:
        told = show_steps(client, told, game)
        line = seat_line(client)
        if line != status:
            say(line)
            status = line
        if client.result is not None:
            say(t("ui.net.over"))
            return 0
        if reader.done():
            say(t("ui.net.lost", command=back))
            return 1
        if client.my_turn and client.view is not None:
            thinking = client.seat
            choices = show_turn(client.view, names_of(client), game)
            index = await _ask(len(choices))
            refused = len(client.refusals)
            changed.clear()
            await client.act(choices[index])
            await changed.wait()
            if len(client.refusals) > refused:
                say(reason_text(str(client.refusals[-1].get("reason")), game))
            continue
        waiting = client.view.to_move if client.view is not None else None
        person = (
            waiting is not None
            and waiting < len(client.seats)
            and client.seats[waiting].get("kind") == "person"
        )
        if waiting is not None and waiting != thinking and person:
            say(t("ui.net.thinking", name=names_of(client)[waiting]))
        thinking = waiting
        changed.clear()
        await asyncio.wait(
            [reader, asyncio.ensure_future(changed.wait())], return_when=asyncio.FIRST_COMPLETED
        )


def join(uri: str, code: str, name: str, token: str, seat: int | None, watch: bool = False) -> int:
    """Run :func:`play`; Ctrl+C leaves (the seat waits, a bot stands in after a while)."""
    try:
        return asyncio.run(play(uri, code, name, token, seat, watch))
    except (KeyboardInterrupt, EOFError):
        print(file=sys.stderr)
        return 130
