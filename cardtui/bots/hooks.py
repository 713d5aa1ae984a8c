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

from functools import cache
from typing import Any

from cardtui.engine.registry import family_of, optional_module


@cache
def game_hook(game_id: str, name: str) -> Any:
    """``name`` as ``bots/<game_id>.py`` defines it, else as ``bots/<family>.py`` does;
    ``None`` when neither does."""
    for module_name in (game_id, family_of(game_id)):
        module = (
            optional_module(f"cardtui.bots.{module_name}") if module_name.isidentifier() else None
        )
        if module is not None and hasattr(module, name):
            return getattr(module, name)
    return None
