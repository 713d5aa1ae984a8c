"""``cardtui join --watch`` and ``--lang``: a spectator in a plain terminal (through the
command itself) in Russian, and a spectator at the table screen who cannot act."""

from __future__ import annotations

import asyncio

from click.testing import CliRunner

from cardtui.cli.net import join_command
from cardtui.i18n import current_language, set_language
from cardtui.net.table import Table
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.remote_session import WATCH, JoinRequest
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.remote_table import RemoteTableScreen
from tests.net.helpers import Players, seat_clients, start, uri
from tests.net.test_remote_ui import until
from tests.ui.screen_text import screen_text


async def test_join_watch_in_russian_prints_the_match_and_no_hand() -> None:
    host = await start()
    table = host.add(
        Table.new(
            "klaberjass", ["remote", "remote"], {"target_score": "150"}, seed=8, autosave=False
        )
    )
    runner = CliRunner()
    args = [uri(host), table.code, "--watch", "--plain", "--lang", "ru", "--name", "Ева"]
    clients = await seat_clients(host, table, ["Anna", "Boris"])
    watched = asyncio.ensure_future(asyncio.to_thread(runner.invoke, join_command, args))
    await clients[0].until(lambda: clients[0].watchers == ["Ева"])  # nobody moved yet
    await Players(8).run(clients, table)
    result = await asyncio.wait_for(watched, 60)
    out = result.output
    assert result.exit_code == 0, out
    assert "Вы смотрите Клабор как зритель" in out
    assert "Смотрят: Ева" in out and "Партия окончена" in out
    assert "Ваши карты" not in out and "Your hand" not in out and "You " not in out
    assert current_language() == "ru"
    set_language("en")
    for client in clients:
        await client.close()
    await host.stop()


async def test_a_spectator_at_the_table_screen_watches_and_cannot_act() -> None:
    set_language("en")
    host = await start()
    table = host.add(
        Table.new("kierki", ["remote", "simple", "simple", "simple"], seed=5, autosave=False)
    )
    player = (await seat_clients(host, table, ["Anna"]))[0]
    join = JoinRequest(uri(host), table.code, "Eve", seat=WATCH)
    app = CardtuiApp(settings=Settings(), join=join, bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        screen = app.screen
        assert isinstance(screen, RemoteTableScreen)
        s = screen.remote
        assert s.spectating and s.seat is None and s.humans == []
        assert table.watchers == ["Eve"]
        await until(pilot, lambda: "Anna" in screen_text(app))
        await until(pilot, lambda: "what every seat sees" in screen_text(app))
        assert "all hands shown" not in screen_text(app)
        footer = screen_text(app).splitlines()[-1]
        assert "Score" in footer and "Menu" in footer  # the keys that look...
        assert not any(word in footer for word in ("Play", "Card", "Choice", "Mark"))
        assert not screen.check_action("play", ()) and not screen.check_action("choose", (0,))
        players = Players(5)
        playing = asyncio.ensure_future(
            players.run([player], table, lambda: len(table.match.deal_summaries) >= 1)
        )
        await until(pilot, lambda: isinstance(app.screen, DealOverScreen) or playing.done())
        await playing
        assert s.history.decisions > 10
        assert all(hand is None for hand in s.shown.view.hands)
        before = table.decisions
        if isinstance(app.screen, DealOverScreen):
            await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        await pilot.press("enter", "1", "space")
        assert table.decisions == before and not s.client.refusals
        await pilot.press("q")
        await until(pilot, lambda: table.watchers == [])
    await player.close()
    await host.stop()


async def test_the_menu_watches_a_table_with_the_watch_button() -> None:
    from textual.widgets import Input

    from cardtui.ui.screens.online import JoinScreen
    from tests.net.test_remote_ui import open_online

    set_language("en")
    host = await start()
    table = host.add(
        Table.new("war", ["remote", "simple"], {"max_rounds": "40"}, seed=2, autosave=False)
    )
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_online(pilot, app, "join")
        await until(pilot, lambda: isinstance(app.screen, JoinScreen))
        form = app.screen
        form.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
        form.query_one("#code", Input).value = table.code
        form.query_one("#name", Input).value = "Eve"
        await pilot.click("#watch")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        screen = app.screen
        assert isinstance(screen, RemoteTableScreen) and screen.remote.spectating
        assert table.watchers == ["Eve"] and table.free_seats() == [0]
        await pilot.press("enter", "a")
        assert table.decisions == 0
        await pilot.press("q")
    await host.stop()


async def test_the_seated_table_lists_who_watches() -> None:
    from cardtui.net.client import Client
    from tests.net.test_remote_ui import message_text, ready

    set_language("en")
    host = await start()
    table = host.add(
        Table.new("kierki", ["remote", "simple", "simple", "simple"], seed=5, autosave=False)
    )
    app = CardtuiApp(
        settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: ready(app))
        spectator = await Client(uri(host)).connect()
        await spectator.watch(table.code, "Eve")
        await until(pilot, lambda: "Watching: Eve" in message_text(app))
        unnamed = await Client(uri(host)).connect()
        await unnamed.watch(table.code)
        await until(pilot, lambda: "Watching: Eve, a spectator" in message_text(app))
        await unnamed.close()
        await spectator.close()
        await until(pilot, lambda: "Nobody watches now" in message_text(app))
        await pilot.press("q")
    await host.stop()
