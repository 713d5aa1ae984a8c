"""The table's footer: the keys the screen offers now, on one line that is cheap to redraw.

Textual's ``Footer`` rebuilds a widget per key (and lays the screen out again)
each time the screen's bindings change, which at the table is every change of
turn: some 30 ms per move that a key pressed meanwhile has to wait for. This
footer draws the same keys as one line of text, refreshed in place from the
screen's active bindings; a click on a key presses it, as in ``Footer``. When
the line is wider than the terminal, the keys move closer together and then the
keys in the middle of the line lose their words (the move keys first in the
line and the menu and rules keys at its end keep them as long as they can).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static


class KeyBar(Static):
    """``Enter Play  u Undo  ? Rules ...``: shown bindings, the disabled ones dimmed."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"key-bar--key", "key-bar--description"}

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 100%;
        background: $footer-background;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    KeyBar > .key-bar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .key-bar--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self._spans: list[tuple[int, int, str]] = []
        """(first column, last column + 1, key) of each key shown."""
        self._line: Text | None = None

    def on_mount(self) -> None:
        """Follow the screen's bindings."""
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.refresh_keys()

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if screen is self.screen:
            self.refresh_keys()

    def _shown(self) -> Iterator[tuple[Binding, bool]]:
        """The first binding of each action with ``show``, and whether it is enabled now."""
        seen: set[str] = set()
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in seen:
                seen.add(binding.action)
                yield binding, enabled

    def on_resize(self) -> None:
        """Fit the keys to the new width."""
        self.refresh_keys()

    def refresh_keys(self) -> None:
        """Redraw the line from the screen's active bindings (only when it changed)."""
        key_style = self.get_component_rich_style("key-bar--key", partial=True)
        text_style = self.get_component_rich_style("key-bar--description", partial=True)
        dim = Style(dim=True)
        shown = list(self._shown())
        items = [(self.app.get_key_display(b), b.description) for b, _ in shown]
        late = frozenset(i for i, (b, _) in enumerate(shown) if b.action in WORDS_KEPT_LATE)
        gap, words = fit_keys(items, self.size.width - 1 if self.size.width else 0, late)
        line = Text(" ")
        spans: list[tuple[int, int, str]] = []
        for (binding, enabled), (key, description), worded in zip(shown, items, words, strict=True):
            start = len(line)
            line.append(key, key_style if enabled else dim)
            if description and worded:
                line.append(" " + description, text_style if enabled else dim)
            spans.append((start, len(line), binding.key))
            line.append(" " * gap)
        self._spans = spans
        if self._line is None or line != self._line:
            self._line = line
            self.update(line, layout=False)

    def on_click(self, event: events.Click) -> None:
        """A click on a key presses it."""
        for start, end, key in self._spans:
            if start <= event.x < end:
                event.stop()
                self.app.simulate_key(key)
                return


WORDS_KEPT_LATE = frozenset({"hint"})
"""Actions whose words stay after the menu's and the rules' (the hint names the strong bot)."""

KEPT_AT_ENDS = (2, 2)
"""Keys at the start (the move keys) and at the end (menu, rules) that keep their words."""


def fit_keys(
    items: list[tuple[str, str]], width: int, late: frozenset[int] = frozenset()
) -> tuple[int, list[bool]]:
    """The gap between keys and which keys keep their words, for a line of ``width``.

    ``items`` are (key, words); ``width`` 0 means unknown (everything shown). The
    gap shrinks from two spaces to one, then the words of the keys in the middle
    go, left to right, until the line fits; then those of the menu and rules keys, then
    those of the keys at the ``late`` positions (whose words say what they do: the hint
    asks the strong bot), and last those of the move keys (never cut with "…"); words
    that fit again once later ones went come back.
    """
    words = [bool(description) for _key, description in items]

    def length(gap: int) -> int:
        return sum(
            len(key) + (len(text) + 1 if keep else 0) + gap
            for (key, text), keep in zip(items, words, strict=True)
        )

    if width <= 0 or length(2) <= width:
        return 2, words
    head, tail = KEPT_AT_ENDS
    middle = [i for i in range(head, max(head, len(items) - tail)) if i not in late]
    ends = [i for i in range(max(head, len(items) - tail), len(items)) if i not in late]
    order = [*middle, *ends, *sorted(late), *range(min(head, len(items)))]
    dropped: list[int] = []
    for index in order:  # the ends' words go last, the move keys' the very last
        if length(1) <= width:
            break
        if words[index]:
            words[index] = False
            dropped.append(index)
    for index in reversed(dropped):  # words that fit again once later ones went
        words[index] = True
        if length(1) > width:
            words[index] = False
    return 1, words
