"""Learning mode's first screen: which game to learn, and whether to play it with open hands.

Enter on a game starts a practice match of it (:mod:`cardtui.ui.screens.learn_session`)
against beginner bots, the coach explaining every step; ``o`` (or a click on the box)
turns open hands on or off: every hand is then shown on the table.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardtui.engine import all_games
from cardtui.i18n import current_language, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.screens.learn_session import LearnSession, learn_session
from cardtui.ui.widgets.tick_box import TickBox


class LearnScreen(Screen[LearnSession | None]):
    """Pick a game to learn; dismissed with its practice session, or ``None``."""

    DEFAULT_CSS = """
    LearnScreen { align-horizontal: center; }
    LearnScreen #learn-frame {
        width: 64;
        max-width: 100%;
        height: 1fr;
        border: round $accent;
        border-title-style: bold;
        padding: 0 1;
    }
    LearnScreen #learn-about { height: auto; margin-bottom: 1; }
    LearnScreen #learn-games { height: 1fr; border: none; }
    LearnScreen #open-hands { height: auto; margin-top: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "ui.key.close"),
        Binding("o", "open_hands", "lesson.key.open_hands"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self.games = list(all_games())

    def compose(self) -> ComposeResult:
        """A short word on what a lesson is, the games, the open-hands box."""
        lang = current_language()
        frame = Vertical(id="learn-frame")
        frame.border_title = t("lesson.pick.title")
        with frame:
            yield Static(t("lesson.pick.about"), id="learn-about")
            yield OptionList(*(Option(g.name(lang), id=g.id) for g in self.games), id="learn-games")
            yield TickBox(t("lesson.pick.open_hands"), False, id="open-hands")
        yield Footer()

    def on_mount(self) -> None:
        """The games take the keys."""
        games = self.query_one("#learn-games", OptionList)
        games.highlighted = 0
        games.focus()

    def action_open_hands(self) -> None:
        """Open hands on or off."""
        self.query_one("#open-hands", TickBox).toggle()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Start the practice match of the chosen game."""
        game_id = event.option.id or ""
        open_hands = self.query_one("#open-hands", TickBox).value
        self.dismiss(learn_session(game_id, open_hands))

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)
