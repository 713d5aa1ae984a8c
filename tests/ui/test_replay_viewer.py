"""The replay viewer: stepping, tricks, deals, open hands, live records, the menu, --tui."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import OptionList

from cardtui.bots import make_bot
from cardtui.cli.simulate import play_bot_match_step
from cardtui.engine import MatchRecord, get_game
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.replay import ReplayScreen
from cardtui.ui.screens.replays import DealPickerScreen, ReplaysScreen
from cardtui.ui.session import StartRequest
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.seat_badge import SeatBadge
from tests.ui.helpers import settle, wait_until


def bot_record(
    game_id: str = "kozel_classic",
    seats: tuple[str, ...] = ("human:Anna", "simple", "simple", "simple"),
    seed: int = 4711,
    steps: int | None = None,
) -> MatchRecord:
    """A match played by bots (the seat kinds as given), whole or ``steps`` decisions long."""
    game = get_game(game_id)
    match = game.new_match(len(seats), {}, seed, seats=list(seats))
    bots = [make_bot("simple", game_id) for _ in seats]
    rng = random.Random(seed)
    done = 0
    while not match.is_over and (steps is None or done < steps):
        play_bot_match_step(match, bots, rng)
        done += 1
    return MatchRecord.loads(match.record.dumps())


def replay_app(record: MatchRecord) -> CardtuiApp:
    return CardtuiApp(settings=Settings(), bot_delay=0.0, replay=record)


def viewer(app: CardtuiApp) -> ReplayScreen:
    screen = app.screen
    assert isinstance(screen, ReplayScreen), type(screen).__name__
    return screen


def known_hands(screen: ReplayScreen) -> list[Any]:
    return [badge.state.known for badge in screen.query(SeatBadge).results(SeatBadge)]


async def test_step_forward_back_and_by_trick() -> None:
    app = replay_app(bot_record())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = viewer(app)
        assert screen.frame == 0
        hand = len(app.screen.query_one(HandWidget).state.cards)
        await pilot.press("right")
        assert screen.frame == 1 and screen.current.position == 1
        await pilot.press("left")
        assert screen.frame == 0
        await pilot.press("down")
        frame = screen.current
        assert frame.trick
        tricks = screen.session.history.deal(frame.deal, None).tricks
        assert len(tricks) == 1
        assert len(screen.query_one(HandWidget).state.cards) == hand - 1
        await pilot.press("down")
        assert len(screen.session.history.deal(screen.current.deal, None).tricks) == 2
        await pilot.press("up")
        assert len(screen.session.history.deal(screen.current.deal, None).tricks) == 1
        await pilot.press("end")
        assert screen.frame == len(screen.replay.frames) - 1
        await pilot.press("home")
        assert screen.frame == 0


async def test_jump_to_a_deal_and_by_page_keys() -> None:
    app = replay_app(bot_record())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = viewer(app)
        assert screen.replay.deals >= 3
        await pilot.press("g")
        await settle(pilot)
        assert isinstance(app.screen, DealPickerScreen)
        await pilot.press("down", "down", "enter")
        await settle(pilot)
        assert viewer(app) is screen
        assert screen.current.deal == 2 and screen.frame == screen.replay.deal_start(2)
        assert screen.session.match.deal_number == 3
        await pilot.press("pagedown")
        assert screen.current.deal == 3
        await pilot.press("right", "pageup")
        assert screen.current.deal == 3 and screen.frame == screen.replay.deal_start(3)
        await pilot.press("pageup")
        assert screen.current.deal == 2


async def test_hands_open_once_the_deal_is_over() -> None:
    app = replay_app(bot_record())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = viewer(app)
        assert not screen.hands_open
        assert all(known is None for known in known_hands(screen))
        over = next(i for i, f in enumerate(screen.replay.frames) if f.over)
        while screen.frame < over:
            await pilot.press("right")
        assert screen.hands_open
        dealt = screen.replay.dealt(0)
        shown = known_hands(screen)
        assert all(known for known in shown)
        assert sorted(map(str, (c for hand in shown for c in hand or ()))) == sorted(
            str(c) for seat in range(1, 4) for c in dealt[seat] or ()
        )
        assert len(screen.query_one(HandWidget).state.cards) == len(dealt[0] or ())
        await pilot.press("right")  # the next deal: back to the followed seat's hand
        assert not screen.hands_open
        await pilot.press("a")  # the toggle opens every hand during the deal
        assert screen.hands_open and all(known is not None for known in known_hands(screen))
        await pilot.press("f")
        assert screen.follow == 1
        await pilot.press("r")  # the review of the deal so far
        await settle(pilot)
        from cardtui.ui.screens.review import ReviewScreen

        review = app.screen
        assert isinstance(review, ReviewScreen) and review.index == screen.current.deal
        await pilot.press("escape")
        await settle(pilot)
        assert viewer(app) is screen


async def test_an_unfinished_match_shows_only_what_its_person_saw() -> None:
    record = bot_record(steps=60)
    app = replay_app(record)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = viewer(app)
        assert not screen.replay.is_over
        await pilot.press("end")
        assert screen.restricted and not screen.replay.deal_complete(screen.current.deal)
        await pilot.press("a", "f")
        assert not screen.hands_open and screen.follow == 0
        assert all(known is None for known in known_hands(screen))
        await pilot.press("home")  # a deal already played out may be opened
        assert not screen.restricted
        await pilot.press("a")
        assert screen.hands_open


async def test_a_finished_match_is_kept_and_offered_in_replays(cardtui_home: Path) -> None:
    from cardtui.storage import finished

    start = StartRequest("kozly", ["simple", "simple", "simple", "simple"], 7, {})
    app = CardtuiApp(settings=Settings(), bot_delay=0.0, start=start)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, finished.list_finished, timeout=120, what="the match to finish")
        kept = finished.list_finished()
        assert len(kept) == 1 and kept[0].path.parent == cardtui_home / "data" / "finished"
        record = finished.read_finished(kept[0].path)
        assert record.game == "kozly" and kept[0].game == "kozly"
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = app.screen.query_one("#menu", OptionList)
        menu.highlighted = menu.get_option_index("replays")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)
        await pilot.press("enter")
        await settle(pilot)
        screen = viewer(app)
        assert screen.replay.is_over
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)


def test_replay_tui_opens_the_viewer_through_the_launch_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from cardtui.cli.main import main

    path = tmp_path / "match.json"
    path.write_text(bot_record().dumps(), encoding="utf-8")
    started: list[CardtuiApp] = []
    monkeypatch.setattr(CardtuiApp, "run", lambda self, *a, **k: started.append(self))
    result = CliRunner().invoke(main, ["replay", str(path), "--tui"])
    assert result.exit_code == 0, result.output
    assert len(started) == 1 and started[0].replay is not None
    app = started[0]

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert viewer(app).replay.record.seed == 4711
            await pilot.press("q")
            await settle(pilot)
        assert app.return_code == 0

    import asyncio

    asyncio.run(run())
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "kozel_classic"


async def test_a_damaged_finished_match_is_reported_and_kept(cardtui_home: Path) -> None:
    from textual.widgets import Static

    folder = cardtui_home / "data" / "finished"
    folder.mkdir(parents=True)
    damaged = folder / "20261201-093000-kozel_classic-4711.json"
    damaged.write_text('{"format": "cardtui-record", [/]', encoding="utf-8")
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.action_replays()  # type: ignore[attr-defined]
        await settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)
        notice = str(app.screen.query_one("#replays-notice", Static).render())
        assert notice.startswith("Cannot replay this match")
    assert damaged.read_text(encoding="utf-8") == '{"format": "cardtui-record", [/]'
