"""«Ведьма» (witch): the worked examples of rules/witch.md §8, options, views, bot."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardtui.bots import RandomBot, make_bot
from cardtui.engine import Action, Card, IllegalAction, OptionError, deck, get_game, parse_cards
from cardtui.games.witch import WitchMatch, draw_at
from cardtui.games.witch_rules import (
    WITCH,
    deal_sizes,
    discard_pairs,
    left_of,
    pairs_in,
    right_of,
)
from tests.conformance import cards_in

GAME = get_game("witch")


def codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def dealt(
    n: int, dealer: int, seat_hands: dict[int, str], size: int = 32, **options: Any
) -> WitchMatch:
    """A match whose deal gives the listed spec seats (0 = dealer's left) these cards first."""
    placed: dict[int, Card] = {}
    for spec_seat, text in seat_hands.items():
        for k, card in enumerate(parse_cards(text)):
            placed[k * n + spec_seat] = card
    filler = [c for c in deck(size) if c not in placed.values()]
    cards = [placed[i] if i in placed else filler.pop(0) for i in range(size)]
    opts = {"deck_size": str(size), **options}
    match = GAME.new_match(n, opts, 0, replay=[dealer, " ".join(c.code for c in cards)])
    assert isinstance(match, WitchMatch)
    return match


def scripted(hands: Sequence[str], dealer: int, **options: Any) -> WitchMatch:
    """A custom pack (unit tests of §8.4, §8.5): these hands, then play begins."""
    match = GAME.new_match(len(hands), options, 0)
    assert isinstance(match, WitchMatch)
    match.hands = [list(parse_cards(h)) for h in hands]
    match.deck = tuple(c for h in match.hands for c in h)
    match.dealer = dealer
    match.discarded, match.out = [], []
    match._after_deal()
    return match


def draw_card(match: WitchMatch, code: str) -> None:
    """The drawer picks the position where ``code`` lies in the offered hand."""
    hand = match.hands[match.source]
    match.apply(draw_at(hand.index(Card.parse(code)) + 1))


# --- §8.1 from the seed ------------------------------------------------------------


def test_w_s1_whole_pack_dealt_one_by_one() -> None:
    for n in range(2, 7):
        match = GAME.new_match(n, {}, seed=n)
        assert sum(match.view(None).hand_sizes) == 32


def test_w_s2_dealers_left_draws_from_dealer() -> None:
    match = dealt(4, 3, {})
    view = match.view(0)
    assert view.to_move == 0 and view.public["source"] == 3
    assert len(view.legal) == 8  # the dealer's 8 cards, face down
    match.apply(view.legal[0])
    assert match.view(0).public["drawer"] == 1


def test_w_s3_witch_never_discarded() -> None:
    assert discard_pairs(parse_cards("QS QC")) == (list(parse_cards("QS QC")), [])


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("size", ["32", "52"])
@pytest.mark.parametrize("initial", [False, True])
def test_w_s4_end_state(n: int, size: str, initial: bool) -> None:
    bot = RandomBot()
    for seed in range(2):
        match = GAME.new_match(n, {"deck_size": size, "initial_discard": initial}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            match.apply(bot.choose(match.view(seat), rng))
        holders = [s for s, h in enumerate(match.hands) if h]
        assert len(holders) == 1
        hand = set(match.hands[holders[0]])
        assert WITCH in hand and len(hand) == 2
        other = (hand - {WITCH}).pop()
        assert other.rank == "Q" and other.suit in "CDH"
        assert len(match.discarded) == int(size) - 2
        result = match.result()
        assert result is not None and result.losers == (holders[0],)


# --- §8.2 pair discard -------------------------------------------------------------


@pytest.mark.parametrize(
    ("case", "hand", "discarded", "kept"),
    [
        ("W-D-1", "QS QH QD 8C", "QD QH", "QS 8C"),
        ("W-D-2", "QS QC", "", "QS QC"),
        ("W-D-3", "8H 8D 8C", "8C 8D", "8H"),
        ("W-D-4", "8H 8D 8C 8S", "8C 8D 8H 8S", ""),
        ("W-D-5", "QC QD QH QS", "QC QD", "QH QS"),
        ("W-D-6", "9S AH 7D", "", "9S AH 7D"),
    ],
)
def test_discard_pairs(case: str, hand: str, discarded: str, kept: str) -> None:
    got_kept, got_discarded = discard_pairs(parse_cards(hand))
    assert codes(got_discarded) == discarded.split(), case
    assert codes(got_kept) == kept.split(), case


def test_pairs_by_hand_never_offer_the_witch() -> None:
    pairs = pairs_in(parse_cards("QS QH QD 8C 8D"))
    assert {frozenset(codes(p)) for p in pairs} == {
        frozenset({"QH", "QD"}),
        frozenset({"8C", "8D"}),
    }


# --- §8.3 neighbours and turn order ---------------------------------------------------


def test_w_v1_deal_sizes() -> None:
    assert deal_sizes(32, 3) == [11, 11, 10]
    assert deal_sizes(32, 5) == [7, 7, 6, 6, 6]
    assert deal_sizes(32, 6) == [6, 6, 5, 5, 5, 5]
    assert deal_sizes(52, 4) == [13] * 4
    match = GAME.new_match(3, {}, seed=1)
    dealer = match.dealer
    sizes = match.view(None).hand_sizes
    assert [sizes[(dealer + 1 + i) % 3] for i in range(3)] == [11, 11, 10]


def test_w_v2_empty_seat_is_skipped() -> None:
    active = [True, False, True, True]
    assert left_of(0, active) == 2
    assert right_of(2, active) == 0
    assert right_of(0, active) == 3
    match = scripted(["7C 8C", "", "7D 9C", "8D 9D"], dealer=3)
    assert match.drawer == 0 and match.source == 3
    match.apply(match.legal_actions()[0])
    assert (match.drawer == 2 and match.source == 0) or match.drawer == 3


def test_w_v3_two_players_alternate() -> None:
    match = dealt(2, 1, {})
    seen = []
    for _ in range(4):
        if match.is_over:
            break
        seen.append((match.drawer, match.source))
        match.apply(match.legal_actions()[0])
    assert seen[:2] == [(0, 1), (1, 0)]


# --- §8.4 scripted mini-game ----------------------------------------------------------


def test_w_g1a() -> None:
    match = scripted(["QS 8C", "QH 8D"], dealer=1)
    draw_card(match, "8D")
    assert codes(match.hands[0]) == ["QS"] and codes(match.hands[1]) == ["QH"]
    assert codes(match.discarded) == ["8C", "8D"]
    draw_card(match, "QS")
    assert match.is_over and match.out == [0] and match.loser == 1
    assert set(codes(match.hands[1])) == {"QH", "QS"}
    assert match.result() is not None and match.result().losers == (1,)  # type: ignore[union-attr]


def test_w_g1b() -> None:
    match = scripted(["QS 8C", "QH 8D"], dealer=1)
    draw_card(match, "QH")
    assert set(codes(match.hands[0])) == {"QS", "8C", "QH"} and codes(match.hands[1]) == ["8D"]
    draw_card(match, "8C")
    assert match.is_over and match.out == [1] and match.loser == 0
    assert set(codes(match.hands[0])) == {"QS", "QH"}


@pytest.mark.parametrize(("first", "second", "loser"), [("8D", "QS", 1), ("QH", "8C", 0)])
def test_w_g1c_initial_discard_changes_nothing(first: str, second: str, loser: int) -> None:
    match = scripted(["QS 8C", "QH 8D"], dealer=1, initial_discard=True)
    assert match.discarded == [] and match.drawer == 0
    draw_card(match, first)
    draw_card(match, second)
    assert match.is_over and match.loser == loser


# --- §8.5 initial discard ---------------------------------------------------------------


def test_w_i1_initial_discard() -> None:
    kept, gone = discard_pairs(parse_cards("8C 8D QS QH QD 9S"))
    assert codes(kept) == ["QS", "9S"] and codes(gone) == ["QD", "QH", "8C", "8D"]
    match = dealt(3, 2, {2: "8C 8D QS QH QD 9S AC KC JC 7C"}, initial_discard=True)
    seat2 = set(codes(match.hands[2]))  # spec seat 2 = (dealer + 1 + 2) % 3
    assert {"QS", "9S"} <= seat2 and not {"8C", "8D", "QH", "QD"} & seat2


def test_w_i2_empty_before_play_finishes_first() -> None:
    match = scripted(["QS 8C", "7C 7H", "QH 8D"], dealer=2, initial_discard=True)
    assert match.out == [1]
    assert match.drawer == 0 and match.source == 2


def test_play_starts_at_first_seat_still_holding_cards() -> None:
    match = scripted(["7C 7H", "QS 8C", "QH 8D"], dealer=2, initial_discard=True)
    assert match.out == [0] and match.drawer == 1 and match.source == 2


# --- privacy ------------------------------------------------------------------------------


def test_drawn_card_seen_by_drawer_and_source_only() -> None:
    match = dealt(4, 3, {})
    match.apply(draw_at(1))
    drawer, source, card, _ = match.last_draw  # type: ignore[misc]
    assert (drawer, source) == (0, 3)
    assert match.view(0).private.get("drawn") is card
    if card in match.hands[0]:
        assert match.view(3).private.get("lost") is card
    for seat in (1, 2):
        assert card not in set(cards_in(match.view(seat)))
        assert "drawn" not in match.view(seat).private


def test_draw_events_are_private() -> None:
    match = dealt(3, 2, {})
    events = match.apply(draw_at(2))
    by_kind = {e.kind: e for e in events}
    assert by_kind["draw_own"].to == frozenset({0}) and by_kind["draw_lost"].to == frozenset({2})
    assert by_kind["draw_blind"].to == frozenset({1}) and by_kind["draw_blind"].cards == ()


def test_witch_whereabouts_known_to_the_giver() -> None:
    match = scripted(["8C 9C", "QS 8D"], dealer=1)
    draw_card(match, "QS")
    assert match.view(1).private.get("witch_at") == 0
    assert match.view(0).private.get("witch_at") == 0


# --- options ---------------------------------------------------------------------------------


def test_by_hand_discard() -> None:
    match = scripted(["QS 8C 9C", "QH 8D 9D"], dealer=1, pair_discard="by_hand")
    draw_card(match, "8D")
    assert match.phase == "discard" and match.current_seat == 0
    with pytest.raises(IllegalAction) as info:
        match.apply(Action("discard", tuple(parse_cards("QS 9C"))))
    assert info.value.reason in ("witch_never_pairs", "not_a_pair")
    match.apply(Action("discard", tuple(parse_cards("8C 8D"))))
    assert match.phase == "draw" and match.drawer == 1


def test_holder_arranges() -> None:
    match = scripted(["QS 8C", "QH 8D 9C"], dealer=1, holder_arranges=True)
    assert match.phase == "arrange" and match.current_seat == 1
    view = match.view(1)
    assert Action("offer") in view.legal
    target = view.hand[-1]
    match.apply(Action("move", (target,)))
    assert match.view(1).hand[0] is target
    match.apply(Action("offer"))
    assert match.current_seat == 0 and match.phase == "draw"
    match.apply(draw_at(1))
    assert match.last_draw is not None and match.last_draw[2] is target


def test_auto_draw_choice() -> None:
    match = GAME.new_match(3, {"draw_choice": "auto"}, seed=2)
    assert list(match.legal_actions()) == [Action("draw", (), "auto")]
    match.apply(Action("draw", (), "auto"))
    assert match.view(None).public["draws"] == 1


def test_max_draws_witch_holder_loses() -> None:
    match = GAME.new_match(4, {"max_draws": 3}, seed=4)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    assert match.draws == 3 and match.loser is not None
    assert WITCH in match.hands[match.loser]
    assert match.deal_summaries[-1].outcome == "cap"


def test_games_and_loser_deals() -> None:
    match = GAME.new_match(3, {"games": 3, "next_dealer": "loser"}, seed=5)
    assert isinstance(match, WitchMatch)
    losers = []
    while not match.is_over:
        before = len(match.deal_summaries)
        match.apply(match.legal_actions()[0])
        if len(match.deal_summaries) > before and not match.is_over:
            losers.append(match.deal_summaries[-1].details["loser"])
            assert match.dealer == losers[-1]
    assert sum(match.losses) == 3


def test_more_players_need_the_option_and_52_cards() -> None:
    with pytest.raises(OptionError):
        GAME.new_match(7, {})
    with pytest.raises(OptionError):
        GAME.new_match(7, {"allow_more_players": True})
    match = GAME.new_match(8, {"allow_more_players": True, "deck_size": "52"}, 1)
    assert sum(match.view(None).hand_sizes) == 52


def test_simple_bot_plays_every_phase() -> None:
    bot = make_bot("simple", "witch")
    rng = random.Random(3)
    options = {"pair_discard": "by_hand", "holder_arranges": True}
    match = GAME.new_match(3, options, seed=3)
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat)
        action = bot.choose(view, rng)
        assert action in view.legal
        match.apply(action)


# --- a game over at the deal (initial_discard) in the record -------------------------

ALL_PAIRS = "AC AS TC TS KC KS JC JS 9C 9S 8C 8S 7C 7S QC QD"
"""Sixteen cards of eight pairs: with two players, the dealer's left discards them all."""


def test_a_game_over_at_the_deal_is_written_and_replays() -> None:
    from cardtui.engine import MatchRecord
    from cardtui.engine.replay import replay

    match = dealt(2, 0, {0: ALL_PAIRS}, initial_discard=True)
    assert match.is_over and match.loser == 0 and match.out == [1]
    data = json.loads(match.record.dumps())
    (deal,) = data["deals"]
    assert deal["number"] == 1 and deal["dealer"] == 0
    assert deal["chance"][0] == 0 and len(deal["chance"][1].split()) == 32
    assert deal["actions"], "a written deal has at least one action"
    assert all(len(entry) == 3 and entry[2] == "auto" for entry in deal["actions"])
    assert [entry[1] for entry in deal["actions"] if entry[0] == 1][:2] == [
        "discard AC AS",
        "discard KC KS",
    ]
    again = replay(MatchRecord.from_json(data))
    assert again.is_over and again.result() == match.result()
    assert again.deal_summaries == match.deal_summaries


def test_the_initial_discards_are_logged_as_engine_moves() -> None:
    match = dealt(3, 0, {0: "8C 8D QS QH QD 9S"}, initial_discard=True)
    auto = [(e[0], str(e[1])) for e in match.record.deals[-1].actions]
    assert (1, "discard 8C 8D") in auto and (1, "discard QD QH") in auto
    assert match.record.decisions() == []


def test_simulate_counts_and_records_a_game_over_at_the_deal() -> None:
    """The reproduction: seed 218, two seats, initial_discard: match 1 ends at its deal."""
    from cardtui.cli.simulate import simulate

    records: list[Any] = []
    report = simulate(
        GAME, 2, 218, ["simple", "random"], {"initial_discard": True}, 2, records=records
    )
    first = records[0].to_json()["deals"]
    assert len(first) == 1 and first[0]["dealer"] is not None and first[0]["actions"]
    written = sum(len(r.to_json()["deals"]) for r in records)
    assert report.deals == written == 2
    assert report.matches == len(records) == 2


def test_simulate_counts_every_deal_of_a_step() -> None:
    """Over three games a game can end at its deal in the step that ended the one before."""
    from cardtui.cli.simulate import simulate

    records: list[Any] = []
    options = {"initial_discard": True, "games": 3}
    report = simulate(GAME, 600, 1, ["simple", "random"], options, 2, records=records)
    summaries = sum(len(r.to_json()["deals"]) for r in records)
    assert report.deals == summaries
    assert sum(report.outcomes.values()) == report.deals


def test_the_transcript_tells_a_game_over_at_the_deal() -> None:
    from cardtui.cli.transcript import transcript

    match = dealt(2, 0, {0: ALL_PAIRS}, initial_discard=True)
    text = transcript(match.record)
    assert "Deal 1 (dealer: Seat 1, deal code 0-1)" in text, text
    assert "Seat 2 discards the pair A♣ A♠." in text
    assert "Seat 1 is left with the witch: Q♥ Q♠." in text
    assert "Result: Seat 1: 0 points; Seat 2: 0 points" in text


def test_discard_pairs_matches_the_rule_by_rank_and_suit() -> None:
    """The one-pass discard agrees with the rule stated plainly (W-D2) on random hands."""
    from cardtui.games.witch_rules import PAIR_SUIT_ORDER, RANK_ORDER

    def plainly(hand: list[Card]) -> tuple[list[Card], list[Card]]:
        gone: list[Card] = []
        for rank in RANK_ORDER:
            same = sorted(
                (c for c in hand if c.rank == rank and c is not WITCH),
                key=lambda c: PAIR_SUIT_ORDER.index(c.suit),
            )
            gone += same[: len(same) // 2 * 2]
        return [c for c in hand if c not in gone], gone

    rng = random.Random(5)
    for size in (32, 52):
        cards = deck(size)
        for _ in range(2000):
            hand = rng.sample(cards, rng.randint(0, 13))
            assert discard_pairs(hand) == plainly(hand)


def test_phases_are_a_table_and_the_end_goes_through_close_deal() -> None:
    from cardtui.games.witch import ARRANGE, DISCARD, DRAW, WitchOptions

    match = GAME.new_match(3, {"games": 2}, 1)
    assert isinstance(match, WitchMatch) and isinstance(match.opts, WitchOptions)
    assert set(match.phase_table) == {ARRANGE, DRAW, DISCARD}
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    assert len(match.deal_summaries) == 2
    assert match.current_seat is None and match.phase == "over"
