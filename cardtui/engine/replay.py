"""Rebuild a match from its record: the basis of resume, undo and replay."""

from __future__ import annotations

from cardtui.engine.errors import IllegalAction, RecordError
from cardtui.engine.protocol import Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import get_game


def replay(record: MatchRecord, decisions: int | None = None) -> Match:
    """Replay ``record`` (only its first ``decisions`` seat decisions when given).

    The chance outcomes are fed back, so the state is the one the record was
    written from. After a partial replay the unused outcomes are dropped and the
    match goes on with fresh (but seed-determined) chance.
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
            match.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"record step {index}: {action} is illegal ({exc.reason})") from exc
    match.chance.stop_replay()
    return match
