"""Joker Hearts: the worked examples of shared/rules/hearts.md §2.9, options, bot."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, IllegalAction, get_game, parse_cards
from cardtui.engine.score import check_lines
from cardtui.engine.trick import MUST_FOLLOW, legal_cards
from cardtui.games.hearts.core import HeartsContext, HeartsMatch
from cardtui.games.hearts.joker import DEFAULT_VALUES, JOKER, ORDER, score_taken

GAME = get_game("joker_hearts")


def trick(text: str) -> tuple[int, int]:
    """(winning seat, the trick's penalty) for cards played by seats 0, 1, 2, 3 in order."""
    cards = parse_cards(text)
    winner = ORDER.winner(list(enumerate(cards)))
    return winner, sum(DEFAULT_VALUES.get(c, 0) for c in cards)


def legal(led: str | None, hand: str) -> set[str]:
    ctx = HeartsContext(ORDER, Card.parse(led) if led else None, broken=True)
    return {c.code for c in legal_cards(list(parse_cards(hand)), ctx, [MUST_FOLLOW])}


def test_seed_values() -> None:
    values = {c.code: v for c, v in DEFAULT_VALUES.items()}
    assert (values["AH"], values["KH"], values["QH"], values["JH"], values["TH"]) == (
        14,
        13,
        12,
        11,
        10,
    )
    assert values["JK"] == 20
    assert sum(DEFAULT_VALUES.values()) == 124


def test_example_1() -> None:
    assert trick("TH JK 9H 4C") == (1, 39)


def test_example_2() -> None:
    assert trick("2H JK JH 3H") == (2, 36)


def test_example_3() -> None:
    assert trick("KS JK AS 5S") == (1, 20)


def test_example_4() -> None:
    assert trick("JK 5H QH 2D") == (2, 37)


def test_example_5() -> None:
    assert trick("7C JK AC KC") == (1, 20)


def test_example_6_legality() -> None:
    assert legal("5H", "JK 9C") == {"JK"}
    assert legal("5H", "JK 2H 9C") == {"JK", "2H"}
    assert legal("9C", "JK 2H") == {"JK", "2H"}
    assert legal("9C", "JK 4C") == {"4C"}


def test_example_7_decks() -> None:
    four = GAME.new_match(4, {}, 1)
    three = GAME.new_match(3, {}, 1)
    assert len(four.deck) == 52 and JOKER in four.deck and Card("2", "C") not in four.deck
    assert len(three.deck) == 51 and JOKER in three.deck
    assert not {Card("2", "C"), Card("3", "C")} & set(three.deck)
    assert all(len(h) == 17 for h in three.hands)  # type: ignore[attr-defined]


def test_example_8_match() -> None:
    match = GAME.new_match(4, {}, 2)
    assert isinstance(match, HeartsMatch)
    deals = [(39, 36, 20, 29), (0, 60, 44, 20), (50, 30, 24, 20), (14, 40, 40, 30)]
    for number, penalties in enumerate(deals, 1):
        assert sum(penalties) == 124
        assert not match.is_over
        match.score_deal = lambda p=penalties: (p, (), "penalties")  # type: ignore[misc]
        match._end_deal()
        assert match.deal_number == min(number + 1, 4)
    assert match.is_over
    assert match.totals == [103, 166, 128, 99]
    result = match.result()
    assert result is not None and result.winners == (3,)


def test_deal_lines_list_every_penalty_card() -> None:
    taken = [list(parse_cards("TH JK 9H 4C")), [], list(parse_cards("AH 2D")), []]
    penalties, lines, _ = score_taken(taken)
    assert penalties == (39, 0, 14, 0)
    assert check_lines(lines, 4) == (-39, 0, -14, 0)
    shown = {c for line in lines for c in line.arg("cards", ())}  # type: ignore[union-attr]
    assert shown == set(parse_cards("TH JK 9H AH"))


def test_eldest_leads_and_hearts_may_be_led() -> None:
    match = GAME.new_match(4, {}, 4)
    assert isinstance(match, HeartsMatch)
    assert match.current_seat == (match.dealer + 1) % 4
    hand = match.hands[match.current_seat]
    assert {a.cards[0] for a in match.legal_actions()} == set(hand)


def test_hearts_must_be_broken_option() -> None:
    match = GAME.new_match(4, {"hearts_must_be_broken": True}, 4)
    assert isinstance(match, HeartsMatch)
    seat = match.current_seat
    assert seat is not None
    hand = match.hands[seat]
    legal_now = {a.cards[0] for a in match.legal_actions()}
    others = {c for c in hand if ORDER.suit[c] != "H"}
    if others:
        assert legal_now == others
        heart = next((c for c in hand if ORDER.suit[c] == "H"), None)
        if heart is not None:
            with pytest.raises(IllegalAction) as err:
                match.apply(Action.play(heart))
            assert err.value.reason == "hearts_not_broken"


def test_target_score_option_ends_on_reaching_it() -> None:
    match = GAME.new_match(4, {"target_score": 50}, 5)
    rng = random.Random(5)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    assert max(match.totals) >= 50  # type: ignore[attr-defined]


def test_joker_points_option() -> None:
    match = GAME.new_match(4, {"joker_points": 25}, 5)
    assert isinstance(match, HeartsMatch)
    assert match.card_values[JOKER] == 25


def test_bot_plays_matches_to_the_end() -> None:
    bot = make_bot("simple", "joker_hearts")
    for seed in range(3):
        match = GAME.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply(bot.choose(match.view(match.current_seat), rng))
        assert match.result() is not None
