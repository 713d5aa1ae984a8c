"""The coach's words: a hint names what the search saw in seeded positions of several
games (who takes the trick, in how many sampled deals, who receives a penalty card), in
English and Russian with the plural forms, and never quotes a runner-up as the choice."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtui.bots import make_bot
from cardtui.bots.card_values import card_worth, worth
from cardtui.bots.hints import Hint, advise, penalties
from cardtui.engine import Action, Card, Match, View, get_game
from cardtui.i18n import set_language
from cardtui.ui.hint_text import hint_move, hint_reason

NAMES = ["Anna", "West", "North", "East"]


def _position(game_id: str, index: int, seed: int = 40) -> Match:
    """The ``index``-th position of the simple bots' play where a seat has 3+ choices."""
    game = get_game(game_id)
    found = 0
    while True:
        match = game.new_match(seed=seed)
        rng = random.Random(seed)
        seed += 1
        bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
        while not match.is_over and not match.deal_summaries:
            seat = match.current_seat
            assert seat is not None
            if len(match.legal_actions()) > 2 and rng.random() < 0.25:
                if found == index:
                    return match
                found += 1
            match.apply(bots[seat].choose(match.view(seat), rng))


def _hint(game_id: str, index: int) -> tuple[View, Hint]:
    match = _position(game_id, index)
    seat = match.current_seat
    assert seat is not None
    view = match.view(seat, search=True)
    return view, advise(view, random.Random(index), 5.0, worlds=10)


def _names(view: View) -> list[str]:
    return NAMES[: len(view.hands)] if view.hands else NAMES


def test_hearts_dump_of_the_queen_names_the_receiver() -> None:
    view, hint = _hint("omnibus_hearts", 5)
    assert penalties(view)
    assert (hint.reason, hint.card) == ("dump", Card("Q", "S"))
    assert hint.to is not None and hint.to != view.seat and (hint.k, hint.n) == (12, 12)
    text = hint_reason(hint, game="omnibus_hearts", names=NAMES)
    receiver = NAMES[hint.to]
    assert text.startswith(f"Throw Q♠ on this trick: {receiver} takes it, with the penalty.")
    assert f"{receiver} takes it in 12 of 12 sampled deals." in text
    set_language("ru")
    ru = hint_reason(hint, game="omnibus_hearts", names=NAMES)
    assert f"её берёт {receiver}" in ru and "в 12 из 12 разыгранных раскладов" in ru


def test_hearts_card_under_the_trick_says_who_takes_it() -> None:
    view, hint = _hint("omnibus_hearts", 1)
    assert hint.reason == "under" and hint.card is not None
    assert worth(hint.card, card_worth(view)) == 0  # no penalty card is "dumped"
    assert hint.to is not None and hint.to != view.seat
    text = hint_reason(hint, game="omnibus_hearts", names=NAMES)
    assert f"6♠ stays under: {NAMES[hint.to]} takes this trick, not you." in text


def test_a_trick_winning_lead_says_it_wins_in_k_of_n_worlds() -> None:
    view, hint = _hint("doppelkopf", 1)
    assert (hint.reason, hint.card) == ("lead_win", Card("Q", "S")) and not view.trick
    text = hint_reason(hint, game="doppelkopf", names=NAMES)
    assert text.startswith("Lead Q♠: it should win the trick. You take this trick in 12 of 12")
    _, kierki = _hint("kierki", 6)
    assert kierki.reason == "lead_win" and (kierki.k, kierki.n) == (9, 12)
    assert "You take this trick in 9 of 12 sampled deals." in hint_reason(kierki, game="kierki")


def test_klaberjass_take_keeps_the_dearer_card_and_never_calls_it_better() -> None:
    view, hint = _hint("klaberjass", 1)
    assert hint.reason == "take_cheap" and hint.alt is not None and hint.card is not None
    table = card_worth(view)
    assert worth(hint.alt.cards[0], table) > worth(hint.card, table)  # the game's own points
    assert hint.w <= hint.v and hint.q <= hint.p
    text = hint_reason(hint, game="klaberjass", names=NAMES)
    assert "keep" in text and "You take this trick in 12 of 12 sampled deals." in text


def test_kozel_duck_names_who_takes_the_trick() -> None:
    view, hint = _hint("kozel_classic", 4)
    assert (hint.reason, hint.card) == ("duck", Card("9", "D"))
    assert hint.to is not None and hint.to != view.seat and hint.to not in _partners(view)
    text = hint_reason(hint, game="kozel_classic", names=NAMES)
    assert f"{NAMES[hint.to]} takes it in 12 of 12 sampled deals." in text


def _partners(view: View) -> set[int]:
    return next((set(team) for team in view.teams if view.seat in team), set())


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1, "из 1 разыгранного расклада"),
        (3, "из 3 разыгранных раскладов"),
        (11, "из 11 разыгранных"),
    ],
)
def test_russian_odds_have_the_plural_forms(n: int, words: str) -> None:
    set_language("ru")
    hint = Hint(Action("play", (Card("A", "S"),)), "take", Card("A", "S"), k=1, n=n)
    assert words in hint_reason(hint)


def test_the_move_line_and_no_odds_without_a_receiver() -> None:
    hint = Hint(Action("play", (Card("Q", "S"),)), "dump", Card("Q", "S"), k=9, n=10, to=None)
    assert "sampled" not in hint_reason(hint)
    assert hint_move(hint) == "Strong bot's hint: Play Q♠ (why: below)."


def test_a_lead_the_partner_takes_or_gives_up_cheaply_says_so() -> None:
    from types import SimpleNamespace

    from cardtui.bots.hints import _reason

    match = _position("kozel_classic", 1)
    seat = match.current_seat
    assert seat == 1
    view = match.view(seat, search=True)
    assert not view.trick
    table = card_worth(view)
    cheap = min((a for a in view.legal if a.cards), key=lambda a: worth(a.cards[0], table))
    analysis: Any = SimpleNamespace(best=cheap, seat=seat)
    partner = _reason(view, analysis, {3: 11, 0: 1}, None)
    assert (partner.reason, partner.k, partner.n) == ("lead_partner", 11, 12)
    low = _reason(view, analysis, {2: 12}, None)
    assert (low.reason, low.to, low.k) == ("lead_low", 2, 12)
    spread = _reason(view, analysis, {2: 6, 0: 2, 3: 4}, None)
    assert spread.reason == "lead" and spread.k == 0  # no odds to quote
    hint = Hint(cheap, "lead_partner", cheap.cards[0], k=11, n=12)
    assert "Your partner takes it in 11 of 12 sampled deals." in hint_reason(hint)
