"""A match record laid out for the replay viewer: frames, deals, tricks, who may see what.

One pass over the record (the same checks as :func:`~cardtui.engine.replay.replay`)
builds the frames the viewer steps through: the start of each deal, one frame
per decision, and an extra frame when a deal ends (shown with all hands open,
its last trick and its score). The match at any frame is rebuilt from a copy
kept at the start of its deal, so a step costs one deal's replay, whatever the
match's length. No Textual here.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtui.engine import Action, Card, Event, Match, MatchRecord, get_game
from cardtui.engine.errors import IllegalAction, RecordError
from cardtui.engine.history import (
    DEAL_END,
    DEAL_START,
    TRICK_WON,
    DealHistory,
    MatchLog,
    Step,
    Trick,
    Viewer,
    build_deal,
)

Hands = tuple[tuple[Card, ...] | None, ...]


@dataclass(frozen=True)
class Frame:
    """One place in the replay: ``position`` decisions applied, showing deal ``deal``."""

    position: int
    deal: int
    """The deal shown (0-based)."""
    over: bool = False
    """The deal has just ended: its last trick, all its hands and its score are shown."""
    trick: bool = False
    """The step completed a trick (or ended the deal)."""


class ReplayModel:
    """Frames of one record; the match and the history at any frame."""

    def __init__(self, record: MatchRecord) -> None:
        self.record = record
        self.game = get_game(record.game)
        self._decisions: list[tuple[int, Action, tuple[Event, ...]]] = []
        self.frames: list[Frame] = [Frame(0, 0)]
        self._checkpoints: dict[int, Match] = {}
        """A copy of the match at each deal's first frame, by position."""
        self._dealt: list[Hands] = []
        """Every deal's hands as dealt (the fullest they were)."""
        self.finished_deals = 0
        self._dealing = True
        """No trick has been taken in the deal yet (its hands may still grow)."""
        match = self._new_match()
        self.opening: tuple[Event, ...] = tuple(match.opening_events)
        self._deal_began(match, 0)
        for index, (seat, action) in enumerate(record.decisions()):
            events = _apply(match, index, seat, action)
            self._decisions.append((seat, action, events))
            self._add_frames(match, index + 1, events)
            self._note_dealt(match, events)
        self._log = MatchLog(self.opening)
        for entry in self._decisions:
            self._log.add(*entry)
        self.is_over = match.is_over
        """The record holds the whole match (else it may still be being played elsewhere)."""
        self.deal_summaries = tuple(match.deal_summaries)

    def _new_match(self) -> Match:
        r = self.record
        return self.game.new_match(
            r.num_seats, r.options, r.seed, seats=r.seats, replay=r.chance_outcomes()
        )

    def _deal_began(self, match: Match, position: int) -> None:
        self._checkpoints[position] = lean_copy(match)
        self._dealt.append(tuple(match.view(None).hands))

    def _note_dealt(self, match: Match, events: Sequence[Event]) -> None:
        """Keep the deal's fullest hands (some games deal after a first round of decisions);
        once a trick is taken its hands only shrink."""
        for event in events:  # in order: a deal's last card, then the next deal
            if event.kind == DEAL_START:
                self._dealing = True
            elif event.kind == TRICK_WON:
                self._dealing = False
        if match.is_over or not self._dealing:
            return
        hands = tuple(match.view(None).hands)
        if _held(hands) > _held(self._dealt[-1]):
            self._dealt[-1] = hands

    def _add_frames(self, match: Match, position: int, events: Sequence[Event]) -> None:
        deal = self.frames[-1].deal
        if any(e.kind == DEAL_END for e in events):
            self.finished_deals += 1
            self.frames.append(Frame(position, deal, over=True, trick=True))
            if not match.is_over:
                self.frames.append(Frame(position, deal + 1))
                self._deal_began(match, position)
            return
        if any(e.kind == DEAL_START for e in events):  # a new deal without a deal_end
            self.frames.append(Frame(position, deal + 1))
            self._deal_began(match, position)
            return
        self.frames.append(Frame(position, deal, trick=any(e.kind == TRICK_WON for e in events)))

    # --- reading ------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        """Seats at the table."""
        return self.record.num_seats

    @property
    def deals(self) -> int:
        """How many deals the record reaches."""
        return len(self._dealt)

    @property
    def decisions(self) -> int:
        """How many decisions the record holds."""
        return len(self._decisions)

    def deal_complete(self, deal: int) -> bool:
        """Whether deal ``deal`` (0-based) was played to its end in the record."""
        return deal < self.finished_deals

    def dealt(self, deal: int) -> Hands:
        """The hands of deal ``deal`` as dealt (when they held the most cards)."""
        return self._dealt[deal]

    def deal_start(self, deal: int) -> int:
        """The index of deal ``deal``'s first frame."""
        for index, frame in enumerate(self.frames):
            if frame.deal == deal and not frame.over:
                return index
        return len(self.frames) - 1

    def step(self, frame: int) -> tuple[int, Action, tuple[Event, ...]] | None:
        """The decision that led to ``frame`` (``None`` for a deal's first frame)."""
        at = self.frames[frame]
        first = frame == 0 or self.frames[frame - 1].position == at.position
        if at.position == 0 or (first and not at.over):
            return None
        return self._decisions[at.position - 1]

    def next_trick(self, frame: int, delta: int) -> int:
        """The next (+1) or previous (-1) frame that completes a trick or starts a deal."""
        index = frame + delta
        while 0 <= index < len(self.frames):
            at = self.frames[index]
            if at.trick or self.deal_start(at.deal) == index:
                return index
            index += delta
        return max(0, min(len(self.frames) - 1, index))

    def match_at(self, position: int) -> Match:
        """The match after ``position`` decisions (from the copy at its deal's start)."""
        start = max(p for p in self._checkpoints if p <= position)
        match = lean_copy(self._checkpoints[start])
        for index in range(start, position):
            seat, action, _ = self._decisions[index]
            _apply(match, index, seat, action)
        return match

    def log_at(self, position: int) -> MatchLog:
        """The history after ``position`` decisions (earlier deals shared with the whole log)."""
        starts = sorted(p for p in self._checkpoints if p <= position)
        return FrameLog(self._log, len(starts) - 1, position - starts[-1], position)

    def full_log_at(self, position: int) -> MatchLog:
        """The history after ``position`` decisions, fed afresh (what :meth:`log_at` equals)."""
        log = MatchLog(self.opening)
        for seat, action, events in self._decisions[:position]:
            log.add(seat, action, events)
        return log


