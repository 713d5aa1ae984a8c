"""The score sheet as data (:mod:`cardtui.engine.sheet`): every game's sheet is well formed
and has words, and the generic sheet reads a deal as the history always did.

Each game is played to its end (or 40 deals) by random bots; after every deal its
:class:`SheetRules` must give a sheet whose rows have a cell per column, side colours
within the sides, team names for every side, outcomes, and at the end result lines;
every catalogue key they use must exist in both languages (a fallback is allowed
only for outcome and title codes, which ``tests/test_i18n.py`` checks).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import cardtui
from cardtui.bots import RandomBot
from cardtui.engine import DealSummary, Match, get_game
from cardtui.engine.registry import all_games
from cardtui.engine.sheet import (
    GENERIC_SHEET,
    Cell,
    Joined,
    Marked,
    Piece,
    ScoreSheet,
    SheetRules,
    Words,
    say,
    sheet_rules,
)
from cardtui.i18n import LANGUAGES, has
from cardtui.ui.widgets.sheet import TONES, cell_text

GAMES = [g.id for g in all_games()]


def _words(piece: Piece) -> Iterator[Words]:
    if isinstance(piece, Words):
        yield piece
        for _, value in piece.args:
            if isinstance(value, Words | Joined | Marked):
                yield from _words(value)
    elif isinstance(piece, Joined):
        for part in piece.parts:
            yield from _words(part)
    elif isinstance(piece, Marked):
        yield from _words(piece.piece)


def _cells(sheet: ScoreSheet) -> Iterator[Cell]:
    yield sheet.title
    for column in sheet.columns:
        yield column.title
    for row in sheet.rows:
        yield from row.cells


def _check_sheet(rules: SheetRules, match: Match) -> list[Cell]:
    sheet = rules.sheet(match)
    width = len(sheet.columns)
    for row in sheet.rows:
        assert len(row.cells) == width, (match.game.id, row)
    sides = rules.sides(match)
    for column in sheet.columns:
        assert column.side is None or 0 <= column.side < max(len(sides), match.num_seats)
    cells = list(_cells(sheet))
    cells += [rules.team_name(i, side) for i, side in enumerate(sides)]
    cells += [rules.outcome(s) for s in match.deal_summaries]
    return cells


def _missing(cells: list[Cell], game_id: str) -> set[str]:
    missing = set()
    for cell in cells:
        for piece in cell:
            for words in _words(piece):
                if words.code.startswith(("outcome.", "title.")) and words.fallback:
                    continue
                for lang in LANGUAGES:
                    if not has(words.code, lang, game=game_id):
                        missing.add(f"{lang}: {words.code}")
    return missing


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_sheet_is_well_formed_and_has_words(game_id: str) -> None:
    game = get_game(game_id)
    rules = sheet_rules(game)
    match = game.new_match(game.default_seats, {}, seed=3)
    rng, bot = random.Random(3), RandomBot()
    cells = _check_sheet(rules, match)  # no deal yet
    steps = 0
    while not match.is_over and len(match.deal_summaries) < 40 and steps < 20_000:
        seat = match.current_seat
        done = len(match.deal_summaries)
        match.apply(bot.choose(match.view(seat), rng))
        steps += 1
        if len(match.deal_summaries) != done:
            cells += _check_sheet(rules, match)
    result = match.result()
    if result is not None:
        lines = rules.result(match, result)
        assert lines and all(line.tone in TONES for line in lines)
        cells += [line.cell for line in lines]
    assert not _missing(cells, game_id), sorted(_missing(cells, game_id))


def test_a_game_without_a_sheet_gets_the_generic_one() -> None:
    class Bare:
        pass

    assert sheet_rules(Bare()) is GENERIC_SHEET  # type: ignore[arg-type]
    assert sheet_rules(get_game("kozel_classic")) is not GENERIC_SHEET


def test_the_generic_outcome_names_who_was_credited() -> None:
    summary = DealSummary(
        number=2,
        outcome="no_such_code",
        card_points=(10, 20, 30, 60),
        teams=((0,), (1,), (2,), (3,)),
        winners=(3,),
        match_points=(0, 0, 0, 1),
    )
    text = cell_text(GENERIC_SHEET.outcome(summary), ["A", "B", "C", "D"], "")
    assert text == "no_such_code → D"
    assert GENERIC_SHEET.deal_cells(summary) == (10, 20, 30, 60)
    assert cell_text(say("ui.score.deal"), [], "") == "Deal"


KEY = re.compile(r"""["']((?:ui|info)\.[a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""")


def test_every_literal_key_of_the_sheets_exists() -> None:
    """The keys the sheet modules name outright (``"ui.kozel_24.points"``), whether or not
    a played match reaches them."""
    used: set[str] = set()
    for path in (Path(cardtui.__file__).parent / "games").rglob("*sheet*.py"):
        used |= set(KEY.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 20
    for lang in LANGUAGES:
        missing = sorted(k for k in used if not has(k, lang))
        assert not missing, f"{lang} lacks {missing}"
