"""The deal-over dialog and the scoreboard show the itemised score of a deal.

Pilot tests for two games (Doppelkopf, classic Kozel), SVG snapshots of their
deal-over breakdowns, and ←/→ through earlier deals in the scoreboard.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from cardtui.i18n import t
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.dialogs import DealOverScreen, ScoreboardScreen
from cardtui.ui.screens.table import TableScreen
from tests.ui.helpers import SEED, make_app, settle, table, wait_until
from tests.ui.test_games_ui import _act_by_keys, render, screen_text

SEATS = ["human:Anna", "simple", "simple", "simple"]
WORDS = {
    "kozel_classic": ("Card points", "pair", "Red", "Black"),
    "doppelkopf": ("Card points", "Total", "halved", "Old women", "Opponents"),
}
"""Lines and side names every deal-over breakdown of the game shows."""


async def _to_deal_over(pilot: Pilot[Any]) -> None:
    """Play by keys until the deal-over dialog is up."""
    app = pilot.app

    async def act() -> None:
        current = app.screen
        if isinstance(current, TableScreen) and current.model.active:
            await _act_by_keys(pilot, current)

    await wait_until(
        pilot,
        lambda: isinstance(app.screen, DealOverScreen),
        step=act,
        timeout=120,
        what="the deal's end",
    )
    await settle(pilot)


def breakdown_text(app: CardtuiApp) -> str:
    """The scoreboard's breakdown panel as text (it may lie below the visible part)."""
    return render(app.screen.query_one("#breakdown", Static).content, width=90)


@pytest.mark.parametrize("game_id", sorted(WORDS))
async def test_deal_over_dialog_shows_the_breakdown(game_id: str) -> None:
    app: CardtuiApp = make_app(SEATS, game=game_id, seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _to_deal_over(pilot)
        shown = screen_text(app)
        assert t("ui.breakdown.title") in shown
        for word in WORDS[game_id]:
            assert word in shown, word
        summary = table(app).session.match.deal_summaries[-1]
        final = summary.lines[-1]
        assert final.amounts is not None
        await pilot.press("enter")
        await _to_deal_over(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoreboardScreen)
        assert "Deal 2 of 2" in breakdown_text(app)
        await pilot.press("left")
        await settle(pilot)
        board = screen_text(app)  # scrolled to the breakdown
        assert "Deal 1 is over" in board and WORDS[game_id][0] in board
        assert "Deal 1 of 2" in breakdown_text(app)
        await pilot.press("left")  # no deal before the first: stays
        await settle(pilot)
        assert "Deal 1 of 2" in breakdown_text(app)
        await pilot.press("right")
        await settle(pilot)
        assert "Deal 2 of 2" in breakdown_text(app)


def test_deal_over_doppelkopf(snap_compare: Any) -> None:
    app = make_app(SEATS, game="doppelkopf", seed=SEED)
    assert snap_compare(app, run_before=_to_deal_over, terminal_size=(80, 24))


def test_deal_over_kozel_classic(snap_compare: Any) -> None:
    app = make_app(SEATS, game="kozel_classic", seed=SEED)
    assert snap_compare(app, run_before=_to_deal_over, terminal_size=(80, 24))
