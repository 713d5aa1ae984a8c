"""Hostile clients on loopback: malformed, oversized, out-of-turn, illegal and replayed
messages. The host answers each with a refusal or drops the connection; the honest
clients play their match to the end; nothing raises."""

from __future__ import annotations

import asyncio
import json
import logging
import random

import pytest
from websockets.exceptions import ConnectionClosed

from cardtui.net.client import Client
from cardtui.net.host import Host, Limits
from cardtui.net.schema import MAX_CLIENT_MESSAGE, Refusal, parse
from cardtui.net.table import Table
from tests.net.helpers import Players, local_record, seat_clients, start, uri


def garbage(rng: random.Random, client: Client, code: str) -> str | bytes:
    """One message the host must not carry out."""
    n = client.n
    picks = [
        lambda: "{not json",
        lambda: b"\x00\x01binary",
        lambda: "[1, 2, 3]",
        lambda: json.dumps({"v": 2, "type": "ping"}),
        lambda: json.dumps({"v": 1, "type": "fly"}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "play QS"}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "play QS", "n": n, "x": 1}),
        lambda: json.dumps({"v": 1, "type": "act", "action": 7, "n": n}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "play QS", "n": True}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "x" * 500, "n": n}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "play ZZ", "n": n}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "play QS", "n": n - 1}),  # replayed
        lambda: json.dumps({"v": 1, "type": "act", "action": "play AS AS", "n": n}),
        lambda: json.dumps({"v": 1, "type": "act", "action": "\x1b[2J", "n": n}),
        lambda: json.dumps({"v": 1, "type": "hello", "code": code}),  # already seated
        lambda: json.dumps({"v": 1, "type": "open", "game": "kierki", "seats": ["remote"]}),
        lambda: "[" * 3000 + "]" * 3000,
        lambda: json.dumps({"v": 1, "type": "act", "action": "play 2C", "n": 10**12}),
    ]
    if client.my_turn:  # illegal now: a card not in the hand
        assert client.view is not None
        hand = set(client.view.hand)
        other = next(c for c in ("AS", "KS", "QS", "2C", "3D") if all(h.code != c for h in hand))
        picks.append(lambda: json.dumps({"v": 1, "type": "act", "action": f"play {other}", "n": n}))
    return rng.choice(picks)()


async def answer(client: Client) -> str:
    """The host's answer to the last message: a refusal's reason, or ``dropped``."""
    try:
        while True:
            message = await client.recv(10)
            if message["type"] != "state":
                return str(message.get("reason", message["type"]))
    except ConnectionClosed:
        return "dropped"


async def hostile(host: Host, table: Table, seat_client: Client, count: int, seed: int) -> dict:
    rng = random.Random(seed)
    client, reasons = seat_client, {}
    players = Players(seed)
    sent = 0
    while sent < count:
        if client.my_turn and rng.random() < 0.2:
            await players.turn(client)  # now and then a fair move, so the match goes on
            continue
        if rng.random() < 0.02:
            batch: list[str | bytes] = ["x" * (MAX_CLIENT_MESSAGE + 10)]  # oversized: dropped
        else:  # a burst of garbage, answered in order
            batch = [garbage(rng, client, table.code) for _ in range(min(20, count - sent))]
        sent += len(batch)
        try:
            for text in batch:
                await client.send_raw(text)
            answers = [await answer(client) for _ in batch]
        except ConnectionClosed:
            answers = ["dropped"]
        for reason in answers:
            reasons[reason] = reasons.get(reason, 0) + 1
        if "dropped" in answers:
            fresh = await Client(uri(host)).connect()
            await fresh.rejoin(table.code, client.token)
            client = fresh
    while not table.over:  # finish its part of the match fairly
        await client.until(lambda: client.my_turn or client.result is not None)
        if client.result is None:
            await players.turn(client)
    await client.close()
    return reasons


