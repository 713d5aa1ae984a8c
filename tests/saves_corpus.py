"""A corpus of damaged saves and records, made on the fly, for the storage and CLI tests.

Each :class:`Case` knows how to put itself at a path: as bytes (truncated,
flipped, binary, foreign JSON...) or as a thing in place of a file (a folder, a
FIFO, an unreadable file, a huge file). :func:`write_save_folder` lays any JSON
record out as a save folder with correct checksums, so damage inside a record
reaches the deeper checks (replay) instead of stopping at the checksum.
"""

from __future__ import annotations

import builtins
import copy
import errno
import json
import os
import random
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardtui.bots import make_bot
from cardtui.engine import get_game
from cardtui.storage import saves

SEED = 4711
HUGE = 33 * 1024 * 1024


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private CARDTUI_HOME for the test."""
    root = tmp_path / "home"
    monkeypatch.setenv("CARDTUI_HOME", str(root))
    return root


def valid_record(decisions: int = 40, game_id: str = "kozel_classic") -> dict[str, Any]:
    """A real record of a short unfinished match (bots playing), as JSON data."""
    game = get_game(game_id)
    match = game.new_match(None, {}, SEED, seats=["human:Anna", "simple", "simple", "simple"])
    bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
    rng = random.Random(SEED)
    for _ in range(decisions):
        seat = match.current_seat
        assert seat is not None
        match.apply(bots[seat].choose(match.view(seat), rng))
    data: dict[str, Any] = match.record.to_json()
    return data


def compact(data: Any) -> bytes:
    """JSON bytes as cardtui writes them (no spaces)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[], dict[str, Any]]:
    def make() -> dict[str, Any]:
        data = copy.deepcopy(valid_record())
        change(data)
        return data

    return make


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.__setitem__(key, value)


