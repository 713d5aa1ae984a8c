"""Choosing what to replay: the saved match and the finished ones; a deal of a replay."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtui.i18n import current_language, t
from cardtui.safe_text import safe_line
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.saved_list import players, saved_date
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from cardtui.storage.finished import FinishedFile
    from cardtui.storage.saves import SaveInfo
    from cardtui.ui.replay_model import ReplayModel


READ_ERRORS: tuple[type[BaseException], ...] = (
    OSError,
    UnicodeDecodeError,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    OverflowError,
    RecursionError,
)
"""What reading a damaged file can raise besides ``CardtuiError``."""


def _game_name(game_id: str) -> str:
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id).name(current_language())
    except UnknownGame:
        return safe_line(game_id, 30)  # from a folder's name


def _file_label(kept: FinishedFile) -> Text:
    """``2026-12-01 09:30 · Kozel: Anna, Bot 2, Bot 3, Bot 4`` (the players when the folder
    keeps its summary; the folder's name when it does not say the game)."""
    if not kept.game:
        return Text(safe_line(kept.id, 60))
    seats = _kept_seats(kept)
    if not seats:
        return Text(f"{kept.began} · {_game_name(kept.game)}")
    return Text(
        t(
            "ui.replay.finished_entry",
            date=kept.began,
            title=_game_name(kept.game),
            players=players(seats),
        )
    )


def _kept_seats(kept: FinishedFile) -> tuple[str, ...]:
    """The seats a kept match's folder names in its summary (none for a lone record file)."""
    from cardtui.storage.saves import info_of

    return info_of(kept.path).seats if kept.path.is_dir() else ()


def _saved_label(info: SaveInfo) -> str:
    """``The unfinished saved match: Kozel, deal 3 · 2026-12-01 09:30 · Anna, Bot 2, …``."""
    return t(
        "ui.replay.saved_full",
        title=_game_name(info.game),
        n=max(1, info.deal),
        date=saved_date(info.saved),
        players=players(info.seats),
    )


class ReplaysScreen(ModalScreen[None]):
    """The matches that can be replayed: the saved one first, then the finished, newest first."""

    DEFAULT_CSS = """
    ReplaysScreen > Vertical { width: 64; }
    ReplaysScreen OptionList { height: auto; max-height: 16; }
    ReplaysScreen #replays-notice { color: $warning; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self.paths: dict[str, Path] = {}

    def compose(self) -> ComposeResult:
        """The list, or a line saying there is nothing yet."""
        with Vertical(classes="dialog"):
            yield Static(t("ui.replay.list_title"), classes="title")
            options = self._options()
            if options:
                yield OptionList(*options, id="replays")
            else:
                yield Static(t("ui.replay.none"), classes="hint")
            yield Static(Text(""), id="replays-notice")
        yield KeyHints()

    def _options(self) -> list[Option]:
        """The unfinished saved matches first, then the finished ones, newest first."""
        from cardtui.storage import finished, saves
        from cardtui.storage.files import FileProblem

        items: list[Option] = []
        try:
            listed = saves.list_saves()
        except FileProblem:
            listed = []
        for index, info in enumerate(i for i in listed if not i.damaged):
            key = f"s{index}"
            self.paths[key] = info.folder
            items.append(Option(Text(_saved_label(info)), id=key))
        for index, kept in enumerate(finished.list_finished()):
            key = f"f{index}"
            self.paths[key] = kept.path
            items.append(Option(_file_label(kept), id=key))
        return items

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open the chosen match in the viewer (a damaged file is reported, left in place)."""
        from cardtui.engine import CardtuiError
        from cardtui.storage import finished, saves
        from cardtui.ui.screens.replay import ReplayScreen

        key = event.option.id or ""
        errors: tuple[type[BaseException], ...] = (CardtuiError, *READ_ERRORS)
        try:
            path = self.paths[key]
            record = (
                saves.load_folder(path) if key.startswith("s") else finished.read_finished(path)
            )
            screen = ReplayScreen(record)
        except errors as exc:
            notice = t("ui.replay.unreadable", error=safe_line(str(exc), 120))
            self.query_one("#replays-notice", Static).update(Text(notice))
            return
        self.app.push_screen(screen)

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)


class DealPickerScreen(ModalScreen[int | None]):
    """Jump to a deal: every deal of the replay with its outcome."""

    DEFAULT_CSS = """
    DealPickerScreen > Vertical { width: 60; }
    DealPickerScreen OptionList { height: auto; max-height: 16; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
    ]

    def __init__(self, replay: ReplayModel, current: int) -> None:
        super().__init__()
        translate_bindings(self)
        self.replay = replay
        self.current = current

    def compose(self) -> ComposeResult:
        """One line per deal."""
        from cardtui.engine.chance import deal_code
        from cardtui.i18n import t_first

        r = self.replay
        options = []
        for deal in range(r.deals):
            code = deal_code(r.record.seed, deal + 1)
            if deal < len(r.deal_summaries):
                outcome = r.deal_summaries[deal].outcome
                told = t_first(f"outcome.{outcome}", "cli.outcome_unknown", game=r.game.id)
            else:
                told = t("ui.replay.unfinished")
            label = t("ui.replay.deal_line", n=deal + 1, code=code, outcome=told)
            options.append(Option(Text(label), id=str(deal)))
        with Vertical(classes="dialog"):
            yield Static(t("ui.replay.jump_title"), classes="title")
            yield OptionList(*options, id="deals")
        yield KeyHints()

    def on_mount(self) -> None:
        """The current deal is highlighted."""
        self.query_one("#deals", OptionList).highlighted = self.current

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Go to the chosen deal."""
        self.dismiss(int(event.option.id or 0))

    def action_close(self) -> None:
        """Stay where the replay was."""
        self.dismiss(None)
