"""Klaberjass: what the talk tells the other player (klaberjass.md §4.2, §4.3, K-D15).

A stated height names the top card's rank only («От короля», «От валета в
козырях»): the suit of a plain run and its cards stay hidden, and nothing of a
run becomes known before the sequence winner's runs are shown after trick 1.
The trump seven is asked about only by its holder.
"""

from __future__ import annotations

import random

import pytest

from cardtui.engine import PASS, Action, Card, Event, get_game
from cardtui.engine.worlds import sample_world
from cardtui.games.klaberjass.bidding import EXCHANGE, KEEP, TAKE
from cardtui.games.klaberjass.declarations import ANNOUNCE, REPLY_HEIGHT
from cardtui.games.klaberjass.match import KlaberjassMatch
from cardtui.games.klaberjass.runs import find_runs
from cardtui.i18n import set_language
from cardtui.ui.text import event_text
from tests.games.test_klaberjass import F1_PACK, A, B, cards, declaring, new, pack_for, talk

FILL_E = "7C 8C 7H 8H 7S 8S"


def heights(events: list[Event]) -> list[tuple[int | None, str, tuple[Card, ...]]]:
    return [(e.seat, e.value, e.cards) for e in events if e.kind == "height"]


def known(match: KlaberjassMatch, seat: int) -> tuple[Card, ...]:
    """What the other seat's view says is known of ``seat``'s hand."""
    value = match.view(1 - seat).public["known"][seat]
    assert isinstance(value, tuple)
    return value


def first_trick(match: KlaberjassMatch, lead: str, follow: str) -> None:
    match.apply(Action.play(Card.parse(lead)))
    match.apply(Action.play(Card.parse(follow)))


def test_a_plain_height_names_the_rank_and_shows_no_card() -> None:
    """The reproduction: K♠ Q♠ J♠ against K♦ Q♦ J♦ (hearts trumps) ties; nothing is known."""
    match = declaring("KS QS JS " + FILL_E, "KD QD JD 9C AC TC QC 7D 8D", trump="H")
    match.apply(ANNOUNCE)
    events = match.apply(REPLY_HEIGHT)
    assert heights(events) == [(A, "plain.K", ())]
    assert talk(match)[2:4] == [(A, "height", "plain.K", ""), (B, "equal", "", "")]
    assert known(match, A) == () and known(match, B) == ()
    assert match.seq_winner is None
    first_trick(match, "7C", "9C")
    assert known(match, A) == () and known(match, B) == ()  # a tie scores and shows nothing


def test_the_loser_of_the_height_shows_nothing_the_winner_after_trick_1() -> None:
    """KJ-C1: «От короля» loses to «От туза»; only the dealer's run is shown, after trick 1."""
    match = declaring("KS QS JS " + FILL_E, "AH TH KH 7D 8D 9H QC AC TC")
    match.apply(ANNOUNCE)
    events = match.apply(REPLY_HEIGHT)
    assert heights(events) == [(A, "plain.K", ()), (B, "plain.A", ())]
    assert match.seq_winner == B
    assert known(match, A) == () and known(match, B) == ()
    first_trick(match, "7C", "QC")
    assert known(match, A) == ()
    assert set(known(match, B)) == set(cards("AH TH KH"))


def test_a_trump_height_says_in_trumps() -> None:
    """KJ-C3: «От туза» against «От валета в козырях» (trump ♦)."""
    match = declaring("AH TH KH 7C 8C 7S 8S 9S QS", "JD 9D AD 7H 8H QC KC TC JS")
    match.apply(ANNOUNCE)
    assert heights(match.apply(REPLY_HEIGHT)) == [(A, "plain.A", ()), (B, "trump.J", ())]
    assert known(match, B) == ()


@pytest.mark.parametrize(
    ("lang", "value", "said"),
    [
        ("ru", "plain.K", "Анна: «От короля»"),
        ("ru", "trump.J", "Анна: «От валета в козырях»"),
        ("ru", "plain.A", "Анна: «От туза»"),
        ("ru", "plain.T", "Анна: «От десятки»"),
        ("ru", "trump.9", "Анна: «От девятки в козырях»"),
        ("ru", "plain.Q", "Анна: «От дамы»"),
        ("en", "plain.K", "Анна: «From the king»"),
        ("en", "trump.J", "Анна: «From the jack, in trumps»"),
        ("en", "plain.T", "Анна: «From the ten»"),
    ],
)
def test_the_height_in_words(lang: str, value: str, said: str) -> None:
    set_language(lang)
    try:
        text = event_text(Event("height", 0, (), value), ["Анна"], game="klaberjass")
    finally:
        set_language("en")
    assert text == said


