"""The card table: seats around, the trick in the middle, the hand at the bottom.

The screen drives the match: people act through keys and clicks, bots think in
a thread worker (paced so a person can follow), and in hot-seat play every hand
is hidden while control passes from one person to another.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.worker import get_current_worker

from cardtui.bots import bot_view
from cardtui.engine import PASS, Action, Event, IllegalAction, View
from cardtui.engine.history import PUBLIC, Viewer
from cardtui.i18n import current_language, set_game, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.games import hooks_for
from cardtui.ui.hint_text import hint_text
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.screens.table_draw import HeldTrick, TableDrawing, table_layout
from cardtui.ui.screens.table_flip import FLIP_KEYS, FlipControl
from cardtui.ui.screens.table_memory import FULL_EVERY, release, settle
from cardtui.ui.table_model import TableModel, seat_places
from cardtui.ui.text import action_label, cards_text, event_text, reason_text
from cardtui.ui.thinker import Thinker, choose_in_worker, hint_in_worker
from cardtui.ui.widgets.choice_bar import ChoiceBar
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.message_line import MessageLine
from cardtui.ui.widgets.side_panel import SidePanel

if TYPE_CHECKING:
    from cardtui.bots import Bot
    from cardtui.bots.hints import Hint
    from cardtui.ui.session import Session


DESIGN_SIZE = (80, 24)
"""The terminal the table is drawn for; below it the layout folds (down to 60x20)."""
HINT_BUDGET = 0.5
"""Most seconds a hint's search takes (so the hint shows within a second)."""

NUMBER_KEYS = [
    Binding(str(n), f"choose({n - 1})", "ui.key.choice", key_display="1-9", show=n == 1)
    for n in range(1, 10)
]


