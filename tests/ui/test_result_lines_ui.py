"""Result lines that say what happened: who took the fewest and the most penalty points,
who took Domino's leftover cards, how many of each item a Kierki player took."""

from __future__ import annotations

import pytest
from rich.console import Console

from cardtui.engine.sheet import Seats
from cardtui.games.hearts.sheet import spread
from cardtui.i18n import set_language
from cardtui.ui.games import hooks_for
from cardtui.ui.games.kierki import with_counts
from cardtui.ui.widgets.sheet import cell_text
from tests.ui.test_games_ui import play_out

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


def _render(renderable: object) -> str:
    console = Console(width=140, record=True)
    console.print(renderable)
    return console.export_text()


def test_the_spread_names_who_and_how_many() -> None:
    assert cell_text(spread([3, 0, 13, 10]), NAMES, "omnibus_hearts") == (
        "Least penalty: Boris, 0 points; most: Clara, 13 points"
    )
    assert cell_text(spread([1, 1, 1, 1]), NAMES, "slobberhannes") == (
        "Everyone took 1 penalty point"
    )
    assert spread([0, 0, 26, 0])[0].args[0] == ("low_seats", Seats((0, 1, 3)))
    set_language("ru")
    assert cell_text(spread([2, 0, 5, 1]), NAMES, "omnibus_hearts") == (
        "Меньше всех штрафа: Boris, 0 очков; больше всех: Clara, 5 очков"
    )


@pytest.mark.parametrize(
    "game", ["omnibus_hearts", "slobberhannes", "joker_hearts", "auction_hearts", "domino_hearts"]
)
def test_every_hearts_outcome_names_the_players(game: str) -> None:
    match = play_out(game, 3)
    hooks = hooks_for(game)
    for summary in match.deal_summaries:
        text = hooks.outcome_text(summary, NAMES)
        penalties = summary.details["penalties"]
        if summary.outcome == "redeal" or not penalties:
            continue
        assert "→" not in text
        assert NAMES[penalties.index(max(penalties))] in text or "Everyone" in text
        assert "Penalties scored" not in text


def test_domino_names_who_takes_the_leftover_cards() -> None:
    hooks = hooks_for("domino_hearts")
    seen = 0
    for seed in range(6):
        for summary in play_out("domino_hearts", seed).deal_summaries:
            line = next((x for x in summary.lines if x.code.endswith("leftover")), None)
            if line is None:
                continue
            seat = line.arg("seat")
            assert isinstance(seat, int)
            text = _render(hooks.breakdown(summary, NAMES, False))
            assert f"{NAMES[seat]} is left with the cards and takes them" in text
            seen += 1
        if seen:
            break
    assert seen


def test_kierki_counts_each_item_taken() -> None:
    match = play_out("kierki", 3)
    first = match.deal_summaries[0]
    counted = with_counts(first)
    count_rows = [x for x in counted.lines if x.code == "score.kierki.count"]
    assert count_rows and count_rows[0].amounts == first.lines[0].arg("counts")
    text = _render(hooks_for("kierki").breakdown(first, NAMES, False))
    assert "Tricks taken, 20 each" in text and "how many taken" in text
    assert first.lines == match.deal_summaries[0].lines  # the record itself is untouched
