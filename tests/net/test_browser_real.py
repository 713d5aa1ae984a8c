"""Issue 18 in a real browser: headless Chromium (Debian's, driven by Playwright) opens the
page ``cardtui web`` serves, goes Play online -> Join a table by keys pressed into the page,
and plays a seat of a whole Kierki match hosted in the test, waiting each time on what its
terminal shows (xterm.js's screen, ``tests/net/real_browser.py``).

The host checks that every action of that seat came from the browser, that the record is
the one a local match makes from the same seed and actions, and that no message to the
browser's seat held a card hidden from it (a LeakWatch on the host).

Marked ``browser``: left out of the quick and heavy runs; ``.ci/run``'s browser stage runs
``pytest -m browser`` after ``.ci/browser-deps`` installs Chromium and Playwright. Without
them the tests skip (fail under ``CARDTUI_BROWSER_REQUIRED=1``).

``CARDTUI_BROWSER_SCREENSHOT=assets/browser-seat.png`` saves a screenshot of the browser's
table (the README's picture) at its first turn from the second deal on, once its notice
(the line to come back) is clicked away.
"""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtui.engine import Event
from cardtui.net.host import Host
from cardtui.net.table import Table
from tests.net.helpers import LeakWatch, local_record, start, uri
from tests.net.real_browser import RealBrowser, need_browser
from tests.net.test_three_friends import (
    OPTIONS,
    Match,
    Terminal,
    WebServer,
    boris_drops_and_comes_back,
    join_in_browser,
)
from tests.waiting import apause_before_retry, apoll_until

pytestmark = pytest.mark.browser

SCREENSHOT = "CARDTUI_BROWSER_SCREENSHOT"
NOTICE = "To come back to this seat"
GOES_ON = ("Press Enter", "any key goes on")
"""Words of a page waiting for a key before the table goes on (the deal-over dialog, a
held trick)."""


def listening(port: int) -> bool:
    """Whether a server accepts connections on ``port`` of 127.0.0.1."""
    try:
        socket.create_connection(("127.0.0.1", port), 1).close()
    except OSError:
        return False
    return True


def count_acts(table: Table) -> dict[int, int]:
    """The actions each seat's own connection brought to the host (not bots', not a
    stand-in's), counted as the host accepts them."""
    acts: dict[int, int] = {}
    act = table.act

    def counted(seat: int, text: str, n: int, save: bool = True) -> list[Event]:
        events = act(seat, text, n, save)
        acts[seat] = acts.get(seat, 0) + 1
        return events

    table.act = counted  # type: ignore[method-assign]
    return acts


class BrowserSeat:
    """The browser's seat, played by what its page shows: when the host waits for the
    seat and the page shows the seat's turn (or a dialog waiting for Enter) drawn anew
    since the last key, Enter (a card; the dialog) or 1 (the first choice)."""

    def __init__(self, browser: RealBrowser, table: Table, seat: int, name: str,
                 shot: Path | None = None) -> None:
        self.browser, self.table, self.seat, self.shot = browser, table, seat, shot
        self.turn = f"{name} — your turn"
        self.pressed_on: str | None = None
        self.keys = 0

    async def step(self) -> None:
        """One look at the page; a key if it is the seat's to press."""
        match = self.table.match
        if self.table.over or match.current_seat != self.seat:
            return
        text = (await self.browser.screen())["text"]
        waiting = any(words in text for words in GOES_ON)
        if text == self.pressed_on or not (waiting or self.turn in text):
            return
        cards = all(len(action.cards) == 1 for action in match.legal_actions())
        if self.shot is not None and await self.pictured(text, waiting):
            await self.browser.screenshot(self.shot)
            self.shot = None
        self.pressed_on = text
        self.keys += 1
        await self.browser.keys("enter" if waiting or cards else "1")

    async def pictured(self, text: str, waiting: bool) -> bool:
        """Whether the page is the README's picture: the seat's turn from the second deal
        on (a score to show), its notice (the line to come back) gone. The notice stays
        until it is clicked, as a person would close it."""
        if waiting or not self.table.match.deal_summaries:
            return False
        if NOTICE in text:
            await self.browser.click(NOTICE)
            return False
        return True

    async def finish(self) -> None:
        """The match is over: from the deal-over dialog to the final result."""
        text = await self.browser.until("final result|Winners|drawn", 60)
        if "Winners" not in text and "drawn" not in text:
            await self.browser.keys("enter")  # once: a second would leave for the menu
        await self.browser.until("Winners|drawn", 60)