class FrameLog(MatchLog):
    """The history at one frame, read from the log of the whole record.

    The deals before the frame's deal are the whole log's (complete, cached
    there); the frame's deal is cut after its first ``taken`` decisions. So a
    frame costs one deal, however long the match.
    """

    def __init__(self, full: MatchLog, deal: int, taken: int, decisions: int) -> None:
        super().__init__()
        self._full = full
        self._deal = deal
        self._taken = taken
        self._count = decisions
        self._own: dict[Viewer, DealHistory] = {}

    @property
    def decisions(self) -> int:
        """How many decisions the frame has seen."""
        return self._count

    def __len__(self) -> int:
        """How many deals have begun at the frame."""
        return self._deal + 1

    def steps(self, index: int) -> tuple[Step, ...]:
        """The steps of deal ``index`` up to the frame."""
        if index < self._deal:
            return self._full.steps(index)
        if index > self._deal or index >= len(self._full):
            return ()
        kept: list[Step] = []
        taken = 0
        for step in self._full.steps(index):
            if step.seat is not None and not step.carried:
                if taken == self._taken:
                    break
                taken += 1
            kept.append(step)
        return tuple(kept)

    def deal(self, index: int, viewer: Viewer) -> DealHistory:
        """Deal ``index`` (-1: the frame's) as ``viewer`` knows it at the frame."""
        if index < 0:
            index += len(self)
        if index < self._deal:
            return self._full.deal(index, viewer)
        found = self._own.get(viewer)
        if found is None:
            found = build_deal(self.steps(index), viewer, index + 1)
            self._own[viewer] = found
        return found

    def last_trick(self, viewer: Viewer) -> tuple[int, Trick] | None:
        """The latest trick played out by the frame."""
        for index in range(len(self) - 1, -1, -1):
            trick = self.deal(index, viewer).last_trick
            if trick is not None:
                return index, trick
        return None


def lean_copy(match: Match) -> Match:
    """An independent copy whose record holds only the deal in progress.

    A full copy would copy the whole record each time (quadratic over a long
    match); the viewer never reads a copy's record beyond its header.
    """
    r = match.record
    deals = [copy.deepcopy(r.deals[-1])] if r.deals else []
    lean = MatchRecord(r.game, r.num_seats, r.options, r.seed, list(r.seats), deals, r.version)
    memo: dict[int, Any] = {id(match.game): match.game, id(r): lean}
    for summary in match.deal_summaries:  # frozen, never changed: shared, not copied
        memo[id(summary)] = summary
    return copy.deepcopy(match, memo)


def _held(hands: Hands) -> int:
    return sum(len(hand or ()) for hand in hands)


def _apply(match: Match, index: int, seat: int, action: Action) -> tuple[Event, ...]:
    """Apply a recorded decision with the checks of :func:`~cardtui.engine.replay.replay`."""
    if match.current_seat != seat:
        raise RecordError(
            f"record step {index}: seat {seat} acts but seat {match.current_seat} is to move"
        )
    try:
        return tuple(match.apply(action))
    except IllegalAction as exc:
        raise RecordError(f"record step {index}: {action} is illegal ({exc.reason})") from exc
