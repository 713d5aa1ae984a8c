"""Pilot tests of endings and history: the held trick, the review, the side log after
Continue and undo, the final scoreboard's verdict at 80x24 and its way back to the table."""

from __future__ import annotations

import html
import io
import random
import re

from rich.console import Console
from textual.pilot import Pilot

from cardtui.bots import make_bot
from cardtui.engine.history import MatchLog
from cardtui.i18n import t
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.games import hooks_for
from cardtui.ui.history_text import log_lines
from cardtui.ui.screens.dialogs import DealOverScreen, ScoreboardScreen
from cardtui.ui.screens.review import ReviewScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import SeatSpec, Session
from cardtui.ui.widgets.side_panel import SidePanel
from cardtui.ui.widgets.trick import TrickArea
from tests.ui.helpers import (
    HOT_SEAT,
    SOLO,
    make_app,
    settle,
    table,
    wait_for_turn,
    wait_for_turn_past_handovers,
    wait_until,
)


def shown_text(app: CardtuiApp) -> str:
    """The visible screen's text (the screenshot without its SVG markup)."""
    return html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")


async def _play_until(pilot: Pilot[None], app: CardtuiApp, done: object) -> TableScreen:
    """Press Enter at the person's turns, on held tricks and dialogs until ``done()``."""
    assert callable(done)

    def there() -> bool:
        return isinstance(app.screen, TableScreen) and bool(done())

    async def step() -> None:
        screen = app.screen
        if not isinstance(screen, TableScreen) or screen.model.active or screen._holding:
            await pilot.press("enter")

    await wait_until(pilot, there, step=step, timeout=120, what="the point asked for")
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def test_the_last_trick_stays_before_the_deal_over_dialog() -> None:
    app = make_app(SOLO, trick_pause="key")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        session = screen.session

        def last_held() -> bool:
            held = screen._held
            return screen._holding and held is not None and held.dialog

        await _play_until(pilot, app, last_held)
        await settle(pilot)
        assert screen._held is not None
        held = screen.session.history.deal(screen._held.deal, screen.history_viewer)
        assert held.last_trick is not None and held.last_trick.winner is not None
        assert isinstance(app.screen, TableScreen), "the dialog came before the trick was seen"
        area = screen.query_one(TrickArea)
        assert area.state.winner == held.last_trick.winner
        assert len(area.state.plays) == session.match.num_seats
        taker = session.name(held.last_trick.winner)
        assert taker in (area.border_title or "")
        assert held.last_trick.number == 8
        await pilot.press("space")  # any key goes on
        await settle(pilot)
        assert isinstance(app.screen, DealOverScreen)
        assert screen.query_one(TrickArea).state.winner == held.last_trick.winner  # still under it
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        assert screen._held is None
        await pilot.press("t")  # the last trick of the previous deal
        await settle(pilot)
        assert screen.query_one(TrickArea).state.winner == held.last_trick.winner
        title = screen.query_one(TrickArea).border_title or ""
        assert "(deal 1)" in title or "Deal 1" in title, title


async def test_a_trick_pause_ends_by_itself() -> None:
    app = make_app(SOLO, trick_pause="short")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)

        async def play() -> None:
            if screen.model.active:
                await pilot.press("enter")

        await wait_until(pilot, lambda: screen._holding, step=play, what="a held trick")
        await wait_until(pilot, lambda: not screen._holding, what="the pause to end by itself")


async def test_review_shows_the_deal_and_earlier_deals() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        session = screen.session
        await _play_until(
            pilot, app, lambda: session.match.deal_number == 2 and screen.model.active
        )
        await _play_until(pilot, app, lambda: bool(session.history.deal(-1, 0).tricks))
        await pilot.press("r")
        await settle(pilot)
        review = app.screen
        assert isinstance(review, ReviewScreen)
        shown = shown_text(app)
        assert "deal 2 of 2" in shown
        trick = session.history.deal(-1, 0).tricks[0]
        assert session.name(trick.winner or 0) in shown
        await pilot.press("left")
        await settle(pilot)
        assert review.index == 0
        assert "deal 1 of 2" in shown_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen


