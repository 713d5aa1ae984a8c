"""A game's own pieces of bot knowledge, found by its id or its family, never by a table
of game ids in a shared module.

``bots/<game_id>.py``, else ``bots/<family>.py`` (:attr:`Game.family`), may define what
the shared bots look up by name:

* ``SIMPLE_BOT``: the class of the simple bot (:func:`cardtui.bots.simple_bot_class`);
* ``signal_is_true(view, code)``: whether a signal would be true (:mod:`.honesty`);
* ``card_worth(view)``: what each card is worth in the deal, for the words of a hint
  (:mod:`.card_values`).
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from cardtui.engine.errors import UnknownGame
from cardtui.engine.registry import get_game


def family(game_id: str) -> str:
    """The family of ``game_id`` (empty for a game of none, or one not registered)."""
    try:
        return get_game(game_id).family
    except UnknownGame:
        return ""


def bot_module(name: str) -> ModuleType | None:
    """The module ``cardtui.bots.<name>``, or ``None`` when there is none."""
    module = f"cardtui.bots.{name}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None


@cache
def game_hook(game_id: str, name: str) -> Any:
    """``name`` as ``bots/<game_id>.py`` defines it, else as ``bots/<family>.py`` does;
    ``None`` when neither does."""
    for module_name in (game_id, family(game_id)):
        module = bot_module(module_name) if module_name.isidentifier() else None
        if module is not None and hasattr(module, name):
            return getattr(module, name)
    return None
