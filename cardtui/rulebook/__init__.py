"""The in-app rulebook: one Markdown page per game per language, inside the package."""

from __future__ import annotations

from importlib import resources


def rulebook_page(game_id: str, lang: str) -> str | None:
    """The page for ``game_id`` in ``lang`` (English as fallback), or ``None``."""
    for code in (lang, "en"):
        page = resources.files("cardtui.rulebook").joinpath(code, f"{game_id}.md")
        if page.is_file():
            return page.read_text(encoding="utf-8")
    return None
