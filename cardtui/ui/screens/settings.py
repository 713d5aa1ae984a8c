"""Settings: language, card drawing, rank letters and hand order, colours, bot speed, trick pause, name."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from cardtui.i18n import current_language, has, set_language, system_language, t
from cardtui.safe_text import SAFE_INPUT
from cardtui.storage.settings import (
    BOT_BUDGETS,
    BOT_SPEEDS,
    CARD_STYLES,
    HAND_SORTS,
    LANGUAGE_CHOICES,
    RANK_STYLES,
    TRICK_PAUSES,
    budget_choice,
)
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.host import AppHost, app_host
from cardtui.ui.widgets.drop_down import DropDown
from cardtui.ui.widgets.tick_box import TickBox

SELECT_ROWS: tuple[tuple[str, str], ...] = (
    ("language", "ui.settings.language"),
    ("card_style", "ui.settings.cards"),
    ("card_ranks", "ui.settings.ranks"),
    ("hand_sort", "ui.settings.sort"),
    ("bot_speed", "ui.settings.speed"),
    ("trick_pause", "ui.settings.trick_pause"),
    ("bot_budget", "ui.settings.budget"),
)
"""The settings chosen from a list (setting attribute, label key), in screen order; the
colour boxes stand between the first four and the rest."""


class SettingsScreen(Screen[bool]):
    """Dismisses with True when the language changed (the menu is then rebuilt)."""

    DEFAULT_CSS = """
    SettingsScreen {
        align: center middle;
    }
    SettingsScreen #settings {
        width: 78;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        padding: 0 1;
    }
    SettingsScreen .row {
        height: auto;
        margin-top: 1;
    }
    SettingsScreen .row Label {
        width: 22;
    }
    SettingsScreen .title {
        text-style: bold;
    }
    SettingsScreen .row Label.second {
        width: auto;
        margin: 0 1 0 3;
    }
    SettingsScreen .row:focus-within Label {
        color: $accent;
        text-style: bold;
    }
    SettingsScreen .row Select, SettingsScreen .row Input {
        width: 1fr;
    }
    SettingsScreen Select:focus > SelectCurrent, SettingsScreen Input:focus {
        background: $accent 30%;
        text-style: bold;
    }
    SettingsScreen #buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    SettingsScreen #buttons Button {
        margin-left: 1;
    }
    SettingsScreen #buttons Button:focus {
        text-style: bold reverse;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "ui.key.cancel"),
        Binding("ctrl+s", "save", "ui.key.save"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)
        self._entry_language = current_language()
        self._entry_choice = ""

    @property
    def cardtui(self) -> AppHost:
        """The app, typed."""
        return app_host(self.app)

    def _choices(self) -> dict[str, list[tuple[str, str]]]:
        """The options of each select, in the current language."""
        system = t(f"ui.lang.{system_language()}")
        return {
            "language": [
                (t("ui.lang.auto", name=system) if c == "" else t(f"ui.lang.{c}"), c)
                for c in LANGUAGE_CHOICES
            ],
            "card_style": [(t(f"ui.settings.style.{c}"), c) for c in CARD_STYLES],
            "card_ranks": [(t(f"ui.settings.ranks.{c}"), c) for c in RANK_STYLES],
            "hand_sort": [(t(f"ui.settings.sort.{c}"), c) for c in HAND_SORTS],
            "bot_speed": [(t(f"ui.settings.speed.{c}"), c) for c in BOT_SPEEDS],
            "trick_pause": [(t(f"ui.settings.trick_pause.{c}"), c) for c in TRICK_PAUSES],
            "bot_budget": [(t(f"ui.settings.budget.{c}"), c) for c in BOT_BUDGETS],
        }

    def _current(self, key: str) -> str:
        """The choice shown first for a setting: its value (the strong bots' time by name)."""
        value = getattr(self.cardtui.settings, key)
        return budget_choice(value) if key == "bot_budget" else str(value)

    def _select_row(
        self, key: str, label: str, choices: dict[str, list[tuple[str, str]]]
    ) -> Horizontal:
        """A setting chosen from a list: its label and a drop-down with the current value."""
        select = DropDown(
            choices[key],
            value=self._current(key),
            allow_blank=False,
            compact=True,
            id=key,
        )
        return Horizontal(Label(t(label), name=label), select, classes="row")

    def compose(self) -> ComposeResult:
        """One labelled control per setting, one line each (fits 80x24 with the footer)."""
        s = self.cardtui.settings
        self._entry_choice = s.language
        choices = self._choices()
        with VerticalScroll(id="settings"):
            yield Static(t("ui.settings.title"), classes="title", name="ui.settings.title")
            for key, label in SELECT_ROWS[:4]:
                yield self._select_row(key, label, choices)
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.colour"), name="ui.settings.colour")
                yield TickBox("", value=s.colour, compact=True, id="colour")
                yield Label(
                    t("ui.settings.four_colour"), name="ui.settings.four_colour", classes="second"
                )
                yield TickBox("", value=s.four_colour, compact=True, id="four_colour")
            for key, label in SELECT_ROWS[4:]:
                yield self._select_row(key, label, choices)
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.name"), name="ui.settings.name")
                yield Input(
                    s.player_name,
                    placeholder=t("ui.seat.you"),
                    max_length=20,
                    restrict=SAFE_INPUT,  # nothing a terminal would obey, even pasted
                    compact=True,
                    id="player_name",
                )
            with Horizontal(id="buttons"):
                yield Button(
                    t("ui.settings.cancel"), compact=True, id="cancel", name="ui.settings.cancel"
                )
                yield Button(
                    t("ui.settings.save"),
                    variant="primary",
                    compact=True,
                    id="save",
                    name="ui.settings.save",
                )
        yield Footer()

    def on_mount(self) -> None:
        """The first setting has the focus."""
        self.query_one("#language", Select).focus()

    def _wanted_language(self, choice: str) -> str:
        """The language a choice of the list means; the saved choice keeps the one in use
        (``--lang ru`` holds while the file says "system")."""
        if choice == self._entry_choice:
            return self._entry_language
        return choice or system_language()

    def on_select_changed(self, event: Select.Changed) -> None:
        """A new language is applied to this screen at once (Cancel brings the old one back).

        The list announces its first value when it is mounted: that is no change."""
        if event.select.id != "language" or event.value is Select.BLANK:
            return
        wanted = self._wanted_language(str(event.value))
        if wanted != current_language():
            set_language(wanted)
            self._retranslate()

    def _retranslate(self) -> None:
        """Every text of the screen in the current language, keeping what was entered."""
        for widget in self.query("Label, Static, Button"):
            if widget.name and has(widget.name):
                text = t(widget.name)
                if isinstance(widget, Button):
                    widget.label = text
                elif isinstance(widget, Static):
                    widget.update(text)
        for key, options in self._choices().items():
            select = self.query_one(f"#{key}", Select)
            value = select.value
            with select.prevent(Select.Changed):
                select.set_options(options)
                # The shown label is redrawn only when the value changes: step off and back.
                select.value = next(v for _, v in options if v != value)
                select.value = value
        self.query_one("#player_name", Input).placeholder = t("ui.seat.you")
        translate_bindings(self.app)
        translate_bindings(self)
        self.refresh_bindings()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Save or cancel."""
        if event.button.id == "save":
            self.action_save()
        else:
            self.action_cancel()

    def action_save(self) -> None:
        """Store the settings and apply the language."""
        old = self.cardtui.settings
        new = replace(
            old,
            language=str(self.query_one("#language", Select).value),
            card_style=str(self.query_one("#card_style", Select).value),
            card_ranks=str(self.query_one("#card_ranks", Select).value),
            colour=self.query_one("#colour", TickBox).value,
            four_colour=self.query_one("#four_colour", TickBox).value,
            hand_sort=str(self.query_one("#hand_sort", Select).value),
            bot_speed=str(self.query_one("#bot_speed", Select).value),
            trick_pause=str(self.query_one("#trick_pause", Select).value),
            bot_budget=self._budget(old.bot_budget),
            player_name=self.query_one("#player_name", Input).value.strip(),
        ).normalised()
        self.cardtui.store_settings(new)
        set_language(self._wanted_language(new.language))
        translate_bindings(self.app)
        self.dismiss(current_language() != self._entry_language)

    def _budget(self, old: float) -> float:
        """The chosen thinking time; an own value from the file stays while its choice stays."""
        chosen = str(self.query_one("#bot_budget", Select).value)
        return old if chosen == budget_choice(old) else BOT_BUDGETS[chosen]

    def action_cancel(self) -> None:
        """Leave without saving (a language tried here is taken back)."""
        if current_language() != self._entry_language:
            set_language(self._entry_language)
            translate_bindings(self.app)
        self.dismiss(False)
