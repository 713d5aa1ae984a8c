"""Fixed effort (``worlds``): the same decisions however busy the machine; the clock cap."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

import pytest

from cardtui.bots import bot_view, make_bot
from cardtui.bots.strong import WORLDS_CAP, StrongBot
from cardtui.engine import Match, get_game

REAL_CLOCK = time.perf_counter


def _positions(game_id: str, seed: int, count: int) -> list[Match]:
    game = get_game(game_id)
    match = game.new_match(seed=seed)
    rng = random.Random(seed)
    bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
    found: list[Match] = []
    while not match.is_over and len(found) < count:
        seat = match.current_seat
        assert seat is not None
        if len(match.legal_actions()) > 1 and rng.random() < 0.2:
            found.append(match.clone())
        match.apply(bots[seat].choose(match.view(seat), rng))
    return found


def _decisions(bot: StrongBot, matches: list[Match]) -> list[tuple[object, ...]]:
    found = []
    for match in matches:
        seat = match.current_seat
        assert seat is not None
        analysis = bot.analyse(bot_view(match, seat, bot), random.Random(5))
        found.append(
            (analysis.best, analysis.worlds, [(s.action, s.values) for s in analysis.stats])
        )
    return found


def _slow_clock(factor: float) -> Callable[[], float]:
    """A clock on which everything seems ``factor`` times slower (a busy machine)."""
    origin = REAL_CLOCK()
    return lambda: origin + factor * (REAL_CLOCK() - origin)


@pytest.mark.parametrize("game_id", ["kozel_classic", "omnibus_hearts", "klaberjass"])
def test_fixed_worlds_decide_the_same_on_a_slow_machine(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    matches = _positions(game_id, 3, 3)
    bot = StrongBot(worlds=8)
    assert bot.budget == WORLDS_CAP  # the clock is only a safety net
    fast = _decisions(bot, matches)
    monkeypatch.setattr(time, "perf_counter", _slow_clock(4.0))
    slow = _decisions(StrongBot(worlds=8), matches)
    assert slow == fast
    assert all(0 < worlds <= 8 for _, worlds, _ in fast)


def test_the_clock_mode_does_depend_on_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Why fixed effort exists: by the clock alone, a slower machine searches fewer worlds."""
    match = get_game("omnibus_hearts").new_match(seed=4)
    seat = match.current_seat
    assert seat is not None
    view = bot_view(match, seat, StrongBot())
    fast = StrongBot(0.2).analyse(view, random.Random(1))
    monkeypatch.setattr(time, "perf_counter", _slow_clock(50.0))
    slow = StrongBot(0.2).analyse(view, random.Random(1))
    assert slow.worlds < fast.worlds or fast.worlds == 0


def test_the_first_world_is_clock_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock that moves 10 ms at every look: the decision stops at its budget, in the
    first world already (the Omnibus pass of 31 candidates), with the simple bot's move."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: 0.01 * next(ticks))
    match = get_game("omnibus_hearts").new_match(seed=4)
    seat = match.current_seat
    assert seat is not None
    bot = StrongBot(0.05)
    analysis = bot.analyse(bot_view(match, seat, bot), random.Random(3))
    assert analysis.worlds == 0 and analysis.best == analysis.default
    assert analysis.seconds <= 1.2 * 0.05


@pytest.mark.parametrize("budget", [0.1, 0.5])
def test_no_decision_exceeds_its_budget_in_the_worst_case_found(
    budget: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Omnibus pass (31 candidates, each a whole play-out): at most 1.2x the budget.

    Timed on this process's CPU clock (the bot's clock too), so that the other load on a
    shared machine, which can stop the process for any time, does not enter: what is
    measured is the work done between two looks at the clock."""
    monkeypatch.setattr(time, "perf_counter", time.process_time)
    game = get_game("omnibus_hearts")
    for seed in (4, 9):
        match = game.new_match(seed=seed)
        seat = match.current_seat
        assert seat is not None
        bot = StrongBot(budget)
        view = bot_view(match, seat, bot)
        began = time.process_time()
        analysis = bot.analyse(view, random.Random(seed))
        took = time.process_time() - began
        assert analysis.seconds <= 1.2 * budget
        assert took <= 1.2 * budget, f"{took:.3f} s at a budget of {budget} s"


def test_fixed_worlds_are_capped_by_an_explicit_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: 0.001 * next(ticks))
    match = get_game("kozel_classic").new_match(seed=2)
    seat = match.current_seat
    assert seat is not None
    bot = StrongBot(0.2, worlds=10_000)
    analysis = bot.analyse(bot_view(match, seat, bot), random.Random(3))
    assert analysis.worlds < 10_000 and analysis.seconds <= 1.2 * 0.2


def test_the_settings_strength_is_a_number_of_worlds_with_the_time_as_its_cap() -> None:
    from cardtui.storage.settings import BOT_BUDGETS, BOT_WORLDS, Settings

    assert set(BOT_WORLDS) == set(BOT_BUDGETS)
    assert Settings(bot_budget=1.0).bot_worlds == BOT_WORLDS["deep"]
    bot = make_bot("strong", "kozel_classic", 1.0, Settings(bot_budget=1.0).bot_worlds)
    assert isinstance(bot, StrongBot) and bot.worlds == 200 and bot.budget == 1.0
