"""Pilot tests of the app around the table: hot-seat, rules help, save and resume, menus."""

from __future__ import annotations

from pathlib import Path

from cardtui.i18n import set_language
from cardtui.storage import saves
from cardtui.ui.screens.handover import HandoverScreen
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.rules import GamePickerScreen, RulesScreen
from cardtui.ui.screens.setup import SetupScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.widgets.hand import HandWidget
from tests.ui.helpers import HOT_SEAT, SOLO, make_app, settle, table, wait_for_turn, wait_until

SUITS = "♣♠♥♦"


async def _to_handover(pilot, app) -> HandoverScreen:  # type: ignore[no-untyped-def]
    async def act() -> None:
        if (isinstance(app.screen, TableScreen) and app.screen.model.active) or not isinstance(
            app.screen, TableScreen
        ):
            await pilot.press("enter")

    await wait_until(
        pilot, lambda: isinstance(app.screen, HandoverScreen), step=act, what="a handover"
    )
    return app.screen


async def test_hot_seat_handover_hides_the_hand() -> None:
    app = make_app(HOT_SEAT)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        first = await _to_handover(pilot, app)
        assert table(app).query_one(HandWidget).state.veiled
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        first_seat = screen.viewer
        assert not screen.query_one(HandWidget).state.veiled
        assert first.player == screen.session.name(first_seat)  # type: ignore[arg-type]
        # play on until the keyboard passes to the other person
        await pilot.press("enter")
        await settle(pilot)
        handover = await _to_handover(pilot, app)
        screen = table(app)
        assert screen.session.current_seat != first_seat
        assert handover.player == screen.session.name(screen.session.current_seat)  # type: ignore[arg-type]
        assert screen.query_one(HandWidget).state.veiled
        shown = app.export_screenshot()
        assert not any(suit in shown for suit in SUITS), "a card shows during the handover"
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        assert screen.viewer == screen.session.current_seat != first_seat
        hand = screen.query_one(HandWidget).state
        assert not hand.veiled
        assert list(hand.cards) == list(screen.session.view(screen.viewer).hand)


async def test_one_human_never_gets_a_handover() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(6):
            await wait_for_turn(pilot, app)
            await pilot.press("enter")
            assert not isinstance(app.screen, HandoverScreen)


async def test_rules_help_opens_and_returns_to_the_same_place() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        before = screen.session.decisions
        selected = screen.model.selected
        await pilot.press("right")
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.game_id == "kozel_classic"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        assert screen.session.decisions == before
        assert screen.model.selected == (selected + 1) % len(screen.model.hand)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("f1")
        await settle(pilot)
        assert app.screen is screen


async def test_rules_in_russian() -> None:
    set_language("ru")
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for_turn(pilot, app)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        assert "Правила" in app.export_screenshot()


async def test_rules_from_the_menu_pick_a_game() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, GamePickerScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_quit_and_resume_continue_the_same_deal() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        for _ in range(3):
            await pilot.press("enter")
            screen = await wait_for_turn(pilot, app)
        view = screen.session.view(screen.viewer)
        decisions = screen.session.decisions
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)  # q at the table goes back to the menu
        assert len(app.screen.saves) == 1
    assert len(saves.list_saves()) == 1
    again = make_app()
    async with again.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        menu = again.screen
        assert isinstance(menu, MenuScreen) and menu.resume is not None
        await pilot.press("c")
        screen = await wait_for_turn(pilot, again)
        assert screen.session.decisions == decisions
        resumed = screen.session.view(screen.viewer)
        assert resumed.deal_code == view.deal_code
        assert resumed.hand == view.hand
        assert resumed.trick == view.trick


async def test_damaged_save_is_reported_kept_and_a_new_game_starts() -> None:
    path = saves.saves_dir() / saves.LEGACY_NAME
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not a match record [/]", encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert menu.resume is None
        assert "could not be read" in menu.notice and "\n" not in menu.notice
        kept = list(Path(path.parent).glob("autosave.damaged-*.json"))
        assert len(kept) == 1
        assert kept[0].read_text(encoding="utf-8") == "{ this is not a match record [/]"
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = table(app)
        await wait_for_turn(pilot, app)
        assert [s.game for s in saves.list_saves()] == ["kozel_classic"]
        assert screen.session.match.record.game == "kozel_classic"
    assert kept[0].read_text(encoding="utf-8") == "{ this is not a match record [/]"


async def test_setup_changes_game_and_seats() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        select = setup.query_one("#game")
        select.value = "kozel_multilead"  # type: ignore[attr-defined]
        await settle(pilot, 5)
        assert setup.game.id == "kozel_multilead"
        assert setup.query("#nseats")
        setup.query_one("#seat-1").value = "random"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = table(app)
        assert screen.session.game.id == "kozel_multilead"
        assert screen.session.seats[1].kind == "random"
