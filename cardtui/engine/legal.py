"""Legal actions worked out once per state: the cache several games share."""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import Action


class CachedLegal:
    """Mixed into a :class:`~cardtui.engine.protocol.Match` (before it) whose legal actions
    cost something to work out.

    The game writes :meth:`_compute_legal` and sets ``self._legal = None`` whenever
    its state changes; :meth:`legal_actions` then works them out once per state.
    """

    _legal: Sequence[Action] | None = None

    def legal_actions(self) -> Sequence[Action]:
        """The actions of the seat to move (worked out once per state)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> Sequence[Action]:
        """The actions of the seat to move now (the game's rules)."""
        raise NotImplementedError
