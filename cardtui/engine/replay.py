"""Rebuild a match from its record: the basis of resume, undo and replay."""

from __future__ import annotations

from collections.abc import Callable

from cardtui.engine.actions import Action
from cardtui.engine.errors import IllegalAction, RecordError
from cardtui.engine.protocol import Event, Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import get_game

Observer = Callable[[int, Action, list[Event]], None]
"""Told ``(seat, action, events)`` after each replayed decision."""


def replay(
    record: MatchRecord,
    decisions: int | None = None,
    observer: Observer | None = None,
    keep: tuple[int, Callable[[Match], None]] | None = None,
) -> Match:
    """Replay ``record`` (only its first ``decisions`` seat decisions when given).

    The chance outcomes are fed back, so the state is the one the record was
    written from. After a partial replay the unused outcomes are dropped and the
    match goes on with fresh (but seed-determined) chance. ``observer`` is told
    every replayed decision with the events it caused (the set-up's events are
    the returned match's :attr:`~cardtui.engine.protocol.Match.opening_events`),
    so a log or a history can be rebuilt from a record. ``keep`` is ``(step,
    callback)``: the callback sees the match just before decision ``step`` is
    replayed (or at the end, when the record holds no such decision), to keep a
    copy of it (the start of the current deal, for undo) without a second replay.
    """
    game = get_game(record.game)
    match = game.new_match(
        record.num_seats,
        record.options,
        record.seed,
        seats=record.seats,
        replay=record.chance_outcomes(),
    )
    steps = record.decisions()
    if decisions is not None:
        steps = steps[:decisions]
    for index, (seat, action) in enumerate(steps):
        if keep is not None and index == keep[0]:
            keep[1](match)
        if match.current_seat != seat:
            raise RecordError(
                f"record step {index}: seat {seat} acts but seat {match.current_seat} is to move"
            )
        try:
            events = match.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"record step {index}: {action} is illegal ({exc.reason})") from exc
        if observer is not None:
            observer(seat, action, events)
    if keep is not None and keep[0] >= len(steps):
        keep[1](match)
    match.chance.stop_replay()
    return match
