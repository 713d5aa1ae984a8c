"""The keys and clicks at the table: selection, playing, choices, undo, and the views.

A mixin of :class:`~cardtui.ui.screens.table.TableScreen`. Arrows move the selection,
Enter or Space play (or mark), the number keys take a choice (or type a number),
and the other keys open the last trick, the review, the scoreboard, take a
decision back or save and leave; a click does what its key would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtui.engine import Action
from cardtui.engine.history import Viewer
from cardtui.i18n import t
from cardtui.ui.table_model import only_choice
from cardtui.ui.text import action_label, cards_text, reason_text
from cardtui.ui.why_text import refused_card
from cardtui.ui.widgets.choice_bar import ChoiceBar
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.side_panel import SidePanel

if TYPE_CHECKING:
    from textual.screen import Screen

    from cardtui.ui.host import AppHost
    from cardtui.ui.screens.table_draw import HeldTrick
    from cardtui.ui.session import Session
    from cardtui.ui.table_model import TableModel
    from cardtui.ui.thinker import Thinker

    Base = Screen[None]
else:
    Base = object


class TableKeys(Base):
    """What the keys and clicks do at the table."""

    session: Session
    model: TableModel
    thinker: Thinker
    no_decisions: bool
    show_last: bool
    _bot_token: int | None
    _held: HeldTrick | None
    _holding: bool
    _note: str

    if TYPE_CHECKING:

        @property
        def cardtui(self) -> AppHost:
            """The app, typed (the table's)."""
            raise NotImplementedError

        @property
        def gid(self) -> str:
            """The game id (the table's)."""
            raise NotImplementedError

        @property
        def history_viewer(self) -> Viewer:
            """Whose knowledge the history shows (the table's)."""
            raise NotImplementedError

        def act(self, action: Action) -> None:
            """Apply an action (the table's)."""

        def say(self, text: str, error: bool = False) -> None:
            """Show a message (the table's)."""

        def hide_hint(self) -> None:
            """Hide the coach's lines (the table's)."""

        def refresh_table(self) -> None:
            """Redraw (the table's)."""

        def _draw_selection(self) -> None:
            """Redraw the hand and the choices (the table's)."""

        def _sync_bindings(self) -> None:
            """Redraw the footer when the keys changed (the table's)."""

        def _release_hold(self) -> None:
            """End a held trick (the table's)."""

        def flip_check(self, action: str) -> bool | None:
            """Whether a flip key applies now (the table's)."""
            raise NotImplementedError

        def flip_key(self) -> None:
            """Enter or Space in a game without decisions (the table's)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do not apply now are shown greyed out (or hidden)."""
        model = self.model
        if action.startswith("flip_"):
            return self.flip_check(action)
        if self.no_decisions and action in ("play", "mark"):
            return True if not self.session.match.is_over else None
        if self.no_decisions and action in ("move", "cursor", "choose", "last_trick", "hint"):
            return False
        if action in ("move", "play"):
            return True if model.active else None
        if action == "mark":
            return True if model.active and model.multi else None
        if action == "cursor":
            return True if model.visible_choices() else None
        if action == "choose":
            index = parameters[0] if parameters else 0
            if model.number_choice:
                return True
            choices = model.visible_choices()
            if not choices:
                return False  # no choices: the footer leaves "1-9" out (room at 80 columns)
            return True if isinstance(index, int) and index < len(choices) else None
        if action == "erase_digit":
            return True if model.number_choice else None
        if action == "last_trick":
            return True if self.session.history.last_trick(self.history_viewer) else None
        if action == "hint":
            if not self.session.hints_enabled:
                return False
            return True if self.model.active else None
        if action == "undo":
            if len(self.session.humans) != 1:
                return False
            return True if self.session.can_undo() else None
        return True

    def action_move(self, delta: int) -> None:
        """Left/right: the next card (or choice, when only choices are open)."""
        if self.model.move(delta):
            self._draw_selection()

    def action_cursor(self, delta: int) -> None:
        """Up/down: the next choice."""
        if self.model.move_cursor(delta):
            self._draw_selection()

    def action_play(self) -> None:
        """Enter: play the chosen card (or marked cards), or take the chosen choice."""
        if self.no_decisions:
            self.flip_key()
            return
        outcome = self.model.play()
        self._carry_out(outcome)

    def action_mark(self) -> None:
        """Space: mark a card (multi-card games) or play it (one-card games)."""
        if not self.model.multi or self.no_decisions:
            self.action_play()
            return
        self.model.toggle_mark()
        self.say(self._mark_hint())
        self._redraw_selection()

    def action_choose(self, index: int) -> None:
        """Number keys: take choice ``index`` (in a number choice: type digit ``index + 1``)."""
        if self.model.number_choice:
            if self.model.type_digit((index + 1) % 10):
                self._draw_selection()
            return
        choices = self.model.visible_choices()
        if 0 <= index < len(choices):
            self.act(choices[index])

    def action_erase_digit(self) -> None:
        """Backspace: take back the last digit typed for a number choice."""
        if self.model.erase_digit():
            self._draw_selection()

    def _carry_out(self, outcome: Action | str | None) -> None:
        if isinstance(outcome, Action):
            self.act(outcome)
        elif isinstance(outcome, str):
            reason = self.session.explain(self.model.probe(outcome))
            cards = self.model.chosen_cards()
            if len(cards) == 1:
                ascii_only = self.cardtui.look.ascii_only
                match = self.session.match
                self.say(refused_card(match, cards[0], reason, ascii_only, self.gid), error=True)
            else:
                self.say(reason_text(reason, self.gid), error=True)
        else:
            self.say(t("ui.choose_kind"))
            self._redraw_selection()

    def _redraw_selection(self) -> None:
        """Only the hand, the choices and the footer: the view and the rest are unchanged."""
        self._draw_selection()
        self._sync_bindings()

    def _mark_hint(self) -> str:
        cards = self.model.marked_cards()
        if not cards:
            return ""
        kinds = self.model.kinds_for(cards)
        glyphs = cards_text(cards, self.cardtui.look.ascii_only)
        if not kinds:
            return t("ui.marked_none", cards=glyphs)
        labels = " / ".join(
            action_label(Action(k), self.cardtui.look.ascii_only, self.gid) for k in kinds
        )
        return t("ui.marked", cards=glyphs, kinds=labels)

    def action_last_trick(self) -> None:
        """Show the last trick (again) or go back to the current one."""
        self.show_last = not self.show_last
        self.refresh_table()

    def rules_phase(self) -> str:
        """The phase in play, for ``?``: the rules open at its section (the app's rules key)."""
        return self.session.match.view(None).phase

    def action_review(self) -> None:
        """Open the review of the deal so far (earlier deals one key away)."""
        from cardtui.ui.screens.review import ReviewScreen

        deal = self._held.deal if self._held is not None else -1
        self.app.push_screen(ReviewScreen(self.session, self.history_viewer, deal))

    def action_log_scroll(self, delta: int) -> None:
        """Page Up / Page Down: scroll the side panel's log."""
        self.query_one(SidePanel).scroll_log(delta)

    def action_scoreboard(self) -> None:
        """Open the scoreboard."""
        from cardtui.ui.screens.dialogs import ScoreboardScreen

        self.app.push_screen(ScoreboardScreen(self.session))

    def action_undo(self) -> None:
        """Take back the person's last decision (and the bots' replies)."""
        self.workers.cancel_group(self, "bot")
        self._bot_token = None
        if self.session.undo():
            while self._only_pass_now() and self.session.undo():
                pass  # a pass made automatically is taken back with the decision before it
            self.model.reset()
            self._note = ""
            self.hide_hint()
            self.say(t("ui.undone"))
        self.refresh_table()

    def _only_pass_now(self) -> bool:
        """The person is to move and has one choice only (what :meth:`_auto_pass` takes)."""
        s = self.session
        legal = list(s.match.legal_actions())
        only = only_choice(legal)
        return s.is_human(s.current_seat) and only is not None and not self.no_decisions

    def action_quit_table(self) -> None:
        """Save and go back to the menu (the app is quit from there)."""
        self.workers.cancel_group(self, "bot")
        self.workers.cancel_group(self, "hint")
        self.thinker.shutdown()
        self.session.save()
        self.session.close()
        self.app.pop_screen()

    # --- clicks -------------------------------------------------------------

    def on_hand_widget_card_clicked(self, message: HandWidget.CardClicked) -> None:
        """A click selects a card; a click on the selected card plays (or marks) it."""
        if self._holding:  # a click, like a key, only ends the hold
            self._release_hold()
            return
        if not self.model.active:
            return
        if self.model.selected == message.index:
            self.action_mark() if self.model.multi else self.action_play()
        else:
            self.model.select(message.index)
            self._redraw_selection()

    def on_choice_bar_chosen(self, message: ChoiceBar.Chosen) -> None:
        """A click on a choice takes it."""
        if self._holding:
            self._release_hold()
            return
        choices = self.model.visible_choices()
        if self.model.active and 0 <= message.index < len(choices):
            self.act(choices[message.index])

    def on_choice_bar_stepped(self, message: ChoiceBar.Stepped) -> None:
        """A click on an arrow of a number choice steps the value."""
        self.action_cursor(message.delta)
