"""The itemised score of a Sheep's Head deal (spec §6), as :class:`ScoreLine` data.

Separate from :mod:`cardtui.games.sheepshead` so the rules module stays small;
the match passes in what it decided (outcome, strokes, the stroke table cells).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.score import ScoreLine, note, rule, term, total


def _pair(team: int, amount: int) -> tuple[int, int]:
    return (amount, 0) if team == 0 else (0, amount)


def stroke_lines(
    maker: int,
    forced: bool,
    trump: str,
    team_points: Sequence[int],
    tricks: Sequence[int],
    outcome: str,
    winner: int | None,
    base: int,
    strokes: int,
    gained: int,
    head: int,
    raised: bool,
) -> tuple[ScoreLine, ...]:
    """Maker, tricks, card points; the stroke table (simple or double, makers or
    opponents, named or forced trumps), the raised stakes after a draw, surplus
    strokes dropped at the head's end; the strokes each side drew.

    ``base`` is the table's value for a deal that is not raised, ``strokes`` the
    value actually due.
    """
    makers = maker % 2
    lines = [
        note(
            "score.sheepshead.maker_forced" if forced else "score.sheepshead.maker",
            seat=maker,
            suit=trump,
        ),
    ]
    if raised:
        lines.append(note("score.sheepshead.raised_deal"))
    lines += [
        note("score.tricks", (tricks[0], tricks[1])),
        term("score.card_points", (team_points[0], team_points[1])),
    ]
    if outcome == "draw":
        lines.append(rule("score.sheepshead.draw", (0, 0)))
        lines.append(total("score.sheepshead.strokes", (0, 0)))
        lines.append(note("score.sheepshead.next_raised"))
        return tuple(lines)
    assert winner is not None
    if outcome == "whole_head":
        lines.append(rule("score.sheepshead.whole_head", _pair(winner, gained), head=head))
        lines.append(total("score.sheepshead.strokes", _pair(winner, gained)))
        return tuple(lines)
    side = "makers" if winner == makers else "opponents"
    suffix = "_forced" if forced and side == "opponents" else ""
    lines.append(rule(f"score.sheepshead.{outcome}_{side}{suffix}", _pair(winner, base), double=90))
    if strokes != base:
        lines.append(term("score.sheepshead.raised", _pair(winner, strokes - base)))
    if gained != strokes:
        lines.append(total("score.sheepshead.due", _pair(winner, strokes)))
        lines.append(rule("score.sheepshead.surplus", _pair(winner, gained), head=head))
    lines.append(total("score.sheepshead.strokes", _pair(winner, gained)))
    return tuple(lines)
