"""Resuming a long match fast: from the save's checkpoint, replaying only the last deals.

A save keeps a checkpoint of the match as the previous deal began
(:mod:`cardtui.storage.checkpoint`), with the decision that carried that deal's start.
Resuming decodes it and replays the decisions since: two deals, however long the match.
The match is used only when it then shows exactly what the live match showed (the save's
fingerprint); otherwise the record is replayed whole, as before. The log of the earlier
deals is rebuilt from the record only when something asks for one of them
(:class:`ResumedLog`).
"""

from __future__ import annotations

import dataclasses
import gc
import threading
from collections.abc import Callable
from typing import Any

from cardtui.engine import Action, Event, Match, MatchRecord
from cardtui.engine.history import DealHistory, MatchLog, Step, Trick, Viewer
from cardtui.engine.record import DealRecord, RecordMark


class ResumedLog:
    """A match's log holding its last deals; the earlier ones are replayed when asked for.

    Reads and writes like :class:`~cardtui.engine.history.MatchLog` (what the table, the
    review and undo use), with deal and decision indices counted from the match's start.
    """

    def __init__(
        self,
        tail: MatchLog,
        deals_before: int,
        decisions_before: int,
        whole: Callable[[], MatchLog],
    ) -> None:
        self._tail = tail
        self._deals_before = deals_before
        self._decisions_before = decisions_before
        self._make_whole = whole
        self._whole: MatchLog | None = None
        self._numbered: dict[tuple[int, Viewer], tuple[DealHistory, DealHistory]] = {}

    def whole(self) -> MatchLog:
        """The log of every deal (replayed from the record once, then used alone)."""
        if self._whole is None:
            self._whole = self._make_whole()
        return self._whole

    def add(self, seat: int, action: Action, events: list[Event] | tuple[Event, ...]) -> None:
        """Log a decision and the events it caused."""
        (self._whole or self._tail).add(seat, action, events)

    __call__ = add

    def truncate(self, decisions: int) -> None:
        """Keep only the first ``decisions`` decisions (undo)."""
        if self._whole is None and decisions > self._decisions_before:
            self._tail.truncate(decisions - self._decisions_before)
        else:
            self.whole().truncate(decisions)

    @property
    def decisions(self) -> int:
        """How many decisions the log holds."""
        if self._whole is not None:
            return self._whole.decisions
        return self._decisions_before + self._tail.decisions

    def __len__(self) -> int:
        """How many deals have begun."""
        return len(self._whole) if self._whole is not None else self._deals_before + len(self._tail)

    def steps(self, index: int) -> tuple[Step, ...]:
        """The steps of deal ``index`` (0-based)."""
        index = index + len(self) if index < 0 else index
        if self._whole is not None or index < self._deals_before:
            return self.whole().steps(index)
        return self._tail.steps(index - self._deals_before)

    def deal(self, index: int, viewer: Viewer) -> DealHistory:
        """Deal ``index`` (0-based; -1 the current one) as ``viewer`` knows it."""
        index = index + len(self) if index < 0 else index
        if self._whole is not None or index < self._deals_before:
            return self.whole().deal(index, viewer)
        found = self._tail.deal(index - self._deals_before, viewer)
        kept = self._numbered.get((index, viewer))
        if kept is None or kept[0] is not found:  # numbered as in the whole match
            kept = (found, dataclasses.replace(found, number=index + 1))
            self._numbered[(index, viewer)] = kept
        return kept[1]

    def last_trick(self, viewer: Viewer) -> tuple[int, Trick] | None:
        """The latest trick played out (of the current deal, else of an earlier one)."""
        if self._whole is None:
            found = self._tail.last_trick(viewer)
            if found is not None:
                return found[0] + self._deals_before, found[1]
        return self.whole().last_trick(viewer)


def checkpoint_text(start: Match, mark: RecordMark, carried: Step) -> str:
    """The checkpoint of ``start`` (a copy of the match as a deal began, the record then at
    ``mark``), with ``carried``, the step that began the deal; "" when it cannot be kept."""
    from cardtui.storage import checkpoint

    if carried.seat is None or carried.action is None or not carried.carried:
        return ""
    try:
        data = {
            "deal": start.deal_number,
            "mark": dataclasses.astuple(mark),
            "carried": [
                carried.seat,
                str(carried.action),
                checkpoint.encode_value(start.game, carried.events),
            ],
            "match": checkpoint.encode_match(start),
        }
        return checkpoint.dumps(data)
    except Exception:  # an object the checkpoint cannot hold: resuming replays all
        return ""


