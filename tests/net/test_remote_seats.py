"""The remote table shows who is connected, whose turn it is (the person thinking) and who
is a stand-in bot, as the host tells it: a friend's seat goes from here to away to a bot
standing in and back when the friend rejoins. A person seated is told the line that
brings them back to the seat (with its token) as the table opens."""

from __future__ import annotations

import re

from cardtui.i18n import set_language
from cardtui.net.client import Client
from cardtui.net.table import Table
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.remote_session import JoinRequest
from cardtui.ui.screens.remote_table import RemoteTableScreen
from cardtui.ui.widgets.seat_badge import SeatBadge
from tests.net.helpers import seat_clients, start, uri
from tests.net.test_remote_ui import ready, remote, until
from tests.ui.screen_text import screen_text


def badge_of(app: CardtuiApp, name: str) -> str:
    """The text of the badge whose name is ``name``, its wrapped lines joined by spaces."""
    for badge in app.screen.query(SeatBadge):
        if badge.state.name == name:
            return " ".join(str(badge.render()).split())
    return ""


async def test_the_table_shows_here_thinking_away_and_a_stand_in() -> None:
    set_language("en")
    host = await start()
    seats = ["remote", "remote", "simple", "simple"]
    table = host.add(Table.new("kierki", seats, seed=4, autosave=False, standin_after=0.3))
    app = CardtuiApp(
        settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        token = remote(app).remote.client.token
        line = f"{table.code} --token {token}"  # the line to come back, told at once
        await until(pilot, lambda: any(line in str(n.message) for n in app._notifications))
        boris = (await seat_clients(host, table, ["Boris"]))[0]
        await until(pilot, lambda: "Boris" in badge_of(app, "Boris"))
        assert "away" not in badge_of(app, "Boris")
        await until(pilot, lambda: ready(app))
        assert table.match.current_seat == 0  # Anna's turn, then Boris's
        await pilot.press("enter")
        await until(pilot, lambda: remote(app).remote.current_seat == 1)
        await until(pilot, lambda: badge_of(app, "Boris").startswith("▶"))  # his turn
        await until(pilot, lambda: re.search(r"Turn +Boris", screen_text(app)) is not None)
        await boris.close()
        await until(pilot, lambda: "away" in badge_of(app, "Boris"))
        await until(pilot, lambda: "stands in" in badge_of(app, "Boris"), timeout=20)
        assert table.seats[1].standin
        back = await Client(uri(host)).connect()
        assert await back.rejoin(table.code, boris.token) == 1
        await until(pilot, lambda: "stands in" not in badge_of(app, "Boris"))
        assert "away" not in badge_of(app, "Boris")
        await back.close()
    await host.stop()
