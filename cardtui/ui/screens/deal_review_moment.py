"""A reviewed decision at the table: the replay viewer at the moment the person chose,
following that seat (its hand, what it knew), with the better move marked in the hand and
the message line saying what was chosen and what it cost. The arrows step on as in any
replay, to see what followed."""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.bots.review import Finding
from cardtui.engine import Card, MatchRecord
from cardtui.i18n import set_game
from cardtui.ui.replay_model import ReplayModel
from cardtui.ui.screens.deal_review_text import moment_text
from cardtui.ui.screens.replay import ReplayScreen


def decision_frame(replay: ReplayModel, step: int) -> int:
    """The frame just before decision ``step`` (the table as the person saw it then)."""
    for index, frame in enumerate(replay.frames):
        if frame.position == step and not frame.over:
            return index
    return 0


class DecisionScreen(ReplayScreen):
    """The replay at one reviewed decision of ``seat``."""

    def __init__(
        self, record: MatchRecord, seat: int, finding: Finding, names: Sequence[str]
    ) -> None:
        super().__init__(record)
        self.finding = finding
        self.reviewed = seat
        self.seat_names = list(names)
        self.follow = seat
        self.open_all = False
        self.frame = decision_frame(self.replay, finding.verdict.step)
        self.decision = self.frame
        """The frame of the decision (the viewer may step away from it)."""
        self.session = self._session_at(self.current.position)

    def on_unmount(self) -> None:
        """The table under this screen keeps its game's words (the viewer's own unmount
        clears them; this puts them back once it has)."""
        self.app.call_later(set_game, self.gid)

    def show(self) -> None:
        """The frame, with the better move marked in the hand at the decision."""
        super().show()
        at = self.frame == self.decision
        self.model.marked = _positions(self.model.hand, self.better_cards) if at else set()
        self._draw_selection()

    @property
    def better_cards(self) -> tuple[Card, ...]:
        """The cards of the better move (none for a bid or another choice)."""
        return self.finding.verdict.preferred.cards

    def _message(self) -> str:
        if self.frame != self.decision:
            return super()._message()
        return moment_text(self.finding, self.cardtui.look.ascii_only, self.gid)


def _positions(hand: Sequence[Card], cards: Sequence[Card]) -> set[int]:
    """Hand positions holding ``cards`` (a card held twice counts twice)."""
    wanted = list(cards)
    found: set[int] = set()
    for index, card in enumerate(hand):
        if card in wanted:
            wanted.remove(card)
            found.add(index)
    return found