class Checkpoint:
    """The checkpoint of one deal's start, made in a thread: encoding a long match's state
    takes a while (tens of milliseconds after hundreds of deals), and the table goes on
    meanwhile. ``start`` is a copy nothing changes any more."""

    def __init__(self, start: Match, mark: RecordMark, carried: Step) -> None:
        self.key = (mark.deals, mark.decisions)
        self.mark = mark
        self._text: str | None = None
        self._thread = threading.Thread(
            target=self._make, args=(start, mark, carried), name="checkpoint", daemon=True
        )
        self._thread.start()

    def _make(self, start: Match, mark: RecordMark, carried: Step) -> None:
        self._text = checkpoint_text(start, mark, carried)

    def text(self, wait: bool = False) -> str:
        """The checkpoint's file text; "" while it is being made (unless ``wait``) or when
        the match holds something a checkpoint cannot."""
        if wait:
            self._thread.join()
        return self._text or ""


@dataclasses.dataclass
class FastResume:
    """A match rebuilt from its checkpoint, its log, and the current deal's start (undo)."""

    match: Match
    history: ResumedLog
    deal_start: tuple[Match, RecordMark] | None


def fast_resume(record: MatchRecord, text: str, fingerprint: str) -> FastResume | None:
    """The match of ``record`` from its checkpoint ``text``, when it verifies; else ``None``
    (and ``record`` as it was). The cycle collector waits meanwhile: thousands of objects
    are made, none of them garbage, and they stay alive with the table, so they are kept
    out of its later scans (``gc.freeze``, as the table does with what it shows: see
    :mod:`cardtui.ui.screens.table_memory`, which hands them back when it closes)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        found = _fast_resume(record, text, fingerprint)
        if found is not None:
            gc.freeze()
        return found
    finally:
        if collecting:
            gc.enable()


def _fast_resume(record: MatchRecord, text: str, fingerprint: str) -> FastResume | None:
    from cardtui.storage import checkpoint

    try:
        data = checkpoint.loads(text)
        mark = RecordMark(*data["mark"])
        cut = _Cut(record, mark, data["deal"])
    except Exception:
        return None
    try:
        found = _replay_since(record, mark, cut, data)
        if record.decision_count == cut.decisions and checkpoint.fingerprint(found.match) == (
            fingerprint
        ):
            return found
    except Exception:  # a checkpoint that does not fit: the whole record is replayed
        pass
    cut.restore()
    return None


class _Cut:
    """``record`` cut back to ``mark`` for the replay, and how to put it back."""

    def __init__(self, record: MatchRecord, mark: RecordMark, deal: Any) -> None:
        deals = record.deals
        if not 2 <= mark.deals <= len(deals) or deals[mark.deals - 1].number != deal:
            raise ValueError("the checkpoint is not of this record")
        if not 0 < mark.decisions <= record.decision_count:
            raise ValueError("the checkpoint is not of this record")
        self.record = record
        self.decisions = record.decision_count
        self.first = record.deal_first_decision(self.decisions)
        self.steps = record.decisions_since(mark)
        last = deals[mark.deals - 1]
        self.outcomes = last.chance[mark.chance :] + [
            o for d in deals[mark.deals :] for o in d.chance
        ]
        self.kept = [
            DealRecord(d.number, d.dealer, list(d.chance), list(d.actions))
            for d in deals[mark.deals - 1 :]
        ]
        self.index = mark.deals - 1
        record.truncate(mark)

    def restore(self) -> None:
        """The record as it was read."""
        del self.record.deals[self.index :]
        self.record.deals.extend(self.kept)
        self.record.decision_count = self.decisions


def _replay_since(
    record: MatchRecord, mark: RecordMark, cut: _Cut, data: dict[str, Any]
) -> FastResume:
    from cardtui.storage import checkpoint
    from cardtui.ui.session import copy_sharing_record

    match = checkpoint.decode_match(data["match"], record, cut.outcomes)
    seat, action, events = data["carried"]
    tail = MatchLog()
    tail.add(int(seat), Action.parse(action), checkpoint.decode_value(match.game, events))
    start: tuple[Match, RecordMark] | None = None
    for index, (seat, action) in enumerate(cut.steps, start=mark.decisions):
        if index == cut.first:
            start = (copy_sharing_record(match), record.mark())
        if match.current_seat != seat:
            raise ValueError("the checkpoint does not fit the record")
        tail.add(seat, action, match.apply(action))
    if start is None and cut.first >= mark.decisions + len(cut.steps):
        start = (copy_sharing_record(match), record.mark())
    match.chance.stop_replay()

    def whole() -> MatchLog:
        return MatchLog.of(match)

    history = ResumedLog(tail, mark.deals - 1, mark.decisions - 1, whole)
    return FastResume(match, history, start)
