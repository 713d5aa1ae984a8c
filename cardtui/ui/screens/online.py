"""Play online: join a network table (address, code, name) or host one from this app.

Both forms dismiss with the :class:`~cardtui.ui.remote_session.RemoteSession` of the
seat taken (the menu opens its table), or ``None`` (Escape). A refusal or an address
that cannot be reached is said in one line, as plain text, and the form stays.
"""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from cardtui.engine import all_games, get_game
from cardtui.i18n import current_language, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.remote_session import (
    WATCH,
    JoinFailed,
    RemoteSession,
    host_table,
    join_table,
)

PORT = 8765
FORM_CSS = """
{name} {{ align: center middle; }}
{name} #form {{
    width: 64; max-width: 100%; height: auto; border: round $accent;
    padding: 1 2; background: $surface;
}}
{name} .row {{ height: 1; margin-bottom: 1; }}
{name} .row Label {{ width: 12; padding: 0 1 0 0; }}
{name} .row Input, {name} .row Select {{ width: 1fr; }}
{name} .row Input {{ background: $boost; }}
{name} .row Input:focus {{ background: $accent 30%; }}
{name} #buttons {{ height: auto; align: center middle; }}
{name} Button {{ margin: 0 1; }}
{name} #error {{ color: $error; height: auto; }}
"""


def default_seats(game_id: str) -> str:
    """The host, one friend, simple bots for the rest."""
    game = get_game(game_id)
    return ",".join(["host", "remote"] + ["simple"] * (game.default_seats - 2))


def field(value: str, ident: str, placeholder: str = "", length: int = 200) -> Input:
    """A one-line field of a form."""
    return Input(value, placeholder=placeholder, id=ident, max_length=length, compact=True)


class OnlineScreen(ModalScreen[str | None]):
    """Join a table or host one (dismissed with ``join``, ``host`` or ``None``)."""

    DEFAULT_CSS = """
    OnlineScreen { align: center middle; }
    OnlineScreen OptionList { width: 40; height: auto; border: round $accent; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "ui.key.cancel")]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)

    def compose(self) -> ComposeResult:
        """The two ways to play online."""
        menu = OptionList(
            Option(t("ui.net.menu_join"), id="join"), Option(t("ui.net.menu_host"), id="host")
        )
        menu.border_title = t("ui.menu.online")
        yield menu

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open the chosen form."""
        self.dismiss(event.option.id)

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)


class _Form(ModalScreen[RemoteSession | None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "ui.key.cancel")]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self._working = False

    def row(self, label: str, widget: Input | Select[str]) -> Horizontal:
        return Horizontal(Label(label), widget, classes="row")

    def buttons(self, go: str, *more: Button) -> Horizontal:
        return Horizontal(
            Button(go, variant="primary", id="go", compact=True),
            *more,
            Button(t("ui.net.cancel"), id="cancel", compact=True),
            id="buttons",
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Go (or watch), or back to the menu."""
        if event.button.id == "go":
            self.submit()
        elif event.button.id == "watch":
            self.submit(watch=True)
        else:
            self.dismiss(None)

    def on_input_submitted(self) -> None:
        """Enter in a field goes."""
        self.submit()

    def submit(self, watch: bool = False) -> None:
        raise NotImplementedError

    def value(self, ident: str) -> str:
        return self.query_one(f"#{ident}", Input).value.strip()

    def fail(self, text: str) -> None:
        self._working = False
        self.query_one("#error", Static).update(text)

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)


class JoinScreen(_Form):
    """The address, the table code and a name; Join takes a seat, Watch watches as a
    spectator (no seat, no hand, the public view only)."""

    DEFAULT_CSS = FORM_CSS.format(name="JoinScreen")

    def compose(self) -> ComposeResult:
        """The three fields, the buttons, the error line."""
        with Vertical(id="form") as form:
            form.border_title = t("ui.net.menu_join")
            yield self.row(t("ui.net.address"), field("", "address", "ws://127.0.0.1:8765"))
            yield self.row(t("ui.net.code"), field("", "code", "ABCD-EFGH", 16))
            yield self.row(t("ui.net.name"), field("", "name", length=20))
            yield Static("", id="error", markup=False)
            watch = Button(t("ui.net.watch"), id="watch", compact=True)
            yield self.buttons(t("ui.net.join"), watch)

    def submit(self, watch: bool = False) -> None:
        """Take a seat (or watch) with what was typed."""
        address, code = self.value("address"), self.value("code")
        if not address or not code:
            self.fail(t("ui.net.need_address"))
            return
        if not self._working:
            self._working = True
            self.query_one("#error", Static).update(t("ui.net.connecting"))
            self._join(address, code, self.value("name"), watch)

    @work(exclusive=True, group="join")
    async def _join(self, address: str, code: str, name: str, watch: bool) -> None:
        try:
            session = await join_table(address, code, name, seat=WATCH if watch else None)
        except JoinFailed as exc:
            self.fail(str(exc))
            return
        self.dismiss(session)


class HostScreen(_Form):
    """The game, the seats, the port and the address to listen on."""

    DEFAULT_CSS = FORM_CSS.format(name="HostScreen")

    def compose(self) -> ComposeResult:
        """The fields, the buttons, the error line."""
        lang = current_language()
        games = [(g.name(lang), g.id) for g in all_games()]
        first = games[0][1]
        with Vertical(id="form") as form:
            form.border_title = t("ui.net.menu_host")
            yield self.row(
                t("ui.net.game"),
                Select(games, value=first, allow_blank=False, compact=True, id="game"),
            )
            yield self.row(t("ui.net.seats"), field(default_seats(first), "seats"))
            yield self.row(t("ui.net.name"), field("", "name", length=20))
            yield self.row(t("ui.net.port"), field(str(PORT), "port", length=5))
            yield self.row(t("ui.net.bind"), field("127.0.0.1", "bind", length=64))
            yield Static(t("ui.net.seats_help"), markup=False)
            yield Static("", id="error", markup=False)
            yield self.buttons(t("ui.net.host"))

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another game: its usual seats."""
        if isinstance(event.value, str):
            self.query_one("#seats", Input).value = default_seats(event.value)

    def submit(self, watch: bool = False) -> None:
        """Open the table and take the host's seat."""
        game = self.query_one("#game", Select).value
        port = self.value("port")
        if not isinstance(game, str) or not port.isdigit() or not 0 <= int(port) <= 65535:
            self.fail(t("ui.net.bad_port"))
            return
        seats = [s.strip() for s in self.value("seats").split(",") if s.strip()]
        if not self._working:
            self._working = True
            self.query_one("#error", Static).update(t("ui.net.connecting"))
            self._host(
                game, seats, self.value("name"), self.value("bind") or "127.0.0.1", int(port)
            )

    @work(exclusive=True, group="host")
    async def _host(self, game: str, seats: list[str], name: str, bind: str, port: int) -> None:
        try:
            session = await host_table(game, seats, name, bind, port)
        except JoinFailed as exc:
            self.fail(str(exc))
            return
        self.dismiss(session)
