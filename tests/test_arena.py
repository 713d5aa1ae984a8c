"""``cardtui arena``: duplicate, seat-rotated pairs, paired intervals, timings."""

from __future__ import annotations

import json

from click.testing import CliRunner

from cardtui.cli.arena import arena, interval, percentile, seat_plans
from cardtui.cli.main import main
from cardtui.engine import get_game


def test_seat_plans_exchange_sides_or_rotate() -> None:
    assert seat_plans(get_game("kozel_classic"), 4) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    plans = seat_plans(get_game("kozly"), 3)
    assert plans == [(0, 1, 1), (1, 0, 1), (1, 1, 0)]


def test_interval_and_percentile() -> None:
    mean, low, high = interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and low < 2.5 < high
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0


def test_same_levels_tie_exactly() -> None:
    """Both sides simple: every pair's difference is zero by symmetry of the plans."""
    report = arena(get_game("kozel_24"), ("simple", "simple"), 6, 3).to_json()
    assert report["difference"]["card_points"]["mean"] == 0.0


def test_arena_json_smoke() -> None:
    result = CliRunner().invoke(
        main,
        [
            "arena",
            "kozel_classic",
            "--bots",
            "strong,simple",
            "--deals",
            "2",
            "--seed",
            "4",
            "--budget",
            "0.01",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["pairs"] == 2 and data["plays_per_pair"] == 2
    assert [s["bot"] for s in data["sides"]] == ["strong", "simple"]
    assert set(data["difference"]) == {"match_points", "card_points"}
    assert "strong" in data["timing"] and data["timing"]["strong"]["decisions"] > 0
    assert not result.stderr


def test_arena_rejects_one_level() -> None:
    result = CliRunner().invoke(main, ["arena", "kozly", "--bots", "simple"])
    assert result.exit_code == 2
