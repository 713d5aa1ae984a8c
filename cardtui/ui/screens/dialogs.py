"""Small modal screens: the end of a deal and the scoreboard."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

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
from cardtui.ui.host import app_host
from cardtui.ui.widgets.key_hints import KeyHints
from cardtui.ui.widgets.running_totals import RunningTotals

if TYPE_CHECKING:
    from cardtui.ui.session import Session


class DealOverScreen(ModalScreen[None]):
    """The deal just finished: outcome, itemised breakdown, the game's picture; Enter goes on."""

    DEFAULT_CSS = """
    DealOverScreen > VerticalScroll {
        width: 72;
        max-width: 100%;
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
        Binding("d", "decisions", "ui.deal_review.key.open"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session

    def compose(self) -> ComposeResult:
        """The game's deal summary in a box."""
        hooks = hooks_for(self.session.game.id)
        look = app_host(self.app).look
        body = hooks.deal_result(self.session.match, self.session.names(), look.ascii_only)
        over = self.session.match.is_over
        hint = Text(
            "\n" + t("ui.deal_over.final" if over else "ui.deal_over.next"), style="dim italic"
        )
        with VerticalScroll(classes="dialog"):
            yield Static(Group(body, hint))
        yield KeyHints()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

    def action_decisions(self) -> None:
        """The strong bot's review of the people's decisions in this deal (a table played
        here: a network table's deal-over says it has none)."""
        from cardtui.ui.screens.deal_review import open_deal_review
        from cardtui.ui.session import Session

        if not isinstance(self.session, Session):
            self.notify(t("ui.deal_review.remote"), markup=False)
            return
        open_deal_review(self, self.session, len(self.session.match.deal_summaries) - 1)


class ScoreboardScreen(ModalScreen[bool]):
    """The scoreboard; at the match end the verdict first (who won, the losers' title).

    Dismissed with True when the person asked for the menu (Enter on the final
    scoreboard), else False (back to the table, the final one included).
    """

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
        Binding("enter", "enter", "ui.key.close", show=False),
        Binding("left", "deal(-1)", "ui.key.earlier_deal", key_display="←"),
        Binding("right", "deal(1)", "ui.key.later_deal", key_display="→"),
    ]

    def __init__(self, session: Session, final: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.final = final
        self.deal_index = len(session.match.deal_summaries) - 1
        """The deal whose breakdown is shown (the last one at first)."""

    def compose(self) -> ComposeResult:
        """Title, the game's board and history, the result when over."""
        hooks = hooks_for(self.session.game.id)
        look = app_host(self.app).look
        names = self.session.names()
        match = self.session.match
        parts: list[RenderableType] = [
            hooks.scoreboard(match, names, look.ascii_only),
            RunningTotals(match.deal_summaries, names, look.ascii_only),
        ]
        if self.session.match.is_over:  # the verdict first: seen at 80x24 without scrolling
            verdict: list[RenderableType] = [hooks.result_lines(self.session.match, names)]
            if self.final:
                verdict.append(Text(t("ui.score.back_to_menu"), style="dim italic"))
            parts[:0] = [*verdict, Text("")]
        box = VerticalScroll(classes="dialog")
        box.border_title = t("ui.score.title", title=self.session.game.name(_lang()))
        with box:
            yield Static(Group(*parts))
            yield Static(self._breakdown(), id="breakdown")
        yield KeyHints()

    def _breakdown(self) -> RenderableType:
        """The breakdown of the chosen deal, under a line saying how to choose another."""
        summaries = self.session.match.deal_summaries
        if not summaries:
            return Text("\n" + t("ui.breakdown.none"), style="dim italic")
        summary = summaries[self.deal_index]
        hooks = hooks_for(self.session.game.id)
        look = app_host(self.app).look
        head = Text(
            "\n" + t("ui.breakdown.deal", n=self.deal_index + 1, total=len(summaries)),
            style="dim italic",
        )
        return Group(head, hooks.deal_heading(summary, self.session.names(), look.ascii_only))

    def action_deal(self, step: int) -> None:
        """Show the breakdown of an earlier (-1) or a later (+1) deal."""
        count = len(self.session.match.deal_summaries)
        if not count:
            return
        self.deal_index = max(0, min(count - 1, self.deal_index + step))
        panel = self.query_one("#breakdown", Static)
        panel.update(self._breakdown())
        panel.scroll_visible(animate=False)

    def action_close(self) -> None:
        """Back to where it was opened (the final table at the match end)."""
        self.dismiss(False)

    def action_enter(self) -> None:
        """Enter: the menu from the final scoreboard, else back to the table."""
        self.dismiss(self.final)


def _lang() -> str:
    from cardtui.i18n import current_language

    return current_language()
