"""«Пьяница» (drunkard) and «Война» (war): the worked examples of rules/war.md §8, options, match."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import Card, IllegalAction, OptionError, get_game, parse_cards
from cardtui.engine.cards import sort_key
from cardtui.games.war.match import TURN, WarMatch, deal_piles
from cardtui.games.war.table import WarRules, WarTable, contenders

SUITS = "CDHS"


def pile(text: str) -> list[Card]:
    """Ranks top-first (``"K 7"``); suits are irrelevant, so each card gets the next suit."""
    out = []
    for i, rank in enumerate(text.split()):
        out.append(Card(rank, SUITS[i % 4]))
    return out


def ranks(cards: object) -> list[str]:
    return [c.rank for c in cards]  # type: ignore[attr-defined]


def table(*piles: str, **rules: object) -> WarTable:
    return WarTable([pile(p) for p in piles], WarRules(**rules))  # type: ignore[arg-type]


def state(t: WarTable) -> list[list[str]]:
    return [ranks(p) for p in t.piles]


PYANITSA = {"dispute_cards": 1}
VOYNA = {"dispute_cards": 3, "lowest_rank": "7"}


# --- dealing (§3) --------------------------------------------------------------


def test_d1_deal_one_at_a_time_on_top() -> None:
    piles, aside = deal_piles(parse_cards("AC KC QC JC TC 9C"), [0, 1], equal=False)
    assert [ranks(p) for p in piles] == [["T", "Q", "A"], ["9", "J", "K"]]
    assert aside == []


def test_deal_extras_to_first_seats_and_equal_piles() -> None:
    cards = parse_cards("AC KC QC JC TC 9C 8C")
    piles, _ = deal_piles(cards, [0, 1, 2], equal=False)
    assert [len(p) for p in piles] == [3, 2, 2]
    piles, aside = deal_piles(cards, [0, 1, 2], equal=True)
    assert [len(p) for p in piles] == [2, 2, 2] and aside == [Card.parse("8C")]


def test_war_deals_sixteen_each() -> None:
    match = get_game("war").new_match(seed=3)
    assert match.view(0).hand_sizes == (16, 16)


# --- §8.1 from the seed ----------------------------------------------------------


def test_p_s1_highest_takes_all() -> None:
    t = table("K", "Q", "8", **PYANITSA)
    end = t.play_round()
    assert end.winner == 0 and ranks(t.piles[0]) == ["K", "Q", "8"]


def test_p_s2_only_owners_of_equal_highest_dispute() -> None:
    t = table("Q 7", "Q 8", "J 9", **PYANITSA)
    end = t.play_round()
    assert end.winner == 1
    assert ranks(t.piles[2]) == ["9"]  # seat 2 opened nothing more


def test_p_s3_war_third_card_decides() -> None:
    t = table("9 7 8 K A", "9 J Q T 7", **VOYNA)
    end = t.play_round()
    assert end.winner == 0 and len(end.pot) == 8


def test_p_s4_game_ends_with_all_cards_in_one_hand() -> None:
    t = table("A", "K", **PYANITSA)
    t.play_round()
    assert t.reason == "normal" and t.winners() == (0,)


# --- §8.2 Пьяница -----------------------------------------------------------------


def test_p1_three_players() -> None:
    t = table("K 7", "Q 9", "8 A", **PYANITSA)
    t.play_round()
    assert state(t) == [["7", "K", "Q", "8"], ["9"], ["A"]]
    end = t.play_round()
    assert end.winner == 2 and ranks(end.pot) == ["A", "7", "9"]
    assert state(t) == [["K", "Q", "8"], [], ["A", "7", "9"]]
    assert end.eliminated == (1,) and t.eliminated == [1]


def test_p1_table_pickup() -> None:
    t = table("K 7", "Q 9", "8 A", pickup_order="table", dispute_cards=1)
    t.play_round()
    t.play_round()
    assert ranks(t.piles[2]) == ["7", "9", "A"]


def test_p2_dispute() -> None:
    t = table("Q 7 9", "Q 8 K", "J A", **PYANITSA)
    first = t.step()
    assert first.contenders == (0, 1) and first.end is None
    end = t.play_round()
    assert end.winner == 1
    assert ranks(t.pot()) == [] and ranks(end.pot) == ["Q", "8", "Q", "J", "7"]
    assert state(t) == [["9"], ["K", "Q", "8", "Q", "J", "7"], ["A"]]


def test_p2_table_pickup() -> None:
    t = table("Q 7 9", "Q 8 K", "J A", pickup_order="table", dispute_cards=1)
    t.play_round()
    assert ranks(t.piles[1]) == ["K", "Q", "Q", "J", "7", "8"]


def test_p3_any_tie_dispute() -> None:
    basic = table("A K", "8 9", "8 7", **PYANITSA)
    basic.play_round()
    assert state(basic) == [["K", "A", "8", "8"], ["9"], ["7"]]
    variant = table("A K", "8 9", "8 7", any_tie_dispute=True, dispute_cards=1)
    end = variant.play_round()
    assert end.winner == 1 and ranks(end.pot) == ["8", "9", "A", "8", "7"]
    assert state(variant) == [["K"], ["8", "9", "A", "8", "7"], []]
    assert variant.eliminated == [2]


def test_p3_variant_equals_basic_with_two_players() -> None:
    for any_tie in (False, True):
        t = table("A K", "8 9", any_tie_dispute=any_tie)
        assert t.play_round().winner == 0


def _cards(text: str) -> list[tuple[int, Card]]:
    return list(enumerate(pile(text)))


def test_p4_six_beats_ace() -> None:
    rules = WarRules(six_beats_ace=True, lowest_rank="6")
    assert contenders(_cards("6 A"), rules) == [0]
    assert contenders(_cards("6 A K"), rules) == [0]
    assert contenders(_cards("6 K"), rules) == [1]
    assert contenders(_cards("6 A 6"), rules) == [0, 2]
    assert contenders(_cards("6 A"), WarRules()) == [1]


def test_p5_two_winners_by_agreement() -> None:
    t = table("A K", "Q 9", "7", winners_count=2, dispute_cards=1)
    end = t.play_round()
    assert ranks(end.pot) == ["A", "Q", "7"] and end.eliminated == (2,)
    assert t.reason == "normal" and t.winners() == (0, 1)


# --- §8.3 Война -------------------------------------------------------------------


def test_v1_war() -> None:
    t = table("9 7 8 K A", "9 J Q T 7", **VOYNA)
    end = t.play_round()
    assert ranks(t.pot()) == []
    assert ranks(end.pot) == ["9", "7", "8", "K", "9", "J", "Q", "T"]
    assert state(t) == [["A", "9", "7", "8", "K", "9", "J", "Q", "T"], ["7"]]


def test_v1_pot_in_table_order_before_pickup() -> None:
    t = table("9 7 8 K A", "9 J Q T 7", **VOYNA)
    t.step()
    assert ranks(t.pot()) == ["9", "9"]
    t.step()
    assert t.last_round is not None and t.last_round.winner == 0


def test_v2_short_of_cards() -> None:
    t = table("9 7", "9 J Q T A", **VOYNA)
    end = t.play_round()
    assert end.winner == 1 and ranks(end.pot) == ["9", "J", "Q", "T", "9", "7"]
    assert state(t) == [[], ["A", "9", "J", "Q", "T", "9", "7"]]
    assert t.reason == "normal" and t.winners() == (1,) and t.rounds == 1


def test_v3_double_war_exhaustion() -> None:
    t = table("9 7 8 K Q A J 8", "9 J Q K T 7 J A", **VOYNA)
    outcomes = [t.step() for _ in range(4)]
    assert [len(o.contenders) for o in outcomes[:3]] == [2, 2, 2]
    end = outcomes[3].end
    assert end is not None and end.winner == 1 and len(end.pot) == 16
    assert ranks(end.pot) == list("9JQKT7JA978KQAJ8")
    assert t.reason == "normal" and t.winners() == (1,)


# --- §8.4 endless games --------------------------------------------------------------


def test_c1_cycle() -> None:
    t = table("K 9", "8 K 9", **PYANITSA)
    expected = [
        [["9", "K", "8"], ["K", "9"]],
        [["K", "8"], ["9", "K", "9"]],
        [["8", "K", "9"], ["K", "9"]],
        [["K", "9"], ["9", "K", "8"]],
        [["9", "K", "9"], ["K", "8"]],
        [["K", "9"], ["8", "K", "9"]],
    ]
    for after in expected:
        assert t.reason is None
        t.play_round()
        assert state(t) == after
    assert t.reason == "cycle" and t.rounds == 6
    assert t.winners("card_count") == (1,)
    assert t.winners("draw") == ()


def test_c2_void_round_then_cycle() -> None:
    t = table("A J", "J A", **PYANITSA)
    t.play_round()
    assert state(t) == [["J", "A", "J"], ["A"]]
    t.play_round()
    assert state(t) == [["A", "J"], ["A", "J"]]
    end = t.play_round()
    assert end.winner is None and t.void_rounds == 1
    assert state(t) == [["A", "J"], ["A", "J"]]
    assert t.reason == "cycle"
    assert t.winners("card_count") == (0, 1)


def test_c3_table_pickup_cycles() -> None:
    t = table("K 7", "Q 9", "8 A", pickup_order="table", dispute_cards=1)
    while t.reason is None:
        t.play_round()
    assert t.reason == "cycle" and t.rounds == 15
    assert state(t) == [["Q", "8", "K", "7"], [], ["9", "A"]]
    assert t.winners() == (0,)


def test_cap() -> None:
    t = table("K 9", "8 K 9", pickup_order="shuffle", max_rounds=4, dispute_cards=1)
    assert not t.detect_cycles
    while t.reason is None:
        t.play_round(lambda cards: list(cards))
    assert t.reason == "cap" and t.rounds == 4


# --- the match --------------------------------------------------------------------


def test_only_action_is_turn() -> None:
    match = get_game("drunkard").new_match(3, {}, seed=1)
    assert list(match.legal_actions()) == [TURN]
    with pytest.raises(IllegalAction) as info:
        match.apply(Card.parse("AC"))  # type: ignore[arg-type]
    assert info.value.reason
    assert match.view(match.current_seat).legal == (TURN,)


def _finish(match: WarMatch) -> int:
    steps = 0
    while not match.is_over:
        match.apply(TURN)
        steps += 1
    return steps


@pytest.mark.parametrize("seed", range(5))
def test_war_match_plays_to_an_end(seed: int) -> None:
    match = get_game("war").new_match(seed=seed)
    assert isinstance(match, WarMatch)
    _finish(match)
    result = match.result()
    assert result is not None
    summary = match.deal_summaries[-1]
    assert summary.outcome in ("normal", "cycle", "cap", "shared", "draw")
    assert summary.details["rounds"] >= 1


def test_per_player_flip_every_active_seat_turns() -> None:
    match = get_game("drunkard").new_match(3, {"per_player_flip": True}, seed=2)
    assert isinstance(match, WarMatch)
    seats = []
    for _ in range(3):
        seats.append(match.current_seat)
        match.apply(TURN)
    assert sorted(seats) == [0, 1, 2]
    assert match.table.rounds + int(match.table.in_round) >= 1


def test_games_option_totals_wins() -> None:
    match = get_game("war").new_match(2, {"games": 3}, seed=4)
    assert isinstance(match, WarMatch)
    _finish(match)
    assert len(match.deal_summaries) == 3
    result = match.result()
    assert result is not None and sum(result.scores) >= 3


def test_pile_sizes_public_and_piles_hidden() -> None:
    match = get_game("drunkard").new_match(4, {}, seed=5)
    view = match.view(0)
    assert view.hand == () and all(h is None for h in view.hands)
    assert sum(view.public["piles"]) == 36


def test_winners_count_two_needs_three_players() -> None:
    with pytest.raises(OptionError):
        get_game("drunkard").new_match(2, {"winners_count": 2})


def test_two_packs_for_seven_players() -> None:
    match = get_game("drunkard").new_match(7, {"deck_size": "32"}, seed=1)
    assert len(match.deck) == 64


def test_replay_same_state() -> None:
    from cardtui.engine.replay import replay
    from tests.conformance import same_state

    match = get_game("drunkard").new_match(3, {"pickup_order": "shuffle"}, seed=8)
    for _ in range(40):
        if match.is_over:
            break
        match.apply(TURN)
    assert same_state(match, replay(match.record))


def test_random_seeds_terminate() -> None:
    rng = random.Random(1)
    for _ in range(3):
        match = get_game("drunkard").new_match(4, {}, seed=rng.randrange(10**6))
        assert isinstance(match, WarMatch)
        _finish(match)
        assert match.result() is not None


def test_typed_facts_for_the_table_replace_option_keys() -> None:
    """The table reads the pace and who turns from the match, not from option keys."""
    from cardtui.games.war.match import DrunkardMatch
    from cardtui.games.war.options import DrunkardOptions, WarOptions

    war = get_game("war").new_match(2, {"play_mode": "instant"}, seed=1)
    assert isinstance(war, WarMatch) and type(war.opts) is WarOptions
    assert war.play_pace == "instant" and war.each_player_turns is False
    assert war.rules.dispute_cards == 3 and war.rules.winners_count == 1
    drunk = get_game("drunkard").new_match(3, {"per_player_flip": True, "deck_size": "52"}, 1)
    assert isinstance(drunk, DrunkardMatch) and isinstance(drunk.opts, DrunkardOptions)
    assert drunk.play_pace == "step" and drunk.each_player_turns is True
    assert drunk.opts.deck_size == 52 and drunk.rules.dispute_cards == 1


def test_zones_are_the_piles_the_pot_and_the_cards_set_aside() -> None:
    match = get_game("drunkard").new_match(5, {"equal_piles": True}, seed=4)
    for _ in range(7):
        match.apply(TURN)
    zones = match.card_zones()
    assert sorted(zones) == sorted([*(f"pile{s}" for s in range(5)), "pot", "aside"])
    held = [c for cards in zones.values() for c in cards]
    assert sorted(held, key=sort_key) == sorted(match.deck, key=sort_key)
    assert sorted(match.hidden_zones(0)) == sorted([*(f"pile{s}" for s in range(5)), "aside"])
