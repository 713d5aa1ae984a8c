"""The rules engine: standard library only, no UI.

Public names are re-exported here; see ``docs/architecture.md``.
"""

from cardtui.engine.actions import PASS, Action
from cardtui.engine.cards import JOKER, STANDARD_POINTS, Card, card_points, deck, parse_cards
from cardtui.engine.chance import Chance
from cardtui.engine.errors import (
    CardtuiError,
    IllegalAction,
    NotationError,
    OptionError,
    RecordError,
    UnknownGame,
)
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import all_games, game_ids, get_game, register
from cardtui.engine.score import ScoreLine

__all__ = [
    "JOKER",
    "PASS",
    "STANDARD_POINTS",
    "Action",
    "Card",
    "CardtuiError",
    "Chance",
    "DealSummary",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "MatchRecord",
    "MatchResult",
    "NotationError",
    "OptionError",
    "OptionSpec",
    "OptionValue",
    "Play",
    "RecordError",
    "ScoreLine",
    "UnknownGame",
    "View",
    "all_games",
    "card_points",
    "deck",
    "game_ids",
    "get_game",
    "parse_cards",
    "register",
    "validate_options",
]
