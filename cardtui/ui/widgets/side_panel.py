"""The side panel: phase, whose turn, trump, deal code, score lines, and a log of what happened."""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.reactive import reactive
from textual.widget import Widget

TITLE_FRAME = 6
"""Cells of the top border that are not the title: the corners, the rule before and the
spaces around it."""


def fitted_title(name: str, room: int) -> str:
    """``name`` if it fits in ``room`` cells, else its head before a colon, a bracket or a
    quote ("Kozel: multi-card leads" -> "Kozel"), else its first word, else nothing: a border
    title is never cut with "…"."""
    if len(name) <= room:
        return name
    heads = [name.split(sep)[0].strip() for sep in (":", " (", " «", " —", " · ")]
    heads.append(name.split()[0].rstrip(":,;.") if name.split() else "")
    fitting = [h for h in heads if h and len(h) <= room]
    return max(fitting, key=len) if fitting else ""


@dataclass(frozen=True)
class PanelState:
    """Titled lines: (label, value) pairs; an empty label makes a heading."""

    lines: tuple[tuple[str, str], ...] = ()
    highlight: str = ""
    """A line shown bold in the accent colour at the top (the phase)."""
    log: tuple[str, ...] = ()
    """The deal's messages, oldest first; as many of the newest as fit are shown."""
    log_title: str = ""


class SidePanel(Widget):
    """Draws a :class:`PanelState`."""

    DEFAULT_CSS = """
    SidePanel {
        width: 26;
        height: 1fr;
        border: round $primary-darken-1;
        border-title-color: $text;
        border-title-style: bold;
        padding: 0 1;
    }
    """

    state: reactive[PanelState] = reactive(PanelState)
    game_title: reactive[str] = reactive("")
    """The game's name: the border title, shortened when the panel is narrow."""
    log_back: reactive[int] = reactive(0)
    """Log messages hidden below (scrolled back from the newest)."""

    def watch_game_title(self) -> None:
        """A new name: fit it to the border."""
        self._fit_title()

    def on_resize(self, event: events.Resize) -> None:
        """Another width: fit the name again."""
        self._fit_title()

    def _fit_title(self) -> None:
        if not self.game_title:
            return
        width = self.outer_size.width or 26
        self.border_title = fitted_title(self.game_title, width - TITLE_FRAME)

    def scroll_log(self, delta: int) -> None:
        """Scroll the log ``delta`` messages back (negative: forward)."""
        self.log_back = max(0, min(len(self.state.log) - 1, self.log_back + delta))

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        """The wheel scrolls the log back."""
        event.stop()
        self.scroll_log(1)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        """The wheel scrolls the log forward."""
        event.stop()
        self.scroll_log(-1)

    def render(self) -> Text:
        """Label and value per line (values right-aligned), then the newest log lines that fit."""
        width = max(1, self.content_size.width)
        out: list[Text] = []
        if self.state.highlight:
            out.append(Text(self.state.highlight, Style(bold=True, color="#ffd75f")))
        for label, value in self.state.lines:
            if not label:
                out.append(Text(value, Style(bold=True, underline=True)))
                continue
            line = Text(label, Style(dim=True))
            gap = width - len(label) - len(value)
            if gap >= 1:
                line.append(" " * gap)
                line.append(value, Style(bold=True))
            else:  # the value on its own lines below the label, indented
                for part in Text(value).wrap(self.app.console, max(1, width - 2)):
                    line.append("\n  ")
                    line.append(part.plain.rstrip(), Style(bold=True))
            out.append(line)
        text = Text("\n").join(out)
        used = len(text.wrap(self.app.console, width))
        room = self.content_size.height - used - 2
        log = self.state.log[: max(0, len(self.state.log) - self.log_back)]
        if log and room > 0:
            shown: list[Text] = []
            for message in reversed(log):
                entry = Text("· " + message, Style(dim=bool(shown)))
                rows = len(entry.wrap(self.app.console, width))
                if rows > room:
                    break
                shown.insert(0, entry)
                room -= rows
            if shown:
                text.append("\n\n")
                title = self.state.log_title
                if len(log) < len(self.state.log):
                    title += f" (+{len(self.state.log) - len(log)})"
                text.append(title + "\n", Style(bold=True, underline=True))
                text.append_text(Text("\n").join(shown))
        return text
