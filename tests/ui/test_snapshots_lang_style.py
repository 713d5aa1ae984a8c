"""SVG snapshots: the settings dialog after ``--lang``, an ASCII table in Russian, and the
scoreboard with the running standing (en and ru). Update after an intended change:
``.venv/bin/pytest -n0 tests/ui/test_snapshots_lang_style.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest
from tests.ui.helpers import SEED, SOLO, play_on, settle, wait_for_turn, wait_until

SIZE = (80, 24)


def _app(lang: str, settings: Settings, seats: list[str] | None = None) -> CardtuiApp:
    """The app as ``cardtui --lang LANG`` opens it over the saved ``settings``."""
    set_language(lang)
    start = None if seats is None else StartRequest("kozel_classic", seats, SEED, {})
    return CardtuiApp(settings=settings, start=start, bot_delay=0.0)


@pytest.mark.parametrize(("lang", "saved"), [("ru", ""), ("en", "ru")])
def test_settings_after_lang_flag(snap_compare: Any, lang: str, saved: str) -> None:
    assert snap_compare(_app(lang, Settings(language=saved)), press=["o"], terminal_size=SIZE)


async def _turn(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)
    await settle(pilot)


def test_ascii_table_ru(snap_compare: Any) -> None:
    app = _app("ru", Settings(language="ru", card_style="ascii"), SOLO)
    assert snap_compare(app, run_before=_turn, terminal_size=SIZE)


async def _scoreboard_after_three_deals(pilot: Pilot[Any]) -> None:
    app = pilot.app

    def three_deals() -> bool:
        screen = app.screen
        return (
            isinstance(screen, TableScreen)
            and screen.model.active
            and len(screen.session.match.deal_summaries) >= 3
        )

    async def step() -> None:
        if isinstance(app.screen, TableScreen):
            await play_on(pilot, app)()
        else:
            await pilot.press("enter")

    await wait_until(pilot, three_deals, step=step, timeout=180, what="three deals")
    await pilot.press("s")
    await settle(pilot)
    await pilot.press("end")
    await settle(pilot)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_scoreboard_with_running_standing(snap_compare: Any, lang: str) -> None:
    app = _app(lang, Settings(language=lang), SOLO)
    assert snap_compare(app, run_before=_scoreboard_after_three_deals, terminal_size=SIZE)