class Seats(Match):
    """Terminals answered as in the three friends' test; the browser's seat by its page."""

    def __init__(self, table: Table, terminals: dict[int, Terminal], seat: BrowserSeat) -> None:
        super().__init__(table, terminals, seat.browser, seat.seat)  # type: ignore[arg-type]
        self.web = seat

    async def play_until(self, done: Callable[[], bool], timeout: float = 600) -> None:
        """Look at the page every breath while the host waits for the browser's seat;
        the terminals' turns as in the three friends' test."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done():
            assert loop.time() < deadline, f"stuck at decision {self.table.decisions}"
            if self.table.match.current_seat == self.web_seat:
                await self.web.step()
                await apause_before_retry()
            else:
                await super().play_until(
                    lambda: done() or self.table.match.current_seat == self.web_seat,
                    timeout=deadline - loop.time())


async def open_page(web: WebServer) -> RealBrowser:
    """Chromium at the served page, once ``cardtui web`` listens; the menu shown."""
    await apoll_until(lambda: listening(web.port), timeout=60, what="cardtui web listening")
    browser = await RealBrowser(web.port).open()
    await browser.until("Play online")
    return browser


def check_the_match(table: Table, acts: dict[int, int], watch: LeakWatch, web: int) -> None:
    """Every decision of the browser's seat came through its connection, the record is a
    local match's, and no message to a seat showed a card hidden from it."""
    record = table.match.record
    decided = sum(1 for seat, _ in record.decisions() if seat == web)
    assert decided > 50 and acts.get(web) == decided, (acts, decided)
    assert not table.seats[web].standin
    assert record.decision_count > 300 and len(table.match.deal_summaries) >= 8
    assert local_record(record) == record  # nothing lost, nothing applied twice
    assert watch.checked > 50, watch.checked
    assert not watch.leaks, watch.leaks[:5]


def screenshot_path() -> Path | None:
    name = os.environ.get(SCREENSHOT)
    return Path(name).resolve() if name else None


async def test_a_browser_seat_plays_a_whole_kierki_match_against_bots(tmp_path: Path) -> None:
    need_browser()
    host: Host = await start()
    watch = LeakWatch()
    host.tap = watch  # only seat 0 is a person's: every checked message is the browser's
    table = host.add(Table.new("kierki", ["remote", "simple", "simple", "simple"], OPTIONS,
                               seed=26, autosave=False))
    acts = count_acts(table)
    web = WebServer(tmp_path / "web")
    browser: RealBrowser | None = None
    try:
        browser = await open_page(web)
        await join_in_browser(browser, host, table.code, "Wanda")  # type: ignore[arg-type]
        await apoll_until(lambda: table.seats[0].connected, what="the browser seated")
        assert table.seats[0].name == "Wanda"
        seat = BrowserSeat(browser, table, 0, "Wanda", screenshot_path())
        await Seats(table, {}, seat).play_until(lambda: table.over)
        await seat.finish()
        assert not browser.outside, browser.outside  # the page loads nothing from elsewhere
    finally:
        if browser is not None:
            await browser.close()
        web.stop()
    check_the_match(table, acts, watch, 0)
    await apoll_until(lambda: not table.seats[0].connected, what="the tab closed")
    await host.stop()


async def test_two_terminals_and_a_real_browser_play_a_whole_kierki_match(
    tmp_path: Path,
) -> None:
    """Issue 18's "done when": two friends at ``cardtui join --plain`` terminals (one in
    Russian) and a third in a real browser, one bot; one terminal is killed mid-trick and
    comes back to its seat with its token."""
    need_browser()
    host = await start()
    watch = LeakWatch()
    host.tap = watch
    table = host.add(Table.new("kierki", ["remote", "remote", "remote", "simple"], OPTIONS,
                               seed=18, autosave=False))
    acts = count_acts(table)
    web = WebServer(tmp_path / "web")
    browser: RealBrowser | None = None
    terminals: list[Terminal] = []
    try:
        anna = await Terminal(uri(host), table.code, "Anna", "en", tmp_path / "a").start()
        terminals.append(anna)
        await apoll_until(lambda: table.seats[0].connected, what="Anna seated")
        boris = await Terminal(uri(host), table.code, "Борис", "ru", tmp_path / "b").start()
        terminals.append(boris)
        await apoll_until(lambda: table.seats[1].connected, what="Boris seated")
        browser = await open_page(web)
        await join_in_browser(browser, host, table.code, "Wanda")  # type: ignore[arg-type]
        await apoll_until(lambda: table.seats[2].connected, what="the browser seated")
        seat = BrowserSeat(browser, table, 2, "Wanda")
        seats = Seats(table, {0: anna, 1: boris}, seat)
        boris = await boris_drops_and_comes_back(seats, host, tmp_path / "b")
        terminals.append(boris)
        await seats.play_until(lambda: table.over)
        assert await anna.finish() == 0 and "The match is over" in anna.output
        assert await boris.finish() == 0 and "Партия окончена" in boris.output
        await seat.finish()
    finally:
        if browser is not None:
            await browser.close()
        web.stop()
        for terminal in terminals:
            if terminal.proc is not None and terminal.proc.returncode is None:
                await terminal.kill()
    check_the_match(table, acts, watch, 2)
    assert acts.get(0, 0) > 50 and acts.get(1, 0) > 50
    await host.stop()
