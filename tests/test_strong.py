"""The strong and beginner bots: legal choices in every game, from the view alone."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import LEVELS, bot_view, make_bot
from cardtui.bots.beginner import forget
from cardtui.bots.hints import REASONS, advise
from cardtui.bots.strong import StrongBot
from cardtui.engine import Match, all_games, get_game

GAMES = [g.id for g in all_games()]


def _positions(game_id: str, seed: int, count: int) -> list[Match]:
    """Match states at random points of simple-bot play (with a real choice to make)."""
    game = get_game(game_id)
    match = game.new_match(seed=seed)
    rng = random.Random(seed)
    bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
    found: list[Match] = []
    steps = 0
    while not match.is_over and len(found) < count and steps < 3000:
        steps += 1
        seat = match.current_seat
        assert seat is not None
        if len(match.legal_actions()) > 1 and rng.random() < 0.15:
            found.append(match.clone())
        match.apply(bots[seat].choose(match.view(seat), rng))
    return found


def test_levels_weakest_first() -> None:
    assert LEVELS == ("random", "beginner", "simple", "strong")
    for level in LEVELS:
        assert make_bot(level, "kozel_classic") is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_returns_a_legal_action_everywhere(game_id: str) -> None:
    bot = StrongBot(worlds=2)
    for match in _positions(game_id, 5, 6):
        seat = match.current_seat
        assert seat is not None
        view = bot_view(match, seat, bot)
        assert bot.choose(view, random.Random(1)) in match.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_sees_only_its_view(game_id: str) -> None:
    """Two true states with the same view (other hands swapped) give the same search."""
    bot = StrongBot(worlds=3)
    for match in _positions(game_id, 11, 3):
        seat = match.current_seat
        assert seat is not None
        other = _same_view_other_state(match, seat)
        view_a = bot_view(match, seat, bot)
        view_b = bot_view(other, seat, bot)
        a = bot.analyse(view_a, random.Random(7))
        b = bot.analyse(view_b, random.Random(7))
        assert a.best == b.best
        assert [(s.action, s.values) for s in a.stats] == [(s.action, s.values) for s in b.stats]


def _same_view_other_state(match: Match, seat: int) -> Match:
    """A copy whose hidden cards may differ; the view of ``seat`` is the same.

    The search template (the view's copy with every hidden card removed) is all a
    searching bot gets, so any state sharing the view must search identically; a
    world sampled from the view itself is such a state.
    """
    from cardtui.engine.worlds import sample_world

    view = match.view(seat, search=True)
    return sample_world(view, random.Random(99))


@pytest.mark.parametrize("game_id", GAMES)
def test_beginner_is_legal(game_id: str) -> None:
    bot = make_bot("beginner", game_id)
    for match in _positions(game_id, 3, 8):
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat)
        for k in range(5):
            assert bot.choose(view, random.Random(k)) in view.legal
        assert forget(view).hand == view.hand


@pytest.mark.parametrize("game_id", ["kozel_classic", "doppelkopf"])
def test_hint_names_a_legal_move_and_a_reason(game_id: str) -> None:
    for match in _positions(game_id, 8, 3):
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat, search=True)
        hint = advise(view, random.Random(2), 0.05, worlds=3)
        assert hint.action in view.legal
        assert hint.reason in REASONS


def test_every_hint_reason_has_words() -> None:
    from cardtui.i18n import LANGUAGES, has

    for lang in LANGUAGES:
        for code in REASONS:
            assert has(f"ui.hint.reason.{code}", lang)
        for stat in ("win", "score", "alone"):
            assert has(f"ui.hint.stat.{stat}", lang)


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_with_a_tiny_clock_budget(game_id: str) -> None:
    bot = StrongBot(0.001)
    for match in _positions(game_id, 21, 2):
        seat = match.current_seat
        assert seat is not None
        analysis = bot.analyse(bot_view(match, seat, bot), random.Random(3))
        assert analysis.best in match.legal_actions()
        if analysis.worlds == 0:  # the first world is clock-checked too: the simple bot's move
            assert analysis.best == analysis.default


def test_a_pass_of_three_cards_is_searched_among_the_simple_bots_choice_and_its_neighbours() -> (
    None
):
    from cardtui.bots.strong import MAX_CANDIDATES, shortlist

    match = get_game("omnibus_hearts").new_match(seed=4)
    legal = list(match.legal_actions())
    assert len(legal) > MAX_CANDIDATES  # 286 ways to pass three cards of thirteen
    seat = match.current_seat
    assert seat is not None
    default = make_bot("simple", "omnibus_hearts").choose(match.view(seat), random.Random(1))
    short = shortlist(legal, default, random.Random(2))
    assert short[0] == default and len(short) == 1 + 3 * 10  # one card changed, 10 others
    assert all(len(set(a.cards) & set(default.cards)) == 2 for a in short[1:])
    assert all(any(a is b for b in legal) for a in short)  # the match's own actions
    analysis = StrongBot(worlds=2).analyse(bot_view(match, seat, StrongBot()), random.Random(3))
    assert len(analysis.stats) == len(short)


def test_the_budget_is_kept_within_a_world_of_many_candidates() -> None:
    match = get_game("omnibus_hearts").new_match(seed=4)
    seat = match.current_seat
    assert seat is not None
    bot = StrongBot(0.05)
    analysis = bot.analyse(bot_view(match, seat, bot), random.Random(3))
    # a world cut short by the clock is not counted: nobody has more worlds than the count
    assert max(s.n for s in analysis.stats) == analysis.worlds
