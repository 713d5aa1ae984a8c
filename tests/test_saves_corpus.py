"""Damaged saves: every case is reported in one line by the app's load path and by
``cardtui replay``, kept unchanged (moved aside at most), never hangs, and a new game
still starts."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.cli.main import main
from cardtui.engine import CardtuiError
from cardtui.i18n import set_language
from cardtui.storage import saves
from cardtui.ui import saved_list
from cardtui.ui.session import SeatSpec, Session
from tests.saves_corpus import (
    CONTENT,
    Case,
    all_cases,
    as_root,
    compact,
    denied,
    home,
    new_folder,
    no_hang,
    unchanged,
    valid_record,
    write_save_folder,
)

__all__ = ["home"]  # the fixture, used by name

CASES = all_cases()
BYTE_CASES = [c for c in CASES if c.name not in CONTENT]


@pytest.fixture(autouse=True)
def english(home: Path) -> Iterator[None]:
    """Every test in its own data folder, in English."""
    set_language("en")
    yield


@contextmanager
def reading_denied(case: Case, path: Path) -> Iterator[None]:
    """Root reads anything: deny the unreadable file by patching instead."""
    if case.kind == "unreadable" and as_root():
        with denied(path):
            yield
    else:
        yield


def one_line(text: str) -> bool:
    return bool(text) and "\n" not in text.strip() and len(text) < 400


def kept_somewhere(case: Case, original: Path, before: object) -> bool:
    """The damaged file is unchanged, where it was or moved aside next to it."""
    aside = original.parent.parent.glob(f"{original.parent.name}.damaged-*/{original.name}")
    candidates = [original, *sorted(aside)]
    candidates += sorted(original.parent.glob(f"{original.stem}.damaged-*{original.suffix}"))
    return any(os.path.lexists(p) and unchanged(case, p, before) for p in candidates)


def a_new_game_starts() -> None:
    session = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3, seed=1)
    assert session.save_error == "" and session.store is not None
    session.close()


def check_app_refuses(folder: Path) -> str:
    """The menu's path: list, then continue; returns the line the player reads."""
    found = saved_list.scan()
    if found.notices:
        return "\n".join(found.notices)
    assert [i.folder for i in found.saves] == [folder]
    with pytest.raises((saves.SaveDamaged, CardtuiError)) as caught:
        Session.resume(folder)
    assert one_line(str(caught.value))
    session, line = saved_list.open_save(found.saves[0])
    assert session is None
    return line


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_damaged_state_file_is_reported_and_kept(case: Case) -> None:
    folder = new_folder()
    state = folder / saves.STATE_NAME
    if case.name in CONTENT:
        write_save_folder(folder, CONTENT[case.name]())
    else:
        write_save_folder(folder, valid_record())
        state.unlink()
        case.place(state)
    before = case.snapshot(state)
    with no_hang(), reading_denied(case, state):
        line = check_app_refuses(folder)
    assert one_line(line), line
    assert "could not be read" in line
    assert kept_somewhere(case, state, before)
    assert saves.list_saves() == []
    a_new_game_starts()


