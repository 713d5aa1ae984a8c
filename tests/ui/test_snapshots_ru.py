"""SVG snapshots of the main screens in Russian at 80x24 (Russian words are longer).

Fixed seeds, as the English ones in ``test_snapshots.py``. Update after an intended
change: ``.venv/bin/pytest -n0 tests/ui/test_snapshots_ru.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest
from tests.ui.helpers import (
    SEED,
    SOLO,
    play_first_deal,
    play_on,
    settle,
    wait_for_turn,
    wait_until,
)

SIZE = (80, 24)


def russian_app(seats: Sequence[str] | None = None) -> CardtuiApp:
    """The app in Russian (the language is set before the app builds its key bindings)."""
    set_language("ru")
    start = None if seats is None else StartRequest("kozel_classic", list(seats), SEED, {})
    return CardtuiApp(settings=Settings(language="ru"), start=start, bot_delay=0.0)


async def _mid_deal(pilot: Pilot[Any]) -> None:
    """The person to play after three tricks of the first deal."""
    app = pilot.app

    def three_tricks() -> bool:
        screen = app.screen
        return (
            isinstance(screen, TableScreen)
            and screen.model.active
            and len(screen.session.history.deal(-1, screen.viewer).tricks) >= 3
        )

    await wait_until(pilot, three_tricks, step=play_on(pilot, app), what="three tricks")
    await settle(pilot)


async def _deal_over(pilot: Pilot[Any]) -> None:
    app = pilot.app
    await wait_until(
        pilot,
        lambda: isinstance(app.screen, DealOverScreen),
        step=play_on(pilot, app),
        timeout=120,
        what="the deal-over dialog",
    )
    await settle(pilot)


async def _scoreboard(pilot: Pilot[Any]) -> None:
    await play_first_deal(pilot)
    await wait_for_turn(pilot, pilot.app)
    await pilot.press("s")
    await settle(pilot)


async def _rules(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)
    await pilot.press("question_mark")
    await settle(pilot)


def test_menu_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(), terminal_size=SIZE)


def test_setup_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(), press=["n"], terminal_size=SIZE)


def test_settings_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(), press=["o"], terminal_size=SIZE)


def test_table_mid_deal_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(SOLO), run_before=_mid_deal, terminal_size=SIZE)


def test_deal_over_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(SOLO), run_before=_deal_over, terminal_size=SIZE)


def test_scoreboard_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(SOLO), run_before=_scoreboard, terminal_size=SIZE)


def test_rules_page_ru(snap_compare: Any) -> None:
    assert snap_compare(russian_app(SOLO), run_before=_rules, terminal_size=SIZE)
