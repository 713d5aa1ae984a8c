"""Statistics of finished matches, kept in SQLite (``stats.sqlite`` in the data folder).

One row per finished match and one per seat (who sat there: a person or a bot level,
the name, whether that seat won, its final score). The schema is versioned with
``PRAGMA user_version`` and grows by the ordered :data:`MIGRATIONS`; every write is
one transaction, so a process killed mid-write leaves the database as it was. A
database that cannot be read is moved aside (``stats.damaged-<time>.sqlite``) and
reported, never dropped or written over.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtui.storage.paths import data_dir

STATS_NAME = "stats.sqlite"

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
            "average_score": None
            if self.average_score is None
            else round(self.average_score, 2),
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
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(target)
    for suffix in ("-journal", "-wal"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    return target


def _migrate(conn: sqlite3.Connection) -> None:
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version > len(MIGRATIONS):
        raise sqlite3.DatabaseError(f"statistics schema {version} is newer than this cardtui")
    for step in range(version, len(MIGRATIONS)):
        with conn:
            conn.executescript(MIGRATIONS[step])
            conn.execute(f"PRAGMA user_version = {step + 1}")


@contextmanager
def connect(path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """An open, migrated database; a damaged one is set aside and :class:`StatsError` raised."""
    path = path or stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not path.is_file():
        raise StatsError(f"{path} is not a file")
    try:
        conn = sqlite3.connect(path, timeout=5)
    except sqlite3.Error as exc:
        raise StatsError(f"cannot open {path}: {exc}") from exc
    with closing(conn):
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            _migrate(conn)
            conn.execute("SELECT count(*) FROM matches").fetchone()
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc):
                raise StatsError(f"{path} is busy: {exc}") from exc
            conn.close()
            raise StatsError(f"{path} is damaged: {exc}", set_aside(path)) from exc
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise StatsError(f"{path} is damaged: {exc}", set_aside(path)) from exc
        yield conn


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
    return {str(kind): (int(played), int(won)) for kind, played, won in rows}


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
                game=str(game),
                played=int(played),
                won=int(won),
                average_score=None if average is None else float(average),
                best_score=None if best is None else int(best),
                against=_against(conn, str(game)),
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
