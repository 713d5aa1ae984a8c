"""The command line with hostile text and at its edges: names, long values, pipes, Ctrl-C, completion.

Names and values holding terminal sequences (see :mod:`tests.hostile`) reach
stdout and stderr without a single control character; click's own error
messages are cut like cardtui's; a closed pipe and Ctrl-C end quietly (141 and
130); the shell's completion variable gets past the shortcut to the app.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli import main as cli
from cardtui.cli.checks import ECHO_LINE
from cardtui.cli.entry import EXIT_INTERRUPTED, EXIT_PIPE_CLOSED
from cardtui.storage import saves, stats
from tests.hostile import GAME, NAMES, SEATS, VISIBLE, leaks, record_with_hostile_names
from tests.waiting import poll_until

HUGE = "7" * 5000
"""An integer over Python's 4,300-digit conversion limit."""


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("CARDTUI_HOME", str(folder))
    monkeypatch.setenv("CARDTUI_LANG", "en")
    return folder


def invoke(*args: str) -> tuple[int, str, str]:
    """Run the command line; the output as the terminal would get it (bytes, decoded)."""
    result = CliRunner().invoke(cli.main, list(args))
    out, err = result.stdout_bytes.decode("utf-8"), result.stderr_bytes.decode("utf-8")
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), result.exception
    return result.exit_code, out, err


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "cardtui", *args]


def subprocess_env(home: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "CARDTUI_HOME": str(home), "CARDTUI_LANG": "en", **extra}


@pytest.fixture
def hostile_file(tmp_path: Path) -> Path:
    path = tmp_path / "hostile.json"
    path.write_text(record_with_hostile_names().dumps(), encoding="utf-8")
    return path


# --- names and values with terminal sequences -------------------------------


def test_the_transcript_of_a_hostile_record_holds_no_control_character(
    hostile_file: Path, home: Path
) -> None:
    done = subprocess.run(
        command("replay", str(hostile_file)),
        capture_output=True,
        env=subprocess_env(home),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("utf-8")
    assert not leaks(out) and not leaks(done.stderr.decode("utf-8"))
    assert all(piece in out for piece in VISIBLE)  # the names are there, only made harmless
    assert "Match over" in out
    assert all(line.isprintable() for line in out.splitlines())


def test_a_hostile_save_replays_as_plain_text(home: Path) -> None:
    saves.MatchSave.create(record_with_hostile_names()).close()
    (folder,) = (info.folder for info in saves.list_saves())
    code, out, err = invoke("replay", str(folder / saves.STATE_NAME))
    assert code == 0, err
    assert not leaks(out + err) and "PWNED" in out


@pytest.mark.parametrize(
    "args",
    [
        ["play", GAME, "--seats", f"alien{NAMES[0]},simple,simple,simple"],
        ["play", GAME, "--seats", ",".join(SEATS[:2])],  # two seats of four: refused
        ["simulate", f"nope{NAMES[1]}"],
        ["simulate", GAME, "--bots", f"genius{NAMES[2]}"],
        ["simulate", GAME, "--option", f"bogus{NAMES[3]}=1"],
        ["simulate", GAME, "--option", f"boasting={NAMES[0]}"],
        ["rules", f"x{NAMES[1]}"],
        ["replay", f"missing{NAMES[2]}.json"],
        ["--lang", NAMES[3], "list"],  # click's own messages too
        ["simulate", GAME, "--deals", NAMES[0]],
        [f"pl{NAMES[0]}"],
    ],
)
def test_error_messages_hold_no_control_character(args: list[str]) -> None:
    code, out, err = invoke(*args)
    assert code == 2
    assert err and not leaks(out + err), err
    assert len(err.strip().splitlines()[-1]) <= ECHO_LINE + 20


def test_statistics_from_a_hostile_file_hold_no_control_character() -> None:
    hostile = stats.finished_match(
        f"{NAMES[0]}game", 3, 1, ["human", f"lvl{NAMES[2]}"], list(NAMES[:2]), [0], [12, 3]
    )
    stats.record_match(hostile)
    for args in (["stats"], ["stats", "--json"]):
        code, out, err = invoke(*args)
        assert code == 0, err
        assert not leaks(out + err), args
        assert "PWNED" in out, args


def test_a_markup_game_id_in_the_statistics_is_shown_literally() -> None:
    stats.record_match(
        stats.finished_match("[bold]x[/]", 1, 1, ["human", "simple"], ["", ""], [0], [1, 0])
    )
    code, out, err = invoke("stats")
    assert code == 0, err
    assert "[bold]x[/]" in out


# --- long values --------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", GAME, "--seed", HUGE],
        ["simulate", GAME, "--deals", HUGE],
        ["simulate", GAME, "--seats", HUGE],
        ["arena", GAME, "--deals", HUGE],
        ["arena", GAME, "--jobs", HUGE],
        ["play", GAME, "--seed", HUGE],
        ["simulate", "klaberjass", "--option", f"target_score={HUGE}"],
        ["simulate", "sheepshead", "--option", f"head_strokes={HUGE}"],
        ["simulate", GAME, "--lang", HUGE],
        ["simulate", HUGE],
        [HUGE],
    ],
)
def test_a_huge_value_is_cut_in_the_error_message(args: list[str]) -> None:
    code, _, err = invoke(*args)
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err) < 1000 and "7" * 200 not in err, err[:300]
    assert "777" in err  # the value is still recognisable


# --- a closed pipe ------------------------------------------------------------


