"""The Hearts table as gnome-hearts players know it: an arrow towards the receiver while
passing, the received cards counted with their unit, a penalty row per player by name."""

from __future__ import annotations

import re

import pytest

from cardtui.engine.registry import get_game
from cardtui.i18n import set_language
from cardtui.ui.games import hooks_for
from cardtui.ui.games.hearts import pass_arrow, slot_of
from tests.ui.helpers import SOLO, make_app, table, wait_for_turn, wait_until
from tests.ui.screen_text import screen_text

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


def test_slots_follow_the_trick_area() -> None:
    assert [slot_of(0, s, 4) for s in (1, 2, 3)] == ["left", "top", "right"]
    assert [slot_of(2, s, 4) for s in (3, 0, 1)] == ["left", "top", "right"]
    assert [slot_of(0, s, 3) for s in (1, 2)] == ["left", "right"]


def test_arrow_in_ascii_and_only_while_passing() -> None:
    match = get_game("omnibus_hearts").new_match(4, seed=7)
    view = match.view(0)
    assert view.phase == "pass_cards"
    picture = pass_arrow(view, NAMES, True)
    assert picture is not None
    assert "<=== Boris" in picture.plain
    assert picture.plain.isascii()
    assert pass_arrow(match.view(None), NAMES, True) is None


def test_penalty_rows_by_name() -> None:
    match = get_game("omnibus_hearts").new_match(4, seed=7)
    lines = hooks_for("omnibus_hearts").score_lines(match.view(0), NAMES, False)
    assert ("Penalty", "deal · total") in lines
    assert [label for label, _ in lines[-4:]] == NAMES
    assert all(" : " not in value for _, value in lines)


async def test_passing_arrow_then_received_cards_with_units() -> None:
    app = make_app(SOLO, game="omnibus_hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        match = table(app).session.match
        assert match.view(0).phase == "pass_cards"
        text = screen_text(pilot.app)
        assert "Your cards go to" in text
        assert "◀━━━ Bot 2" in text and "(on your left)" in text
        assert "deal · total" in text
        assert "0 : 0 : 0 : 0" not in text
        for key in ("space", "right", "space", "right", "space", "enter"):
            await pilot.press(key)
        await wait_until(pilot, lambda: match.view(0).phase == "play", what="the first trick")
        await wait_until(
            pilot,
            lambda: "Got 3 cards from" in screen_text(pilot.app),
            what="the received cards' line",
        )
        text = screen_text(pilot.app)
        assert re.search(r"Got 3 cards from +Bot 4", text)  # passed left: from the right
        assert "Your cards go to" not in text
