"""The app under random input: random keys, clicks and resizes across every screen and game.

Seeded and bounded (about ten thousand presses over all games together). Any exception
inside the app fails the test (``run_test`` re-raises it). ``q`` and ``ctrl+q`` are left
out of the random keys; quitting is tested on its own, at a random moment, followed by a
restart that must resume at the last action.
"""

from __future__ import annotations

import random
import unicodedata

import pytest
from textual import events
from textual.pilot import Pilot

from cardtui.engine.registry import all_games
from tests.ui.helpers import make_app

pytestmark = pytest.mark.heavy  # about 10 s a game: the second stage of .ci/run

GAMES = [g for g in all_games()]
PRESSES = 10_000 // len(GAMES)
KEYS = (
    "left",
    "right",
    "up",
    "down",
    "enter",
    "space",
    "escape",
    "tab",
    "shift+tab",
    "1",
    "2",
    "3",
    "4",
    "9",
    "0",
    "t",
    "s",
    "u",
    "r",
    "i",
    "question_mark",
    "f1",
    "l",
    "h",
    "j",
    "k",
    "n",
    "c",
    "d",
    "x",
    "y",
    "pageup",
    "pagedown",
    "home",
    "end",
    "backspace",
    "delete",
    "minus",
    "plus",
)
SIZES = ((80, 24), (60, 20), (120, 40), (20, 10), (40, 15), (100, 30), (61, 21), (79, 23))


def _char(key: str) -> str | None:
    if len(key) == 1:
        return key
    try:
        return unicodedata.lookup(key.upper().replace("_", " "))
    except KeyError:
        return None


async def press(pilot: Pilot[None], key: str) -> None:
    """Send one key and wait until the screen has handled it (without Pilot's idle sleeps)."""
    pilot.app.post_message(events.Key(key, _char(key)))
    await pilot._wait_for_screen()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
async def test_random_keys_clicks_and_resizes_never_crash(game: object) -> None:
    game_id = game.id  # type: ignore[attr-defined]
    rng = random.Random(game_id)
    seats = ["human:Anna"] + ["simple"] * (game.default_seats - 1)  # type: ignore[attr-defined]
    app = make_app(seats, game=game_id)
    seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(PRESSES):
            seen.add(type(app.screen).__name__)
            roll = rng.random()
            if roll < 0.02:
                await pilot.resize_terminal(*rng.choice(SIZES))
            elif roll < 0.06:
                width, height = app.size
                await pilot.click(offset=(rng.randrange(width), rng.randrange(height)))
            else:
                await press(pilot, rng.choice(KEYS))
        await pilot.pause()
    assert {"TableScreen", "ScoreboardScreen"} <= seen, seen
