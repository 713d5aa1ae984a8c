"""Searching bots think in a worker process, so the screen answers keys while they do.

The strong bot is CPU-bound Python: in a thread it would hold the interpreter
lock for half a second at a time. :class:`Thinker` owns one spawned worker
process (started when a table with a strong seat opens, so its imports are
done before the first question). A view's search template holds game closures
that do not pickle, so the worker gets the match record instead, replays it
(a millisecond) and gives the bot the seat's view, exactly as the session
would: the bot still sees only that view. The table's thread
worker only waits for the answer, checking for cancellation (Undo, quit) every
few milliseconds. A result that arrives after the position changed is dropped
by the table. When no process can be started, the search runs in the caller's
thread instead.
"""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from cardtui.engine import Action, View

_BOTS: dict[tuple[str, float | None, int | None], Any] = {}


def _warm() -> bool:
    """Import the engine, the games and the bots in the worker."""
    from cardtui.bots import strong  # noqa: F401
    from cardtui.engine import all_games

    all_games()
    return True


def _view(record: str, seat: int) -> View:
    """The search view of ``seat`` in the match the record describes."""
    from cardtui.engine import MatchRecord
    from cardtui.engine.replay import replay

    match = replay(MatchRecord.loads(record))
    return match.view(seat, search=True)


def choose_in_worker(
    level: str,
    game_id: str,
    budget: float | None,
    record: str,
    seat: int,
    rng: random.Random,
    worlds: int | None = None,
) -> Action:
    """A bot's choice from the view of ``seat``, computed in the worker process."""
    from cardtui.bots import make_bot

    bot = _BOTS.get((level, budget, worlds))
    if bot is None:
        bot = _BOTS[(level, budget, worlds)] = make_bot(level, game_id, budget, worlds)
    action: Action = bot.choose(_view(record, seat), rng)
    return action


def hint_in_worker(record: str, seat: int, rng: random.Random, budget: float) -> Any:
    """A hint for ``seat`` from its view, computed in the worker process."""
    from cardtui.bots.hints import advise

    return advise(_view(record, seat), rng, budget)


class Thinker:
    """One worker process for bot searches and hints."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._failed = False
        self._warm: Future[Any] | None = None

    @property
    def warm(self) -> bool:
        """Whether the worker has started and imported everything."""
        return self._pool is not None and self._warm is not None and self._warm.done()

    def start(self) -> None:
        """Start the worker (idempotent); it imports everything at once."""
        if self._pool is not None or self._failed:
            return
        try:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
            self._warm = self._pool.submit(_warm)
        except (OSError, ValueError, RuntimeError):
            self._failed = True
            self._pool = None

    def submit(self, fn: Callable[..., Any], *args: Any, local: bool = False) -> Future[Any]:
        """Run ``fn(*args)`` in the worker; here when there is none or ``local`` is set."""
        self.start()
        if self._pool is not None and not local:
            try:
                return self._pool.submit(fn, *args)
            except RuntimeError:  # the pool broke or was shut down
                self._pool = None
                self._failed = True
        done: Future[Any] = Future()
        try:
            done.set_result(fn(*args))
        except Exception as exc:
            done.set_exception(exc)
        return done

    def shutdown(self) -> None:
        """Stop the worker without waiting for a search in progress."""
        pool, self._pool = self._pool, None
        if pool is not None:
            processes = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                process.terminate()
