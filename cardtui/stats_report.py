"""The statistics as rows of text, shared by ``cardtui stats`` and the statistics screen."""

from __future__ import annotations

from cardtui.i18n import t
from cardtui.storage.stats import GameStats


def game_name(game_id: str, lang: str) -> str:
    """The game's display name (its id when the game is not in this build)."""
    from cardtui.engine import UnknownGame, get_game

    try:
        return get_game(game_id).name(lang)
    except UnknownGame:
        return game_id


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
            t("ui.stats.against_level", level=t(f"ui.level.{level}"), won=won, n=played)
            for level, (played, won) in entry.against.items()
        )
        rows.append(
            (
                game_name(entry.game, lang),
                str(entry.played),
                str(entry.won),
                "-" if entry.average_score is None else f"{entry.average_score:.1f}",
                "-" if entry.best_score is None else str(entry.best_score),
                against or "-",
            )
        )
    return rows
