"""The in-app rulebook: one Markdown page per game per language, inside the package.

A page's sections are tagged with the engine's phase codes (``View.phase``): an HTML
comment on the line right under a heading, ``<!-- phase: bid_take bid_name -->``,
names the phases that section explains. The section runs to the next heading of the
same or a higher level (its subsections included). Tags are data for the app and the
CLI (``?`` at the table, ``cardtui rules GAME --phase PHASE``); they are taken out
before a page is drawn.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
PHASE_TAG = re.compile(r"^<!--\s*phase:\s*([a-z0-9_ ]*?)\s*-->\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class Section:
    """One heading of a page and the lines it covers."""

    title: str
    level: int
    start: int
    """Index of the heading line among the page's lines."""
    end: int
    """Index of the first line after the section (the next heading of its level or higher)."""
    phases: tuple[str, ...]
    """The phase codes tagged under the heading."""


def rulebook_page(game_id: str, lang: str) -> str | None:
    """The page for ``game_id`` in ``lang`` (English as fallback), or ``None``."""
    for code in (lang, "en"):
        page = resources.files("cardtui.rulebook").joinpath(code, f"{game_id}.md")
        if page.is_file():
            return page.read_text(encoding="utf-8")
    return None


def _headings(lines: list[str]) -> list[tuple[int, int, str]]:
    """``(line index, level, title)`` of every heading outside fenced code."""
    found: list[tuple[int, int, str]] = []
    fenced = False
    for index, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else HEADING.match(line)
        if match:
            found.append((index, len(match.group(1)), match.group(2)))
    return found


def sections(text: str) -> list[Section]:
    """Every section of a page, in page order."""
    lines = text.split("\n")
    heads = _headings(lines)
    result: list[Section] = []
    for n, (start, level, title) in enumerate(heads):
        end = next((i for i, lv, _ in heads[n + 1 :] if lv <= level), len(lines))
        phases: tuple[str, ...] = ()
        if start + 1 < len(lines):
            tag = PHASE_TAG.match(lines[start + 1])
            if tag:
                phases = tuple(tag.group(1).split())
        result.append(Section(title, level, start, end, phases))
    return result


def phase_sections(text: str) -> dict[str, Section]:
    """Each tagged phase and its section (the first one tagged with it)."""
    tagged: dict[str, Section] = {}
    for section in sections(text):
        for phase in section.phases:
            tagged.setdefault(phase, section)
    return tagged


def strip_tags(text: str) -> str:
    """The page without its phase tags (as it is drawn); line numbers shift by the tags."""
    return "\n".join(line for line in text.split("\n") if not PHASE_TAG.match(line))


def section_text(text: str, section: Section) -> str:
    """The Markdown of one section, without phase tags."""
    return strip_tags("\n".join(text.split("\n")[section.start : section.end])).strip("\n")


def page_chunks(text: str) -> list[str]:
    """The page (tags taken out) cut before every heading: the pieces drawn one by one,
    so the app knows on which drawn line each heading starts."""
    lines = strip_tags(text).split("\n")
    starts = [i for i, _, _ in _headings(lines)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    return ["\n".join(lines[a:b]) for a, b in zip(starts, [*starts[1:], len(lines)], strict=True)]


def phase_chunk(text: str, phase: str) -> int | None:
    """Which of :func:`page_chunks` begins the section tagged ``phase`` (``None``: untagged)."""
    section = phase_sections(text).get(phase)
    if section is None:
        return None
    lines = text.split("\n")
    heads = _headings(lines)
    offset = 0 if heads and heads[0][0] == 0 else 1
    return offset + [i for i, _, _ in heads].index(section.start)
