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


TEXTUAL_WORDS: dict[str, str] = {"Dismiss menu": "ui.textual.dismiss_menu"}
"""Footer words of Textual's own widgets (the open drop-down of a Select), by i18n key."""


def translate_textual() -> None:
    """Give Textual's own footer words the current language (call again after a change)."""
    try:
        from textual.widgets._select import SelectOverlay
    except ImportError:  # a Textual without it: nothing to translate
        return
    merged = SelectOverlay._merged_bindings
    if merged is None:
        return
    for key, bindings in merged.key_to_bindings.items():
        merged.key_to_bindings[key] = [_in_language(b) for b in bindings]


def _in_language(binding: Binding) -> Binding:
    english = getattr(binding, "_cardtui_english", None) or binding.description
    word = TEXTUAL_WORDS.get(english)
    if word is None:
        return binding
    translated = dataclasses.replace(binding, description=t(word))
    object.__setattr__(translated, "_cardtui_english", english)
    return translated


RULES_KEY = Binding("question_mark", "app.rules", "ui.key.rules", key_display="?")
"""The rules key for modal screens (they cut off the app's own bindings)."""
