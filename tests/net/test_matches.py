"""Whole matches over loopback: network clients and host bots; the record is the one a
local match with the same seed and actions makes."""

from __future__ import annotations

import pytest

from cardtui.net.table import Table
from cardtui.net.wire import encode
from cardtui.storage import saves
from tests.net.helpers import local_record, play, seat_clients, start

CASES = [
    ("omnibus_hearts", ["remote", "simple", "remote", "random"], {"target_score": "30"}),
    ("klaberjass", ["remote", "remote"], {"target_score": "150"}),
    ("doppelkopf", ["remote", "remote", "simple", "remote"], {"match_deals": "4"}),
    ("kierki", ["remote", "remote", "simple", "remote"], {}),
]


@pytest.mark.parametrize(("game_id", "seats", "options"), CASES)
async def test_whole_match_over_the_network(
    game_id: str, seats: list[str], options: dict[str, str]
) -> None:
    host = await start()
    lines: list[str] = []
    host.log = lines.append
    saving = game_id == "omnibus_hearts"  # one saves as it goes (fsync is slow here)
    table = host.add(Table.new(game_id, seats, options, seed=4242, autosave=saving))
    people = [f"P{i}" for i, s in enumerate(seats) if s == "remote"]
    clients = await seat_clients(host, table, people)
    await play(clients, table, 4242)
    assert table.over
    record = table.match.record
    assert local_record(record) == record
    deals = len(table.match.deal_summaries)
    assert f"table {table.id}: deal {deals} over" in lines
    assert lines.count(f"table {table.id}: match over") == 1
    remote = {c.seat for c in clients}
    assert {seat for seat, _ in record.decisions()} >= remote
    for client in clients:
        await client.until(lambda c=client: c.result is not None)  # type: ignore[misc]
        assert encode(client.result) == encode(table.match.result())
        assert encode(client.summaries) == encode(table.match.deal_summaries)
        assert len(client.summaries) == len(table.match.deal_summaries)
        await client.close()
    await host.stop()
    if saving:
        assert table.store is not None and table.store.finished
        assert saves.load_folder(table.store.folder) == record
