"""The registry of games: id to :class:`Game`.

Game modules are listed in :data:`GAME_MODULES` and imported on first use, so
``cardtui --help`` imports no game and no UI.
"""

from __future__ import annotations

import importlib

from cardtui.engine.errors import UnknownGame
from cardtui.engine.protocol import Game

GAME_MODULES: tuple[str, ...] = (
    "cardtui.games.kozel.classic",
    "cardtui.games.kozel.multilead",
    "cardtui.games.kozel.kozly",
    "cardtui.games.kozel.pri_valtakh",
    "cardtui.games.kozel.kozel24",
    "cardtui.games.sheepshead.game",
    "cardtui.games.doppelkopf.game",
    "cardtui.games.klaberjass.game",
    "cardtui.games.hearts.omnibus",
    "cardtui.games.hearts.slobberhannes",
    "cardtui.games.hearts.joker",
    "cardtui.games.hearts.auction",
    "cardtui.games.hearts.domino",
    "cardtui.games.hearts.kierki",
    "cardtui.games.witch",
    "cardtui.games.war.games",
)
"""Modules that define and register games, in menu order."""

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game module at import)."""
    _GAMES[game.id] = game
    return game


def _load() -> None:
    """Import every game module, the registry then in menu order whatever was imported first
    (a game module imported before the registry's first use registers early: it is put back
    at its module's place; a game registered from anywhere else comes last)."""
    global _loaded
    if not _loaded:
        _loaded = True
        early = dict(_GAMES)
        _GAMES.clear()
        for module in GAME_MODULES:
            importlib.import_module(module)
            for game_id, game in list(early.items()):
                if type(game).__module__ == module:
                    _GAMES[game_id] = early.pop(game_id)
        _GAMES.update(early)


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
