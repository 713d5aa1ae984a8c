"""Small modal screens: the end of a deal and the scoreboard."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardtui.i18n import t
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.games import hooks_for
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.session import Session


class DealOverScreen(ModalScreen[None]):
    """The deal just finished: points, outcome, the board; Enter goes on."""

    DEFAULT_CSS = """
    DealOverScreen > VerticalScroll {
        width: 62;
    }
    DealOverScreen Static {
        width: 100%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("enter", "close", "ui.key.continue", key_display="⏎"),
        Binding("space", "close", "ui.key.continue", show=False),
        Binding("escape", "close", "ui.key.continue", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session

    def compose(self) -> ComposeResult:
        """The game's deal summary in a box."""
        hooks = hooks_for(self.session.game.id)
        look = cast("CardtuiApp", self.app).look
        body = hooks.deal_result(self.session.match, self.session.names(), look.ascii_only)
        over = self.session.match.is_over
        hint = Text("\n" + t("ui.deal_over.final" if over else "ui.deal_over.next"), style="dim italic")
        with VerticalScroll(classes="dialog"):
            yield Static(Group(body, hint))
        yield KeyHints()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)


class ScoreboardScreen(ModalScreen[None]):
    """The scoreboard; at the match end also the result and the losers' title."""

    DEFAULT_CSS = """
    ScoreboardScreen Static {
        width: 100%;
    }
    ScoreboardScreen > VerticalScroll {
        width: 90;
        padding: 0 1;
        border-title-style: bold;
        max-width: 100%;
        max-height: 100%;
        padding: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
        Binding("s", "close", "ui.key.close", show=False),
        Binding("enter", "close", "ui.key.close", show=False),
    ]

    def __init__(self, session: Session, final: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.final = final

    def compose(self) -> ComposeResult:
        """Title, the game's board and history, the result when over."""
        hooks = hooks_for(self.session.game.id)
        look = cast("CardtuiApp", self.app).look
        names = self.session.names()
        parts: list[RenderableType] = [hooks.scoreboard(self.session.match, names, look.ascii_only)]
        if self.session.match.is_over:
            parts += [Text(""), hooks.result_lines(self.session.match, names)]
        if self.final:
            parts += [Text(""), Text(t("ui.score.back_to_menu"), style="dim italic")]
        box = VerticalScroll(classes="dialog")
        box.border_title = t("ui.score.title", title=self.session.game.name(_lang()))
        with box:
            yield Static(Group(*parts))
        yield KeyHints()

    def action_close(self) -> None:
        """Back to where it was opened."""
        self.dismiss(None)


def _lang() -> str:
    from cardtui.i18n import current_language

    return current_language()
