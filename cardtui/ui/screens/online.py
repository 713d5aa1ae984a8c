"""Play online: join a network table (address, code, name) or host one from this app.

Both forms dismiss with the :class:`~cardtui.ui.remote_session.RemoteSession` of the
seat taken (the menu opens its table), or ``None`` (Escape). A refusal or an address
that cannot be reached is said in one line, as plain text, and the form stays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from cardtui.engine import CardtuiError, Game, all_games, get_game
from cardtui.i18n import current_language, t
from cardtui.net.table import HOST, REMOTE
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.host_rows import (
    STANDIN_AFTER,
    default_kinds,
    option_row,
    read_kinds,
    read_options,
    seat_row,
    standin_rows,
)
from cardtui.ui.remote_session import (
    WATCH,
    JoinFailed,
    RemoteSession,
    host_table,
    join_table,
)
from cardtui.ui.screens.setup import error_text

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


HOST_CSS = """
HostScreen { align: center middle; }
HostScreen #form {
    width: 76; max-width: 100%; height: 1fr; max-height: 100%; border: round $accent;
    padding: 0 1; background: $surface;
}
HostScreen #rows { height: 1fr; scrollbar-size-vertical: 1; }
HostScreen .row { height: 1; }
HostScreen .row Label { width: 14; padding: 0 1 0 0; }
HostScreen .row Input, HostScreen .row Select { width: 1fr; }
HostScreen Input { background: $boost; }
HostScreen Input:focus, HostScreen Select:focus > SelectCurrent { background: $accent 30%; }
HostScreen .option { height: auto; }
HostScreen .option > Label { width: 1fr; padding-left: 1; }
HostScreen .option > TickBox { width: 3; }
HostScreen .option > Input { width: 14; }
HostScreen .option > Select { width: 28; }
HostScreen .row:focus-within > Label, HostScreen .option:focus-within > Label {
    color: $accent; text-style: bold;
}
HostScreen .section { margin-top: 1; text-style: bold; color: $accent; }
HostScreen #buttons { height: 1; align: right middle; }
HostScreen Button { margin: 0 1; }
HostScreen #error { color: $error; height: auto; max-height: 3; }
"""
MAX_AWAY = 3600
"""The longest away time before a stand-in the form takes (as ``cardtui host``)."""


@dataclass(frozen=True)
class HostSetup:
    """A table as the form sets it up."""

    game: str
    seats: list[str]
    options: dict[str, Any]
    standin_after: float
    standin_level: str


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

    def row(self, label: str, widget: Widget) -> Horizontal:
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
    """The game, its seats (the host, friends, bots by level), the house rules (as the
    local setup offers them), the stand-in settings, the port and the address to listen
    on: what ``cardtui host GAME --seats ... --option ...`` takes."""

    DEFAULT_CSS = HOST_CSS

    def __init__(self) -> None:
        super().__init__()
        self.game: Game = all_games()[0]
        self.num_seats = self.game.default_seats
        self.kinds = default_kinds(self.game)
        self.options: dict[str, Any] = {}
        self.kept: dict[str, str] = {
            "name": "",
            "port": str(PORT),
            "bind": "127.0.0.1",
            "standin-after": str(STANDIN_AFTER),
        }
        self.standin_level = "simple"

    def compose(self) -> ComposeResult:
        """The rows in a scrolled part; the error line and the buttons always seen."""
        with Vertical(id="form") as form:
            form.border_title = t("ui.net.menu_host")
            with VerticalScroll(id="rows"):
                yield from self._rows()
            yield Static("", id="error", markup=False)
            yield self.buttons(t("ui.net.host"))

    def _rows(self) -> ComposeResult:
        lang, game = current_language(), self.game
        games = [(g.name(lang), g.id) for g in all_games()]
        yield self.row(
            t("ui.net.game"),
            Select(games, value=game.id, allow_blank=False, compact=True, id="game"),
        )
        if len(game.seat_counts) > 1:
            counts = [(str(n), n) for n in game.seat_counts]
            yield self.row(
                t("ui.setup.seats"),
                Select(counts, value=self.num_seats, allow_blank=False, compact=True, id="nseats"),
            )
        yield self.row(t("ui.net.name"), field(self.kept["name"], "name", length=20))
        yield Static(t("ui.setup.players"), classes="section")
        for seat, kind in enumerate(self.kinds):
            yield seat_row(seat, kind)
        if game.options:
            yield Static(t("ui.setup.options"), classes="section")
            for spec in game.options:
                yield option_row(game, spec, self.options.get(spec.key, spec.default))
        yield Static(t("ui.net.away_section"), classes="section")
        yield from standin_rows(self.kept["standin-after"], self.standin_level)
        yield Static(t("ui.net.network_section"), classes="section")
        yield self.row(t("ui.net.port"), field(self.kept["port"], "port", length=5))
        yield self.row(t("ui.net.bind"), field(self.kept["bind"], "bind", length=64))
        yield Static(t("ui.net.bind_help"), markup=False)

    def on_mount(self) -> None:
        """The game has the focus."""
        self.query_one("#game", Select).focus()

    def _read(self) -> None:
        """Keep what was entered, so a rebuilt form shows it again."""
        self.kinds = read_kinds(self, self.num_seats)
        self.options = read_options(self, self.game)
        for ident in self.kept:
            self.kept[ident] = self.query_one(f"#{ident}", Input).value
        self.standin_level = str(self.query_one("#standin-level", Select).value)

    async def on_select_changed(self, event: Select.Changed) -> None:
        """Another game or number of players rebuilds the form (a game: its usual seats)."""
        ident = event.select.id
        if ident == "game" and event.value != self.game.id:
            self._read()
            self.game = get_game(str(event.value))
            self.num_seats, self.options = self.game.default_seats, {}
            self.kinds = default_kinds(self.game)
        elif ident == "nseats" and event.value != self.num_seats:
            self._read()
            self.num_seats = int(str(event.value))
            self.kinds = (self.kinds + default_kinds(self.game, self.num_seats))[: self.num_seats]
        else:
            return
        await self.recompose()
        self.query_one(f"#{ident}", Select).focus()

    def submit(self, watch: bool = False) -> None:
        """Open the table and take the host's seat."""
        self._read()
        port, after = self.kept["port"].strip(), self.kept["standin-after"].strip()
        if not port.isdigit() or not 0 <= int(port) <= 65535:
            self.fail(t("ui.net.bad_port"))
            return
        if not after.isdigit() or int(after) > MAX_AWAY:
            self.fail(t("ui.net.bad_away", most=MAX_AWAY))
            return
        refused = self._refused()
        if refused:
            self.fail(refused)
            return
        if not self._working:
            self._working = True
            self.query_one("#error", Static).update(t("ui.net.connecting"))
            setup = HostSetup(
                self.game.id, self.kinds, self.options, float(after), self.standin_level
            )
            self._host(
                setup,
                self.kept["name"].strip(),
                self.kept["bind"].strip() or "127.0.0.1",
                int(port),
            )

    def _refused(self) -> str:
        """Why the engine would not start this set-up, in the setup form's words."""
        people = ("human" if kind in (HOST, REMOTE) else kind for kind in self.kinds)
        try:
            self.game.new_match(self.num_seats, self.options, 1, seats=list(people))
        except CardtuiError as exc:
            return t("ui.setup.error", error=error_text(self.game, exc))
        return ""

    @work(exclusive=True, group="host")
    async def _host(self, setup: HostSetup, name: str, bind: str, port: int) -> None:
        try:
            session = await host_table(
                setup.game,
                setup.seats,
                name,
                bind,
                port,
                setup.options,
                setup.standin_after,
                setup.standin_level,
            )
        except JoinFailed as exc:
            self.fail(str(exc))
            return
        self.dismiss(session)
