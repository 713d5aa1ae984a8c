"""Doppelkopf as FreeDoko players know it: a player holding Q♣ is told he is Re, a
player without one in a normal game Kontra; the rules in one line, ``?`` explains."""

from __future__ import annotations

import pytest
from rich.console import Console

from cardtui.engine.registry import get_game
from cardtui.games.doppelkopf.rules import OLD_WOMAN
from cardtui.i18n import set_language
from cardtui.ui.games import hooks_for
from cardtui.ui.games.doppelkopf import dealt_hands, own_side, variant_text
from tests.ui.helpers import SOLO, make_app, wait_for_turn
from tests.ui.screen_text import screen_text
from tests.ui.test_games_ui import play_out

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]
HOOKS = hooks_for("doppelkopf")


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


def test_every_holder_of_an_old_woman_is_told_re() -> None:
    seen = set()
    for seed in range(12):
        match = get_game("doppelkopf").new_match(4, seed=seed)
        for seat in range(4):
            view = match.view(seat)
            lines = dict(HOOKS.score_lines(view, NAMES, False))
            holds = sum(c is OLD_WOMAN for c in view.hand)
            if holds == 1:
                assert own_side(view) == "re"
                assert lines["You are"] == "Re (old woman)"
                assert "Teams" not in lines
            seen.add(own_side(view))
            assert "not known yet" not in lines.values() or not own_side(view)
    assert {"re", "kontra"} <= seen


def test_the_rules_line_names_the_variant_and_its_options() -> None:
    assert variant_text({}) == "Russian"
    assert variant_text({"no_nines": True, "dulle": True}) == "Russian, no nines, Dulle"
    view = get_game("doppelkopf").new_match(4, seed=1).view(0)
    assert dict(HOOKS.score_lines(view, NAMES, False))["? Rules"] == "Russian"
    centre = HOOKS.centre(view, NAMES, False)
    assert centre is not None and centre.picture is not None
    assert "Rules: Russian · ?" in centre.picture.plain
    assert "You are" not in HOOKS.centre(view, NAMES, True).picture.plain  # type: ignore[union-attr]


async def test_the_table_tells_the_holder_he_is_re() -> None:
    app = make_app(SOLO, game="doppelkopf")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        text = screen_text(pilot.app)
        assert "You are Re (old woman)" in text
        assert "Rules: Russian · ?" in text
        assert "not known yet" not in text


def test_the_deal_end_shows_every_players_hand() -> None:
    match = play_out("doppelkopf", 5)
    number = match.deal_summaries[-1].number
    hands = dealt_hands(match, number)
    assert [len(h) for h in hands] == [12, 12, 12, 12]
    assert sum(c is OLD_WOMAN for h in hands for c in h) == 2
    console = Console(width=80, record=True)
    console.print(HOOKS.deal_picture(match, NAMES, False))
    text = console.export_text()
    assert "Every player's cards this deal" in text
    assert all(name in text for name in NAMES)
