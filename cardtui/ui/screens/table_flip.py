"""Turning the cards in games nobody decides in (Drunkard, War): key, automatic, instant.

A mixin of :class:`~cardtui.ui.screens.table.TableScreen`. The engine gives the
seat to move one action (``turn``); here the table takes it for everybody:

* by key (the default): Enter or Space turns the next cards (one step: a round's
  opening or one dispute step);
* automatically (``a``, or the option ``play_mode=auto``; always for a table of
  bots only): a step every ``delay`` seconds, twice as long after a dispute;
  ``+`` / ``-`` change the speed, ``a``, Enter or Space pause;
* instantly (``f``, or ``play_mode=instant``): the game is played to its end at once.

With ``per_player_flip`` every person turns on his own turn and bots at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding

from cardtui.i18n import t

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.timer import Timer

    from cardtui.engine import Action, Event, View
    from cardtui.ui.games import GameHooks
    from cardtui.ui.session import Session

    Base = Screen[None]
else:
    Base = object

AUTO_DELAY = 0.8
"""Seconds between automatic steps (the spec's 800 ms)."""
DELAYS = (0.1, 0.2, 0.4, 0.8, 1.2, 2.0, 3.0)
"""The speeds ``+`` and ``-`` step through."""

FLIP_KEYS = [
    Binding("a", "flip_auto", "ui.key.flip_auto"),
    Binding("f", "flip_finish", "ui.key.flip_finish"),
    Binding("plus,equals_sign", "flip_speed(1)", "ui.key.flip_speed", key_display="+-"),
    Binding("minus", "flip_speed(-1)", "ui.key.flip_speed", show=False),
]
"""The keys of the no-decision games (hidden in every other game)."""


class FlipControl(Base):
    """Paces the one ``turn`` action of a game without decisions."""

    session: Session
    hooks: GameHooks
    _busy: bool
    _holding: bool

    def act(self, action: Action) -> None:
        """Apply an action (the table's)."""
        raise NotImplementedError

    def say(self, text: str, error: bool = False) -> None:
        """Show a message (the table's)."""
        raise NotImplementedError

    def refresh_table(self) -> None:
        """Redraw (the table's)."""
        raise NotImplementedError

    def flip_setup(self) -> None:
        """Read the mode from the game's options (a table of bots turns by itself)."""
        self.no_decisions = not self.session.game.has_decisions
        mode = self.hooks.flip_mode(self.session.match)
        self.flip_auto = self.no_decisions and (mode == "auto" or self.session.spectating)
        self.flip_delay = AUTO_DELAY
        self._flip_instant = self.no_decisions and mode == "instant"
        self._flip_timer: Timer | None = None

    @property
    def _per_player(self) -> bool:
        return self.hooks.flip_each(self.session.match)

    def flip_mode_text(self) -> str:
        """How the cards are turned now, for the hand's title."""
        g = self.session.game.id
        if self.flip_auto:
            return t(f"ui.{g}.mode.auto", n=round(self.flip_delay * 1000))
        return t(f"ui.{g}.mode.step")

    def _hand_title(self, view: View, bottom: int, names: list[str]) -> str:
        """No hand in these games: the player's name, his pile and the mode."""
        if not self.no_decisions:
            title: str = super()._hand_title(view, bottom, names)  # type: ignore[misc]
            return title
        g = self.session.game.id
        pile = t(f"ui.{g}.pile", n=view.hand_sizes[bottom]) if bottom < len(view.hand_sizes) else ""
        return " · ".join(p for p in (names[bottom], pile, self.flip_mode_text()) if p)

    # --- scheduling -------------------------------------------------------------

    def flip_schedule(self) -> None:
        """The table is idle and the game goes on: bots' turns, the timer, instant play."""
        s = self.session
        if self._busy or self._holding or not self.is_active or s.match.is_over:
            return
        if self._flip_instant:
            self._flip_instant = False
            self.call_later(self.action_flip_finish)
            return
        if self._per_player and not s.is_human(s.current_seat):
            self.call_later(self._flip_now, s.decisions)
            return
        if self.flip_auto and self._flip_timer is None:
            token = s.decisions
            dispute = s.match.view(None).phase == "dispute"
            delay = self.flip_delay * (2 if dispute else 1)
            self._flip_timer = self.set_timer(delay, lambda: self._flip_tick(token))

    def _flip_tick(self, token: int) -> None:
        self._flip_timer = None
        if self.flip_auto:
            self._flip_now(token)

    def _flip_stop(self) -> None:
        if self._flip_timer is not None:
            self._flip_timer.stop()
            self._flip_timer = None

    def _flip_now(self, token: int) -> None:
        s = self.session
        if token != s.decisions or s.match.is_over or self._busy or not self.is_active:
            return
        self.act(s.match.legal_actions()[0])

    # --- keys -------------------------------------------------------------------

    def flip_key(self) -> None:
        """Enter or Space: turn the next cards; in automatic mode, pause."""
        s = self.session
        if self.flip_auto:
            self.flip_auto = False
            self._flip_stop()
            self.say(t(f"ui.{s.game.id}.mode.paused"))
            self.refresh_table()
            return
        if s.match.is_over or self._busy:
            return
        if self._per_player and not s.is_human(s.current_seat):
            return
        self._flip_now(s.decisions)

    def flip_check(self, action: str) -> bool | None:
        """Whether a flip key applies now (hidden in games with decisions)."""
        if not self.no_decisions:
            return False
        return True if not self.session.match.is_over else None

    def action_flip_auto(self) -> None:
        """``a``: automatic turning on or off."""
        if not self.no_decisions:
            return
        self.flip_auto = not self.flip_auto
        self._flip_stop()
        self.say(
            self.flip_mode_text() if self.flip_auto else t(f"ui.{self.session.game.id}.mode.paused")
        )
        self.refresh_table()

    def action_flip_speed(self, delta: int) -> None:
        """``+`` faster, ``-`` slower."""
        if not self.no_decisions:
            return
        index = min(range(len(DELAYS)), key=lambda i: abs(DELAYS[i] - self.flip_delay))
        index = max(0, min(len(DELAYS) - 1, index - delta))
        self.flip_delay = DELAYS[index]
        self.say(self.flip_mode_text())
        self.refresh_table()

    def action_flip_finish(self) -> None:
        """``f``: play the game in progress to its end at once, then show how it ended."""
        s = self.session
        if not self.no_decisions or s.match.is_over or self._busy:
            return
        self._flip_stop()
        deal = s.match.deal_number
        events: list[Event] = []
        while not s.match.is_over and s.match.deal_number == deal:
            events = s.apply(s.match.legal_actions()[0], save=False)
        s.save()
        self.flip_auto = False
        self.flip_finished(events)

    def flip_finished(self, events: list[Event]) -> None:
        """After an instant game: the deal-over dialog (the table's own flow)."""
        raise NotImplementedError