def test_replay_into_a_pipe_closed_early_exits_quietly(tmp_path: Path, home: Path) -> None:
    record = tmp_path / "long.json"
    code, _, err = invoke("simulate", GAME, "--deals", "60", "--record", str(record))
    assert code == 0, err
    with subprocess.Popen(
        command("replay", str(record)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=subprocess_env(home),
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        assert proc.stdout.readline()  # `| head -1`: one line read, then the reader is gone
        proc.stdout.close()
        err = proc.stderr.read()
        code = proc.wait()
    assert code in (0, EXIT_PIPE_CLOSED)
    assert err == b""


@pytest.mark.parametrize(
    "args",
    [
        ["list"],
        ["rules", GAME],
        ["options", GAME],
        ["stats"],
        ["simulate", GAME, "--deals", "2"],
        ["simulate", GAME, "--deals", "2", "--json"],
        ["arena", GAME, "--bots", "simple,random", "--deals", "1"],
    ],
)
def test_every_command_exits_quietly_into_a_closed_pipe(args: list[str], home: Path) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before a byte is written
    try:
        done = subprocess.run(
            command(*args),
            stdout=write,
            stderr=subprocess.PIPE,
            env=subprocess_env(home),
            check=False,
        )
    finally:
        os.close(write)
    assert done.returncode == EXIT_PIPE_CLOSED, done.stderr
    assert done.stderr == b""


# --- Ctrl-C -------------------------------------------------------------------


def test_ctrl_c_in_a_command_exits_130_with_one_line(
    hostile_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupt(*_: object) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("cardtui.cli.transcript.transcript", interrupt)
    code, out, err = invoke("replay", str(hostile_file))
    assert code == EXIT_INTERRUPTED
    assert err == "cardtui: interrupted\n" and out == ""


def test_ctrl_c_in_the_app_exits_130_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from cardtui.cli import entry

    def interrupt(**_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("cardtui.ui.launch.run_app", interrupt)
    monkeypatch.delenv("_CARDTUI_COMPLETE", raising=False)
    for args in ([], ["play", GAME]):
        with pytest.raises(SystemExit) as stop:
            entry.main(args)
        assert stop.value.code == EXIT_INTERRUPTED
        captured = capsys.readouterr()
        assert captured.err == "cardtui: interrupted\n" and captured.out == ""


def test_ctrl_c_while_loading_exits_130_in_russian_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from cardtui.cli import entry
    from cardtui.i18n import set_language

    def interrupt(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("cardtui.cli.main.main", interrupt)
    set_language("ru")
    try:
        with pytest.raises(SystemExit) as stop:
            entry.main(["list"])
    finally:
        set_language("en")
    assert stop.value.code == EXIT_INTERRUPTED
    assert capsys.readouterr().err == "cardtui: прервано\n"


# --- shell completion ---------------------------------------------------------


def test_bash_completion_script_is_printed(home: Path) -> None:
    done = subprocess.run(
        command(),
        capture_output=True,
        text=True,
        check=False,
        env=subprocess_env(home, _CARDTUI_COMPLETE="bash_source"),
    )
    assert done.returncode == 0, done.stderr
    assert "_cardtui_completion()" in done.stdout
    assert "complete -o nosort -F _cardtui_completion cardtui" in done.stdout


def test_bash_completion_completes_play(home: Path) -> None:
    env = subprocess_env(
        home, _CARDTUI_COMPLETE="bash_complete", COMP_WORDS="cardtui pl", COMP_CWORD="1"
    )
    done = subprocess.run(command(), capture_output=True, text=True, check=False, env=env)
    assert done.returncode == 0, done.stderr
    assert "plain,play" in done.stdout.splitlines()


def test_ctrl_c_in_an_arena_stops_its_workers_at_once() -> None:
    import multiprocessing

    from cardtui.cli.arena import arena
    from cardtui.engine import get_game

    def interrupt(done: int) -> None:
        raise KeyboardInterrupt

    before = set(multiprocessing.active_children())  # e.g. a thinker another test started
    with pytest.raises(KeyboardInterrupt):
        arena(get_game(GAME), ("simple", "random"), 64, 1, jobs=2, on_pair=interrupt)
    # terminated, not left to finish the queue
    poll_until(lambda: set(multiprocessing.active_children()) <= before, 30, "the workers to end")


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                status = (entry / "status").read_text()
            except OSError:
                continue
            if f"\nPPid:\t{pid}\n" in status:
                found.append(int(entry.name))
    return found


def _ignores_sigint(pid: int) -> bool:
    try:
        status = (Path("/proc") / str(pid) / "status").read_text()
    except OSError:
        return False
    ignored = next(line for line in status.splitlines() if line.startswith("SigIgn:"))
    return bool(int(ignored.split()[1], 16) & (1 << (signal.SIGINT - 1)))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_ctrl_c_at_the_terminal_during_an_arena_with_workers(home: Path) -> None:
    args = command(
        "arena",
        GAME,
        "--bots",
        "strong,simple",
        "--deals",
        "400",
        "--jobs",
        "2",
        "--budget",
        "0.02",
    )
    with subprocess.Popen(
        args,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=subprocess_env(home),
        start_new_session=True,
    ) as proc:
        try:

            def ready() -> bool:  # both workers up, leaving Ctrl-C to the main one
                assert proc.poll() is None
                workers = _children(proc.pid)
                return len(workers) >= 2 and all(_ignores_sigint(w) for w in workers)

            poll_until(ready, 60, "the arena's workers")
            os.killpg(proc.pid, signal.SIGINT)  # what the terminal does on Ctrl-C
            _, err = proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == EXIT_INTERRUPTED
    assert err == b"cardtui: interrupted\n"
