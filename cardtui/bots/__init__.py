"""Bots: choose an action from a :class:`~cardtui.engine.View`, never from the full state.

Levels: ``random`` (any legal action) and ``simple`` (rule-based, one module per
game listed in :data:`SIMPLE_BOTS`; games without one get a generic cautious bot).
"""

from __future__ import annotations

import importlib
import random
from typing import Protocol

from cardtui.bots.honesty import truthful
from cardtui.engine.actions import Action
from cardtui.engine.protocol import View

LEVELS: tuple[str, ...] = ("random", "simple")
"""Bot levels a seat can be given."""

SIMPLE_BOTS: dict[str, str] = {
    "kozel_classic": "cardtui.bots.kozel_classic:KozelClassicBot",
    "kozel_multilead": "cardtui.bots.kozel_multilead:MultileadBot",
    "sheepshead": "cardtui.bots.sheepshead:SheepsheadBot",
    "kozly": "cardtui.bots.jack_kozel:KozlyBot",
    "kozel_pri_valtakh": "cardtui.bots.jack_kozel:KozelPriValtakhBot",
    "kozel_24": "cardtui.bots.kozel_24:Kozel24Bot",
    "doppelkopf": "cardtui.bots.doppelkopf:DoppelkopfBot",
    "klaberjass": "cardtui.bots.klaberjass:KlaberjassBot",
    "witch": "cardtui.bots.witch:WitchBot",
}
"""Game id to ``module:Class`` of its rule-based bot."""


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


def make_bot(level: str, game_id: str) -> Bot:
    """A bot of ``level`` for ``game_id``; an unknown level raises ``ValueError``."""
    if level == "random":
        return RandomBot()
    if level == "simple":
        target = SIMPLE_BOTS.get(game_id, "cardtui.bots.generic:CautiousBot")
        module, _, cls = target.partition(":")
        bot: Bot = getattr(importlib.import_module(module), cls)()
        return bot
    raise ValueError(f"unknown bot level {level!r}; choose one of: {', '.join(LEVELS)}")