async def stranger(host: Host, count: int, seed: int) -> dict:
    """Wrong codes and tokens from a connection without a seat."""
    rng = random.Random(seed)
    reasons: dict[str, int] = {}
    client = await Client(uri(host)).connect()
    for _ in range(count):
        kind = rng.choice(["hello", "rejoin", "act", "bad"])
        if kind == "hello":
            text = json.dumps({"v": 1, "type": "hello", "code": "WRONG-CODE"})
        elif kind == "rejoin":
            text = json.dumps({"v": 1, "type": "rejoin", "code": "ABCD-EFGH", "token": "t" * 30})
        elif kind == "act":
            text = json.dumps({"v": 1, "type": "act", "action": "play QS", "n": 0})
        else:
            text = json.dumps({"v": 1, "type": "hello", "code": 5})
        try:
            await client.send_raw(text)
            reason = await answer(client)
        except ConnectionClosed:
            reason = "dropped"
        reasons[reason] = reasons.get(reason, 0) + 1
        if reason == "dropped":
            client = await Client(uri(host)).connect()
    await client.close()
    return reasons


async def _siege(count: int, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    host = await start(Limits(rate=1e6, burst=1e6, max_refusals=10**6))
    table = host.add(
        Table.new(
            "omnibus_hearts",
            ["remote", "remote", "remote", "simple"],
            {"target_score": "40"},
            seed=99,
            autosave=False,
        )
    )
    honest = await seat_clients(host, table, ["A", "B"])
    bad = await Client(uri(host)).connect()
    await bad.hello(table.code, "\x1b[31mEvil[/b]")
    assert table.seats[bad.seat].name == "[31mEvil[/b]"  # no control character; plain text
    players = Players(99)
    results = await asyncio.gather(
        players.run(honest, table),
        hostile(host, table, bad, count * 3 // 4, 1),
        stranger(host, count // 4, 2),
    )
    assert table.over
    for client in honest:
        assert [
            a for s, a in table.match.record.decisions() if s == client.seat
        ] == players.accepted[client.seat]
    assert local_record(table.match.record) == table.match.record
    hostile_reasons, stranger_reasons = results[1], results[2]
    answered = sum(hostile_reasons.values()) + sum(stranger_reasons.values())
    assert answered >= count * 0.9  # a drop answers the rest of its burst at once
    assert "dropped" in stranger_reasons and "not_admitted" in stranger_reasons
    assert {"bad_json", "bad_version", "unknown_field", "stale"} <= set(hostile_reasons)
    for client in honest:
        await client.close()
    await host.stop()
    tracebacks = [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    assert not tracebacks, tracebacks[0].getMessage()


async def test_thousands_of_hostile_messages(caplog: pytest.LogCaptureFixture) -> None:
    await _siege(2000, caplog)


@pytest.mark.heavy
async def test_ten_thousand_hostile_messages(caplog: pytest.LogCaptureFixture) -> None:
    await _siege(10_000, caplog)


async def test_a_flood_is_cut_off_and_a_silent_client_timed_out() -> None:
    host = await start(Limits(rate=5, burst=10, max_refusals=20, handshake=0.3))
    flood = await Client(uri(host)).connect()
    with pytest.raises(ConnectionClosed):
        for _ in range(200):
            await flood.send("ping")
        await flood.until(lambda: False, 10)
    assert any(m.get("reason") == "rate_limited" for m in flood.other)
    silent = await Client(uri(host)).connect()
    assert silent.ws is not None
    await asyncio.wait_for(silent.ws.wait_closed(), 5)
    await host.stop()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("nope", "bad_json"),
        ("1", "not_object"),
        ('{"type": "ping"}', "bad_version"),
        ('{"v": true, "type": "ping"}', "bad_version"),
        ('{"v": 1}', "unknown_type"),
        ('{"v": 1, "type": "act", "n": 1}', "missing_field"),
        ('{"v": 1, "type": "ping", "extra": 1}', "unknown_field"),
        ('{"v": 1, "type": "hello", "code": "x", "seat": 99}', "bad_field"),
        ('{"v": 1, "type": "hello", "code": "x", "name": "' + "n" * 40 + '"}', "bad_field"),
        ("x" * (MAX_CLIENT_MESSAGE + 1), "too_large"),
    ],
)
def test_schema_refuses(text: str, reason: str) -> None:
    with pytest.raises(Refusal) as refused:
        parse(text)
    assert refused.value.reason == reason


def test_schema_accepts() -> None:
    message = parse('{"v": 1, "type": "act", "action": "play QS", "n": 3}')
    assert message.type == "act" and message.get("n") == 3