def _expected_log(screen: TableScreen) -> list[str]:
    """The side log as a fresh replay of the record tells it."""
    fresh = MatchLog.of(screen.session.match)
    deal = fresh.deal(-1, screen.history_viewer)
    return log_lines(deal, screen.session.names(), False, screen.gid)


async def test_side_log_is_rebuilt_after_continue() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        session = screen.session
        await _play_until(pilot, app, lambda: len(session.history.deal(-1, 0).tricks) >= 2)
        screen = await wait_for_turn(pilot, app)
        before = list(screen.query_one(SidePanel).state.log)
        text = session.match.record.dumps()
    assert len(before) >= 3 and before == _expected_log(screen)
    again = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with again.run_test(size=(100, 30)) as pilot:
        again.open_table(Session.from_text(text, autosave=False))
        screen = await wait_for_turn(pilot, again)
        assert list(screen.query_one(SidePanel).state.log) == before
        assert screen.session.history.deal(-1, 0) == session.history.deal(-1, 0)


async def test_undo_rewinds_the_side_log() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        session = screen.session
        await _play_until(pilot, app, lambda: bool(session.history.deal(-1, 0).tricks))
        screen = await wait_for_turn(pilot, app)
        before = list(screen.query_one(SidePanel).state.log)
        decisions = session.decisions
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        assert session.decisions > decisions
        await pilot.press("u")
        await settle(pilot)
        screen = await wait_for_turn(pilot, app)
        assert session.decisions == decisions
        assert list(screen.query_one(SidePanel).state.log) == before == _expected_log(screen)
        assert session.history.decisions == decisions


def _finished_session() -> Session:
    """A whole match of Kozel played by bots (the person's seat too)."""
    seats = [SeatSpec("human", "Anna"), *[SeatSpec("simple")] * 3]
    session = Session.new("kozel_classic", seats, seed=4711, autosave=False)
    rng = random.Random(1)
    player = make_bot("simple", "kozel_classic")
    while not session.match.is_over:
        seat = session.current_seat
        assert seat is not None
        bot = player if seat == 0 else session.bot(seat)
        session.apply(bot.choose(session.view(seat), rng))
    return session


async def test_final_scoreboard_opens_with_the_verdict_and_esc_goes_to_the_table() -> None:
    session = _finished_session()
    result = session.match.result()
    assert result is not None and result.winners
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_table(session)
        await settle(pilot, 6)
        assert isinstance(app.screen, ScoreboardScreen) and app.screen.final
        shown = shown_text(app)
        console = Console(record=True, width=70, file=io.StringIO())
        console.print(hooks_for("kozel_classic").result_lines(session.match, session.names()))
        verdict = [line.strip() for line in console.export_text().splitlines() if line.strip()]
        assert verdict and all(line in shown for line in verdict), "the verdict is cut at 80x24"
        if result.titles:
            assert t(f"title.{result.titles[0]}", game="kozel_classic") in shown
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.session.match.is_over
        await pilot.press("r")  # the history of the last deal is still there
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoreboardScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert table(app).session is session


async def test_review_shows_what_the_viewer_may_know() -> None:
    app = make_app(HOT_SEAT)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_turn_past_handovers(pilot, app)
        screen = table(app)
        assert screen.history_viewer == screen.viewer == screen.session.current_seat
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ReviewScreen) and app.screen.viewer == screen.viewer
    watch = make_app(["simple"] * 4)
    async with watch.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = table(watch)
        assert screen.history_viewer is None


async def test_the_side_log_scrolls_back_and_forth() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        session = screen.session
        await _play_until(pilot, app, lambda: len(session.history.deal(-1, 0).tricks) >= 2)
        screen = await wait_for_turn(pilot, app)
        panel = screen.query_one(SidePanel)
        assert len(panel.state.log) >= 3
        await pilot.press("pageup")
        assert panel.log_back > 0
        assert "(+" in str(panel.render())
        await pilot.press("pagedown")
        assert panel.log_back == 0
