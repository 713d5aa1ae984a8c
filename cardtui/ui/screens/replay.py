"""The replay viewer: a saved or finished match, action by action, trick by trick.

The table's own drawing (:class:`~cardtui.ui.screens.table_draw.TableDrawing`)
shows the match at one :class:`~cardtui.ui.replay_model.Frame`. While a deal is
played the viewer follows one seat (its hand and what it knew) or opens every
hand (``a``); once a deal is over all its hands are shown as dealt. A record
that does not reach the match's end may still be being played: in its deals
not played out only the human seats can be followed and no hand is opened.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen

from cardtui.engine import Card, MatchRecord, OptionError, View
from cardtui.engine.history import Viewer
from cardtui.i18n import current_language, set_game, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.games import hooks_for
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.replay_model import Frame, ReplayModel
from cardtui.ui.screens.table_draw import HeldTrick, TableDrawing, table_layout
from cardtui.ui.session import HUMAN, SeatSpec, Session
from cardtui.ui.table_model import TableModel, seat_places
from cardtui.ui.text import event_text, phase_text
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.message_line import MessageLine
from cardtui.ui.widgets.seat_badge import SeatBadge, SeatState
from cardtui.ui.widgets.side_panel import PanelState, SidePanel


def record_seats(record: MatchRecord) -> list[SeatSpec]:
    """Who sat where, as the table names them (one person and bots for an old record)."""
    try:
        seats = [SeatSpec.parse(s) for s in record.seats]
    except OptionError:
        seats = []
    if len(seats) != record.num_seats:
        seats = [SeatSpec(HUMAN)] + [SeatSpec("simple")] * (record.num_seats - 1)
    return seats


class ReplayScreen(TableDrawing, Screen[None]):
    """A match record at the table, one frame at a time."""

    DEFAULT_CSS = """
    ReplayScreen #table { height: 1fr; }
    ReplayScreen #board { width: 1fr; }
    ReplayScreen #top-row { height: auto; align-horizontal: center; }
    ReplayScreen #top-row SeatBadge { width: auto; min-width: 20; max-width: 34; margin: 0 1; }
    ReplayScreen #middle { height: 1fr; }
    ReplayScreen .side-seat { width: 17; height: 100%; align-vertical: middle; }
    ReplayScreen .side-seat SeatBadge { width: 100%; }
    ReplayScreen SeatBadge { border: none; background: $boost; }
    ReplayScreen SeatBadge.-to-move { border: none; background: $accent 25%; }
    ReplayScreen TrickArea { width: 1fr; border: none; border-top: solid $panel-lighten-2; }
    ReplayScreen ChoiceBar { display: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,l", "step(1)", "ui.replay.key.step", key_display="←→"),
        Binding("left,h", "step(-1)", "ui.replay.key.step", show=False),
        Binding("down,j", "trick(1)", "ui.replay.key.trick", key_display="↑↓"),
        Binding("up,k", "trick(-1)", "ui.replay.key.trick", show=False),
        Binding("pagedown,n", "deal(1)", "ui.replay.key.deal", key_display="PgUp/Dn"),
        Binding("pageup,p", "deal(-1)", "ui.replay.key.deal", show=False),
        Binding("home", "edge(0)", "ui.replay.key.step", show=False),
        Binding("end", "edge(1)", "ui.replay.key.step", show=False),
        Binding("g", "jump", "ui.replay.key.jump"),
        Binding("a", "open_hands", "ui.replay.key.open"),
        Binding("f", "follow", "ui.replay.key.follow"),
        Binding("r", "review", "ui.key.review", show=False),
        Binding("s", "scoreboard", "ui.key.scoreboard", show=False),
        Binding("escape,q", "close", "ui.replay.key.close"),
    ]

    def __init__(self, record: MatchRecord, exit_on_close: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.replay = ReplayModel(record)
        self.seats = record_seats(record)
        self.exit_on_close = exit_on_close
        humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self.humans = humans
        self.follow = humans[0] if humans else 0
        self.open_all = not humans
        """All hands shown while a deal is played (where the record allows it)."""
        self.frame = 0
        self.hooks = hooks_for(record.game)
        self.model = TableModel()
        self.places = seat_places(record.num_seats)
        self.show_last = False
        self._view: View | None = None
        self._bottom = 0
        self._bindings_key: tuple[object, ...] = ()
        self._held: HeldTrick | None = None
        self._holding = False
        self._log_key: tuple[object, ...] = ()
        self._log_lines: tuple[str, ...] = ()
        self.session = self._session_at(0)

    # --- what TableDrawing asks -----------------------------------------------------

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        return app_host(self.app)

    @property
    def gid(self) -> str:
        """The game id."""
        return self.replay.game.id

    @property
    def veiled(self) -> bool:
        """No hand is ever veiled in a replay."""
        return False

    @property
    def history_viewer(self) -> Viewer:
        """All (``None``) when the hands are open, else the followed seat."""
        return None if self.hands_open else self.follow

    # --- who may see what -------------------------------------------------------------

    @property
    def current(self) -> Frame:
        """The frame shown."""
        return self.replay.frames[self.frame]

    @property
    def restricted(self) -> bool:
        """The deal shown may still be being played: only what the human seats saw."""
        return (
            not self.replay.is_over
            and bool(self.humans)
            and not self.replay.deal_complete(self.current.deal)
        )

    @property
    def hands_open(self) -> bool:
        """Every hand is shown now."""
        if self.restricted:
            return False
        return self.open_all or self.current.over

    def followable(self) -> list[int]:
        """The seats the viewer may follow now."""
        return list(self.humans) if self.restricted else list(range(self.replay.num_seats))

    # --- layout -----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        """The table's layout, without choices."""
        yield from table_layout(self.places, KeyBar())

    def on_mount(self) -> None:
        """Show the first frame."""
        set_game(self.gid)
        title = t("ui.replay.title", title=self.replay.game.name(current_language()))
        self.query_one(SidePanel).game_title = title
        self.show()

    def on_unmount(self) -> None:
        """The game's own words stop being asked first."""
        set_game(None)

    def on_resize(self) -> None:
        """Big cards in the hand when the terminal is tall."""
        self.query_one(HandWidget).styles.height = 8 if self.size.height >= 34 else 7

    # --- drawing ------------------------------------------------------------------------

    def _session_at(self, position: int) -> Session:
        match = self.replay.match_at(position)
        return Session(match, self.seats, autosave=False, history=self.replay.log_at(position))

    def show(self) -> None:
        """Draw the current frame."""
        frame = self.current
        if self.follow not in self.followable():
            self.follow = self.followable()[0]
        self.session = self._session_at(frame.position)
        self._held = HeldTrick(frame.deal, True) if frame.over else None
        seat = None if self.hands_open else self.follow
        view = self.session.view(seat)
        bottom = self.follow
        hand = view.hand if view.seat is not None else (view.hands[bottom] or ())
        if frame.over:
            hand = self.replay.dealt(frame.deal)[bottom] or ()
        self.model.sort = self.cardtui.settings.hand_sort
        self.model.update(view, self.hooks.sort_hand(view, hand), False, frame)
        self._draw(view, bottom)
        if frame.over:
            self._show_dealt(frame.deal, bottom)
        self.query_one(MessageLine).show(self._message())

    def _show_dealt(self, deal: int, bottom: int) -> None:
        """At a deal's end every seat shows the hand it was dealt."""
        dealt = self.replay.dealt(deal)
        n = self.replay.num_seats
        for place in range(1, n):
            seat = (bottom + place) % n
            for badge in self.query(f"#place-{place}").results(SeatBadge):
                badge.state = _with_known(badge.state, dealt[seat], to_move=False)

    def _draw_panel(self, view: View, names: list[str]) -> None:
        """The table's panel under the replay's place: deal, step, who is followed."""
        super()._draw_panel(view, names)
        panel = self.query_one(SidePanel)
        frame = self.current
        r = self.replay
        where = [
            (t("ui.replay.deal"), f"{frame.deal + 1}/{r.deals}"),
            (t("ui.replay.step"), f"{frame.position}/{r.decisions}"),
            (t("ui.replay.seen"), t("ui.replay.all") if self.hands_open else names[self.follow]),
        ]
        state = panel.state
        lines = state.lines
        if frame.over:  # the view is the next deal's already: its turn and dealer are not shown
            lines = ()
        highlight = t("ui.replay.deal_over", n=frame.deal + 1) if frame.over else state.highlight
        panel.state = PanelState(tuple(where) + lines, highlight, state.log, state.log_title)

    def _phase_line(self, view: View, names: list[str]) -> str:
        """The phase naming who decides (never "you": nobody plays a replay)."""
        seat = view.to_move
        name = names[seat] if seat is not None and seat < len(names) else ""
        return phase_text(view.phase, self.gid, seat=name, own=False)

    def _message(self) -> str:
        """What the step did, in the table's words, as the seen seat may know it."""
        frame = self.current
        if frame.over:
            return t("ui.replay.over_hint", n=frame.deal + 1)
        step = self.replay.step(self.frame)
        if step is None:
            if frame.position == 0 and frame.deal == 0:
                return t("ui.replay.start")
            return t("ui.replay.deal_start", n=frame.deal + 1)
        seat, action, events = step
        names = self.session.names()
        viewer = self.history_viewer
        ascii_only = self.cardtui.look.ascii_only
        texts = [
            text
            for event in events
            if event.visible_to(viewer)
            and (text := event_text(event, names, ascii_only, self.gid, aside=viewer is None))
        ]
        if not texts:
            from cardtui.engine import Action
            from cardtui.ui.text import acted_text

            shown = action if viewer in (None, seat) else Action(action.kind, (), action.value)
            texts = [acted_text(names[seat], shown, ascii_only, self.gid, len(action.cards))]
        return " · ".join(texts)

    # --- keys -------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing here are greyed out."""
        if action == "open_hands":
            return not self.restricted
        if action == "follow":
            return len(self.followable()) > 1
        return True

    def _go(self, frame: int) -> None:
        frame = max(0, min(len(self.replay.frames) - 1, frame))
        if frame != self.frame:
            self.frame = frame
            self.show()
            self.refresh_bindings()

    def action_step(self, delta: int) -> None:
        """One action forward or back."""
        self._go(self.frame + delta)

    def action_trick(self, delta: int) -> None:
        """To the end of the next or the previous trick (or a deal's start)."""
        self._go(self.replay.next_trick(self.frame, delta))

    def action_deal(self, delta: int) -> None:
        """To the start of the next or the previous deal (this one's start first, going back)."""
        deal = self.current.deal
        start = self.replay.deal_start(deal)
        if delta < 0 and self.frame != start:
            self._go(start)
        else:
            self.go_to_deal(deal + delta)

    def go_to_deal(self, deal: int) -> None:
        """The start of deal ``deal`` (0-based)."""
        if 0 <= deal < self.replay.deals:
            self._go(self.replay.deal_start(deal))

    def action_edge(self, end: int) -> None:
        """Home: the match's start; End: its last frame."""
        self._go(len(self.replay.frames) - 1 if end else 0)

    def action_jump(self) -> None:
        """Choose a deal from the list."""
        from cardtui.ui.screens.replays import DealPickerScreen

        def chosen(deal: int | None) -> None:
            if deal is not None:
                self.go_to_deal(deal)

        self.app.push_screen(DealPickerScreen(self.replay, self.current.deal), chosen)

    def action_open_hands(self) -> None:
        """Show every hand, or only the followed seat's."""
        if not self.restricted:
            self.open_all = not self.open_all
            self.show()

    def action_follow(self) -> None:
        """Follow the next seat (its hand at the bottom)."""
        seats = self.followable()
        if len(seats) > 1:
            at = seats.index(self.follow) if self.follow in seats else -1
            self.follow = seats[(at + 1) % len(seats)]
            self.show()

    def action_review(self) -> None:
        """The review page of the deal shown, as far as the frame, with what is seen now."""
        from cardtui.ui.screens.review import ReviewScreen

        viewer, deal, record = self.history_viewer, self.current.deal, self.replay.record
        self.app.push_screen(ReviewScreen(self.session, viewer, deal, record))

    def action_scoreboard(self) -> None:
        """The scoreboard as it stood at this frame (with each deal's breakdown)."""
        from cardtui.ui.screens.dialogs import ScoreboardScreen

        self.app.push_screen(ScoreboardScreen(self.session))

    def action_close(self) -> None:
        """Back to where it was opened from (out of the app for ``replay --tui``)."""
        if self.exit_on_close:
            self.app.exit()
        else:
            self.dismiss(None)


def _with_known(state: SeatState, cards: tuple[Card, ...] | None, to_move: bool) -> SeatState:
    return dataclasses.replace(state, known=tuple(cards or ()), to_move=to_move)
