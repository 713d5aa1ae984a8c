"""The table screen for one seat of a network table (docs/network.md).

The same table as a local match (history, last trick, breakdowns, rules), fed by a
:class:`~cardtui.ui.remote_session.RemoteSession`: the websocket is read in a Textual
worker, which posts :class:`RemoteTableScreen.Heard` for every message; the states are
shown one at a time, the others' moves paced by the bot delay, a completed trick held as
at a local table. An action is sent to the host, and the table moves on when the host's
next state comes (or says the refusal's reason). No bot runs here, and there is no undo
and no hint.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

from textual import work
from textual.message import Message
from textual.timer import Timer

from cardtui.engine import Action, View
from cardtui.i18n import current_language, t
from cardtui.net.client import ClientError
from cardtui.storage.files import one_line
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.screens.table_flip import AUTO_DELAY
from cardtui.ui.text import lookup
from cardtui.ui.widgets.side_panel import SidePanel

if TYPE_CHECKING:
    from cardtui.ui.remote_session import RemoteSession
    from cardtui.ui.session import Session

HIDDEN = ("undo", "hint", "flip_finish")
"""Keys a network seat does not have."""
ACTING = ("move", "cursor", "play", "mark", "choose", "erase_digit", "flip_auto", "flip_speed")
"""Keys that act or pace one's own turns: a spectator has none of them."""
OWN_PHASES = {"turn": "ui.net.phase.turn"}
"""A phase whose own words at a local table name a key the network table does not have
(``f``, play out at once), in the network table's words."""


TOAST_S = 12
"""Seconds the opening toast (the join line, the way back) stays over the table at most:
it also goes at the seat's first action. The host's join line stays in the status line; the
way back to a seat is said again there if the connection is lost."""


