"""UI strings in English and Russian.

Catalogues are JSON files inside the package, ``i18n/<lang>/<name>.json``: one
``core.json`` for the app and one file per game for its own keys. Every string a
person reads goes through :func:`t`. Keys: ``phase.<code>``, ``reason.<code>``,
``action.<kind>`` or ``action.<kind>.<value>``, ``option.<game>.<key>``,
``choice.<game>.<key>.<value>``, ``outcome.<code>``, ``title.<code>``, ``ui.*``.
"""

from __future__ import annotations

import json
import locale
import os
from functools import cache
from importlib import resources

LANGUAGES: tuple[str, ...] = ("en", "ru")
_current = "en"


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of ``lang``, merged from all its JSON files."""
    merged: dict[str, str] = {}
    folder = resources.files("cardtui.i18n").joinpath(lang)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            merged.update(json.loads(entry.read_text(encoding="utf-8")))
    return merged


def system_language() -> str:
    """``ru`` when the environment's locale is Russian, else ``en``."""
    for var in ("CARDTUI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    code = locale.getlocale()[0] or ""
    return "ru" if code.lower().startswith("ru") else "en"


def set_language(lang: str) -> None:
    """Make ``lang`` the language of :func:`t`; an unknown one raises ``ValueError``."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    _current = lang


def current_language() -> str:
    """The language :func:`t` uses now."""
    return _current


def has(key: str, lang: str | None = None) -> bool:
    """Whether ``key`` exists in ``lang``."""
    return key in catalogue(lang or _current)


def t(key: str, lang: str | None = None, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``.

    A missing key falls back to English, then to the key itself (a test makes
    sure no key is missing).
    """
    text = catalogue(lang or _current).get(key) or catalogue("en").get(key) or key
    return text.format(**values) if values else text


def t_first(*keys: str, lang: str | None = None, **values: object) -> str:
    """The text of the first key that exists (``action.boast.pants``, then ``action.boast``)."""
    for key in keys:
        if has(key, lang):
            return t(key, lang, **values)
    return t(keys[-1], lang, **values)
