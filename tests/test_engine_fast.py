"""The engine's fast paths keep their meaning: clone, quiet search copies, prebuilt values,
card-order tables, worlds that stop at their deal's end, legal-set memos, policy tables."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtui.bots.hearts import HeartsBot, _heights
from cardtui.engine import Action, Card, get_game
from cardtui.engine.cards import JOKER, deck
from cardtui.engine.prebuilt import make_view, play_actions, play_event, play_of, plays_of
from cardtui.engine.registry import all_games
from cardtui.engine.trick import CardOrder
from cardtui.engine.values import Event, Play, View
from cardtui.engine.worlds import sample_world
from cardtui.games.kozel.core import FollowSets
from cardtui.games.trick_tables import RECENT_LIMIT


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_a_clone_goes_on_exactly_as_the_match(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=5)
    rng = random.Random(5)
    for _ in range(rng.randrange(5, 30)):
        if match.is_over:
            return
        match.apply(rng.choice(list(match.legal_actions())))
    twin = match.clone()
    assert not twin.quiet and twin.record is not match.record
    before = match.record.to_json()
    for _ in range(200):
        if match.is_over:
            break
        action = rng.choice(list(match.legal_actions()))
        assert twin.apply(action) == match.apply(action)
    assert twin.record.to_json() == match.record.to_json()
    assert twin.view(None) == match.view(None)
    assert before != match.record.to_json() or match.is_over


def test_a_clone_is_independent_of_the_match() -> None:
    match = get_game("omnibus_hearts").new_match(seed=3)
    before, record = match.view(None), match.record.to_json()
    twin = match.clone()
    rng = random.Random(1)
    while not twin.deal_summaries:
        twin.apply(rng.choice(list(twin.legal_actions())))
    assert match.view(None) == before
    assert match.record.to_json() == record


def test_search_copies_are_quiet_and_share_card_orders() -> None:
    match = get_game("omnibus_hearts").new_match(seed=2)
    copy = match.search_copy()
    assert copy.quiet and not match.quiet
    orders = [n for n, v in vars(match).items() if isinstance(v, CardOrder)]
    assert orders and all(getattr(copy, n) is getattr(match, n) for n in orders)
    assert copy.clone().quiet


def test_prebuilt_values_equal_the_built_ones() -> None:
    card = Card.parse("QC")
    assert play_event(2, card) == Event("play", 2, (card,))
    assert play_event(2, card) is play_event(2, card)
    cards = deck(24)
    assert play_actions(cards) == tuple(Action.play(c) for c in cards)


@pytest.mark.parametrize("trump", [None, "H"])
def test_trick_winner_tables_agree_with_the_pairwise_rule(trump: str | None) -> None:
    order = CardOrder(trumps=(Card.parse("QC"), Card.parse("JC")), trump_suit=trump)
    cards = deck(52)
    rng = random.Random(4)
    for _ in range(2000):
        plays = list(enumerate(rng.choice(cards) for _ in range(rng.randint(2, 5))))
        led = order.suit[plays[0][1]]
        best_seat, best = plays[0]
        for seat, card in plays[1:]:
            if order.beats(card, best, led):
                best_seat, best = seat, card
        assert order.winner(plays) == best_seat
    hand = rng.sample(cards, 13)
    by_key = sorted(hand, key=lambda c: ("TCSHD".index(order.suit[c]), -order.power[c]))
    assert order.sort_hand(hand) == by_key


def test_make_view_is_the_dataclass_value() -> None:
    card = Card.parse("AS")
    values: dict[str, Any] = {
        "game": "g",
        "seat": 1,
        "num_seats": 4,
        "phase": "play",
        "to_move": 1,
        "legal": (Action.play(card),),
        "hand": (card,),
        "hands": (None, (card,), None, None),
        "hand_sizes": (1, 1, 1, 1),
        "trick": (play_of(0, Card.parse("KS")),),
    }
    built, plain = make_view(dict(values)), View(**values)
    assert built == plain and vars(built) == vars(plain)
    assert built.public == {} and built.public is not make_view(dict(values)).public
    with_facts = make_view({**values, "public": {"a": 1}, "trump": "S"})
    assert with_facts == View(**values, public={"a": 1}, trump="S")
    assert play_of(0, card) == Play(0, (card,)) and play_of(0, card) is play_of(0, card)
    with pytest.raises(TypeError):
        make_view({**values, "bogus": 1})
    with pytest.raises(TypeError):
        make_view({k: v for k, v in values.items() if k != "game"})


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_a_sampled_world_and_its_copies_stop_at_the_deal_end(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=7)
    rng = random.Random(7)
    for _ in range(6):  # a few moves into the first deal
        match.apply(rng.choice(list(match.legal_actions())))
    seat = match.current_seat
    assert seat is not None and not match.deal_summaries
    world = sample_world(match.view(seat, search=True), rng)
    child = world.search_copy(3)
    deals = len(match.deal_summaries)
    for played in (world, child):
        while not played.deal_done and not played.is_over:
            assert len(played.deal_summaries) == deals
            played.apply_fast(rng.choice(list(played.legal_actions())))
        assert len(played.deal_summaries) == deals + 1
        assert played.deal_number == match.deal_number, "the next deal is never dealt"
    assert match.search_copy().chance.stop_after is None


def test_a_public_match_keeps_few_legal_sets_and_a_search_copy_many() -> None:
    match = get_game("doppelkopf").new_match(seed=1)
    tables = match.tables  # type: ignore[attr-defined]
    tables.memo.clear()
    rng = random.Random(1)
    for _ in range(300):
        match.apply(rng.choice(list(match.legal_actions())))
        assert len(tables.recent) <= RECENT_LIMIT
    assert not tables.memo
    copy = match.search_copy()
    copy.legal_actions()
    while copy.phase != "play" and not copy.is_over:
        copy.apply_fast(rng.choice(list(copy.legal_actions())))
    if not copy.is_over:
        assert copy.legal_actions() and copy.tables.memo  # type: ignore[attr-defined]


def test_follow_sets_without_memo_are_the_same_and_keep_nothing() -> None:
    suits = {c: c.suit for c in deck(32)}
    sets = FollowSets(suits)
    rng = random.Random(2)
    for _ in range(200):
        hand = rng.sample(deck(32), 8)
        led = rng.choice(["", "C", "S", "H", "D"])
        assert sets.plays(hand, led, memo=False) == sets.plays(hand, led)
    sets.known.clear()
    sets.plays(deck(32)[:8], "C", memo=False)
    assert not sets.known


def test_view_tricks_are_the_shared_plays() -> None:
    trick = [(0, Card.parse("KS")), (1, Card.parse("AS"))]
    assert plays_of(trick) == tuple(play_of(s, c) for s, c in trick)
    assert all(a is b for a, b in zip(plays_of(trick), plays_of(trick), strict=True))
    assert plays_of(()) == ()


def test_hearts_bot_heights_are_its_rank_order() -> None:
    bot = HeartsBot()
    for ranks in ("AKQJT98765432", "AKQJT987"):
        bot.ranks = ranks
        bot._height = _heights(ranks)
        for card in [Card(r, s) for s in "CDHS" for r in ranks]:
            assert bot.height(card) == len(ranks) - ranks.index(card.rank)
        assert bot.height(JOKER) == len(ranks) - ranks.index("J") - 0.5


def test_the_joker_orders_strength_tables_agree_with_its_beats() -> None:
    from cardtui.games.hearts.joker import DECKS, ORDER

    assert ORDER.plain_beats, "the joker's order names winners from its strength tables"
    cards = list(DECKS[4])
    rng = random.Random(6)
    for _ in range(3000):
        plays = list(enumerate(rng.sample(cards, rng.randint(2, 4))))
        led = ORDER.suit[plays[0][1]]
        assert ORDER.winner(plays) == ORDER._winner_by_beats(plays, led)


def test_a_fast_score_line_is_the_dataclass_value() -> None:
    from cardtui.engine.score import ScoreLine, make_line, note, term

    built = make_line("score.x.y", (1, -1), "term", (("n", 2),), "half")
    plain = ScoreLine("score.x.y", (1, -1), "term", (("n", 2),), "half")
    assert built == plain and hash(built) == hash(plain) and repr(built) == repr(plain)
    assert term("a", (1,), seat=0) == ScoreLine("a", (1,), "term", (("seat", 0),))
    assert note("a") == ScoreLine("a", None, "note")
    with pytest.raises(AttributeError):
        built.code = "other"  # type: ignore[misc]
