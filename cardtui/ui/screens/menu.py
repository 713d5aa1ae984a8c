"""The main menu: continue the unfinished match, new game, rules, settings, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardtui.i18n import t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.plain import plain

if TYPE_CHECKING:
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.session import Session


def logo() -> Text:
    """A fan of four cards and the name (drawn without loading the engine)."""
    from rich.style import Style

    from cardtui.ui.cards import Canvas
    from cardtui.ui.text import rank_text

    canvas = Canvas(38, 4)
    frame = Style(color="#9a9a9a", bgcolor="#f2f2ee")
    for index, (rank, suit, red) in enumerate(
        (("A", "♠", False), ("K", "♥", True), ("Q", "♣", False), ("J", "♦", True))
    ):
        face = Style(color="#c8102e" if red else "#101010", bgcolor="#f2f2ee", bold=True)
        x = index * 4
        last = index == 3
        canvas.put(x, 0, "╭───╮" if last else "╭───", frame)
        canvas.put(x, 3, "╰───╯" if last else "╰───", frame)
        for row, text in ((1, f"{rank_text(rank)}{suit} "), (2, f"  {suit}")):
            canvas.put(x, row, "│", frame)
            canvas.put(x + 1, row, text, face)
            if last:
                canvas.put(x + 4, row, "│", frame)
    canvas.put(22, 1, "c a r d t u i", Style(bold=True, color="#ffd75f"))
    canvas.put(22, 2, "♣  ♦  ♠  ♥", Style(color="#adbac7"))
    return canvas.render()


class MenuScreen(Screen[None]):
    """The first screen."""

    DEFAULT_CSS = """
    MenuScreen #logo {
        width: auto;
        color: $accent;
        margin-bottom: 1;
    }
    MenuScreen #menu {
        width: 44;
        height: auto;
        max-height: 9;
        border: round $accent;
    }
    MenuScreen #notice {
        width: 60;
        height: auto;
        margin-top: 1;
        color: $warning;
        text-align: center;
    }
    MenuScreen #tagline {
        width: auto;
        color: $text-muted;
        margin-bottom: 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", "ui.key.new_game"),
        Binding("c", "resume", "ui.key.continue"),
        Binding("o", "settings", "ui.key.settings"),
        Binding("q", "app.quit", "ui.key.quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self.resume: Session | None = None
        self.notice = ""

    @property
    def cardtui(self) -> CardtuiApp:
        """The app, typed."""
        return cast("CardtuiApp", self.app)

    def compose(self) -> ComposeResult:
        """Logo, menu, notice line, footer."""
        with Middle():
            with Center():
                yield Static(logo(), id="logo")
            with Center():
                yield Static(t("ui.menu.tagline"), id="tagline")
            with Center():
                yield OptionList(*self._options(), id="menu")
            with Center():
                yield Static("", id="notice")
        yield Footer()

    def _options(self) -> list[Option]:
        items = []
        if self.resume is not None:
            game = self.resume.game.name(_lang())
            label = t("ui.menu.continue_game", title=game, deal=self.resume.match.deal_number)
            items.append(Option(plain(label), id="continue"))
        items += [
            Option(t("ui.menu.new"), id="new"),
            Option(t("ui.menu.replays"), id="replays"),
            Option(t("ui.menu.rules"), id="rules"),
            Option(t("ui.menu.settings"), id="settings"),
            Option(t("ui.menu.quit"), id="quit"),
        ]
        return items

    def on_mount(self) -> None:
        """Look for a saved match once the first screen is painted."""
        self.call_after_refresh(self.check_save)

    def on_screen_resume(self) -> None:
        """Coming back from a table or dialog: the save may have changed."""
        if self.is_mounted:
            self.check_save()

    def check_save(self) -> None:
        """Offer to continue a readable save; set a damaged one aside and say so."""
        from cardtui.engine import CardtuiError
        from cardtui.storage import saves
        from cardtui.ui.session import Session

        found = saves.read_autosave()
        self.resume = None
        if found.text is not None:
            try:
                self.resume = Session.from_text(found.text, self.cardtui.autosave)
                if self.resume.match.is_over:
                    self.resume = None
            except (CardtuiError, ValueError, KeyError, TypeError) as exc:
                self._damaged(found.path, str(exc))
        elif found.error:
            self._damaged(found.path, found.error)
        self._rebuild()

    async def retranslate(self) -> None:
        """Draw the menu again in the new language."""
        translate_bindings(self)
        await self.recompose()
        self._rebuild()

    def _damaged(self, path: object, error: str) -> None:
        from pathlib import Path

        from cardtui.storage import saves

        try:
            kept = saves.set_aside(Path(str(path)))
        except OSError:
            kept = Path(str(path))
        self.notice = t("ui.menu.damaged", path=str(kept), error=error[:80])

    def _rebuild(self) -> None:
        menu = self.query_one("#menu", OptionList)
        menu.clear_options()
        menu.add_options(self._options())
        menu.highlighted = 0
        menu.focus()
        self.query_one("#notice", Static).update(plain(self.notice))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Continue only when there is a match to continue."""
        if action == "resume":
            return self.resume is not None
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Run the chosen item."""
        actions = {
            "continue": self.action_resume,
            "new": self.action_new_game,
            "replays": self.action_replays,
            "rules": self.cardtui.action_rules,
            "settings": self.action_settings,
            "quit": self.app.exit,
        }
        handler = actions.get(event.option.id or "")
        if handler is not None:
            handler()

    def action_resume(self) -> None:
        """Continue the saved match."""
        if self.resume is not None:
            session, self.resume = self.resume, None
            self.cardtui.open_table(session)

    def action_new_game(self) -> None:
        """Open the setup screen."""
        from cardtui.ui.screens.setup import SetupScreen

        def started(session: Session | None) -> None:
            if session is not None:
                self.cardtui.open_table(session)

        self.app.push_screen(SetupScreen(), started)

    def action_replays(self) -> None:
        """Open the list of matches to replay."""
        from cardtui.ui.screens.replays import ReplaysScreen

        self.app.push_screen(ReplaysScreen())

    def action_settings(self) -> None:
        """Open the settings."""
        from cardtui.ui.screens.settings import SettingsScreen

        async def closed(changed_language: bool | None) -> None:
            if changed_language:
                await self.cardtui.retranslate()

        self.app.push_screen(SettingsScreen(), closed)


def _lang() -> str:
    from cardtui.i18n import current_language

    return current_language()
