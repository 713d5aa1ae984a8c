"""Bots: choose an action from a :class:`~cardtui.engine.View`, never from the full state.

Levels, weakest first: ``random`` (any legal action), ``beginner`` (the simple
bot with a learner's lapses), ``simple`` (rule-based, one module per game listed
in :data:`SIMPLE_BOTS`; games without one get a generic cautious bot) and
``strong`` (determinized search over worlds sampled from the view, generic over
the protocol). Bots that search set ``needs_worlds``; drivers then give them
:func:`bot_view`.
"""

from __future__ import annotations

import importlib
import random
from typing import Protocol

from cardtui.bots.honesty import truthful
from cardtui.engine.actions import Action
from cardtui.engine.protocol import Match, View

LEVELS: tuple[str, ...] = ("random", "beginner", "simple", "strong")
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
    "omnibus_hearts": "cardtui.bots.hearts:HeartsBot",
    "slobberhannes": "cardtui.bots.hearts:HeartsBot",
    "joker_hearts": "cardtui.bots.hearts:HeartsBot",
    "auction_hearts": "cardtui.bots.hearts:HeartsBot",
    "domino_hearts": "cardtui.bots.hearts:HeartsBot",
    "kierki": "cardtui.bots.kierki:KierkiBot",
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


def _simple(game_id: str) -> Bot:
    target = SIMPLE_BOTS.get(game_id, "cardtui.bots.generic:CautiousBot")
    module, _, cls = target.partition(":")
    bot: Bot = getattr(importlib.import_module(module), cls)()
    return bot


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
