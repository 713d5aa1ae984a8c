"""The state every phase of a multi-card-lead Kozel match shares (spec kozel.md §2).

:mod:`.multilead_worlds` reads it; :class:`~.multilead.MultileadMatch` subclasses it
with the phase table, the steps, the scoring and the views.
"""

from __future__ import annotations

from cardtui.engine.cards import Card
from cardtui.engine.options import typed_options
from cardtui.games.kozel.core import KozelMatch
from cardtui.games.kozel.multilead_rules import LEAD, MultileadOptions


class MultileadState(KozelMatch):
    """The match-long, deal and trick state of multi-card-lead Kozel."""

    def setup(self) -> None:
        self.opts = typed_options(MultileadOptions, self.game.options, self.options)
        n = self.num_seats
        self.teams: tuple[tuple[int, ...], ...] = (
            (tuple(range(0, n, 2)), tuple(range(1, n, 2))) if self.opts.teams else ()
        )
        self.sides: tuple[tuple[int, ...], ...] = self.teams or tuple((s,) for s in range(n))
        self.seats_after: tuple[tuple[int, ...], ...] = tuple(
            tuple((s + i) % n for i in range(1, n)) for s in range(n)
        )
        """Per seat, the other seats clockwise from its left."""
        self.totals = [0] * n
        """Card points per seat over the finished deals."""
        self.phase = LEAD
        self._reset_deal()

    def _reset_deal(self) -> None:
        n = self.num_seats
        self.hands = [[] for _ in range(n)]
        self.stock: list[Card] = []
        """Face-down stock, top card first."""
        self.dead: list[Card] = []
        self.won_open: list[list[Card]] = [[] for _ in range(n)]
        self.won_hidden: list[list[Card]] = [[] for _ in range(n)]
        self.won_open_points = [0] * n
        self.discards_by: list[list[Card]] = [[] for _ in range(n)]
        self.seen: list[Card] = []
        """Cards played face up in finished tricks of this deal."""
        self.trump = "C"
        self.indicator: Card = Card("6", "C")
        self.indicator_at = "stock"
        self.indicator_holder: int | None = None
        self.designated = 0
        self.hammer_queue: list[int] = []
        self.claimed_by: int | None = None
        self._reset_trick(0)
        self.last_plays: tuple[tuple[int, tuple[Card, ...], bool], ...] = ()
        self.last_winner = None
        self.tricks_won = [0] * n

    def _reset_trick(self, leader: int) -> None:
        self.leader = leader
        self.plays: list[tuple[int, tuple[Card, ...], bool]] = []
        """(seat, cards, face up) in playing order."""
        self.best_seat: int | None = None
        self.best: tuple[Card, ...] = ()
        self.responders: list[int] = []
