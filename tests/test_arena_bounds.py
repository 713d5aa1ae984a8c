"""``cardtui arena`` and ``simulate``: bounds on every number, the pairs in the JSON, Ctrl-C."""

from __future__ import annotations

import json
import multiprocessing
import os
import time

import pytest
from click.testing import CliRunner

from cardtui.cli.arena import arena
from cardtui.cli.checks import MAX_DEALS, MAX_WORLDS
from cardtui.cli.main import main
from cardtui.engine import get_game
from tests.waiting import poll_until


def _arena(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["arena", "kozel_classic", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["--budget", "nan"], "--budget"),
        (["--budget", "inf"], "--budget"),
        (["--budget", "1e308"], "--budget"),
        (["--budget", "3600"], "--budget"),
        (["--budget", "0"], "--budget"),
        (["--deals", str(10**20)], "--deals"),
        (["--deals", "0"], "--deals"),
        (["--deals", str(MAX_DEALS + 1)], "--deals"),
        (["--jobs", "1000"], "--jobs"),
        (["--jobs", "9" * 30], "--jobs"),
        (["--jobs", "0"], "--jobs"),
        (["--worlds", "0"], "--worlds"),
        (["--worlds", str(MAX_WORLDS + 1)], "--worlds"),
        (["--seats", "0"], "0"),
        (["--seats", "3"], "3"),
    ],
)
def test_arena_refuses_values_out_of_bounds_in_one_line(args: list[str], option: str) -> None:
    code, out, err = _arena(*args)
    assert code == 2, out
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardtui: error:") and option in lines[0]
    assert "Traceback" not in err and not out


def test_arena_help_states_the_bounds() -> None:
    text = " ".join(CliRunner().invoke(main, ["arena", "--help"]).output.split())
    assert f"1 to {MAX_DEALS}" in text and "0.001 to 10.0" in text
    assert f"1 to {MAX_WORLDS}" in text and "number of cores" in text


@pytest.mark.parametrize("worlds", ["0", "10001", "x"])
def test_simulate_refuses_a_bad_worlds(worlds: str) -> None:
    result = CliRunner().invoke(main, ["simulate", "kozel_classic", "--worlds", worlds])
    assert result.exit_code == 2 and "--worlds" in result.stderr


def test_simulate_with_fixed_worlds_is_reproducible() -> None:
    args = [
        "simulate",
        "kozel_24",
        "--bots",
        "strong,simple,simple,simple",
        "--deals",
        "1",
        "--seed",
        "3",
        "--worlds",
        "2",
        "--json",
    ]
    first = json.loads(CliRunner().invoke(main, args).stdout)
    second = json.loads(CliRunner().invoke(main, args).stdout)
    for data in (first, second):
        data.pop("seconds")
        data.pop("deals_per_second")
    assert first == second


def test_arena_json_has_every_pair() -> None:
    result = CliRunner().invoke(
        main, ["arena", "kozel_classic", "--deals", "3", "--seed", "4", "--worlds", "2", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["worlds"] == 2 and len(data["results"]) == 3
    for index, pair in enumerate(data["results"]):
        assert pair["index"] == index and pair["match_seed"] == 4 + index
        assert pair["deal_code"]
        assert [p["sides"] for p in pair["plays"]] == ["ABAB", "BABA"]
        for play in pair["plays"]:
            assert len(play["match_points"]) == 4 and len(play["card_points"]) == 4
        a = (
            sum(
                sum(p["match_points"][s] for s in range(4) if p["sides"][s] == "A") / 2
                for p in pair["plays"]
            )
            / 2
        )
        assert a == pytest.approx(pair["match_points"][0])
    mean_a = sum(p["match_points"][0] for p in data["results"]) / 3
    assert round(mean_a, 4) == data["sides"][0]["match_points_per_deal"]


def test_arena_with_fixed_worlds_is_reproducible() -> None:
    game = get_game("kozly")
    first = arena(game, ("strong", "simple"), 2, 5, worlds=2).to_json()
    second = arena(game, ("strong", "simple"), 2, 5, worlds=2).to_json()
    assert first["results"] == second["results"]


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="needs two cores for --jobs 2")
def test_an_interrupt_stops_the_workers_at_once() -> None:
    """Ctrl-C (here: raised by the progress callback) cancels the waiting batches and ends
    the worker processes; it does not wait for the remaining pairs."""
    calls: list[float] = []
    before = set(multiprocessing.active_children())  # e.g. a thinker another test started

    def interrupt(done: int) -> None:
        calls.append(time.perf_counter())
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):  # 3,000 pairs: some 12 s of work left on 2 cores
        arena(get_game("kozel_24"), ("simple", "simple"), 3000, 1, jobs=2, on_pair=interrupt)
    assert len(calls) == 1
    # the workers are told to end at once; they are gone long before their 12 s of pairs
    poll_until(
        lambda: set(multiprocessing.active_children()) <= before,
        timeout=8.0,
        what="the arena's workers to end",
    )
    stopped = time.perf_counter() - calls[0]
    assert stopped < 8.0, f"{stopped:.1f} s to stop"
