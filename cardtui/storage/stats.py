"""Statistics of finished matches, kept in SQLite (``stats.sqlite`` in the data folder).

One row per finished match and one per seat (who sat there: a person or a bot level,
the name, whether that seat won, its final score). The schema is versioned with
``PRAGMA user_version`` and grows by the ordered :data:`MIGRATIONS`; every write is
one transaction, so a process killed mid-write leaves the database as it was. A
database that cannot be read is moved aside (``stats.damaged-<time>.sqlite``) and
reported, never dropped or written over; so is a link, a FIFO or another special
file where the database or its journal goes (never opened). Damage found while
reading (a wrong schema, text that is not UTF-8, a score that is not a number)
is set aside the same way, and the next use starts a fresh database.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import stat
import time
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtui.storage.files import kind, one_line
from cardtui.storage.paths import data_dir

STATS_NAME = "stats.sqlite"
SIDE_FILES = ("-journal", "-wal", "-shm")
"""The files SQLite keeps beside the database."""

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,
        game TEXT NOT NULL,
        num_seats INTEGER NOT NULL,
        deals INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        options TEXT NOT NULL
    );
    CREATE TABLE seats (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        won INTEGER NOT NULL,
        score INTEGER,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX seats_kind ON seats(kind);
    """,
)
"""Schema steps; the database's ``user_version`` is how many have been applied."""

COLUMNS: dict[str, set[str]] = {
    "matches": {"id", "finished_at", "game", "num_seats", "deals", "seed", "options"},
    "seats": {"match_id", "seat", "kind", "name", "won", "score"},
}
"""The columns the queries use, checked when the database is opened."""


class StatsError(Exception):
    """The statistics database could not be used; ``kept`` is where the old file went."""

    def __init__(self, message: str, kept: Path | None = None) -> None:
        super().__init__(message)
        self.kept = kept


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished match."""

    kind: str
    """``human`` or a bot level."""
    name: str
    won: bool
    score: int | None = None


@dataclass(frozen=True)
class FinishedMatch:
    """What the statistics keep of one match."""

    game: str
    deals: int
    seed: int
    seats: tuple[SeatResult, ...]
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameStats:
    """Per game, from the people's side: played, won, average and best score, per level faced."""

    game: str
    played: int
    won: int
    average_score: float | None
    best_score: int | None
    against: dict[str, tuple[int, int]]
    """Bot level faced to (matches played against it, matches won)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON object for ``cardtui stats --json``."""
        return {
            "game": self.game,
            "played": self.played,
            "won": self.won,
            "average_score": None if self.average_score is None else round(self.average_score, 2),
            "best_score": self.best_score,
            "against": {k: {"played": p, "won": w} for k, (p, w) in self.against.items()},
        }


def stats_path() -> Path:
    """Where the statistics live."""
    return data_dir() / STATS_NAME


def set_aside(path: Path) -> Path:
    """Move a damaged database out of the way, keeping it; returns its new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(target)
    for suffix in SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if os.path.lexists(side):
            side.rename(target.with_name(target.name + suffix))
    return target


class _BadValue(sqlite3.DatabaseError):
    """A value of the wrong type where the schema promises another."""


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise _BadValue(f"text expected, found {type(value).__name__}")
    return value


def _count(value: object) -> int:
    if type(value) is not int:
        raise _BadValue(f"a count expected, found {type(value).__name__}")
    return value


def _average(value: object) -> float | None:
    """A score from the database: ``None`` or a finite number."""
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise _BadValue(f"a score expected, found {one_line(repr(value), 30)}")
    return float(value)


def _best(value: object) -> int | None:
    """A score from the database: ``None`` or a whole number."""
    number = _average(value)
    if number is None:
        return None
    if not number.is_integer():
        raise _BadValue(f"a whole score expected, found {number}")
    return value if isinstance(value, int) else int(number)


def _migrate(conn: sqlite3.Connection) -> None:
    """Apply the missing :data:`MIGRATIONS`, each in one transaction (all of it or none)."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version > len(MIGRATIONS):
        raise sqlite3.DatabaseError(f"statistics schema {version} is newer than this cardtui")
    if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
        raise sqlite3.DatabaseError("a database of something else (no schema version)")
    for step in range(version, len(MIGRATIONS)):
        try:
            conn.executescript(
                f"BEGIN;\n{MIGRATIONS[step]}\nPRAGMA user_version = {step + 1};\nCOMMIT;"
            )
        except sqlite3.Error:
            conn.rollback()
            raise


def _check_schema(conn: sqlite3.Connection) -> None:
    for table, columns in COLUMNS.items():
        found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            raise sqlite3.DatabaseError(f"table {table} is missing or lacks columns")


_NOT_DAMAGE = frozenset(
    {
        "SQLITE_BUSY",
        "SQLITE_LOCKED",
        "SQLITE_READONLY",
        "SQLITE_CANTOPEN",
        "SQLITE_IOERR",
        "SQLITE_FULL",
        "SQLITE_PERM",
        "SQLITE_NOMEM",
        "SQLITE_INTERRUPT",
    }
)
"""SQLite's errors that say nothing is wrong with the file itself (busy, read-only...)."""
_NOT_DAMAGE_SAID = (
    "locked",
    "readonly",
    "read-only",
    "disk i/o",
    "disk is full",
    "unable to open",
    "interrupted",
    "out of memory",
)


