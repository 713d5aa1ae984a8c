"""Omnibus Hearts: the worked examples of shared/rules/hearts.md §5.9, options, passing, bot."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, IllegalAction, OptionError, get_game, parse_cards
from cardtui.engine.score import check_lines
from cardtui.games.hearts.core import HeartsMatch, deal_total
from cardtui.games.hearts.omnibus import VALUES, score_taken
from cardtui.games.hearts.passing import pass_action
from tests.games.hearts_deals import deck_for

GAME = get_game("omnibus_hearts")
HEARTS = " ".join(f"{r}H" for r in "AKQJT98765432")

HANDS = [
    "QS AH KH 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    "QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
    "QD KD AD 2S 3S 4S 5S 6S 7S 8S 9S TS JS",
    "KS AS QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
]


def rigged(dealer: int = 3, **options: object) -> HeartsMatch:
    match = GAME.new_match(4, options, 1, replay=[dealer, deck_for(HANDS, dealer)])
    assert isinstance(match, HeartsMatch)
    return match


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def test_example_1_seed_values() -> None:
    assert VALUES[Card("Q", "S")] == 13
    assert VALUES[Card("T", "D")] == -10
    assert sum(VALUES[Card(r, "H")] for r in "AKQJT98765432") == 13
    defaults = {o.key: o.default for o in GAME.options}
    assert defaults["slam_points"] == 26
    assert defaults["target_score"] == 100


def test_example_2_deal() -> None:
    taken = [cards("AH KH QH JH TH QS"), cards("TD 9H 8H 7H"), cards("6H 5H 4H 3H 2H"), []]
    penalties, lines, outcome = score_taken(taken)
    assert penalties == (18, -7, 5, 0)
    assert sum(penalties) == 16
    assert outcome == "penalties"
    assert check_lines(lines, 4) == (-18, 7, -5, 0)


def test_example_3_slam() -> None:
    taken = [[], [], cards(HEARTS + " QS TD 2C"), cards("3C")]
    penalties, lines, outcome = score_taken(taken)
    assert penalties == (0, 0, -26, 0)
    assert outcome == "slam"
    assert check_lines(lines, 4) == (0, 0, 26, 0)


def test_example_4_near_slam() -> None:
    taken = [cards("TD"), [], cards(HEARTS + " QS"), []]
    penalties, _, outcome = score_taken(taken)
    assert penalties == (-10, 0, 26, 0)
    assert outcome == "penalties"


def test_example_5_passing() -> None:
    match = rigged(dealer=3)
    assert match.phase == "pass_cards"
    assert match.current_seat == 0
    mine = pass_action(cards("QS AH KH"))
    match.apply(mine)
    # nothing moves until every seat has chosen; the next seat cannot see the choice
    assert match.view(1).hands[0] is None
    assert Card("Q", "S") not in match.view(1).hand
    for seat in (1, 2):
        assert match.current_seat == seat
        match.apply(pass_action(match.hands[seat][:3]))
    p3 = tuple(match.hands[3][:3])
    match.apply(pass_action(p3))
    assert match.phase == "play"
    assert set(cards("QS AH KH")) <= set(match.hands[1])
    assert set(p3) <= set(match.hands[0])
    assert match.view(1).private["received"] == tuple(
        sorted(cards("QS AH KH"), key=match._sort_key.__getitem__)
    )
    assert match.view(0).private["passed"] == mine.cards
    assert all(len(h) == 13 for h in match.hands)
    assert match.current_seat == 0  # eldest leads trick 1


def test_example_6_end() -> None:
    match = rigged()
    match.totals = [95, 60, 40, 20]
    match.score_deal = lambda: (  # type: ignore[method-assign]
        (18, -7, 5, 0),
        (deal_total("omnibus_hearts", (18, -7, 5, 0)),),
        "penalties",
    )
    match._end_deal()
    assert match.totals == [113, 53, 45, 20]
    result = match.result()
    assert result is not None
    assert result.winners == (3,)


def test_example_7_negative_totals() -> None:
    match = rigged()
    match.totals = [10, 10, 10, 10]
    taken = [[], [], cards(HEARTS + " QS TD"), []]
    match.taken = taken
    match._end_deal()
    assert match.totals == [10, 10, -16, 10]
    assert not match.is_over
    assert match.deal_summaries[-1].match_points == (0, 0, 26, 0)


def test_target_boundary_is_inclusive() -> None:
    match = rigged()
    match.totals = [99, 0, 0, 0]
    match.score_deal = lambda: (  # type: ignore[method-assign]
        (1, 0, 15, 0),
        (deal_total("omnibus_hearts", (1, 0, 15, 0)),),
        "penalties",
    )
    match._end_deal()
    assert match.is_over
    result = match.result()
    assert result is not None and result.winners == (1, 3)


def test_three_players_deck_and_hands() -> None:
    match = GAME.new_match(3, {}, 5)
    assert len(match.deck) == 51 and Card("2", "C") not in match.deck
    assert all(len(h) == 17 for h in match.hands)  # type: ignore[attr-defined]


def test_rotating_passes_left_right_across_none() -> None:
    match = GAME.new_match(4, {"pass_direction": "rotating"}, 3)
    assert isinstance(match, HeartsMatch)
    offsets = []
    rng = random.Random(3)
    while len(offsets) < 5 and not match.is_over:
        if match.deal_number > len(offsets):
            offsets.append(match.offset)
        match.apply(rng.choice(match.legal_actions()))
    assert offsets == [1, -1, 2, 0, 1]


def test_rotating_refused_for_three() -> None:
    with pytest.raises(OptionError):
        GAME.new_match(3, {"pass_direction": "rotating"}, 1)


def test_no_passing_option() -> None:
    match = GAME.new_match(4, {"pass_direction": "none"}, 1)
    assert match.view(0).phase == "play"


def test_pass_must_be_three_own_cards() -> None:
    match = rigged(dealer=3)
    with pytest.raises(IllegalAction) as err:
        match.apply(pass_action(cards("QS AH")))
    assert err.value.reason == "pass_count"
    with pytest.raises(IllegalAction):
        match.apply(pass_action(cards("QS AH QC")))
    with pytest.raises(IllegalAction) as err:
        match.apply(Action.play(Card("Q", "S")))
    assert err.value.reason == "pass_first"
    assert len(match.legal_actions()) == 286


def test_follow_suit_and_any_lead() -> None:
    match = rigged(dealer=3, pass_direction="none")
    # P0 leads a heart straight away: hearts and spades may be led at any time
    match.apply(Action.play(Card("A", "H")))
    legal = {a.cards[0] for a in match.legal_actions()}
    assert legal == set(match.hands[1])  # P1 holds no heart: any card
    with pytest.raises(IllegalAction):
        match.apply(Action.play(Card("Z", "H")) if False else Action.play(Card("A", "S")))


def test_bot_plays_matches_to_the_end() -> None:
    bot = make_bot("simple", "omnibus_hearts")
    for seed in range(3):
        match = GAME.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.current_seat
            match.apply(bot.choose(match.view(seat), rng))
        assert match.result() is not None


def test_slam_points_option() -> None:
    taken = [[], cards(HEARTS + " QS TD"), [], []]
    assert score_taken(taken, 30)[0] == (0, -30, 0, 0)
    match = rigged(slam_points=30)
    assert match.options["slam_points"] == 30


def test_target_score_option() -> None:
    match = rigged(target_score=20)
    match.score_deal = lambda: (  # type: ignore[method-assign]
        (20, 0, -4, 0),
        (deal_total("omnibus_hearts", (20, 0, -4, 0)),),
        "penalties",
    )
    match._end_deal()
    assert match.is_over


def test_a_pass_is_legal_only_in_its_canonical_card_order() -> None:
    """Found by the million-action fuzz run: the same three cards in another order were taken."""
    from cardtui.engine import Action, IllegalAction, get_game

    match = get_game("omnibus_hearts").new_match(4, {}, 5)
    legal = list(match.legal_actions())
    chosen = legal[0]
    shuffled = Action(chosen.kind, tuple(reversed(chosen.cards)), chosen.value)
    assert shuffled is not chosen and shuffled not in match.legal_actions()
    try:
        match.apply(shuffled)
    except IllegalAction:
        pass
    else:
        raise AssertionError("a non-canonical pass was accepted")
    match.apply(chosen)
