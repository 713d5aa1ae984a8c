"""A yes/no question in a small dialog (deleting a saved match)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from cardtui.i18n import t
from cardtui.ui.bindings import translate_bindings


class ConfirmScreen(ModalScreen[bool]):
    """Ask ``question``; dismissed with True for ``yes``, False for ``no`` or Escape."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen #confirm-box {
        width: 60;
        max-width: 100%;
        height: auto;
        border: round $warning;
        padding: 1 2;
        background: $surface;
    }
    ConfirmScreen #confirm-buttons { height: auto; align: center middle; margin-top: 1; }
    ConfirmScreen Button { margin: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,n", "answer(False)", "ui.key.cancel"),
        Binding("y", "answer(True)", "ui.saves.delete_yes", show=False),
    ]

    def __init__(self, question: str, yes: str, no: str) -> None:
        super().__init__()
        translate_bindings(self)
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        """The question (plain text, never markup) and two buttons, "no" focused."""
        with Vertical(id="confirm-box"):
            yield Static(Text(self.question), id="confirm-question")
            with Horizontal(id="confirm-buttons"):
                yield Button(Text(self.no), id="no", variant="primary")
                yield Button(Text(self.yes), id="yes", variant="error")

    def on_mount(self) -> None:
        """Keeping is the safe default."""
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button answers."""
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """A key answers."""
        self.dismiss(yes)


def confirm_delete(title: str) -> ConfirmScreen:
    """The question before a saved match is deleted."""
    return ConfirmScreen(
        t("ui.saves.confirm_delete", title=title), t("ui.saves.delete_yes"), t("ui.saves.delete_no")
    )