def _failure(path: Path, exc: sqlite3.Error) -> StatsError:
    """The error to raise for ``exc``; a damaged database is set aside first (never one
    that is only busy, read-only, unreachable or on a full disk)."""
    detail = one_line(str(exc), 100)
    name = "_".join(str(getattr(exc, "sqlite_errorname", "") or "").split("_", 2)[:2])
    said = str(exc).lower()
    if name in _NOT_DAMAGE or any(w in said for w in _NOT_DAMAGE_SAID) or not os.path.lexists(path):
        return StatsError(f"{path}: {detail}")
    try:
        kept = set_aside(path)
    except OSError as err:
        return StatsError(
            f"{path} is damaged ({detail}) and cannot be moved aside: "
            f"{one_line(err.strerror or str(err), 80)}"
        )
    return StatsError(f"{path} is damaged: {detail}", kept)


def _refuse_special(path: Path) -> None:
    """A link, FIFO, socket, device or folder where the database or its journal goes is
    never opened: it is moved aside (renamed, kept) and reported."""
    for place in (path, *(path.with_name(path.name + s) for s in SIDE_FILES)):
        try:
            mode = os.lstat(place).st_mode
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise StatsError(f"{place}: {one_line(exc.strerror or str(exc), 80)}") from None
        if stat.S_ISREG(mode):
            continue
        what = f"{place} is not a regular file ({kind(mode)})"
        try:
            kept = set_aside(place)
        except OSError as err:
            raise StatsError(
                f"{what} and cannot be moved aside: {one_line(err.strerror or str(err), 80)}"
            ) from None
        raise StatsError(what, kept)


@contextmanager
def connect(path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """An open, migrated database; a damaged one is set aside and :class:`StatsError` raised.

    Damage found while the caller uses the connection (a wrong schema, text that is not
    UTF-8, a score that is not a number) is handled the same way.
    """
    path = path or stats_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = one_line(exc.strerror or str(exc), 80)
        raise StatsError(f"cannot create the folder {path.parent} ({reason})") from None
    _refuse_special(path)
    try:
        conn = sqlite3.connect(path, timeout=5)
    except sqlite3.Error as exc:
        raise StatsError(f"cannot open {path}: {one_line(str(exc), 80)}") from exc
    with closing(conn):
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            _migrate(conn)
            _check_schema(conn)
        except sqlite3.Error as exc:
            conn.close()
            raise _failure(path, exc) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            conn.close()
            raise _failure(path, exc) from exc


def record_match(finished: FinishedMatch, path: Path | None = None) -> int:
    """Add a finished match (one transaction); returns its id."""
    with connect(path) as conn, conn:
        cursor = conn.execute(
            "INSERT INTO matches (finished_at, game, num_seats, deals, seed, options) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                time.strftime("%Y-%m-%d %H:%M:%S"),
                finished.game,
                len(finished.seats),
                finished.deals,
                finished.seed,
                json.dumps(finished.options, ensure_ascii=False, sort_keys=True),
            ),
        )
        match_id = int(cursor.lastrowid or 0)
        conn.executemany(
            "INSERT INTO seats (match_id, seat, kind, name, won, score) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (match_id, i, s.kind, s.name, int(s.won), s.score)
                for i, s in enumerate(finished.seats)
            ],
        )
    return match_id


def _against(conn: sqlite3.Connection, game: str) -> dict[str, tuple[int, int]]:
    rows = conn.execute(
        """
        SELECT bot.kind, count(DISTINCT m.id),
               count(DISTINCT CASE WHEN person.won = 1 THEN m.id END)
        FROM matches m
        JOIN seats person ON person.match_id = m.id AND person.kind = 'human'
        JOIN seats bot ON bot.match_id = m.id AND bot.kind != 'human'
        WHERE m.game = ?
        GROUP BY bot.kind ORDER BY bot.kind
        """,
        (game,),
    ).fetchall()
    return {_text(level): (_count(played), _count(won)) for level, played, won in rows}


def game_stats(path: Path | None = None) -> list[GameStats]:
    """Per game, the matches people played (a match counts once; won if a person's seat won)."""
    with connect(path) as conn:
        rows = conn.execute(
            """
            SELECT m.game, count(DISTINCT m.id),
                   count(DISTINCT CASE WHEN s.won = 1 THEN m.id END),
                   avg(s.score), max(s.score)
            FROM matches m JOIN seats s ON s.match_id = m.id AND s.kind = 'human'
            GROUP BY m.game ORDER BY m.game
            """
        ).fetchall()
        return [
            GameStats(
                game=_text(game),
                played=_count(played),
                won=_count(won),
                average_score=_average(average),
                best_score=_best(best),
                against=_against(conn, _text(game)),
            )
            for game, played, won, average, best in rows
        ]


def finished_match(
    game: str,
    deals: int,
    seed: int,
    kinds: Sequence[str],
    names: Sequence[str],
    winners: Sequence[int],
    scores: Sequence[int],
    options: dict[str, Any] | None = None,
) -> FinishedMatch:
    """A :class:`FinishedMatch` from a match's seats and result."""
    return FinishedMatch(
        game=game,
        deals=deals,
        seed=seed,
        seats=tuple(
            SeatResult(
                kind,
                names[i] if i < len(names) else "",
                i in winners,
                scores[i] if i < len(scores) else None,
            )
            for i, kind in enumerate(kinds)
        ),
        options=dict(options or {}),
    )
