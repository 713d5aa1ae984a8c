"""Every byte the host sends each client, over matches of every game, holds no card hidden
from that seat at the moment it is sent (the host's tap sees each message as it is queued;
the clients' received texts are the same bytes)."""

from __future__ import annotations

import pytest

from cardtui.engine import all_games, get_game
from cardtui.net.client import Client
from cardtui.net.table import Table
from cardtui.net.wire import encode
from tests.net.helpers import SHORT, LeakWatch, play, seat_clients, start, uri

GAMES = [g.id for g in all_games()]


async def _watch(game_id: str, seed: int, max_decisions: int | None) -> LeakWatch:
    game = get_game(game_id)
    host = await start()
    watch = LeakWatch()
    host.tap = watch
    seats = ["remote"] * game.default_seats
    table = host.add(Table.new(game_id, seats, SHORT.get(game_id, {}), seed=seed, autosave=False))
    spectator = await Client(uri(host)).connect()
    await spectator.watch(table.code, "Eve")  # a spectator watches every game too
    clients = await seat_clients(host, table, [f"P{i}" for i in range(len(seats))])
    await play(clients, table, seed, max_decisions)
    await spectator.until(lambda: spectator.n == table.decisions)
    assert spectator.view is not None and spectator.view.hand == ()
    await spectator.close()
    for client in clients:
        await client.until(lambda c=client: c.n == table.decisions)  # type: ignore[misc]
        assert client.view is not None
        assert encode(client.view) == encode(table.match.plain_view(client.seat))
        sent = sum(len(t) for t in client.received)
        assert sent > 0
        await client.close()
    await host.stop()
    return watch


@pytest.mark.parametrize("game_id", GAMES)
async def test_no_hidden_card_reaches_a_client(game_id: str) -> None:
    watch = await _watch(game_id, 11, max_decisions=160)
    assert watch.checked > 20 and watch.spectated > 5
    assert not watch.leaks, watch.leaks[:5]


@pytest.mark.heavy
@pytest.mark.parametrize("game_id", GAMES)
async def test_no_hidden_card_over_a_whole_match(game_id: str) -> None:
    watch = await _watch(game_id, 12, max_decisions=None)
    assert not watch.leaks, watch.leaks[:5]
