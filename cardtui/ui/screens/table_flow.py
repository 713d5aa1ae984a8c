"""The flow of play at the table: actions and what they say, handovers, dialogs, held tricks.

A mixin of :class:`~cardtui.ui.screens.table.TableScreen`. An action is applied and
announced on the message line; a completed trick stays on the table until a key or
the trick pause; the deal-over dialog follows a deal's end, the final scoreboard the
match's, and in hot-seat play a handover screen comes before each person's turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events

from cardtui.engine import PASS, Action, Event, IllegalAction
from cardtui.engine.history import PUBLIC, Viewer
from cardtui.i18n import t
from cardtui.ui.screens.table_draw import HeldTrick
from cardtui.ui.table_model import only_choice
from cardtui.ui.text import acted_text, action_label, event_text, reason_text

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.timer import Timer

    from cardtui.ui.host import AppHost
    from cardtui.ui.session import Session
    from cardtui.ui.table_model import TableModel

    Base = Screen[None]
else:
    Base = object


class TableFlow(Base):
    """Applies actions and shows what follows them."""

    session: Session
    model: TableModel
    viewer: int | None
    show_last: bool
    _busy: bool
    _over_shown: bool
    _handover_to: int | None
    _held: HeldTrick | None
    _holding: bool
    _hold_timer: Timer | None
    _note: str
    _last_said: str
    no_decisions: bool

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

        def say(self, text: str, error: bool = False) -> None:
            """Show a message (the table's)."""

        def hide_hint(self) -> None:
            """Hide the coach's lines (the table's)."""

        def refresh_table(self) -> None:
            """Redraw (the table's)."""

    def _auto_pass(self) -> bool:
        """A person with only one choice (a pass, Klaberjass "keep my cards" without the
        seven of trumps) takes it at once, with a note saying so.

        Not in hot-seat play: the others at the table would learn from an instant
        move that nothing else was possible (in Kozel 24, that the hand cannot
        call a redeal or offer an exchange), so there the person confirms the
        choice like any other, after the handover.
        """
        model = self.model
        if self.session.hot_seat or self._busy or not self.is_active or not model.active:
            return False
        only = None if model.hand_actions else only_choice(model.choices)
        if only is None or (only != PASS and self.no_decisions):
            return False  # War and Drunkard turn their cards at the player's own pace
        self.act(only)
        # shown until the person's next own decision
        if only == PASS:
            self._note = t("ui.layout.auto_pass")
        else:
            label = action_label(only, self.cardtui.look.ascii_only, self.gid)
            self._note = t("ui.layout.only_choice", label=label)
        self.say(self._last_said)
        return True

    # --- flow ---------------------------------------------------------------

    def _handover(self) -> None:
        from cardtui.ui.screens.handover import HandoverScreen

        if self._busy:
            return
        self._busy = True
        self.say("")
        seat = self.session.current_seat
        assert seat is not None
        self._handover_to = seat
        self.app.push_screen(HandoverScreen(self.session.name(seat)))

    def _finish(self) -> None:
        from cardtui.ui.screens.dialogs import ScoreboardScreen

        if self._over_shown or self._busy:
            return
        self._over_shown = True
        self._busy = True

        def done(to_menu: bool | None) -> None:
            if to_menu:
                self.app.pop_screen()
            else:
                self.say(t("ui.msg.match_over"))

        self.app.push_screen(ScoreboardScreen(self.session, final=True), done)

    def act(self, action: Action) -> None:
        """Apply the current seat's action; refuse an illegal one with its reason."""
        s = self.session
        actor = s.current_seat
        tricks_before = self._last_trick_key()
        if s.is_human(actor):
            self._note = ""
        try:
            events = s.apply(action)
        except IllegalAction as exc:
            self.say(reason_text(exc.reason, self.gid), error=True)
            return
        self.show_last = False
        self.model.after_action()
        self.hide_hint()
        self._announce(actor, action, events)
        if s.save_error:
            self.notify(t("ui.save_failed", error=s.save_error), severity="error", markup=False)
        deal_over = any(e.kind == "deal_end" for e in events)
        if self._last_trick_key() != tricks_before and self._hold(deal_over and not s.spectating):
            return
        # The last deal of a match gets its dialog too; the final scoreboard follows it.
        if deal_over and not s.spectating:
            self._busy = True
            self.refresh_table()
            self.show_deal_over()
            return
        self.refresh_table()

    def show_deal_over(self) -> None:
        """The deal-over dialog (learning mode explains the score instead)."""
        from cardtui.ui.screens.dialogs import DealOverScreen

        self.app.push_screen(DealOverScreen(self.session))

    def flip_finished(self, events: list[Event]) -> None:
        """A game played out at once (``f``): its last events, then the deal-over dialog."""
        s = self.session
        self.show_last = False
        self.model.after_action()
        self._announce(None, Action("turn"), events)
        if any(e.kind == "deal_end" for e in events) and not s.spectating:
            self._busy = True
            self.refresh_table()
            self.show_deal_over()
            return
        self.refresh_table()

    def _announce(self, actor: int | None, action: Action, events: list[Event]) -> None:
        names, ascii_only = self.session.names(), self.cardtui.look.ascii_only
        viewer = (
            None
            if self.session.spectating
            else actor
            if self.session.is_human(actor)
            else self.viewer
        )
        texts = []
        for event in events:
            text = event_text(event, names, ascii_only, self.gid, aside=viewer is None)
            if text is None or not event.visible_to(viewer):
                continue
            texts.append(text)
        if not texts and actor is not None:
            shown = action if viewer in (None, actor) else Action(action.kind, (), action.value)
            texts = [acted_text(names[actor], shown, ascii_only, self.gid, len(action.cards))]
        self._last_said = " · ".join(texts)
        self.say(self._last_said)

    # --- a completed trick stays on the table -----------------------------------

    def _last_trick_key(self) -> tuple[int, int] | None:
        """Which trick was played out last (its deal's index and its number)."""
        found = self.session.history.last_trick(PUBLIC)
        return None if found is None else (found[0], found[1].number)

    def _hold(self, dialog: bool) -> bool:
        """Keep the trick just completed on the table; True while play waits for it.

        With no trick pause the trick is only kept under the deal-over dialog.
        """
        found = self.session.history.last_trick(self.history_viewer)
        if found is None:
            return False
        pause = self.cardtui.trick_hold
        self._held = HeldTrick(found[0], dialog)
        if pause == 0:
            if not dialog:
                self._held = None
            return False
        self._holding = True
        if pause is not None:
            self._hold_timer = self.set_timer(pause, self._release_hold)
        self.refresh_table()
        return True

    def _release_hold(self) -> None:
        """A key or the pause: play goes on (the deal-over dialog first, when the deal ended)."""
        if not self._holding:
            return
        self._holding = False
        if self._hold_timer is not None:
            self._hold_timer.stop()
            self._hold_timer = None
        held = self._held
        if held is not None and held.dialog and self.is_active:
            self._busy = True
            self.refresh_table()
            self.show_deal_over()
            return
        self._held = None
        self.refresh_table()

    def on_key(self, event: events.Key) -> None:
        """Any key while a trick is held ends the hold (and does nothing else)."""
        if self._holding:
            event.stop()
            event.prevent_default()
            self._release_hold()
