"""Kierki in the UI: the cycle panel, the lottery rows, the widow, the score sheet, a deal by keys."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import Action, Card, get_game
from cardtui.games.hearts.kierki import KierkiMatch
from cardtui.i18n import set_language
from cardtui.ui.games import hooks_for
from cardtui.ui.games.kierki import HOOKS, lottery_rows
from cardtui.ui.screens.dialogs import DealOverScreen, ScoreboardScreen
from cardtui.ui.text import card_text
from tests.ui.helpers import make_app, settle, table
from tests.ui.test_games_ui import _play_deal_by_keys, all_outputs, panel_text, render, watch

NAMES = ["Anna", "Bot 2", "Bot 3", "Bot 4"]


def _at(kind: str, steps: int, seed: int = 3) -> KierkiMatch:
    match = get_game("kierki").new_match(4, {}, seed)
    assert isinstance(match, KierkiMatch)
    match.sequence = (kind,) * 20
    match._start_deal(0)
    rng = random.Random(seed)
    for _ in range(steps):
        match.apply(rng.choice(list(match.legal_actions())))
    return match


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_hook_renders_in_both_languages(lang: str) -> None:
    set_language(lang)
    try:
        assert hooks_for("kierki") is HOOKS
        match, deal_watch, names = watch("kierki", 7)
        text = all_outputs(HOOKS, match, names) + "".join(deal_watch.after_deal)
        text += "".join(p for _, p in deal_watch.panels)
        assert "ui." not in text and "info.kierki" not in text
        assert all(len(line) <= 80 for line in text.splitlines())
    finally:
        set_language("en")


def test_score_sheet_rows_per_deal_and_balanced_totals() -> None:
    match, _, names = watch("kierki", 4)
    board = render(HOOKS.scoreboard(match, names, False), width=100)
    for short in ("Tricks", "Hearts", "Queens", "Robber", "Lottery", "Widow"):
        assert short in board
    total = next(line for line in board.splitlines() if "Total" in line)
    assert total.split()[-1] == "0"  # the totals of a full default cycle balance


def test_ascii_boards_are_plain() -> None:
    match, _, names = watch("kierki", 5)
    text = render(HOOKS.scoreboard(match, names, True), width=200)
    text += panel_text(HOOKS.score_lines(match.view(0), names, True))
    assert not any(ch in "■♣♠♥♦" for ch in text)


def test_lottery_rows_fit_the_table() -> None:
    rows = {"H": (Card("5", "H"), Card("T", "H")), "C": (Card("8", "C"), Card("8", "C"))}
    text = render(lottery_rows(rows, False), width=40)
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    assert len(lines) == 4 and all(len(line) <= 20 for line in lines)
    hearts = next(line for line in lines if line.startswith("♥"))
    assert hearts.endswith("5-10") and hearts.count("■") == 6
    assert "#" in render(lottery_rows(rows, True), width=40)


def test_the_middle_of_the_table_shows_rows_or_the_widow() -> None:
    lottery = _at("lottery", 5)
    picture = HOOKS.table_picture(lottery.view(0), NAMES, False)
    assert picture is not None and "Rows" in picture.plain
    auction = _at("trump_auction", 0)
    picture = HOOKS.table_picture(auction.view(2), NAMES, False)
    assert picture is not None and "Widow" in picture.plain
    panel = panel_text(HOOKS.score_lines(auction.view(2), NAMES, False))
    assert "Deal: 2 of 20" in panel and "+25 a trick" in panel
    assert "Points: total · tricks" in panel and "Anna: 0 · 0" in panel


def test_gifts_are_marked_for_giver_and_receiver_only() -> None:
    match = _at("trump_auction", 0)
    match.apply(next(a for a in match.legal_actions() if a.kind == "take"))
    card = match.hands[1][0]
    match.apply(Action("give", (card,), "left"))
    assert card in HOOKS.fresh_cards(match.view(2))
    assert card not in HOOKS.fresh_cards(match.view(3))
    given = panel_text(HOOKS.score_lines(match.view(1), NAMES, False))
    assert "Bot 3" in given
    assert "Your gift" not in panel_text(HOOKS.score_lines(match.view(3), NAMES, False))


async def test_a_deal_by_keys_at_80x24() -> None:
    app = make_app(["human:Anna", "simple", "simple", "simple"], game="kierki", seed=4711)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        assert screen.hooks.game_id == "kierki"
        done, shown = await _play_deal_by_keys(pilot, app)
        assert done >= 1 and isinstance(app.screen, DealOverScreen)
        assert "Deal 1 is over" in shown and "No tricks" in shown
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoreboardScreen)


def test_the_exchange_names_each_recipient() -> None:
    match = _at("trump_auction", 0)
    match.apply(next(a for a in match.legal_actions() if a.kind == "take"))
    card = match.hands[1][0]
    match.apply(Action("give", (card,), "across"))
    picture = HOOKS.table_picture(match.view(1), NAMES, True)
    assert picture is not None
    lines = picture.plain.splitlines()
    assert "- left: Bot 3" in lines
    assert f"+ across: Bot 4 {card_text(card, True)}" in lines
    other = HOOKS.table_picture(match.view(2), NAMES, True)
    assert other is not None and "+ across: Bot 4" in other.plain.splitlines()


def test_a_gift_choice_names_who_gets_the_card() -> None:
    match = _at("trump_auction", 0)
    match.apply(next(a for a in match.legal_actions() if a.kind == "take"))
    card = match.hands[1][0]
    gifts = [a for a in match.legal_actions() if a.kind == "give" and a.cards == (card,)]
    found = HOOKS.choice_labels(match.view(1), gifts, NAMES, False)
    assert found is not None
    labels = dict(zip((a.value for a in gifts), found[0], strict=True))
    assert "(Bot 3)" in labels["left"] and "to the left" in labels["left"]
    assert HOOKS.choice_labels(match.view(1), [Action("pass")], NAMES, False) is None
