"""The saved matches as the menu shows them: labels, damaged ones set aside, start-up chores.

No Textual here: the menu screen calls these and shows the lines they return
(always as plain text, never as markup).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtui.engine import OptionError, UnknownGame, get_game
from cardtui.i18n import current_language, t
from cardtui.storage import saves
from cardtui.storage.files import FileProblem, one_line

if TYPE_CHECKING:
    from cardtui.ui.session import Session

SHOWN_NOTICES = 1
"""Damaged saves named one by one; the rest are counted in one more line."""


@dataclass
class SavedList:
    """What the menu offers to continue, and the lines to tell the player."""

    saves: list[saves.SaveInfo] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)


def start_up() -> list[str]:
    """Once per app: remove stale temporary files, move the old autosave, report trouble."""
    from cardtui.storage import legacy, settings

    notices: list[str] = []
    saves.clean_stale_temps_at_start()
    try:
        moved = legacy.migrate_legacy()
    except OSError as exc:
        moved = legacy.Migration(error=one_line(str(exc), 100))
        notices.append(t("ui.saves.folder_unreadable", error=moved.error))
    if moved.damaged is not None:
        notices.append(damaged_line(moved.damaged, moved.error))
    if moved.blocked is not None:
        notices.append(one_line(t("ui.saves.legacy_blocked", path=str(moved.blocked)), 240))
    problem = settings.last_problem()
    if problem is not None:
        notices.append(t("ui.saves.settings_damaged", error=problem.error, path=str(problem.kept)))
    return notices


def damaged_line(kept: Path, error: str) -> str:
    """One line saying a save could not be read and where it is kept."""
    return one_line(t("ui.saves.damaged", error=one_line(error, 80), path=str(kept)), 240)


def scan() -> SavedList:
    """The saved matches, newest first; damaged ones are set aside and reported."""
    found = SavedList()
    try:
        infos = saves.list_saves()
    except FileProblem as exc:
        found.notices.append(t("ui.saves.folder_unreadable", error=one_line(str(exc), 200)))
        return found
    damaged: list[str] = []
    for info in infos:
        if info.damaged and info.locked_by is None:
            damaged.append(set_aside_line(info.folder, info.error))
        elif not info.damaged:
            found.saves.append(info)
    found.notices += damaged[:SHOWN_NOTICES]
    if len(damaged) > SHOWN_NOTICES:
        found.notices.append(t("ui.saves.damaged_more", n=len(damaged) - SHOWN_NOTICES))
    return found


def set_aside_line(folder: Path, error: str) -> str:
    """Move a damaged save aside (when possible) and say so in one line.

    The save's lock is held meanwhile, so a save another window is opening is
    never moved under it.
    """
    from cardtui.storage.locks import MatchLock, MatchLocked

    lock = MatchLock(folder)
    kept = folder
    try:
        lock.acquire()
        kept = saves.set_aside(folder)
    except MatchLocked:
        pass
    except OSError:
        kept = folder
    finally:
        lock.release()
    return damaged_line(kept, error)


def open_save(info: saves.SaveInfo, autosave: bool = True) -> tuple[Session | None, str]:
    """The session of ``info``'s match, or ``None`` and the one line saying why not.

    A match open in another window is left alone; a damaged one is set aside.
    """
    from cardtui.engine import CardtuiError
    from cardtui.storage.locks import MatchLocked
    from cardtui.ui.session import Session

    try:
        return Session.resume(info.folder, autosave), ""
    except MatchLocked as exc:
        return None, t("ui.saves.locked", pid=exc.pid or "?")
    except (CardtuiError, OSError) as exc:
        return None, set_aside_line(info.folder, one_line(str(exc), 100))


def game_title(game_id: str) -> str:
    """The game's name, or its id when the registry does not know it."""
    try:
        return get_game(game_id).name(current_language())
    except UnknownGame:
        return one_line(game_id, 30)


def players(seats: tuple[str, ...]) -> str:
    """The seats' display names, as the table shows them."""
    from cardtui.ui.session import SeatSpec, seat_display_names

    try:
        specs = [SeatSpec.parse(s) for s in seats]
    except OptionError:
        return ", ".join(one_line(s, 20) for s in seats)
    return ", ".join(one_line(n, 20) for n in seat_display_names(specs))


def label(info: saves.SaveInfo) -> str:
    """One menu line: game, deal, players, when it was saved (or that it is open elsewhere)."""
    if not info.game:
        return t("ui.saves.entry_unknown")
    values: dict[str, Any] = {
        "title": game_title(info.game),
        "deal": info.deal,
        "players": players(info.seats),
    }
    if info.locked_by is not None:
        return one_line(t("ui.saves.entry_open", **values), 200)
    return one_line(t("ui.saves.entry", date=_date(info.saved), **values), 200)


def saved_date(saved: float) -> str:
    """When a match was saved, as its menu entry writes it (``2026-12-01 09:30``)."""
    return _date(saved)


def _date(saved: float) -> str:
    """``2026-12-01 09:30``, or ``-`` for no time or one the platform cannot date."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(saved)) if saved else "-"
    except (OverflowError, OSError, ValueError):
        return "-"


def title(info: saves.SaveInfo) -> str:
    """The save's name in a question (its menu line)."""
    return label(info) if info.game else info.id
