"""The bots' turns and the hints: thought out in a thread worker, paced so people can follow.

A mixin of :class:`~cardtui.ui.screens.table.TableScreen`. A bot to move gets its
view in a thread worker that waits the bot delay (a searching bot thinks in the
worker process meanwhile) and posts its choice back; a hint is searched the same
way and shown on the message line.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import work
from textual.message import Message
from textual.worker import get_current_worker

from cardtui.bots import bot_view
from cardtui.engine import Action, Card, View
from cardtui.i18n import t
from cardtui.ui.hint_text import hint_move, hint_reason
from cardtui.ui.thinker import choose_in_worker, hint_in_worker
from cardtui.ui.widgets.hint_line import HintLine

if TYPE_CHECKING:
    from textual.screen import Screen

    from cardtui.bots import Bot
    from cardtui.bots.hints import Hint
    from cardtui.ui.host import AppHost
    from cardtui.ui.session import Session
    from cardtui.ui.table_model import TableModel
    from cardtui.ui.thinker import Thinker

    Base = Screen[None]
else:
    Base = object

HINT_BUDGET = 0.5
"""Most seconds a hint's search takes (so the hint shows within a second)."""


class TableBots(Base):
    """Lets the bots move and asks for hints."""

    @dataclass
    class BotChose(Message, namespace="table_screen"):
        """A bot (in its worker) picked an action for decision number ``token``."""

        token: int
        action: Action

    @dataclass
    class HintReady(Message, namespace="table_screen"):
        """The hint for decision number ``token`` is ready (``None``: it failed)."""

        token: int
        hint: Hint | None

    session: Session
    model: TableModel
    viewer: int | None
    thinker: Thinker
    no_decisions: bool
    _bot_token: int | None
    _hint_token: int | None
    _busy: bool
    _holding: bool

    if TYPE_CHECKING:

        @property
        def cardtui(self) -> AppHost:
            """The app, typed (the table's)."""
            raise NotImplementedError

        @property
        def gid(self) -> str:
            """The game id (the table's)."""
            raise NotImplementedError

        def act(self, action: Action) -> None:
            """Apply an action (the table's)."""

        def say(self, text: str, error: bool = False) -> None:
            """Show a message (the table's)."""

        def _draw_selection(self) -> None:
            """Draw the hand and the choices again (the table's)."""

        def flip_schedule(self) -> None:
            """Pace the next turn of a game without decisions (the table's)."""

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
        self.show_hint(message.hint)

    def show_hint(self, hint: Hint) -> None:
        """The move on the message line, the whole reason on the coach's lines under it, and
        the suggested card raised in the hand, or the cards to pass marked (Enter plays)."""
        ascii_only = self.cardtui.look.ascii_only
        names = self.session.names()
        self.say(hint_move(hint, ascii_only, self.gid))
        self.query_one(HintLine).show(hint_reason(hint, ascii_only, self.gid, names))
        model = self.model
        if hint.card is not None and hint.card in model.hand:
            model.select(model.hand.index(hint.card))
            self._draw_selection()
        elif model.multi and hint.action.cards:
            marks = _positions(model.hand, hint.action.cards)
            if marks:
                model.marked = marks
                self._draw_selection()  # the cards to pass (give, lay away) are marked

    def hide_hint(self) -> None:
        """The coach's lines go once the decision they were for is made or taken back."""
        self.query_one(HintLine).show("")


def _positions(hand: list[Card], cards: tuple[Card, ...]) -> set[int]:
    """Hand positions holding ``cards`` (a card held twice counts twice); empty if missing."""
    wanted = list(cards)
    found: set[int] = set()
    for index, card in enumerate(hand):
        if card in wanted:
            wanted.remove(card)
            found.add(index)
    return found if not wanted else set()
