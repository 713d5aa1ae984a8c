"""Drawing the table: the seats, the trick, the hand, the choices and the side panel.

A mixin of :class:`~cardtui.ui.screens.table.TableScreen`, kept apart so the
screen file holds the flow (who moves, bots, keys) and this one what is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from cardtui.engine import Action, Card, View
from cardtui.engine.history import Trick, Viewer
from cardtui.i18n import t
from cardtui.ui.games import Centre
from cardtui.ui.history_text import log_lines, trick_plays, trick_title
from cardtui.ui.host import AppHost
from cardtui.ui.plain import plain
from cardtui.ui.table_model import Places, TableModel
from cardtui.ui.text import action_label, phase_text, trump_text
from cardtui.ui.widgets.choice_bar import ChoiceBar, ChoiceState
from cardtui.ui.widgets.hand import HandState, HandWidget
from cardtui.ui.widgets.message_line import MessageLine
from cardtui.ui.widgets.seat_badge import SeatBadge, SeatState
from cardtui.ui.widgets.side_panel import PanelState, SidePanel
from cardtui.ui.widgets.trick import TrickArea, TrickState

if TYPE_CHECKING:
    from textual.screen import Screen

    from cardtui.ui.games import GameHooks
    from cardtui.ui.session import Session

    Base = Screen[None]
else:
    Base = object


@dataclass(frozen=True)
class HeldTrick:
    """A completed trick kept on the table (and under the deal-over dialog that follows it)."""

    deal: int
    """The index of its deal in the session's history (it is that deal's last trick, read
    for whoever looks at the table now: a hand may be hidden meanwhile in hot-seat play)."""
    dialog: bool
    """The deal ended with it: the deal-over dialog comes next."""


_TITLES: WeakKeyDictionary[Widget, str | Text | None] = WeakKeyDictionary()
"""The border title last set on each widget."""


_CHOICES: WeakKeyDictionary[Widget, tuple[str | Text | None, tuple[str | Text, ...]]] = (
    WeakKeyDictionary()
)
"""Each widget's title and its shorter forms, longest first (chosen again on a resize)."""

TITLE_FRAME = 4
"""Columns of a border a title cannot use: the corners and a line each side."""


def set_title(widget: Widget, title: str | Text | None, *shorter: str | Text) -> None:
    """Set a border title only when it changes (setting one repaints the whole widget);
    when it is wider than the border, the first of the ``shorter`` forms that fits
    (the last one if none does), so a title is never cut with "…"."""
    _CHOICES[widget] = (title, shorter)
    chosen = title
    room = widget.size.width - TITLE_FRAME
    if shorter and widget.size.width and title is not None and len(title) > room:
        chosen = next((s for s in shorter if len(s) <= room), shorter[-1])
    if widget not in _TITLES or _TITLES[widget] != chosen:
        _TITLES[widget] = chosen
        widget.border_title = chosen


def refit_titles(widgets: Sequence[Widget]) -> None:
    """Choose the titles of ``widgets`` again for their new widths."""
    for widget in widgets:
        choices = _CHOICES.get(widget)
        if choices is not None:
            set_title(widget, choices[0], *choices[1])


def table_layout(places: Places, footer: Widget, hint: Widget | None = None) -> ComposeResult:
    """Seats around the trick, the hand below, the side panel on the right (the table
    and the replay viewer alike); ``hint``, the coach's lines, under the message line."""
    with Horizontal(id="table"):
        with Vertical(id="board"):
            with Horizontal(id="top-row"):
                for place in places.top:
                    yield SeatBadge(id=f"place-{place}")
            with Horizontal(id="middle"):
                if places.left is not None:
                    with Vertical(classes="side-seat"):
                        yield SeatBadge(id=f"place-{places.left}")
                yield TrickArea()
                if places.right is not None:
                    with Vertical(classes="side-seat"):
                        yield SeatBadge(id=f"place-{places.right}")
            yield ChoiceBar()
            yield HandWidget()
        yield SidePanel()
    yield MessageLine()
    if hint is not None:
        yield hint
    yield footer


