"""Statistics in SQLite: recorded per match, summed per game, migrations, damage kept."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli.main import main
from cardtui.storage import stats
from cardtui.storage.stats import StatsError, finished_match, game_stats, record_match


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDTUI_HOME", str(tmp_path))
    return tmp_path


def _add(game: str, kinds: list[str], winners: list[int], scores: list[int]) -> None:
    names = [f"p{i}" for i in range(len(kinds))]
    record_match(finished_match(game, 3, 7, kinds, names, winners, scores))


def test_matches_are_counted_per_game_and_level_faced() -> None:
    _add("kozel_classic", ["human", "simple", "human", "simple"], [0, 2], [6, 2, 6, 2])
    _add("kozel_classic", ["human", "strong", "simple", "strong"], [1, 3], [1, 6, 1, 6])
    _add("sheepshead", ["simple", "simple", "simple", "simple"], [0, 2], [9, 0, 9, 0])
    (kozel,) = game_stats()  # bots-only matches are not a person's statistics
    assert (kozel.game, kozel.played, kozel.won) == ("kozel_classic", 2, 1)
    assert kozel.best_score == 6 and kozel.average_score == pytest.approx((6 + 6 + 1) / 3)
    assert kozel.against == {"simple": (2, 1), "strong": (1, 0)}


def test_schema_is_versioned() -> None:
    _add("kozly", ["human", "simple"], [0], [61, 40])
    conn = sqlite3.connect(stats.stats_path())
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(stats.MIGRATIONS)
    conn.close()


def test_a_damaged_database_is_reported_and_kept(home: Path) -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StatsError) as caught:
        game_stats()
    kept = caught.value.kept
    assert kept is not None and kept.read_bytes().startswith(b"this is not")
    assert game_stats() == []  # a fresh database beside the kept one


def test_a_newer_schema_is_kept_not_downgraded() -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {len(stats.MIGRATIONS) + 5}")
    conn.close()
    with pytest.raises(StatsError):
        game_stats()
    assert list(path.parent.glob("stats.damaged-*"))


def test_a_write_killed_midway_leaves_the_database_whole(home: Path) -> None:
    _add("kozly", ["human", "simple"], [0], [61, 40])
    script = (
        "import os\n"
        "from cardtui.storage import stats\n"
        "with stats.connect() as conn:\n"
        "    conn.execute('BEGIN')\n"
        '    conn.execute("INSERT INTO matches (finished_at, game, num_seats, deals, seed,'
        " options) VALUES ('x', 'kozly', 2, 1, 1, '{}')\")\n"
        "    os._exit(9)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        env={"CARDTUI_HOME": str(home)},
        capture_output=True,
        timeout=60,
    )
    assert run.returncode == 9
    (kozly,) = game_stats()
    assert kozly.played == 1


def test_cli_stats_prints_a_table_and_json() -> None:
    _add("kozel_classic", ["human", "simple", "human", "simple"], [0, 2], [6, 2, 6, 2])
    runner = CliRunner()
    out = runner.invoke(main, ["stats", "--lang", "en"])
    assert out.exit_code == 0, out.output
    assert "Statistics" in out.output and "1 finished match in 1 game" in out.output
    data = json.loads(runner.invoke(main, ["stats", "--json"]).output)
    assert data["games"][0]["played"] == 1 and data["games"][0]["won"] == 1


def test_cli_stats_reports_a_damaged_database_in_one_line() -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text("garbage" * 50)
    out = CliRunner().invoke(main, ["stats", "--lang", "en"])
    assert out.exit_code == 2
    lines = [line for line in out.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "damaged" in lines[0]


def test_a_match_played_to_the_end_in_the_app_session_is_counted() -> None:
    import random

    from cardtui.ui.session import SeatSpec, Session

    seats = [SeatSpec("human"), SeatSpec("simple"), SeatSpec("human"), SeatSpec("random")]
    session = Session.new("kozel_24", seats, seed=5)
    rng = random.Random(1)
    while not session.match.is_over:
        session.apply(rng.choice(list(session.match.legal_actions())))
    session.save()  # saving again must not count it twice
    (entry,) = game_stats()
    assert (entry.game, entry.played) == ("kozel_24", 1)
    assert set(entry.against) == {"simple", "random"}
