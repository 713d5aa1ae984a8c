"""User settings: a typed dataclass stored as JSON in the config directory."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from cardtui.storage.paths import config_dir, write_atomic

CARD_STYLES: tuple[str, ...] = ("unicode", "ascii")
"""Card drawing: box characters and suit glyphs, or plain ASCII."""

BOT_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0}
"""Seconds a bot waits before it moves, by speed name."""

LANGUAGE_CHOICES: tuple[str, ...] = ("", "en", "ru")
"""``""`` follows the system locale."""


@dataclass
class Settings:
    """Everything the settings screen can change."""

    language: str = ""
    """``en``, ``ru``, or ``""`` for the system locale."""
    card_style: str = "unicode"
    """One of :data:`CARD_STYLES`."""
    colour: bool = True
    """False draws everything in monochrome (bold and dim only)."""
    bot_speed: str = "normal"
    """A key of :data:`BOT_SPEEDS`."""
    player_name: str = ""
    """The default name of a human seat (empty: "You")."""
    last_game: str = "kozel_classic"
    """The game the setup screen offers first."""
    bot_budget: float = 0.5
    """Seconds a strong bot thinks per decision (0.05 to 5)."""

    @property
    def bot_delay(self) -> float:
        """Seconds between bot moves."""
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    def normalised(self) -> Settings:
        """A copy with every unknown value replaced by its default."""
        default = Settings()
        return Settings(
            language=self.language if self.language in LANGUAGE_CHOICES else "",
            card_style=self.card_style if self.card_style in CARD_STYLES else default.card_style,
            colour=bool(self.colour),
            bot_speed=self.bot_speed if self.bot_speed in BOT_SPEEDS else default.bot_speed,
            player_name=str(self.player_name)[:20],
            last_game=str(self.last_game),
            bot_budget=_budget(self.bot_budget, default.bot_budget),
        )

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from a JSON object; unknown keys are ignored, bad values defaulted."""
        if not isinstance(data, dict):
            return cls()
        known = {f.name: f.type for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        try:
            return cls(**values).normalised()
        except TypeError:
            return cls()


def _budget(value: object, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    return min(5.0, max(0.05, float(value)))


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings, or defaults when there are none or the file is unreadable."""
    try:
        text = settings_path().read_text(encoding="utf-8")
        return Settings.from_json(json.loads(text))
    except (OSError, ValueError):
        return Settings()


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    text = json.dumps(asdict(settings.normalised()), ensure_ascii=False, indent=1)
    write_atomic(settings_path(), text + "\n")
