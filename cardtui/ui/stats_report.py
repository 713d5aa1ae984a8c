"""The statistics as rows of text, shared by ``cardtui stats`` and the statistics screen.

Text from the database (a game id, a bot level) comes out on one line with its
control characters removed; the callers show it as plain text, never as markup.
"""

from __future__ import annotations

from cardtui.i18n import has, number_text, t
from cardtui.safe_text import safe_line
from cardtui.storage.stats import GameStats


def game_name(game_id: str, lang: str) -> str:
    """The game's display name (its id, made safe, when the game is not in this build)."""
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id).name(lang)
    except UnknownGame:
        return safe_line(game_id, 40)


def level_name(level: str) -> str:
    """A bot level's name (the level as stored, made safe, when this build has no such level)."""
    key = f"ui.stats.level.{level}"
    return t(key) if has(key) else safe_line(level, 20)


def stats_headers() -> tuple[str, ...]:
    """Column headings of the statistics table."""
    return tuple(
        t(k)
        for k in (
            "ui.stats.game",
            "ui.stats.played",
            "ui.stats.won",
            "ui.stats.average",
            "ui.stats.best",
            "ui.stats.against",
        )
    )


def stats_rows(stats: list[GameStats], lang: str) -> list[tuple[str, ...]]:
    """One row of text per game."""
    rows: list[tuple[str, ...]] = []
    for entry in stats:
        against = ", ".join(
            t("ui.stats.against_level", level=level_name(level), won=won, n=played)
            for level, (played, won) in entry.against.items()
        )
        rows.append(
            (
                game_name(entry.game, lang),
                str(entry.played),
                str(entry.won),
                "-" if entry.average_score is None else number_text(entry.average_score, 1),
                "-" if entry.best_score is None else str(entry.best_score),
                against or "-",
            )
        )
    return rows
