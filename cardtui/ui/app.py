"""The Textual application: settings, language, the screen stack and the rules key."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.filter import LineFilter
from textual.screen import Screen

from cardtui.i18n import current_language, t
from cardtui.storage.settings import Settings, save_settings
from cardtui.ui.ascii_filter import ASCII_FILTERS, ascii_text
from cardtui.ui.bindings import translate_bindings, translate_textual
from cardtui.ui.cards import CardLook
from cardtui.ui.no_colour import NO_COLOUR_FILTER
from cardtui.ui.plain import no_console_markup
from cardtui.ui.text import set_rank_style

if TYPE_CHECKING:
    from cardtui.engine import MatchRecord
    from cardtui.ui.host import AppHost
    from cardtui.ui.remote_session import JoinRequest, RemoteSession
    from cardtui.ui.screens.table import TableScreen
    from cardtui.ui.session import Session, StartRequest


ASCII_KEYS = {"⏎": "Enter", "←→": "<- ->", "↑↓": "up/down"}
"""Key names drawn with symbols, spelled out for the ASCII card style."""


class CardtuiApp(App[None]):
    """cardtui: the menu, the setup, the table and the help screens."""

    CSS_PATH = "app.tcss"
    TITLE = "cardtui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "rules", "ui.key.rules", show=False, priority=True),
        Binding("w", "why", "ui.key.why"),
        Binding("question_mark", "rules", "ui.key.rules", key_display="?"),
    ]

    def __init__(
        self,
        *,
        settings: Settings | None = None,
        start: StartRequest | None = None,
        autosave: bool = True,
        bot_delay: float | None = None,
        trick_pause: str | None = None,
        replay: MatchRecord | None = None,
        join: JoinRequest | None = None,
    ) -> None:
        super().__init__()
        no_console_markup(self.console)
        translate_bindings(self)
        translate_textual()
        self.settings = settings or Settings()
        set_rank_style(self.settings.card_ranks)
        self.start = start
        self.autosave = autosave
        self.replay = replay
        """A record to open in the replay viewer at once (``cardtui replay FILE --tui``)."""
        self.bot_delay_override = bot_delay
        """Seconds between bot moves regardless of settings (tests use 0)."""
        self.trick_pause_override = trick_pause
        """A :data:`~cardtui.storage.settings.TRICK_PAUSES` name regardless of settings."""
        self.crash_report = ""
        self.join = join
        """A network table to join at once (``cardtui join``)."""
        """The traceback of the error that stopped the app, if one did."""

    def _handle_exception(self, error: Exception) -> None:
        """Keep the traceback for the crash log; the terminal gets one line (see ``run_app``)."""
        import traceback

        if not self.crash_report:
            self.crash_report = "".join(traceback.format_exception(error))
        super()._handle_exception(error)
        self._exit_renderables.clear()

    @property
    def look(self) -> CardLook:
        """How cards are drawn now."""
        s = self.settings
        return CardLook(s.card_style == "ascii", self.colour_shown, s.four_colour)

    @property
    def colour_shown(self) -> bool:
        """Whether colours reach the terminal: the setting on and no ``NO_COLOR``."""
        return self.settings.colour and not self.no_color

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before moving."""
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return self.settings.bot_delay

    @property
    def trick_hold(self) -> float | None:
        """Seconds a completed trick stays on the table; ``None``: until a key.

        Without a setting given here, instant bots (the tests) hold no trick either.
        """
        from cardtui.storage.settings import TRICK_PAUSES

        if self.trick_pause_override is not None:
            return TRICK_PAUSES.get(self.trick_pause_override, 0.0)
        if self.bot_delay_override == 0:
            return 0.0
        return self.settings.trick_hold

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, plus pure ASCII on screen in the ASCII card style."""
        filters = [*super().get_line_filters()]
        if not self.colour_shown:
            filters.append(NO_COLOUR_FILTER)
        if self.look.ascii_only:
            filters.append(ASCII_FILTERS[current_language() != "en"])
        return filters

    def get_key_display(self, binding: Binding) -> str:
        """Keys as the footer shows them (spelled in ASCII in the ASCII card style)."""
        shown = super().get_key_display(binding)
        if not self.look.ascii_only or shown.isascii():
            return shown
        return ASCII_KEYS.get(shown, ascii_text(shown))

    def get_default_screen(self) -> Screen[Any]:
        """The main menu is the bottom of the screen stack."""
        from cardtui.ui.screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        """Open the table at once when a game was given."""
        self.call_after_refresh(self.check_size)
        if self.start is not None:
            from cardtui.ui.session import session_for

            self.open_table(session_for(self.start, self.autosave))
        elif self.join is not None:
            self._join_at_start(self.join)
        elif self.replay is not None:
            from cardtui.ui.screens.replay import ReplayScreen

            self.push_screen(ReplayScreen(self.replay, exit_on_close=True))

    def on_resize(self, event: events.Resize) -> None:
        """Below the smallest size the app draws, one screen asks for a larger terminal."""
        self.call_after_refresh(self.check_size)

    def check_size(self) -> None:
        """Cover everything with the size message while the terminal is too small."""
        from cardtui.ui.screens.too_small import TooSmallScreen, too_small

        small = too_small(*self.size)
        if small and not isinstance(self.screen, TooSmallScreen):
            self.push_screen(TooSmallScreen())
        elif not small and isinstance(self.screen, TooSmallScreen):
            self.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The rules do not open over the size message."""
        from cardtui.ui.screens.too_small import TooSmallScreen

        if action == "why":  # at the table only
            return self._table() is self.screen
        return not (action == "rules" and isinstance(self.screen, TooSmallScreen))

    def open_table(self, session: Session) -> None:
        """Show the table of ``session``."""
        from cardtui.ui.screens.table import TableScreen

        self.push_screen(TableScreen(session))

    def open_remote(self, session: RemoteSession) -> None:
        """Show the table of a network seat."""
        from cardtui.ui.screens.remote_table import RemoteTableScreen

        self.push_screen(RemoteTableScreen(session))

    @work(group="join")
    async def _join_at_start(self, join: JoinRequest) -> None:
        """Take the seat, then open its table; when refused, stop with the one-line reason."""
        from cardtui.ui.remote_session import JoinFailed, join_table

        try:
            session = await join_table(join.uri, join.code, join.name, join.token, join.seat)
        except JoinFailed as exc:
            self.exit(return_code=2, message=str(exc))
            return
        self.open_remote(session)

    def store_settings(self, settings: Settings) -> None:
        """Keep and save new settings (errors are shown, never raised)."""
        self.settings = settings
        set_rank_style(settings.card_ranks)
        try:
            save_settings(settings)
        except OSError as exc:
            from cardtui.storage.files import one_line

            self.notify(one_line(str(exc), 200), severity="error", markup=False)

    async def retranslate(self) -> None:
        """After a language change: new footer texts and the menu redrawn."""
        from cardtui.ui.screens.menu import MenuScreen

        translate_bindings(self)
        translate_textual()
        for screen in self.screen_stack:
            if isinstance(screen, MenuScreen):
                await screen.retranslate()

    def action_help_quit(self) -> None:
        """Ctrl+C: say how to quit, in the player's language (Textual's own words are English)."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(t("ui.quit.hint", keys=key), title=t("ui.quit.title"), markup=False)
                return

    def _table(self) -> TableScreen | None:
        """The table in the screen stack, if any."""
        from cardtui.ui.screens.table import TableScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen):
                return screen
        return None

    def current_game(self) -> str | None:
        """The game of the table in the screen stack, if any."""
        table = self._table()
        return None if table is None else table.session.game.id

    def action_why(self) -> None:
        """At the table: say in one line why some of the person's cards cannot be played."""
        from cardtui.ui.why_text import why_now

        table = self._table()
        if table is None or table is not self.screen:
            return
        seat = table.viewer if table.model.active else None
        game = table.session.game.id
        table.say(why_now(table.session.match, seat, self.look.ascii_only, game))

    def action_rules(self) -> None:
        """Open the rules of the game in play (or pick a game); close them if open."""
        from cardtui.ui.screens.rules import GamePickerScreen, RulesScreen

        if isinstance(self.screen, RulesScreen):
            self.screen.dismiss(None)
            return
        if isinstance(self.screen, GamePickerScreen):
            return
        table = self._table()
        if table is not None:  # at the section of the phase in play
            self.push_screen(RulesScreen(table.session.game.id, phase=table.rules_phase()))
            return

        def chosen(picked: str | None) -> None:
            if picked:
                self.push_screen(RulesScreen(picked))

        self.push_screen(GamePickerScreen(), chosen)


if TYPE_CHECKING:

    def _is_a_host(app: CardtuiApp) -> AppHost:
        """mypy checks here that the app is what its screens type it as."""
        return app
