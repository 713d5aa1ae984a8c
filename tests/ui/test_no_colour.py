"""``NO_COLOR`` and the colours-off setting send no colour code at all (not even greys).

What the driver would write is rendered from the screen's compositor with a truecolor
console (as Textual's own display does) and scanned for SGR colour parameters: 30-37,
38;…, 39 is allowed (default), 40-47, 48;…, 90-97, 100-107.
"""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console
from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.session import StartRequest
from tests.ui.helpers import SEED, SOLO, settle, wait_for_turn

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def colour_codes(sent: str) -> list[str]:
    """The SGR sequences of ``sent`` that set a foreground or background colour."""
    found = []
    for match in SGR.finditer(sent):
        params = [int(p) for p in match.group(1).split(";") if p]
        i = 0
        while i < len(params):
            p = params[i]
            if p in (38, 48):
                found.append(match.group(0))
                break
            if 30 <= p <= 37 or 40 <= p <= 47 or 90 <= p <= 97 or 100 <= p <= 107:
                found.append(match.group(0))
                break
            i += 1
    return found


def sent_to_terminal(app: CardtuiApp) -> str:
    """What the driver writes for a full redraw of the current screen."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), force_terminal=True,
        color_system="truecolor", legacy_windows=False, safe_box=False,
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return update.render_segments(console)


def test_the_scan_sees_colour_codes() -> None:
    assert colour_codes("\x1b[1;38;2;10;20;30mx\x1b[0m")
    assert colour_codes("\x1b[41mx")
    assert not colour_codes("\x1b[1;7mx\x1b[0m\x1b[39;49m")


async def _screens(pilot: Pilot[Any], app: CardtuiApp) -> list[str]:
    """The table at the player's turn, the settings dialog over the menu."""
    await wait_for_turn(pilot, app)
    await settle(pilot)
    shown = [sent_to_terminal(app)]
    await pilot.press("q")
    await settle(pilot)
    shown.append(sent_to_terminal(app))
    await pilot.press("o")
    await settle(pilot)
    shown.append(sent_to_terminal(app))
    return shown


@pytest.mark.parametrize(
    ("no_color", "settings"),
    [(True, Settings()), (False, Settings(colour=False)),
     (True, Settings(four_colour=True, card_style="ascii"))],
    ids=["NO_COLOR", "colours-off", "NO_COLOR-four-colour-ascii"],
)
async def test_no_colour_codes_are_sent(
    monkeypatch: pytest.MonkeyPatch, no_color: bool, settings: Settings
) -> None:
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        monkeypatch.delenv("NO_COLOR", raising=False)
    set_language("en")
    app = CardtuiApp(
        settings=settings, start=StartRequest("omnibus_hearts", SOLO, SEED, {}), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        for sent in await _screens(pilot, app):
            assert "\x1b[" in sent  # styles are still sent (bold, reverse)
            assert colour_codes(sent) == []


async def test_colours_on_do_send_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = CardtuiApp(
        settings=Settings(), start=StartRequest("omnibus_hearts", SOLO, SEED, {}), bot_delay=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        assert colour_codes(sent_to_terminal(app))
