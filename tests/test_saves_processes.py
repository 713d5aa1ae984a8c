"""Saves under real processes: SIGKILL at random moments while saving, two windows at once."""

from __future__ import annotations

import os
import random
import signal
from pathlib import Path

import pytest

from cardtui.i18n import set_language
from cardtui.storage import saves
from cardtui.storage.locks import MatchLocked
from cardtui.ui import saved_list
from cardtui.ui.session import SeatSpec, Session
from tests.saves_corpus import home
from tests.saves_procs import kill_at_a_random_moment, other_window, read_until, spawn

__all__ = ["home"]

pytestmark = [
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
    pytest.mark.heavy,  # other processes and a kill loop: the second stage of .ci/run
]

KILLS = 30


def _newest_record_decisions() -> int:
    """The decision count of the save left behind (a finished match counts too)."""
    found = saves.list_saves()
    assert all(not s.damaged for s in found), [s.error for s in found]
    if found:
        assert len(found) == 1
        session = Session.resume(found[0].folder)
        session.close()
        return session.decisions
    finished = sorted(saves.finished_dir().iterdir(), key=lambda p: p.stat().st_mtime)
    return saves.load_folder(finished[-1]).decision_count


def test_sigkill_while_saving_leaves_the_old_or_the_new_save(home: Path) -> None:
    rng = random.Random(20261201)
    matches = 0
    for _ in range(KILLS):
        writer = spawn("writer", str(1000 + matches))
        assert writer.stdout is not None
        start = int(read_until(writer.stdout, "start"))
        kill_at_a_random_moment(writer, rng, within=0.2)
        # a line the kill cut short (no newline yet) was not said: the last piece is dropped
        said = writer.stdout.read().split("\n")[:-1]
        lines = [start_line.split() for start_line in said]
        writer.wait()
        writer.stdout.close()
        saved, pending = start, None
        for word, value in lines:
            if word == "next":
                pending = int(value)
            elif word == "saved":
                saved, pending = int(value), None
        found = _newest_record_decisions()
        assert found in (saved, pending), (found, saved, pending)
        if not saves.list_saves():
            matches += 1  # it ended; the next writer starts a new match
    saves.clean_stale_temps_at_start()
    assert not [p for p in _all_files(home) if p.name.endswith(".tmp")]


def _all_files(root: Path) -> list[Path]:
    return [Path(folder) / name for folder, _, names in os.walk(root) for name in names]


def test_stale_temp_files_of_dead_processes_are_removed(home: Path) -> None:
    session = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3, seed=3)
    assert session.store is not None
    folder = session.store.folder
    dead = spawn("writer", "1")
    dead.kill()
    dead.wait()
    assert dead.stdout is not None
    dead.stdout.close()
    stale = [
        folder / f".state.json.{dead.pid}.tmp",
        saves.saves_dir() / f".autosave.json.{dead.pid}.tmp",
    ]
    mine = folder / f".state.json.{os.getpid()}.tmp"
    for path in [*stale, mine]:
        path.write_text("half a save", encoding="utf-8")
    removed = saves.clean_stale_temps_at_start()
    assert sorted(removed) == sorted(stale)
    assert mine.exists() and (folder / saves.STATE_NAME).exists()
    session.close()


def test_two_windows_never_share_or_drop_a_match(home: Path) -> None:
    set_language("en")
    with other_window() as other:
        there = other.moves(5)
        listed = {s.folder: s for s in saves.list_saves()}
        assert listed[other.folder].locked_by == other.pid
        with pytest.raises(MatchLocked) as caught:
            Session.resume(other.folder)
        assert caught.value.pid == other.pid
        session, line = saved_list.open_save(listed[other.folder])
        assert session is None and "open in another cardtui window" in line
        assert str(other.pid) in line and "\n" not in line
        assert other.folder.exists()  # a locked match is never set aside or taken over

        mine = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3, seed=5)
        person = Session.bot(mine, 1)
        for _ in range(12):
            seat = mine.current_seat
            assert seat is not None
            mine.apply(person.choose(mine.view(seat), mine.bot_rng()))
            there = other.moves(1)
        assert mine.store is not None
        my_folder, here = mine.store.folder, mine.decisions
        mine.close()
    counts = {}
    for info in saves.list_saves():
        assert info.locked_by is None and not info.damaged
        resumed = Session.resume(info.folder)
        counts[info.folder] = resumed.decisions
        resumed.close()
    assert counts == {other.folder: there, my_folder: here}


def test_a_killed_window_leaves_its_match_free(home: Path) -> None:
    with other_window() as other:
        there = other.moves(3)
        other.process.kill()
        other.process.wait()
        session = Session.resume(other.folder)
        assert session.decisions == there
        session.close()
