"""Settings: language, card style, saved to disk; ASCII cards draw no box or suit glyphs."""

from __future__ import annotations

from textual.pilot import Pilot

from cardtui.i18n import current_language
from cardtui.storage.settings import Settings, load_settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.settings import SettingsScreen
from cardtui.ui.session import StartRequest
from tests.ui.helpers import SEED, SOLO, make_app, settle, wait_for_turn


async def open_settings(pilot: Pilot[object], app: CardtuiApp) -> SettingsScreen:
    """From the menu, key ``o``."""
    await settle(pilot)
    await pilot.press("o")
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, SettingsScreen)
    return screen


async def test_settings_change_the_language_and_are_saved() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_settings(pilot, app)
        screen.query_one("#language").value = "ru"  # type: ignore[attr-defined]
        screen.query_one("#card_style").value = "ascii"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot, 5)
        assert isinstance(app.screen, MenuScreen)
        assert current_language() == "ru"
        assert "Новая" in app.export_screenshot()
    saved = load_settings()
    assert saved.language == "ru"
    assert saved.card_style == "ascii"


async def test_ascii_cards() -> None:
    settings = Settings(card_style="ascii")
    app = CardtuiApp(
        settings=settings, start=StartRequest("kozel_classic", SOLO, SEED, {}), bot_delay=0.0
    )
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await wait_for_turn(pilot, app)
        shown = app.export_screenshot()
        hand_text = str(screen.query_one("HandWidget").render())
        assert not any(glyph in hand_text for glyph in "♣♠♥♦╭╮╰╯")
        assert "+---" in hand_text
        assert shown


async def test_strong_bots_thinking_time_is_a_setting() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_settings(pilot, app)
        assert screen.query_one("#bot_budget").value == "normal"  # type: ignore[attr-defined]
        screen.query_one("#bot_budget").value = "deep"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot, 5)
    assert load_settings().bot_budget == 1.0


def test_a_thinking_time_maps_to_the_nearest_choice() -> None:
    from cardtui.storage.settings import budget_choice

    assert budget_choice(0.3) == "quick"
    assert budget_choice(0.5) == "normal"
    assert budget_choice(4.0) == "deeper"
