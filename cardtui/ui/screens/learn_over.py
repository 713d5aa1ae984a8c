"""The end of a practice deal: one sentence per line of the score saying how it was
computed, then the deal's result and breakdown as the deal-over dialog shows them; Enter goes back to the menu, ``n`` plays
another deal of the practice match, ``d`` reviews the learner's decisions."""

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
from cardtui.ui.screens.learn_text import score_sentences
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from cardtui.ui.session import Session


class LessonOverScreen(ModalScreen[bool]):
    """Dismissed with True to play another deal, False to go back to the menu."""

    DEFAULT_CSS = """
    LessonOverScreen > VerticalScroll {
        width: 76;
        max-width: 100%;
    }
    LessonOverScreen Static { width: 100%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("enter", "leave", "lesson.key.to_menu", key_display="⏎"),
        Binding("escape", "leave", "lesson.key.to_menu", show=False),
        Binding("n", "again", "lesson.key.again"),
        Binding("d", "decisions", "ui.deal_review.key.open"),
        Binding("up,k", "scroll(-1)", "ui.key.scroll", key_display="↑↓"),
        Binding("down,j", "scroll(1)", "ui.key.scroll", show=False),
        Binding("pageup", "scroll(-10)", "ui.key.scroll", show=False),
        Binding("pagedown", "scroll(10)", "ui.key.scroll", show=False),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.sentences: list[str] = []
        """How the score was computed, one sentence per line of the breakdown."""

    def compose(self) -> ComposeResult:
        """The deal's summary, then the sentences."""
        match, names = self.session.match, self.session.names()
        ascii_only = app_host(self.app).look.ascii_only
        body = hooks_for(self.session.game.id).deal_result(match, names, ascii_only)
        parts: list[RenderableType] = []
        if match.deal_summaries:
            summary = match.deal_summaries[-1]
            self.sentences = score_sentences(summary, names, self.session.game.id, ascii_only)
            parts.append(Text(t("lesson.score.head"), style="bold"))
            parts += [Text("· " + sentence) for sentence in self.sentences]
            parts.append(Text(""))
        parts.append(body)
        key = "lesson.over.final" if match.is_over else "lesson.over.next"
        parts.append(Text("\n" + t(key), style="dim italic"))
        with VerticalScroll(classes="dialog", id="lesson-over"):
            yield Static(Group(*parts))
        yield KeyHints()

    def on_mount(self) -> None:
        """Scroll keys go to the text."""
        self.query_one("#lesson-over").focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Another deal only while the match goes on."""
        if action == "again":
            return not self.session.match.is_over
        return True

    def action_scroll(self, delta: int) -> None:
        """Scroll the text."""
        self.query_one("#lesson-over", VerticalScroll).scroll_relative(y=delta, animate=False)

    def action_decisions(self) -> None:
        """The strong bot's review of the learner's decisions in this deal: which cost most
        and why (the same review as the deal-over dialog's ``d``)."""
        from cardtui.ui.screens.deal_review import open_deal_review

        open_deal_review(self, self.session, len(self.session.match.deal_summaries) - 1)

    def action_leave(self) -> None:
        """Back to the menu."""
        self.dismiss(False)

    def action_again(self) -> None:
        """Another deal of the practice match."""
        self.dismiss(True)
