"""Worked examples of the specs, itemised: the exact lines of a deal's breakdown.

Kozel A-T14 (pairs, eggs, Lyusya), kozel_24 E-T6 (writing, erasing), Sheep's Head
§9.6 (a forced maker's opponents), Doppelkopf §9.2 X1, X2, X10, S4 (premiums,
foxes, the big solo's doubling, the difference halved).
"""

from __future__ import annotations

from typing import Any

from cardtui.engine.score import HALF, check_lines, note, rule, term, total
from cardtui.games.doppelkopf import DEAL_POINTS, LOSS_PREMIUM, WIN_PREMIUM, ledger_half, settle
from cardtui.games.doppelkopf.scoring import settlement_lines
from cardtui.games.kozel.classic_rules import Board, pair_lines
from cardtui.games.kozel.kozel24 import score_deal, written_lines
from cardtui.games.sheepshead import score_deal as sheep_score
from cardtui.games.sheepshead import stroke_table
from cardtui.games.sheepshead.scoring import stroke_lines


def test_kozel_a_t14_pairs_eggs_and_lyusya() -> None:
    board = Board(pairs=[1, 0], eggs_pending=1)
    before, eggs = tuple(board.pairs), board.eggs_pending
    outcome, team, _ = board.score_play((25, 95), (2, 6))
    assert pair_lines(outcome, team, before, eggs, (25, 95), (2, 6)) == (
        note("score.tricks", (2, 6)),
        term("score.card_points", (25, 95)),
        rule("score.kozel.double", (0, 2), save=31, double=90, n=2),
        term("score.kozel.egg_pairs", (0, 1), n=1),
        total("score.kozel.pairs", (0, 3)),
    )
    assert board.pairs == [1, 3]
    before = tuple(board.pairs)
    outcome, team, _ = board.score_play((120, 0), (8, 0))
    lines = pair_lines(outcome, team, before, 0, (120, 0), (8, 0))
    assert lines[2] == rule("score.kozel.lyusya", (0, -3), save=31, double=90, n=1)
    assert check_lines(lines, 2) == (0, -3)
    assert board.pairs == [1, 0]
    lines = pair_lines("eggs", None, (1, 0), 0, (60, 60), (4, 4))
    assert check_lines(lines, 2) == (0, 0)
    assert lines[2].arg("n") == 1


def test_kozel_24_e_t6_writing_and_erasing() -> None:
    writing = score_deal((0, 0), (91, 29), (5, 1), 2)
    lines = written_lines(writing, (0, 0), (91, 29), (5, 1), False)
    assert [line.code for line in lines] == [
        "score.tricks",
        "score.card_points",
        "score.kozel_24.write_4",
        "score.kozel_24.written",
    ]
    assert check_lines(lines, 2) == (0, -4)
    writing = score_deal((6, 8), (0, 120), (0, 6), 3)
    lines = written_lines(writing, (6, 8), (0, 120), (0, 6), True)
    assert lines[0] == note("score.kozel_24.eggs_played")
    assert lines[-2].code == "score.kozel_24.all_tricks"
    assert check_lines(lines, 2) == (-4, 8)  # 4 written on {0,2}, {1,3}'s 8 erased


def test_sheepshead_9_6_b_forced_maker_loses() -> None:
    score = sheep_score(0, True, 39, (4, 4))
    base = stroke_table(True, False, 0, None)[2]
    lines = stroke_lines(
        0,
        True,
        "C",
        (39, 81),
        (4, 4),
        score.outcome,
        score.winner,
        base,
        score.strokes,
        score.strokes,
        9,
        False,
    )
    assert lines == (
        note("score.sheepshead.maker_forced", seat=0, suit="C"),
        note("score.tricks", (4, 4)),
        term("score.card_points", (39, 81)),
        rule("score.sheepshead.simple_opponents_forced", (0, 1), double=90),
        total("score.sheepshead.strokes", (0, 1)),
    )


