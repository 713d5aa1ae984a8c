"""The Textual application: settings, language, the screen stack and the rules key."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from cardtui.storage.settings import Settings, save_settings
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.cards import CardLook

if TYPE_CHECKING:
    from cardtui.ui.session import Session, StartRequest


class CardtuiApp(App[None]):
    """cardtui: the menu, the setup, the table and the help screens."""

    CSS_PATH = "app.tcss"
    TITLE = "cardtui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "rules", "ui.key.rules", show=False, priority=True),
        Binding("question_mark", "rules", "ui.key.rules", key_display="?"),
    ]

    def __init__(
        self,
        *,
        settings: Settings | None = None,
        start: StartRequest | None = None,
        autosave: bool = True,
        bot_delay: float | None = None,
    ) -> None:
        super().__init__()
        translate_bindings(self)
        self.settings = settings or Settings()
        self.start = start
        self.autosave = autosave
        self.bot_delay_override = bot_delay
        """Seconds between bot moves regardless of settings (tests use 0)."""
        self.crash_report = ""
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
        return CardLook(self.settings.card_style == "ascii", self.settings.colour)

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before moving."""
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return self.settings.bot_delay

    def get_default_screen(self) -> Screen[Any]:
        """The main menu is the bottom of the screen stack."""
        from cardtui.ui.screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        """Open the table at once when a game was given."""
        if self.start is not None:
            from cardtui.ui.session import session_for

            self.open_table(session_for(self.start, self.autosave))

    def open_table(self, session: Session) -> None:
        """Show the table of ``session``."""
        from cardtui.ui.screens.table import TableScreen

        self.push_screen(TableScreen(session))

    def store_settings(self, settings: Settings) -> None:
        """Keep and save new settings (errors are shown, never raised)."""
        self.settings = settings
        try:
            save_settings(settings)
        except OSError as exc:
            self.notify(str(exc), severity="error")

    async def retranslate(self) -> None:
        """After a language change: new footer texts and the menu redrawn."""
        from cardtui.ui.screens.menu import MenuScreen

        translate_bindings(self)
        for screen in self.screen_stack:
            if isinstance(screen, MenuScreen):
                await screen.retranslate()

    def current_game(self) -> str | None:
        """The game of the table in the screen stack, if any."""
        from cardtui.ui.screens.table import TableScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen):
                return screen.session.game.id
        return None

    def action_rules(self) -> None:
        """Open the rules of the game in play (or pick a game); close them if open."""
        from cardtui.ui.screens.rules import GamePickerScreen, RulesScreen

        if isinstance(self.screen, RulesScreen):
            self.screen.dismiss(None)
            return
        if isinstance(self.screen, GamePickerScreen):
            return
        game_id = self.current_game()
        if game_id is not None:
            self.push_screen(RulesScreen(game_id))
            return

        def chosen(picked: str | None) -> None:
            if picked:
                self.push_screen(RulesScreen(picked))

        self.push_screen(GamePickerScreen(), chosen)
