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
    record: MatchRecord, decisions: int | None = None, observer: Observer | None = None
) -> Match:
    """Replay ``record`` (only its first ``decisions`` seat decisions when given).

    The chance outcomes are fed back, so the state is the one the record was
    written from. After a partial replay the unused outcomes are dropped and the
    match goes on with fresh (but seed-determined) chance. ``observer`` is told
    every replayed decision with the events it caused (the set-up's events are
    the returned match's :attr:`~cardtui.engine.protocol.Match.opening_events`),
    so a log or a history can be rebuilt from a record.
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
    match.chance.stop_replay()
    return match
