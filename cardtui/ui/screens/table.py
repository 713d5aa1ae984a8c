"""The card table: seats around, the trick in the middle, the hand at the bottom.

The screen drives the match: people act through keys and clicks, bots think in
a thread worker (paced so a person can follow), and in hot-seat play every hand
is hidden while control passes from one person to another.

Its pieces are mixins next to it: the keys and clicks (``table_keys``), the flow
of play with its dialogs and held tricks (``table_flow``), the bots' turns and
hints (``table_bots``), the games without decisions (``table_flip``) and the
drawing (``table_draw``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.timer import Timer

from cardtui.engine import View
from cardtui.engine.history import PUBLIC, Viewer
from cardtui.i18n import current_language, set_game, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.games import hooks_for
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.screens.table_bots import TableBots
from cardtui.ui.screens.table_draw import HeldTrick, TableDrawing, table_layout
from cardtui.ui.screens.table_flip import FLIP_KEYS, FlipControl
from cardtui.ui.screens.table_flow import TableFlow
from cardtui.ui.screens.table_keys import TableKeys
from cardtui.ui.screens.table_memory import FULL_EVERY, release, settle
from cardtui.ui.table_model import TableModel, seat_places
from cardtui.ui.thinker import Thinker
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.hint_line import HintLine
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.message_line import MessageLine
from cardtui.ui.widgets.side_panel import SidePanel

if TYPE_CHECKING:
    from cardtui.ui.session import Session


DESIGN_SIZE = (80, 24)
"""The terminal the table is drawn for; below it the layout folds (down to 60x20)."""

NUMBER_KEYS = [
    Binding(str(n), f"choose({n - 1})", "ui.key.choice", key_display="1-9", show=n == 1)
    for n in range(1, 10)
]


class TableScreen(TableKeys, TableBots, TableFlow, FlipControl, TableDrawing, Screen[None]):
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
    TableScreen.-short ChoiceBar { max-height: 6; }
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
        yield from table_layout(self.places, KeyBar(), HintLine())

    def on_mount(self) -> None:
        """Draw the table, start whoever is to move; save and prepare the rules after it shows."""
        set_game(self.gid)
        self.session.bot_budget = self.cardtui.settings.bot_budget
        self.session.bot_worlds = self.cardtui.settings.bot_worlds
        if any(self.session.searches(seat) for seat in range(len(self.session.seats))):
            self.thinker.start()
        self.query_one(SidePanel).game_title = self.session.game.name(current_language())
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
        self.call_after_refresh(self.refit_titles)

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
        self.model.sort = self.cardtui.settings.hand_sort
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
