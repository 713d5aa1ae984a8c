"""``cardtui join`` in a plain terminal: a whole match against a network client, names
from the network printed without control characters, the way back printed."""

from __future__ import annotations

import asyncio

import pytest

from cardtui.net.client import Client
from cardtui.net.table import Table
from cardtui.ui.join_text import play
from tests.net.helpers import Players, start, uri


async def test_a_whole_match_in_the_plain_client(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["x", "99"])  # first two answers are refused by the prompt itself
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers, "1"))
    host = await start()
    table = host.add(
        Table.new(
            "klaberjass", ["remote", "remote"], {"target_score": "150"}, seed=8, autosave=False
        )
    )
    other = await Client(uri(host)).connect()
    await other.hello(table.code, "\x1b[2JEvil\x07")
    players = Players(8)
    joined = asyncio.ensure_future(play(uri(host), table.code, "Anna", "", None))
    await players.run([other], table)
    assert await asyncio.wait_for(joined, 60) == 0
    out = capsys.readouterr().out
    assert "The match is over" in out and "Type a number from 1 to" in out
    assert "To come back to this seat: cardtui join" in out
    assert "Evil" in out and "\x1b" not in out and "\x07" not in out
    assert table.over
    await other.close()
    await host.stop()


async def test_a_wrong_code_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    host = await start()
    host.add(Table.new("klaberjass", ["remote", "remote"], seed=1, autosave=False))
    assert await play(uri(host), "WRONG-CODE", "", "", None) == 2
    out = capsys.readouterr().out.strip().splitlines()
    assert out == ["The host refused: not_admitted: the table code or seat token is not right"]
    await host.stop()