@pytest.mark.parametrize("where", ["plain", "trump"])
@pytest.mark.parametrize("rank", list("ATKQJ9"))
def test_every_height_that_can_be_said_has_words(where: str, rank: str) -> None:
    for lang in ("en", "ru"):
        set_language(lang)
        try:
            text = event_text(Event("height", 0, (), f"{where}.{rank}"), ["X"], game="klaberjass")
        finally:
            set_language("en")
        assert (
            text and "{" not in text and ("козыр" in text or "trump" in text) == (where == "trump")
        )


def test_sampled_worlds_agree_with_the_stated_height() -> None:
    """«От короля» (plain, trump ♦): the elder's sampled hands hold a plain terz from a king,
    in spades or clubs (the dealer holds K♥)."""
    match = declaring("KS QS JS " + FILL_E, "AH TH KH 7D 8D 9H AC TC 9C")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    view = match.view(B, search=True)
    rng = random.Random(5)
    suits = set()
    for _ in range(30):
        world = sample_world(view, rng)
        assert isinstance(world, KlaberjassMatch)
        best = find_runs(world.hands[A], "D")[0]
        assert (best.kind, best.top.rank, best.trump) == ("terz", "K", False)
        suits.add(best.suit)
    assert suits == {"S", "C"}  # the suit was not told


def test_no_run_card_is_known_before_the_first_trick_in_random_deals() -> None:
    """Before trick 1 only the exchanged turn-up and a bella partner may be known."""
    game = get_game("klaberjass")
    for seed in range(40):
        match = game.new_match(2, {}, seed)
        rng = random.Random(seed)
        assert isinstance(match, KlaberjassMatch)
        while not match.is_over:
            match.apply(rng.choice(list(match.legal_actions())))
            if match.tricks[0] + match.tricks[1] > 0:
                break  # the winner's runs are shown now (K-D15)
            for seat in (A, B):
                allowed: set[Card] = set()
                if match.exchanged_by == seat and match.turn_up is not None:
                    allowed.add(match.turn_up)
                if match.bella[seat]:
                    allowed.update(Card(r, match.trump) for r in "KQ")
                assert set(match.known[seat]) <= allowed, (seed, talk(match))


# --- the trump-seven exchange (§4.2, §10.5) -------------------------------------------


def test_only_the_holder_of_the_trump_seven_is_asked() -> None:
    """KJ-F1: B takes ♦ and holds 7♦; A, without it, is not asked a keep-only question."""
    match = new(F1_PACK)
    match.apply(PASS)
    match.apply(TAKE)
    assert match.phase == "exchange" and match.to_move == B
    assert set(match.legal_actions()) == {EXCHANGE, KEEP}


def test_keeping_the_seven_tells_the_other_player_nothing() -> None:
    match = new(F1_PACK)
    match.apply(PASS)
    match.apply(TAKE)
    (keep,) = [e for e in match.apply(KEEP) if e.kind == "keep"]
    assert keep.to == frozenset({B})
    assert Card.parse("7D") in match.hands[B] and match.phase == "declare"


def test_maker_only_and_the_maker_without_the_seven_asks_nobody() -> None:
    match = new(F1_PACK, seven_exchange="maker_only")
    match.apply(TAKE)  # A is the maker; B holds 7♦
    assert match.phase == "declare" and Card.parse("7D") in match.hands[B]


def test_a_seven_in_the_stock_asks_nobody() -> None:
    """7♦ lies in the stock (at the bottom, not shown): neither hand holds it."""
    pack = pack_for("KS QS JS " + FILL_E, "AH TH KH QC AC TC 9C 9H 8D", "KD")
    match = new(pack, show_bottom_card=False)
    events = match.apply(TAKE)
    assert match.phase == "declare" and not [e for e in events if e.kind in ("keep", "exchange")]


def test_no_keep_only_question_in_random_deals() -> None:
    game = get_game("klaberjass")
    asked = 0
    for seed in range(60):
        match = game.new_match(2, {}, seed)
        rng = random.Random(seed)
        assert isinstance(match, KlaberjassMatch)
        while not match.is_over and match.deal_number <= 3:
            if match.phase == "exchange":
                asked += 1
                assert Card("7", match.trump) in match.hands[match.to_move], seed
                assert set(match.legal_actions()) == {EXCHANGE, KEEP}
            match.apply(rng.choice(list(match.legal_actions())))
    assert asked > 10


def test_a_failed_overtrump_bars_the_higher_trumps_without_holding_them() -> None:
    """The search template keeps a trick power, not the (partly hidden) higher trumps."""
    from tests.games.test_klaberjass import f1_to_play

    match = new(F1_PACK)
    f1_to_play(match)  # trump ♦
    match.note_failed_overtrump(B, Card.parse("AD"))
    assert match.zone_facts(A).barred["hand1"] == set(cards("JD 9D"))
    match.note_failed_overtrump(B, Card.parse("TD"))
    assert match.zone_facts(A).barred["hand1"] == set(cards("JD 9D AD"))
    template = match.view(A, search=True).template
    assert isinstance(template, KlaberjassMatch) and template.beaten == match.beaten
    assert all(isinstance(b, int) for b in template.beaten)
