"""The itemised score of a Doppelkopf deal (spec §6.6), as :class:`ScoreLine` data.

Card points + order premium + solo premium + foxes, old women, J♣ = each side's
total; the difference between the totals, halved: each opponent pays (or gets)
half of it, the declaring side the rest (a soloist three halves). Amounts of
the last two lines are in half-points (unit ``half``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtui.engine.score import HALF, ScoreLine, note, rule, term, total


def _side(declarers: bool, amount: int) -> tuple[int, int]:
    return (amount, 0) if declarers else (0, amount)


def settlement_lines(
    kind: str,
    level: str,
    declarer: int,
    trump_suit: str | None,
    points: tuple[int, int],
    tricks: tuple[int, int],
    won: bool,
    reached: bool,
    premiums: tuple[int, int, int],
    bonuses: Sequence[Mapping[str, Any]],
    totals: tuple[int, int],
    delta: tuple[int, int],
    alone: bool,
) -> tuple[ScoreLine, ...]:
    """The lines of one deal.

    ``premiums`` are (order premium won, order premium lost, solo premium);
    ``totals`` are S_D and S_O; ``delta`` the half-points each declarer and each
    opponent get; ``alone`` a
    declaring side of one player (a solo, a wedding without partner).
    """
    win_premium, loss_premium, solo_premium = premiums
    lines = [
        note(f"score.doppelkopf.game.{kind}", seat=declarer, suit=trump_suit or ""),
        note("score.tricks", tricks),
        term("score.card_points", points),
    ]
    if level != "normal":
        lines.insert(1, note(f"score.doppelkopf.order.{level}"))
    if won:
        if reached and win_premium:
            lines.append(term(f"score.doppelkopf.won.{level}", (win_premium, 0)))
        elif not reached:
            lines.append(note(f"score.doppelkopf.not_reached.{level}"))
        if kind == "big_solo":
            subtotal = (points[0] + (win_premium if reached else 0), points[1])
            lines.append(total("score.doppelkopf.subtotal", subtotal))
            lines.append(rule("score.doppelkopf.big_solo", (2 * subtotal[0], subtotal[1])))
        elif solo_premium:
            lines.append(term(f"score.doppelkopf.solo.{kind}", (solo_premium, 0)))
    else:
        lines.append(term(f"score.doppelkopf.lost.{level}", (0, loss_premium)))
    for bonus in bonuses:
        amounts = _side(bool(bonus["declarers"]), int(bonus["points"]))
        lines.append(term(f"score.doppelkopf.bonus.{bonus['kind']}", amounts, seat=bonus["seat"]))
    lines.append(total("score.doppelkopf.total", totals))
    diff = totals[0] - totals[1]
    halving = "score.doppelkopf.halved_alone" if alone else "score.doppelkopf.halved"
    lines.append(rule(halving, delta, HALF, diff=diff))
    lines.append(total("score.doppelkopf.per_player", delta, HALF))
    return tuple(lines)
