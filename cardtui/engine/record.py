"""The match record: the artefact behind save, resume, undo, replay and bug reports.

See ``docs/record-format.md``. A record is a header (format version, game id,
options, seats, seed) and, per deal, the chance outcomes (shuffled decks as card
codes, drawn numbers) and the actions taken as ``[seat, "action text"]``
(``[seat, "action text", "auto"]`` for moves the engine made itself, such as a
blind dummy's card). Replaying the actions against the logged chance rebuilds the
same state.

One rule for every game: deals are numbered 1, 2, 3... and a first-dealer draw
belongs to deal 1's chance log (nothing is logged before deal 1 begins); the JSON
form ends at the last action, leaving out a deal already dealt but not acted on yet
(replaying deals it again from its deal code).
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.errors import RecordError

Outcome = str | int
"""One logged chance outcome: a shuffled deck as card codes, or a drawn number.

It lives here, with the log that keeps it, so :mod:`cardtui.engine.chance` (which writes
into a record) sits above the record and the two do not import each other."""

FORMAT = "cardtui-record"
VERSION = 1


def _as_action(value: Any) -> Action:
    return value if isinstance(value, Action) else Action.parse(str(value))


@dataclass(frozen=True)
class RecordMark:
    """A point in a record (:meth:`MatchRecord.mark`): its length at that moment."""

    deals: int
    chance: int
    actions: int
    dealer: int | None
    decisions: int


@dataclass
class DealRecord:
    """Everything that happened in one deal, in order."""

    number: int
    dealer: int | None
    chance: list[Outcome] = field(default_factory=list)
    actions: list[list[Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The JSON form of this deal."""
        return {
            "number": self.number,
            "dealer": self.dealer,
            "chance": list(self.chance),
            "actions": [[a[0], str(a[1]), *a[2:]] for a in self.actions],
        }


@dataclass
class MatchRecord:
    """Header plus deals; see the module docstring."""

    game: str
    num_seats: int
    options: dict[str, Any]
    seed: int
    seats: list[str] = field(default_factory=list)
    """Who sat where: ``human``, ``human:Anna``, ``simple``, ``random``..."""
    deals: list[DealRecord] = field(default_factory=list)
    version: int = VERSION
    decision_count: int = field(default=0, compare=False, repr=False)
    """How many seat decisions the record holds, kept up to date as actions are logged."""

    def begin_deal(self, number: int, dealer: int | None) -> None:
        """Open a new deal entry."""
        self.deals.append(DealRecord(number, dealer))

    def _current(self) -> DealRecord:
        if not self.deals:
            self.deals.append(DealRecord(0, None))
        return self.deals[-1]

    def log_chance(self, outcome: Outcome) -> None:
        """Append a chance outcome to the current deal."""
        self._current().chance.append(outcome)

    def log_action(self, seat: int, action: Action, auto: bool = False) -> None:
        """Append an action to the current deal (kept as a value; text only in JSON)."""
        entry: list[Any] = [seat, action, "auto"] if auto else [seat, action]
        (self.deals[-1] if self.deals else self._current()).actions.append(entry)
        if not auto:
            self.decision_count += 1

    def recount(self) -> int:
        """Count the decisions again (after the deal lists were changed directly)."""
        self.decision_count = sum(1 for d in self.deals for a in d.actions if len(a) < 3)
        return self.decision_count

    def mark(self) -> RecordMark:
        """The record's length now, to :meth:`truncate` back to."""
        last = self.deals[-1] if self.deals else None
        return RecordMark(
            len(self.deals),
            len(last.chance) if last else 0,
            len(last.actions) if last else 0,
            last.dealer if last else None,
            self.decision_count,
        )

    def truncate(self, mark: RecordMark) -> None:
        """Drop everything logged after ``mark`` (taken on this record)."""
        del self.deals[mark.deals :]
        if self.deals:
            last = self.deals[-1]
            del last.chance[mark.chance :]
            del last.actions[mark.actions :]
            last.dealer = mark.dealer
        self.decision_count = mark.decisions

    def decisions_since(self, mark: RecordMark) -> list[tuple[int, Action]]:
        """The seat decisions logged after ``mark``, in order."""
        found: list[tuple[int, Action]] = []
        for index in range(max(mark.deals - 1, 0), len(self.deals)):
            actions = self.deals[index].actions
            start = mark.actions if index == mark.deals - 1 else 0
            found += [(int(a[0]), _as_action(a[1])) for a in actions[start:] if len(a) < 3]
        return found

    def deal_first_decision(self, index: int) -> int:
        """The index of the first decision of the deal holding decision ``index``."""
        count = self.decision_count
        for deal in reversed(self.deals):
            count -= sum(1 for a in deal.actions if len(a) < 3)
            if count <= index:
                return max(count, 0)
        return 0

    def last_decision_by(self, seats: Collection[int]) -> int | None:
        """The index (among all decisions) of the latest decision by one of ``seats``.

        Searched from the end, so the cost is the distance back, not the match length.
        """
        index = self.decision_count
        for deal in reversed(self.deals):
            for entry in reversed(deal.actions):
                if len(entry) >= 3:
                    continue
                index -= 1
                if entry[0] in seats:
                    return index
        return None

    def chance_outcomes(self) -> list[Outcome]:
        """Every chance outcome of the match, in order."""
        return [o for d in self.deals for o in d.chance]

    def decisions(self) -> list[tuple[int, Action]]:
        """Every action chosen by a seat (engine moves left out), in order."""
        return [(int(a[0]), _as_action(a[1])) for d in self.deals for a in d.actions if len(a) < 3]

    def written_deals(self) -> list[DealRecord]:
        """The deals the JSON form holds: all up to the last one with an action."""
        end = len(self.deals)
        while end and not self.deals[end - 1].actions:
            end -= 1
        return self.deals[:end]

    def to_json(self) -> dict[str, Any]:
        """The JSON form of the whole record (it ends at the last action)."""
        return {
            "format": FORMAT,
            "version": self.version,
            "game": self.game,
            "num_seats": self.num_seats,
            "options": self.options,
            "seats": list(self.seats),
            "seed": self.seed,
            "deals": [d.to_json() for d in self.written_deals()],
        }

    def dumps(self) -> str:
        """Serialise to JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> MatchRecord:
        """Load a record from its JSON form; anything malformed raises :class:`RecordError`.

        Every field is checked for its type and range here, and every action
        text is parsed, so a damaged or hostile record fails with one message
        before a game sees it (whether its moves are legal is :func:`replay`'s
        check).
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a cardtui match record")
        version = data.get("version")
        if type(version) is not int or version != VERSION:
            raise RecordError(f"unsupported record version {_short(version)}")
        try:
            num_seats = _int(data["num_seats"], "num_seats", 1, MAX_SEATS)
            record = cls(
                game=_text(data["game"], "game"),
                num_seats=num_seats,
                options=_options(data["options"]),
                seed=_int(data["seed"], "seed", -MAX_SEED, MAX_SEED),
                seats=[_text(s, "seats") for s in _list(data.get("seats", []), "seats")],
            )
            record.deals = [_deal(d, num_seats) for d in _list(data["deals"], "deals", MAX_DEALS)]
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, OverflowError) as exc:
            raise RecordError(f"damaged match record: {_short(str(exc))}") from exc
        record.recount()
        return record

    @classmethod
    def loads(cls, text: str) -> MatchRecord:
        """Parse JSON text; bad JSON (or JSON too deep, numbers too long) raises :class:`RecordError`."""
        return cls.from_json(parse_json(text))


