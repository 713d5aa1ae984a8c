"""The state every phase of a 24-card Kozel match shares (spec kozel.md §5).

:mod:`.kozel24_worlds` reads it; :class:`~.kozel24.Kozel24Match` subclasses it with
the phase table, the steps, the scoring and the views.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtui.engine.cards import Card
from cardtui.engine.options import typed_options
from cardtui.games.kozel.core import PLAY, KozelMatch
from cardtui.games.kozel.kozel24_rules import NO_QUEENS, Writing


@dataclass(frozen=True, slots=True)
class Kozel24Options:
    """The options of 24-card Kozel."""

    signals: bool
    """Table signals («моргания») from deal 2 on."""


class Kozel24State(KozelMatch):
    """The match-long and deal state of 24-card Kozel."""

    def setup(self) -> None:
        self.opts = typed_options(Kozel24Options, self.game.options, self.options)
        self.written = [0, 0]
        self.eggs = False
        self.history: list[dict[str, Any]] = []
        self.writing: Writing = ("", None, (0, 0))
        """The writing of the deal just closed (outcome, team written on, totals after)."""
        self._reset_deal_state(0)

    def _reset_deal_state(self, dealer: int) -> None:
        self.dealer = dealer
        self.first_leader = (dealer + 1) % 4
        self.hands = [[] for _ in range(4)]
        self.taken: list[list[Card]] = [[] for _ in range(4)]
        self.trick = []
        self.leader = self.first_leader
        self.to_move = None
        self.phase = PLAY
        self.tricks = [0, 0]
        self.tricks_done = 0
        self.played: list[Card] = []
        self.last_trick = ()
        self.last_winner = None
        self.queue: list[int] = []
        self.round = NO_QUEENS
        self.queenless = [False, False]
        self.exchanged: set[int] = set()
        self.giver: int | None = None
        self.exchanges: list[dict[str, int]] = []
        self.known: list[dict[str, Any]] = [{} for _ in range(4)]
        self.signals: list[dict[str, Any]] = []
        self.signalled: set[int] = set()
