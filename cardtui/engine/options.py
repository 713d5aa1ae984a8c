"""Typed game options (house rules) with defaults and validation.

A game lists :class:`OptionSpec` values; :func:`validate_options` turns user
text (``--option boasting=false``) or JSON values into checked Python values,
and names the option and its valid choices when something is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Literal, TypeVar, get_type_hints

from cardtui.engine.errors import OptionError

OptionKind = Literal["bool", "int", "choice", "seats"]
OptionValue = bool | int | str | tuple[int, ...]
T = TypeVar("T")

_TRUE = {"true", "yes", "on", "1", "да"}
_FALSE = {"false", "no", "off", "0", "нет"}


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its key, kind, default and allowed values.

    The one-line description is the i18n key ``option.<game>.<key>``; the
    spec itself carries no prose.
    """

    key: str
    kind: OptionKind
    default: OptionValue
    choices: tuple[str, ...] = ()
    """For ``choice``: the allowed values."""
    minimum: int = 0
    """For ``int``: the smallest value; for ``seats``: the fewest seats listed."""
    maximum: int | None = 1_000_000
    """For ``int``: the largest value; for ``seats``: the most seats listed; ``None``: no limit."""

    def _range_text(self) -> str:
        if self.maximum is None:
            return f"a whole number of at least {self.minimum}"
        return f"a whole number {self.minimum}..{self.maximum}"

    def _in_range(self, value: int) -> bool:
        return self.minimum <= value and (self.maximum is None or value <= self.maximum)

    def parse(self, raw: Any, num_seats: int | None = None) -> OptionValue:
        """Check ``raw`` (text or a Python value) and return the typed value."""
        if self.kind == "bool":
            return self._parse_bool(raw)
        if self.kind == "int":
            return self._parse_int(raw)
        if self.kind == "choice":
            return self._parse_choice(raw)
        return self._parse_seats(raw, num_seats)

    def _fail(self, raw: Any, expected: str) -> OptionError:
        return OptionError(
            self.key,
            f"option {self.key!r}: bad value {raw!r}; expected {expected}",
            self.choices,
        )

    def _parse_bool(self, raw: Any) -> bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise self._fail(raw, "true or false")

    def _parse_int(self, raw: Any) -> int:
        try:
            value = int(raw)
        except (TypeError, ValueError):
            raise self._fail(raw, self._range_text()) from None
        if not self._in_range(value):
            raise self._fail(raw, self._range_text())
        return value

    def _parse_choice(self, raw: Any) -> str:
        text = str(raw).strip()
        if text not in self.choices:
            raise self._fail(raw, "one of " + ", ".join(self.choices))
        return text

    def _parse_seats(self, raw: Any, num_seats: int | None) -> tuple[int, ...]:
        """Text is what a person types: seats numbered from 1, as the table numbers them
        (``"1,3"`` is the first and third seat); a list is the stored value, from 0."""
        if isinstance(raw, str):
            parts = [p for p in raw.replace(",", " ").split() if p]
            base = 1
        elif isinstance(raw, Sequence):
            parts, base = list(raw), 0
        else:
            raise self._fail(raw, "a list of seat numbers such as 1,3")
        try:
            seats = tuple(sorted({int(p) - base for p in parts}))
        except (TypeError, ValueError):
            raise self._fail(raw, "a list of seat numbers such as 1,3") from None
        top = (num_seats or 1_000) - 1
        if any(s < 0 or s > top for s in seats) or not self._in_range(len(seats)):
            raise self._fail(
                raw, f"{self.minimum} to {self.maximum} seat numbers from {base} to {top + base}"
            )
        return seats

    def as_text(self, value: OptionValue) -> str:
        """A value as a person types it (seat lists numbered from 1)."""
        if isinstance(value, tuple | list):
            return ",".join(str(v + 1) for v in value)
        return str(value)

    def to_json(self, value: OptionValue) -> Any:
        """The JSON form of a value of this option."""
        return list(value) if isinstance(value, tuple) else value


def as_int(value: OptionValue) -> int:
    """An option value (an int, or a number chosen as text such as a pack size) as an int."""
    if isinstance(value, tuple):
        raise TypeError(f"not a number: {value!r}")
    return int(value)


def validate_options(
    specs: Sequence[OptionSpec], given: Mapping[str, Any], num_seats: int | None = None
) -> dict[str, OptionValue]:
    """All options of a game, defaults filled in; unknown keys and bad values raise."""
    by_key = {s.key: s for s in specs}
    for key in given:
        if key not in by_key:
            raise OptionError(
                key,
                f"unknown option {key!r}; valid options: {', '.join(by_key) or '(none)'}",
                tuple(by_key),
            )
    return {s.key: s.parse(given[s.key], num_seats) if s.key in given else s.default for s in specs}


def parse_option_pairs(pairs: Sequence[str]) -> dict[str, str]:
    """``["boasting=false", "blind_seats=1,3"]`` to a dict; a pair without ``=`` raises."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(pair, f"option {pair!r} is not KEY=VALUE")
        result[key.strip()] = value.strip()
    return result


def typed_options(
    cls: type[T], specs: Sequence[OptionSpec], values: Mapping[str, OptionValue]
) -> T:
    """The frozen options dataclass ``cls`` of a game, filled from checked ``values``.

    Its fields are the option keys, one per spec (checked here, so a dataclass and its
    specs cannot drift apart); a ``choice`` field may be typed ``int`` when its choices
    are numbers (a pack size), and is converted.
    """
    numbers = _NUMBER_FIELDS.get(cls)
    if numbers is None:
        numbers = _NUMBER_FIELDS[cls] = _number_fields(cls, tuple(s.key for s in specs))
    made: dict[str, Any] = {}
    for spec in specs:
        value = values[spec.key]
        if spec.key in numbers and isinstance(value, str):
            value = int(value)
        made[spec.key] = value
    return cls(**made)


_NUMBER_FIELDS: dict[type, frozenset[str]] = {}
"""Per options dataclass, its ``int`` fields (worked out once per class)."""


def _number_fields(cls: type, keys: tuple[str, ...]) -> frozenset[str]:
    """The ``int`` fields of an options dataclass, once its fields are checked against
    the spec keys (worked out once per class: a new match pays nothing)."""
    names = [f.name for f in fields(cls)]
    if sorted(names) != sorted(keys):
        raise TypeError(f"{cls.__name__} fields {names} do not match the option specs {keys}")
    hints = get_type_hints(cls)
    return frozenset(name for name in names if hints[name] is int)
