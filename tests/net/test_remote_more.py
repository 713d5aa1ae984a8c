"""The remote table as the local one: ``w`` (the why-line, from the host's reasons) and
``?`` (the rules at the phase in play), and War played at a remote table to its end by
the seat's own turns (by key, then automatically)."""

from __future__ import annotations

import pytest

from cardtui.i18n import set_language
from cardtui.net.table import Table
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.remote_session import JoinRequest
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.remote_table import RemoteTableScreen
from cardtui.ui.screens.rules import RulesScreen
from cardtui.ui.why_text import why_now
from tests.net.helpers import start, uri
from tests.net.test_remote_ui import message_text, ready, remote, until
from tests.ui.screen_text import screen_text

SEATS = ["remote", "simple", "simple", "simple"]


async def test_w_says_why_cards_are_refused_and_question_mark_opens_the_rules() -> None:
    set_language("en")
    host = await start()
    table = host.add(Table.new("kierki", SEATS, seed=5, autosave=False))
    app = CardtuiApp(
        settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: ready(app))
        screen = remote(app)
        s = screen.remote
        said = False
        for _ in range(200):  # play on until a card of the hand is refused
            await until(pilot, lambda: ready(app) or isinstance(app.screen, DealOverScreen))
            if isinstance(app.screen, DealOverScreen):
                await pilot.press("enter")
                continue
            model = screen.model
            refused = model.hand_actions and len(model.playable) < len(model.hand)
            await pilot.press("w")
            line = message_text(app)
            local = why_now(table.match, s.seat, app.look.ascii_only, "kierki")
            assert line == local, (line, local)  # the same line a local table says
            if refused:
                said = True
                break
            n = s.decisions
            await pilot.press("enter" if model.hand_actions else "1")
            await until(pilot, lambda n=n: s.decisions != n or not ready(app))
        assert said
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert app.screen.phase == table.match.plain_view(0).phase  # type: ignore[attr-defined]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen))
        await pilot.press("q")
    await host.stop()


@pytest.mark.parametrize("game_id", ["war", "drunkard"])
async def test_war_is_played_at_a_remote_table_to_its_end(game_id: str) -> None:
    set_language("en")
    host = await start()
    table = host.add(
        Table.new(game_id, ["remote", "simple"], {"max_rounds": "40"}, seed=4, autosave=False)
    )
    app = CardtuiApp(
        settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: ready(app))
        screen = remote(app)
        s = screen.remote
        assert not screen.check_action("flip_finish", ())
        for _ in range(3):  # by key: Enter turns the seat's cards
            n = s.decisions
            await pilot.press("enter")
            await until(pilot, lambda n=n: s.decisions > n and s.up_to_date)
        screen.flip_delay = 0.02
        await pilot.press("a")  # then automatically, to the end
        assert screen.flip_auto
        await until(pilot, lambda: isinstance(app.screen, DealOverScreen) or table.over)
        await until(pilot, lambda: table.over)
        assert table.match.record.decision_count > 20
        assert s.client.result is not None
    await host.stop()


@pytest.mark.parametrize("game_id", ["war", "drunkard"])
async def test_the_remote_war_table_names_only_the_keys_it_has(game_id: str) -> None:
    """The seat's own turn says Enter, Space and ``a``, never ``f`` (not offered here)."""
    set_language("en")
    host = await start()
    table = host.add(
        Table.new(game_id, ["remote", "simple"], {"max_rounds": "40"}, seed=4, autosave=False)
    )
    app = CardtuiApp(
        settings=Settings(), join=JoinRequest(uri(host), table.code, "Anna"), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: ready(app))
        screen = remote(app)
        await until(pilot, lambda: "automatic" in screen_text(app))
        assert "finish" not in screen_text(app)
        n = table.decisions
        await pilot.press("f")
        await pilot.pause()
        assert table.decisions == n and not screen.remote.client.refusals
    await host.stop()
