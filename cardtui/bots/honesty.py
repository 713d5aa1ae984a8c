"""Bots never lie: a filter on ``view.legal`` that every bot level applies.

A *signal* (an action of kind ``signal``, such as ``signal:no_trumps`` in
``kozel_24``) is a public statement about the signaller's hand. People may
bluff; the app's bots may stay silent or say what is true, never what is false
(kozel.md §7.15). :func:`truthful` removes the false signals from the legal
actions; every bot level chooses from what it returns.

The truth of a signal is game knowledge: the game's bot module (``bots/<game_id>.py``
or ``bots/<family>.py``, :mod:`.hooks`) defines ``signal_is_true(view, code) -> bool``,
which judges a signal from the signaller's own view. A game without one keeps its
bots silent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from cardtui.bots.hooks import game_hook
from cardtui.engine.actions import Action, action_kinds
from cardtui.engine.protocol import View

SIGNAL = "signal"
"""The action kind of a signal."""

SignalTest = Callable[[View, str], bool]
"""Whether the signal ``code`` is true of the hand in ``view``."""


def signal_test(game_id: str) -> SignalTest | None:
    """The signal test of ``game_id`` (its ``signal_is_true``), or ``None`` (then every
    signal is left out)."""
    test: SignalTest | None = game_hook(game_id, "signal_is_true")
    return test


def truthful(view: View) -> Sequence[Action]:
    """``view.legal`` without the signals that would be false (all signals, without a test)."""
    legal = view.legal
    if SIGNAL not in action_kinds(legal):
        return legal
    test = signal_test(view.game)
    kept = tuple(a for a in legal if a.kind != SIGNAL or (test is not None and test(view, a.value)))
    return kept or legal


def honest_view(view: View) -> View:
    """``view`` whose legal actions are only the truthful ones (for bots that read ``legal``)."""
    kept = truthful(view)
    return view if kept is view.legal else replace(view, legal=kept)
