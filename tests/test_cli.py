"""The command line: list, rules, simulate, replay, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli import main
from cardtui.engine import all_games


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_list_names_every_game_in_both_languages() -> None:
    code, out_en, _ = run("list", "--lang", "en")
    assert code == 0
    _, out_ru, _ = run("--lang", "ru", "list")
    for game in all_games():
        assert game.id in out_en and game.name("en") in out_en
        assert game.name("ru") in out_ru


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_prints_every_page(lang: str) -> None:
    for game in all_games():
        code, out, _ = run("rules", game.id, "--lang", lang)
        assert code == 0, game.id
        assert len(out) > 1500, f"{game.id} {lang} page is too short"


def test_rules_russian_page_is_russian() -> None:
    _, out, _ = run("rules", "kozel_classic", "--lang", "ru")
    assert "Козёл" in out or "Козел" in out
    assert "козыр" in out


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["rules", "nope"], "unknown game 'nope'"),
        (["simulate", "nope"], "kozel_classic"),
        (["simulate", "kozel_classic", "--option", "bogus=1"], "unknown option 'bogus'"),
        (["simulate", "kozel_classic", "--option", "boasting=maybe"], "'boasting'"),
        (["simulate", "kozel_classic", "--bots", "genius"], "random, beginner, simple, strong"),
        (["simulate", "kozel_classic", "--option", "noequals"], "KEY=VALUE"),
        (["play", "kozel_classic", "--seats", "human,alien,simple,simple"], "seat kinds"),
        (["play", "kozel_classic", "--seats", "human,simple"], "4 to 4 seats"),
    ],
)
def test_bad_input_is_one_line_with_exit_2(args: list[str], needle: str) -> None:
    code, _, err = run(*args)
    assert code == 2
    assert needle in err
    assert len(err.strip().splitlines()) == 1


def test_simulate_json_and_records(tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    code, out, _ = run("simulate", "kozel_classic", "--deals", "30", "--seed", "3",
                       "--bots", "simple,random,simple,random", "--json", "--record", str(path))
    assert code == 0
    data = json.loads(out)
    assert data["deals"] == 30
    assert len(data["per_seat"]) == 4
    assert {tuple(t["seats"]) for t in data["per_team"]} == {(0, 2), (1, 3)}
    assert data["deals_per_second"] > 0
    code, transcript, _ = run("replay", str(path))
    assert code == 0
    assert "Deal 1" in transcript


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_simulates_and_replays(game_id: str, tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    code, _, err = run("simulate", game_id, "--deals", "3", "--seed", "2", "--bots", "simple",
                       "--record", str(path), "--json")
    assert code == 0, err
    code, transcript, err = run("replay", str(path), "--lang", "ru")
    assert code == 0, err
    assert "Раздача 1" in transcript


def test_transcript_shows_hands_tricks_and_engine_moves(tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    run("simulate", "kozel_classic", "--deals", "2", "--seed", "9", "--bots", "random",
        "--option", "blind_seats=1", "--record", str(path))
    _, transcript, _ = run("replay", str(path))
    assert "takes the trick" in transcript
    assert "seat 1 (random) plays" in transcript
    hands = [line for line in transcript.splitlines() if line.startswith("  seat 0 (random): ")]
    assert hands and len(hands[0].split(": ", 1)[1].split()) == 8


def test_simulate_is_deterministic() -> None:
    args = ["simulate", "kozel_classic", "--deals", "20", "--seed", "5", "--json"]
    first = json.loads(run(*args)[1])
    second = json.loads(run(*args)[1])
    first.pop("seconds"), second.pop("seconds")
    first.pop("deals_per_second"), second.pop("deals_per_second")
    assert first == second


def test_simple_team_beats_random_team() -> None:
    code, out, _ = run("simulate", "kozel_classic", "--deals", "400", "--seed", "1",
                       "--bots", "simple,random,simple,random", "--json")
    assert code == 0
    teams = {tuple(t["seats"]): t for t in json.loads(out)["per_team"]}
    assert teams[(0, 2)]["deals_won"] > teams[(1, 3)]["deals_won"]
    assert teams[(0, 2)]["average_card_points"] > teams[(1, 3)]["average_card_points"]


def test_replay_damaged_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 2 and "bad.json" in err
    assert path.read_text(encoding="utf-8") == "{not json"


def test_python_dash_m_works() -> None:
    out = subprocess.run([sys.executable, "-m", "cardtui", "list"], capture_output=True,
                         text=True, check=True).stdout
    assert "kozel_classic" in out
