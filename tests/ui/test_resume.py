"""Quitting at any moment and starting again resumes at the last action.

Random keys at the table (seeded), then a quit as a person would do it (``q``
or ``ctrl+q``, again from wherever ``q`` led: the menu, a dialog); a new app
on the same data folder offers Continue, and the match it continues is the
match as it stood when the app ended: the same deal, the same number of
decisions, the same hand.
"""

from __future__ import annotations

import random

import pytest

from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import Session
from tests.ui.helpers import SOLO, make_app, settle, table, wait_for_turn

KEYS = (
    "enter",
    "enter",
    "enter",
    "space",
    "left",
    "right",
    "up",
    "down",
    "1",
    "2",
    "3",
    "t",
    "r",
    "escape",
    "s",
    "u",
    "question_mark",
    "pageup",
    "pagedown",
)
"""What a person presses at the table (play keys more often than the rest)."""
QUITS = ("q", "ctrl+q")


def state(session: Session) -> tuple[str, int, tuple[str, ...], bool]:
    """What must survive a restart: deal code, decisions, the person's hand, whether over."""
    seat = session.humans[0]
    hand = tuple(str(card) for card in session.match.view(seat).hand)
    return session.match.deal_code, session.decisions, hand, session.match.is_over


async def quit_from_anywhere(pilot: object, app: CardtuiApp, rng: random.Random) -> None:
    """``q`` or ``ctrl+q``; if the app still runs (``q`` went to the menu, or a dialog took
    it), quit again from where it is now."""
    for _ in range(6):
        if not app.is_running:
            return
        await pilot.press(rng.choice(QUITS))  # type: ignore[attr-defined]
        await settle(pilot)  # type: ignore[arg-type]
        if app.is_running and not isinstance(app.screen, MenuScreen | TableScreen):
            await pilot.press("escape")  # type: ignore[attr-defined]
            await settle(pilot)  # type: ignore[arg-type]
    if app.is_running:
        app.exit()


@pytest.mark.parametrize(
    "seed", [0, 1, *(pytest.param(s, marks=pytest.mark.heavy) for s in range(2, 8))]
)
async def test_quit_at_a_random_moment_and_continue(seed: int) -> None:
    rng = random.Random(seed)
    app = make_app(SOLO, seed=1000 + seed)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        session = table(app).session
        for _ in range(rng.randrange(0, 90)):
            await pilot.press(rng.choice(KEYS))
            if rng.random() < 0.3:
                await settle(pilot, rng.randrange(1, 4))
        session = table(app).session
        await quit_from_anywhere(pilot, app, rng)
    at_quit = state(session)
    human_turn = session.is_human(session.current_seat)
    assert not at_quit[3]
    resumed = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with resumed.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = resumed.screen
        assert isinstance(menu, MenuScreen)
        offered = getattr(menu, "resume", None)
        if isinstance(offered, Session):  # the match Continue would open, before bots move
            assert state(offered) == at_quit
        await pilot.press("c")
        screen = await wait_for_turn(pilot, resumed)
        if human_turn:  # nobody moved since the quit: the table is exactly the saved match
            assert state(screen.session) == at_quit
        else:  # a bot was to move: it moves again at once, from the same match
            assert screen.session.match.record.seed == session.match.record.seed
            assert screen.session.decisions >= at_quit[1]
