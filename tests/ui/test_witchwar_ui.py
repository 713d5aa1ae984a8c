"""Witch, Drunkard and War at the table: the fan of backs, the private draw, the turning modes."""

from __future__ import annotations

from cardtui.engine import Action
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.handover import HandoverScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.widgets.choice_bar import ChoiceBar
from cardtui.ui.widgets.trick import TrickArea
from tests.ui.helpers import make_app, settle, table, wait_for_turn, wait_until


async def test_witch_offers_backs_and_shows_the_drawn_card_to_the_drawer() -> None:
    app = make_app(["human:Anna", "simple", "simple"], game="witch", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        bar = screen.query_one(ChoiceBar).state
        assert bar.labels and set(bar.labels) == {"▒▒"}
        assert bar.prompt
        before = screen.session.decisions
        await pilot.press("right", "enter")
        await settle(pilot)
        done = screen.session.match.record.decisions()[before]
        assert done[1] == Action("draw", (), "2")
        told = [
            e
            for d in range(len(screen.session.history))
            for s in screen.session.history.steps(d)
            for e in s.events
            if e.kind == "draw_own" and e.seat == 0
        ]
        assert told and told[0].to == frozenset({0}) and told[0].cards


async def test_witch_hot_seat_hides_the_draw_from_the_next_person() -> None:
    app = make_app(["human:Anna", "human:Boris", "simple"], game="witch", seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)

        async def handover() -> None:
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")

        def turn() -> bool:
            return isinstance(app.screen, TableScreen) and app.screen.model.active

        await wait_until(pilot, turn, step=handover, what="Anna's turn")
        await pilot.press("1")  # Anna draws from seat 2
        await settle(pilot)
        # the next person to act is asked through a handover if the person changes
        await wait_until(
            pilot, lambda: isinstance(app.screen, HandoverScreen) or turn(), what="the next turn"
        )
        if isinstance(app.screen, HandoverScreen):
            assert "♠" not in app.export_screenshot() and "♥" not in app.export_screenshot()
            await pilot.press("enter")
        screen = table(app)
        await settle(pilot)
        if screen.viewer == 1:
            plays = screen.query_one(TrickArea).state.plays
            anna = [p for p in plays if p.seat == 0]
            assert all(card is None for p in anna for card in p.cards)


async def test_war_turns_by_key_and_finishes_at_once() -> None:
    app = make_app(["human:Anna", "simple"], game="war", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        assert screen.no_decisions and not screen.flip_auto
        before = screen.session.decisions
        await pilot.press("enter")
        await pilot.press("space")
        await settle(pilot)
        assert screen.session.decisions == before + 2
        await pilot.press("f")
        await settle(pilot)
        assert isinstance(app.screen, DealOverScreen)
        assert screen.session.match.is_over


async def test_war_automatic_mode_turns_by_itself_and_pauses() -> None:
    app = make_app(["human:Anna", "simple"], game="war", seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        await pilot.press("plus", "plus", "plus", "plus")
        assert screen.flip_delay <= 0.2
        before = screen.session.decisions
        await pilot.press("a")
        assert screen.flip_auto
        await wait_until(
            pilot,
            lambda: screen.session.decisions >= before + 2,
            what="the cards to turn by themselves",
        )
        moved = screen.session.decisions
        await pilot.press("enter")  # pauses
        assert not screen.flip_auto
        assert screen._flip_timer is None  # no turn is waiting to come
        await settle(pilot)
        assert screen.session.decisions <= moved + 1


async def test_drunkard_hot_seat_needs_no_handover_and_each_person_turns() -> None:
    app = make_app(
        ["human:Anna", "human:Boris", "simple"],
        game="drunkard",
        seed=2,
        options={"per_player_flip": "true"},
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        seats = []
        for _ in range(6):
            assert not isinstance(app.screen, HandoverScreen)
            seats.append(screen.session.current_seat)
            await pilot.press("enter")
            await settle(pilot)
        assert {0, 1} <= set(seats)
        assert 2 not in seats  # the bot turns at once
