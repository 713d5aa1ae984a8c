"""Nothing that matters is cut with "…": a scripted deal of every game at 80x24 and 60x20,
in English and Russian, scanning the trick and hand headers, the message line, the
footer, the side panel's title and the seat badges at every step, and every dialog on
the way (the deal-over dialog whole); then the menu with the match saved (its entry keeps
its date); then the setup, settings, rules and replay viewer screens whole."""

from __future__ import annotations

import time

import pytest
from textual.geometry import Region
from textual.widget import Widget

from cardtui.engine.registry import game_ids, get_game
from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import StartRequest
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.message_line import MessageLine
from cardtui.ui.widgets.seat_badge import SeatBadge
from cardtui.ui.widgets.side_panel import SidePanel
from cardtui.ui.widgets.trick import TrickArea
from tests.ui.helpers import SEED, wait_for_turn, wait_until
from tests.ui.screen_text import screen_text
from tests.ui.test_games import mark_a_set

SIZES = [(80, 24), (60, 20)]
CUT = "…"


def _rows(text: list[str], region: Region, top_only: bool = False) -> list[str]:
    """The screen's characters inside ``region`` (its first row only: a border title)."""
    bottom = region.y + 1 if top_only else region.bottom
    return [row[region.x : region.right] for row in text[region.y : bottom]]


def _cuts(app: CardtuiApp) -> list[str]:
    """Rows of the places that matter that hold a "…"."""
    screen = app.screen
    text = screen_text(app).split("\n")
    places: list[tuple[str, Widget, bool]] = []
    if isinstance(screen, TableScreen):
        places += [
            ("trick header", screen.query_one(TrickArea), True),
            ("hand header", screen.query_one(HandWidget), True),
            ("message line", screen.query_one(MessageLine), False),
            ("footer", screen.query_one(KeyBar), False),
            ("side panel title", screen.query_one(SidePanel), True),
        ]
        places += [("seat badge", badge, False) for badge in screen.query(SeatBadge)]
    elif isinstance(screen, MenuScreen):
        places += [("menu", screen.query_one("#menu"), False)]
        places += [("footer", screen.query_one("Footer"), False)]
    else:  # a dialog over the table (the deal-over dialog, the scoreboard), a screen: whole
        return [f"{type(screen).__name__}: {row.strip()}" for row in text if CUT in row]
    return [
        f"{name}: {row.strip()}"
        for name, widget, top in places
        for row in _rows(text, widget.region, top)
        if CUT in row
    ]


def _app(game: str, lang: str) -> CardtuiApp:
    set_language(lang)
    seats = ["human:Anna"] + ["simple"] * (get_game(game).default_seats - 1)
    start = StartRequest(game, seats, SEED, {})
    return CardtuiApp(settings=Settings(language=lang), start=start, bot_delay=0.0)


def _scored(app: CardtuiApp) -> bool:
    """The first deal is over (on the table, or under its dialogs), or 60 decisions made
    (War and Drunkard deal once for the whole match)."""
    tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
    if not tables:
        return False
    session = tables[0].session
    return bool(session.match.deal_summaries) or session.decisions > 60


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", game_ids())
async def test_no_header_message_or_footer_is_cut(
    game: str, size: tuple[int, int], lang: str
) -> None:
    app = _app(game, lang)
    found: dict[str, None] = {}
    async with app.run_test(size=size) as pilot:

        def scored() -> bool:
            found.update(dict.fromkeys(_cuts(app)))
            return _scored(app)

        async def act() -> None:  # as tests/ui/test_games.py plays every game by keys
            screen = app.screen
            if isinstance(screen, TableScreen):
                if screen.model.active:
                    await mark_a_set(pilot, screen)
                    await pilot.press("enter")
                    if screen.model.narrowed is not None or (
                        screen.model.multi and screen.session.current_seat == screen.viewer
                    ):
                        await pilot.press("1")
            else:
                await pilot.press("enter")

        await wait_until(pilot, scored, step=act, what="the first deal's end")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_menu_and_its_saved_match_are_not_cut(size: tuple[int, int], lang: str) -> None:
    app = _app("doppelkopf", lang)
    async with app.run_test(size=size) as pilot:
        await wait_for_turn(pilot, app)
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        await wait_until(pilot, lambda: bool(menu.saves), what="the saved match listed")
        await pilot.pause()
        text = screen_text(app)
        assert not _cuts(app), "\n".join(_cuts(app))
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(menu.saves[0].saved))
        assert date in text  # the entry starts with its date


def _whole_screen_cuts(app: CardtuiApp) -> list[str]:
    """Rows of the whole screen that hold a "…"."""
    name = type(app.screen).__name__
    return [f"{name}: {row.strip()}" for row in screen_text(app).split("\n") if CUT in row]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_setup_settings_and_rules_are_not_cut(size: tuple[int, int], lang: str) -> None:
    from cardtui.ui.screens.settings import SettingsScreen

    app = _app("kozel_multilead", lang)
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        await wait_for_turn(pilot, app)
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: not isinstance(app.screen, TableScreen), what="rules")
        await pilot.pause()
        found += _whole_screen_cuts(app)
        await pilot.press("escape")
        await wait_for_turn(pilot, app)
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen), what="settings")
        await pilot.pause()
        found += _whole_screen_cuts(app)
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("n")
        await wait_until(pilot, lambda: not isinstance(app.screen, MenuScreen), what="setup")
        await pilot.pause()
        found += _whole_screen_cuts(app)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_replay_viewer_is_not_cut(size: tuple[int, int], lang: str) -> None:
    from cardtui.ui.screens.replay import ReplayScreen
    from tests.ui.test_replay_viewer import bot_record

    set_language(lang)
    app = CardtuiApp(settings=Settings(language=lang), bot_delay=0.0, replay=bot_record(steps=60))
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen), what="the viewer")
        for key in ("right", "down", "down", "a", "down", "pagedown"):
            await pilot.press(key)
            await pilot.pause()
            found += _whole_screen_cuts(app)
    assert not found, "\n".join(dict.fromkeys(found))
