"""The menu's saved matches: several kept, continued, deleted after asking; damaged and
locked ones told in one plain line."""

from __future__ import annotations

import os
from pathlib import Path

from cardtui.bots import make_bot
from cardtui.storage import saves
from cardtui.ui.screens.confirm import ConfirmScreen
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import SeatSpec, Session
from tests.saves_corpus import CONTENT, new_folder, valid_record, write_save_folder
from tests.saves_procs import other_window
from tests.ui.helpers import make_app, settle, table, wait_for_turn


def saved_match(game: str, moves: int, name: str) -> Session:
    seats = [SeatSpec("human", name)] + [SeatSpec("simple")] * 3
    session = Session.new(game, seats, seed=len(name))
    person = make_bot("simple", game)
    for _ in range(moves):
        seat = session.current_seat
        assert seat is not None
        bot = person if seat == 0 else session.bot(seat)
        session.apply(bot.choose(session.view(seat), session.bot_rng()))
    session.close()
    return session


def first_option(menu: MenuScreen) -> str:
    from textual.widgets import OptionList

    return str(menu.query_one("#menu", OptionList).get_option_at_index(0).prompt)


def menu_of(app: object) -> MenuScreen:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, MenuScreen), type(screen).__name__
    return screen


async def test_two_saved_matches_are_both_resumable_and_q_returns_to_the_menu() -> None:
    first = saved_match("kozel_classic", 9, "Anna")
    second = saved_match("doppelkopf", 6, "Boris")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = menu_of(app)
        assert {s.game for s in menu.saves} == {"doppelkopf", "kozel_classic"}
        text = app.export_screenshot()
        assert "Anna" in text and "Boris" in text
        for index in range(2):
            menu = menu_of(app)
            info = menu.saves[index]
            expected = first if info.game == "kozel_classic" else second
            for _ in range(index):
                await pilot.press("down")
            await pilot.press("enter")
            screen = await wait_for_turn(pilot, app)
            assert screen.session.game.id == info.game
            assert screen.session.decisions >= expected.decisions
            await pilot.press("q")
            await settle(pilot)
            assert len(menu_of(app).saves) == 2
        await pilot.press("q")
        await settle(pilot)
    assert app.return_code == 0


async def test_a_new_game_keeps_the_saved_one() -> None:
    saved_match("kozel_classic", 5, "Anna")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await wait_for_turn(pilot, app)
        assert isinstance(table(app), TableScreen)
        await pilot.press("q")
        await settle(pilot)
        assert len(menu_of(app).saves) == 2


async def test_delete_asks_first() -> None:
    saved_match("kozel_classic", 5, "Anna")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert len(menu_of(app).saves) == 1
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        menu = menu_of(app)
        assert menu.saves == [] and "deleted" in menu.notice
        await pilot.press("d")  # on "New game": nothing to delete
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
    assert saves.list_saves() == []


async def test_damaged_saves_are_told_in_one_plain_line() -> None:
    fifo = new_folder("kozel_classic-20260101-120000-0000000a")
    write_save_folder(fifo, valid_record())
    (fifo / saves.STATE_NAME).unlink()
    os.mkfifo(fifo / saves.STATE_NAME)
    foreign = new_folder("kozel_classic-20260101-120001-0000000b")
    write_save_folder(foreign, CONTENT["unknown_game"]())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = menu_of(app)
        assert "could not be read" in menu.notice and "\n" not in menu.notice
        assert [s.folder for s in menu.saves] == [foreign]
        assert "no_such_game[/]" in app.export_screenshot()  # shown as text, not markup
        await pilot.press("enter")
        await settle(pilot)
        menu = menu_of(app)
        assert menu.saves == [] and "no_such_game[/]" in menu.notice
        assert "\n" not in menu.notice
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await wait_for_turn(pilot, app)
    kept = sorted(p.name for p in saves.saves_dir().iterdir() if ".damaged-" in p.name)
    assert len(kept) == 2
    assert any(Path(saves.saves_dir() / k / saves.STATE_NAME).is_fifo() for k in kept)


async def test_a_match_open_in_another_window_is_not_taken() -> None:
    with other_window() as other:
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert "open in another window" in first_option(menu_of(app))
            await pilot.press("enter")
            await settle(pilot)
            menu = menu_of(app)
            assert f"process {other.pid}" in menu.notice and "\n" not in menu.notice
            await pilot.press("d")
            await settle(pilot)
            await pilot.press("y")
            await settle(pilot)
            assert "open in another cardtui window" in menu_of(app).notice
        assert other.moves(2) > 0
    assert [s.folder for s in saves.list_saves()] == [other.folder]
