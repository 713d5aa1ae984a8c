"""People come and go: a client dropped mid-trick rejoins where the table is, a seat whose
person is away is played by a stand-in bot and handed back, a restarted host resumes the
saved table; no action is lost or applied twice."""

from __future__ import annotations

from cardtui.net.client import Client
from cardtui.net.host import Host, Limits
from cardtui.net.table import Table, saved_tables
from cardtui.net.wire import encode
from tests.net.helpers import Players, local_record, seat_clients, start, uri
from tests.waiting import apoll_until


async def wait_for(condition, timeout: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    """Poll ``condition`` on the event loop until it holds."""
    await apoll_until(condition, timeout)


def mine(table: Table, seat: int) -> list[object]:
    return [a for s, a in table.match.record.decisions() if s == seat]


async def rejoin(host: Host, table: Table, old: Client) -> Client:
    fresh = await Client(uri(host)).connect()
    seat = await fresh.rejoin(table.code, old.token)
    assert seat == old.seat
    await fresh.until(lambda: fresh.n == table.decisions)
    assert encode(fresh.view) == encode(table.match.plain_view(seat))
    assert len(fresh.steps) == len(table.steps)
    return fresh


async def test_dropped_mid_trick_rejoins_where_the_table_is() -> None:
    host = await start()
    table = host.add(Table.new("omnibus_hearts", ["remote", "remote", "simple", "remote"],
                               {"target_score": "30"}, seed=31))
    clients = await seat_clients(host, table, ["A", "B", "C"])
    players = Players(31)
    victim = clients[1]

    def mid_trick() -> bool:
        view = victim.view
        return view is not None and victim.my_turn and bool(view.trick) and table.decisions > 8

    await players.run(clients, table, mid_trick)
    await victim.close()
    await wait_for(lambda: not table.seats[1].connected)
    back = await rejoin(host, table, victim)
    clients[1] = back
    await players.run(clients, table)
    assert table.over
    for client in clients:
        assert mine(table, client.seat) == players.accepted[client.seat]
    assert local_record(table.match.record) == table.match.record
    for client in clients:
        await client.close()
    await host.stop()


async def test_a_seat_away_goes_to_a_bot_and_back() -> None:
    host = await start()
    table = host.add(Table.new("klaberjass", ["remote", "remote"], {"target_score": "150"},
                               seed=5, standin_after=0.05))
    clients = await seat_clients(host, table, ["A", "B"])
    players = Players(5)
    away = clients[1]
    await players.run(clients, table, lambda: away.my_turn and table.decisions > 4)
    before = len(mine(table, 1))
    await away.close()
    await wait_for(lambda: table.seats[1].standin)
    await players.run(clients[:1], table, lambda: len(mine(table, 1)) > before + 2)
    assert len(mine(table, 1)) > before + 2  # the stand-in played for seat 1
    back = await rejoin(host, table, away)
    assert not table.seats[1].standin and table.seats[1].connected
    assert back.seats[1]["standin"] is False
    by_bot = mine(table, 1)[before:]
    clients[1] = back
    await players.run(clients, table)
    assert table.over
    assert mine(table, 0) == players.accepted[0]
    assert mine(table, 1) == players.accepted[1][:before] + by_bot + players.accepted[1][before:]
    assert local_record(table.match.record) == table.match.record
    for client in clients:
        await client.close()
    await host.stop()


async def test_a_restarted_host_resumes_the_saved_table() -> None:
    host = await start()
    table = host.add(Table.new("doppelkopf", ["remote", "simple", "remote", "simple"],
                               {"match_deals": "4"}, seed=77))
    clients = await seat_clients(host, table, ["A", "B"])
    players = Players(77)
    await players.run(clients, table, lambda: table.decisions > 30)
    tokens = [c.token for c in clients]
    decisions = table.decisions
    await host.stop()
    for client in clients:
        await client.close()

    folders = saved_tables()
    assert len(folders) == 1
    second = Host(Limits(rate=1e6, burst=1e6))
    resumed = second.add(Table.resume(folders[0]))
    await second.start("127.0.0.1", 0)
    assert resumed.decisions == decisions and resumed.code == table.code
    again = []
    for old, token in zip(clients, tokens, strict=True):
        fresh = await Client(uri(second)).connect()
        assert await fresh.rejoin(table.code, token) == old.seat
        again.append(fresh)
    await players.run(again, resumed)
    assert resumed.over
    for client in again:
        assert mine(resumed, client.seat) == players.accepted[client.seat]
    assert local_record(resumed.match.record) == resumed.match.record
    for client in again:
        await client.close()
    await second.stop()


async def test_stopping_mid_move_saves_what_the_table_holds() -> None:
    """Bots play as fast as they can; the host stops at some point of a move (choosing,
    applying, saving in a thread). The save holds what the table holds; no driver is left."""
    for stop_after in (3, 17, 40):
        host = await start()
        table = host.add(Table.new("kierki", ["remote"] + ["simple"] * 3, {}, seed=stop_after))
        clients = await seat_clients(host, table, ["A"])
        await Players(stop_after).run(clients, table, lambda: table.decisions > stop_after)  # noqa: B023
        await host.stop()
        await clients[0].close()
        assert all(task.done() for task in host._drivers.values())
        held = table.decisions
        resumed = [Table.resume(folder) for folder in saved_tables()]
        try:
            (same,) = [t for t in resumed if t.code == table.code]
            assert same.decisions == held
        finally:
            for t in resumed:
                t.close()