class TableScreen(FlipControl, TableDrawing, Screen[None]):
    """One match at the table."""

    DEFAULT_CSS = """
    TableScreen #table { height: 1fr; }
    TableScreen #board { width: 1fr; }
    TableScreen #top-row { height: auto; align-horizontal: center; }
    TableScreen #top-row SeatBadge { width: 1fr; max-width: 34; margin: 0 1; }
    TableScreen #middle { height: 1fr; }
    TableScreen .side-seat { width: 17; height: 100%; align-vertical: middle; }
    TableScreen .side-seat SeatBadge { width: 100%; }
    TableScreen SeatBadge { border: none; background: $boost; }
    TableScreen SeatBadge.-to-move { border: none; background: $accent 25%; }
    TableScreen TrickArea { width: 1fr; border: none; border-top: solid $panel-lighten-2; }
    /* Folded below the 80x24 design size (down to the 60x20 minimum). */
    TableScreen.-narrow SidePanel { width: 20; }
    TableScreen.-narrow .side-seat { width: 12; }
    TableScreen.-narrow #top-row SeatBadge { margin: 0; }
    TableScreen.-narrow HandWidget { padding: 0; }
    TableScreen.-short TrickArea { min-height: 3; }
    TableScreen.-short ChoiceBar { max-height: 4; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", "ui.key.select", key_display="←→"),
        Binding("right,l", "move(1)", "ui.key.select", show=False),
        Binding("up,k", "cursor(-1)", "ui.key.select", show=False),
        Binding("down,j", "cursor(1)", "ui.key.select", show=False),
        Binding("enter", "play", "ui.key.play", key_display="⏎"),
        Binding("space", "mark", "ui.key.mark", show=False),
        *NUMBER_KEYS,
        Binding("0", "choose(-1)", "ui.key.choice", show=False),
        Binding("backspace", "erase_digit", "ui.key.choice", show=False),
        Binding("t", "last_trick", "ui.key.last_trick"),
        Binding("r", "review", "ui.key.review"),
        Binding("pageup", "log_scroll(5)", "ui.key.scroll", show=False),
        Binding("pagedown", "log_scroll(-5)", "ui.key.scroll", show=False),
        Binding("s", "scoreboard", "ui.key.scoreboard"),
        Binding("u", "undo", "ui.key.undo"),
        Binding("i", "hint", "ui.key.hint"),
        Binding("q", "quit_table", "ui.key.to_menu"),
        *FLIP_KEYS,
    ]

    @dataclass
    class BotChose(Message):
        """A bot (in its worker) picked an action for decision number ``token``."""

        token: int
        action: Action

    @dataclass
    class HintReady(Message):
        """The hint for decision number ``token`` is ready (``None``: it failed)."""

        token: int
        hint: Hint | None

    def __init__(self, session: Session) -> None:
        super().__init__()
        translate_bindings(self)
        self.session = session
        self.hooks = hooks_for(session.game.id)
        self.model = TableModel()
        self.places = seat_places(session.match.num_seats)
        self.viewer: int | None = None if session.spectating else session.humans[0]
        self.shown_human: int | None = None if session.hot_seat else self.viewer
        self.show_last = False
        self._bot_token: int | None = None
        self._busy = False
        """A dialog or handover is on its way; no bot may move meanwhile."""
        self._over_shown = False
        self._handover_to: int | None = None
        """The person a handover screen is waiting for."""
        self._view: View | None = None
        self._bottom = 0
        self._bindings_key: tuple[object, ...] = ()
        self._held: HeldTrick | None = None
        """The completed trick shown until a key or the trick pause (or the dialog closes)."""
        self._holding = False
        """The table waits for a key or the pause before play goes on."""
        self._hold_timer: Timer | None = None
        self._log_key: tuple[object, ...] = ()
        self._log_lines: tuple[str, ...] = ()
        self._note = ""
        """A note the message line keeps until the person decides again (an automatic pass)."""
        self._last_said = ""
        self.thinker = Thinker()
        """The worker process of searching bots and hints."""
        self._hint_token: int | None = None
        self._settled_deals = -1
        """The deals in the history when the objects alive were last frozen (see ``table_memory``)."""
        self.flip_setup()

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        return app_host(self.app)

    @property
    def gid(self) -> str:
        """The game id (for game-specific words)."""
        return self.session.game.id

    # --- layout -------------------------------------------------------------

    def compose(self) -> ComposeResult:
        """Seats around the trick, the hand below, the side panel on the right."""
        yield from table_layout(self.places, KeyBar())

    def on_mount(self) -> None:
        """Draw the table, start whoever is to move; save and prepare the rules after it shows."""
        set_game(self.gid)
        self.session.bot_budget = self.cardtui.settings.bot_budget
        self.session.bot_worlds = self.cardtui.settings.bot_worlds
        if any(self.session.searches(seat) for seat in range(len(self.session.seats))):
            self.thinker.start()
        self.query_one(SidePanel).border_title = self.session.game.name(current_language())
        self.refresh_table()
        if self.session.resumed:
            self.say(t("ui.msg.resumed", code=self.session.match.deal_code))
        self.call_after_refresh(self.session.save)  # a durable write: after the first paint
        self.call_after_refresh(self._warm_rules, self.app.size.width)

    @work(thread=True, group="warm")
    def _warm_rules(self, width: int) -> None:
        """Render the rules page in the background, so ``?`` opens it at once."""
        from cardtui.rulebook import rulebook_page
        from cardtui.ui.widgets.markdown_page import GUTTER, render_markdown

        page = rulebook_page(self.gid, current_language())
        if page is not None:
            render_markdown(self.app.console, page, width - GUTTER)

    def on_unmount(self) -> None:
        """The game's own words stop being asked first; the match's lock is given back and
        the worker process stops."""
        set_game(None)
        self.session.close()
        self.thinker.shutdown()
        release()

    def _settle_after_refresh(self) -> None:
        """Once the screen shows a new deal, freeze what is alive (see ``table_memory``)."""
        if len(self.session.history) != self._settled_deals:
            self.call_after_refresh(self._settle)

    def _settle(self) -> None:
        deals = len(self.session.history)
        if self.is_active and deals != self._settled_deals:  # not under a dialog: it goes soon
            self._settled_deals = deals
            settle(full=deals % FULL_EVERY == 0)

    def on_resize(self) -> None:
        """Fold the layout below 80x24 (narrow panel and seats); big cards when tall."""
        width, height = self.size
        self.set_class(width < DESIGN_SIZE[0], "-narrow")
        self.set_class(height < DESIGN_SIZE[1], "-short")
        self.query_one(HandWidget).styles.height = 8 if height >= 34 else 7

    def on_screen_resume(self) -> None:
        """Back from a dialog, the rules or a handover: redraw and go on."""
        if not self.is_active:  # a late resume event while another screen is on top
            return
        self._busy = False
        if self._handover_to is not None:
            self.shown_human = self.viewer = self._handover_to
            self._handover_to = None
        if self._holding:  # back from the rules while a trick was held: go on
            self._release_hold()
            return
        self._held = None
        self.refresh_table()

    # --- who sees what ------------------------------------------------------

    def _needs_handover(self) -> bool:
        """Decide the viewer; True when a handover must come first (hot-seat)."""
        s = self.session
        if not s.hot_seat or self.no_decisions:  # nothing secret: no handover
            return False
        to_move = s.current_seat
        if s.is_human(to_move):
            if to_move == self.shown_human:
                return False
            self.viewer = to_move
            self.shown_human = None
            return True
        self.shown_human = None
        return False

    @property
    def veiled(self) -> bool:
        """Hot-seat: no hand may be shown now."""
        return self.session.hot_seat and self.shown_human is None

    @property
    def history_viewer(self) -> Viewer:
        """Whose knowledge the history shows: the shown hand's seat, all (spectator),
        or only public facts (hot-seat while every hand is hidden)."""
        if self.session.spectating:
            return None
        if self.session.hot_seat:
            return PUBLIC if self.shown_human is None else self.shown_human
        return self.viewer

    # --- drawing ------------------------------------------------------------

    def refresh_table(self) -> None:
        """Recompute everything from the engine's view and redraw; then let bots move."""
        s = self.session
        handover = not s.match.is_over and self._needs_handover()
        view = s.view(self.viewer)
        bottom = self.viewer if self.viewer is not None else 0
        hand = view.hand if view.seat is not None else (view.hands[bottom] or ())
        active = not self.veiled and view.seat is not None and view.to_move == view.seat
        token = (s.decisions, self.viewer, active)
        self.model.update(view, self.hooks.sort_hand(view, hand), active, token)
        self._draw(view, bottom)
        self._sync_bindings()
        self._settle_after_refresh()
        if self._holding:
            return
        if handover:
            self._handover()
        elif s.match.is_over:
            self._finish()
        elif not self._auto_pass():
            self._maybe_start_bot()

    def say(self, text: str, error: bool = False) -> None:
        """Show a one-line message (after the auto-pass note, while there is one)."""
        if self._note and not error:
            text = f"{self._note} · {text}" if text else self._note
        self.query_one(MessageLine).show(text, error)

    def _auto_pass(self) -> bool:
        """A person whose only choice is to pass passes at once, with a note saying so.

        Not in hot-seat play: the others at the table would learn from an instant
        pass that nothing else was possible (in Kozel 24, that the hand cannot
        call a redeal or offer an exchange), so there the person confirms the
        pass like any other choice, after the handover.
        """
        model = self.model
        if self.session.hot_seat or self._busy or not self.is_active or not model.active:
            return False
        if model.hand_actions or model.choices != [PASS]:
            return False
        self.act(PASS)
        self._note = t("ui.layout.auto_pass")  # shown until the person's next own decision
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
        self._announce(actor, action, events)
        if s.save_error:
            self.notify(t("ui.save_failed", error=s.save_error), severity="error", markup=False)
        deal_over = any(e.kind == "deal_end" for e in events)
        if self._last_trick_key() != tricks_before and self._hold(deal_over and not s.spectating):
            return
        # The last deal of a match gets its dialog too; the final scoreboard follows it.
        if deal_over and not s.spectating:
            from cardtui.ui.screens.dialogs import DealOverScreen

            self._busy = True
            self.refresh_table()
            self.app.push_screen(DealOverScreen(s))
            return
        self.refresh_table()

    def flip_finished(self, events: list[Event]) -> None:
        """A game played out at once (``f``): its last events, then the deal-over dialog."""
        s = self.session
        self.show_last = False
        self.model.after_action()
        self._announce(None, Action("turn"), events)
        if any(e.kind == "deal_end" for e in events) and not s.spectating:
            from cardtui.ui.screens.dialogs import DealOverScreen

            self._busy = True
            self.refresh_table()
            self.app.push_screen(DealOverScreen(s))
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
            texts = [
                t(
                    "ui.msg.acted",
                    seat=names[actor],
                    action=action_label(shown, ascii_only, self.gid),
                )
            ]
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
            from cardtui.ui.screens.dialogs import DealOverScreen

            self._busy = True
            self.refresh_table()
            self.app.push_screen(DealOverScreen(self.session))
            return
        self._held = None
        self.refresh_table()

    def on_key(self, event: events.Key) -> None:
        """Any key while a trick is held ends the hold (and does nothing else)."""
        if self._holding:
            event.stop()
            event.prevent_default()
            self._release_hold()

    def _maybe_start_bot(self) -> None:
        if self.no_decisions:
            self.flip_schedule()
            return
        s = self.session
        seat = s.current_seat
        if seat is None or s.is_human(seat) or self._busy or self._holding or not self.is_active:
            return
        if self._bot_token == s.decisions:
            return
        self._bot_token = s.decisions
        delay = self.cardtui.bot_delay
        if self.model.trick_just_ended and self.cardtui.trick_hold == 0:
            delay *= 2
        if s.searches(seat):
            remote = (s.seats[seat].kind, s.match.record.dumps(), seat)
            view = bot_view(s.match, seat, s.bot(seat))
            self._think(s.decisions, s.bot(seat), view, s.bot_rng(), delay, remote)
        else:
            self._think(s.decisions, s.bot(seat), s.view(seat), s.bot_rng(), delay, None)

    @work(thread=True, exclusive=True, group="bot")
    def _think(
        self,
        token: int,
        bot: Bot,
        view: View,
        rng: object,
        delay: float,
        remote: tuple[str, str, int] | None,
    ) -> None:
        """Wait (so people can follow), then let the bot choose from its view.

        A searching bot (``remote``: its level, the match record and its seat)
        thinks in the worker process while this thread waits, so the screen stays
        responsive; its thinking time counts towards the delay. Should the worker
        fail, the bot thinks here instead.
        """
        import random

        assert isinstance(rng, random.Random)
        worker = get_current_worker()
        end = time.monotonic() + delay
        future = None
        if remote is not None:
            level, record, seat = remote
            budget = self.session.bot_budget
            future = self.thinker.submit(
                choose_in_worker,
                level,
                self.gid,
                budget,
                record,
                seat,
                rng,
                self.session.bot_worlds,
            )
        while time.monotonic() < end or (future is not None and not future.done()):
            if worker.is_cancelled:
                if future is not None:
                    future.cancel()
                return
            time.sleep(0.01)
        try:
            action = future.result() if future is not None else bot.choose(view, rng)
        except Exception:  # a broken worker process: think here
            action = bot.choose(view, rng)
        if not worker.is_cancelled:
            self.post_message(self.BotChose(token, action))

    def on_table_screen_bot_chose(self, message: BotChose) -> None:
        """Apply the bot's move if nothing changed meanwhile."""
        self._bot_token = None
        if message.token != self.session.decisions or not self.is_active or self._busy:
            return
        self.act(message.action)

    # --- keys ---------------------------------------------------------------

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
            self.say(
                reason_text(self.session.explain(self.model.probe(outcome)), self.gid), error=True
            )
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
            self.say(t("ui.undone"))
        self.refresh_table()

    def _only_pass_now(self) -> bool:
        """The person is to move and may only pass (what :meth:`_auto_pass` would confirm)."""
        s = self.session
        return s.is_human(s.current_seat) and list(s.match.legal_actions()) == [PASS]

    def action_hint(self) -> None:
        """Ask the strong bot for the person's move and show it with a reason."""
        s = self.session
        if not s.hints_enabled:
            self.say(t("ui.hint.off"))
            return
        seat = s.current_seat
        if not self.model.active or seat is None or seat != self.viewer:
            self.say(t("ui.hint.none"))
            return
        if self._hint_token == s.decisions:
            return
        self._hint_token = s.decisions
        self.say(t("ui.hint.thinking"))
        budget = min(HINT_BUDGET, s.bot_budget or HINT_BUDGET)
        self._advise(s.decisions, s.match.record.dumps(), seat, s.bot_rng(), budget)

    @work(thread=True, exclusive=True, group="hint")
    def _advise(self, token: int, record: str, seat: int, rng: object, budget: float) -> None:
        """Compute a hint (in the worker process once it is warm) and post it.

        The first hint of a table without searching bots is computed in this
        thread while the worker process starts, so it still comes within a second.
        """
        worker = get_current_worker()
        local = not self.thinker.warm
        future = self.thinker.submit(hint_in_worker, record, seat, rng, budget, local=local)
        while not future.done():
            if worker.is_cancelled:
                future.cancel()
                return
            time.sleep(0.01)
        try:
            hint = future.result()
        except Exception:
            hint = None
        if not worker.is_cancelled:
            self.post_message(self.HintReady(token, hint))

    def on_table_screen_hint_ready(self, message: HintReady) -> None:
        """Show the hint if the position is still the one it was asked for."""
        self._hint_token = None
        if message.token != self.session.decisions or message.hint is None:
            return
        self.say(hint_text(message.hint, self.cardtui.look.ascii_only, self.gid))

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
