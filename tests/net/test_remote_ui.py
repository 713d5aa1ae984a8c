"""Joining a network table from the Textual app: a real host on 127.0.0.1 with bots in the
other seats, a Pilot playing a whole deal by keys at the table screen, a refused card's
reason shown, and no message ever holding another seat's hand."""

from __future__ import annotations

import json
from collections.abc import Callable

from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.net.table import Table
from cardtui.net.wire import as_view
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.remote_session import JoinRequest
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.remote_table import RemoteTableScreen
from cardtui.ui.text import reason_text
from cardtui.ui.widgets.message_line import MessageLine
from tests.net.helpers import start, uri
from tests.ui.helpers import wait_until
from tests.ui.screen_text import screen_text

SEATS = ["remote", "simple:Bot\x1b[31mEvil", "simple", "simple"]


async def until(pilot: Pilot[None], done: Callable[[], bool], timeout: float = 60.0) -> None:
    """Let the app run until ``done()`` holds."""
    await wait_until(pilot, done, timeout=timeout, what="the remote table")


def remote(app: CardtuiApp) -> RemoteTableScreen:
    screen = app.screen
    assert isinstance(screen, RemoteTableScreen), type(screen).__name__
    return screen


def ready(app: CardtuiApp) -> bool:
    """The seat may act now, at the latest state, with nothing sent and nothing on top."""
    screen = app.screen
    return (isinstance(screen, RemoteTableScreen) and screen.model.active
            and screen.remote.up_to_date and screen._sent is None and not screen._holding)


def others_hidden(texts: list[str], seat: int) -> None:
    for text in texts:
        message = json.loads(text)
        if message.get("type") != "state":
            continue
        view = as_view(message["view"])
        assert all(hand is None for i, hand in enumerate(view.hands) if i != seat)


def message_text(app: CardtuiApp) -> str:
    line = app.screen.query_one(MessageLine)
    return str(line.render())


async def test_a_whole_deal_at_the_table_screen() -> None:
    set_language("en")
    host = await start()
    table = host.add(Table.new("kierki", SEATS, seed=5, autosave=False))
    join = JoinRequest(uri(host), table.code, "Anna")
    app = CardtuiApp(settings=Settings(), join=join, bot_delay=0.0)
    refused_seen = False
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        screen = remote(app)
        session = screen.remote
        assert "Evil" in session.names()[1] and "\x1b" not in "".join(session.names())
        while len(table.match.deal_summaries) < 1:
            await until(pilot, lambda: ready(app) or isinstance(app.screen, DealOverScreen))
            if isinstance(app.screen, DealOverScreen):
                break
            model = screen.model
            if model.hand_actions and model.choices == [] and not refused_seen:
                illegal = [i for i in range(len(model.hand)) if i not in model.playable]
                if illegal:
                    while model.selected != illegal[0]:
                        await pilot.press("right")
                    before = len(session.client.refusals)
                    await pilot.press("enter")
                    await until(pilot, lambda b=before: len(session.client.refusals) > b)
                    reason = str(session.client.refusals[-1]["reason"])
                    words = reason_text(reason, "kierki")
                    assert reason != "stale" and f"({reason})" not in words
                    await until(pilot, lambda w=words: w in message_text(app))
                    refused_seen = True
                    await until(pilot, lambda: ready(app))
                    while model.selected not in model.playable:
                        await pilot.press("right")
            n = session.decisions
            await pilot.press("enter" if model.hand_actions else "1")
            await until(pilot, lambda n=n: session.decisions != n or isinstance(
                app.screen, DealOverScreen) or not ready(app))
        await until(pilot, lambda: isinstance(app.screen, DealOverScreen))
        assert table.match.deal_summaries and session.match.deal_summaries
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        assert len(session.history) >= 1 and session.history.last_trick(session.seat)
        others_hidden(session.client.received, session.seat)
        assert refused_seen
        from cardtui.ui.screens.dialogs import ScoreboardScreen
        from cardtui.ui.screens.review import ReviewScreen

        for key, kind in (("s", ScoreboardScreen), ("r", ReviewScreen)):
            await until(pilot, lambda: ready(app))
            await pilot.press(key)
            await until(pilot, lambda k=kind: isinstance(app.screen, k))
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        assert not screen.check_action("undo", ()) and not screen.check_action("hint", ())
        await pilot.press("q")
    await host.stop()


async def test_a_wrong_code_stops_the_app_with_one_line() -> None:
    host = await start()
    host.add(Table.new("kierki", SEATS, seed=5, autosave=False))
    app = CardtuiApp(settings=Settings(), join=JoinRequest(uri(host), "WRONG-CODE"),
                     bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.return_code is not None)
    assert app.return_code == 2
    await host.stop()


async def open_online(pilot: Pilot[None], app: CardtuiApp, way: str) -> None:
    """Menu → Play online → ``way`` (join or host), by keys."""
    from textual.widgets import OptionList

    from cardtui.ui.screens.menu import MenuScreen
    from cardtui.ui.screens.online import OnlineScreen

    await until(pilot, lambda: isinstance(app.screen, MenuScreen) and app.screen._started)
    await pilot.pause()  # the saved matches looked for, the menu rebuilt (highlight at 0)
    menu = app.screen.query_one(OptionList)
    menu.highlighted = menu.get_option_index("online")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, OnlineScreen))
    await pilot.press("down" if way == "host" else "home", "enter")


