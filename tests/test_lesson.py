"""Learning mode's texts: every phase every game can reach is explained in both languages,
every choice met has a label, every deal's score lines get a sentence, tricks are read right."""

from __future__ import annotations

import random
from functools import cache

import pytest

from cardtui.bots.lesson import (
    SuitRule,
    decision_facts,
    line_kinds,
    phase_paragraph,
    suit_rule,
    trick_facts,
)
from cardtui.engine import get_game
from cardtui.engine.cards import Card
from cardtui.engine.history import Trick, TrickPlay
from cardtui.engine.registry import all_games
from cardtui.i18n import LANGUAGES, catalogue_file, has, set_language, t
from cardtui.ui.screens.learn_text import (
    decision_lines,
    round_lines,
    score_sentences,
    trick_sentence,
)
from tests.test_rulebook_phases import reachable_phases

GAMES = [g.id for g in all_games()]


def test_both_languages_have_the_same_lesson_keys() -> None:
    keys = {lang: set(catalogue_file(lang, "ui_lesson")) for lang in LANGUAGES}
    assert keys["en"] == keys["ru"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_reachable_phase_is_explained(game_id: str, lang: str) -> None:
    for phase in reachable_phases(game_id):
        assert phase_paragraph(game_id, lang, phase), f"{lang}/{game_id}: no rule for {phase}"
        named = has(f"phase.{phase}", lang, game=game_id) or has(
            f"phase.{phase}.own", lang, game=game_id
        )
        assert named, f"{lang}/{game_id}: no line for {phase}"


@cache
def _deal(game_id: str) -> tuple[list[object], object]:
    """The facts of every decision of a seeded random first deal, and its summary."""
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, 5)
    rng = random.Random(5)
    facts: list[object] = []
    while not match.deal_summaries and not match.is_over:
        seat = match.current_seat
        if seat is not None and len(facts) < 60:
            facts.append(decision_facts(match, seat, "t"))
        match.apply(rng.choice(list(match.legal_actions())))
    return facts, match.deal_summaries[0]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_notes_and_score_sentences_in_both_languages(game_id: str, lang: str) -> None:
    set_language(lang)
    facts, summary = _deal(game_id)
    for fact in facts:
        lines = decision_lines(fact, False, game_id)  # type: ignore[arg-type]
        assert lines[0].startswith(t("lesson.note.now", text="").strip())
        assert all(line.strip() for line in lines)
    names = [f"P{i}" for i in range(8)]
    sentences = score_sentences(summary, names, game_id)  # type: ignore[arg-type]
    assert len(sentences) == len(summary.lines)  # type: ignore[attr-defined]
    assert all("{" not in s and "lesson." not in s for s in sentences)
    assert all(round_lines("over", "P0", game_id))
    set_language("en")


def test_line_kinds_name_the_last_total_final() -> None:
    _facts, summary = _deal("kierki")
    kinds = line_kinds(summary.lines)  # type: ignore[attr-defined]
    assert kinds.count("final") == 1


def _trick(*plays: tuple[int, str], winner: int, points: int = 0) -> Trick:
    return Trick(
        1, tuple(TrickPlay(s, (Card.parse(c),)) for s, c in plays), winner=winner, points=points
    )


def test_a_trick_taken_by_a_trump_and_by_the_suit_led() -> None:
    rule = SuitRule(None, "S", False)
    by_trump = trick_facts(_trick((0, "AH"), (1, "7S"), (2, "KH"), (3, "QH"), winner=1), rule)
    assert by_trump is not None and by_trump.by_trump and not by_trump.alone
    by_suit = trick_facts(_trick((0, "9H"), (1, "7D"), (2, "KH"), (3, "QH"), winner=2), rule)
    assert by_suit is not None and not by_suit.by_trump and not by_suit.alone
    alone = trick_facts(_trick((0, "9H"), (1, "7D"), (2, "KC"), (3, "QC"), winner=0), rule)
    assert alone is not None and alone.alone
    set_language("ru")
    text = trick_sentence(by_trump, ["Анна", "Бот 2", "Бот 3", "Бот 4"], False)
    assert "Бот 2" in text and "козырь" in text
    set_language("en")


def test_permanent_trumps_count_as_trumps() -> None:
    game = get_game("doppelkopf")
    match = game.new_match(4, {}, 3)
    rng = random.Random(3)
    while match.view(None).phase != "play":
        match.apply(rng.choice(list(match.legal_actions())))
    rule = suit_rule(match)
    queen = Card.parse("QC")
    facts = trick_facts(_trick((0, "AH"), (1, "QC"), (2, "KH"), (3, "9H"), winner=1), rule)
    assert facts is not None and facts.by_trump and facts.cards == (queen,)