class TableDrawing(Base):
    """Turns the engine's view into widget states."""

    session: Session
    hooks: GameHooks
    model: TableModel
    places: Places
    show_last: bool
    _view: View | None
    _bottom: int
    _bindings_key: tuple[object, ...]
    _held: HeldTrick | None
    _holding: bool
    _log_key: tuple[object, ...]
    _log_lines: tuple[str, ...]

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        raise NotImplementedError

    @property
    def gid(self) -> str:
        """The game id."""
        raise NotImplementedError

    @property
    def veiled(self) -> bool:
        """Hot-seat: no hand may be shown now."""
        raise NotImplementedError

    @property
    def history_viewer(self) -> Viewer:
        """Whose knowledge the history shows."""
        raise NotImplementedError

    def _draw(self, view: View, bottom: int) -> None:
        names = self.session.names()
        self._view, self._bottom = view, bottom
        self._draw_seats(view, bottom, names)
        self._draw_trick(view, bottom, names)
        self._draw_selection()
        self._draw_panel(view, names)

    def _draw_selection(self) -> None:
        """The hand and the choices: all that the selection keys change."""
        model, look = self.model, self.cardtui.look
        hand = self.query_one(HandWidget)
        hand.state = HandState(
            cards=tuple(model.hand),
            playable=model.playable,
            selected=model.selected if model.active else None,
            marked=frozenset(model.marked),
            veiled=self.veiled,
            active=model.active,
            look=look,
            fresh=self._fresh(model.hand),
        )
        if self._view is not None:
            title = self._hand_title(self._view, self._bottom, self.session.names())
            set_title(hand, plain(title), *(plain(short) for short in self._hand_short(title)))
        choices = model.visible_choices()
        labels, prompt = self._choice_labels(choices)
        hint = ""
        if model.number_choice:
            low, high = model.number_range()
            kind = action_label(Action(model.number_kind()), look.ascii_only, self.gid).strip()
            prompt = t("ui.layout.number_range", label=kind, low=low, high=high)
            extras = {a: action_label(a, look.ascii_only, self.gid) for a in model.number_extras()}
            if extras:  # the numbers as values, the others by name
                labels = tuple(extras.get(a, a.value) for a in choices)
            names = ", ".join(extras.values())
            key = "ui.layout.number_hint_extra" if names else "ui.layout.number_hint"
            hint = t(key, labels=names)
        self.query_one(ChoiceBar).state = ChoiceState(
            labels, model.cursor, prompt, model.number_choice, hint, look.ascii_only
        )

    def _fresh(self, cards: Sequence[Card]) -> frozenset[int]:
        """Positions of the cards the game highlights as just received."""
        if self._view is None:
            return frozenset()
        fresh = self.hooks.fresh_cards(self._view)
        return frozenset(i for i, c in enumerate(cards) if c in fresh) if fresh else frozenset()

    def _sync_bindings(self) -> None:
        """Refresh the footer only when what it shows changed (rebuilding it is slow)."""
        model = self.model
        key = (
            model.active,
            model.multi,
            len(model.visible_choices()),
            self.session.history.last_trick(self.history_viewer) is not None,
            self.session.can_undo(),
        )
        if key != self._bindings_key:
            self._bindings_key = key
            self.refresh_bindings()

    def _choice_labels(self, choices: list[Action]) -> tuple[tuple[str, ...], str]:
        """Labels and prompt; many choices of one kind (cut depths) show just their values."""
        if not choices:
            return (), ""
        ascii_only = self.cardtui.look.ascii_only
        if self._view is not None:
            own = self.hooks.choice_labels(self._view, choices, self.session.names(), ascii_only)
            if own is not None:
                return own
        kinds = {a.kind for a in choices}
        if len(choices) > 6 and len(kinds) == 1 and all(a.value and not a.cards for a in choices):
            prompt = action_label(Action(choices[0].kind), ascii_only, self.gid) + ":"
            return tuple(a.value for a in choices), prompt
        return tuple(action_label(a, ascii_only, self.gid) for a in choices), t("ui.choose")

    def _hand_title(self, view: View, bottom: int, names: list[str]) -> str:
        if self.veiled:
            return t("ui.hand.hidden")
        title = names[bottom]
        team = self.hooks.team_of(view, bottom)
        if team is not None:
            title += " · " + self.hooks.team_name(team, view.teams[team], names)
        if self._holding and self.cardtui.trick_hold is None:
            return title + " — " + t("ui.trick.any_key")
        if self.model.active:
            title += " — " + t("ui.your_turn")
            if self.model.multi:
                title += " " + t("ui.hand.multi_hint")
        return title

    def _hand_short(self, title: str) -> list[str]:
        """Shorter hand titles: without the multi-card hint (the footer names the keys)."""
        hint = " " + t("ui.hand.multi_hint")
        return [title.replace(hint, "")] if hint in title else []

    def _draw_seats(self, view: View, bottom: int, names: list[str]) -> None:
        n = view.num_seats
        look = self.cardtui.look
        for place in range(1, n):
            seat = (bottom + place) % n
            team = self.hooks.team_of(view, seat)
            known = view.hands[seat] if seat < len(view.hands) else None
            spec = self.session.seats[seat]
            state = SeatState(
                seat=seat,
                name=names[seat],
                team=self.hooks.team_name(team, view.teams[team], names)
                if team is not None
                else "",
                colour=self.hooks.team_colour(team if team is not None else seat),
                cards=view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0,
                compact=place in self.places.top,
                known=tuple(known)
                if known is not None and (not self.veiled or self.session.spectating)
                else None,
                to_move=view.to_move == seat,
                dealer=view.dealer == seat,
                bot="" if spec.is_human else spec.kind,
                note=self.hooks.seat_note(view, seat, look.ascii_only),
                look=look,
            )
            for badge in self.query(f"#place-{place}").results(SeatBadge):
                badge.state = state

    def _draw_trick(self, view: View, bottom: int, names: list[str]) -> None:
        """The trick in play; a held or asked-for (``t``) trick with its taker named."""
        n = view.num_seats
        positions = tuple((seat - bottom) % n for seat in range(n))
        area = self.query_one(TrickArea)
        look = self.cardtui.look
        history = self.session.history
        shown: tuple[int, Trick] | None = None
        if self._held is not None:
            trick = history.deal(self._held.deal, self.history_viewer).last_trick
            shown = None if trick is None else (self._held.deal, trick)
        elif self.show_last or not view.trick:
            shown = history.last_trick(self.history_viewer)
            if shown is not None and not self.show_last and shown[0] != len(history) - 1:
                shown = None  # between deals the table starts empty
        if shown is not None:
            index, trick = shown
            earlier = index + 1 if index != len(history) - 1 else None
            winner = trick.winner
            caption = t("ui.trick.taker", seat=names[winner]) if winner is not None else ""
            area.state = TrickState(
                trick_plays(trick), positions, tuple(names), trick.winner, True, look, caption
            )
            set_title(area, *self._trick_titles(trick, names, earlier))
        elif view.trick:
            area.state = TrickState(view.trick, positions, tuple(names), None, False, look)
            set_title(area, t("ui.trick.current"))
        else:  # no trick to show: the game's own middle of the table, if it draws one
            centre = self.hooks.centre(view, names, self.veiled, look.ascii_only) or Centre()
            area.state = TrickState(
                centre.plays,
                positions,
                tuple(names),
                centre.winner,
                centre.faded,
                look,
                centre.caption,
                centre.picture,
            )
            # an empty table is labelled too (across the whole width in two-player games)
            set_title(area, centre.title or t("ui.trick.current"), *centre.shorter)

    def _trick_titles(self, trick: Trick, names: list[str], earlier: int | None) -> list[Text]:
        """The shown trick's title, then shorter forms for a narrow trick area (the taker
        is also highlighted on the table and named in the log)."""
        titles = [trick_title(trick, names, earlier, numbered=False)]
        if trick.winner is not None and trick.points is not None:
            seat, points = names[trick.winner], trick.points
            short = [
                t("ui.trick.taken_short", seat=seat, points=points),
                t("ui.trick.points_only", points=points),
            ]
            if earlier is not None and self.show_last:  # asked for: which deal it was first
                deal_first = [t("ui.history.of_deal", n=earlier, text=text) for text in short]
                short = [*deal_first, t("ui.history.deal_only", n=earlier), *short]
            titles += short
        if self.show_last:
            titles = [t("ui.trick.last_named", text=title) for title in titles] + titles
        return [plain(title) for title in titles]

    def refit_titles(self) -> None:
        """After a resize: the trick's and the hand's titles chosen again for the new width."""
        refit_titles([self.query_one(TrickArea), self.query_one(HandWidget)])

    def _draw_panel(self, view: View, names: list[str]) -> None:

        lines: list[tuple[str, str]] = []
        if view.to_move is not None:
            lines.append((t("ui.panel.turn"), names[view.to_move]))
        if view.trick:
            leader = view.trick_leader if view.trick_leader is not None else view.trick[0].seat
            lines.append((t("ui.panel.lead"), names[leader]))
        if view.trump:
            lines.append(
                (
                    t("ui.panel.trump"),
                    trump_text(view.game, view.trump, self.cardtui.look.ascii_only),
                )
            )
        if view.dealer is not None:
            lines.append((t("ui.panel.dealer"), names[view.dealer]))
        lines.append((t("ui.panel.deal"), view.deal_code))
        score = self.hooks.score_lines(view, names, self.cardtui.look.ascii_only)
        if score:
            lines.append(("", t("ui.panel.score")))
            lines += score
        lines += self.hooks.deal_lines(view)
        if self.session.spectating:
            lines.append(("", t("ui.panel.spectator")))

        self.query_one(SidePanel).state = PanelState(
            tuple(lines), self._phase_line(view, names), self._deal_log(names), t("ui.panel.log")
        )

    def _phase_line(self, view: View, names: list[str]) -> str:
        """The phase naming who decides: "you" only on the viewer's own turn."""
        seat = view.to_move
        own = (
            seat is not None
            and seat == self._bottom
            and self.session.is_human(seat)
            and not self.veiled
        )
        name = names[seat] if seat is not None and seat < len(names) else ""
        return phase_text(view.phase, self.gid, seat=name, own=own)

    def _deal_log(self, names: list[str]) -> tuple[str, ...]:
        """The whole deal for the side log (the held trick's deal while it is shown)."""
        history = self.session.history
        index = self._held.deal if self._held is not None else len(history) - 1
        viewer = self.history_viewer
        key = (history.decisions, index, viewer, self.cardtui.look.ascii_only)
        if key != self._log_key:
            if self._log_key[1:2] != (index,):
                self.query_one(SidePanel).log_back = 0
            self._log_key = key
            deal = history.deal(index, viewer)
            self._log_lines = tuple(log_lines(deal, names, self.cardtui.look.ascii_only, self.gid))
        return self._log_lines
