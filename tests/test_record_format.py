"""Records and deal-end events of every game hold exactly what docs/record-format.md says.

One rule for every game: deals numbered 1, 2, 3... with no deal 0 (a first-dealer draw
is part of deal 1's chance); each written deal has a dealer, chance outcomes and at
least one action; the JSON ends at the last action (no unplayed trailing deal, also
from ``simulate --record``); one ``deal_end`` event per deal summary whose value is the
summary's outcome code.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtui.cli.simulate import simulate
from cardtui.engine import Action, Match, MatchRecord, get_game
from cardtui.engine.record import FORMAT, VERSION
from cardtui.engine.registry import all_games
from cardtui.engine.replay import replay
from tests.conformance import same_state

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]
GAMES = [g.id for g in all_games()]
HEADER = {"format", "version", "game", "num_seats", "options", "seats", "seed", "deals"}
DEAL_KEYS = {"number", "dealer", "chance", "actions"}
FIRST_DEALER_DRAWS = {
    "kozel_classic": 2,
    "kozel_multilead": 3,
    "kozel_24": 2,
    "kozly": 2,
    "kozel_pri_valtakh": 2,
    "sheepshead": 2,
    "doppelkopf": 2,
    "klaberjass": 2,
    "omnibus_hearts": 2,
    "slobberhannes": 2,
    "joker_hearts": 2,
    "auction_hearts": 2,
    "domino_hearts": 2,
    "kierki": 2,
    "witch": 3,
    "drunkard": 2,
    "war": 2,
}
"""Chance outcomes in deal 1 before anything is played: the deal's shuffle plus the
first-dealer draw (plus the shown trump card's index in kozel_multilead)."""


def play(match: Match, rng: random.Random, limit: int = 4000) -> list[tuple[int, str, int]]:
    """Random play; per action: the deal-end event values it produced and summaries added."""
    seen: list[tuple[int, str, int]] = []
    checked = 0
    for _ in range(limit):
        if match.is_over:
            break
        seat = match.current_seat
        assert seat is not None
        before = len(match.deal_summaries)
        number = match.deal_number
        assert match.record.deals[-1].number == number
        if number != checked:  # the deal's dealer (kozly's halves pass it on mid-deal)
            assert match.record.deals[-1].dealer == match.view(None).dealer
            checked = number
        events = match.apply(rng.choice(list(match.legal_actions())))
        ends = [e for e in events if e.kind == "deal_end"]
        added = match.deal_summaries[before:]
        assert len(ends) == len(added), "one deal_end event per deal summary"
        for event, summary in zip(ends, added, strict=True):
            assert event.value == summary.outcome
            assert event.seat is None or event.seat in summary.winners
            assert summary.number == number
            seen.append((summary.number, event.value, len(match.deal_summaries)))
    return seen


def check_json(data: dict[str, Any], match: Match) -> None:
    """The JSON form against the documented shape."""
    assert set(data) == HEADER
    assert (data["format"], data["version"]) == (FORMAT, VERSION)
    assert data["game"] == match.game.id and data["num_seats"] == match.num_seats
    assert set(data["options"]) == {o.key for o in match.game.options}
    deals = data["deals"]
    assert [d["number"] for d in deals] == list(range(1, len(deals) + 1))
    for deal in deals:
        assert set(deal) == DEAL_KEYS
        assert deal["dealer"] is None or 0 <= deal["dealer"] < match.num_seats
        assert deal["chance"], f"deal {deal['number']} holds no chance"
        assert all(isinstance(o, str | int) for o in deal["chance"])
        assert deal["actions"], f"deal {deal['number']} holds no action"
        for entry in deal["actions"]:
            assert len(entry) in (2, 3) and 0 <= entry[0] < match.num_seats
            assert len(entry) == 2 or entry[2] == "auto"
            Action.parse(entry[1])


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(2))
def test_finished_match_record(
    game_id: str, seats: int, options: dict[str, object], seed: int
) -> None:
    match = get_game(game_id).new_match(seats, options, seed, seats=["random"] * seats)
    play(match, random.Random(seed), limit=100_000)
    assert match.is_over
    data = json.loads(match.record.dumps())
    check_json(data, match)
    assert len(data["deals"]) == len(match.deal_summaries) == match.deal_number
    assert data["seats"] == ["random"] * seats


@pytest.mark.parametrize("game_id", GAMES)
def test_new_match_records_start_at_deal_one(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=3)
    deals = match.record.deals
    assert [d.number for d in deals] == [1] and match.deal_number == 1
    assert deals[0].dealer is not None
    assert len(deals[0].chance) == FIRST_DEALER_DRAWS[game_id]


MORE_DEALS: dict[str, dict[str, object]] = {
    "kozel_multilead": {"deals": 3},
    "witch": {"games": 3},
    "drunkard": {"games": 3},
    "war": {"games": 3},
}
"""Options that make a match last more than one deal where the default is one."""


def after_first_deal(game_id: str) -> Match:
    """A match stopped right after its first deal ended (the match going on)."""
    for seed in range(40):
        match = get_game(game_id).new_match(None, MORE_DEALS.get(game_id, {}), seed)
        rng = random.Random(seed)
        while not match.deal_summaries:
            match.apply(rng.choice(list(match.legal_actions())))
        if not match.is_over:
            return match
    raise AssertionError(f"every {game_id} match ended with its first deal")


@pytest.mark.parametrize("game_id", GAMES)
def test_record_ends_at_the_last_action(game_id: str) -> None:
    fresh = get_game(game_id).new_match(seed=5)
    written = fresh.record.to_json()["deals"]
    assert written == [d.to_json() for d in fresh.record.deals if d.actions]
    # Stopped right after a deal ended: the next deal is dealt but not written.
    match = after_first_deal(game_id)
    assert match.record.deals[-1].number == match.deal_number == 2
    data = match.record.to_json()
    check_json(data, match)
    assert len(data["deals"]) == len(match.deal_summaries) == 1
    assert same_state(replay(MatchRecord.from_json(data)), match)


@pytest.mark.parametrize("game_id", GAMES)
def test_simulate_record_holds_the_deals_played(game_id: str) -> None:
    records: list[MatchRecord] = []
    report = simulate(get_game(game_id), 7, 11, ["random"], records=records)
    written = [json.loads(r.dumps()) for r in records]
    for data in written:
        deals = data["deals"]
        assert [d["number"] for d in deals] == list(range(1, len(deals) + 1))
        assert all(d["actions"] for d in deals)
    assert sum(len(d["deals"]) for d in written) == report.deals == 7


@pytest.mark.parametrize("game_id", ["kozly", "kozel_pri_valtakh", "sheepshead"])
def test_records_with_the_old_deal_zero_still_replay(game_id: str) -> None:
    # Before the rule, these games logged the first-dealer draw in a deal numbered 0.
    match = after_first_deal(game_id)
    rng = random.Random(2)
    for _ in range(5):
        match.apply(rng.choice(list(match.legal_actions())))
    data = match.record.to_json()
    first = data["deals"][0]
    old = {"number": 0, "dealer": None, "chance": first["chance"][:1], "actions": []}
    data["deals"] = [old, {**first, "chance": first["chance"][1:]}, *data["deals"][1:]]
    rebuilt = replay(MatchRecord.from_json(data))
    assert same_state(rebuilt, match)
    assert [d.number for d in rebuilt.record.deals] == [1, 2]
