"""``cardtui serve`` as a process: tables opened by clients, SIGTERM saves them, SIGKILL
loses no acknowledged action, a restarted server resumes and clients rejoin."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardtui.net.client import Client
from cardtui.net.table import saved_tables
from cardtui.storage import saves
from tests.net.helpers import Players

LISTEN = re.compile(r"listening on ws://127\.0\.0\.1:(\d+)")


class Server:
    """A ``cardtui serve --port 0`` child process and the port it reports."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, "CARDTUI_HOME": str(home)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardtui", "serve", "--port", "0"],
            stderr=subprocess.PIPE, text=True, env=env,
        )
        self.lines: list[str] = []
        self.port = 0
        assert self.proc.stderr is not None
        for line in self.proc.stderr:  # blocks until the server says where it listens
            self.lines.append(line)
            found = LISTEN.search(line)
            if found:
                self.port = int(found.group(1))
                break
        assert self.port, "".join(self.lines)

    @property
    def uri(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def end(self, sig: int) -> str:
        self.proc.send_signal(sig)
        _, rest = self.proc.communicate(timeout=30)
        return "".join(self.lines) + (rest or "")


async def _open_and_play(server: Server) -> tuple[Client, str, Players]:
    opener = await Client(server.uri).connect()
    await opener.send("open", game="omnibus_hearts", seats=["remote", "simple", "simple", "simple"],
                      options={"target_score": "40"})
    await opener.until(lambda: any(m["type"] == "opened" for m in opener.other))
    code = next(m["code"] for m in opener.other if m["type"] == "opened")
    await opener.send("lobby")
    await opener.until(lambda: any(m["type"] == "lobby" for m in opener.other))
    lobby = next(m for m in opener.other if m["type"] == "lobby")
    assert lobby["tables"][0]["game"] == "omnibus_hearts" and lobby["tables"][0]["free"] == 1
    assert "code" not in lobby["tables"][0]  # not public: the code stays secret
    await opener.hello(code, "Anna")
    players = Players(3)
    for _ in range(6):
        await opener.until(lambda: opener.my_turn)
        await players.turn(opener)
    return opener, code, players


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
async def test_serve_stops_or_dies_and_resumes(
    tmp_path: Path, sig: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "serve-home"
    first = Server(home)
    client, code, players = await _open_and_play(first)
    seen, token = client.n, client.token
    log = first.end(sig)
    if sig == signal.SIGTERM:
        assert first.proc.returncode == 0
        assert "saved and closed" in log and "Traceback" not in log
    await client.close()

    second = Server(home)
    try:
        back = await Client(second.uri).connect()
        assert await back.rejoin(code, token) == client.seat
        assert back.n >= seen  # every action it was told of was saved first (bots went on)
        await back.until(lambda: back.my_turn)
        await players.turn(back)
        await back.close()
    finally:
        log = second.end(signal.SIGTERM)
    assert "resumed 1 saved table" in log and "Traceback" not in log
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    (folder,) = saved_tables()
    record = saves.load_folder(folder)
    assert [a for s, a in record.decisions() if s == client.seat] == players.accepted[client.seat]


async def test_host_prints_the_code_and_the_hosts_own_seat(tmp_path: Path) -> None:
    """``cardtui host`` with house rules, a name and the stand-in settings: the lines it
    prints take the host's own seat (its name) at a table of those rules."""
    import asyncio

    env = {**os.environ, "CARDTUI_HOME": str(tmp_path), "CARDTUI_LANG": "en"}
    args = ["host", "kierki", "--port", "0", "--name", "Olga", "--option", "robber=false",
            "--seats", "host,remote,beginner,strong", "--standin-after", "5",
            "--standin-level", "beginner"]
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "cardtui", *args, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    printed = ""
    try:
        while "--token" not in printed:
            line = await asyncio.wait_for(proc.stdout.readline(), 60)
            assert line, printed
            printed += line.decode()
        own = re.search(r"Your own seat: cardtui join (\S+) (\S+) --token (\S+)", printed)
        assert own is not None, printed
        assert f"Friends join with: cardtui join {own[1]} {own[2]}" in printed
        client = await Client(own[1]).connect()
        assert await client.rejoin(own[2], own[3]) == 0
        assert client.seats[0]["name"] == "Olga"
        assert client.welcome["options"]["robber"] is False
        assert [s["kind"] for s in client.seats] == ["person", "person", "bot", "bot"]
        await client.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), 30) == 0
