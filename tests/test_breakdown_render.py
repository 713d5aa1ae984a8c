"""The generic breakdown table: words, signs, half-points, folded totals, ASCII."""

from __future__ import annotations

from rich.console import Console

from cardtui.engine import Card, DealSummary
from cardtui.engine.score import HALF, note, rule, term, total
from cardtui.i18n import set_language
from cardtui.ui.games import hooks_for
from cardtui.ui.widgets.breakdown import amount_text, breakdown_table, line_text

NAMES = ["Anna", "Bot 2", "Bot 3", "Bot 4"]


def _text(summary: DealSummary, ascii_only: bool = False) -> str:
    console = Console(width=70, record=True, color_system=None)
    table = breakdown_table(
        summary, NAMES, "doppelkopf", lambda i, s: f"Side {i + 1}", lambda i: "white", ascii_only
    )
    console.print(table)
    return console.export_text()


def test_amounts_are_signed_after_the_first_term_and_halves_shown() -> None:
    assert amount_text(75, "", False) == "75"
    assert amount_text(5, "", True) == "+5"
    assert amount_text(-2, "", False) == "-2"
    assert amount_text(25, HALF, True) == "+12½"
    assert amount_text(-1, HALF, False) == "-½"
    assert amount_text(25, HALF, False, ascii_only=True) == "12.5"


def test_table_rows_words_and_folded_total() -> None:
    set_language("en")
    summary = DealSummary(
        1,
        (0, 0, 0, 0),
        ((0, 2), (1, 3)),
        (1, 3),
        "normal_lost",
        lines=(
            note("score.tricks", (5, 7)),
            term("score.card_points", (116, 124)),
            term("score.doppelkopf.lost.normal", (0, 10)),
            term("score.doppelkopf.bonus.fox", (20, 0), seat=1),
            total("score.doppelkopf.total", (136, 134)),
            rule("score.doppelkopf.halved", (2, -2), HALF, diff=2),
            total("score.doppelkopf.per_player", (2, -2), HALF),
        ),
    )
    text = _text(summary)
    rows = [line.split() for line in text.splitlines()]
    assert ["Card", "points", "116", "124"] in rows
    assert rows[[r[:1] for r in rows].index(["Game"])][-1] == "+10"
    assert "Fox (ace of diamonds) caught by Bot 2" in text
    assert "+1" in rows[-1] and "-1" in rows[-1]  # the halved rule stands for the total
    assert "Each player" not in text
    assert not any(ord(ch) > 127 for ch in _text(summary, ascii_only=True))


def test_line_text_fills_seats_cards_and_suits() -> None:
    set_language("en")
    dead = note("score.dead_cards", cards=(Card("A", "S"), Card("T", "H")), n=21)
    assert line_text(dead, NAMES, "kozly", ascii_only=True) == (
        "Dead cards As 10h: 21 points for nobody"
    )
    maker = note("score.sheepshead.maker", seat=2, suit="C")
    assert line_text(maker, NAMES, "sheepshead") == "Bot 3 named trumps: ♣ clubs"
    set_language("ru")
    try:
        assert line_text(dead, NAMES, "kozly").endswith("21 очко вне счёта")
    finally:
        set_language("en")


def test_every_game_renders_its_hooks_breakdown() -> None:
    import random

    from cardtui.engine.registry import all_games

    for game in all_games():
        match = game.new_match(seed=2)
        rng = random.Random(2)
        while not match.deal_summaries:
            match.apply(rng.choice(list(match.legal_actions())))
        hooks = hooks_for(game.id)
        console = Console(width=70, record=True, color_system=None)
        console.print(hooks.deal_result(match, [*NAMES, "E", "F"], True))
        assert "How the score was reached" in console.export_text()
