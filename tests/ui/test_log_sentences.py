"""Log lines are sentences («Бот 4 передаёт 3 карты»), not a button's label after a colon."""

from __future__ import annotations

import pytest

from cardtui.engine import Action, Card
from cardtui.i18n import set_language, t
from cardtui.ui.text import acted_text


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def test_a_hidden_pass_is_counted_in_words() -> None:
    set_language("ru")
    hidden = Action("pass_cards", (), "")
    assert acted_text("Бот 4", hidden, game="omnibus_hearts", count=3) == "Бот 4 передаёт 3 карты"
    assert acted_text("Бот 4", hidden, game="omnibus_hearts") == "Бот 4 передаёт карты"
    set_language("en")
    assert acted_text("Bot 4", hidden, game="omnibus_hearts", count=1) == "Bot 4 passes 1 card"


def test_own_passed_cards_are_named() -> None:
    set_language("ru")
    cards = tuple(Card.parse(c) for c in ("QS", "KS", "AS"))
    text = acted_text("Игрок", Action("pass_cards", cards, ""), game="omnibus_hearts")
    assert text == "Игрок передаёт 3 карты: Д♠ К♠ Т♠"


def test_a_bidding_pass_is_a_verb() -> None:
    set_language("ru")
    assert acted_text("Бот 2", Action("pass", (), ""), game="klaberjass") == "Бот 2 пасует"


def test_a_decision_without_a_sentence_keeps_its_label() -> None:
    set_language("ru")
    action = Action("declare", (), "H")
    expected = t("ui.msg.acted", seat="Бот 2", action=t("action.declare.H", game="kozel_classic"))
    assert acted_text("Бот 2", action, game="kozel_classic") == expected


def test_war_says_round_not_turn() -> None:
    set_language("ru")
    assert t("ui.war.round", game="war", n=3) == "Раунд 3"
    assert t("score.war.end_normal", game="war", rounds=21) == "Все карты собраны за 21 раунд"
