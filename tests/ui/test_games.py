"""Every registered game plays at the table: a person pressing Enter against bots."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from cardtui.engine.actions import Action
from cardtui.engine.registry import all_games
from cardtui.ui.screens.table import TableScreen
from tests.ui.helpers import make_app, settle, table, wait_until


async def mark_a_set(pilot: Pilot[None], screen: TableScreen) -> None:
    """Where every hand action takes several cards (passing three), mark that many with space."""
    actions = screen.model.hand_actions
    if actions and all(len(a.cards) > 1 for a in actions) and not screen.model.marked:
        for _ in range(len(actions[0].cards)):
            await pilot.press("space")
            await pilot.press("right")


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
async def test_a_person_plays_every_game_by_keys(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    seats = ["human"] + ["simple"] * (game.default_seats - 1)
    app = make_app(seats, game=game_id, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        session = table(app).session

        async def act() -> None:
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

        await wait_until(
            pilot,
            lambda: session.match.is_over or session.decisions > 40,
            step=act,
            what=f"{game_id} to move on",
        )
        assert session.decisions > 4, f"{game_id}: the game did not move"


async def test_marking_cards_plays_a_several_card_lead() -> None:
    app = make_app(["human:Anna", "simple", "simple", "simple"], game="kozel_multilead", seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        session = table(app).session

        def pairs_now() -> list[Action]:
            screen = app.screen
            if isinstance(screen, TableScreen) and screen.model.active:
                return [a for a in screen.model.hand_actions if len(a.cards) == 2]
            return []

        async def act() -> None:
            screen = app.screen
            if isinstance(screen, TableScreen) and screen.model.active:
                await pilot.press("enter")
                if screen.model.narrowed is not None:
                    await pilot.press("1")
            elif not isinstance(screen, TableScreen):
                await pilot.press("enter")

        await wait_until(
            pilot,
            lambda: pairs_now() or session.match.is_over or session.decisions > 200,
            step=act,
            what="a two-card play",
        )
        pairs = pairs_now()
        if not pairs:
            pytest.skip("no two-card play came up")
        screen = app.screen
        assert isinstance(screen, TableScreen)
        model = screen.model
        assert model.multi
        target = pairs[0]
        wanted = [model.hand.index(c) for c in target.cards]
        for index in wanted:
            while model.selected != index:
                await pilot.press("right")
            await pilot.press("space")
        assert model.marked == set(wanted)
        before = screen.session.decisions
        await pilot.press("enter")
        if model.narrowed is not None:  # the same cards may also be given up: take the first kind
            kinds = [a.kind for a in model.narrowed]
            await pilot.press(str(kinds.index(target.kind) + 1))
        await settle(pilot)
        done = screen.session.match.record.decisions()[before]
        assert done[1] == target


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.has_decisions])
async def test_hot_seat_hides_hands_in_every_game(game_id: str) -> None:
    """Two people at one keyboard: every change of person goes through a handover screen
    that shows no card, and each person then sees exactly their own hand."""
    from cardtui.ui.screens.handover import HandoverScreen
    from cardtui.ui.widgets.hand import HandWidget

    game = next(g for g in all_games() if g.id == game_id)
    seats = ["human:Anna", "human:Boris"] + ["simple"] * (game.default_seats - 2)
    app = make_app(seats, game=game_id, seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        session = table(app).session
        handovers: list[str] = []
        last_viewer = None
        handovers_then = 0

        async def act() -> None:
            nonlocal last_viewer, handovers_then
            screen = app.screen
            if isinstance(screen, HandoverScreen):
                shown = app.export_screenshot()
                assert not any(s in shown for s in "♣♠♥♦"), "a card shows during the handover"
                assert table(app).query_one(HandWidget).state.veiled
                handovers.append(screen.player)
                await pilot.press("enter")
            elif isinstance(screen, TableScreen):
                if screen.model.active:
                    seat = screen.session.current_seat
                    assert screen.viewer == seat
                    hand = screen.query_one(HandWidget).state
                    assert not hand.veiled
                    assert sorted(c.code for c in hand.cards) == sorted(
                        c.code for c in screen.session.view(seat).hand
                    )
                    if last_viewer is not None and seat != last_viewer:
                        assert len(handovers) > handovers_then, "a new person without a handover"
                    last_viewer, handovers_then = seat, len(handovers)
                    await mark_a_set(pilot, screen)
                    await pilot.press("enter")
                    if screen.model.narrowed is not None or screen.model.multi:
                        await pilot.press("1")
            else:
                await pilot.press("enter")

        await wait_until(
            pilot,
            lambda: session.match.is_over or len(handovers) >= 3,
            step=act,
            what="three handovers",
        )
        assert len(handovers) >= 2, f"{game_id}: the keyboard never passed between the two"
        assert set(handovers) == {"Anna", "Boris"}