def _action(index: int, entry: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        d["deals"][0]["actions"][index] = entry

    return change


def _wrong_seat(d: dict[str, Any]) -> None:
    entry = d["deals"][0]["actions"][5]
    entry[0] = (entry[0] + 1) % d["num_seats"]


def _illegal(d: dict[str, Any]) -> None:
    actions = d["deals"][0]["actions"]
    actions[6] = [actions[6][0], actions[2][1]]  # a card already played


def _other_game(d: dict[str, Any]) -> None:
    d["game"] = "doppelkopf"


CONTENT: dict[str, Callable[[], dict[str, Any]]] = {
    "wrong_version": _edit(_set("version", 2)),
    "version_true": _edit(_set("version", True)),
    "another_games_record": _edit(_other_game),
    "unknown_game": _edit(_set("game", "no_such_game[/]")),
    "unknown_option": _edit(lambda d: d["options"].__setitem__("no_such_option", True)),
    "bad_option_value": _edit(lambda d: d["options"].__setitem__("boasting", "perhaps")),
    "nested_option_value": _edit(lambda d: d["options"].__setitem__("boasting", {"a": [1]})),
    "wrong_seat_count": _edit(_set("num_seats", 9)),
    "zero_seats": _edit(_set("num_seats", 0)),
    "seed_as_text": _edit(_set("seed", "4711")),
    "illegal_action_mid_record": _edit(_illegal),
    "wrong_seat_mid_record": _edit(_wrong_seat),
    "empty_action_entry": _edit(_action(3, [])),
    "seat_only_action_entry": _edit(_action(3, [0])),
    "seat_out_of_range": _edit(_action(3, [7, "pass"])),
    "seat_as_bool": _edit(_action(0, [True, "pass"])),
    "action_not_text": _edit(_action(3, [0, {"play": "QC"}])),
    "action_nonsense": _edit(_action(3, [0, "play ZZ"])),
    "deals_not_list": _edit(_set("deals", {"0": 1})),
    "chance_foreign": _edit(lambda d: d["deals"][0].__setitem__("chance", ["AS AS AS", 3])),
    "missing_fields": lambda: {"format": "cardtui-record", "version": 1},
    "not_a_record": lambda: {"hello": "world"},
}
"""Damage inside well-formed JSON: found by the record checks or by replaying."""


def _text_cases() -> dict[str, Callable[[], bytes]]:
    good = compact(valid_record())
    cases: dict[str, Callable[[], bytes]] = {
        "empty": lambda: b"",
        "binary": lambda: bytes(random.Random(1).randrange(256) for _ in range(3000)),
        "non_utf8": lambda: good.replace(b'"human:Anna"', b'"human:Ann\xe9"'),
        "infinity_seed": lambda: good.replace(b'"seed":4711', b'"seed":Infinity'),
        "nan_seed": lambda: good.replace(b'"seed":4711', b'"seed":NaN'),
        "huge_number_seed": lambda: good.replace(b'"seed":4711', b'"seed":1e400'),
        "seed_5000_digits": lambda: good.replace(b'"seed":4711', b'"seed":' + b"7" * 5000),
        "deeply_nested": lambda: b"[" * 200_000 + b"]" * 200_000,
        "nested_in_record": lambda: good.replace(
            b'"options":{', b'"x":' + b"[" * 100_000 + b"]" * 100_000 + b',"options":{'
        ),
        "list_of_nothing": lambda: b"[]",
        "markup_in_text": lambda: b'{"format": "[/][@click=app.quit]x"}',
    }
    for length in (1, 2, 17, len(good) // 3, len(good) // 2, len(good) - 40, len(good) - 1):
        cases[f"truncated_{length}"] = lambda n=length: good[:n]
    for position in (0, 1, 30, len(good) // 2, len(good) - 1):

        def flip(p: int = position) -> bytes:
            data = bytearray(good)
            data[p] ^= 0x80  # makes an invalid UTF-8 byte out of any ASCII one
            return bytes(data)

        cases[f"flipped_{position}"] = flip
    return cases


TEXT = _text_cases()
"""Damage to the bytes: found before any record is built."""


@dataclass(frozen=True)
class Case:
    """One damaged file: ``kind`` is ``bytes``, ``folder``, ``fifo``, ``huge`` or ``unreadable``."""

    name: str
    kind: str
    make: Callable[[], bytes] | None = None

    def place(self, path: Path) -> None:
        """Put this damage at ``path`` (its folder is created)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if self.kind == "bytes":
            assert self.make is not None
            path.write_bytes(self.make())
        elif self.kind == "folder":
            path.mkdir()
            (path / "inside.txt").write_text("keep me", encoding="utf-8")
        elif self.kind == "fifo":
            os.mkfifo(path)
        elif self.kind == "huge":
            with open(path, "wb") as handle:
                handle.truncate(HUGE)  # sparse: no disk used
        elif self.kind == "unreadable":
            path.write_bytes(compact(valid_record()))
            path.chmod(0)

    def snapshot(self, path: Path) -> Any:
        """What must still be there afterwards (compared with :func:`unchanged`)."""
        if self.kind in ("bytes", "unreadable"):
            return _raw(path)
        if self.kind == "folder":
            return (path / "inside.txt").read_text(encoding="utf-8")
        return os.stat(path).st_size


def _raw(path: Path) -> bytes:
    mode = path.stat().st_mode
    path.chmod(0o600)
    try:
        return path.read_bytes()
    finally:
        path.chmod(mode)


def unchanged(case: Case, path: Path, before: Any) -> bool:
    """Whether the damaged thing at ``path`` is still exactly as it was."""
    return case.snapshot(path) == before


def all_cases() -> list[Case]:
    """Every damaged-file case: the byte cases, the content cases, the special files."""
    cases = [Case(name, "bytes", make) for name, make in TEXT.items()]
    cases += [Case(name, "bytes", lambda m=make: compact(m())) for name, make in CONTENT.items()]
    cases += [
        Case("folder_in_place", "folder"),
        Case("fifo_in_place", "fifo"),
        Case("huge", "huge"),
        Case("no_permission", "unreadable"),
    ]
    return cases


def write_save_folder(folder: Path, record: dict[str, Any]) -> None:
    """Lay ``record`` (any JSON object) out as a save folder with correct checksums."""
    deals = record.get("deals")
    header = {k: v for k, v in record.items() if k != "deals"}
    if isinstance(deals, list):
        finished, current = deals[:-1], (deals[-1] if deals else None)
    else:  # damage in the deals themselves goes where the current deal is kept
        finished, current = [], deals
    lines = [compact(d) + b"\n" for d in finished]
    chain = ""
    for line in lines:
        chain = saves._chain(chain, line)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "deals-1.jsonl").write_bytes(b"".join(lines))
    body = {
        "record": header,
        "meta": {
            "game": str(record.get("game", "")),
            "seats": ["human:Anna"],
            "deal": 1,
            "saved": 1_700_000_000,
            "decisions": 0,
            "over": False,
        },
        "deals_file": "deals-1.jsonl",
        "finished": len(lines),
        "deals_bytes": sum(len(line) for line in lines),
        "deals_hash": chain,
        "current": current,
    }
    (folder / saves.STATE_NAME).write_text(saves._state_text(body), encoding="utf-8")


def new_folder(name: str = "kozel_classic-20260101-120000-00000001") -> Path:
    """The path of a save folder (not created)."""
    return saves.saves_dir() / name


@contextmanager
def no_hang(seconds: float = 10.0) -> Iterator[None]:
    """Fail instead of hanging (a FIFO opened for reading blocks without O_NONBLOCK)."""

    def alarm(signum: int, frame: object) -> None:
        raise TimeoutError("hung on a damaged file")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def as_root() -> bool:
    """Root ignores file permissions; the tests then deny access by patching."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


@contextmanager
def denied(where: Path, write_only: bool = False) -> Iterator[None]:
    """Make opening anything under ``where`` fail with EACCES; with ``write_only``, every
    change there (writing, renaming, creating, removing) instead.

    Used when the tests run as root, for whom ``chmod`` denies nothing.
    """
    root = str(where)
    real_open, real_os_open = builtins.open, os.open
    writes = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
    identity = None if write_only else (os.stat(where).st_dev, os.stat(where).st_ino)

    def inside(path: Any) -> bool:
        try:
            if identity is not None:  # the permission goes with the file, whatever its name
                info = os.stat(path)
                return (info.st_dev, info.st_ino) == identity
            return os.path.abspath(os.fspath(path)).startswith(root)
        except (TypeError, OSError):
            return False

    def fail(path: Any) -> OSError:
        return PermissionError(errno.EACCES, "Permission denied", str(path))

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if inside(path) and (not write_only or flags & writes):
            raise fail(path)
        return real_os_open(path, flags, *args, **kwargs)

    def open_(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if (
            not isinstance(file, int)
            and inside(file)
            and (not write_only or any(c in mode for c in "wax+"))
        ):
            raise fail(file)
        return real_open(file, mode, *args, **kwargs)

    def refuse(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if name != "mkdir" and not os.path.lexists(path):
                raise FileNotFoundError(errno.ENOENT, "No such file or directory", str(path))
            if inside(path) or any(inside(a) for a in args if isinstance(a, (str, Path))):
                raise fail(path)
            return real(path, *args, **kwargs)

        return call

    real_scandir = os.scandir

    def scandir(path: Any = ".") -> Any:
        if not write_only and inside(path):
            raise fail(path)
        return real_scandir(path)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", os_open)
        patch.setattr(os, "scandir", scandir)
        patch.setattr(builtins, "open", open_)
        for name in ("rename", "replace", "mkdir", "unlink", "rmdir") if write_only else ():
            patch.setattr(os, name, refuse(name, getattr(os, name)))
        yield