async def test_the_menu_joins_a_table_and_says_a_refusal_in_the_form() -> None:
    from textual.widgets import Input, Static

    from cardtui.ui.screens.online import JoinScreen

    host = await start()
    table = host.add(Table.new("kierki", SEATS, seed=5, autosave=False))
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_online(pilot, app, "join")
        await until(pilot, lambda: isinstance(app.screen, JoinScreen))
        form = app.screen
        form.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
        form.query_one("#code", Input).value = "WRONG-CODE"
        form.query_one("#name", Input).value = "[b]Anna[/b]"
        form.query_one("#code", Input).focus()
        await pilot.press("enter")
        error = form.query_one("#error", Static)
        await until(pilot, lambda: "not_admitted" in str(error.render()))
        form.query_one("#code", Input).value = table.code.lower().replace("-", "")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        session = remote(app).remote
        assert session.names()[0] == "[b]Anna[/b]"
        await until(pilot, lambda: ready(app))
        assert "[b]Anna[/b]" in screen_text(app)  # shown as it is, never as markup
        await pilot.press("q")
        await until(pilot, lambda: not table.seats[0].connected)
    await host.stop()


async def test_the_menu_hosts_a_table_and_plays_the_hosts_seat() -> None:
    from textual.widgets import Input, Select

    from cardtui.ui.screens.online import HostScreen

    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_online(pilot, app, "host")
        await until(pilot, lambda: isinstance(app.screen, HostScreen))
        form = app.screen
        form.query_one("#game", Select).value = "kierki"
        await until(pilot, lambda: bool(form.query("#opt-robber")))
        form.query_one("#seat-1", Select).value = "simple"
        form.query_one("#name", Input).value = "Olga"
        form.query_one("#port", Input).value = "0"
        form.query_one("#port", Input).focus()
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        session = remote(app).remote
        assert session.hosted is not None and session.names()[0] == "Olga"
        await until(pilot, lambda: ready(app))
        n = session.decisions
        await pilot.press("enter")
        await until(pilot, lambda: session.decisions > n)
        hosted = session.hosted
        await pilot.press("q")
        await until(pilot, lambda: hosted._server is not None and not hosted._server.is_serving())


async def test_the_host_form_sets_house_rules_seats_and_the_stand_in() -> None:
    from textual.widgets import Input, Select

    from cardtui.ui.screens.online import HostScreen
    from cardtui.ui.widgets.tick_box import TickBox

    set_language("ru")
    app = CardtuiApp(settings=Settings(language="ru"), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_online(pilot, app, "host")
        await until(pilot, lambda: isinstance(app.screen, HostScreen))
        form = app.screen
        assert isinstance(form, HostScreen)
        form.query_one("#game", Select).value = "kierki"
        await until(pilot, lambda: bool(form.query("#opt-robber")))
        text = screen_text(app)
        assert "Вы (хозяин стола)" in text and "Друг (подключится)" in text
        form.query_one("#opt-robber", TickBox).value = False
        form.query_one("#opt-lottery_deals", Select).value = "single"
        form.query_one("#seat-1", Select).value = "remote"
        form.query_one("#seat-2", Select).value = "beginner"
        form.query_one("#seat-3", Select).value = "strong"
        form.query_one("#standin-after", Input).value = "5000"
        form.query_one("#standin-level", Select).value = "beginner"
        form.query_one("#port", Input).value = "0"
        form.submit()
        await until(pilot, lambda: "3600" in str(form.query_one("#error").render()))
        form.query_one("#standin-after", Input).value = "15"
        form.submit()
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        hosted = remote(app).remote.hosted
        assert hosted is not None
        table = next(iter(hosted.tables.values()))
        assert [s.kind for s in table.seats] == ["host", "remote", "beginner", "strong"]
        assert table.match.options["robber"] is False
        assert table.match.options["lottery_deals"] == "single"
        assert (table.standin_after, table.standin_level) == (15.0, "beginner")
        await pilot.press("q")
        await until(pilot, lambda: hosted._server is not None and not hosted._server.is_serving())
    set_language("en")


async def test_the_host_form_says_a_refused_house_rule_in_one_line() -> None:
    from textual.widgets import Input, Select

    from cardtui.ui.screens.online import HostScreen

    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(60, 20)) as pilot:
        await open_online(pilot, app, "host")
        await until(pilot, lambda: isinstance(app.screen, HostScreen))
        form = app.screen
        assert isinstance(form, HostScreen)
        form.query_one("#game", Select).value = "omnibus_hearts"
        await until(pilot, lambda: bool(form.query("#opt-target_score")))
        form.query_one("#opt-target_score", Input).value = "0"
        form.query_one("#port", Input).value = "0"
        form.submit()
        await until(pilot, lambda: "Cannot start" in str(form.query_one("#error").render()))
        assert isinstance(app.screen, HostScreen)


async def test_a_lost_connection_says_how_to_come_back() -> None:
    host = await start()
    table = host.add(Table.new("kierki", SEATS, seed=5, autosave=False))
    app = CardtuiApp(settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"),
                     bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: ready(app))
        await host.stop()
        await until(pilot, lambda: "cardtui join" in message_text(app))
        token = remote(app).remote.client.token
        assert token and token in message_text(app)


def test_a_step_from_the_host_is_cleaned_and_keeps_the_public_cards() -> None:
    from cardtui.engine import Card, Event
    from cardtui.net.wire import encode
    from cardtui.ui.remote_session import step_of

    play = Event("play", 2, (Card.parse("QS"),))
    step = step_of({"seat": 2, "action": {"kind": "play", "value": ""},
                    "events": [encode(play), encode(Event("say\x1b[2J", 2, (), "x\x07y"))]})
    assert step.action is not None and step.action.cards == (Card.parse("QS"),)
    assert [(e.kind, e.value) for e in step.events[1:]] == [("say[2J", "xy")]
    broken = step_of({"seat": 0, "action": {"kind": "play", "value": "", "text": "play ZZ"},
                      "events": []})
    assert broken.action is not None and broken.action.kind == "play"
