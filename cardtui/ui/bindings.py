"""Translated key descriptions for the footer.

``BINDINGS`` are class attributes written once at import, so their
descriptions hold i18n keys (``ui.key.play``); each screen calls
:func:`translate_bindings` when it is created, which swaps in the text of the
current language.
"""

from __future__ import annotations

import dataclasses

from textual.binding import Binding
from textual.dom import DOMNode

from cardtui.i18n import has, t


def translate_bindings(node: DOMNode) -> None:
    """Replace i18n keys in ``node``'s binding descriptions by their text."""
    merged = type(node)._merged_bindings
    if merged is None:
        return
    table = node._bindings.key_to_bindings
    for key, bindings in merged.key_to_bindings.items():
        table[key] = [
            dataclasses.replace(b, description=t(b.description))
            if b.description and has(b.description)
            else b
            for b in bindings
        ]


RULES_KEY = Binding("question_mark", "app.rules", "ui.key.rules", key_display="?")
"""The rules key for modal screens (they cut off the app's own bindings)."""
