"""No game id and no game option key in the shared layers.

The engine, the network layer, the command line, the shared bots (all but a game's or
a family's own ``bots/<id>.py``), the UI (all but ``ui/games``) and storage serve every
game alike: what differs comes from the game (its data, its hooks found by id or
family in its own module, its own catalogue), never from a branch on a game's id or a
read of one game's option.
The test reads the code of those modules, leaving comments and docstrings out, and
fails on any string literal that names a registered game id or option key as a word
(``"doppelkopf"``, ``"ui.war.pile"``, ``"play_mode"``), on any name that is a game
id, and on any read of an option by key (``options.get("games")``, ``opts.games``).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import cardtui
from cardtui.engine.registry import all_games
from cardtui.i18n import LANGUAGES, catalogue_file, catalogue_names, is_shared_file

PACKAGE = Path(cardtui.__file__).parent

SHARED = ("engine", "net", "cli", "bots", "ui", "storage")
"""The shared layers, relative to the package (the simulator is found wherever it lives),
less what :data:`OWN` names a game's own."""
OWN = ("ui/games",)
"""Folders of the shared layers that hold the games' own pieces (their pictures)."""

SHARED_WORDS = frozenset({"deals", "games", "teams", "signals"})
"""Option keys that are also the shared layers' own words: a record's deals, the
statistics' games, a view's teams (multilead's ``deals`` and ``teams``, Witch's and War's
``games``), the public signals a learner forgets (Kozel 24's ``signals``: a signal is the
shared bots' own kind of action, :mod:`cardtui.bots.honesty`). As words they are allowed;
read as an option they are not."""

GAMES = all_games()
IDS = frozenset(g.id for g in GAMES)
FAMILIES = frozenset(g.family for g in GAMES if g.family)
KEYS = frozenset(spec.key for g in GAMES for spec in g.options)


def _own(path: Path) -> bool:
    """A game's or a family's own module: under :data:`OWN`, or ``bots/<id or family>.py``."""
    where = path.relative_to(PACKAGE)
    if any(where.is_relative_to(own) for own in OWN):
        return True
    return where.parent == Path("bots") and where.stem in IDS | FAMILIES


def _word(words: frozenset[str]) -> re.Pattern[str]:
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9_])({alternatives})(?![A-Za-z0-9_])")


IN_STRING = _word((IDS | KEYS) - SHARED_WORDS)
AS_NAME = _word(IDS)
OPTION_READ = re.compile(
    r"""options\s*(?:\.\s*get\s*\(|\[)\s*["']([a-z0-9_]+)["']|\bopts\s*\.\s*([a-z0-9_]+)"""
)


def _shared_files() -> list[Path]:
    files: list[Path] = []
    for part in SHARED:
        path = PACKAGE / part
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    files += sorted(PACKAGE.rglob("simulate.py"))
    return sorted({f for f in files if f.exists() and not _own(f)})


def _docstring_lines(tree: ast.Module) -> set[int]:
    """Lines of every bare string statement (docstrings, attribute docstrings)."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return lines


def _hits(source: str) -> list[str]:
    """Every game id or option key in ``source``'s code (not its comments or docstrings)."""
    skip = _docstring_lines(ast.parse(source))
    code: list[str] = []
    hits: list[str] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        line = token.start[0]
        if line in skip or token.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE):
            continue
        code.append(token.string)
        pattern = {tokenize.STRING: IN_STRING, tokenize.NAME: AS_NAME}.get(token.type)
        if pattern is not None:
            hits += [
                f"{line}: {m.group(1)!r} in {token.string[:60]}"
                for m in pattern.finditer(token.string)
            ]
    for match in OPTION_READ.finditer(" ".join(code)):
        key = match.group(1) or match.group(2)
        if key in KEYS:
            hits.append(f"reads option {key!r}")
    return hits


def test_the_shared_layers_are_found() -> None:
    files = _shared_files()
    assert any(f.name == "strong.py" for f in files)
    assert any(f.name == "simulate.py" for f in files)
    for layer in ("screens", "storage", "engine", "net", "cli", "widgets"):
        assert any(f.parent.name == layer for f in files), layer
    assert any(f.name == "set_follow.py" for f in files)
    assert any(f.name == "card_values.py" for f in files)


def test_only_the_games_own_modules_are_left_out() -> None:
    """``ui/games`` and ``bots/<id or family>.py`` are the games' own; nothing else is."""
    shared = set(_shared_files())
    left_out = {
        f.relative_to(PACKAGE).as_posix()
        for part in SHARED
        for f in (PACKAGE / part).rglob("*.py")
        if f not in shared
    }
    assert all(
        p.startswith("ui/games/") or (p.startswith("bots/") and Path(p).stem in IDS | FAMILIES)
        for p in left_out
    ), left_out
    assert "bots/kozel_24.py" in left_out and "bots/hearts.py" in left_out
    assert "bots/generic.py" not in left_out and "bots/beginner.py" not in left_out


def test_no_game_id_or_option_key_in_the_shared_layers() -> None:
    found = {
        str(path.relative_to(PACKAGE)): hits
        for path in _shared_files()
        if (hits := _hits(path.read_text(encoding="utf-8")))
    }
    assert not found, f"game ids or option keys in shared layers: {found}"


def test_the_check_sees_what_it_must() -> None:
    """The scanner itself: a literal id, a key inside a text key, an option read."""
    hits = _hits(
        '"""Doc: doppelkopf is fine here."""\n'
        "# war in a comment is fine\n"
        'RULE = frozenset({"doppelkopf"})\n'
        'LABEL = "ui.war.pile"\n'
        'MODE = match.options.get("play_mode", "step")\n'
        "N = match.opts.games\n"
    )
    assert len(hits) == 5, hits  # doppelkopf, war, play_mode (literal and read), games (read)


def test_no_shared_catalogue_holds_a_games_words() -> None:
    """A key naming a game (``ui.ideas.war``, ``score.doppelkopf.total``) or a family
    (``info.hearts.totals``) lives in the game's own ``i18n/<lang>/<game_id>.json`` or the
    family's ``<family>.json``, not in ``core``, ``cli`` or a ``ui_*`` file."""
    found = [
        f"{lang}/{name}: {key}"
        for lang in LANGUAGES
        for name in catalogue_names(lang)
        if is_shared_file(name)
        for key in catalogue_file(lang, name)
        if (IDS | FAMILIES) & set(key.split("."))
    ]
    assert not found, found
