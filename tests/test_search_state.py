"""Search copies (``Match.search_copy`` + ``apply_fast``) agree with the full match move for move."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from cardtui.engine import Card, Match, get_game
from cardtui.engine.registry import all_games

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


def zones(match: Match) -> dict[str, list[Card]]:
    """Every card zone as plain lists."""
    found: Mapping[str, Sequence[Card]] = match.card_zones()
    return {name: list(cards) for name, cards in found.items()}


def chance_steps(match: Match) -> int:
    """Chance outcomes logged so far (a search copy draws its own from there on)."""
    return sum(len(d.chance) for d in match.record.deals)


def agree_to_deal_end(match: Match, rng: random.Random) -> None:
    """Play ``match`` and a search copy side by side until the deal ends or chance is drawn."""
    twin = match.search_copy(stream=rng.getrandbits(32), to_deal_end=True)
    before = match.view(None)
    deals = len(match.deal_summaries)
    probe = match.search_copy()
    while not probe.is_over and len(probe.deal_summaries) == deals:
        probe.apply_fast(rng.choice(list(probe.legal_actions())))
    assert match.view(None) == before, "a search copy is not independent"
    while not match.is_over and len(match.deal_summaries) == deals:
        assert twin.current_seat == match.current_seat
        assert list(twin.legal_actions()) == list(match.legal_actions())
        assert zones(twin) == zones(match)
        action = rng.choice(list(match.legal_actions()))
        drawn = chance_steps(match)
        match.apply(action)
        twin.apply_fast(action)
        if chance_steps(match) != drawn:
            return
    assert twin.is_over == match.is_over
    assert twin.deal_done != match.is_over, "a to_deal_end copy stops at the deal end"
    assert twin.deal_summaries[-1] == match.deal_summaries[-1]
    assert len(twin.deal_summaries) == len(match.deal_summaries)


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
@pytest.mark.parametrize("seed", range(3))
def test_search_copy_agrees_with_the_match(
    game_id: str, seats: int, options: dict[str, object], seed: int
) -> None:
    match = get_game(game_id).new_match(seats, options, seed)
    rng = random.Random(seed)
    for _ in range(4):
        for _ in range(rng.randrange(12)):
            if match.is_over:
                return
            match.apply(rng.choice(list(match.legal_actions())))
        if match.is_over:
            return
        agree_to_deal_end(match, rng)


def test_search_copy_keeps_no_record() -> None:
    match = get_game("kozel_classic").new_match(seed=1)
    twin = match.search_copy()
    actions = len(match.record.deals[-1].actions)
    for _ in range(10):
        twin.apply_fast(twin.legal_actions()[0])
    assert len(match.record.deals[-1].actions) == actions
    assert twin.deal_code == match.deal_code


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_plain_view_is_the_view_without_search_fields(game_id: str) -> None:
    match = get_game(game_id).new_match(seed=2)
    seat = match.current_seat
    assert seat is not None
    plain = match.plain_view(seat)
    assert plain == match.view(seat)
    assert plain.unseen is None and plain.template is None
    assert match.view(seat).unseen is not None
