"""Safe with any file in its place (issue 22): cardtui never follows a symbolic link, never
opens or replaces a FIFO, socket or device when it writes in its folders, never hangs on
one, and a damaged save time or statistics file is set aside instead of crashing.

Every case runs in the test's own CARDTUI_HOME. The tests run as root here, and root
ignores permission bits: a read-only folder is then simulated by patching the calls that
would change it (:func:`tests.saves_corpus.denied`); as another user ``chmod`` is used.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli.main import main
from cardtui.i18n import set_language
from cardtui.storage import files, saves, settings, stats
from cardtui.storage.locks import MatchLock
from cardtui.storage.record_stream import RecordStream
from cardtui.ui import saved_list
from tests.saves_corpus import (
    as_root,
    denied,
    home,
    new_folder,
    no_hang,
    valid_record,
    write_save_folder,
)
from tests.waiting import poll_until

__all__ = ["home"]  # the fixture, used by name

VICTIM = b"root:x:0:0:precious bytes that must survive\n"


@pytest.fixture(autouse=True)
def english(home: Path) -> None:
    set_language("en")


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    """A file outside cardtui's folders that a symbolic link points at."""
    path = tmp_path / "victim"
    path.write_bytes(VICTIM)
    return path


def a_save(name: str = "kozel_classic-20260101-120000-00000001") -> Path:
    folder = new_folder(name)
    write_save_folder(folder, valid_record())
    return folder


