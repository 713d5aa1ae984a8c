"""New-game setup, built from the registry: game, options, seats and names, seed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from cardtui.bots import LEVELS
from cardtui.engine import CardtuiError, Game, OptionError, OptionSpec, all_games, get_game
from cardtui.i18n import current_language, has, t
from cardtui.safe_text import SAFE_INPUT, safe_line
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.games import hooks_for
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.session import HUMAN, SeatSpec, Session
from cardtui.ui.widgets.drop_down import DropDown
from cardtui.ui.widgets.tick_box import TickBox

SEAT_KINDS: tuple[str, ...] = (HUMAN, *LEVELS)


def option_text(game: Game, spec: OptionSpec) -> str:
    """The one-line description of an option (its key when there is none)."""
    key = f"option.{game.id}.{spec.key}"
    return t(key) if has(key) else spec.key.replace("_", " ")


def choice_text(game: Game, spec: OptionSpec, value: str) -> str:
    """The name of one value of a choice option (the game's hook, else its catalogue)."""
    own = hooks_for(game.id).option_choice(spec.key, value)
    if own is not None:
        return own
    key = f"choice.{game.id}.{spec.key}.{value}"
    return t(key) if has(key) else value


def _either(items: list[str]) -> str:
    """``2 or 4``, ``4, 5 or 6``."""
    if len(items) <= 1:
        return "".join(items)
    return t("ui.layout.join_or", a=", ".join(items[:-1]), b=items[-1])


def error_text(game: Game, exc: CardtuiError) -> str:
    """A refused set-up in the player's words: the rule broken, named as the form names it."""
    if not isinstance(exc, OptionError):
        return safe_line(str(exc), 200)
    own = f"ui.layout.error.{game.id}.{exc.option}"
    if has(own):
        return t(own)
    if exc.option == "seats":
        counts = _either([str(n) for n in game.seat_counts])
        return t("ui.layout.error.seats", title=game.name(current_language()), counts=counts)
    spec = next((s for s in game.options if s.key == exc.option), None)
    if spec is None:
        return t("ui.layout.error.unknown", option=exc.option)
    name = option_text(game, spec)
    if spec.kind == "int" and spec.maximum is None:
        return t("ui.layout.error.int_open", option=name, low=spec.minimum)
    if spec.kind == "int":
        return t("ui.layout.error.int", option=name, low=spec.minimum, high=spec.maximum)
    if spec.kind == "seats":
        return t("ui.layout.error.seat_list", option=name)
    if spec.kind == "choice":
        values = _either([choice_text(game, spec, c) for c in spec.choices])
        return t("ui.layout.error.choice", option=name, values=values)
    return t("ui.layout.error.option", option=name)


def parse_seed(text: str) -> int | None:
    """A seed from ``123456`` or a deal code ``123456-3``; empty gives ``None``."""
    text = text.strip()
    if not text:
        return None
    head = text.split("-", 1)[0].strip()
    if not head.isdigit():
        raise ValueError(text)
    return int(head)


class SetupScreen(Screen["Session | None"]):
    """Dismisses with a new :class:`Session`, or ``None`` when cancelled."""

    DEFAULT_CSS = """
    SetupScreen { align: center middle; }
    SetupScreen #frame {
        width: 84;
        max-width: 100%;
        height: 1fr;
        border: round $accent;
        border-title-style: bold;
        padding: 0 1;
    }
    SetupScreen #form { height: 1fr; scrollbar-size-vertical: 1; }
    SetupScreen .row { height: auto; }
    SetupScreen .row > Label { width: 16; }
    SetupScreen .row > Select { width: 1fr; }
    SetupScreen .row > Input { width: 1fr; }
    SetupScreen .seat-kind { width: 24; margin-right: 1; }
    SetupScreen .option { height: auto; }
    SetupScreen .option > Label { width: 1fr; padding-left: 1; }
    SetupScreen .option > TickBox { width: 3; }
    SetupScreen .option > Input { width: 14; }
    SetupScreen .option > Select { width: 28; }
    SetupScreen .row:focus-within > Label, SetupScreen .option:focus-within > Label {
        color: $accent;
        text-style: bold;
    }
    SetupScreen Select:focus > SelectCurrent, SetupScreen Input:focus {
        background: $accent 30%;
        text-style: bold;
    }
    SetupScreen .section { margin-top: 1; text-style: bold; color: $accent; }
    SetupScreen #error { color: $error; height: auto; max-height: 3; }
    SetupScreen #buttons { height: 1; align-horizontal: right; }
    SetupScreen #buttons Button { margin-left: 1; }
    SetupScreen #buttons Button:focus { text-style: bold reverse; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "ui.key.cancel"),
        Binding("ctrl+s", "start", "ui.key.start"),
    ]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        translate_bindings(self)
        games = all_games()
        wanted = game_id or app_host(self.app).settings.last_game
        ids = [g.id for g in games]
        self.game: Game = get_game(wanted if wanted in ids else ids[0])
        self.num_seats = self.game.default_seats
        self.seat_specs: list[SeatSpec] = []
        self.option_values: dict[str, Any] = {}
        self.hints = False
        """Hints in a match of several people (always on with one person)."""
        self._reset_seats()

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        return app_host(self.app)

    def _reset_seats(self) -> None:
        name = self.cardtui.settings.player_name
        old = self.seat_specs
        self.seat_specs = [
            old[i] if i < len(old) else SeatSpec(HUMAN, name) if i == 0 else SeatSpec("simple")
            for i in range(self.num_seats)
        ]

    # --- form ---------------------------------------------------------------

    def compose(self) -> ComposeResult:
        """The form for the chosen game; the error line and Start stay below it, always seen."""
        frame = Vertical(id="frame")
        frame.border_title = t("ui.setup.title")
        with frame:
            with VerticalScroll(id="form"):
                yield from self._fields()
            yield Static("", id="error", markup=False)
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.cancel"), compact=True, id="cancel")
                yield Button(t("ui.setup.start"), variant="primary", compact=True, id="start")
        yield Footer()

    def _fields(self) -> ComposeResult:
        lang = current_language()
        game = self.game
        with Horizontal(classes="row"):
            yield Label(t("ui.setup.game"))
            yield DropDown(
                [(g.name(lang), g.id) for g in all_games()],
                value=game.id,
                allow_blank=False,
                compact=True,
                id="game",
            )
        counts = game.seat_counts
        if len(counts) > 1:
            with Horizontal(classes="row"):
                yield Label(t("ui.setup.seats"))
                yield DropDown(
                    [(str(n), n) for n in counts],
                    value=self.num_seats,
                    allow_blank=False,
                    compact=True,
                    id="nseats",
                )
        yield Static(t("ui.setup.players"), classes="section")
        yield from self._seat_rows()
        yield Horizontal(
            TickBox("", self.hints, compact=True, id="hints"),
            Label(t("ui.setup.hints")),
            classes="option",
        )
        if game.options:
            yield Static(t("ui.setup.options"), classes="section")
            for spec in game.options:
                yield self._option_row(spec)
        yield Static(t("ui.setup.seed_section"), classes="section")
        with Horizontal(classes="row"):
            yield Label(t("ui.setup.seed"))
            yield Input(
                placeholder=t("ui.setup.seed_hint"), compact=True, id="seed", restrict=SAFE_INPUT
            )

    def on_mount(self) -> None:
        """The first field has the focus."""
        self.query_one("#game", Select).focus()

    def _seat_rows(self) -> ComposeResult:
        kinds = [(t(f"ui.level.{k}"), k) for k in SEAT_KINDS]
        for seat, spec in enumerate(self.seat_specs):
            with Horizontal(classes="row"):
                yield Label(t("ui.setup.seat", n=seat + 1))
                yield DropDown(
                    kinds,
                    value=spec.kind,
                    allow_blank=False,
                    compact=True,
                    id=f"seat-{seat}",
                    classes="seat-kind",
                )
                yield Input(
                    spec.name,
                    placeholder=t("ui.setup.name"),
                    max_length=20,
                    restrict=SAFE_INPUT,  # nothing a terminal would obey, even pasted
                    compact=True,
                    id=f"name-{seat}",
                )

    def _option_row(self, spec: OptionSpec) -> Horizontal:
        value = self.option_values.get(spec.key, spec.default)
        ident = f"opt-{spec.key}"
        description = option_text(self.game, spec)
        if spec.kind == "bool":
            return Horizontal(
                TickBox("", bool(value), compact=True, id=ident),
                Label(description),
                classes="option",
            )
        widget: Select[str] | Input
        if spec.kind == "choice":
            options = [(choice_text(self.game, spec, c), c) for c in spec.choices]
            widget = DropDown(options, value=str(value), allow_blank=False, compact=True, id=ident)
        elif spec.kind == "int":
            widget = Input(str(value), type="integer", compact=True, id=ident)
        else:
            widget = Input(
                spec.as_text(value), placeholder="1,3", compact=True, id=ident, restrict=SAFE_INPUT
            )
        return Horizontal(widget, Label(description), classes="option")

    # --- reading the form ---------------------------------------------------

    def _read(self) -> None:
        """Keep what was entered, so a rebuilt form shows it again."""
        specs = []
        for seat in range(len(self.seat_specs)):
            kinds = self.query(f"#seat-{seat}").results(Select)
            names = self.query(f"#name-{seat}").results(Input)
            kind = next((str(k.value) for k in kinds), HUMAN)
            name = next((n.value.strip() for n in names), "")
            specs.append(SeatSpec(kind, name))
        self.seat_specs = specs
        for box in self.query("#hints").results(Checkbox):
            self.hints = box.value
        for spec in self.game.options:
            for widget in self.query(f"#opt-{spec.key}"):
                if isinstance(widget, Checkbox | Input | Select):
                    self.option_values[spec.key] = widget.value

    async def on_select_changed(self, event: Select.Changed) -> None:
        """A new game or seat count rebuilds the form."""
        if event.select.id == "game" and event.value != self.game.id:
            self._read()
            self.game = get_game(str(event.value))
            self.num_seats = self.game.default_seats
            self.option_values = {}
            self._reset_seats()
            await self.recompose()
            self.query_one("#game", Select).focus()
        elif event.select.id == "nseats" and event.value != self.num_seats:
            self._read()
            self.num_seats = int(str(event.value))
            self._reset_seats()
            await self.recompose()
            self.query_one("#nseats", Select).focus()

    def on_click(self, event: events.Click) -> None:
        """A click on a house rule's description ticks its box too."""
        row = event.widget.parent if isinstance(event.widget, Label) else None
        if row is not None and row.has_class("option"):
            for box in row.query(TickBox):
                box.toggle()
                box.focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start or cancel."""
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def action_start(self) -> None:
        """Check everything through the engine and start the match."""
        self._read()
        error = self.query_one("#error", Static)
        try:
            seed = parse_seed(self.query_one("#seed", Input).value)
        except ValueError:
            error.update(t("ui.setup.bad_seed"))
            return
        options = {k: v for k, v in self.option_values.items() if v != ""}
        try:
            session = Session.new(
                self.game.id, self.seat_specs, seed, options, self.cardtui.autosave, self.hints
            )
        except CardtuiError as exc:
            error.update(t("ui.setup.error", error=error_text(self.game, exc)))
            return
        self.cardtui.store_settings(replace(self.cardtui.settings, last_game=self.game.id))
        self.dismiss(session)

    def action_cancel(self) -> None:
        """Back to the menu."""
        self.dismiss(None)
