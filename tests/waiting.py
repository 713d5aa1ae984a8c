"""Waiting for a condition outside Textual tests: the one place, with ``tests/ui/helpers.py``,
that pauses between looks. A test never waits a fixed time; it polls with a generous deadline."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

POLL = 0.01


def poll_until(condition: Callable[[], object], timeout: float = 60.0, what: str = "") -> None:
    """Look at ``condition()`` every few milliseconds until it holds; fail after ``timeout``."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout:g} s for {what or 'a condition'}"
        time.sleep(POLL)


async def apoll_until(
    condition: Callable[[], object], timeout: float = 30.0, what: str = ""
) -> None:
    """The same on the running event loop (other tasks run between looks)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"waited {timeout:g} s for {what or 'a condition'}"
        await asyncio.sleep(POLL)


async def apause_before_retry() -> None:
    """A short breath between two attempts of a retried connection (not a wait for an event)."""
    await asyncio.sleep(POLL * 10)
