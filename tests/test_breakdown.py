"""Every score explained: the itemised lines of every deal add up to its match points,
and the match points of a match add up to the standing the game reports.

Registry-wide over random deals of every game and variant, plus the line codes'
words in both languages and the View's per-deal trick counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cardtui.engine import Match, get_game
from cardtui.engine.registry import all_games
from cardtui.engine.score import (
    NOTE,
    ROLES,
    TOTAL,
    BreakdownError,
    ScoreLine,
    check_lines,
    note,
    rule,
    seat_points,
    term,
    total,
)
from cardtui.i18n import LANGUAGES, has

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


def _pairs(match: Match) -> tuple[int, ...]:
    pairs = match.result().details["pairs"]  # type: ignore[union-attr]
    return tuple(pairs[s % 2] for s in range(match.num_seats))


def _minus(match: Match) -> tuple[int, ...]:
    return tuple(-v for v in match.result().scores)  # type: ignore[union-attr]


def _chips(match: Match) -> tuple[int, ...]:
    return tuple(v - 12 for v in match.result().scores)  # type: ignore[union-attr]


def _scores(match: Match) -> tuple[int, ...]:
    return tuple(match.result().scores)  # type: ignore[union-attr]


def _strokes(match: Match) -> tuple[int, ...]:
    games = match.result().details["games"]  # type: ignore[union-attr]
    return tuple(sum(g["strokes"][s % 2] for g in games) for s in range(match.num_seats))


STANDING: dict[str, Callable[[Match], tuple[int, ...]]] = {
    "kozel_classic": _pairs,
    "sheepshead": _strokes,
    "kozel_24": _minus,
    "kozel_pri_valtakh": _chips,
    "omnibus_hearts": _minus,
    "slobberhannes": _minus,
    "joker_hearts": _minus,
    "auction_hearts": _minus,
    "domino_hearts": _minus,
    "witch": _minus,
}
"""How each game reports its final standing in match points (default: ``result().scores``):
classic Kozel shows pairs capped at 6 (its ledger keeps them whole), kozel_24 reports the
points written on each team, «при вальтах» the chip accounts that start at 12, Sheep's Head the strokes of every game of
the sitting (each game starts with empty heads), Witch the games each player lost."""


def _play(game_id: str, seats: int, options: dict[str, object], seed: int) -> Match:
    match = get_game(game_id).new_match(seats, options, seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(list(match.legal_actions())))
    return match


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(4))
def test_lines_add_up_to_the_standing(
    game_id: str, seats: int, options: dict[str, object], seed: int
) -> None:
    match = _play(game_id, seats, options, seed)
    standing = [0] * seats
    for summary in match.deal_summaries:
        assert summary.lines, f"deal {summary.number} has no lines"
        assert all(line.role in ROLES for line in summary.lines)
        final = check_lines(summary.lines, len(summary.teams))
        assert final is not None, f"deal {summary.number} has no total"
        assert summary.lines[-1].role in (TOTAL, NOTE)
        assert seat_points(final, summary.teams, seats) == summary.match_points
        for seat, points in enumerate(summary.match_points):
            standing[seat] += points
    report = STANDING.get(game_id, _scores)
    assert tuple(standing) == report(match)


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
def test_line_codes_have_words(game_id: str, seats: int, options: dict[str, object]) -> None:
    codes: set[str] = set()
    for seed in range(6):
        for summary in _play(game_id, seats, options, seed).deal_summaries:
            codes |= {line.code for line in summary.lines}
    for lang in LANGUAGES:
        missing = sorted(c for c in codes if not has(c, lang, game=game_id))
        assert not missing, f"{lang} lacks {missing}"


NO_TRICKS = frozenset({"witch", "drunkard", "war"})
"""Games without tricks: their views leave ``tricks_taken`` empty."""


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.id not in NO_TRICKS])
def test_view_counts_tricks_per_seat(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=3)
    rng = random.Random(3)
    deal = match.deal_number
    seen = 0
    while not match.is_over and match.deal_number == deal:
        view = match.view(None)
        assert len(view.tricks_taken) == match.num_seats
        assert view.points_taken == () or len(view.points_taken) == match.num_seats
        seen = max(seen, sum(view.tricks_taken))
        match.apply(rng.choice(list(match.legal_actions())))
    assert seen > 0


# --- the generic check ---------------------------------------------------------


def test_check_lines_follows_terms_rules_and_totals() -> None:
    lines = (
        note("score.tricks", (5, 3)),
        term("score.card_points", (70, 50)),
        term("score.x", (5, 0)),
        total("score.y", (75, 50)),
        rule("score.z", (1, 0)),
        term("score.w", (1, 0)),
        total("score.v", (2, 0)),
    )
    assert check_lines(lines, 2) == (2, 0)
    with pytest.raises(BreakdownError, match="line 1"):
        check_lines((term("a", (1, 2)), total("b", (1, 3))), 2)
    with pytest.raises(BreakdownError, match="amounts"):
        check_lines((term("a", (1, 2, 3)),), 2)
    with pytest.raises(BreakdownError, match="needs amounts"):
        check_lines((ScoreLine("a", None, TOTAL),), 2)
    assert check_lines((note("a"),), 2) is None
    assert term("a", (1,), n=3).arg("n") == 3


def test_every_built_code_has_words() -> None:
    """Codes assembled from parts (outcomes, game kinds, levels), also those random deals
    rarely reach."""
    codes = [f"score.kozel_24.{o}" for o in ("write_2", "write_4", "eggs", "blind", "all_tricks")]
    codes += [f"score.kozel_24.{o}" for o in ("catch", "no_queens")]
    codes += [
        f"score.sheepshead.{kind}_{side}{suffix}"
        for kind in ("simple", "double")
        for side, suffix in (("makers", ""), ("opponents", ""), ("opponents", "_forced"))
    ]
    kinds = ("normal", "wedding", "trump_solo", "suit_solo", "big_solo")
    codes += [f"score.doppelkopf.game.{k}" for k in kinds]
    levels = ("normal", "schneider", "schwarz")
    codes += [f"score.doppelkopf.{part}.{lv}" for part in ("won", "lost") for lv in levels]
    codes += [f"score.doppelkopf.{p}.{lv}" for p in ("order", "not_reached") for lv in levels[1:]]
    codes += [f"score.doppelkopf.solo.{k}" for k in ("trump_solo", "suit_solo")]
    codes += [f"score.doppelkopf.bonus.{k}" for k in ("fox", "old_women", "jack_of_clubs")]
    codes += [f"score.kozel.{o}" for o in ("single", "double", "lyusya", "eggs", "forfeit")]
    for lang in LANGUAGES:
        assert not [c for c in codes if not has(c, lang)], lang
