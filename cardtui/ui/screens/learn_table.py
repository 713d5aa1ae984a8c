"""The learning table: the normal table with the lesson's side note under the message line.

Before each of the learner's decisions the note explains the phase, the choices and
the refused cards (:mod:`cardtui.ui.screens.learn_text`); after each trick it says who
took it and why; at a deal's end the score is explained line by line
(:mod:`cardtui.ui.screens.learn_over`). ``y`` shows the game's key ideas (also shown
when the lesson starts), ``n`` makes the note tall or short again. With open hands
every other hand is written in the note (in words that wrap, where a seat's badge would
have to cut them), and the note's title says so.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical

from cardtui.bots.lesson import SuitRule, decision_facts, suit_rule, trick_facts
from cardtui.engine import Action, View
from cardtui.engine.history import PUBLIC
from cardtui.i18n import t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.screens.learn_session import LearnSession
from cardtui.ui.screens.learn_text import (
    decision_lines,
    round_lines,
    rule_lines,
    trick_sentence,
    waiting_lines,
)
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.screens.table_draw import set_title, table_layout
from cardtui.ui.text import cards_text
from cardtui.ui.widgets.hint_line import HintLine
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.side_note import SideNote


class LearnTableScreen(TableScreen):
    """A practice match with the coach explaining every step."""

    DEFAULT_CSS = """
    LearnTableScreen #coach { height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "ideas", "ui.key.ideas"),
        Binding("n", "tall_note", "lesson.key.note"),
    ]

    def __init__(self, session: LearnSession) -> None:
        super().__init__(session)
        translate_bindings(self)
        self.lesson = session
        self._rule: SuitRule | None = None
        """The trump and suits of the deal in play, taken before each move."""
        self._trick_note = ""
        self._trick_seen: tuple[int, int] | None = None
        self._facts_key: tuple[object, ...] = ()
        self._facts_lines: list[str] = []

    def compose(self) -> ComposeResult:
        """The table, with the coach's hint and the lesson's note under the message line."""
        coach = Vertical(HintLine(), SideNote(), id="coach")
        yield from table_layout(self.places, KeyBar(), coach)

    def on_mount(self) -> None:
        """The table, then the game's key ideas once."""
        super().on_mount()
        self.call_after_refresh(self.action_ideas)

    def on_resize(self) -> None:
        """The note is shorter on a short terminal."""
        super().on_resize()
        self.query_one(SideNote).set_class(self.size.height < 24, "-short")
        self.call_after_refresh(self._fit_note_title)

    def _fit_note_title(self) -> None:
        """The note's title with its keys, or a shorter form where it does not fit."""
        key = "lesson.note.title_open" if self.lesson.open_hands else "lesson.note.title"
        set_title(self.query_one(SideNote), t(key), t(f"{key}_short"))

    def action_ideas(self) -> None:
        """The game's few key ideas (the rules screen's ``i`` page)."""
        from cardtui.ui.screens.rules import RulesScreen

        if not self.is_active:
            return
        screen = RulesScreen(self.gid)
        screen.ideas = True
        self.app.push_screen(screen)

    def action_tall_note(self) -> None:
        """The note takes most of the screen, or a few rows again."""
        note = self.query_one(SideNote)
        note.set_class(not note.has_class("-tall"), "-tall")

    # --- what the note says --------------------------------------------------

    def act(self, action: Action) -> None:
        """Take the deal's trump and suits before the move (a deal's last trick is followed
        at once by the next deal), then play as at any table."""
        self._rule = suit_rule(self.session.match)
        super().act(action)

    def _draw(self, view: View, bottom: int) -> None:
        """The table, then the note follows the play."""
        super()._draw(view, bottom)
        self._update_note(view)

    def _update_trick(self) -> None:
        history = self.session.history
        found = history.last_trick(PUBLIC)
        if found is not None and found[0] != len(history) - 1:  # a deal ago: a new deal now
            self._trick_note = ""
            return
        key = None if found is None else (found[0], found[1].number)
        if key == self._trick_seen or found is None or self._rule is None:
            return
        self._trick_seen = key
        facts = trick_facts(found[1], self._rule)
        if facts is not None:
            names = self.session.names()
            self._trick_note = trick_sentence(facts, names, self.cardtui.look.ascii_only)

    def _update_note(self, view: View) -> None:
        self._update_trick()
        note = self.query_one(SideNote)
        lines = [t("lesson.note.last_trick", text=self._trick_note)] if self._trick_note else []
        rule = [] if self.no_decisions else rule_lines(view.phase, self.gid)
        note.show(lines + self._now_lines(view) + self._open_lines() + rule)

    def _open_lines(self) -> list[str]:
        """With open hands: every other seat's cards, in words that wrap (never cut)."""
        s = self.session
        if not self.lesson.open_hands or s.match.is_over:
            return []
        hands = s.view(None).hands
        look = self.cardtui.look.ascii_only
        return [
            t("lesson.note.hand", seat=s.name(seat), cards=cards_text(cards, look))
            for seat, cards in enumerate(hands)
            if cards is not None and not s.is_human(seat)
        ]

    def _now_lines(self, view: View) -> list[str]:
        s, game = self.session, self.gid
        if s.match.is_over:
            return [t("lesson.note.over")]
        seat = s.current_seat
        if self.no_decisions:
            said = [t("lesson.note.last_round", text=self._last_said)] if self._last_said else []
            return said + round_lines(view.phase, s.name(seat) if seat is not None else "", game)
        if seat is None:
            return waiting_lines(view.phase, "", game)
        if not s.is_human(seat):
            return waiting_lines(view.phase, s.name(seat), game)
        key = (s.decisions, seat, self.cardtui.look.ascii_only)
        if self._facts_key != key:  # the same decision redrawn: its note is kept
            facts = decision_facts(s.match, seat, f"{s.match.record.seed}:{s.decisions}")
            self._facts_key = key
            self._facts_lines = decision_lines(facts, self.cardtui.look.ascii_only, game)
        return self._facts_lines

    # --- the deal's end --------------------------------------------------------

    def show_deal_over(self) -> None:
        """The deal's score explained line by line; then on to another deal, or the menu."""
        from cardtui.ui.screens.learn_over import LessonOverScreen

        def closed(again: bool | None) -> None:
            if not again:
                self.action_quit_table()

        self.app.push_screen(LessonOverScreen(self.session), closed)