MAX_SEATS = 16
MAX_SEED = 10**40
MAX_DEALS = 1_000_000
MAX_NUMBER = 10**9


def parse_json(text: str, fractions: bool = False) -> Any:
    """``json.loads`` that raises only :class:`RecordError`.

    ``Infinity`` and ``NaN`` are refused, and so are numbers with a fraction or
    exponent (``1e400``) unless ``fractions`` (no record field holds one; a
    setting such as the bot's budget in seconds may). Nesting too deep for the
    parser and integers too long to convert are refused too.
    """
    parse_float = _finite_float if fractions else _no_float
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=parse_float)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
    except (ValueError, TypeError, OverflowError) as exc:
        raise RecordError(f"not valid JSON: {_short(str(exc))}") from None


def _no_constant(name: str) -> Any:
    raise RecordError(f"not valid JSON: {name} is not allowed")


def _no_float(text: str) -> Any:
    raise RecordError(f"not valid JSON: {_short(text)} is not a whole number")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise RecordError(f"not valid JSON: {_short(text)} is too large")
    return value


def _short(value: object, limit: int = 60) -> str:
    text = value if isinstance(value, str) else repr(value)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise RecordError(f"damaged match record: bad {name} {_short(value)}")
    return value


def _text(value: Any, name: str, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise RecordError(f"damaged match record: bad {name} {_short(value)}")
    return value


def _list(value: Any, name: str, limit: int = MAX_NUMBER) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise RecordError(f"damaged match record: {name} is not a list")
    return value


def _option_value(value: Any) -> bool:
    if isinstance(value, list):
        return all(type(v) is int for v in value)
    return (
        value is None
        or isinstance(value, (bool, str))
        or (type(value) is int and abs(value) <= MAX_NUMBER)
    )


def _options(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError("damaged match record: options is not an object")
    for key, item in value.items():
        if len(key) > 100 or not _option_value(item):
            raise RecordError(f"damaged match record: bad option {_short(key)}")
    return dict(value)


def _outcome(value: Any) -> Outcome:
    if isinstance(value, str) and len(value) <= 4096:
        return value
    if type(value) is int and 0 <= value <= MAX_NUMBER:
        return value
    raise RecordError(f"damaged match record: bad chance outcome {_short(value)}")


def _action(entry: Any, num_seats: int) -> list[Any]:
    if not isinstance(entry, list) or len(entry) not in (2, 3):
        raise RecordError(f"damaged match record: bad action entry {_short(entry)}")
    seat = _int(entry[0], "seat", 0, num_seats - 1)
    if len(entry) == 3 and entry[2] != "auto":
        raise RecordError(f"damaged match record: bad action entry {_short(entry)}")
    text = _text(entry[1], "action")
    try:
        action = Action.parse(text)
    except ValueError as exc:
        raise RecordError(f"damaged match record: {_short(str(exc))}") from None
    return [seat, action, *entry[2:]]


def _deal(data: Any, num_seats: int) -> DealRecord:
    if not isinstance(data, dict):
        raise RecordError("damaged match record: a deal is not an object")
    dealer = data["dealer"]
    return DealRecord(
        _int(data["number"], "deal number", 0, MAX_DEALS),
        None if dealer is None else _int(dealer, "dealer", 0, num_seats - 1),
        [_outcome(o) for o in _list(data["chance"], "chance")],
        [_action(a, num_seats) for a in _list(data["actions"], "actions")],
    )
