"""Hot-seat privacy: the table is hidden until the next person says they are ready."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from cardtui.i18n import t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.widgets.key_hints import KeyHints


class HandoverScreen(Screen[None]):
    """A full screen (nothing of the table shows through): "pass to Anna"."""

    DEFAULT_CSS = """
    HandoverScreen {
        background: $background-darken-1;
    }
    HandoverScreen #handover {
        width: 50;
        height: auto;
        padding: 1 3;
        border: heavy $accent;
        text-align: center;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "ui.key.ready", key_display="⏎"),
        Binding("space", "ready", "ui.key.ready", show=False),
    ]

    def __init__(self, player: str, note: str = "") -> None:
        super().__init__()
        translate_bindings(self)
        self.player = player
        self.note = note

    def compose(self) -> ComposeResult:
        """One centred box."""
        text = Text(justify="center")
        text.append(t("ui.handover.pass_to", name=self.player) + "\n\n", style="bold")
        text.append(t("ui.handover.ready", name=self.player), style="italic")
        if self.note:
            text.append("\n\n" + self.note, style="dim")
        with Middle(), Center():
            yield Static(text, id="handover")
        yield KeyHints()

    def action_ready(self) -> None:
        """The next person is at the keyboard."""
        self.dismiss(None)
