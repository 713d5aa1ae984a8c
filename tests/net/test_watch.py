"""Spectators: a real host on 127.0.0.1, seated clients playing whole matches and a
spectator watching by the table code. Every byte the spectator gets is searched for a
card hidden from any seat; the spectator cannot act and is listed by the host."""

from __future__ import annotations

import pytest

from cardtui.net.client import Client, ClientError
from cardtui.net.table import Table
from cardtui.net.wire import encode
from tests.net.helpers import SHORT, LeakWatch, play, seat_clients, start, uri

WATCHED = ["kierki", "klaberjass", "doppelkopf", "omnibus_hearts", "war", "drunkard"]


async def _watched_match(game_id: str, seed: int) -> tuple[LeakWatch, Client, Table]:
    host = await start()
    watch = LeakWatch()
    host.tap = watch
    seats = ["remote", "remote"] + ["simple"] * (_seats(game_id) - 2)
    table = host.add(Table.new(game_id, seats, SHORT.get(game_id, {}), seed=seed, autosave=False))
    spectator = Client(uri(host))
    await (await spectator.connect()).watch(table.code, "Eve")
    clients = await seat_clients(host, table, ["Anna", "Boris"])
    await play(clients, table, seed)
    await spectator.until(lambda: spectator.result is not None and spectator.n == table.decisions)
    for client in [*clients, spectator]:
        await client.close()
    await host.stop()
    return watch, spectator, table


def _seats(game_id: str) -> int:
    from cardtui.engine import get_game

    return get_game(game_id).default_seats


@pytest.mark.parametrize("game_id", WATCHED)
async def test_a_spectator_sees_no_hidden_card_over_a_whole_match(game_id: str) -> None:
    watch, spectator, table = await _watched_match(game_id, 21)
    assert table.over
    assert watch.spectated > 10
    assert not watch.leaks, watch.leaks[:5]
    assert spectator.seat is None and spectator.view is not None
    assert spectator.view.hand == () and spectator.view.legal == ()
    assert all(hand is None for hand in spectator.view.hands) or game_id in ("war", "drunkard")
    assert encode(spectator.summaries) == encode(table.match.deal_summaries)
    assert len(spectator.steps) == len(table.steps)


async def test_a_spectator_cannot_act_and_is_listed() -> None:
    host = await start()
    table = host.add(
        Table.new("kierki", ["remote", "simple", "simple", "simple"], seed=3, autosave=False)
    )
    player = (await seat_clients(host, table, ["Anna"]))[0]
    spectator = await Client(uri(host)).connect()
    await spectator.watch(table.code, "Eve\x1b[31m")
    assert table.watchers == ["Eve [31m"]
    await player.until(lambda: player.watchers == ["Eve [31m"])
    assert host.lobby()[0]["watchers"] == 1
    legal = player.view.legal if player.view is not None else ()
    before = table.decisions
    await spectator.send("act", action=str(legal[0]) if legal else "play 2C", n=spectator.n)
    await spectator.until(lambda: bool(spectator.refusals))
    refusal = spectator.refusals[-1]
    assert refusal["reason"] == "spectator" and "\n" not in refusal["detail"]
    assert table.decisions == before
    await spectator.send("hello", code=table.code, name="sneaky")
    await spectator.until(lambda: len(spectator.refusals) > 1)
    assert spectator.refusals[-1]["reason"] == "already_seated"
    assert table.seats[0].name == "Anna" and table.free_seats() == []
    await spectator.close()
    await player.until(lambda: player.watchers == [])
    assert table.watchers == []
    await player.close()
    await host.stop()


async def test_a_wrong_code_does_not_let_a_spectator_in() -> None:
    host = await start()
    host.add(Table.new("kierki", ["remote", "simple", "simple", "simple"], seed=3, autosave=False))
    spectator = await Client(uri(host)).connect()
    with pytest.raises(ClientError, match="not_admitted"):
        await spectator.watch("AAAA-AAAA")
    await spectator.close()
    await host.stop()
