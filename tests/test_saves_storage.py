"""Saved matches: several kept, the old autosave migrated, undo from the deal's start, the
save's cost per move, paths a save cannot choose, settings set aside, the crash log."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from cardtui.bots import make_bot
from cardtui.engine import all_games, get_game
from cardtui.engine.history import MatchLog
from cardtui.engine.replay import replay
from cardtui.i18n import set_language
from cardtui.storage import saves, settings
from cardtui.ui import saved_list
from cardtui.ui.session import SeatSpec, Session
from tests.conformance import same_state
from tests.saves_corpus import compact, home, new_folder, no_hang, valid_record, write_save_folder

__all__ = ["home"]


@pytest.fixture(autouse=True)
def english(home: Path) -> None:
    set_language("en")


def solo(game_id: str = "kozel_classic", seed: int = 7, **options: str) -> Session:
    game = get_game(game_id)
    seats = [SeatSpec("human", "Anna")] + [SeatSpec("simple")] * (game.default_seats - 1)
    return Session.new(game_id, seats, seed=seed, options=options)


def play(session: Session, moves: int) -> None:
    person = make_bot("simple", session.game.id)
    for _ in range(moves):
        seat = session.current_seat
        if seat is None:
            return
        bot = person if session.is_human(seat) else session.bot(seat)
        session.apply(bot.choose(session.view(seat), session.bot_rng()))


def test_several_matches_are_kept_and_listed_newest_first() -> None:
    first = solo("kozel_classic")
    play(first, 40)
    second = solo("doppelkopf")
    play(second, 5)
    assert first.store is not None and second.store is not None
    first.close(), second.close()
    listed = saves.list_saves()
    assert {i.folder for i in listed} == {first.store.folder, second.store.folder}
    by_game = {i.game: i for i in listed}
    assert by_game["kozel_classic"].deal == first.match.deal_number == 2
    assert by_game["doppelkopf"].seats == ("human:Anna", "simple", "simple", "simple")
    assert "Doppelkopf, deal 1: Anna, Bot 2" in saved_list.label(by_game["doppelkopf"])
    for info in listed:
        resumed = Session.resume(info.folder)
        assert resumed.decisions == (first if info.game == "kozel_classic" else second).decisions
        resumed.close()


def test_old_autosave_is_migrated_once_and_kept() -> None:
    record = valid_record()
    legacy = saves.saves_dir() / saves.LEGACY_NAME
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps(record, indent=1), encoding="utf-8")
    assert saved_list.start_up() == []
    assert saved_list.start_up() == []  # a second start finds nothing more to move
    listed = saves.list_saves()
    assert len(listed) == 1
    resumed = Session.resume(listed[0].folder)
    assert resumed.match.record.to_json() == record
    kept = list(legacy.parent.glob("autosave.migrated-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == record
    assert not legacy.exists()


def test_a_migration_cut_short_is_taken_up_again() -> None:
    record = valid_record()
    claim = saves.saves_dir() / "autosave.migrating-999999999.json"  # its process is gone
    claim.parent.mkdir(parents=True)
    claim.write_bytes(compact(record))
    saved_list.start_up()
    assert [Session.resume(i.folder).match.record.to_json() for i in saves.list_saves()] == [record]


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_undo_from_the_deals_start_equals_a_full_replay(game: str) -> None:
    session = solo(game, seed=11)
    rng = random.Random(game)
    undone = 0
    for _ in range(12):
        play(session, rng.randrange(3, 25))
        if session.match.is_over or not session.can_undo():
            continue
        index = session.match.record.last_decision_by({0})
        assert index is not None
        expected = replay(session.match.record, decisions=index)
        assert session.undo()
        undone += 1
        assert same_state(expected, session.match)
        assert session.decisions == index == len(session.match.record.decisions())
        fresh = MatchLog.of(session.match)
        assert len(fresh) == len(session.history)
        assert all(fresh.steps(i) == session.history.steps(i) for i in range(len(fresh)))
        assert fresh.deal(-1, None) == session.history.deal(-1, None)
    assert undone
    if not session.match.is_over:  # and after a resume, the first undo too
        assert session.store is not None
        session.close()
        again = Session.resume(session.store.folder)
        assert same_state(again.match, session.match)
        if again.can_undo():
            index = again.match.record.last_decision_by({0})
            expected = replay(again.match.record, decisions=index)
            again.undo()
            assert same_state(expected, again.match)
            play(again, 30)  # on into the next deal, and back again
            if not again.match.is_over and again.can_undo():
                index = again.match.record.last_decision_by({0})
                expected = replay(again.match.record, decisions=index)
                again.undo()
                assert same_state(expected, again.match)


def test_a_move_rewrites_only_a_small_state_file() -> None:
    session = solo("kozel_classic", seed=3)
    assert session.store is not None
    state = session.store.folder / saves.STATE_NAME
    sizes = []
    while session.match.deal_number < 6 and not session.match.is_over:
        play(session, 1)
        sizes.append(state.stat().st_size)
    assert max(sizes) < 4000  # one deal's worth, whatever the match length
    deals = next(session.store.folder.glob("deals-*.jsonl"))
    lines = deals.read_bytes().splitlines()
    assert len(lines) == session.match.deal_number - 1


def test_bytes_after_the_saved_length_are_ignored_and_cut() -> None:
    session = solo("kozel_classic", seed=3)
    play(session, 40)
    assert session.store is not None
    folder = session.store.folder
    deals = next(folder.glob("deals-*.jsonl"))
    with open(deals, "ab") as handle:
        handle.write(b'{"number": 2, "half a line')  # an append cut short by a kill
    session.close()
    resumed = Session.resume(folder)
    assert resumed.decisions == session.decisions
    while resumed.match.deal_number == session.match.deal_number:
        play(resumed, 1)
    assert len(deals.read_bytes().splitlines()) == resumed.match.deal_number - 1
    resumed.close()
    assert Session.resume(folder).decisions == resumed.decisions


def test_nothing_in_a_save_chooses_a_path() -> None:
    folder = new_folder()
    write_save_folder(folder, valid_record())
    state = json.loads((folder / saves.STATE_NAME).read_text(encoding="utf-8"))
    for name in ("../../../etc/passwd", "/etc/passwd", "deals-1.jsonl/../../x"):
        body = dict(state["body"], deals_file=name)
        (folder / saves.STATE_NAME).write_text(saves._state_text(body), encoding="utf-8")
        with pytest.raises(saves.SaveDamaged, match="bad deals file name"):
            Session.resume(folder)
    (saves.saves_dir() / "not-a-match-id").mkdir()
    (saves.saves_dir() / "..evil").mkdir()
    assert [i.folder for i in saves.list_saves()] == [folder]


def test_deleting_a_save_removes_it_only() -> None:
    session = solo()
    assert session.store is not None
    folder = session.store.folder
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    session.store.delete()
    assert saves.list_saves() == []
    (kept,) = folder.parent.glob(f"{folder.name}.deleted-*")
    assert [p.name for p in kept.iterdir()] == ["notes.txt"]


def test_a_finished_match_moves_to_the_finished_folder() -> None:
    session = solo("kozel_classic", seed=5)
    play(session, 5000)
    assert session.match.is_over
    assert saves.list_saves() == []
    finished = list(saves.finished_dir().iterdir())
    assert len(finished) == 1
    assert saves.load_folder(finished[0]).decision_count == session.decisions


@pytest.mark.parametrize(
    "content",
    [b"[" * 100_000, b'{"language": ' * 50_000, b"\xff\xfe", b'{"language": NaN}', "fifo"],
)
def test_damaged_settings_are_set_aside_and_reported(content: bytes | str) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    if content == "fifo":
        os.mkfifo(path)
    else:
        assert isinstance(content, bytes)
        path.write_bytes(content)
    with no_hang():
        loaded = settings.load_settings()
    assert loaded == settings.Settings()
    notices = saved_list.start_up()
    assert len(notices) == 1 and "\n" not in notices[0] and "settings" in notices[0]
    kept = list(path.parent.glob("settings.damaged-*.json"))
    assert len(kept) == 1
    if content != "fifo":
        assert kept[0].read_bytes() == content
    settings.save_settings(loaded)
    assert settings.load_settings() == loaded


def test_a_crash_exits_non_zero_with_a_pointer_to_the_log(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.launch import exit_after_crash

    class Broken(CardtuiApp):
        CSS_PATH = str(Path(__import__("cardtui.ui.app").ui.app.__file__).parent / "app.tcss")

        def on_mount(self) -> None:
            raise ZeroDivisionError("a bug [/] in the app")

    app = Broken(autosave=False)
    app.run(headless=True, size=(80, 24))
    with pytest.raises(SystemExit) as stopped:
        exit_after_crash(app)
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cardtui stopped on an error" in err
    log = Path(err.strip().rsplit(" ", 1)[-1])
    assert log.parent == home / "data" and "ZeroDivisionError" in log.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["kozel_classic", "doppelkopf", "kozel_pri_valtakh"])
def test_undo_reaches_back_into_the_previous_deal(game: str) -> None:
    session = solo(game, seed=21)
    crossed = set()
    while session.match.deal_number < 3 and not session.match.is_over:
        before = session.match.deal_number
        play(session, 1)
        if session.match.deal_number != before and before not in crossed and session.can_undo():
            crossed.add(before)
            index = session.match.record.last_decision_by({0})
            assert index is not None
            expected = replay(session.match.record, decisions=index)
            assert session.undo()
            assert session.match.deal_number == before  # back in the deal just finished
            assert same_state(expected, session.match)
            play(session, 1)
            session.close()
            assert session.store is not None
            resumed = Session.resume(session.store.folder)
            assert same_state(resumed.match, session.match)
            session = resumed
    assert crossed == {1, 2}


@pytest.mark.parametrize("hints", [True, False])
def test_a_hot_seat_match_resumes_with_the_hints_chosen_in_its_setup(hints: bool) -> None:
    seats = [SeatSpec.parse(s) for s in ("human:Anna", "simple", "human:Boris", "simple")]
    session = Session.new("kozel_classic", seats, seed=3, hints=hints)
    play(session, 6)
    assert session.store is not None
    folder = session.store.folder
    session.close()
    resumed = Session.resume(folder)
    assert resumed.hot_seat
    assert resumed.hints_enabled is hints
    resumed.close()


def test_the_lock_without_flock_is_an_exclusive_pid_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where ``fcntl`` is missing (Windows) the lock is the file itself, holding the pid."""
    from cardtui.storage import locks

    monkeypatch.setattr(locks, "fcntl", None)
    first = locks.MatchLock(tmp_path)
    first.acquire()
    assert (tmp_path / locks.LOCK_NAME).read_text().strip() == str(os.getpid())
    with pytest.raises(locks.MatchLocked) as refused:
        locks.MatchLock(tmp_path).acquire()
    assert refused.value.pid == os.getpid()
    assert locks.MatchLock(tmp_path).held_elsewhere() == os.getpid()
    first.release()
    assert not (tmp_path / locks.LOCK_NAME).exists()
    # a lock left by a process that is gone is stale and taken over
    (tmp_path / locks.LOCK_NAME).write_text("999999999\n")
    second = locks.MatchLock(tmp_path)
    second.acquire()
    assert second.held
    second.release()
