"""Bots: choose an action from a :class:`~cardtui.engine.View`, never from the full state.

Levels, weakest first: ``random`` (any legal action), ``beginner`` (the simple
bot with a learner's lapses), ``simple`` (rule-based: the ``SIMPLE_BOT`` of
``bots/<game_id>.py``, else of ``bots/<family>.py`` by :attr:`Game.family`, else a
generic cautious bot) and ``strong`` (determinized search over worlds sampled from
the view, generic over the protocol). Bots that search set ``needs_worlds``; drivers then give them
:func:`bot_view`.
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import Protocol

from cardtui.bots.honesty import truthful
from cardtui.bots.hooks import game_hook
from cardtui.engine.actions import Action
from cardtui.engine.protocol import Match, View

LEVELS: tuple[str, ...] = ("random", "beginner", "simple", "strong")
"""Bot levels a seat can be given."""

BENCHMARK_LEVELS: tuple[str, ...] = ("flat", "infer")
"""Levels for ``arena`` and ``simulate`` only, never in the setup or settings: ``flat`` is
the strong bot's earlier flat Monte Carlo search, kept to measure the strong bot against;
``infer`` is the strong bot with worlds resampled by the others' cards in the trick in
progress (:mod:`cardtui.bots.inference`), a variant under measurement."""

GENERIC_BOT = "cardtui.bots.generic"
"""The module of the simple bot of a game whose id and family have none."""


class Bot(Protocol):
    """Anything that picks one of ``view.legal``."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """Pick an action for the seat of ``view``; ``view.legal`` is never empty."""
        ...


class RandomBot:
    """Picks any legal action uniformly, never a false signal; used by tests and the benchmark."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """A uniformly random legal action among the truthful ones."""
        return rng.choice(truthful(view))


@cache
def simple_bot_class(game_id: str) -> type[Bot]:
    """The class of ``game_id``'s simple bot: the ``SIMPLE_BOT`` of ``bots/<game_id>.py``,
    else of ``bots/<family>.py`` (``Game.family``), else the generic cautious bot."""
    found: type[Bot] | None = game_hook(game_id, "SIMPLE_BOT")
    if found is not None:
        return found
    generic: type[Bot] = importlib.import_module(GENERIC_BOT).SIMPLE_BOT
    return generic


def _simple(game_id: str) -> Bot:
    return simple_bot_class(game_id)()


def make_bot(
    level: str, game_id: str, budget: float | None = None, worlds: int | None = None
) -> Bot:
    """A bot of ``level`` for ``game_id``; an unknown level raises ``ValueError``.

    ``budget`` is the strong bot's seconds per decision (default
    :data:`cardtui.bots.strong.DEFAULT_BUDGET`), ``worlds`` its fixed effort (worlds per
    decision, the budget then a cap only); other levels ignore both.
    """
    if level == "random":
        return RandomBot()
    if level == "simple":
        return _simple(game_id)
    if level == "beginner":
        from cardtui.bots.beginner import BeginnerBot

        return BeginnerBot(_simple(game_id))
    if level == "strong":
        from cardtui.bots.strong import StrongBot

        return StrongBot(budget, worlds=worlds)
    if level == "infer":
        from cardtui.bots.strong import StrongBot

        return StrongBot(budget, worlds=worlds, infer=True)
    if level == "flat":
        from cardtui.bots.strong import FlatBot

        return FlatBot(budget, worlds=worlds)
    raise ValueError(f"unknown bot level {level!r}; choose one of: {', '.join(LEVELS)}")


def needs_worlds(bot: object) -> bool:
    """Whether ``bot`` searches worlds (and so wants the search view)."""
    return bool(getattr(bot, "needs_worlds", False))


def bot_view(match: Match, seat: int, bot: object) -> View:
    """The view to give ``bot`` at ``seat``: with the search template (and the unseen
    cards) when it searches, the game's own plain view otherwise (cheaper)."""
    if needs_worlds(bot):
        return match.view(seat, search=True)
    return match.plain_view(seat)  # without ``unseen``, which only a search reads
