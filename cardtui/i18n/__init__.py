"""UI strings in English and Russian.

Catalogues are JSON files inside the package, ``i18n/<lang>/<name>.json``: one
``core.json`` for the app (with ``cli.json`` and the ``ui_*`` files of its parts),
one file per game for its own keys (``<game_id>.json``), and one per family for
the words its games share (``<family>.json``: ``hearts.json``, the passing and the
penalties of every Hearts game); a game's own file is asked first. Every string a
person reads goes through :func:`t`. Keys: ``phase.<code>``, ``reason.<code>``,
``action.<kind>`` or ``action.<kind>.<value>``, ``option.<game>.<key>``,
``choice.<game>.<key>.<value>``, ``outcome.<code>``, ``title.<code>``, ``ui.*``.

Plurals: a string with a count writes the noun's forms inline, ``{n|word|words}`` in
English and ``{n|очко|очка|очков}`` in Russian (one, few, many), and :func:`t` picks
the form the number needs (:func:`plural_index`): "1 очко, 2 очка, 5 очков, 21 очко".
The number itself is written separately as ``{n}``. A fractional number takes the
form a fraction needs (English "points", Russian genitive singular: «60,5 очка»), and a
float field is written as the language writes numbers (:func:`number_text`): ``13,346.4``
in English, ``13 346,4`` in Russian (a narrow no-break space between thousands).
"""

from __future__ import annotations

import json
import locale
import os
import re
from functools import cache
from importlib import resources

LANGUAGES: tuple[str, ...] = ("en", "ru")
_current = "en"
_game: str | None = None


SHARED_FILES = ("core", "cli")
"""Catalogue files that are not a game's own (besides every ``ui_*`` file)."""


def is_shared_file(name: str) -> bool:
    """Whether catalogue file ``name`` is shared (``core``, ``cli``, ``ui_*``), not a game's."""
    return name in SHARED_FILES or name.startswith("ui_")


PLURAL = re.compile(r"\{(\w+)\|([^{}]*)\}")
"""An inline plural group: ``{n|one|few|many}``."""


def plural_index(n: int, lang: str) -> int:
    """Which plural form ``n`` takes: English 0 one / 1 other; Russian 0 one, 1 few, 2 many."""
    n = abs(n)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


THIN_SPACE = "\u202f"
"""The narrow no-break space Russian puts between thousands (``13 346,4``)."""
FRACTION_INDEX = 1
"""The plural form a fractional number takes: English "points", Russian «очка» (genitive
singular, the same form as after 2, 3, 4)."""


def number_text(
    value: float, digits: int | None = None, lang: str | None = None, *, sign: bool = False
) -> str:
    """``value`` as ``lang`` writes numbers: ``13,346.4`` / ``13 346,4``, ``-0.5`` / ``-0,5``.

    ``digits`` fixes the decimals (``None``: as many as the value needs); ``sign`` writes
    ``+`` before a positive number. Russian groups thousands from five digits on
    (``1000``, ``10 000``), as Russian typesetting does; English from four.
    """
    lang = lang or _current
    spec = ("+" if sign else "") + ("," if lang != "ru" or abs(value) >= 10_000 else "")
    text = f"{value:{spec}.{digits}f}" if digits is not None else f"{value:{spec}}"
    if lang == "ru":
        text = text.replace(",", THIN_SPACE).replace(".", ",")
    return text


def _is_fraction(value: object, lang: str) -> bool:
    """Whether ``value`` is written with decimals (``60.5``, Russian ``60,5``, ``12½``, a float)."""
    if isinstance(value, float):
        return True
    if isinstance(value, str):
        if value.strip().endswith(("½", "¼", "¾")):  # Doppelkopf's half-points: "12½"
            return True
        point = "," if lang == "ru" else "."
        return re.fullmatch(rf"[+-]?[\d\u202f\u00a0 ,.]*\{point}\d+", value.strip()) is not None
    return False


def _plurals(text: str, lang: str, values: dict[str, object]) -> str:
    def form(match: re.Match[str]) -> str:
        value = values.get(match.group(1))
        forms = match.group(2).split("|")
        if _is_fraction(value, lang):
            return forms[min(FRACTION_INDEX, len(forms) - 1)]
        try:
            count = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return forms[-1]
        return forms[min(plural_index(count, lang), len(forms) - 1)]

    return PLURAL.sub(form, text)


def format_text(text: str, lang: str, /, **values: object) -> str:
    """``text`` with its plural groups resolved for ``lang`` and its fields filled."""
    if "|" in text:
        text = _plurals(text, lang, values)
    shown = {
        k: number_text(v, None, lang) if isinstance(v, float) else v for k, v in values.items()
    }
    return text.format(**shown)


def plural_fields(text: str) -> str:
    """``text`` with each plural group reduced to its plain field (for placeholder checks)."""
    return PLURAL.sub(lambda m: "{" + m.group(1) + "}", text)


@cache
def catalogue_file(lang: str, name: str) -> dict[str, str]:
    """The keys of one catalogue file (``core``, ``cli`` or a game id); empty if absent."""
    entry = resources.files("cardtui.i18n").joinpath(lang, f"{name}.json")
    if not entry.is_file():
        return {}
    data: dict[str, str] = json.loads(entry.read_text(encoding="utf-8"))
    return data


@cache
def catalogue_names(lang: str) -> tuple[str, ...]:
    """Names of every catalogue file of ``lang``: shared ones first, then games."""
    folder = resources.files("cardtui.i18n").joinpath(lang)
    names = sorted(e.name[:-5] for e in folder.iterdir() if e.name.endswith(".json"))
    shared = tuple(n for n in SHARED_FILES if n in names) + tuple(
        n for n in names if is_shared_file(n) and n not in SHARED_FILES
    )
    return shared + tuple(n for n in names if not is_shared_file(n))


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of ``lang``, merged from all its files (shared keys win over games')."""
    merged: dict[str, str] = {}
    for name in reversed(catalogue_names(lang)):
        merged.update(catalogue_file(lang, name))
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


def set_game(game_id: str | None) -> None:
    """Make ``game_id``'s own catalogue the first asked by :func:`t` (the game in play)."""
    global _game
    _game = game_id


def _lookup(key: str, lang: str, game: str | None) -> str | None:
    game = game or _game
    if game is not None:
        text = catalogue_file(lang, game).get(key)
        if text is not None:
            return text
    return catalogue(lang).get(key)


def has(key: str, lang: str | None = None, *, game: str | None = None) -> bool:
    """Whether ``key`` exists in ``lang`` (in ``game``'s own file or any shared one)."""
    return _lookup(key, lang or _current, game) is not None


def t(key: str, lang: str | None = None, *, game: str | None = None, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``.

    With ``game``, that game's own catalogue is asked first, so two games may word
    the same key (``outcome.double``) differently. A missing key falls back to
    English, then to the key itself (a test makes sure no key is missing).
    """
    lang = lang or _current
    found = _lookup(key, lang, game)
    if found is None:
        found, lang = _lookup(key, "en", game) or key, "en"
    if not values:
        return found
    return format_text(found, lang, **values)


def t_first(*keys: str, lang: str | None = None, game: str | None = None, **values: object) -> str:
    """The text of the first key that exists (``action.boast.pants``, then ``action.boast``)."""
    for key in keys:
        if has(key, lang, game=game):
            return t(key, lang, game=game, **values)
    return t(keys[-1], lang, game=game, **values)
