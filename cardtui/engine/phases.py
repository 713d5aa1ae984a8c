"""The phase table: a game's phases as data, each with its legal set, move and refusal.

A game lists its phases in ``Match.phase_table``: phase code to :class:`Phase`.
:meth:`~cardtui.engine.protocol.Match.legal_actions`, ``_apply`` and
:meth:`~cardtui.engine.protocol.Match.explain_illegal` then look the phase in play up
there, so no game dispatches on its phase with if-chains, dicts of method names or
``getattr``::

    class KozelMatch(Match):
        phase_table = {
            PLAY: Phase(legal=_play_legal, apply=_play, refusal=_play_refusal),
            BOAST: Phase(legal=_boast_legal, apply=_boast),
        }

The functions take the match and the seat to move (and the action); they may be
plain functions or methods of the class, looked up when the table is built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtui.engine.actions import Action

Legal = Callable[[Any, int], Sequence[Action]]
"""``(match, seat)``: the legal actions of the seat to move in this phase."""
Apply = Callable[[Any, int, Action], list[Any]]
"""``(match, seat, action)``: carry out a legal action; its events."""
Refusal = Callable[[Any, int, Action], str]
"""``(match, seat, action)``: the reason code for refusing an illegal action."""


def no_reason(match: Any, seat: int, action: Action) -> str:
    """The default refusal: the action is not among the choices."""
    return "not_your_choice"


@dataclass(frozen=True, slots=True)
class Phase:
    """One phase of a deal: what is legal in it, how a move is carried out, why one is
    refused."""

    legal: Legal
    apply: Apply
    refusal: Refusal = no_reason
