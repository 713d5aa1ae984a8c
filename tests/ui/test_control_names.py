"""No screen lets a name's terminal sequences through (issue 22).

Player names holding ESC, BEL, an OSC 0 title, an OSC 52 clipboard write, a CSI,
U+202E and U+200B (:mod:`tests.hostile`) come from every way in: the command
line, the settings file, the setup form, a save, a record in the replay viewer
and the statistics file. Every screen of a scripted match is scanned three
ways: the exported screenshot (SVG) text, the text of every segment drawn, and
the bytes Textual's driver would write for the frame (the frame's own colour
and cursor sequences aside). None may hold one of those characters.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from textual import events
from textual.pilot import Pilot
from textual.widgets import Input

from cardtui.storage import saves, stats
from cardtui.storage.settings import load_settings, settings_path
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.handover import HandoverScreen
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.replay import ReplayScreen
from cardtui.ui.screens.setup import SetupScreen
from cardtui.ui.screens.table import TableScreen
from tests.hostile import (
    NAMES,
    SEATS,
    VISIBLE,
    driver_leaks,
    leaks,
    record_with_hostile_names,
)
from tests.ui.helpers import make_app, settle, turns

SIZE = (110, 34)


def scan(app: CardtuiApp, where: str) -> str:
    """Check the screen as shown now; returns its text (for what must be seen)."""
    svg = app.export_screenshot()
    text = html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)))
    assert not leaks(html.unescape(svg)), (where, leaks(html.unescape(svg)))
    compositor = app.screen._compositor
    drawn = "".join(
        segment.text
        for strip in compositor.render_strips()
        for segment in strip
        if not segment.control
    )
    assert not leaks(drawn), (where, leaks(drawn))
    update = compositor.render_update(full=True, screen_stack=app._background_screens)
    assert update is not None
    written = update.render_segments(app.console)  # type: ignore[attr-defined]
    assert not driver_leaks(written), (where, driver_leaks(written))
    return text.replace("\xa0", " ")


async def press(pilot: Pilot[Any], app: CardtuiApp, key: str, where: str) -> str:
    await pilot.press(key)
    await settle(pilot)
    return scan(app, where)


async def play_a_whole_deal(pilot: Pilot[Any], app: CardtuiApp) -> set[str]:
    """Play (Enter) through the first deal, scanning each screen; the names seen."""
    seen: set[str] = set()
    async for _ in turns(pilot, what="the deal's end"):
        screen = app.screen
        if isinstance(screen, DealOverScreen):
            seen |= {v for v in VISIBLE if v in scan(app, "deal over")}
            for key, where in (("s", "scoreboard"),):
                seen |= {v for v in VISIBLE if v in await press(pilot, app, key, where)}
            return seen
        if isinstance(screen, HandoverScreen):
            seen |= {v for v in VISIBLE if v in scan(app, "handover")}
            await pilot.press("enter")
        elif isinstance(screen, TableScreen) and screen.model.active:
            seen |= {v for v in VISIBLE if v in scan(app, "table")}
            await pilot.press("enter")
    raise AssertionError("unreachable: turns() fails at its deadline")


async def visit_the_table_dialogs(pilot: Pilot[Any], app: CardtuiApp) -> None:
    """The last trick, the review and the scoreboard, each scanned, each closed."""
    for key in ("t", "r", "s"):
        await press(pilot, app, key, key)
        await press(pilot, app, "escape", f"after {key}")
        if key == "t":
            await press(pilot, app, "t", "t again")


async def to_a_turn(pilot: Pilot[Any], app: CardtuiApp) -> TableScreen:
    async for _ in turns(pilot, what="a person's turn"):
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.model.active:
            return screen
        if isinstance(screen, (HandoverScreen, DealOverScreen)):
            scan(app, type(screen).__name__)
            await pilot.press("enter")
    raise AssertionError("unreachable: turns() fails at its deadline")


async def test_names_from_the_command_line_through_a_whole_deal() -> None:
    app = make_app(SEATS, trick_pause="off")
    async with app.run_test(size=SIZE) as pilot:
        seen = await play_a_whole_deal(pilot, app)
        assert {"PWNED", "Cy", "Ed"} <= seen  # the names are shown, made harmless
        await pilot.press("escape")
        await to_a_turn(pilot, app)
        await visit_the_table_dialogs(pilot, app)
        await press(pilot, app, "q", "leaving the table")
        async for _ in turns(pilot, what="the menu"):  # a confirmation, then the menu
            if isinstance(app.screen, MenuScreen):
                break
            await pilot.press("enter")
        assert isinstance(app.screen, MenuScreen)
        await settle(pilot)
        assert "PWNED" in scan(app, "menu with the save")


async def test_a_hostile_save_in_the_saves_list_and_at_the_table() -> None:
    saves.MatchSave.create(record_with_hostile_names(steps=40)).close()
    app = CardtuiApp(settings=load_settings(), bot_delay=0.0, trick_pause="off")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert "PWNED" in scan(app, "saves list")
        await pilot.press("c")
        await to_a_turn(pilot, app)
        assert "PWNED" in scan(app, "resumed table") or "Cy" in scan(app, "resumed table")
        await visit_the_table_dialogs(pilot, app)
        await play_a_whole_deal(pilot, app)


async def test_a_hostile_record_in_the_replay_viewer() -> None:
    app = CardtuiApp(settings=load_settings(), bot_delay=0.0, replay=record_with_hostile_names())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        shown = scan(app, "replay viewer")
        assert any(v in shown for v in VISIBLE)
        for key in ("right", "right", "down", "down", "a", "pagedown", "end", "home"):
            await press(pilot, app, key, f"replay {key}")
        for key in ("r", "s", "g"):
            await press(pilot, app, key, f"replay {key}")
            await press(pilot, app, "escape", f"replay after {key}")


async def test_a_hostile_settings_file_the_setup_form_and_statistics() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"player_name": NAMES[0]}), encoding="utf-8")
    hostile = stats.finished_match(
        f"{NAMES[1]}game", 3, 1, ["human", f"lvl{NAMES[2]}"], list(NAMES[:2]), [0], [12, 3]
    )
    stats.record_match(hostile)
    settings = load_settings()
    assert not leaks(settings.player_name)
    app = CardtuiApp(settings=settings, bot_delay=0.0, trick_pause="off")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        scan(app, "menu")
        app.screen.action_stats()  # type: ignore[attr-defined]
        await settle(pilot)
        assert "aGk=" in scan(app, "statistics")
        await press(pilot, app, "escape", "statistics closed")
        await press(pilot, app, "o", "settings screen")
        await press(pilot, app, "escape", "settings closed")
        await press(pilot, app, "n", "setup")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        field = setup.query_one("#name-2", Input)
        field.focus()
        field.post_message(events.Paste(NAMES[2]))  # a hostile name pasted: refused
        await settle(pilot)
        assert not leaks(field.value)
        scan(app, "a name pasted in the setup form")
        field.value = NAMES[3]  # set all the same (as a save or a script might)
        await settle(pilot)
        await pilot.press("ctrl+s")
        await to_a_turn(pilot, app)
        shown = scan(app, "the table of the setup's names")
        assert "PWNED" in shown and "Ed" in shown
