"""Itemised deal scores: how a deal's result was reached, as data.

A game explains every deal with a tuple of :class:`ScoreLine` values in
:attr:`DealSummary.lines`. Each line has an i18n code (``score.<game>.<item>``
or a shared ``score.<item>``), arguments for its text, and an amount per side
of the deal (the sides are :attr:`DealSummary.teams`, in that order). Its role
says how the amounts combine, so one generic check (:func:`check_lines`) can
verify that the sum visibly adds up:

* ``term`` — added to the running sum of each side;
* ``total`` — a subtotal or the total: must equal the running sum;
* ``rule`` — a rule that converts (points into pairs, a difference halved):
  its amounts replace the running sum, usually in another unit;
* ``note`` — a fact that explains without adding (tricks taken, dead cards,
  a flag carried to the next deal); its amounts, if any, are not summed.

The last ``total`` of a deal is what each member of a side got from the deal:
the deal's :attr:`DealSummary.match_points` per seat (:func:`seat_points`).

``unit`` tells the renderer how to show amounts: ``""`` plain integers,
``"half"`` half-points (``25`` is shown as ``12½``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

from cardtui.engine.cards import Card

TERM = "term"
TOTAL = "total"
RULE = "rule"
NOTE = "note"
ROLES: tuple[str, ...] = (TERM, TOTAL, RULE, NOTE)

HALF = "half"
"""Unit code of half-points (Doppelkopf)."""

ArgValue: TypeAlias = int | str | Card | tuple[int, ...] | tuple[Card, ...]
"""An argument of a line's text: a number, a literal, a card or a tuple of them.

Keys named ``seat`` or ending in ``_seat`` hold a seat index (``seats``,
``*_seats``: a tuple of seats); the renderer writes players' names for them.
"""


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One itemised line of a deal's score."""

    code: str
    """i18n key of the line's text: ``score.<game>.<item>`` or ``score.<item>``."""
    amounts: tuple[int, ...] | None = None
    """Per side of the deal, in the game's smallest unit; ``None`` for a plain note."""
    role: str = TERM
    """``term``, ``total``, ``rule`` or ``note`` (see the module docstring)."""
    args: tuple[tuple[str, ArgValue], ...] = ()
    """Named values for the text (hashable pairs, so the line stays frozen)."""
    unit: str = ""
    """How amounts are shown: ``""`` integers, ``"half"`` half-points."""

    def arg(self, key: str, default: ArgValue | None = None) -> ArgValue | None:
        """The value of argument ``key``."""
        for name, value in self.args:
            if name == key:
                return value
        return default


_SLOTS: Any = ScoreLine
_NEW = object.__new__
_CODE, _AMOUNTS, _ROLE, _ARGS, _UNIT = (
    _SLOTS.code.__set__,
    _SLOTS.amounts.__set__,
    _SLOTS.role.__set__,
    _SLOTS.args.__set__,
    _SLOTS.unit.__set__,
)


def make_line(
    code: str,
    amounts: tuple[int, ...] | None,
    role: str,
    args: tuple[tuple[str, ArgValue], ...] = (),
    unit: str = "",
) -> ScoreLine:
    """``ScoreLine(code, amounts, role, args, unit)``, the same value, its slots filled
    directly (a play-out scores every deal it finishes; the frozen ``__init__`` goes
    through ``object.__setattr__`` once per field)."""
    line = _NEW(ScoreLine)
    _CODE(line, code)
    _AMOUNTS(line, amounts)
    _ROLE(line, role)
    _ARGS(line, args)
    _UNIT(line, unit)
    return line


def term(code: str, amounts: tuple[int, ...], unit: str = "", **args: ArgValue) -> ScoreLine:
    """A line added to the running sum."""
    return make_line(code, amounts, TERM, tuple(args.items()), unit)


def total(code: str, amounts: tuple[int, ...], unit: str = "", **args: ArgValue) -> ScoreLine:
    """A subtotal or total: equals the running sum."""
    return make_line(code, amounts, TOTAL, tuple(args.items()), unit)


def rule(code: str, amounts: tuple[int, ...], unit: str = "", **args: ArgValue) -> ScoreLine:
    """A rule that converts the running sum into ``amounts``."""
    return make_line(code, amounts, RULE, tuple(args.items()), unit)


def note(code: str, amounts: tuple[int, ...] | None = None, **args: ArgValue) -> ScoreLine:
    """A line that explains without adding."""
    return make_line(code, amounts, NOTE, tuple(args.items()))


class BreakdownError(ValueError):
    """The lines of a deal do not add up."""


def check_lines(lines: Sequence[ScoreLine], sides: int) -> tuple[int, ...] | None:
    """Check that the lines add up; return the last total (``None`` when there is none).

    Every amount tuple has one value per side; every ``total`` equals the sum of
    the ``term`` lines since the start or the last ``rule`` (plus that rule's
    amounts). Raises :class:`BreakdownError` naming the first line that fails.
    """
    running = [0] * sides
    last: tuple[int, ...] | None = None
    for index, line in enumerate(lines):
        if line.role not in ROLES:
            raise BreakdownError(f"line {index} ({line.code}): unknown role {line.role!r}")
        amounts = line.amounts
        if amounts is None:
            if line.role != NOTE:
                raise BreakdownError(f"line {index} ({line.code}): a {line.role} needs amounts")
            continue
        if len(amounts) != sides:
            raise BreakdownError(
                f"line {index} ({line.code}): {len(amounts)} amounts for {sides} sides"
            )
        if line.role == TERM:
            running = [r + a for r, a in zip(running, amounts, strict=True)]
        elif line.role == RULE:
            running = list(amounts)
        elif line.role == TOTAL:
            if list(amounts) != running:
                raise BreakdownError(
                    f"line {index} ({line.code}): total {amounts} but the lines sum to "
                    f"{tuple(running)}"
                )
            last = amounts
    return last


def seat_points(
    side_amounts: Sequence[int], teams: Sequence[Sequence[int]], num_seats: int
) -> tuple[int, ...]:
    """Per seat, the amount of the seat's side (0 for a seat on no side)."""
    points = [0] * num_seats
    for amount, team in zip(side_amounts, teams, strict=True):
        for seat in team:
            points[seat] = amount
    return tuple(points)
