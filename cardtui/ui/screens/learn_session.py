"""A practice match of learning mode: never saved, never counted in the statistics."""

from __future__ import annotations

from cardtui.engine import get_game
from cardtui.ui.session import HUMAN, SeatSpec, Session

OPPONENTS = "beginner"
"""The level the learner plays against."""


class LearnSession(Session):
    """A :class:`Session` that writes no save (so none is offered to continue) and adds
    nothing to the statistics."""

    open_hands = False
    """Every hand is shown on the table (marked as such)."""

    def _record_stats(self) -> None:
        """A practice match counts in no statistics."""
        self._stats_recorded = True

    def save(self) -> None:
        """A practice match is never saved."""
        if self.match.is_over:
            self._record_stats()


def learn_session(game_id: str, open_hands: bool = False, seed: int | None = None) -> LearnSession:
    """A practice match of ``game_id``: the learner and beginner bots, nothing saved."""
    game = get_game(game_id)
    seats = [SeatSpec(HUMAN)] + [SeatSpec(OPPONENTS)] * (game.default_seats - 1)
    session = LearnSession.new(game_id, seats, seed, autosave=False)
    assert isinstance(session, LearnSession)
    session.open_hands = open_hands
    return session
