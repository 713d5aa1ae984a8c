"""Textual's drop-down (``Select``) whose open list survives page keys before it has a size.

Textual 8's ``OptionList`` looks up the highlighted option's line in a cache that is only
filled once the list has a content region. A ``pageup``/``pagedown`` pressed while the open
list has no size yet (just opened, or the terminal just shrank) raised ``KeyError`` and took
the app down. Here a page key on a list with no lines yet does nothing; the next press, once
the list is drawn, moves a page as usual.
"""

from __future__ import annotations

from typing import Literal, TypeVar

from textual.app import ComposeResult
from textual.widgets import Select
from textual.widgets._select import SelectCurrent, SelectOverlay

Value = TypeVar("Value")


class DropDownList(SelectOverlay):
    """The open list of a :class:`DropDown`: page keys wait until it has lines."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        """Move a page as ``OptionList`` does, once the highlighted option has a line."""
        if (self.highlighted or 0) in self._index_to_line:
            super()._move_page(direction)


class DropDown(Select[Value]):
    """``Select`` with :class:`DropDownList` as its open list (same options, same events)."""

    def compose(self) -> ComposeResult:
        """The current value and the open list, as ``Select`` composes them."""
        yield SelectCurrent(self.prompt)
        yield DropDownList(type_to_search=self._type_to_search).data_bind(compact=Select.compact)
