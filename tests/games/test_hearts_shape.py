"""The Hearts family in the engine's one shape: typed options, declared zones, the phase
table, the play-out tables and rule splits that must agree with the engine's rules."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import Card, deck, get_game
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, FollowRule, legal_cards
from cardtui.games.hearts.auction import BID, CHOOSE, AuctionMatch, AuctionOptions
from cardtui.games.hearts.core import PASSING, PLAY, HeartsContext, HeartsMatch
from cardtui.games.hearts.domino import DominoMatch, DominoOptions
from cardtui.games.hearts.joker import ORDER as JOKER_ORDER
from cardtui.games.hearts.kierki import KierkiMatch, KierkiOptions
from cardtui.games.hearts.kierki_deals import (
    FOLLOW_ONLY,
    ITEMS,
    SIXTH_DEAL,
    PenaltyTable,
    card_order,
    extra_rules,
    marked_tricks,
)
from cardtui.games.hearts.tricks import (
    HEARTS_MUST_BE_BROKEN,
    NO_HEART_LEAD,
    order_tables,
    split_rules,
)

HEARTS_GAMES = (
    "omnibus_hearts",
    "slobberhannes",
    "joker_hearts",
    "auction_hearts",
    "domino_hearts",
    "kierki",
)


@pytest.mark.parametrize("game_id", HEARTS_GAMES)
def test_every_game_reads_typed_options_and_is_over_in_the_base(game_id: str) -> None:
    game = get_game(game_id)
    match = game.new_match(seed=3)
    assert isinstance(match, HeartsMatch)
    assert type(match.opts).__name__.endswith("Options")
    for spec in game.options:
        assert hasattr(match.opts, spec.key)
    assert not match.over and match.current_seat == match.to_move
    assert "finished" not in vars(match)


def test_option_choices_of_numbers_are_ints() -> None:
    domino = get_game("domino_hearts").new_match(4, {"queen_of_spades_points": "13"}, 1)
    assert isinstance(domino, DominoMatch) and isinstance(domino.opts, DominoOptions)
    assert domino.opts.queen_of_spades_points == 13
    kierki = get_game("kierki").new_match(4, {"auction_bid_step": "5"}, 1)
    assert isinstance(kierki, KierkiMatch) and isinstance(kierki.opts, KierkiOptions)
    assert kierki.opts.auction_bid_step == 5
    auction = get_game("auction_hearts").new_match(4, {"max_bid": 4}, 1)
    assert isinstance(auction, AuctionMatch) and isinstance(auction.opts, AuctionOptions)
    assert auction.opts.max_bid == 4


@pytest.mark.parametrize(
    ("game_id", "seats", "extra"),
    [
        ("omnibus_hearts", 4, {"pass0", "stock"}),
        ("domino_hearts", 5, {"pass4", "stock", "discarded"}),
        ("kierki", 3, {"widow", "layout"}),
    ],
)
def test_zone_names_stay_what_they_were(game_id: str, seats: int, extra: set[str]) -> None:
    match = get_game(game_id).new_match(seats, seed=2)
    names = set(match.card_zones())
    assert {f"hand{s}" for s in range(seats)} | {f"taken{s}" for s in range(seats)} <= names
    assert {"trick", *extra} <= names
    hidden = set(match.hidden_zones(0))
    assert "hand0" not in hidden and "hand1" in hidden
    assert not hidden & {"trick", "taken1", "widow", "layout", "discarded"}


def test_put_zone_sets_a_zone_by_its_name() -> None:
    match = get_game("omnibus_hearts").new_match(seed=4)
    assert isinstance(match, HeartsMatch)
    cards = list(match.hands[2])
    match.put_zone(0, "hand2", [])
    assert match.hands[2] == []
    match.put_zone(0, "hand2", cards)
    assert match.hands[2] == cards
    match.put_zone(0, "stock", [])
    assert match.stock == []


def test_phase_tables() -> None:
    assert set(HeartsMatch.phase_table) == {PLAY, PASSING}
    assert set(AuctionMatch.phase_table) == {PLAY, PASSING, BID, CHOOSE}
    assert set(KierkiMatch.phase_table) == {
        PLAY,
        "lottery",
        "declare",
        "offer",
        "bid",
        "exchange",
    }


ORDERS = [CardOrder(), card_order("S"), card_order("H"), CardOrder(suit_ranks="AKQJT987")]


@pytest.mark.parametrize("order", ORDERS, ids=["plain", "spades", "hearts", "32"])
def test_the_core_finds_the_order_s_winner(order: CardOrder) -> None:
    match = get_game("kierki").new_match(seed=1)
    assert isinstance(match, HeartsMatch)
    match.set_order(order)
    rng = random.Random(5)
    cards = [c for c in deck(52) if c in order.suit]
    follows = order_tables(order).follows
    for _ in range(500):
        played = rng.sample(cards, rng.randrange(2, 8))
        trick = list(enumerate(played))
        assert match.trick_winner(trick) == order.winner(trick)
        led = played[0]
        assert [c for c in played if c in follows[led]] == [
            c for c in played if order.suit[c] == order.suit[led]
        ]


def test_the_joker_s_order_tables_know_the_joker() -> None:
    """Its strength tables put the joker over every card of a non-heart lead, so the core
    reads the winner from them (their agreement with ``beats`` is tested with the order)."""
    assert order_tables(JOKER_ORDER).plain_beats
    assert JOKER_ORDER.strength("S")[Card.parse("JK")] > JOKER_ORDER.strength("S")[Card("A", "S")]
    joker = Card.parse("JK")
    assert joker in order_tables(JOKER_ORDER).follows[Card("5", "H")]


@pytest.mark.parametrize(
    "rules",
    [
        (HEARTS_MUST_BE_BROKEN,),
        (NO_HEART_LEAD,),
        extra_rules("robber", True, True),
        extra_rules("no_king_of_hearts", False, True),
    ],
)
def test_split_rules_give_the_same_cards(rules: tuple[FollowRule, ...]) -> None:
    order = CardOrder()
    lead, follow = split_rules(rules, FOLLOW_ONLY)
    rng = random.Random(7)
    full = list(deck(52))
    for _ in range(400):
        hand = sorted(rng.sample(full, rng.randrange(1, 13)), key=full.index)
        rest = [c for c in full if c not in hand]
        plays = list(enumerate(rng.sample(rest, rng.randrange(0, 3))))
        led = plays[0][1] if plays else None
        ctx = HeartsContext(order, led, plays=plays, broken=rng.random() < 0.5)
        expected = legal_cards(hand, ctx, (MUST_FOLLOW, *rules))
        followed = legal_cards(hand, ctx, (MUST_FOLLOW,))
        assert legal_cards(followed, ctx, follow if plays else lead) == expected


def test_penalty_table_per_card_sums_match_the_items() -> None:
    rng = random.Random(1)
    full = list(deck(52))
    for kind in ITEMS:
        for players in (3, 4):
            for sixth in SIXTH_DEAL:
                table = PenaltyTable(
                    kind, players, marked_tricks(sixth, 13 if players == 4 else 17)
                )
                for _ in range(50):
                    cards = rng.sample(full, players)
                    number = rng.randrange(1, 18)
                    expected = sum(
                        table.count(i, cards, number) * table.value(i, number) for i in table.items
                    )
                    assert table.trick_penalty(cards, number) == expected
