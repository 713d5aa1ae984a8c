"""User settings: a typed dataclass stored as JSON in the config directory."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from cardtui.safe_text import safe_name
from cardtui.storage.paths import config_dir, write_atomic

CARD_STYLES: tuple[str, ...] = ("unicode", "ascii")
"""Card drawing: box characters and suit glyphs, or plain ASCII."""

BOT_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0}
"""Seconds a bot waits before it moves, by speed name."""

TRICK_PAUSES: dict[str, float | None] = {
    "off": 0.0,
    "short": 0.8,
    "normal": 1.5,
    "long": 3.0,
    "key": None,
}
"""Seconds a completed trick stays on the table, by name; ``None`` waits for a key."""

BOT_BUDGETS: dict[str, float] = {"quick": 0.2, "normal": 0.5, "deep": 1.0, "deeper": 2.0}
"""Seconds a strong bot thinks per decision, by the name the settings screen offers."""


BOT_WORLDS: dict[str, int] = {"quick": 40, "normal": 100, "deep": 200, "deeper": 400}
"""Worlds a strong bot searches per decision, by the same names: its strength does not
depend on how busy the machine is; the seconds of :data:`BOT_BUDGETS` are then its cap."""


def budget_choice(seconds: float) -> str:
    """The :data:`BOT_BUDGETS` name nearest to ``seconds``."""
    return min(BOT_BUDGETS, key=lambda name: abs(BOT_BUDGETS[name] - seconds))


LANGUAGE_CHOICES: tuple[str, ...] = ("", "en", "ru")
"""``""`` follows the system locale."""

RANK_STYLES: tuple[str, ...] = ("auto", "latin")
"""Card letters: the language's own (В Д К Т in Russian), or Latin J Q K A always."""


HAND_SORTS: tuple[str, ...] = ("suit", "trump", "rank")
"""The hand's order: the game's own (by suit), trumps first by strength, or by rank."""


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
    trick_pause: str = "normal"
    """A key of :data:`TRICK_PAUSES`: how long a completed trick stays on the table."""
    last_game: str = ""
    """The game the setup screen offers first (empty or unknown: the first of the menu)."""
    card_ranks: str = "auto"
    """One of :data:`RANK_STYLES`."""
    bot_budget: float = 0.5
    """Seconds a strong bot thinks per decision (0.05 to 5)."""
    hand_sort: str = "suit"
    """One of :data:`HAND_SORTS`."""
    four_colour: bool = False
    """Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green); in monochrome a mark each."""

    @property
    def bot_worlds(self) -> int:
        """Worlds a strong bot searches per decision (:data:`BOT_WORLDS`, by the strength
        chosen); ``bot_budget`` caps the seconds."""
        return BOT_WORLDS[budget_choice(self.bot_budget)]

    @property
    def bot_delay(self) -> float:
        """Seconds between bot moves."""
        return BOT_SPEEDS.get(self.bot_speed, BOT_SPEEDS["normal"])

    @property
    def trick_hold(self) -> float | None:
        """Seconds a completed trick stays on the table; ``None``: until a key."""
        return TRICK_PAUSES.get(self.trick_pause, TRICK_PAUSES["normal"])

    def normalised(self) -> Settings:
        """A copy with every unknown value replaced by its default."""
        default = Settings()
        return Settings(
            language=self.language if self.language in LANGUAGE_CHOICES else "",
            card_style=self.card_style if self.card_style in CARD_STYLES else default.card_style,
            colour=bool(self.colour),
            bot_speed=self.bot_speed if self.bot_speed in BOT_SPEEDS else default.bot_speed,
            player_name=safe_name(str(self.player_name)),
            trick_pause=self.trick_pause
            if self.trick_pause in TRICK_PAUSES
            else default.trick_pause,
            last_game=str(self.last_game),
            card_ranks=self.card_ranks if self.card_ranks in RANK_STYLES else "auto",
            bot_budget=_budget(self.bot_budget, default.bot_budget),
            hand_sort=self.hand_sort if self.hand_sort in HAND_SORTS else default.hand_sort,
            four_colour=bool(self.four_colour),
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


@dataclass(frozen=True)
class SettingsProblem:
    """Why the settings file could not be read, and where it was kept."""

    error: str
    kept: Path


_problem: SettingsProblem | None = None


def last_problem() -> SettingsProblem | None:
    """The trouble the last :func:`load_settings` met (reported once, then forgotten)."""
    global _problem
    problem, _problem = _problem, None
    return problem


def load_settings() -> Settings:
    """The saved settings, or defaults when there are none or the file is unreadable.

    A file that cannot be read (not JSON, nested too deeply, a FIFO, a folder or
    a symbolic link in its place, not UTF-8, unreadable) is set aside as
    ``settings.damaged-<stamp>.json`` and reported through :func:`last_problem`.
    """
    global _problem
    from cardtui.engine.errors import RecordError
    from cardtui.engine.record import parse_json
    from cardtui.storage.files import one_line, read_text

    path = settings_path()
    try:
        data = parse_json(read_text(path, limit=1 << 20, follow=False), fractions=True)
        if not isinstance(data, dict):
            raise RecordError("not a settings object")
        return Settings.from_json(data)
    except FileNotFoundError:
        return Settings()
    except (OSError, RecordError) as exc:
        _problem = SettingsProblem(one_line(str(exc), 80), _set_aside(path))
        return Settings()


def _set_aside(path: Path) -> Path:
    from cardtui.storage.saves import set_aside

    try:
        return set_aside(path) if path.exists() or path.is_symlink() else path
    except OSError:
        return path


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    text = json.dumps(asdict(settings.normalised()), ensure_ascii=False, indent=1)
    write_atomic(settings_path(), text + "\n")
