"""Hints tell the truth: a runner-up is never quoted as better than the move given, card
worth is the game's own, and equal candidates go the simple bot's way."""

from __future__ import annotations

import random

import pytest

from cardtui.bots import make_bot
from cardtui.bots.card_values import card_worth, worth
from cardtui.bots.hints import advise
from cardtui.bots.strong import ActionStats, _pick
from cardtui.engine import Card, Match, get_game

GAMES = ["kozel_classic", "omnibus_hearts", "klaberjass", "doppelkopf", "sheepshead", "kozly"]


def _positions(game_id: str, seed: int, count: int) -> list[Match]:
    game = get_game(game_id)
    found: list[Match] = []
    while len(found) < count:
        match = game.new_match(seed=seed)
        rng = random.Random(seed)
        seed += 1
        bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
        while not match.is_over and len(found) < count and not match.deal_summaries:
            seat = match.current_seat
            assert seat is not None
            if len(match.legal_actions()) > 2 and rng.random() < 0.25:
                found.append(match.clone())
            match.apply(bots[seat].choose(match.view(seat), rng))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_no_hint_quotes_a_runner_up_better_than_its_move(game_id: str) -> None:
    quoted = 0
    for index, match in enumerate(_positions(game_id, 40, 8)):
        seat = match.current_seat
        assert seat is not None
        hint = advise(match.view(seat, search=True), random.Random(index), 5.0, worlds=10)
        if hint.alt is None:
            continue
        quoted += 1
        assert hint.w <= hint.v + 1e-9, (hint.action, hint.alt, hint.v, hint.w)
        assert hint.q <= hint.p
    assert quoted > 0


def test_card_worth_is_the_games_own() -> None:
    klaberjass = get_game("klaberjass").new_match(seed=1)
    view = klaberjass.view(0)
    table = card_worth(view)
    if view.trump:
        assert worth(Card("J", view.trump), table) == 20
        assert worth(Card("9", view.trump), table) == 14
        plain = next(s for s in "SHDC" if s != view.trump)
        assert worth(Card("J", plain), table) == 2 and worth(Card("9", plain), table) == 0
    hearts = get_game("omnibus_hearts").new_match(seed=1).view(0)
    assert worth(Card("Q", "S"), card_worth(hearts)) == 13
    assert worth(Card("A", "S"), card_worth(hearts)) == 0
    assert worth(Card("A", "C"), card_worth(get_game("kozel_classic").new_match(seed=1).view(0))) == 11
    assert worth(Card("A", "C"), card_worth(get_game("witch").new_match(seed=1).view(0))) == 0


def test_equal_candidates_go_the_simple_bots_way() -> None:
    from cardtui.engine.actions import Action

    actions = [Action("play", (Card(r, "S"),)) for r in "789"]
    stats = {a: ActionStats(a, [1.0, 0.0, 2.0], 1, [True, False, False]) for a in actions}
    assert _pick(actions, stats, actions[2], False) is actions[2]
    assert _pick(actions, {a: ActionStats(a) for a in actions}, actions[1], False) is actions[1]


@pytest.mark.parametrize(
    ("game_id", "kind"),
    [
        ("kozel_24", "standard"),
        ("kozel_multilead", "standard"),
        ("sheepshead", "standard"),
        ("doppelkopf", "standard"),
        ("kierki", "none"),
        ("witch", "none"),
        ("war", "none"),
        ("drunkard", "none"),
        ("slobberhannes", "own"),
        ("joker_hearts", "own"),
    ],
)
def test_card_worth_comes_from_the_games_bot_module(game_id: str, kind: str) -> None:
    """Found by id or family (``bots/hooks.py``); a game whose module has none: no worth."""
    from cardtui.bots.hooks import game_hook

    table = card_worth(get_game(game_id).new_match(seed=1).view(0))
    expected = {"standard": None, "none": {}}
    if kind == "own":
        assert table and table == getattr(get_game(game_id).match_class, "card_values", None)
    else:
        assert table == expected[kind]
    assert (game_hook(game_id, "card_worth") is None) == (game_id in {"witch", "war", "drunkard"})