@contextmanager
def chdir(folder: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def make_special(path: Path, kind: str, target: Path | None = None) -> None:
    """Put a symlink, FIFO, socket, folder or (as root) a device at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "symlink":
        assert target is not None
        path.symlink_to(target)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        with chdir(path.parent):  # a socket's path must be short: bind the bare name
            server = socket.socket(socket.AF_UNIX)
            server.bind(path.name)
            server.close()
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        if not as_root():
            pytest.skip("making a device node needs root")
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 7))  # like /dev/full


def fd_count() -> int:
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("no /proc/self/fd to count open files")
    return len(os.listdir("/proc/self/fd"))


# --- locks -------------------------------------------------------------------------------


def test_listing_with_a_symlinked_lock_leaves_the_target_alone(victim: Path) -> None:
    folder = a_save()
    lock = folder / "lock"
    lock.symlink_to(victim)
    found = saved_list.scan()
    assert victim.read_bytes() == VICTIM
    assert lock.is_symlink() and folder.is_dir()  # reported and left where it is
    assert found.saves == [] and len(found.notices) == 1 and "lock" in found.notices[0]


@pytest.mark.parametrize("use", ["acquire", "open", "set_aside", "probe"])
def test_no_use_of_a_symlinked_lock_writes_through_it(victim: Path, use: str) -> None:
    folder = a_save()
    (folder / "lock").symlink_to(victim)
    info = saves.SaveInfo(folder, game="kozel_classic")
    with no_hang():
        if use == "acquire":
            with pytest.raises(OSError, match="lock"):
                MatchLock(folder).acquire()
        elif use == "open":
            session, line = saved_list.open_save(info)
            assert session is None and "lock" in line
        elif use == "set_aside":
            assert saved_list.set_aside_line(folder, "bad").endswith(f"{folder}.")
        else:
            with pytest.raises(OSError, match="lock"):
                MatchLock(folder).held_elsewhere()
    assert victim.read_bytes() == VICTIM
    assert (folder / "lock").is_symlink() and folder.is_dir()


@pytest.mark.parametrize("kind", ["fifo", "socket", "folder", "device"])
def test_a_lock_that_is_not_a_regular_file_does_not_hang_and_is_reported(kind: str) -> None:
    folder = a_save()
    make_special(folder / "lock", kind)
    with no_hang():
        found = saved_list.scan()
        assert found.saves == [] and "lock" in found.notices[0]
        session, line = saved_list.open_save(saves.SaveInfo(folder, game="kozel_classic"))
        assert session is None and "lock" in line
        with pytest.raises(OSError):
            MatchLock(folder).acquire()
    assert stat.S_IFMT(os.lstat(folder / "lock").st_mode) != stat.S_IFREG
    assert (folder / saves.STATE_NAME).exists()


def test_the_lock_probe_writes_nothing_and_leaks_no_descriptor() -> None:
    fresh = a_save()
    held = a_save("kozel_classic-20260101-120000-00000002")
    (held / "lock").write_bytes(b"999999\n")
    before = {p: os.stat(p).st_mtime_ns for p in (fresh, held, held / "lock")}
    count = fd_count()
    for _ in range(30):
        assert len(saves.list_saves()) == 2
    assert fd_count() == count
    assert not (fresh / "lock").exists()  # the probe creates no lock file
    assert (held / "lock").read_bytes() == b"999999\n"
    assert {p: os.stat(p).st_mtime_ns for p in before} == before


def test_the_probe_sees_a_lock_held_by_another_process() -> None:
    folder = a_save()
    owner = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from cardtui.storage.locks import MatchLock\n"
            f"MatchLock(Path({str(folder)!r})).acquire(); print('held', flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "held"
        count = fd_count()
        assert MatchLock(folder).held_elsewhere() == owner.pid
        assert fd_count() == count
    finally:
        assert owner.stdin is not None
        owner.stdin.close()
        owner.wait(timeout=30)
    assert MatchLock(folder).held_elsewhere() is None


def test_a_symlinked_save_folder_is_reported_and_nothing_written_inside(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    write_save_folder(elsewhere, valid_record())
    before = {p.name: p.read_bytes() for p in elsewhere.iterdir()}
    link = new_folder()
    link.parent.mkdir(parents=True)
    link.symlink_to(elsewhere, target_is_directory=True)
    with no_hang():
        found = saved_list.scan()
        session, _line = saved_list.open_save(saves.SaveInfo(link, game="kozel_classic"))
    assert found.saves == [] and len(found.notices) == 1 and session is None
    assert {p.name: p.read_bytes() for p in elsewhere.iterdir()} == before
    assert link.is_symlink()


@pytest.mark.parametrize("name", [saves.STATE_NAME, "deals-1.jsonl"])
def test_a_symlinked_save_file_is_not_followed(victim: Path, name: str) -> None:
    folder = a_save()
    real = folder / name
    victim.write_bytes(real.read_bytes())  # a good file, reached only through the link
    real.unlink()
    real.symlink_to(victim)
    kept = victim.read_bytes()
    with no_hang():
        session, line = saved_list.open_save(saves.SaveInfo(folder, game="kozel_classic"))
    assert session is None and "symbolic link" in line
    assert victim.read_bytes() == kept


# --- files written whole -----------------------------------------------------------------


@pytest.mark.parametrize("kind", ["symlink", "fifo", "socket", "folder", "device"])
def test_write_atomic_refuses_a_target_that_is_not_a_regular_file(
    tmp_path: Path, victim: Path, kind: str
) -> None:
    path = tmp_path / "out" / "file.json"
    make_special(path, kind, victim)
    mode = os.lstat(path).st_mode
    with no_hang(), pytest.raises(files.FileProblem, match="not a regular file"):
        files.write_atomic(path, "{}")
    assert os.lstat(path).st_mode == mode and victim.read_bytes() == VICTIM
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.json"]  # no temp left


def test_write_atomic_never_writes_through_a_planted_temp_link(
    tmp_path: Path, victim: Path
) -> None:
    path = tmp_path / "file.json"
    files.temp_name(path).symlink_to(victim)
    files.write_atomic(path, "{}")
    assert victim.read_bytes() == VICTIM and path.read_text() == "{}"
    assert not os.path.lexists(files.temp_name(path))


def test_a_symlinked_settings_file_is_set_aside_and_its_target_kept(victim: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    victim.write_text(json.dumps({"player_name": "Linked"}), encoding="utf-8")
    path.symlink_to(victim)
    kept = victim.read_bytes()
    assert settings.load_settings() == settings.Settings()
    problem = settings.last_problem()
    assert problem is not None and problem.kept.is_symlink() and "symbolic link" in problem.error
    settings.save_settings(settings.Settings(player_name="Anna"))
    assert victim.read_bytes() == kept
    assert not path.is_symlink() and settings.load_settings().player_name == "Anna"


def test_settings_are_not_written_over_a_link(victim: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.symlink_to(victim)
    with pytest.raises(OSError, match="not a regular file"):
        settings.save_settings(settings.Settings(player_name="Anna"))
    assert victim.read_bytes() == VICTIM and path.is_symlink()


def test_a_match_is_not_saved_through_a_symlinked_state_file(victim: Path) -> None:
    from cardtui.ui.session import SeatSpec, Session

    session = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3)
    assert session.store is not None
    state = session.store.folder / saves.STATE_NAME
    state.unlink()
    state.symlink_to(victim)
    seat = session.current_seat
    assert seat is not None
    session.apply(session.view(seat).legal[0])
    assert "not a regular file" in session.save_error
    session.close()
    assert victim.read_bytes() == VICTIM


def test_a_crash_log_is_not_written_through_a_link(
    tmp_path: Path, victim: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtui.storage import crash, paths

    monkeypatch.setattr(crash.time, "strftime", lambda _format: "20260101-000000")
    spare = tmp_path / "spare"
    spare.mkdir()
    monkeypatch.setattr(crash.tempfile, "gettempdir", lambda: str(spare))
    planted = paths.data_dir() / "cardtui-crash-20260101-000000.log"
    make_special(planted, "symlink", victim)
    written = crash.write_crash_log("Traceback: boom\n")
    assert written == spare / planted.name and written.read_text() == "Traceback: boom\n"
    assert victim.read_bytes() == VICTIM and planted.is_symlink()


# --- statistics --------------------------------------------------------------------------


def _stats_with(change: str) -> Path:
    stats.record_match(
        stats.finished_match("kozly", 3, 7, ["human", "simple"], ["Anna", "b"], [0], [61, 40])
    )
    path = stats.stats_path()
    conn = sqlite3.connect(path)
    conn.execute(change)
    conn.commit()
    conn.close()
    return path


DAMAGED_STATS = {
    "non_utf8_game": "UPDATE matches SET game = CAST(X'FFFE41' AS TEXT)",
    "non_utf8_kind": "UPDATE seats SET kind = CAST(X'C328' AS TEXT) WHERE kind = 'simple'",
    "score_as_text": "UPDATE seats SET score = 'lots'",
    "score_as_blob": "UPDATE seats SET score = X'00FF'",
    "score_infinite": "UPDATE seats SET score = 1e400",
    "game_as_blob": "UPDATE matches SET game = X'41'",
    "seats_table_missing": "ALTER TABLE seats RENAME TO other",
    "column_missing": "ALTER TABLE seats DROP COLUMN score",
    "schema_version_lost": "PRAGMA user_version = 0",
}


@pytest.mark.parametrize("case", sorted(DAMAGED_STATS))
def test_a_damaged_statistics_database_is_set_aside_and_a_fresh_one_started(case: str) -> None:
    from cardtui.ui.screens.stats import stats_renderable

    path = _stats_with(DAMAGED_STATS[case])
    before = path.read_bytes()
    with pytest.raises(stats.StatsError) as caught:
        stats.game_stats()
    kept = caught.value.kept
    assert kept is not None and kept.read_bytes() == before and not path.exists()
    assert stats.game_stats() == []
    _stats_with(DAMAGED_STATS[case])
    assert "kept as" in str(stats_renderable())  # the screen says so, never raises
    _stats_with(DAMAGED_STATS[case])
    out = CliRunner().invoke(main, ["stats", "--lang", "en"])
    assert out.exit_code == 2 and len(out.output.strip().splitlines()) == 1
    assert "damaged" in out.output and "Traceback" not in out.output


def test_another_programs_database_is_not_migrated_into() -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("INSERT INTO notes VALUES ('mine')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(stats.StatsError) as caught:
        stats.game_stats()
    assert caught.value.kept is not None and caught.value.kept.read_bytes() == before


def test_a_damaged_database_is_set_aside_when_a_match_is_recorded() -> None:
    path = _stats_with("ALTER TABLE seats RENAME TO other")
    with pytest.raises(stats.StatsError) as caught:
        stats.record_match(stats.finished_match("kozly", 1, 1, ["human"], ["A"], [0], [1]))
    assert caught.value.kept is not None and not path.exists()


@pytest.mark.parametrize(
    "error",
    [
        "database is locked",
        "attempt to write a readonly database",
        "disk I/O error",
        "database or disk is full",
    ],
)
def test_a_database_that_is_only_busy_or_read_only_is_not_set_aside(
    error: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _stats_with("SELECT 1")
    before = path.read_bytes()
    real = stats._check_schema

    def failing(conn: sqlite3.Connection) -> None:
        real(conn)
        conn.execute("PRAGMA query_only = ON")  # makes the write below fail as read-only
        if "readonly" not in error:
            raise sqlite3.OperationalError(error)

    monkeypatch.setattr(stats, "_check_schema", failing)
    with pytest.raises(stats.StatsError) as caught:
        stats.record_match(stats.finished_match("kozly", 1, 1, ["human"], ["A"], [0], [1]))
    assert caught.value.kept is None and path.read_bytes() == before
    assert not list(path.parent.glob("stats.damaged-*"))


@pytest.mark.parametrize("side", ["", "-journal"])
def test_a_symlinked_statistics_file_is_not_followed(victim: Path, side: str) -> None:
    path = stats.stats_path()
    if side:
        stats.game_stats()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.with_name(path.name + side).symlink_to(victim)
    with pytest.raises(stats.StatsError, match="not a regular file"):
        stats.record_match(stats.finished_match("kozly", 1, 1, ["human"], ["A"], [0], [1]))
    assert victim.read_bytes() == VICTIM
    assert stats.record_match(stats.finished_match("kozly", 1, 1, ["human"], ["A"], [0], [1]))
    assert victim.read_bytes() == VICTIM


@pytest.mark.parametrize("kind", ["fifo", "socket", "folder"])
def test_a_statistics_file_that_is_a_special_file_does_not_hang(kind: str) -> None:
    path = stats.stats_path()
    make_special(path, kind)
    with no_hang(), pytest.raises(stats.StatsError):
        stats.game_stats()
    assert stats.game_stats() == []


def test_cli_stats_prints_database_text_literally() -> None:
    game = "[/][link=http://evil.example]x[bold]\x1b[31m"
    stats.record_match(stats.finished_match(game, 1, 1, ["human", "[/]"], ["A", "B"], [0], [5, 1]))
    out = CliRunner().invoke(main, ["stats", "--lang", "en"], env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert "[/][link=http://evil.example]x[bold]" in out.output and "\x1b" not in out.output
    assert "[/]: won 1 of 1" in out.output  # the unknown level, printed as text


def test_cli_stats_says_one_line_when_the_data_folder_is_a_file(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "data").write_text("not a folder")
    out = CliRunner().invoke(main, ["stats", "--lang", "en"])
    assert out.exit_code == 2 and len(out.output.strip().splitlines()) == 1
    assert "Traceback" not in out.output and (home / "data").read_text() == "not a folder"


def test_cli_stats_says_one_line_when_a_damaged_database_cannot_be_moved() -> None:
    path = _stats_with("ALTER TABLE seats RENAME TO other")
    before = path.read_bytes()
    guard = denied(path.parent, write_only=True) if as_root() else nullcontext()
    if not as_root():
        path.parent.chmod(0o555)
    try:
        with guard:  # as root: renaming in the folder is refused by patching
            out = CliRunner().invoke(main, ["stats", "--lang", "en"])
    finally:
        path.parent.chmod(0o755)
    assert out.exit_code == 2 and len(out.output.strip().splitlines()) == 1, out.output
    assert "Traceback" not in out.output and path.read_bytes() == before


# --- saves' times and the old autosave ----------------------------------------------------


@pytest.mark.parametrize(
    "saved", [10**400, 10**20, -(10**20), 2**63], ids=["1e400", "1e20", "-1e20", "2**63"]
)
def test_a_save_time_out_of_range_sets_that_save_aside(saved: int) -> None:
    good = a_save("kozel_classic-20260101-120000-00000002")
    bad = a_save()
    state = bad / saves.STATE_NAME
    body = saves.read_state(bad)
    body["meta"]["saved"] = saved
    state.write_text(saves._state_text(body), encoding="utf-8")
    found = saved_list.scan()
    assert [i.folder for i in found.saves] == [good]
    assert len(found.notices) == 1 and "save time" in found.notices[0]
    assert saved_list.label(found.saves[0])
    assert not bad.exists() and list(bad.parent.glob(f"{bad.name}.damaged-*"))


def test_a_read_only_saves_folder_keeps_the_old_autosave_and_says_why() -> None:
    legacy = saves.saves_dir() / saves.LEGACY_NAME
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps(valid_record()), encoding="utf-8")
    guard = denied(legacy.parent, write_only=True) if as_root() else nullcontext()
    if not as_root():
        legacy.parent.chmod(0o555)
    try:
        with guard:  # as root: changes in the folder are refused by patching
            notices = saved_list.start_up()
    finally:
        legacy.parent.chmod(0o755)
    assert len(notices) == 1 and "could not be read" not in notices[0]
    assert "writable" in notices[0] and legacy.exists()


# --- simulate --record -------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["symlink", "fifo", "socket", "device"])
def test_simulate_refuses_a_record_path_that_is_not_a_regular_file(
    tmp_path: Path, victim: Path, kind: str
) -> None:
    out = tmp_path / "out"
    path = out / "records.json"
    make_special(path, kind, victim)
    before = sorted(os.listdir(out))
    with no_hang():
        result = CliRunner().invoke(
            main, ["simulate", "kozly", "--deals", "2", "--record", str(path), "--json"]
        )
    assert result.exit_code == 2 and result.stdout == ""
    line = result.stderr.strip()
    assert "\n" not in line and "records.json" in line and "not a regular file" in line
    assert sorted(os.listdir(out)) == before and victim.read_bytes() == VICTIM


def test_record_stream_refuses_a_target_that_became_special_meanwhile(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    stream = RecordStream(path)
    os.mkfifo(path)
    with no_hang(), pytest.raises(files.FileProblem):
        stream.close()
    assert stat.S_ISFIFO(os.lstat(path).st_mode) and not stream.temp.exists()


def test_the_record_temp_file_is_removed_on_ctrl_c(tmp_path: Path) -> None:
    import signal

    path = tmp_path / "records.json"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    run = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cardtui",
            "simulate",
            "kozly",
            "--deals",
            "100000",
            "--record",
            str(path),
            "--json",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    temp = files.temp_name(path).with_name(f".{path.name}.{run.pid}.tmp")

    def written() -> bool:  # a record written to the temp file; the run still going
        assert run.poll() is None
        return temp.exists() and temp.stat().st_size > 0

    poll_until(written, 60, "a record in the temp file")
    run.send_signal(signal.SIGINT)
    run.wait(timeout=60)
    assert run.returncode != 0
    assert sorted(os.listdir(tmp_path)) == []


def test_record_writing_still_replaces_a_regular_file(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    path.write_text("old", encoding="utf-8")
    result = CliRunner().invoke(
        main, ["simulate", "kozly", "--deals", "2", "--record", str(path), "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text(encoding="utf-8"))
