"""Settings: language, card drawing, colour, bot speed, default name."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static, Switch

from cardtui.i18n import set_language, system_language, t
from cardtui.storage.settings import (
    BOT_SPEEDS,
    CARD_STYLES,
    LANGUAGE_CHOICES,
    RANK_STYLES,
    TRICK_PAUSES,
)
from cardtui.ui.bindings import translate_bindings

if TYPE_CHECKING:
    from cardtui.ui.app import CardtuiApp


class SettingsScreen(Screen[bool]):
    """Dismisses with True when the language changed (the menu is then rebuilt)."""

    DEFAULT_CSS = """
    SettingsScreen VerticalScroll {
        width: 64;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        padding: 0 1;
    }
    SettingsScreen {
        align: center middle;
    }
    SettingsScreen .row {
        height: auto;
        margin-top: 1;
    }
    SettingsScreen .row Label {
        width: 22;
        padding-top: 1;
    }
    SettingsScreen .row Select, SettingsScreen .row Input {
        width: 1fr;
    }
    SettingsScreen #buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    SettingsScreen #buttons Button {
        margin-left: 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "ui.key.cancel"),
        Binding("ctrl+s", "save", "ui.key.save"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)

    @property
    def cardtui(self) -> CardtuiApp:
        """The app, typed."""
        return cast("CardtuiApp", self.app)

    def compose(self) -> ComposeResult:
        """One labelled control per setting."""
        s = self.cardtui.settings
        system = t(f"ui.lang.{system_language()}")
        languages = [
            (t("ui.lang.auto", name=system) if c == "" else t(f"ui.lang.{c}"), c)
            for c in LANGUAGE_CHOICES
        ]
        styles = [(t(f"ui.settings.style.{c}"), c) for c in CARD_STYLES]
        speeds = [(t(f"ui.settings.speed.{c}"), c) for c in BOT_SPEEDS]
        ranks = [(t(f"ui.settings.ranks.{c}"), c) for c in RANK_STYLES]
        pauses = [(t(f"ui.settings.trick_pause.{c}"), c) for c in TRICK_PAUSES]
        with VerticalScroll():
            yield Static(t("ui.settings.title"), classes="title")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.language"))
                yield Select(languages, value=s.language, allow_blank=False, id="language")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.cards"))
                yield Select(styles, value=s.card_style, allow_blank=False, id="card_style")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.ranks"))
                yield Select(ranks, value=s.card_ranks, allow_blank=False, id="card_ranks")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.colour"))
                yield Switch(value=s.colour, id="colour")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.speed"))
                yield Select(speeds, value=s.bot_speed, allow_blank=False, id="bot_speed")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.trick_pause"))
                yield Select(pauses, value=s.trick_pause, allow_blank=False, id="trick_pause")
            with Horizontal(classes="row"):
                yield Label(t("ui.settings.name"))
                yield Input(
                    s.player_name, placeholder=t("ui.seat.you"), max_length=20, id="player_name"
                )
            with Horizontal(id="buttons"):
                yield Button(t("ui.settings.cancel"), id="cancel")
                yield Button(t("ui.settings.save"), variant="primary", id="save")
        yield Footer()

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
            colour=self.query_one("#colour", Switch).value,
            bot_speed=str(self.query_one("#bot_speed", Select).value),
            trick_pause=str(self.query_one("#trick_pause", Select).value),
            player_name=self.query_one("#player_name", Input).value.strip(),
        ).normalised()
        self.cardtui.store_settings(new)
        before = old.language or system_language()
        after = new.language or system_language()
        set_language(after)
        self.dismiss(before != after)

    def action_cancel(self) -> None:
        """Leave without saving."""
        self.dismiss(False)