@pytest.mark.parametrize("case", BYTE_CASES, ids=lambda c: c.name)
def test_damaged_deals_file_is_reported_and_kept(case: Case) -> None:
    folder = new_folder()
    write_save_folder(folder, valid_record())
    deals = folder / "deals-1.jsonl"
    deals.unlink()
    case.place(deals)
    before = case.snapshot(deals)
    with no_hang(), reading_denied(case, deals):
        with pytest.raises(saves.SaveDamaged) as caught:
            Session.resume(folder)
        session, line = saved_list.open_save(saved_list.scan().saves[0])
    assert session is None
    assert one_line(str(caught.value)) and one_line(line)
    assert kept_somewhere(case, deals, before)
    a_new_game_starts()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_damaged_old_autosave_is_set_aside_at_start(case: Case) -> None:
    legacy = saves.saves_dir() / saves.LEGACY_NAME
    case.place(legacy)
    before = case.snapshot(legacy)
    with no_hang(), reading_denied(case, legacy):
        notices = saved_list.start_up()
    assert len(notices) == 1 and one_line(notices[0]), notices
    assert saves.list_saves() == []
    assert kept_somewhere(case, legacy, before)
    a_new_game_starts()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_cli_replay_reports_damaged_record(case: Case, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    case.place(path)
    before = case.snapshot(path)
    with no_hang(), reading_denied(case, path):
        result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 2, (result.stdout, result.exception)
    assert one_line(result.stderr) and result.stderr.startswith("cardtui: error:"), result.stderr
    assert result.stdout == ""
    assert unchanged(case, path, before)


def test_cli_replay_reads_a_save_folder_and_its_state_file() -> None:
    folder = new_folder()
    write_save_folder(folder, valid_record())
    for target in (folder, folder / saves.STATE_NAME):
        result = CliRunner().invoke(main, ["replay", str(target)])
        assert result.exit_code == 0, result.stderr
        assert "Anna" in result.stdout


def test_cli_replay_checks_every_record_of_a_list(tmp_path: Path) -> None:
    good = valid_record()
    bad = CONTENT["wrong_seat_mid_record"]()
    path = tmp_path / "two.json"
    path.write_bytes(b"[" + compact(good) + b"," + compact(bad) + b"]")
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 2 and "seat" in result.stderr and result.stdout == ""


def test_cli_replay_cuts_a_long_path(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(tmp_path / ("x" * 200))])
    assert result.exit_code == 2 and len(result.stderr) < 200


def test_read_only_data_folder_plays_and_reports(monkeypatch: pytest.MonkeyPatch) -> None:
    folder = new_folder()
    write_save_folder(folder, valid_record())
    data = saves.saves_dir().parent
    guard = denied(data, write_only=True) if as_root() else nullcontext()
    if not as_root():
        for path in (folder, saves.saves_dir(), data):
            path.chmod(0o555)
    try:
        with guard:
            assert saved_list.start_up() == []
            found = saved_list.scan()
            assert [i.folder for i in found.saves] == [folder]
            session, line = saved_list.open_save(found.saves[0])
            assert session is not None and line == ""
            seat = session.current_seat
            assert seat is not None
            session.apply(session.view(seat).legal[0])
            assert one_line(session.save_error)
            fresh = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3)
            assert one_line(fresh.save_error) and fresh.current_seat is not None
    finally:
        for path in (folder, saves.saves_dir(), data):
            path.chmod(0o755)
    assert Session.resume(folder).decisions == session.decisions - 1  # the old save is intact


@pytest.mark.parametrize("kind", ["unreadable", "a_file"])
def test_an_unreadable_saves_folder_is_reported_and_a_new_game_starts(kind: str) -> None:
    folder = new_folder()
    write_save_folder(folder, valid_record())
    root = saves.saves_dir()
    if kind == "a_file":
        os.rename(root, root.with_name("moved"))
        root.write_text("not a folder", encoding="utf-8")
    guard = denied(root) if kind == "unreadable" and as_root() else nullcontext()
    if kind == "unreadable" and not as_root():
        root.chmod(0)
    try:
        with no_hang(), guard:
            notices = saved_list.start_up() + saved_list.scan().notices
            assert len(notices) == 1 and one_line(notices[0]) and "saves folder" in notices[0]
            fresh = Session.new("kozel_classic", [SeatSpec("human")] + [SeatSpec("simple")] * 3)
            assert fresh.current_seat is not None
            if kind == "a_file":
                assert one_line(fresh.save_error)
    finally:
        if kind == "unreadable":
            root.chmod(0o755)
    if kind == "unreadable":
        assert (folder / saves.STATE_NAME).exists()
    else:
        assert root.read_text(encoding="utf-8") == "not a folder"
