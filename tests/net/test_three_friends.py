"""Issue 18's "done when": two friends in terminals (``cardtui join --plain``, one in
Russian) and a third in a browser (``cardtui web``, driven through textual-serve's
websocket as the page's terminal is) play a whole Kierki match against one bot at one
host; one terminal is killed mid-deal and comes back with its token; every message the
host sends each of the three is leak-checked as it is sent, and the record is the one a
local match with the same seed and actions makes.

Also a quick check: a browser tab joins a table through the menu's Join form and plays
its first card.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtui.net.host import Host
from cardtui.net.table import Table
from tests.net.helpers import LeakWatch, local_record, start, uri
from tests.net.test_web import free_port
from tests.net.web_browser import Browser
from tests.waiting import apoll_until

OPTIONS = {"positive_rounds": "trump"}
"""Kierki's seven negative deals and a round of trumps (the widow auction's bids and
discards are choices the scripted browser does not make; the terminals could)."""
TOKEN = re.compile(r"--token (\S+)")


class Terminal:
    """``cardtui join ADDRESS CODE --plain``: a friend at a plain terminal who always takes
    the first numbered choice when asked."""

    def __init__(self, address: str, code: str, name: str, lang: str, home: Path) -> None:
        self.address, self.code, self.name, self.lang, self.home = address, code, name, lang, home
        self.output = ""
        self.proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None

    async def start(self, token: str = "") -> Terminal:
        """Run the command (with ``token``: back to the seat)."""
        args = ["join", self.address, self.code, "--plain", "--lang", self.lang]
        args += ["--token", token] if token else ["--name", self.name]
        env = {**os.environ, "CARDTUI_HOME": str(self.home), "PYTHONUNBUFFERED": "1"}
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "cardtui", *args, env=env, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )
        self._reader = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while chunk := await self.proc.stdout.read(4096):
            self.output += chunk.decode("utf-8", "replace")

    @property
    def token(self) -> str:
        """The seat token the command printed (the line to come back)."""
        found = TOKEN.search(self.output)
        return found.group(1) if found else ""

    async def answer(self) -> None:
        """Type 1 and Enter (the first choice) at the next question."""
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(b"1\n")
        await self.proc.stdin.drain()

    async def kill(self) -> None:
        """The terminal is closed at once (SIGKILL: no goodbye to the host)."""
        assert self.proc is not None
        self.proc.kill()
        await self.proc.wait()

    async def finish(self) -> int:
        """The exit status once the command ends by itself."""
        assert self.proc is not None and self._reader is not None
        status = await asyncio.wait_for(self.proc.wait(), 60)
        await self._reader
        return status


class WebServer:
    """``cardtui web`` on a free port, with its own home (fast bots, no trick pause)."""

    def __init__(self, home: Path) -> None:
        (home / "config").mkdir(parents=True)
        settings = {"bot_speed": "instant", "trick_pause": "off", "language": "en"}
        (home / "config" / "settings.json").write_text(json.dumps(settings))
        self.port = free_port()
        env = {**os.environ, "CARDTUI_HOME": str(home)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardtui", "web", "--port", str(self.port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
            start_new_session=True,  # its own group: the apps it runs per tab stop with it
        )

    def stop(self) -> None:
        """SIGINT to the server, then its whole group is ended (no app left behind)."""
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)


async def join_in_browser(browser: Browser, host: Host, code: str, name: str) -> None:
    """Menu → Play online → Join a table; the address, the code and a name; Join."""
    await browser.until("Play online")
    await browser.keys("down", "down", "enter")  # past New game and Learn to play
    await browser.until("Join a table")
    await browser.keys("enter")
    await browser.until("Address")
    for words, label in ((uri(host), "Address"), (code, "Table code"), (name, "Your name")):
        await browser.keys(words)
        await browser.until(f"{label} +{re.escape(words)}")
        await browser.key_redrawn("tab")
    await browser.keys("enter")  # on the Join button


@pytest.mark.heavy  # a server and an app process: some seconds
async def test_a_browser_tab_joins_a_table_and_plays(tmp_path: Path) -> None:
    host = await start()
    table = host.add(Table.new("kierki", ["remote", "simple", "simple", "simple"], OPTIONS,
                               seed=3, autosave=False))
    web = WebServer(tmp_path / "web")
    browser = Browser(web.port)
    try:
        await browser.open()
        await join_in_browser(browser, host, table.code, "Wanda")
        await browser.until("Wanda — your turn")
        assert table.seats[0].connected and table.seats[0].name == "Wanda"
        n = table.decisions
        await browser.keys("enter")
        await apoll_until(lambda: table.decisions > n, what="the browser's card")
        assert table.steps[n + 1].seat == 0
        await browser.close()
        await apoll_until(lambda: not table.seats[0].connected, what="the tab closed")
    finally:
        web.stop()
        await host.stop()


class Match:
    """Who plays which seat, and pressing their keys when the host waits for them."""

    def __init__(self, table: Table, terminals: dict[int, Terminal], browser: Browser,
                 web_seat: int) -> None:
        self.table, self.terminals, self.browser, self.web_seat = (
            table, terminals, browser, web_seat)
        self.asked: dict[int, tuple[int, float]] = {}
        self.away: set[int] = set()

    async def step(self) -> None:
        """Answer the seat the host waits for (again, if nothing happened for a while: the
        page's dialog between deals takes its Enter first)."""
        table = self.table
        seat = table.match.current_seat
        if seat is None or seat in self.away or not table.seats[seat].is_person:
            return
        loop = asyncio.get_running_loop()
        n, since = self.asked.get(seat, (-1, 0.0))
        if n == table.decisions and loop.time() - since < (1.0 if seat == self.web_seat else 10):
            return
        self.asked[seat] = (table.decisions, loop.time())
        if seat == self.web_seat:  # a dialog on the page first; then a card, or choice 1
            cards = all(len(a.cards) == 1 for a in table.match.legal_actions())
            dialog = "Press Enter" in self.browser.screen.text
            await self.browser.keys("enter" if cards or dialog else "1")
        else:
            await self.terminals[seat].answer()

    async def play_until(self, done: Callable[[], bool], timeout: float = 900) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done():
            assert loop.time() < deadline, f"stuck at decision {self.table.decisions}"
            await self.step()
            seen, asked = self.table.decisions, loop.time()
            await apoll_until(  # the host moved on, or it is time to press again
                lambda seen=seen, asked=asked: (
                    done() or self.table.decisions != seen or loop.time() - asked > 0.5
                ),
                timeout=60, what="the host's table")


async def boris_drops_and_comes_back(match: Match, host: Host, home: Path) -> Terminal:
    """Play to Boris's turn (seat 1) mid-trick in the second deal, kill his terminal there,
    and start it again with its token: the seat waits (no stand-in, no decision taken
    meanwhile) and he plays on. Returns the new terminal."""
    table = match.table

    def mid_deal_two() -> bool:
        summaries = len(table.match.deal_summaries)
        view = table.match.plain_view(1)
        return summaries == 1 and bool(view.trick) and table.match.current_seat == 1

    await match.play_until(mid_deal_two)
    boris = match.terminals[1]
    token, before = boris.token, table.decisions
    assert token
    match.away.add(1)
    await boris.kill()  # Boris's terminal is gone mid-trick, at his turn
    await apoll_until(lambda: not table.seats[1].connected, what="Boris away")
    assert table.decisions == before and not table.seats[1].standin
    boris = await Terminal(uri(host), table.code, "Борис", "ru", home).start(token)
    await apoll_until(lambda: table.seats[1].connected, what="Boris back")
    match.terminals[1] = boris
    match.away.discard(1)
    match.asked.pop(1, None)
    return boris


@pytest.mark.heavy
async def test_two_terminals_and_a_browser_play_a_whole_kierki_match(tmp_path: Path) -> None:
    host = await start()
    watch = LeakWatch()
    host.tap = watch
    seats = ["remote", "remote", "remote", "simple"]
    table = host.add(Table.new("kierki", seats, OPTIONS, seed=18, autosave=False))
    web = WebServer(tmp_path / "web")
    browser = Browser(web.port)
    try:
        anna = await Terminal(uri(host), table.code, "Anna", "en", tmp_path / "a").start()
        await apoll_until(lambda: table.seats[0].connected, what="Anna seated")
        boris = await Terminal(uri(host), table.code, "Борис", "ru", tmp_path / "b").start()
        await apoll_until(lambda: table.seats[1].connected, what="Boris seated")
        await browser.open()
        await join_in_browser(browser, host, table.code, "Wanda")
        await apoll_until(lambda: table.seats[2].connected, what="the browser seated")
        match = Match(table, {0: anna, 1: boris}, browser, web_seat=2)
        boris = await boris_drops_and_comes_back(match, host, tmp_path / "b")
        await match.play_until(lambda: table.over)
        assert await anna.finish() == 0 and "The match is over" in anna.output
        assert await boris.finish() == 0 and "Партия окончена" in boris.output
        await browser.until("final result|Winners|drawn", 60)
        if not re.search("Winners|drawn", browser.screen.text):
            # one Enter from the deal-over dialog; never a second on a screen not yet
            # redrawn (it would leave the final result for the menu and a new game)
            await browser.keys("enter")
        await browser.until("Winners|drawn", 60)
    finally:
        await browser.close()
        web.stop()
    record = table.match.record
    assert record.decision_count > 300 and len(table.match.deal_summaries) >= 8
    assert local_record(record) == record  # nothing lost, nothing applied twice
    assert watch.checked > 900, watch.checked
    assert not watch.leaks, watch.leaks[:5]
    await host.stop()
