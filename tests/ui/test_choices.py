"""Choices that fit the hand: a cut depth typed or stepped, an only-pass prompt passed at once,
and playable cards told apart from the others by shape."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from cardtui.engine import PASS, Action, Match, get_game
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.handover import HandoverScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import HUMAN, SeatSpec, Session
from cardtui.ui.widgets.choice_bar import ChoiceBar
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.message_line import MessageLine
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn, wait_until
from tests.ui.screen_text import screen_text


def _reach(
    game_id: str,
    seed: int,
    stop: Callable[[Match], bool],
    prefer: str = "",
    options: dict[str, object] | None = None,
) -> Match:
    """Random play (preferring actions of kind ``prefer``) until seat 0 faces ``stop``."""
    match = get_game(game_id).new_match(seed=seed, options=options or {})
    rng = random.Random(seed)
    for _ in range(3000):
        if match.current_seat == 0 and stop(match):
            return match
        legal = list(match.legal_actions())
        wanted = [a for a in legal if f"{a.kind}:{a.value}" == prefer]
        match.apply(wanted[0] if wanted else rng.choice(legal))
    raise AssertionError("never reached")


def _cut(match: Match) -> bool:
    return any(a.kind == "cut" for a in match.legal_actions())


def _only_pass(match: Match) -> bool:
    return list(match.legal_actions()) == [PASS]


def _seats(humans: tuple[int, ...], n: int = 4) -> list[SeatSpec]:
    return [SeatSpec(HUMAN, f"P{s + 1}") if s in humans else SeatSpec("simple") for s in range(n)]


async def _open(pilot: object, app: CardtuiApp, session: Session) -> None:
    await settle(pilot)  # type: ignore[arg-type]
    app.open_table(session)
    await settle(pilot)  # type: ignore[arg-type]


async def test_a_cut_depth_is_typed_or_stepped_not_listed() -> None:
    match = _reach("kozel_classic", 1, _cut, prefer="boast:mirror")
    depths = [a for a in match.legal_actions() if a.kind == "cut"]
    assert len(depths) > 9
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
        screen = await wait_for_turn(pilot, app)
        bar = screen.query_one(ChoiceBar)
        assert bar.state.number and bar.region.height <= 3
        assert "Cut (1-" in screen_text(app)
        await pilot.press("1", "7")
        await settle(pilot)
        assert screen.model.visible_choices()[screen.model.cursor] == Action.choice("cut", "17")
        assert " 17 " in screen_text(app)
        await pilot.press("right", "right", "left")
        await settle(pilot)
        assert screen.model.visible_choices()[screen.model.cursor].value == "18"
        await pilot.press("backspace")  # nothing typed any more: no change
        await pilot.press("enter")
        await settle(pilot)
        cuts = [a for seat, a in screen.session.match.record.decisions() if a.kind == "cut"]
        assert cuts[-1] == Action.choice("cut", "18")


async def test_a_cut_depth_at_60x20() -> None:
    match = _reach("kozel_classic", 1, _cut, prefer="boast:mirror")
    app = CardtuiApp(settings=Settings(card_style="ascii"), bot_delay=0.0)
    async with app.run_test(size=(60, 20)) as pilot:
        await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
        screen = await wait_for_turn(pilot, app)
        await pilot.press("9")
        await settle(pilot)
        text = screen_text(app)
        assert re.search(r"<\s+9\s+>", text) and text.isascii()
        assert screen.query_one(ChoiceBar).region.bottom <= screen.query_one(HandWidget).region.y


async def test_only_pass_is_passed_at_once_with_a_note() -> None:
    match = _reach("kozel_24", 3, _only_pass)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        before = match.record.decisions()
        await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
        await settle(pilot)
        decisions = match.record.decisions()
        assert decisions[len(before)] == (0, PASS)
        note = str(app.screen.query_one(MessageLine).render())
        assert "Only “pass” was possible: passed for you" in note


async def test_hot_seat_waits_for_the_pass_to_be_confirmed() -> None:
    match = _reach("kozel_24", 3, _only_pass)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        before = len(match.record.decisions())
        await _open(pilot, app, Session(match, _seats((0, 2)), autosave=False))
        await wait_until(pilot, lambda: isinstance(app.screen, HandoverScreen), what="handover")
        await pilot.press("enter")
        screen = await wait_for_turn(pilot, app)
        assert isinstance(screen, TableScreen)
        assert screen.model.choices == [PASS]
        assert len(match.record.decisions()) == before
        await pilot.press("1")
        await settle(pilot)
        assert match.record.decisions()[before] == (0, PASS)


async def test_playable_cards_differ_by_shape_without_colour() -> None:
    app = make_app(SOLO)
    app.settings = Settings(colour=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(60):
            screen = await wait_for_turn(pilot, app)
            model = screen.model
            if model.hand_actions and len(model.playable) < len(model.hand):
                break
            await pilot.press("enter")
        else:
            raise AssertionError("never held an unplayable card")
        hand = str(screen.query_one(HandWidget).render())
        assert "┄" in hand and "╭" in hand  # dashed frames beside solid ones
        assert "▲" in hand  # the chosen card is pointed at


async def test_playable_cards_differ_by_shape_in_ascii() -> None:
    app = make_app(SOLO)
    app.settings = Settings(card_style="ascii", colour=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(60):
            screen = await wait_for_turn(pilot, app)
            model = screen.model
            if model.hand_actions and len(model.playable) < len(model.hand):
                break
            await pilot.press("enter")
        hand = str(screen.query_one(HandWidget).render())
        assert ":" in hand and "|" in hand and "^" in hand and hand.isascii()


def _many_choices(match: Match) -> bool:
    return sum(1 for a in match.legal_actions() if not a.cards) >= 5


async def test_choices_that_do_not_fit_a_short_terminal_scroll_to_the_cursor() -> None:
    options = {"solos": True, "big_solo": True}
    match = _reach("doppelkopf", 1, _many_choices, options=options)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(60, 20)) as pilot:
        await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
        screen = await wait_for_turn(pilot, app)
        bar = screen.query_one(ChoiceBar)
        labels = bar.state.labels
        assert len(labels) >= 5
        rows = bar.region.height
        assert rows <= 6 and bar.region.bottom <= screen.query_one(HandWidget).region.y
        # The empty table gives the list its room: every value at once, none behind a scroll.
        first = " ".join(screen_text(app).split())
        assert all(" ".join(label.split()) in first for label in labels)
        for index in range(len(labels)):
            shown = " ".join(screen_text(app).split())
            assert " ".join(labels[index].split()) in shown, (index, labels[index])
            await pilot.press("down")
            await settle(pilot)


async def test_undo_takes_an_automatic_pass_back_with_the_decision_before_it() -> None:
    match = _reach("kozel_24", 3, _only_pass)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
        screen = await wait_for_turn(pilot, app)
        session = screen.session
        humans = [i for i, (seat, _) in enumerate(session.match.record.decisions()) if seat == 0]
        auto = humans[-1]
        assert session.match.record.decisions()[auto] == (0, PASS)
        await pilot.press("enter")  # a decision of the person's own
        await wait_for_turn(pilot, app)
        await pilot.press("u")
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        # Not back to the automatic pass (it would pass again at once): to before the
        # person's decision preceding it.
        assert len(humans) >= 2
        assert len(session.match.record.decisions()) <= humans[-2]
        assert screen.model.active and screen.model.choices != [PASS]
