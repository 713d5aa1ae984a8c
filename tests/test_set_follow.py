"""The engine's set rules (answers of k cards to a k-card lead): the shape checks, the
shared rules on worked sets, and, for one card, the same legal cards and reasons as the
one-card follow rules of :mod:`cardtui.engine.trick`."""

from __future__ import annotations

import doctest
import random

import pytest

import cardtui.engine.set_follow
from cardtui.engine import Action, deck, parse_cards
from cardtui.engine.set_follow import (
    BEATS_ONE_TO_ONE,
    FOLLOWS_SUITS,
    TRUMPS_WHEN_VOID,
    SetAnswer,
    SetContext,
    answer_pool,
    answer_refusal,
    answer_sets,
    beaten_table,
    trump_duty,
)
from cardtui.engine.trick import (
    MUST_FOLLOW,
    MUST_TRUMP,
    CardOrder,
    TrickContext,
    legal_cards,
    refusal_reason,
)

ORDER = CardOrder(
    trumps=parse_cards("QC QS QH QD JC JS JH JD"), trump_suit="D", suit_ranks="ATK987"
)
FOLLOW_AND_TRUMP = (FOLLOWS_SUITS, TRUMPS_WHEN_VOID)
KOZEL_RANKS = "ATKQJ9876"
"""The 36-card Kozel order, the ten above the king."""
BEAT_OR_DISCARD = (SetAnswer("beat", (BEATS_ONE_TO_ONE,)), SetAnswer("discard"))


def test_doctests() -> None:
    failures, _ = doctest.testmod(cardtui.engine.set_follow)
    assert failures == 0


def test_shape_codes_come_first_in_their_order() -> None:
    hand = parse_cards("AH 6C QH 7D")
    ctx = SetContext(parse_cards("TH KH"), beaten_table("C", KOZEL_RANKS))
    assert answer_refusal(Action.play(*hand[:2]), hand, ctx, BEAT_OR_DISCARD) == "not_your_choice"
    assert answer_refusal(Action("beat"), hand, ctx, BEAT_OR_DISCARD) == "no_cards"
    twice = Action("beat", parse_cards("AH AH"))
    assert answer_refusal(twice, hand, ctx, BEAT_OR_DISCARD) == "card_not_in_hand"
    foreign = Action("discard", parse_cards("AH 9S"))
    assert answer_refusal(foreign, hand, ctx, BEAT_OR_DISCARD) == "card_not_in_hand"
    one = Action("discard", parse_cards("AH"))
    assert answer_refusal(one, hand, ctx, BEAT_OR_DISCARD) == "wrong_card_count"
    weak = Action("beat", parse_cards("AH QH"))
    assert answer_refusal(weak, hand, ctx, BEAT_OR_DISCARD) == "does_not_beat"
    assert (
        answer_refusal(Action("discard", parse_cards("AH QH")), hand, ctx, BEAT_OR_DISCARD) is None
    )
    assert answer_refusal(Action("beat", parse_cards("AH 6C")), hand, ctx, BEAT_OR_DISCARD) is None


def test_beat_or_discard_lists_the_beats_then_every_give_up() -> None:
    hand = parse_cards("6D 7D TH QS")
    ctx = SetContext(parse_cards("AS JS"), beaten_table("D", KOZEL_RANKS))
    beat, give_up = (list(answer_sets(hand, ctx, a)) for a in BEAT_OR_DISCARD)
    assert [" ".join(c.code for c in s) for s in beat] == ["6D 7D", "6D QS", "7D QS"]  # B-T1(b)
    assert len(give_up) == 6
    assert answer_pool(hand, SetContext(parse_cards("9S"), ctx.beaten), BEAT_OR_DISCARD[0]) == [
        *parse_cards("6D 7D QS")
    ]


def test_follow_the_led_suits_as_far_as_able() -> None:
    led = parse_cards("AH KH 9S")
    ctx = SetContext(led, suit=ORDER.suit)
    hand = parse_cards("TH 9C 8S 7S 8C")  # one heart of two, two spades for one
    legal = {
        " ".join(c.code for c in s)
        for s in answer_sets(hand, ctx, SetAnswer("x", (FOLLOWS_SUITS,)))
    }
    assert legal == {"TH 8S 7S", "TH 9C 8S", "TH 9C 7S", "TH 8S 8C", "TH 7S 8C"}
    bad = Action("x", parse_cards("9C 8S 7S"))
    assert answer_refusal(bad, hand, ctx, [SetAnswer("x", FOLLOW_AND_TRUMP)]) == "must_follow_suit"


def test_trump_for_each_card_not_followed() -> None:
    led = parse_cards("AH KH")
    ctx = SetContext(led, suit=ORDER.suit)
    hand = parse_cards("TH QC 9D 8C")  # one heart: one trump (QC or 9D) for the other
    assert trump_duty(hand, ctx) == 1
    legal = {
        " ".join(c.code for c in s)
        for s in answer_sets(hand, ctx, SetAnswer("x", FOLLOW_AND_TRUMP))
    }
    assert legal == {"TH QC", "TH 9D"}
    no_trump = Action("x", parse_cards("TH 8C"))
    assert answer_refusal(no_trump, hand, ctx, [SetAnswer("x", FOLLOW_AND_TRUMP)]) == "must_trump"
    assert trump_duty(parse_cards("TH 9H QC"), ctx) == 0  # both hearts followed


@pytest.mark.parametrize("seed", range(3))
def test_one_card_answers_are_the_one_card_follow_rules(seed: int) -> None:
    rng = random.Random(seed)
    cards = deck(24)
    for _ in range(500):
        drawn = rng.sample(cards, rng.randint(2, 7))
        led, hand = drawn[0], drawn[1:]
        trick = TrickContext(ORDER, led)
        ctx = SetContext((led,), suit=ORDER.suit)
        rules = [MUST_FOLLOW, MUST_TRUMP]
        assert [
            s[0] for s in answer_sets(hand, ctx, SetAnswer("x", FOLLOW_AND_TRUMP))
        ] == legal_cards(hand, trick, rules)
        answer = [SetAnswer("play", FOLLOW_AND_TRUMP)]
        for card in hand:
            expected = refusal_reason(card, hand, trick, rules)
            assert answer_refusal(Action.play(card), hand, ctx, answer) == expected
