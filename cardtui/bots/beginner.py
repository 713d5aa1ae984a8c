"""The ``beginner`` level: the simple bot with a learner's lapses.

A learner plays by the same rules of thumb but forgets which cards are out
(the played cards, voids and suits led are hidden from the simple bot on most
decisions) and now and then fails to count, playing another legal action
instead: one the simple bot itself would choose in a view with no memory at
all, or, more rarely, any legal action that is not the most expensive one.
Every choice is still one of ``view.legal``.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from cardtui.bots.generic import action_cost
from cardtui.bots.honesty import honest_view
from cardtui.engine.actions import Action
from cardtui.engine.facts import replaced
from cardtui.engine.protocol import View

MEMORY_KEYS: tuple[str, ...] = ("played", "seen", "history", "voids", "suits_led", "signals")
"""Public facts a player has to remember (a learner loses them)."""
FORGET = 0.7
"""Chance that a decision is taken without memory."""
SLIP = 0.2
"""Chance of a slip: a legal action other than the considered one."""


def _forgotten(value: Any) -> Any:
    """An empty value of the same shape: per-seat sequences keep their length."""
    if (
        isinstance(value, list | tuple)
        and value
        and all(isinstance(v, list | tuple) for v in value)
    ):
        return tuple(() for _ in value)
    if isinstance(value, list | tuple):
        return ()
    if isinstance(value, Mapping):
        return {}
    return value


def forget(view: View) -> View:
    """The view as a learner keeps it: what is on the table and in hand, no memory."""
    changes = {k: _forgotten(v) for k, v in view.public.items() if k in MEMORY_KEYS}
    return dataclasses.replace(view, public=replaced(view.public, changes))


class BeginnerBot:
    """Simple rules, unreliable memory, occasional slips."""

    def __init__(self, simple: Any) -> None:
        self.simple = simple

    def choose(self, view: View, rng: random.Random) -> Action:
        """A legal action, usually the simple bot's (often without memory); never a false signal."""
        view = honest_view(view)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        seen = forget(view) if rng.random() < FORGET else view
        choice: Action = self.simple.choose(seen, rng)
        if rng.random() < SLIP:
            costly = max(legal, key=action_cost)
            others = [a for a in legal if a is not choice and a is not costly]
            if others:
                choice = rng.choice(others)
        return choice if choice in legal else rng.choice(legal)
