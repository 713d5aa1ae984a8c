"""The review of a person's decisions in one deal (``d`` in the deal-over dialog and in the
history ``r``): the strong bot re-examines each decision from that seat's view only and
lists the few that cost most, with the better move, its cost and a reason in words.

The search runs in a worker process (:class:`~cardtui.ui.thinker.Thinker`), one decision
at a time, waited for by a thread worker; the list grows as the verdicts come, under a
progress line. Leaving the screen cancels the thread and stops the process. Enter on a
listed decision opens the replay viewer at that moment with the better move marked.

Learning mode opens it with :func:`open_deal_review`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from cardtui.bots.review import REVIEW_BUDGET, Finding, decision_steps, judge_recorded
from cardtui.engine import MatchRecord
from cardtui.i18n import t
from cardtui.safe_text import safe_line
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.host import app_host
from cardtui.ui.screens.deal_review_text import done_text, item_lines, progress_text, ranked
from cardtui.ui.thinker import Thinker
from cardtui.ui.widgets.key_hints import KeyHints

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from cardtui.ui.session import Session


@dataclass(frozen=True)
class ReviewEffort:
    """How hard the strong bot looks at each decision."""

    budget: float = REVIEW_BUDGET
    """Seconds of search per decision (the duel of the two moves gets as much again)."""
    worlds: int | None = None
    """A fixed number of sampled worlds instead (reproducible: the tests' effort)."""
    in_process: bool = True
    """Search in the worker process (else in the screen's thread: for tests)."""


EFFORT = ReviewEffort()
"""The effort of a review opened from the app."""
MARK = "> "
"""Before the highlighted decision (pure ASCII, seen without colour)."""


@dataclass
class SeatReview:
    """One person's decisions: how many there are, how many are judged, what was found."""

    seat: int
    total: int | None = None
    findings: list[Finding] = field(default_factory=list)


class DealReviewScreen(ModalScreen[None]):
    """The costliest decisions of the deal's people, found in the background."""

    DEFAULT_CSS = """
    DealReviewScreen > Vertical {
        width: 96;
        padding: 0 1;
        border-title-style: bold;
    }
    DealReviewScreen #deal-review-progress {
        width: 100%;
        color: $text-muted;
    }
    DealReviewScreen OptionList, DealReviewScreen OptionList:focus {
        height: auto;
        max-height: 1fr;
        border: none;
        padding: 0;
        background: $panel;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
        Binding("d", "close", "ui.key.close", show=False),
        Binding("enter", "jump", "ui.deal_review.key.jump", key_display="⏎"),
    ]

    class Judged(Message):
        """A decision of ``seat`` judged (``finding``), or the count of its decisions."""

        def __init__(self, seat: int, total: int, finding: Finding | None) -> None:
            super().__init__()
            self.seat, self.total, self.finding = seat, total, finding

    class Stopped(Message):
        """The review could not go on (a one-line reason)."""

        def __init__(self, reason: str) -> None:
            super().__init__()
            self.reason = reason

    def __init__(
        self,
        session: Session,
        deal_index: int,
        record: MatchRecord | None = None,
        effort: ReviewEffort | None = None,
    ) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.deal_index = deal_index
        """The deal reviewed, counted from 0."""
        self.record = record if record is not None else session.match.record
        self._text = self.record.dumps()  # a copy: the live record may go on meanwhile
        self.effort = effort or EFFORT
        self.reviews = [SeatReview(seat) for seat in session.humans]
        self.stopped = ""
        self.thinker = Thinker()
        self._rows: list[tuple[int, Finding] | None] = []
        self._prompts: list[Text] = []
        self._marked: int | None = None

    @property
    def finished(self) -> bool:
        """Every person's decisions are judged."""
        return all(r.total is not None and len(r.findings) == r.total for r in self.reviews)

    @property
    def _deal_ended(self) -> bool:
        """Decisions are reviewed once their deal is over (never a hint in play)."""
        summaries = len(self.session.match.deal_summaries)
        return self.deal_index < summaries or self.session.match.is_over

    def compose(self) -> ComposeResult:
        """The progress line over the list of costly decisions."""
        with Vertical(classes="dialog", id="deal-review"):
            yield Static(id="deal-review-progress")
            yield OptionList(id="deal-review-list")
        yield KeyHints()

    def on_mount(self) -> None:
        """Start the review (of a deal that is over)."""
        box = self.query_one("#deal-review", Vertical)
        box.border_title = t("ui.deal_review.title", n=self.deal_index + 1)
        if not self._deal_ended:
            self.stopped = t("ui.deal_review.not_over")
        elif not self.reviews:
            self.stopped = t("ui.deal_review.nobody")
        else:
            self._examine()
        self._show()
        self.query_one(OptionList).focus()

    def on_unmount(self) -> None:
        """Leaving: the thread's wait ends and the worker process stops."""
        self.workers.cancel_node(self)
        self.thinker.shutdown()

    # --- the search -----------------------------------------------------------------

    @work(thread=True, exclusive=True, group="deal-review")
    def _examine(self) -> None:
        """Judge every decision of each person, one at a time, posting each verdict."""
        worker = get_current_worker()
        effort = self.effort
        record = MatchRecord.loads(self._text)
        for review in self.reviews:
            steps = decision_steps(record, review.seat, self.deal_index + 1)
            self.post_message(self.Judged(review.seat, len(steps), None))
            for step in steps:
                args = (self._text, review.seat, step, effort.budget, effort.worlds)
                future = self.thinker.submit(judge_recorded, *args, local=not effort.in_process)
                while not future.done():
                    if worker.is_cancelled:
                        future.cancel()
                        return
                    time.sleep(0.01)
                try:
                    finding = future.result()
                except Exception as exc:  # a broken worker: one line, never a traceback
                    self.post_message(self.Stopped(safe_line(str(exc) or type(exc).__name__)))
                    return
                if worker.is_cancelled:
                    return
                self.post_message(self.Judged(review.seat, len(steps), finding))

    def on_deal_review_screen_judged(self, message: Judged) -> None:
        """A verdict came: count it, and list it when it is among the costliest."""
        review = next(r for r in self.reviews if r.seat == message.seat)
        review.total = message.total
        if message.finding is not None:
            review.findings.append(message.finding)
        self._show()

    def on_deal_review_screen_stopped(self, message: Stopped) -> None:
        """The review broke off: say why in one line."""
        self.stopped = t("ui.deal_review.failed", reason=message.reason)
        self._show()

    # --- drawing --------------------------------------------------------------------

    def _show(self) -> None:
        self.query_one("#deal-review-progress", Static).update(Text(self._progress()))
        listing = self.query_one(OptionList)
        was = self._highlighted_key()
        self._rows, self._prompts = self._listing()
        self._marked = None
        listing.clear_options()
        listing.add_options(
            Option(prompt if row is None else _marked(prompt, False), disabled=row is None)
            for row, prompt in zip(self._rows, self._prompts, strict=True)
        )
        keys = [_key(row) for row in self._rows]
        if any(self._rows):  # the same decision stays highlighted as costlier ones come
            first = next(i for i, row in enumerate(self._rows) if row is not None)
            listing.highlighted = keys.index(was) if was in keys else first
            self._mark(listing.highlighted)
        self.refresh_bindings()

    def _highlighted_key(self) -> tuple[int, int] | None:
        index = self.query_one(OptionList).highlighted
        return _key(self._rows[index]) if index is not None and index < len(self._rows) else None

    def _mark(self, index: int | None) -> None:
        """``>`` before the highlighted decision: seen without colour too."""
        listing = self.query_one(OptionList)
        for at, on in ((self._marked, False), (index, True)):
            if at is not None and 0 <= at < len(self._rows) and self._rows[at] is not None:
                listing.replace_option_prompt_at_index(at, _marked(self._prompts[at], on))
        self._marked = index

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The ``>`` follows the highlight."""
        self._mark(event.option_index)

    def _progress(self) -> str:
        if self.stopped:
            return self.stopped
        names = self.session.names()
        lines = []
        for review in self.reviews:
            name = names[review.seat]
            if review.total is None:
                lines.append(t("ui.deal_review.waiting", seat=name))
            else:
                prefix = f"{name}: " if len(self.reviews) > 1 else ""
                lines.append(prefix + self._state(review))
        return "\n".join(line for line in lines if line)

    @staticmethod
    def _state(review: SeatReview) -> str:
        total = review.total or 0
        if len(review.findings) < total:
            return progress_text(len(review.findings), total)
        return done_text(total, sum(f.verdict.flagged for f in review.findings))

    def _listing(self) -> tuple[list[tuple[int, Finding] | None], list[Text]]:
        """Each person's costliest decisions (under their name in hot-seat), as rows and
        prompts; a header's row is ``None``."""
        names = self.session.names()
        look = app_host(self.app).look
        game = self.session.game.id
        rows: list[tuple[int, Finding] | None] = []
        prompts: list[Text] = []
        for review in self.reviews:
            found = ranked(review.findings)
            if len(self.reviews) > 1 and found:
                rows.append(None)
                prompts.append(Text(t("ui.deal_review.whose", seat=names[review.seat]), "bold"))
            order = sorted(f.verdict.step for f in review.findings)
            for finding in found:
                number = order.index(finding.verdict.step) + 1
                head, why = item_lines(finding, number, look.ascii_only, game, names)
                prompt = Text(head, style="bold")
                if why:
                    prompt.append("\n" + " " * len(MARK) + why, style="")
                rows.append((review.seat, finding))
                prompts.append(prompt)
        return rows, prompts

    # --- keys -----------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is greyed out while nothing is listed."""
        if action == "jump":
            return any(self._rows)
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter (or a click) on a decision: to that moment."""
        event.stop()
        self._jump(event.option_index)

    def action_jump(self) -> None:
        """The highlighted decision's moment, at the table as it was."""
        index = self.query_one(OptionList).highlighted
        if index is not None:
            self._jump(index)

    def _jump(self, index: int) -> None:
        row = self._rows[index] if 0 <= index < len(self._rows) else None
        if row is None:
            return
        from cardtui.ui.screens.deal_review_moment import DecisionScreen

        seat, finding = row
        self.app.push_screen(DecisionScreen(self.record, seat, finding, self.session.names()))

    def action_close(self) -> None:
        """Back to where it was opened (the search stops)."""
        self.dismiss(None)


def open_deal_review(
    app_or_screen: App[object] | DOMNode,
    session: Session,
    deal_index: int,
    record: MatchRecord | None = None,
) -> DealReviewScreen:
    """Open the review of deal ``deal_index`` (counted from 0) of ``session``'s match over
    the current screen; ``record`` is the whole match's record when the session's own is
    not (the replay viewer's). Returns the screen (its search already under way)."""
    app = app_or_screen if isinstance(app_or_screen, App) else app_or_screen.app
    screen = DealReviewScreen(session, deal_index, record)
    app.push_screen(screen)
    return screen


def _marked(prompt: Text, on: bool) -> Text:
    """A listed decision with ``>`` before it when highlighted."""
    return Text.assemble(MARK if on else " " * len(MARK), prompt)


def _key(row: tuple[int, Finding] | None) -> tuple[int, int] | None:
    """A listed decision's seat and step (``None`` for a header)."""
    return None if row is None else (row[0], row[1].verdict.step)
