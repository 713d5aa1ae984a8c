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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardtui.engine.actions import Action
from cardtui.engine.errors import RecordError

if TYPE_CHECKING:
    from cardtui.engine.chance import Outcome

FORMAT = "cardtui-record"
VERSION = 1


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

    def chance_outcomes(self) -> list[Outcome]:
        """Every chance outcome of the match, in order."""
        return [o for d in self.deals for o in d.chance]

    def decisions(self) -> list[tuple[int, Action]]:
        """Every action chosen by a seat (engine moves left out), in order."""
        return [
            (int(a[0]), a[1] if isinstance(a[1], Action) else Action.parse(str(a[1])))
            for d in self.deals
            for a in d.actions
            if len(a) < 3
        ]

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
        """Load a record from its JSON form; anything malformed raises :class:`RecordError`."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a cardtui match record")
        if data.get("version") != VERSION:
            raise RecordError(f"unsupported record version {data.get('version')!r}")
        try:
            deals = [
                DealRecord(
                    int(d["number"]),
                    None if d["dealer"] is None else int(d["dealer"]),
                    [o if isinstance(o, int) else str(o) for o in d["chance"]],
                    [list(a) for a in d["actions"]],
                )
                for d in data["deals"]
            ]
            return cls(
                game=str(data["game"]),
                num_seats=int(data["num_seats"]),
                options=dict(data["options"]),
                seed=int(data["seed"]),
                seats=[str(s) for s in data.get("seats", [])],
                deals=deals,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"damaged match record: {exc}") from exc

    @classmethod
    def loads(cls, text: str) -> MatchRecord:
        """Parse JSON text; bad JSON raises :class:`RecordError`."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"damaged match record: {exc}") from exc
        return cls.from_json(data)
