"""The command line: list, rules, simulate, replay, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli.main import main
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
        (["play", "kozel_classic", "--seats", "human,simple"], "played by 4 players, not 2"),
        (["simulate", "kozel_classic", "--seats", "0"], "played by 4 players, not 0"),
        (["simulate", "kozel_pri_valtakh", "--seats", "3"], "2 or 4 players, not 3"),
        (["simulate", "kozel_classic", "--deals", "100001"], "100000"),
        (["options", "nope"], "unknown game 'nope'"),
    ],
)
def test_bad_input_is_one_line_with_exit_2(args: list[str], needle: str) -> None:
    code, _, err = run(*args)
    assert code == 2
    assert needle in err
    assert len(err.strip().splitlines()) == 1


def test_simulate_json_and_records(tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    code, out, _ = run(
        "simulate",
        "kozel_classic",
        "--deals",
        "30",
        "--seed",
        "3",
        "--bots",
        "simple,random,simple,random",
        "--json",
        "--record",
        str(path),
    )
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
    code, _, err = run(
        "simulate",
        game_id,
        "--deals",
        "3",
        "--seed",
        "2",
        "--bots",
        "simple",
        "--record",
        str(path),
        "--json",
    )
    assert code == 0, err
    code, transcript, err = run("replay", str(path), "--lang", "ru")
    assert code == 0, err
    assert "Сдача 1" in transcript
    assert "Место 1: Бот 1, простой бот" in transcript
    assert "Раздача" not in transcript and "очк." not in transcript


def test_transcript_shows_hands_tricks_and_engine_moves(tmp_path: Path) -> None:
    path = tmp_path / "rec.json"
    run(
        "simulate",
        "kozel_classic",
        "--deals",
        "2",
        "--seed",
        "9",
        "--bots",
        "random",
        "--option",
        "blind_seats=2",
        "--record",
        str(path),
    )
    _, transcript, _ = run("replay", str(path))
    assert "takes the trick" in transcript
    assert "Bot 2 plays" in transcript
    hands = [line for line in transcript.splitlines() if line.startswith("  Bot 1: ")]
    assert hands and len(hands[0].split(": ", 1)[1].split()) == 8


def test_simulate_is_deterministic() -> None:
    args = ["simulate", "kozel_classic", "--deals", "20", "--seed", "5", "--json"]
    first = json.loads(run(*args)[1])
    second = json.loads(run(*args)[1])
    first.pop("seconds"), second.pop("seconds")
    first.pop("deals_per_second"), second.pop("deals_per_second")
    assert first == second


def test_simple_team_beats_random_team() -> None:
    code, out, _ = run(
        "simulate",
        "kozel_classic",
        "--deals",
        "400",
        "--seed",
        "1",
        "--bots",
        "simple,random,simple,random",
        "--json",
    )
    assert code == 0
    teams = {tuple(t["seats"]): t for t in json.loads(out)["per_team"]}
    assert teams[(0, 2)]["deals_won"] > teams[(1, 3)]["deals_won"]
    assert teams[(0, 2)]["average_card_points"] > teams[(1, 3)]["average_card_points"]


def test_replay_damaged_file_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a short relative path: a long one (a worker's temporary folder) is echoed cut short
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    code, _, err = run("replay", "bad.json")
    assert code == 2 and "bad.json" in err
    assert path.read_text(encoding="utf-8") == "{not json"


def test_python_dash_m_works() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cardtui", "list"], capture_output=True, text=True, check=True
    ).stdout
    assert "kozel_classic" in out


def _record(tmp_path: Path, game: str, *args: str) -> Path:
    path = tmp_path / f"{game}.json"
    code, _, err = run(
        "simulate", game, "--deals", "1", "--seed", "4", "--record", str(path), "--json", *args
    )
    assert code == 0, err
    return path


def test_replay_names_players_from_the_record_and_counts_seats_from_one(tmp_path: Path) -> None:
    path = _record(tmp_path, "kozel_classic")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"] = ["human:Anna", "simple", "random", "simple"]
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run("replay", str(path))
    assert code == 0
    assert "Seat 1: Anna, human" in out and "Seat 3: Bot 3, random bot" in out
    assert "  Anna: " in out and "Bot 4" in out
    assert "seat 0" not in out.lower() and "Bot 0" not in out


@pytest.mark.parametrize("game", ["kozly", "kozel_multilead"])
def test_replay_attributes_each_draw_to_its_seat(game: str, tmp_path: Path) -> None:
    path = _record(tmp_path, game, "--seats", "3")
    _, out, _ = run("replay", str(path))
    assert "You draw" not in out
    assert "Bot 1 draws" in out and "Bot 3 draws" in out
    _, out_ru, _ = run("replay", str(path), "--lang", "ru")
    assert "Вы добира" not in out_ru and "Бот 2 добирает" in out_ru


def test_replay_in_russian_uses_russian_ranks_and_plurals(tmp_path: Path) -> None:
    path = _record(tmp_path, "kozel_classic")
    _, out, _ = run("replay", str(path), "--lang", "ru")
    hands = [line for line in out.splitlines() if line.startswith("  Бот 1: ")]
    assert hands
    assert not set(hands[0]) & set("JQKA")
    assert "очков)" in out or "очка)" in out or "очко)" in out
    assert "Итог: " in out


def test_replay_refuses_a_record_with_the_wrong_seat(tmp_path: Path) -> None:
    path = _record(tmp_path, "kozel_classic")
    data = json.loads(path.read_text(encoding="utf-8"))
    first = data["deals"][0]["actions"][0]
    first[0] = (first[0] + 1) % 4
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run("replay", str(path))
    assert code == 2 and "seat" in err and len(err.strip().splitlines()) == 1
    assert out == ""


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe\x00",
        b"[" * 100_000,
        b'{"game": "nope"}',
        b'{"format": 1, "game": 5}',
        b"[1, 2, 3]",
        b"null",
    ],
)
def test_replay_of_anything_but_a_record_is_one_line(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    code, _, err = run("replay", str(path))
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "x.json" in err


def test_replay_of_a_fifo_does_not_wait(tmp_path: Path) -> None:
    import os

    path = tmp_path / "fifo"
    os.mkfifo(path)
    code, _, err = run("replay", str(path))
    assert code == 2 and "regular file" in err


def test_rules_without_an_id_lists_the_games() -> None:
    code, out, _ = run("rules", "--lang", "ru")
    assert code == 0
    for game in all_games():
        assert game.id in out and game.name("ru") in out


def test_play_help_tells_how_to_list_options() -> None:
    code, out, _ = run("play", "--help")
    assert code == 0 and "cardtui options" in out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_options_lists_every_option_with_values_default_and_words(lang: str) -> None:
    from cardtui.i18n import t

    for game in all_games():
        code, out, _ = run("options", game.id, "--lang", lang)
        assert code == 0, game.id
        for spec in game.options:
            assert f"{spec.key}=" in out
            assert t(f"option.{game.id}.{spec.key}", lang, game=game.id) in out
    _, out, _ = run("options", "kozly", "--lang", "en")
    assert "deal_mode=stock|halves  (default: stock)" in out


def test_error_lines_cut_what_they_echo() -> None:
    code, _, err = run("rules", "x" * 100_000)
    assert code == 2 and len(err) < 500 and "kozel_classic" in err
    code, _, err = run("simulate", "kozel_classic", "--option", "boasting=" + "y" * 100_000)
    assert code == 2 and len(err) < 500
    code, _, err = run("play", "kozel_classic", "--seats", "z" * 100_000)
    assert code == 2 and len(err) < 500


@pytest.mark.parametrize("where", ["missing/rec.json", "afile/rec.json", "", "n" * 300])
def test_simulate_checks_the_record_path_before_the_run(where: str, tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    target = str(tmp_path / where) if where else ""
    code, out, err = run("simulate", "kozel_classic", "--deals", "50", "--record", target)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "--record" in err and out == ""


def test_simulate_prints_the_report_when_writing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtui.storage.record_stream import RecordStream

    def broken(stream: RecordStream) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(RecordStream, "close", broken)
    code, out, err = run(
        "simulate",
        "kozel_classic",
        "--deals",
        "3",
        "--json",
        "--record",
        str(tmp_path / "rec.json"),
    )
    assert code == 2
    assert json.loads(out)["deals"] == 3
    assert "No space left" in err and len(err.strip().splitlines()) == 1


def test_simulate_report_counts_seats_from_one() -> None:
    code, out, _ = run("simulate", "kozel_classic", "--deals", "3")
    assert code == 0
    assert "1+3" in out and "2+4" in out and "0+2" not in out


def test_replay_of_a_record_without_seat_kinds_numbers_seats_from_one(tmp_path: Path) -> None:
    path = _record(tmp_path, "kozly", "--seats", "2")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"] = []
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run("replay", str(path))
    assert code == 0 and "Seat 1" in out and "Seat 2" in out and "Seat 0" not in out
