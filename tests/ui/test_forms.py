"""Setup and settings at 80x24: focus, Start in view, [x] boxes, seat counts, errors in words."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select

from cardtui.engine import OptionError, all_games, get_game
from cardtui.i18n import current_language, set_language
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.settings import SettingsScreen
from cardtui.ui.screens.setup import SetupScreen, error_text
from cardtui.ui.widgets.tick_box import TickBox
from tests.ui.helpers import make_app, settle
from tests.ui.screen_text import screen_text

GAMES = [g.id for g in all_games()]


async def _setup(pilot: object, app: object, game_id: str | None = None) -> SetupScreen:
    await settle(pilot)  # type: ignore[arg-type]
    await pilot.press("n")  # type: ignore[attr-defined]
    await settle(pilot)  # type: ignore[arg-type]
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, SetupScreen)
    if game_id is not None and screen.game.id != game_id:
        screen.query_one("#game", Select).value = game_id
        await settle(pilot, 5)  # type: ignore[arg-type]
    return screen


@pytest.mark.parametrize("game_id", GAMES)
async def test_setup_focus_and_start_at_80x24(game_id: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot, app, game_id)
        assert screen.game.id == game_id
        assert app.focused is screen.query_one("#game", Select)
        start = screen.query_one("#start", Button)
        assert start.region.height == 1 and start.region.bottom <= 23  # above the footer
        assert "Start" in screen_text(app).splitlines()[start.region.y]
        await pilot.press("tab")
        await settle(pilot)
        assert app.focused is not None and app.focused is not screen.query_one("#game")


async def test_setup_labels_wrap_instead_of_being_cut() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _setup(pilot, app, "kozel_classic")
        text = " ".join(screen_text(app).replace("│", " ").split())
        assert "…" not in screen_text(app)
        assert "pants, double pants or mirror" in text


async def test_checkboxes_say_on_and_off_by_shape() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot, app, "kozel_classic")
        boxes = list(screen.query(TickBox))
        assert boxes
        values = {box.value for box in boxes}
        assert values == {True, False}
        for box in boxes:
            assert str(box.render()).startswith("[x]" if box.value else "[ ]")
        box = boxes[0]
        box.focus()
        await pilot.press("space")
        await settle(pilot)
        assert str(box.render()).startswith("[x]" if box.value else "[ ]")


async def test_seat_counts_come_from_the_games_rule() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot, app, "kozel_pri_valtakh")
        seats = screen.query_one("#nseats", Select)
        offered = [value for _, value in seats._options]
        assert offered == [2, 4] == list(get_game("kozel_pri_valtakh").seat_counts)
        screen.query_one("#game", Select).value = "kozly"
        await settle(pilot, 5)
        seats = app.screen.query_one("#nseats", Select)
        assert [value for _, value in seats._options] == [2, 3, 4, 5, 6]


def test_a_game_refuses_the_seat_counts_its_rule_leaves_out() -> None:
    game = get_game("kozel_pri_valtakh")
    with pytest.raises(OptionError) as refused:
        game.new_match(3)
    assert refused.value.option == "seats"
    assert error_text(game, refused.value) == "Number of players for Kozel with Jacks: 2 or 4"


async def test_setup_errors_speak_the_players_words() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot, app, "kozel_multilead")
        screen.query_one("#nseats", Select).value = 5
        await settle(pilot, 5)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#opt-teams", TickBox).value = True
        await pilot.press("ctrl+s")
        await settle(pilot)
        error = str(screen.query_one("#error").render())
        assert "Teams need 4 or 6 players" in error
        assert "option" not in error and "'teams'" not in error
        assert isinstance(app.screen, SetupScreen)


def test_option_errors_name_the_house_rule() -> None:
    game = get_game("kozel_classic")
    with pytest.raises(OptionError) as bad:
        game.new_match(options={"blind_seats": "x"})
    text = error_text(game, bad.value)
    assert "blind_seats" not in text and "1,3" in text
    set_language("ru")
    assert "например 1,3" in error_text(game, bad.value)


async def test_settings_fit_80x24_and_change_language_at_once() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("o")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        assert app.focused is screen.query_one("#language", Select)
        frame = screen.query_one("#settings")
        assert frame.region.bottom <= 23  # the footer keeps its line
        assert screen.query_one("#save").region.bottom <= 23
        assert str(screen.query_one("#colour", TickBox).render()).startswith("[x]")
        screen.query_one("#player_name", Input).value = "Vera"
        screen.query_one("#language", Select).value = "ru"
        await settle(pilot)
        assert current_language() == "ru"
        text = screen_text(app)
        assert "Настройки" in text and "Сохранить" in text
        assert screen.query_one("#player_name", Input).value == "Vera"
        await pilot.press("escape")
        await settle(pilot)
        assert current_language() == "en"
        assert isinstance(app.screen, MenuScreen)
        assert "New game" in screen_text(app)


async def test_a_click_on_a_house_rule_ticks_its_box() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot, app, "kozel_classic")
        box = screen.query_one("#opt-boasting", TickBox)
        before = box.value
        label = box.parent.query_one("Label")  # type: ignore[union-attr]
        await pilot.click(label)
        await settle(pilot)
        assert box.value is not before and app.focused is box


def test_jack_orders_are_drawn_in_the_players_letters() -> None:
    from cardtui.ui.games.kozly import jack_order_text

    set_language("ru")
    try:
        assert jack_order_text("CSHD") == "В♣ > В♠ > В♥ > В♦"
    finally:
        set_language("en")
    assert jack_order_text("CSHD") == "J♣ > J♠ > J♥ > J♦"
    assert jack_order_text("CSHD", ascii_only=True).isascii()