class RemoteTableScreen(TableScreen):
    """One seat of a network table."""

    @dataclass
    class Heard(Message):
        """The host sent something (``lost``: the connection ended, with why)."""

        refusal: dict[str, object] | None = None
        lost: str = ""

    def __init__(self, session: RemoteSession) -> None:
        super().__init__(cast("Session", session))
        self.remote = session
        self._sent: int | None = None
        """The decision count an action was sent for, until the host answers."""
        self._pace: Timer | None = None
        self._pumping = False

    def on_mount(self) -> None:
        """Listen to the host (the table's own ``on_mount`` draws it next)."""
        s = self.remote
        if s.hosted is not None:  # the code and the address friends need
            command = f"cardtui join {s.uri} {s.code}"
            self.say(t("ui.net.join_hint", command=command))
            self.notify(t("ui.net.join_hint", command=command), markup=False, timeout=TOAST_S)
        elif s.seat is None:
            self.say(t("ui.net.watching", title=s.game.name(current_language())))
        else:  # and the line that brings this person back to the seat (its token)
            self.say(t("ui.net.seated", n=s.seat + 1, title=s.game.name(current_language())))
            self.notify(
                t("ui.net.come_back", command=s.back_command), markup=False, timeout=TOAST_S
            )
        self._listen()

    @work(exclusive=True, group="net")
    async def _listen(self) -> None:
        """Read the host's messages until the connection ends."""
        client = self.remote.client
        try:
            while True:
                message = await client.recv(None)
                refused = message if message.get("type") == "refused" else None
                self.post_message(self.Heard(refused))
        except (ClientError, OSError, Exception) as exc:  # closed, broken or unreadable
            self.post_message(self.Heard(lost=one_line(str(exc) or type(exc).__name__, 120)))

    def on_remote_table_screen_heard(self, message: Heard) -> None:
        """A new state is shown (paced); a refusal or a lost connection is said."""
        if message.lost:
            self._sent = None
            if not self.remote.shown.result:
                self.say(t("ui.net.lost", command=self.remote.back_command), error=True)
            return
        if message.refusal is not None:
            self._sent = None
            self.say(self._refusal_text(message.refusal), error=True)
            return
        self._pump()

    def _refusal_text(self, refusal: dict[str, object]) -> str:
        reason = str(refusal.get("reason", ""))
        if lookup(f"reason.{reason}", self.gid) is not None:
            from cardtui.ui.text import reason_text

            return reason_text(reason, self.gid)
        detail = one_line(str(refusal.get("detail") or reason), 120)
        return t("ui.net.refused", reason=detail)

    # --- states, one at a time ------------------------------------------------

    def _pump(self) -> None:
        """Show the next waiting state, unless a dialog, a held trick or the pace says wait."""
        if self._pumping or self._pace is not None or self.remote.up_to_date:
            return
        if self._busy or self._holding or not self.is_active:
            return
        upcoming = self.remote.pending[0]
        delay = self.cardtui.bot_delay
        seat = self.remote.current_seat
        if (
            delay > 0
            and seat is not None
            and not self.remote.is_human(seat)
            and upcoming.n != self.remote.decisions
        ):
            self._pace = self.set_timer(delay, self._paced)
            return
        self._show_next()

    def _paced(self) -> None:
        self._pace = None
        if self.remote.pending and not self._busy and not self._holding and self.is_active:
            self._show_next()
        else:
            self._pump()

    def _show_next(self) -> None:
        s = self.remote
        tricks_before = self._last_trick_key()
        watchers = s.shown.watchers
        steps = s.advance()
        if s.shown.watchers != watchers:  # the spectators, as the host lists them
            names = ", ".join(s.shown.watchers)
            self.say(t("ui.net.watchers", names=names) if names else t("ui.net.no_watchers"))
        if self._sent is not None and s.decisions != self._sent:
            self._sent = None
        deal_over = False
        self._pumping = True
        try:
            for step in steps:
                if step.seat is None or step.action is None:
                    continue
                if s.is_human(step.seat):
                    self._note = ""
                self.show_last = False
                self.model.after_action()
                self._announce(step.seat, step.action, step.events)
                deal_over = deal_over or any(e.kind == "deal_end" for e in step.events)
            if self._last_trick_key() != tricks_before and self._hold(deal_over):
                return
            if deal_over:
                from cardtui.ui.screens.dialogs import DealOverScreen

                self._busy = True
                self.refresh_table()
                self.app.push_screen(DealOverScreen(cast("Session", s)))
                return
            self.refresh_table()
        finally:
            self._pumping = False
        self._pump()

    def refresh_table(self) -> None:
        """Redraw; then the next waiting state, if nothing holds it back."""
        super().refresh_table()
        if not self._pumping and not self.remote.up_to_date:
            self.call_later(self._pump)

    def _draw_panel(self, view: View, names: list[str]) -> None:
        """The local panel; a spectator's line says what it sees here (only what every
        seat sees), and the spectators watching are listed."""
        super()._draw_panel(view, names)
        panel = self.query_one(SidePanel)
        local = ("", t("ui.panel.spectator"))
        lines = [line for line in panel.state.lines if line != local]
        if self.remote.spectating:
            lines.append(("", t("ui.net.panel_spectator")))
        if self.remote.shown.watchers:
            lines.append(("", t("ui.net.watchers", names=", ".join(self.remote.shown.watchers))))
        panel.state = replace(panel.state, lines=tuple(lines))

    def _phase_line(self, view: View, names: list[str]) -> str:
        """The local phase line, but for the seat's own turn in a phase whose words name a
        key this table does not offer."""
        key = OWN_PHASES.get(view.phase)
        own = view.to_move is not None and view.to_move == self.remote.seat
        if key is not None and own and self.no_decisions:
            return t(key)
        return super()._phase_line(view, names)

    # --- acting ------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Send the seat's action; the host's next state (or refusal) answers it."""
        s = self.remote
        if s.spectating:
            self.say(t("ui.net.no_acting"))
            return
        if self._sent is not None or not s.up_to_date or not s.is_human(s.current_seat):
            return
        self._sent = s.decisions
        self._note = ""
        self.app.clear_notifications()  # the first card played puts the opening toast away
        self._send(action)

    @work(group="send")
    async def _send(self, action: Action) -> None:
        try:
            await self.remote.send(action)
        except Exception as exc:  # the connection is gone: the listener says so
            self._sent = None
            self.say(one_line(str(exc) or type(exc).__name__, 120), error=True)

    def _carry_out(self, outcome: Action | str | None) -> None:
        """A card the table cannot take is sent all the same: the host says why not."""
        if isinstance(outcome, str):
            self.act(self.model.probe(outcome))
            return
        super()._carry_out(outcome)

    def _maybe_start_bot(self) -> None:
        """The host runs the bots; in a game without decisions the seat's own turns are
        paced here (by key, or automatically)."""
        if self.no_decisions:
            self.flip_schedule()

    # --- games without decisions (War, Drunkard): the seat turns its own cards ----

    def flip_setup(self) -> None:
        """As at a local table, from the table's options; "instant" turns automatically
        (the host plays the others' turns: the game cannot be played out here at once)."""
        s = cast("RemoteSession", self.session)  # called from the table's __init__
        self.no_decisions = not s.game.has_decisions
        set_up = s.match.set_up() if self.no_decisions else None
        mode = self.hooks.flip_mode(set_up) if set_up is not None else "step"
        self.flip_auto = mode in ("auto", "instant")
        self.flip_delay = AUTO_DELAY
        self._flip_instant = False
        self._flip_timer = None
        self._each = set_up is not None and self.hooks.flip_each(set_up)

    @property
    def _per_player(self) -> bool:
        return self._each

    def _flip_now(self, token: int) -> None:
        """Turn the seat's cards, when it is its turn at the latest state."""
        s = self.remote
        if token != s.decisions or not s.up_to_date or self._busy or not self.is_active:
            return
        legal = s.match.legal_actions()
        if legal and s.is_human(s.current_seat):
            self.act(legal[0])

    def action_flip_finish(self) -> None:
        """Not at a network table (the host plays the others' turns)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No undo and no hint at a network table; a spectator has only the keys that look."""
        if action in HIDDEN or (self.remote.spectating and action in ACTING):
            return False
        return super().check_action(action, parameters)

    def action_undo(self) -> None:
        """Not offered over the network."""

    def action_hint(self) -> None:
        """Not offered over the network."""
