"""The deal review's words in both languages: the progress line, the cost in points with
its plural form, a flagged decision and its reason, the line at the moment."""

from __future__ import annotations

import pytest

from cardtui.bots.hints import Hint
from cardtui.bots.review import Finding, Verdict
from cardtui.engine import Action, Card
from cardtui.i18n import set_language
from cardtui.ui.screens.deal_review_text import (
    done_text,
    item_lines,
    loss_text,
    moment_text,
    progress_text,
    ranked,
)


def _play(code: str) -> Action:
    return Action("play", (Card.parse(code),))


def _finding(step: int, loss: float, flagged: bool, reason: str = "play") -> Finding:
    chosen, better = _play("AS"), _play("9S")
    verdict = Verdict(step, 1, 0, "play", chosen, better, loss, 9.0, 16, flagged)
    why = Hint(better, reason, better.cards[0], chosen, "", k=11, n=12, to=1)
    return Finding(verdict, why, trick=5, takes=(12, 1, 12))


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def test_the_words_in_english() -> None:
    set_language("en")
    assert progress_text(3, 11) == "The strong bot examines the decisions: 3 of 11 decisions."
    assert loss_text(1.0) == "1.0 points" and loss_text(13.25) == "13.2 points"
    assert "2 of them cost points" in done_text(11, 2)
    assert "none cost points" in done_text(1, 0) and done_text(1, 0).startswith("1 decision ")
    head, why = item_lines(_finding(18, 19.25, True), 3, False, "omnibus_hearts", ["A", "B"])
    assert head == "Trick 5: you chose A♠; 9♠ was better, by about 19.2 points."
    assert why == "With A♠ you take this trick in 12 of 12 sampled deals; with 9♠ in 1."
    _, coach = item_lines(_finding(18, 19.25, True, "under"), 3, False, "omnibus_hearts", ["A", "B"])
    assert coach.startswith("9♠ stays under: B takes this trick")
    same = Finding(_finding(18, 3.0, True).verdict, _finding(18, 3.0, True).why, 5, (2, 2, 12))
    later = item_lines(same, 3, False, "omnibus_hearts", ["A", "B"])[1]
    assert later == (
        "Not this trick but the rest of the deal decides: in 16 deals played out to the end,"
        " 9♠ did better."
    )
    assert "marked in the hand" in moment_text(_finding(18, 2.0, True), False, "omnibus_hearts")


def test_the_words_in_russian() -> None:
    set_language("ru")
    assert progress_text(3, 11) == "Сильный бот разбирает решения: 3 из 11 решений."
    assert progress_text(1, 21).endswith("21 решения.")
    assert loss_text(19.25) == "19,2 очка"  # a fraction takes the genitive singular
    assert done_text(2, 1).startswith("Разобрано 2 решения")
    assert done_text(5, 0).startswith("Разобрано 5 решений")
    head, why = item_lines(_finding(18, 19.25, True), 3, True, "omnibus_hearts", ["А", "Б"])
    assert head.startswith("Взятка 5: вы выбрали") and "примерно на 19,2 очка" in head
    assert "♠" not in head  # ASCII style: no suit glyphs
    assert why.startswith("С ")


def test_the_costliest_come_first_and_only_flagged_ones() -> None:
    found = [_finding(1, 3.0, True), _finding(2, 9.0, True), _finding(3, 20.0, False)]
    assert [f.verdict.step for f in ranked(found)] == [2, 1]
    assert len(ranked([_finding(i, float(i), True) for i in range(9)])) == 5
