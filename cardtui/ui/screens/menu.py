"""The main menu: the saved matches to continue or delete, new game, rules, settings, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardtui.i18n import t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.plain import plain

if TYPE_CHECKING:
    from cardtui.storage.saves import SaveInfo
    from cardtui.ui.remote_session import RemoteSession
    from cardtui.ui.screens.learn_session import LearnSession
    from cardtui.ui.session import Session


def logo(ascii_only: bool = False) -> Text:
    """A fan of four cards and the name (drawn without loading the engine); the rank
    letters as the table's cards write them (Russian В Д К Т, in ASCII V D K T)."""
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
        for row, text in ((1, f"{rank_text(rank, ascii_only)}{suit} "), (2, f"  {suit}")):
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
        max-height: 12;
        border: round $accent;
    }
    MenuScreen #menu.with-saves {
        width: 76;
        max-width: 100vw;
    }
    MenuScreen #notice {
        width: 76;
        max-width: 100vw;
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
        Binding("d,delete", "delete_save", "ui.key.delete_save"),
        Binding("o", "settings", "ui.key.settings"),
        Binding("q", "app.quit", "ui.key.quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self.saves: list[SaveInfo] = []
        """The saved matches offered, newest first."""
        self.notice = ""
        self._started = False
        self._built = False
        """Whether the menu's widgets are there: not while a table opened at start covers it."""

    @property
    def resume(self) -> SaveInfo | None:
        """The newest saved match (the one ``c`` continues), if any."""
        return self.saves[0] if self.saves else None

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        return app_host(self.app)

    def compose(self) -> ComposeResult:
        """Logo, menu, notice line, footer; nothing yet under a table opened at start
        (``cardtui play``): the menu is built, and the saves scanned, when it is shown."""
        self._built = self._built or self.app.screen is self
        if not self._built:
            return
        with Middle():
            with Center():
                yield Static(logo(self.cardtui.look.ascii_only), id="logo")
            with Center():
                yield Static(t("ui.menu.tagline"), id="tagline")
            with Center():
                yield OptionList(*self._options(), id="menu")
            with Center():
                yield Static("", id="notice")
        yield Footer()

    def _options(self) -> list[Option]:
        from cardtui.ui.saved_list import label

        items = [Option(Text(label(info)), id=f"save-{i}") for i, info in enumerate(self.saves)]
        items += [
            Option(t("ui.menu.new"), id="new"),
            Option(t("ui.menu.learn"), id="learn"),
            Option(t("ui.menu.online"), id="online"),
            Option(t("ui.menu.replays"), id="replays"),
            Option(t("ui.menu.stats"), id="stats"),
            Option(t("ui.menu.rules"), id="rules"),
            Option(t("ui.menu.settings"), id="settings"),
            Option(t("ui.menu.quit"), id="quit"),
        ]
        return items

    def on_mount(self) -> None:
        """Look for a saved match once the first screen is painted."""
        if self._built:
            self.call_after_refresh(self.check_save)

    async def on_screen_resume(self) -> None:
        """Coming back from a table or dialog: the save may have changed."""
        if not self.is_mounted or self.app.screen is not self:  # a table opened over it at start
            return
        if not self._built:  # first shown now, after the table opened at start
            await self.recompose()
        self.check_save()

    def check_save(self) -> None:
        """List the saved matches; damaged ones are set aside and reported in one line each."""
        from cardtui.ui import saved_list

        notices: list[str] = []
        if not self._started:
            self._started = True
            notices += saved_list.start_up()
        found = saved_list.scan()
        self.saves = found.saves
        if notices or found.notices:
            self.notice = "\n".join(notices + found.notices)
        self._rebuild()

    async def retranslate(self) -> None:
        """Draw the menu again in the new language."""
        translate_bindings(self)
        if self._built:  # else it is drawn in the new language when first shown
            await self.recompose()
            self._rebuild()

    def _rebuild(self) -> None:
        menu = self.query_one("#menu", OptionList)
        menu.clear_options()
        menu.add_options(self._options())
        menu.set_class(bool(self.saves), "with-saves")
        menu.highlighted = 0
        menu.focus()
        self.query_one("#notice", Static).update(plain(self.notice))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Continue only when there is a match to continue; delete only on a saved match."""
        if action == "resume":
            return self.resume is not None
        if action == "delete_save":
            if not self.saves:
                return False
            return True if self._highlighted_save() is not None else None
        return True

    def _highlighted_save(self) -> SaveInfo | None:
        try:
            menu = self.query_one("#menu", OptionList)
        except Exception:  # not composed yet
            return None
        index = menu.highlighted
        return self.saves[index] if index is not None and index < len(self.saves) else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The delete key applies to saved matches only."""
        self.refresh_bindings()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Run the chosen item."""
        option_id = event.option.id or ""
        if option_id.startswith("save-"):
            self.open_save(self.saves[int(option_id[5:])])
            return
        actions = {
            "new": self.action_new_game,
            "learn": self.action_learn,
            "online": self.action_online,
            "replays": self.action_replays,
            "stats": self.action_stats,
            "rules": self.cardtui.action_rules,
            "settings": self.action_settings,
            "quit": self.app.exit,
        }
        handler = actions.get(option_id)
        if handler is not None:
            handler()

    def action_resume(self) -> None:
        """Continue the newest saved match."""
        if self.resume is not None:
            self.open_save(self.resume)

    def open_save(self, info: SaveInfo) -> None:
        """Continue ``info``'s match; one line says why when it cannot be."""
        from cardtui.ui import saved_list

        session, self.notice = saved_list.open_save(info, self.cardtui.autosave)
        if session is not None:
            self.cardtui.open_table(session)
        else:
            self.check_save()

    def action_delete_save(self) -> None:
        """Delete the highlighted saved match, once the player confirms."""
        from cardtui.ui.saved_list import title
        from cardtui.ui.screens.confirm import confirm_delete

        info = self._highlighted_save()
        if info is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.notice = _delete(info)
                self.check_save()

        self.app.push_screen(confirm_delete(title(info)), answered)

    def action_new_game(self) -> None:
        """Open the setup screen."""
        from cardtui.ui.screens.setup import SetupScreen

        def started(session: Session | None) -> None:
            if session is not None:
                self.cardtui.open_table(session)

        self.app.push_screen(SetupScreen(), started)

    def action_learn(self) -> None:
        """Learn to play: pick a game, then its practice table with the coach."""
        from cardtui.ui.screens.learn import LearnScreen
        from cardtui.ui.screens.learn_table import LearnTableScreen

        def chosen(session: LearnSession | None) -> None:
            if session is not None:
                self.app.push_screen(LearnTableScreen(session))

        self.app.push_screen(LearnScreen(), chosen)

    def action_online(self) -> None:
        """Play online: join a network table or host one."""
        from cardtui.ui.screens.online import HostScreen, JoinScreen, OnlineScreen

        def seated(session: RemoteSession | None) -> None:
            if session is not None:
                self.cardtui.open_remote(session)

        def chosen(way: str | None) -> None:
            if way == "join":
                self.app.push_screen(JoinScreen(), seated)
            elif way == "host":
                self.app.push_screen(HostScreen(), seated)

        self.app.push_screen(OnlineScreen(), chosen)

    def action_stats(self) -> None:
        """Open the statistics of finished matches."""
        from cardtui.ui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen())

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
            for shown in self.query("#logo").results(Static):  # the card style may be new
                shown.update(logo(self.cardtui.look.ascii_only))

        self.app.push_screen(SettingsScreen(), closed)


def _delete(info: SaveInfo) -> str:
    """Delete a save (refused while another window plays it); the line to show."""
    from cardtui.storage.files import one_line
    from cardtui.storage.locks import MatchLock, MatchLocked
    from cardtui.storage.saves import MatchSave

    lock = MatchLock(info.folder)
    try:
        lock.acquire()
        MatchSave(info.folder, lock).delete()
    except MatchLocked as exc:
        return t("ui.saves.locked", pid=exc.pid or "?")
    except OSError as exc:
        lock.release()
        return t("ui.saves.delete_failed", error=one_line(str(exc), 80))
    return t("ui.saves.deleted")


def _lang() -> str:
    from cardtui.i18n import current_language

    return current_language()
