"""Pilot tests of the bot levels in the setup, hints at the table, and strong seats."""

from __future__ import annotations

from cardtui.bots import LEVELS
from cardtui.ui.screens.setup import SetupScreen
from cardtui.ui.widgets.message_line import MessageLine
from tests.ui.helpers import make_app, settle, table, wait_for_turn, wait_until


def _message(app) -> str:  # type: ignore[no-untyped-def]
    return str(table(app).query_one(MessageLine).render())


async def test_setup_offers_every_level_per_seat() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        select = setup.query_one("#seat-1")
        values = [value for _, value in select._options]  # type: ignore[attr-defined]
        assert values == ["human", *LEVELS]
        select.value = "strong"  # type: ignore[attr-defined]
        setup.query_one("#seat-2").value = "beginner"  # type: ignore[attr-defined]
        setup.query_one("#hints").value = True  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = table(app)
        assert [s.kind for s in screen.session.seats[1:3]] == ["strong", "beginner"]
        assert screen.session.hints_in_hot_seat
        screen.thinker.shutdown()


async def test_hint_line_appears_after_i() -> None:
    app = make_app(["human:Anna", "simple", "simple", "simple"])
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await pilot.press("i")
        await wait_until(pilot, lambda: "hint:" in _message(app), what="the hint line")
        text = _message(app)
        assert "Strong bot's hint:" in text, text  # the hint says whose advice it is
        assert screen.model.active


async def test_hints_are_off_in_hot_seat_unless_chosen() -> None:
    app = make_app(["human:Anna", "simple", "human:Boris", "simple"])
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        assert not table(app).session.hints_enabled
        table(app).session.hints_in_hot_seat = True
        assert table(app).session.hints_enabled


async def test_strong_bots_think_in_the_worker_and_undo_works_meanwhile() -> None:
    from cardtui.storage.settings import Settings
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.session import StartRequest

    start = StartRequest("kozel_classic", ["human:Anna", "strong", "strong", "strong"], 4711, {})
    app = CardtuiApp(settings=Settings(bot_budget=0.3), start=start, bot_delay=0.0)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await wait_for_turn(pilot, app)
        before = screen.session.decisions
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.decisions > before
        await pilot.press("u")  # most likely while a bot thinks
        await settle(pilot)
        assert screen.session.decisions == before
        await pilot.press("enter")
        # the bots answer from the worker process
        await wait_until(pilot, lambda: screen.session.decisions > before + 1, what="the bots")
        assert screen.session.decisions > before + 1
        await pilot.press("q")
        await settle(pilot)
