"""The statistics screen: finished matches per game, from the people's side."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardtui.i18n import current_language, t
from cardtui.ui.bindings import translate_bindings
from cardtui.ui.widgets.key_hints import KeyHints


def stats_renderable() -> RenderableType:
    """The statistics table, or why there is none (read fresh each time)."""
    from cardtui.storage.files import one_line
    from cardtui.storage.stats import StatsError, game_stats
    from cardtui.ui.stats_report import stats_headers, stats_rows

    try:
        stats = game_stats()
    except StatsError as exc:
        if exc.kept is not None:
            return Text(t("ui.stats.damaged", path=one_line(str(exc.kept), 200)))
        return Text(t("ui.stats.failed", error=one_line(str(exc), 200)))
    except OSError as exc:
        return Text(t("ui.stats.failed", error=one_line(str(exc), 200)))
    if not stats:
        return Text(t("ui.stats.none"))
    table = Table(expand=False, pad_edge=False)
    for index, head in enumerate(stats_headers()):
        table.add_column(head, justify="left" if index in (0, 5) else "right")
    for row in stats_rows(stats, current_language()):
        table.add_row(*(Text(cell) for cell in row))
    played = sum(s.played for s in stats)
    summary = Text(t("ui.stats.summary", n=played, games=len(stats)), style="dim")
    return Group(table, Text(""), summary)


class StatsScreen(ModalScreen[None]):
    """Played, won, average and best score per game, and the bot levels faced."""

    DEFAULT_CSS = """
    StatsScreen > VerticalScroll {
        width: 96;
        max-width: 100%;
        max-height: 100%;
        padding: 0 1;
        border-title-style: bold;
    }
    StatsScreen Static { width: 100%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "ui.key.close"),
        Binding("enter", "close", "ui.key.close", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)

    def compose(self) -> ComposeResult:
        """The table in a box."""
        box = VerticalScroll(classes="dialog")
        box.border_title = escape(t("ui.stats.title"))
        with box:
            yield Static(stats_renderable())
        yield KeyHints()

    def action_close(self) -> None:
        """Back to the menu."""
        self.dismiss(None)
