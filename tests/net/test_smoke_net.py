from __future__ import annotations

from cardtui.net.table import Table
from tests.net.helpers import local_record, play, seat_clients, start


async def test_omnibus_two_clients_two_bots() -> None:
    host = await start()
    table = host.add(Table.new("omnibus_hearts", ["remote", "simple", "remote", "random"],
                               {"target_score": "30"}, seed=7))
    clients = await seat_clients(host, table, ["Anna", "Boris"])
    await play(clients, table, 7)
    assert table.over
    assert local_record(table.match.record) == table.match.record
    for c in clients:
        await c.close()
    await host.stop()
