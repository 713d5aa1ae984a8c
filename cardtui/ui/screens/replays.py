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
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from cardtui.engine import MatchRecord
    from cardtui.ui.replay_model import ReplayModel

SAVED = "saved"
"""The option id of the unfinished saved match."""


def load_record(text: str) -> MatchRecord:
    """A record from a file's text; raises ``CardtuiError`` or what parsing raises."""
    from cardtui.engine import MatchRecord

    return MatchRecord.loads(text)


READ_ERRORS: tuple[type[BaseException], ...] = (
    OSError, UnicodeDecodeError, ValueError, TypeError, KeyError, IndexError, OverflowError,
    RecursionError,
)
"""What reading a damaged file can raise besides ``CardtuiError``."""


def open_replay(text: str, exit_on_close: bool = False) -> object:
    """A :class:`~cardtui.ui.screens.replay.ReplayScreen` of a record's text."""
    from cardtui.ui.screens.replay import ReplayScreen

    return ReplayScreen(load_record(text), exit_on_close)


def _file_label(stem: str) -> Text:
    """``2026-12-01 09:30 · Kozel (seed 4711)`` from ``20261201-093000-kozel_classic-4711``."""
    from cardtui.engine import UnknownGame, get_game

    parts = stem.split("-")
    if len(parts) < 4 or not (parts[0] + parts[1]).isdigit():
        return Text(stem)
    day, clock, game_id, seed = parts[0], parts[1], parts[2], parts[3]
    try:
        game = get_game(game_id).name(current_language())
    except UnknownGame:
        game = game_id
    when = f"{day[:4]}-{day[4:6]}-{day[6:8]} {clock[:2]}:{clock[2:4]}"
    return Text(t("ui.replay.file", when=when, title=game, seed=seed))


def _saved_label(text: str) -> str:
    """``The unfinished saved match: Kozel, deal 3`` (the plain words when it cannot be read)."""
    from cardtui.engine import CardtuiError, get_game

    errors: tuple[type[BaseException], ...] = (CardtuiError, *READ_ERRORS)
    try:
        record = load_record(text)
        title = get_game(record.game).name(current_language())
        deals = len(record.written_deals())
    except errors:
        return t("ui.replay.saved")
    return t("ui.replay.saved_named", title=title, n=max(1, deals))


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
        from cardtui.storage import finished, saves

        items: list[Option] = []
        saved = saves.read_autosave().text
        if saved is not None:
            items.append(Option(Text(_saved_label(saved)), id=SAVED))
        for index, kept in enumerate(finished.list_finished()):
            key = f"f{index}"
            self.paths[key] = kept.path
            items.append(Option(_file_label(kept.id), id=key))
        return items

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open the chosen match in the viewer (a damaged file is reported, left in place)."""
        from cardtui.engine import CardtuiError
        from cardtui.storage import finished, saves

        key = event.option.id or ""
        errors: tuple[type[BaseException], ...] = (CardtuiError, *READ_ERRORS)
        try:
            if key == SAVED:
                text = saves.read_autosave().text
                if text is None:
                    raise ValueError(t("ui.replay.gone"))
            else:
                text = finished.read_finished(self.paths[key])
            screen = open_replay(text)
        except errors as exc:
            notice = t("ui.replay.unreadable", error=str(exc)[:120])
            self.query_one("#replays-notice", Static).update(Text(notice))
            return
        from cardtui.ui.screens.replay import ReplayScreen

        assert isinstance(screen, ReplayScreen)
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
