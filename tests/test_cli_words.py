"""The command line in words (issue 20, item 7): the transcript names options and values
as the game's settings do, ``play --help`` documents ``--seed``, and ``cardtui options``
counts seats from 1 and prints every range without "None"."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli.main import _choice_name, main
from cardtui.cli.transcript import seat_names
from cardtui.engine import all_games, get_game
from cardtui.i18n import set_language, t
from cardtui.storage.saves import load_record_path


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def _record(tmp_path: Path, game: str, *options: str) -> Path:
    path = tmp_path / f"{game}.json"
    pairs = [a for o in options for a in ("--option", o)]
    code, _, err = run(
        "simulate", game, "--deals", "1", "--seed", "4", "--record", str(path), "--json", *pairs
    )
    assert code == 0, err
    return path


def _options_block(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line == t("cli.options"))
    block = []
    for line in lines[start + 1 :]:
        if not line.startswith("  "):
            break
        block.append(line.strip())
    return block


@pytest.mark.parametrize(("lang", "no", "yes"), [("en", "no", "yes"), ("ru", "нет", "да")])
def test_transcript_names_options_and_values_in_words(
    tmp_path: Path, lang: str, no: str, yes: str
) -> None:
    path = _record(tmp_path, "kozel_classic", "boasting=false", "blind_seats=2")
    code, out, err = run("replay", str(path), "--lang", lang)
    assert code == 0, err
    set_language(lang)
    block = _options_block(out)
    described = {line.rsplit(" — ", 1)[0]: line.rsplit(" — ", 1)[1] for line in block}
    assert described[t("option.kozel_classic.boasting", game="kozel_classic")] == no
    assert described[t("option.kozel_classic.redeal_demand", game="kozel_classic")] == yes
    blind = described[t("option.kozel_classic.blind_seats", game="kozel_classic")]
    assert blind == seat_names(load_record_path(path)[0])[1]  # seat 2, by its name
    assert "boasting" not in out and "blind_seats" not in out  # no raw keys


def test_transcript_names_a_choice_by_its_words(tmp_path: Path) -> None:
    path = _record(tmp_path, "kozly", "deal_mode=halves")
    code, out, err = run("replay", str(path), "--lang", "en")
    assert code == 0, err
    block = _options_block(out)
    line = next(
        x for x in block if x.startswith(t("option.kozly.deal_mode", game="kozly").rstrip("."))
    )
    assert line.rsplit(" — ", 1)[1] == _choice_name("kozly", "deal_mode", "halves")
    assert "deal_mode" not in out


def test_transcript_of_a_game_without_options_has_no_options_block(tmp_path: Path) -> None:
    game = next(g for g in all_games() if not g.options)
    code, out, _ = run("replay", str(_record(tmp_path, game.id)))
    assert code == 0 and t("cli.options") not in out.splitlines()


def test_play_help_documents_the_seed() -> None:
    code, out, _ = run("play", "--help")
    assert code == 0
    seed_help = " ".join(out.split("--seed", 1)[1].split()[:12])
    assert "INTEGER" in seed_help and "same cards" in seed_help


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_options_prints_no_none_and_counts_seats_from_one(lang: str) -> None:
    for game in all_games():
        code, out, _ = run("options", game.id, "--lang", lang)
        assert code == 0, game.id
        assert "None" not in out, game.id
    _, out, _ = run("options", "kozel_classic", "--lang", lang)
    set_language(lang)
    spec = next(s for s in get_game("kozel_classic").options if s.key == "blind_seats")
    assert t("cli.option_seats", low=spec.minimum, high=spec.maximum) in out
