"""Bots never lie: a filter on ``view.legal`` that every bot level applies.

A *signal* (an action of kind ``signal``, such as ``signal:no_trumps`` in
``kozel_24``) is a public statement about the signaller's hand. People may
bluff; the app's bots may stay silent or say what is true, never what is false
(kozel.md §7.15). :func:`truthful` removes the false signals from the legal
actions; every bot level chooses from what it returns.

The truth of a signal is game knowledge: :data:`SIGNAL_TESTS` names, per game,
the function ``test(view, code) -> bool`` that judges a signal from the
signaller's own view. A game without a test keeps its bots silent.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from cardtui.engine.actions import Action
from cardtui.engine.protocol import View

SIGNAL = "signal"
"""The action kind of a signal."""

SignalTest = Callable[[View, str], bool]
"""Whether the signal ``code`` is true of the hand in ``view``."""

SIGNAL_TESTS: dict[str, str] = {
    "kozel_24": "cardtui.bots.kozel_24:signal_is_true",
}
"""Game id to ``module:function`` of its signal test."""


@cache
def signal_test(game_id: str) -> SignalTest | None:
    """The signal test of ``game_id``, or ``None`` (then every signal is left out)."""
    target = SIGNAL_TESTS.get(game_id)
    if target is None:
        return None
    module, _, name = target.partition(":")
    test: SignalTest = getattr(importlib.import_module(module), name)
    return test


def truthful(view: View) -> tuple[Action, ...]:
    """``view.legal`` without the signals that would be false (all signals, without a test)."""
    legal = view.legal
    if not any(a.kind == SIGNAL for a in legal):
        return legal
    test = signal_test(view.game)
    kept = tuple(a for a in legal if a.kind != SIGNAL or (test is not None and test(view, a.value)))
    return kept or legal


def honest_view(view: View) -> View:
    """``view`` whose legal actions are only the truthful ones (for bots that read ``legal``)."""
    kept = truthful(view)
    return view if kept is view.legal else replace(view, legal=kept)
