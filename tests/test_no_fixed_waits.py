"""No test waits a fixed time for something to happen: it waits for the condition.

A fixed pause passes on an idle machine and fails on a busy one. UI tests use
``tests.ui.helpers.wait_until`` (a condition, looked at after every short turn of the
event loop, with a generous timeout); that helper is the one place with a timed pause.
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent

#: The files allowed a timed pause, and why: the wait helper itself, and the kill test's
#: random moment to SIGKILL a writer at (the moment is what it varies, not a wait).
ALLOWED = {
    "ui/helpers.py": "the wait-for-condition helper",
    "saves_procs.py": "a random moment to kill at",
    "waiting.py": "the wait-for-condition helpers outside Textual",
}

FIXED_WAITS = [
    re.compile(r"\.pause\(\s*(delay\s*=\s*)?[^)\s]"),  # pilot.pause(0.3), pilot.pause(TICK)
    re.compile(
        r"\bsleep\(\s*(?!0\s*\))[^)\s]"
    ),  # time.sleep(1), asyncio.sleep(0.5); sleep(0) yields
    re.compile(
        r"\bwait_for\(.*timeout\s*=\s*(0?\.\d+|[1-9])\b"
    ),  # asyncio.wait_for(..., timeout=1)
]


def fixed_waits(text: str) -> list[str]:
    """The lines of ``text`` that wait a fixed time."""
    return [
        f"{number}: {line.strip()}"
        for number, line in enumerate(text.splitlines(), start=1)
        if any(pattern.search(line) for pattern in FIXED_WAITS)
    ]


def test_the_patterns_catch_fixed_waits_and_pass_condition_waits() -> None:
    caught = [
        "await pilot.pause(0.3)",
        "await pilot.pause(delay=1)",
        "await pilot.pause(TICK)",
        "time.sleep(0.2)",
        "await asyncio.sleep(1.5)",
        "await asyncio.wait_for(event.wait(), timeout=2)",
    ]
    passed = [
        "await pilot.pause()",
        "await asyncio.sleep(0)",
        "await wait_until(pilot, lambda: done, timeout=30)",
        "await settle(pilot)",
        "process.wait(timeout=60)",
    ]
    assert all(fixed_waits(line) for line in caught)
    assert not [line for line in passed if fixed_waits(line)]


def test_no_test_waits_a_fixed_time() -> None:
    found = {}
    for path in sorted(TESTS.rglob("*.py")):
        name = path.relative_to(TESTS).as_posix()
        if name in ALLOWED or path == Path(__file__).resolve():
            continue
        lines = fixed_waits(path.read_text(encoding="utf-8"))
        if lines:
            found[name] = lines
    assert not found, f"fixed waits (use tests.ui.helpers.wait_until): {found}"


def test_the_allowed_files_exist() -> None:
    assert all((TESTS / name).is_file() for name in ALLOWED)