def test_sheepshead_raised_stakes_and_surplus() -> None:
    score = sheep_score(1, False, 30, (2, 6), raised=True, drawn_makers=1)
    assert (score.outcome, score.winner, score.strokes) == ("double", 0, 6)
    base = stroke_table(False, False, 1, None)[3]
    lines = stroke_lines(
        1,
        False,
        "H",
        (90, 30),
        (6, 2),
        score.outcome,
        score.winner,
        base,
        score.strokes,
        2,
        9,
        True,
    )
    codes = [(line.code, line.amounts) for line in lines if line.amounts is not None]
    assert codes[2:] == [
        ("score.sheepshead.double_opponents", (4, 0)),
        ("score.sheepshead.raised", (2, 0)),
        ("score.sheepshead.due", (6, 0)),
        ("score.sheepshead.surplus", (2, 0)),
        ("score.sheepshead.strokes", (2, 0)),
    ]
    assert check_lines(lines, 2) == (2, 0)


def _doppelkopf(kind: str, level: str, p_d: int, tricks_o: int, **kw: Any) -> tuple[Any, ...]:
    bonuses = kw.get("bonuses", [])
    bonus_d = sum(b["points"] for b in bonuses if b["declarers"])
    bonus_o = sum(b["points"] for b in bonuses if not b["declarers"])
    st = settle(kind, level, p_d, tricks_o, bonus_d, bonus_o)
    side_d = (0,) if kind.endswith("solo") else (0, 2)
    side_o = tuple(s for s in range(4) if s not in side_d)
    delta = ledger_half(st.amount, side_d, side_o)
    solo = {"trump_solo": 50, "suit_solo": 50}.get(kind, 0)
    return settlement_lines(
        kind,
        level,
        0,
        "D",
        (p_d, DEAL_POINTS - p_d),
        (12 - tricks_o, tricks_o),
        st.won,
        st.level_reached,
        (WIN_PREMIUM[level], LOSS_PREMIUM[level], solo),
        bonuses,
        (st.s_d, st.s_o),
        (delta[side_d[0]], delta[side_o[0]]),
        len(side_d) == 1,
    )


def test_doppelkopf_x1_lost_normal_game() -> None:
    lines = _doppelkopf("normal", "normal", 116, 5)
    assert lines[2:] == (
        term("score.card_points", (116, 124)),
        term("score.doppelkopf.lost.normal", (0, 10)),
        total("score.doppelkopf.total", (116, 134)),
        rule("score.doppelkopf.halved", (-18, 18), HALF, diff=-18),
        total("score.doppelkopf.per_player", (-18, 18), HALF),
    )  # -9 and +9 each, in half-points


def test_doppelkopf_x2_and_x10_premium_and_foxes() -> None:
    lines = _doppelkopf("normal", "normal", 130, 3)
    assert lines[3] == term("score.doppelkopf.won.normal", (5, 0))
    assert check_lines(lines, 2) == (25, -25)  # +12.5 / -12.5
    foxes = [{"kind": "fox", "seat": 1, "points": 20, "declarers": False}] * 2
    lines = _doppelkopf("normal", "normal", 125, 5, bonuses=foxes)
    assert [line.amounts for line in lines if line.code == "score.doppelkopf.bonus.fox"] == [
        (0, 20),
        (0, 20),
    ]
    assert lines[-3] == total("score.doppelkopf.total", (130, 155))
    assert check_lines(lines, 2) == (-25, 25)  # bonuses flip the payer


def test_doppelkopf_s4_big_solo_doubled() -> None:
    lines = _doppelkopf("big_solo", "normal", 125, 4)
    assert [(line.code, line.amounts) for line in lines[2:]] == [
        ("score.card_points", (125, 115)),
        ("score.doppelkopf.won.normal", (5, 0)),
        ("score.doppelkopf.subtotal", (130, 115)),
        ("score.doppelkopf.big_solo", (260, 115)),
        ("score.doppelkopf.total", (260, 115)),
        ("score.doppelkopf.halved_alone", (435, -145)),
        ("score.doppelkopf.per_player", (435, -145)),
    ]  # soloist +217.5, each opponent -72.5
    assert check_lines(lines, 2) == (435, -145)
