"""A checkbox that says on or off by its shape, ``[x]`` or ``[ ]``, not by colour alone."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.content import Content
from textual.geometry import Size
from textual.widgets import Checkbox

if TYPE_CHECKING:
    from textual.css.styles import RulesMap

ON = "[x]"
OFF = "[ ]"


class TickBox(Checkbox):
    """Textual's checkbox drawn as ``[x] label`` / ``[ ] label`` (readable in monochrome)."""

    DEFAULT_CSS = """
    TickBox, TickBox.-textual-compact {
        border: none;
        padding: 0;
        background: transparent;
        &:focus {
            border: none;
            background: $accent 30%;
            text-style: bold;
        }
        & > .toggle--button { background: transparent; color: $text; }
        &.-on > .toggle--button { background: transparent; color: $text-success; }
    }
    """

    @property
    def mark(self) -> str:
        """The box as characters."""
        return ON if self.value else OFF

    def render(self) -> Content:
        """``[x]`` or ``[ ]``, then the label."""
        box = Content.styled(self.mark, self.get_visual_style("toggle--button"))
        if not self._label:
            return box
        label = self._label.pad(1, 0).stylize_before(self.get_visual_style("toggle--label"))
        return Content.assemble(box, label)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The box and the label."""
        label = self._label.get_optimal_width(cast("RulesMap", self.styles), 0)
        return len(ON) + (1 + label if self._label else 0)
