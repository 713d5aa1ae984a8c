"""Names, values and paths are shown as plain text, never read as markup.

A name such as ``[/]`` once crashed the table on every Continue, and
``[@click=app.quit]X`` became a live link; the same for the setup form's
error line and the damaged-save notice. Every place such text reaches is fed
markup here: it must not crash, the literal text must be on the screen, and
no link may appear.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.setup import SetupScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import SeatSpec, Session
from tests.ui.helpers import make_app, play_on, settle, table, wait_for_turn, wait_until

CLOSE = "[/]"
CLOSE_BOLD = "[/bold]"
LINK = "[@click=app.quit]X"
STYLE = "[red]R"
MARKUP_SEATS = [f"human:{CLOSE}", f"simple:{CLOSE_BOLD}", f"simple:{LINK}", f"simple:{STYLE}"]
NAMES = (CLOSE, CLOSE_BOLD, LINK, STYLE)


def screen_text(app: CardtuiApp) -> str:
    """Everything on the screen now, as one string of its rows."""
    svg = app.export_screenshot()
    rows = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    return html.unescape("".join(rows)).replace("\xa0", " ")


def links(app: CardtuiApp) -> list[str]:
    """Click actions and hyperlinks anywhere on the screen (a name read as markup would make one)."""
    found = []
    for strip in app.screen._compositor.render_strips():
        for segment in strip:
            meta = segment.style.meta if segment.style is not None else {}
            if "@click" in meta:
                found.append(str(meta["@click"]))
            if segment.style is not None and segment.style.link:
                found.append(segment.style.link)
    return found


async def turn(pilot: Pilot[Any], app: CardtuiApp) -> None:
    """Wait for the person's turn, closing deal-over dialogs on the way."""

    def turn_now() -> bool:
        screen = app.screen
        return isinstance(screen, TableScreen) and screen.model.active

    async def close_dialogs() -> None:
        if not isinstance(app.screen, TableScreen):
            assert not links(app)
            await pilot.press("enter")

    await wait_until(pilot, turn_now, step=close_dialogs, what="a person's turn")


async def visit_the_table(pilot: Pilot[Any], app: CardtuiApp, names: tuple[str, ...]) -> None:
    """Play into a few tricks and open every dialog that shows names; check each screen."""
    seen: set[str] = set()
    for _ in range(12):
        await turn(pilot, app)
        seen |= {n for n in names if n in screen_text(app)}
        await pilot.press("enter")
        await settle(pilot)
        assert app.is_running
    await turn(pilot, app)
    for key in ("t", "r", "s"):
        await pilot.press(key)
        await settle(pilot)
        seen |= {n for n in names if n in screen_text(app)}
        assert not links(app), key
        await pilot.press("escape")
        await settle(pilot)
        if key == "t":
            await pilot.press("t")
    assert isinstance(app.screen, TableScreen)
    assert not links(app)
    assert seen == set(names)


async def test_markup_seat_names_from_the_command_line() -> None:
    app = make_app(MARKUP_SEATS, trick_pause="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await visit_the_table(pilot, app, NAMES)
        # a deal's end: the deal-over dialog and the scoreboard name the seats too
        await wait_until(
            pilot,
            lambda: isinstance(app.screen, DealOverScreen),
            step=play_on(pilot, app),
            what="the deal-over dialog",
        )
        assert not links(app)
        await pilot.press("enter")
        await settle(pilot)
        assert app.is_running


async def test_a_save_with_markup_names_continues() -> None:
    seats = [SeatSpec.parse(s) for s in MARKUP_SEATS]
    Session.new("kozel_classic", seats, 4711).close()  # saved and let go, as after a quit
    app = CardtuiApp(settings=Settings(), bot_delay=0.0, trick_pause="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        table(app)
        await visit_the_table(pilot, app, NAMES)
        await pilot.press("q")  # save, leave (or go back to the menu)
        await settle(pilot)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0, trick_pause="off")
    async with app.run_test(size=(100, 30)) as pilot:  # Continue again: no crash either
        await settle(pilot)
        await pilot.press("c")
        await wait_for_turn(pilot, app)
        assert CLOSE_BOLD in screen_text(app)


async def test_markup_names_from_settings_and_the_setup_form() -> None:
    app = CardtuiApp(settings=Settings(player_name=CLOSE_BOLD), bot_delay=0.0, trick_pause="off")
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-1").value = LINK  # type: ignore[attr-defined]
        setup.query_one("#name-2").value = CLOSE  # type: ignore[attr-defined]
        # a value the engine refuses is echoed in the error line
        setup.query_one("#opt-blind_seats").value = f"{CLOSE}{LINK}"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        text = screen_text(app)
        assert CLOSE in text and LINK in text
        assert not links(app)
        setup.query_one("#opt-blind_seats").value = ""  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        await visit_the_table(pilot, app, (CLOSE_BOLD, LINK, CLOSE))


HYPERLINK = "[link=https://x.y]L"
BOLD = "[bold]B"
RECORD_NAMES = (BOLD, HYPERLINK, CLOSE, LINK)


async def test_markup_names_in_a_record_in_the_replay_viewer() -> None:
    from cardtui.ui.screens.replay import ReplayScreen
    from tests.hostile import record_with_hostile_names

    seats = [f"human:{BOLD}", f"simple:{HYPERLINK}", f"simple:{CLOSE}", f"simple:{LINK}"]
    app = CardtuiApp(settings=Settings(), bot_delay=0.0, replay=record_with_hostile_names(seats))
    async with app.run_test(size=(110, 34)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        seen: set[str] = set()
        for key in ("right", "right", "right", "right", "down", "a", "r", "escape", "s"):
            await pilot.press(key)
            await settle(pilot)
            assert app.is_running and not links(app), key
            seen |= {n for n in RECORD_NAMES if n in screen_text(app)}
        assert seen == set(RECORD_NAMES)


def test_markup_names_in_the_transcript_are_kept_as_they_are() -> None:
    from cardtui.cli.transcript import transcript
    from tests.hostile import record_with_hostile_names

    seats = [f"human:{BOLD}", f"simple:{HYPERLINK}", f"simple:{CLOSE}", f"simple:{LINK}"]
    text = transcript(record_with_hostile_names(seats))
    assert all(f"{name}:" in text for name in RECORD_NAMES)


async def test_a_damaged_save_in_a_markup_path_is_reported_plainly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "a[" / "]b[@click=app.quit]"
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_text("[/] [@click=app.quit]not a record", encoding="utf-8")
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(140, 30)) as pilot:
        await settle(pilot)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert "a[/]b" in menu.notice
        assert "a[/]b" in screen_text(app).replace("\n", "")
        assert not links(app)


async def test_a_failing_settings_save_in_a_markup_path_notifies_plainly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "c[" / "]d[@click=app.quit]"
    home.mkdir(parents=True)
    (home / "config").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("CARDTUI_HOME", str(home))
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(140, 30), notifications=True) as pilot:
        await settle(pilot)
        app.store_settings(Settings(player_name=LINK))

        def noticed() -> bool:
            return "c[/]d[@click=app.quit]" in re.sub(r"[\s▌▎▊]", "", screen_text(app))

        await wait_until(pilot, noticed, what="the notification")
        assert app.is_running
        assert not links(app)
