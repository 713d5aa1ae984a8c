"""The registry of games: id to :class:`Game`.

The game modules are found, not listed: every module under :data:`GAMES_PACKAGE` is
imported on first use (so ``cardtui --help`` imports no game and no UI), and a game
module calls :func:`register` at import. The menu order is each game's ``menu_order``.
Adding a game edits no shared list.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from cardtui.engine.errors import UnknownGame
from cardtui.engine.protocol import Game

GAMES_PACKAGE = "cardtui.games"
"""The package whose modules define and register the games."""

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game module at import)."""
    _GAMES[game.id] = game
    return game


def game_modules() -> list[str]:
    """Every module under :data:`GAMES_PACKAGE`, subpackages included, in name order."""
    package = importlib.import_module(GAMES_PACKAGE)
    found = pkgutil.walk_packages(package.__path__, GAMES_PACKAGE + ".")
    return sorted(info.name for info in found)


def _load() -> None:
    """Import every game module once; the registry is then in menu order."""
    global _loaded
    if not _loaded:
        _loaded = True
        for module in game_modules():
            importlib.import_module(module)
        ordered = sorted(_GAMES.values(), key=lambda g: (g.menu_order, g.id))
        _GAMES.clear()
        _GAMES.update((game.id, game) for game in ordered)


def all_games() -> list[Game]:
    """Every registered game, in menu order."""
    _load()
    return list(_GAMES.values())


def game_ids() -> tuple[str, ...]:
    """Every registered id."""
    _load()
    return tuple(_GAMES)


def get_game(game_id: str) -> Game:
    """The game with this id; an unknown id raises :class:`UnknownGame` listing the valid ones."""
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id, tuple(_GAMES)) from None


def family_of(game_id: str) -> str:
    """The family of ``game_id`` (empty for a game of none, or one not registered)."""
    try:
        return get_game(game_id).family
    except UnknownGame:
        return ""


def optional_module(module: str) -> ModuleType | None:
    """The module named ``module`` (a game's own hooks, found by id or family), or ``None``
    when there is none; an import error inside an existing module is raised."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None
