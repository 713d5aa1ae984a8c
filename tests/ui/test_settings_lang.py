"""``--lang ru`` holds in the settings dialog, and saving never leaves a half-English menu."""

from __future__ import annotations

from cardtui.i18n import current_language, set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.menu import MenuScreen
from tests.ui.helpers import settle
from tests.ui.screen_text import screen_text
from tests.ui.test_settings import open_settings


def _russian_by_flag() -> CardtuiApp:
    """The app as ``cardtui --lang ru`` opens it while the saved language is "system" (English)."""
    set_language("ru")
    return CardtuiApp(settings=Settings(language=""), bot_delay=0.0)


async def test_the_settings_dialog_stays_russian_after_lang_ru() -> None:
    app = _russian_by_flag()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_settings(pilot, app)
        await settle(pilot)
        shown = screen_text(app)
        assert current_language() == "ru"
        assert "Настройки" in shown and "Settings" not in shown
        assert "Cancel" not in shown and "Отмена" in shown


async def test_saving_after_lang_ru_keeps_the_menu_russian() -> None:
    app = _russian_by_flag()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_settings(pilot, app)
        await pilot.press("ctrl+s")
        await settle(pilot, 5)
        assert isinstance(app.screen, MenuScreen)
        assert current_language() == "ru"
        shown = screen_text(app)
        assert "Новая игра" in shown and "New game" not in shown
        assert "Quit" not in shown


async def test_choosing_english_after_lang_ru_redraws_the_menu_in_english() -> None:
    app = _russian_by_flag()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_settings(pilot, app)
        screen.query_one("#language").value = "en"  # type: ignore[attr-defined]
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot, 5)
        assert current_language() == "en"
        shown = screen_text(app)
        assert "New game" in shown and "Новая игра" not in shown
