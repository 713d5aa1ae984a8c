"""Long commands show progress (issue 20, item 10): ``simulate`` and ``arena`` draw a progress
bar with an estimate on stderr whenever stderr is a terminal (``--json`` and a redirected
stdout included) and write nothing there when stderr is not a terminal."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from cardtui.cli.progress import progress_on_stderr

SIMULATE = ["simulate", "war", "--deals", "20", "--seed", "3", "--json", "--lang", "en"]
ARENA = ["arena", "kozly", "--bots", "simple,random", "--deals", "3", "--json", "--lang", "en"]


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    env.update(TERM="xterm-256color", COLUMNS="120", LINES="30")
    return env


def _run_with_terminal_stderr(args: list[str]) -> tuple[bytes, bytes]:
    """Run ``cardtui ARGS`` with a pseudo-terminal as stderr and a pipe as stdout."""
    master, slave = os.openpty()
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "cardtui", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=slave,
            env=_env(),
        )
        os.close(slave)
        seen = bytearray()
        while True:  # until the child's end closes the terminal (EIO on Linux)
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
        out = proc.stdout.read() if proc.stdout else b""
        assert proc.wait(timeout=120) == 0, bytes(seen)
    finally:
        os.close(master)
    return out, bytes(seen)


def _run_with_pipe_stderr(args: list[str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "cardtui", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        env=_env(),
        timeout=120,
        check=True,
    )


@pytest.mark.parametrize(
    ("args", "label"), [(SIMULATE, b"Simulating"), (ARENA, b"Playing duplicate pairs")]
)
def test_a_terminal_stderr_shows_the_bar_even_with_json(args: list[str], label: bytes) -> None:
    out, err = _run_with_terminal_stderr(args)
    assert json.loads(out)["game"] == args[1]  # stdout keeps only the JSON
    assert label in err
    assert "━".encode() in err  # the bar
    assert b"0:00:" in err  # elapsed time and the estimate


@pytest.mark.parametrize("args", [SIMULATE, ARENA, [a for a in SIMULATE if a != "--json"]])
def test_a_pipe_as_stderr_gets_nothing(args: list[str]) -> None:
    done = _run_with_pipe_stderr(args)
    assert done.stderr == b""
    assert done.stdout


class _Stream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def test_no_bar_and_no_output_for_a_stream_that_is_not_a_terminal() -> None:
    stream = _Stream(tty=False)
    with progress_on_stderr("Simulating", 10, stream) as advance:
        assert advance is None
    assert stream.getvalue() == ""


def test_the_bar_follows_the_count_on_a_terminal() -> None:
    stream = _Stream(tty=True)
    with progress_on_stderr("Simulating", 4, stream) as advance:
        assert advance is not None
        for done in range(1, 5):
            advance(done)
    assert "Simulating" in stream.getvalue()
    assert "4/4" in stream.getvalue()
