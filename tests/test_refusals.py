"""Why cards are refused: the engine's grouped reasons and their one line of words."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import Action, get_game
from cardtui.engine.cards import sort_key
from cardtui.engine.refusals import SILENT, card_kind, refusals
from cardtui.engine.registry import all_games
from cardtui.i18n import LANGUAGES, has
from cardtui.ui.why_text import refusal_words, why_line, why_now

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_refusals_name_exactly_the_refused_cards(game_id: str) -> None:
    game = get_game(game_id)
    for seats, options in [(game.default_seats, {}), *game.test_variants]:
        match = game.new_match(seats, dict(options), 3)
        rng = random.Random(3)
        for _ in range(600):
            if match.is_over:
                break
            groups = refusals(match)
            legal = set(match.legal_actions()) if len(match.legal_actions()) < 200 else set()
            kind = card_kind(list(legal))
            refused = [c for g in groups for c in g.cards]  # both copies in a doubled pack
            if kind is not None:
                hand = match.view(match.current_seat).hand
                probes = {c: Action.play(c) if kind == "play" else Action(kind, (c,)) for c in hand}
                expected = [
                    c for c in hand
                    if probes[c] not in legal and match.explain_illegal(probes[c]) not in SILENT
                ]
                assert sorted(refused, key=sort_key) == sorted(expected, key=sort_key)
            for group in groups:
                assert group.suit is None or group.suit in "CSHDT"
                for lang in LANGUAGES:
                    assert refusal_words(group, game_id)
                    assert has(f"reason.{group.reason}", lang, game=game_id)
            match.apply(rng.choice(list(match.legal_actions())))


def _omnibus_following_clubs():  # type: ignore[no-untyped-def]
    game = get_game("omnibus_hearts")
    for seed in range(40):
        match = game.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.deal_summaries:
            groups = refusals(match)
            if groups and groups[0].suit == "C":
                return match, groups
            match.apply(rng.choice(list(match.legal_actions())))
    raise AssertionError("no position following clubs")


def test_the_line_names_the_suit_to_follow() -> None:
    match, groups = _omnibus_following_clubs()
    assert [g.reason for g in groups] == ["must_follow_suit"]
    line = why_line(groups, ascii_only=True, game="omnibus_hearts")
    assert line.startswith("Not playable: ") and "you must follow clubs" in line
    assert all(c.rank.replace("T", "10") in line for c in groups[0].cards)
    seat = match.current_seat
    assert why_now(match, seat, True, "omnibus_hearts") == line
    other = (seat + 1) % 4
    assert why_now(match, other, True, "omnibus_hearts") == "There is no card to choose now."


def test_russian_words() -> None:
    from cardtui.i18n import set_language

    _, groups = _omnibus_following_clubs()
    set_language("ru")
    try:
        line = why_line(groups, True, "omnibus_hearts")
    finally:
        set_language("en")
    assert line.startswith("Нельзя: ") and "нужно ходить в масть: трефы" in line


def test_a_lead_with_every_card_allowed_says_so() -> None:
    match = get_game("omnibus_hearts").new_match(4, {}, 1)
    rng = random.Random(1)
    while match.view(None).phase != "play":
        match.apply(rng.choice(list(match.legal_actions())))
    seat = match.current_seat
    if refusals(match):  # the first lead: only the 2♣ may be led
        assert "2" in why_now(match, seat, True, "omnibus_hearts")
    else:
        assert why_now(match, seat, True, "omnibus_hearts") == "Any of your cards may be played now."
