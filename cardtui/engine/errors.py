"""The engine's error hierarchy: notation, illegal actions, options, records."""

from __future__ import annotations


class CardtuiError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(CardtuiError, ValueError):
    """Text that does not parse as a card, action or record."""


class IllegalAction(CardtuiError):
    """An action that is well formed but not allowed now.

    ``reason`` is a stable code (``must_follow_suit``, ``ace_discard_ban``...)
    that the UI translates; ``message`` is a developer-facing explanation.
    """

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason
        self.message = message or reason


class OptionError(CardtuiError, ValueError):
    """An unknown option, or a value an option does not accept."""

    def __init__(self, option: str, message: str, choices: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.option = option
        self.choices = choices


class UnknownGame(CardtuiError, KeyError):
    """A game id that is not in the registry."""

    def __init__(self, game_id: str, known: tuple[str, ...]) -> None:
        super().__init__(game_id)
        self.game_id = game_id
        self.known = known

    def __str__(self) -> str:
        return f"unknown game {self.game_id!r}; choose one of: {', '.join(self.known)}"


class RecordError(CardtuiError, ValueError):
    """A match record that is damaged, foreign or of an unknown format version."""
