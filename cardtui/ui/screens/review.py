"""The review (``r`` at the table): the deal so far, every trick and announcement,
with the match's earlier deals one key away (← →)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardtui.engine.history import Viewer
from cardtui.engine.record import MatchRecord
from cardtui.i18n import t
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.history_text import deal_review
from cardtui.ui.host import app_host
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from cardtui.ui.session import Session


class ReviewScreen(ModalScreen[None]):
    """One deal's history as ``viewer`` knows it; ← → step through the deals."""

    DEFAULT_CSS = """
    ReviewScreen > VerticalScroll {
        width: 96;
        height: 1fr;
        max-height: 100%;
        padding: 0 1;
        border-title-style: bold;
        border-subtitle-color: $text-muted;
    }
    ReviewScreen Static {
        width: 100%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
        Binding("r", "close", "ui.key.close", show=False),
        Binding("left,h", "deal(-1)", "ui.key.other_deal", key_display="←→"),
        Binding("right,l", "deal(1)", "ui.key.other_deal", show=False),
        Binding("up,k", "scroll(-1)", "ui.key.scroll", key_display="↑↓"),
        Binding("down,j", "scroll(1)", "ui.key.scroll", show=False),
        Binding("pageup", "scroll(-10)", "ui.key.scroll", show=False),
        Binding("pagedown", "scroll(10)", "ui.key.scroll", show=False),
        Binding("d", "decisions", "ui.deal_review.key.open"),
    ]

    def __init__(
        self, session: Session, viewer: Viewer, deal: int = -1, record: MatchRecord | None = None
    ) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.viewer = viewer
        self.record = record
        """The whole match's record when the session's own is not (the replay viewer's)."""
        count = len(session.history)
        self.index = deal % count if count else 0

    def compose(self) -> ComposeResult:
        """The page in a scrolling box."""
        with VerticalScroll(classes="dialog", id="review"):
            yield Static(id="review-page")
        yield KeyHints()

    def on_mount(self) -> None:
        """Show the chosen deal."""
        self._show()

    def _show(self) -> None:
        history = self.session.history
        deal = history.deal(self.index, self.viewer)
        look = app_host(self.app).look
        page = deal_review(
            deal,
            self.session.names(),
            self.session.match.num_seats,
            look.ascii_only,
            self.session.game.id,
        )
        self.query_one("#review-page", Static).update(page)
        box = self.query_one("#review", VerticalScroll)
        box.border_title = t("ui.history.title", n=deal.number, total=len(history))
        box.scroll_home(animate=False)

    def action_deal(self, delta: int) -> None:
        """The previous or the next deal of the match."""
        index = self.index + delta
        if 0 <= index < len(self.session.history):
            self.index = index
            self._show()

    def action_scroll(self, rows: int) -> None:
        """Scroll the page."""
        box = self.query_one("#review", VerticalScroll)
        box.scroll_to(y=box.scroll_y + rows, animate=False)

    def action_decisions(self) -> None:
        """The strong bot's review of the people's decisions in the deal shown."""
        from cardtui.ui.screens.deal_review import open_deal_review

        open_deal_review(self, self.session, self.index, self.record)

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
