"""Engine value types: cards, actions, options, records, trick machinery."""

from __future__ import annotations

import doctest
import random

import pytest

import cardtui.engine.actions
import cardtui.engine.cards
import cardtui.engine.trick
from cardtui.engine import Action, Card, MatchRecord, NotationError, OptionError, deck, parse_cards
from cardtui.engine.chance import Chance
from cardtui.engine.errors import RecordError
from cardtui.engine.options import OptionSpec, parse_option_pairs, validate_options
from cardtui.engine.trick import (
    MUST_FOLLOW,
    MUST_TRUMP,
    CardOrder,
    TrickContext,
    legal_cards,
    refusal_reason,
    unled_ace_ban,
)


@pytest.mark.parametrize(
    "module", [cardtui.engine.cards, cardtui.engine.actions, cardtui.engine.trick]
)
def test_doctests(module: object) -> None:
    failures, _ = doctest.testmod(module)  # type: ignore[arg-type]
    assert failures == 0


@pytest.mark.parametrize("code", ["QC", "TH", "7D", "JK", "AS", "2C"])
def test_card_codes_round_trip(code: str) -> None:
    card = Card.parse(code)
    assert str(card) == code
    assert eval(repr(card)) is card


@pytest.mark.parametrize("bad", ["", "Q", "QX", "1C", "QCC", "ZZ"])
def test_bad_card_codes_raise(bad: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(bad)


def test_ten_written_as_10() -> None:
    assert Card.parse("10h") is Card.parse("TH")


@pytest.mark.parametrize(
    ("size", "kwargs", "count"),
    [(24, {}, 24), (32, {}, 32), (36, {}, 36), (52, {}, 52), (24, {"copies": 2}, 48),
     (48, {}, 48), (40, {}, 40),
     (0, {"ranks": "ATKQJ"}, 20), (52, {"jokers": 1}, 53), (0, {"ranks": "ATKQJ6"}, 24)],
)
def test_decks(size: int, kwargs: dict[str, object], count: int) -> None:
    cards = deck(size, **kwargs)  # type: ignore[arg-type]
    assert len(cards) == count


def test_doubled_deck_keeps_duplicates() -> None:
    cards = deck(24, copies=2)
    assert cards.count(Card.parse("QC")) == 2


def test_actions_round_trip() -> None:
    for text in ["play QC", "play AS JS", "boast:pants", "cut:5", "pass", "discard 7H 8S",
                 "give:2 8C"]:
        assert str(Action.parse(text)) == text


def test_multi_card_play_is_canonical() -> None:
    a = Action.play(*parse_cards("JS AS"))
    b = Action.play(*parse_cards("AS JS"))
    assert a == b and str(a) == "play AS JS"


def test_option_validation_names_option_and_choices() -> None:
    specs = (
        OptionSpec("boasting", "bool", True),
        OptionSpec("mode", "choice", "stock", choices=("stock", "halves")),
        OptionSpec("head", "int", 9, minimum=1, maximum=20),
        OptionSpec("blind_seats", "seats", (), minimum=0, maximum=3),
    )
    ok = validate_options(specs, {"boasting": "no", "head": "12", "blind_seats": "1,3"}, 4)
    assert ok == {"boasting": False, "mode": "stock", "head": 12, "blind_seats": (0, 2)}
    # typed seats count from 1 as the table does; stored lists (records) from 0
    assert validate_options(specs, {"blind_seats": [0, 2]}, 4)["blind_seats"] == (0, 2)
    assert specs[3].as_text((0, 2)) == "1,3"
    with pytest.raises(OptionError, match=r"unknown option 'bogus'.*boasting"):
        validate_options(specs, {"bogus": 1})
    with pytest.raises(OptionError, match=r"'mode'.*stock, halves"):
        validate_options(specs, {"mode": "both"})
    with pytest.raises(OptionError, match="'head'"):
        validate_options(specs, {"head": "99"})
    with pytest.raises(OptionError, match="'blind_seats'"):
        validate_options(specs, {"blind_seats": "5"}, 4)
    with pytest.raises(OptionError, match="'blind_seats'"):
        validate_options(specs, {"blind_seats": "0"}, 4)
    with pytest.raises(OptionError):
        parse_option_pairs(["novalue"])


def test_record_json_round_trip_and_damage() -> None:
    record = MatchRecord("kozel_classic", 4, {"boasting": True}, 5, ["human", "simple"])
    record.begin_deal(1, 0)
    record.log_chance("QC TH")
    record.log_action(1, Action.parse("play QC"))
    record.log_action(3, Action.parse("play TH"), auto=True)
    again = MatchRecord.loads(record.dumps())
    assert again.dumps() == record.dumps()
    assert again.decisions() == [(1, Action.parse("play QC"))]
    for bad in ["{", "[]", '{"format": "other"}',
                '{"format": "cardtui-record", "version": 99}',
                '{"format": "cardtui-record", "version": 1, "game": "x"}']:
        with pytest.raises(RecordError):
            MatchRecord.loads(bad)


def test_chance_replays_logged_outcomes() -> None:
    record = MatchRecord("x", 4, {}, 3)
    chance = Chance(3, record)
    chance.begin_deal(1)
    cards = deck(32)
    first = chance.shuffle(cards)
    pick = chance.randrange(10)
    replay_record = MatchRecord("x", 4, {}, 3)
    again = Chance(3, replay_record, record.chance_outcomes())
    again.begin_deal(1)
    assert again.shuffle(cards) == first
    assert again.randrange(10) == pick
    assert replay_record.chance_outcomes() == record.chance_outcomes()


def test_chance_rejects_foreign_shuffle() -> None:
    chance = Chance(1, MatchRecord("x", 4, {}, 1), ["QC TH"])
    with pytest.raises(RecordError):
        chance.shuffle(parse_cards("7C 8C"))


KOZEL_ORDER = CardOrder(
    trumps=parse_cards("QC QS QH QD JC JS JH JD"), trump_suit="D", suit_ranks="ATK987"
)


def test_trick_winner_first_played_wins_ties() -> None:
    order = CardOrder(trumps=parse_cards("QC"), suit_ranks="ATK9")
    plays = list(zip(range(4), parse_cards("AH QC QC TH"), strict=True))
    assert order.winner(plays) == 1


def test_follow_rules_and_reasons() -> None:
    rules = [MUST_FOLLOW, unled_ace_ban(frozenset(parse_cards("AC AS AH")), "ace_discard_ban")]
    hand = list(parse_cards("AS 8C QD"))
    ctx = TrickContext(KOZEL_ORDER, Card.parse("KH"), {"C"})
    assert legal_cards(hand, ctx, rules) == list(parse_cards("8C QD"))
    assert refusal_reason(Card.parse("AS"), hand, ctx, rules) == "ace_discard_ban"
    assert refusal_reason(Card.parse("7H"), hand, ctx, rules) == "card_not_in_hand"
    only_aces = list(parse_cards("AS AC"))
    assert legal_cards(only_aces, TrickContext(KOZEL_ORDER, Card.parse("KH")), rules) == only_aces
    trump_rules = [MUST_FOLLOW, MUST_TRUMP]
    assert legal_cards(hand, ctx, trump_rules) == [Card.parse("QD")]
    follow = TrickContext(KOZEL_ORDER, Card.parse("7D"))
    assert refusal_reason(Card.parse("8C"), hand, follow, trump_rules) == "must_follow_suit"


def test_sort_hand_groups_trumps_first() -> None:
    hand = KOZEL_ORDER.sort_hand(parse_cards("7C AD QC AH JS 9D"))
    assert [c.code for c in hand] == ["QC", "JS", "AD", "9D", "7C", "AH"]


def test_shuffle_uses_given_rng() -> None:
    record = MatchRecord("x", 4, {}, 1)
    a = Chance(1, record)
    a.begin_deal(2)
    b = Chance(1, MatchRecord("x", 4, {}, 1))
    b.begin_deal(2)
    assert a.shuffle(deck(36)) == b.shuffle(deck(36))
    assert random.Random("1-2") is not None
