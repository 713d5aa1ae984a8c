"""Kierki (Черви): the worked examples of shared/rules/hearts.md §1.10, options, bot."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtui.bots import make_bot
from cardtui.engine import Action, Card, IllegalAction, get_game, parse_cards
from cardtui.games.hearts.kierki import KierkiMatch
from cardtui.games.hearts.kierki_deals import (
    LOTTERY_PRIZES,
    PenaltyTable,
    card_order,
    deal_sequence,
    kierki_deck,
    marked_tricks,
)
from cardtui.games.hearts.kierki_lottery import (
    Layout,
    legal_lays,
    lottery_advance,
    lottery_layout,
    stuck_cards,
)
from cardtui.games.hearts.kierki_score import lottery_lines, negative_lines, trump_lines

PASS = Action("pass")


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def at_deal(
    kind: str, players: int = 4, dealer: int = 0, seed: int = 0, **options: Any
) -> KierkiMatch:
    """A match whose next deal (dealt now, ``dealer`` dealing) is of ``kind``."""
    match = get_game("kierki").new_match(players, options, seed)
    assert isinstance(match, KierkiMatch)
    match.sequence = (kind,) * 40
    match._start_deal(dealer)
    return match


def with_hands(match: KierkiMatch, hands: dict[int, str]) -> KierkiMatch:
    for seat, text in hands.items():
        match.hands[seat] = cards(text)
    match._legal = None
    return match


def legal_cards(match: KierkiMatch) -> set[str]:
    return {a.cards[0].code for a in match.legal_actions()}


def act(match: KierkiMatch, seat: int, text: str) -> None:
    assert match.current_seat == seat, (match.current_seat, seat, text)
    match.apply(Action.parse(text))


def refused(match: KierkiMatch, text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        match.apply(Action.parse(text))
    return info.value.reason


# --- seed examples -------------------------------------------------------------------------


def test_example_1_sale_buyer_gains() -> None:
    scores, lines = trump_lines([2, 3, 2, 6], (1, 3, 125), "S")
    assert scores == (50, 200, 50, 25)
    assert sum(scores) == 325
    assert lines[-1].amounts == scores


def test_example_2_sale_buyer_short() -> None:
    scores, _ = trump_lines([2, 5, 2, 4], (1, 3, 150), "S")
    assert scores == (50, 275, 50, -50)
    assert sum(scores) == 325


def test_example_3_reserve() -> None:
    match = at_deal("trump_auction", dealer=0)
    act(match, 1, "open:150")
    assert match.phase == "bid" and match.current_seat == 2
    assert Action.choice("bid", "125") not in match.legal_actions()
    assert refused(match, "bid:125") == "bid_under_reserve"
    assert Action.choice("bid", "150") in match.legal_actions()


def test_example_4_trump_deal_value() -> None:
    scores, _ = trump_lines([5, 3, 3, 2], None, "H")
    assert scores[0] == 125


# --- computed examples ---------------------------------------------------------------------


def test_example_5_sale_exact_cover() -> None:
    scores, _ = trump_lines([3, 3, 3, 4], (1, 3, 100), "C")
    assert scores[3] == 0


def test_example_6_three_player_sale() -> None:
    scores, _ = trump_lines([3, 5, 9], (1, 2, 200), "D")
    assert scores == (75, 325, 25)
    assert sum(scores) == 425


def test_example_7_auction_sequence_a() -> None:
    match = at_deal("trump_auction", dealer=0)
    assert match.first_hand == 1
    act(match, 1, "open:150")
    act(match, 2, "pass")
    act(match, 3, "bid:150")
    assert refused(match, "bid:150") == "bid_must_exceed"  # P0 after P3's 150
    act(match, 0, "bid:175")
    assert refused(match, "bid:160") == "bid_not_a_step"  # P3
    act(match, 3, "bid:200")
    seats_asked = {match.current_seat}
    act(match, 0, "pass")
    assert match.sale == (1, 3, 200)
    assert match.phase == "exchange" and match.declarer == 3
    # the seller never bids and P2 is never asked again after his pass
    assert 1 not in seats_asked and 2 not in seats_asked


def test_example_8_auction_sequence_b() -> None:
    match = at_deal("trump_auction", dealer=0)
    act(match, 1, "open:150")
    for seat in (2, 3, 0):
        act(match, seat, "pass")
    assert match.phase == "offer" and match.current_seat == 1
    assert set(match.legal_actions()) == {
        Action.choice("take"),
        *(Action.choice("open", str(r)) for r in (25, 50, 75, 100, 125)),
    }
    assert refused(match, "open:150") == "reserve_not_lower"
    act(match, 1, "open:100")
    act(match, 2, "bid:100")
    act(match, 3, "pass")
    act(match, 0, "pass")
    assert match.sale == (1, 2, 100)


def test_example_9_auction_sequence_c() -> None:
    match = at_deal("trump_auction", dealer=0)
    act(match, 1, "open:25")
    assert match.auction is not None
    for seat in (2, 3):
        act(match, seat, "pass")
    act(match, 0, "pass")
    # only TAKE was left: the engine took it for first hand, marked as its own move
    assert match.phase == "exchange" and match.declarer == 1 and match.sale is None
    assert match.auction.offers() == (Action.choice("take"),)
    last = match.record.deals[-1].actions[-1]
    assert last[0] == 1 and str(last[1]) == "take" and last[2] == "auto"


def test_example_10_exchange() -> None:
    match = at_deal("trump_auction", dealer=0)
    act(match, 1, "open:50")
    act(match, 2, "pass")
    act(match, 3, "bid:50")
    act(match, 0, "pass")
    assert match.declarer == 3 and len(match.hands[3]) == 16
    first = match.hands[3][0]
    act(match, 3, f"give:left {first.code}")  # to P0
    second = match.hands[3][0]
    assert refused(match, f"give:left {second.code}") == "one_gift_each"
    act(match, 3, f"give:across {second.code}")  # to P1
    act(match, 3, f"give:right {match.hands[3][0].code}")  # to P2
    assert [len(h) for h in match.hands] == [13, 13, 13, 13]
    assert match.phase == "declare" and match.current_seat == 3
    assert match.gifts[0] == first and match.gifts[1] == second


def test_example_11_trump_trick() -> None:
    order = card_order("S")
    trick = list(zip((1, 2, 3, 0), cards("TD 3S AD 2C"), strict=True))
    assert order.winner(trick) == 2
    trick = list(zip((1, 2, 3, 0), cards("TD 3C AD 2C"), strict=True))
    assert order.winner(trick) == 3


def test_example_12_trump_legality() -> None:
    match = at_deal("trump", dealer=3)
    act(match, 0, "trump:S")
    with_hands(match, {0: "TD 9D", 1: "4S 2C"})
    act(match, 0, "play TD")
    assert legal_cards(match) == {"4S", "2C"}


def test_example_13_no_heart_lead() -> None:
    match = with_hands(at_deal("no_hearts", dealer=3), {0: "AH 3H 2S"})
    assert legal_cards(match) == {"2S"}
    assert refused(match, "play AH") == "hearts_lead_ban"
    match = with_hands(at_deal("no_hearts", dealer=3), {0: "AH 3H"})
    assert legal_cards(match) == {"AH", "3H"}


def test_example_14_king_of_hearts_must_drop() -> None:
    match = with_hands(at_deal("no_king_of_hearts", dealer=3), {0: "4C", 1: "KH 4H 9D"})
    act(match, 0, "play 4C")
    assert legal_cards(match) == {"KH"}
    assert refused(match, "play 4H") == "king_of_hearts_must_drop"
    match = with_hands(at_deal("no_king_of_hearts", dealer=3), {0: "4C", 1: "KH 7C"})
    act(match, 0, "play 4C")
    assert legal_cards(match) == {"7C"}
    match = with_hands(at_deal("no_tricks", dealer=3), {0: "4C", 1: "KH 4H 9D"})
    act(match, 0, "play 4C")
    assert legal_cards(match) == {"KH", "4H", "9D"}


@pytest.mark.parametrize(("under_ace", "expected"), [(False, {"KH", "4H"}), (True, {"KH"})])
def test_example_15_drop_under_ace(under_ace: bool, expected: set[str]) -> None:
    match = at_deal("no_king_of_hearts", dealer=3, king_of_hearts_drop_under_ace=under_ace)
    with_hands(match, {0: "5H", 1: "AH 2C", 2: "KH 4H"})
    act(match, 0, "play 5H")
    act(match, 1, "play AH")
    assert legal_cards(match) == expected


def _table(kind: str, players: int = 4, sixth: str = "last") -> PenaltyTable:
    tricks = 13 if players == 4 else 17
    return PenaltyTable(kind, players, marked_tricks(sixth, tricks))


def test_example_16_trick_scores() -> None:
    trick = cards("KS JD 2S QS")
    assert _table("no_queens").trick_penalty(trick, 1) == 60
    assert _table("no_kings_jacks").trick_penalty(trick, 1) == 60
    assert _table("no_tricks").trick_penalty(trick, 1) == 20
    assert _table("no_hearts").trick_penalty(trick, 1) == 0


def test_example_17_robber_trick() -> None:
    assert _table("robber").trick_penalty(cards("AS QS KD 2C"), 5) == 110


def test_example_18_robber_last_trick() -> None:
    assert _table("robber").trick_penalty(cards("QH KH JH 5H"), 13) == 520
    assert _table("robber", players=3).trick_penalty(cards("QH KH JH"), 17) == 475


def test_example_19_last_two() -> None:
    table = _table("robber", sixth="last_two")
    assert table.trick_penalty(cards("2C 3C 4C 5C"), 12) == 95


def test_example_20_no_queens_whole_deal() -> None:
    won: list[list[tuple[int, tuple[Card, ...]]]] = [
        [(1, tuple(cards("QS 2S 3S 4S"))), (2, tuple(cards("QH 2H 3H 4H")))],
        [],
        [(3, tuple(cards("QD 2D 3D 4D")))],
        [(4, tuple(cards("QC 2C 3C 4C")))],
    ]
    scores, lines = negative_lines(_table("no_queens"), won)
    assert scores == (-120, 0, -60, -60)
    assert sum(scores) == -240
    assert lines[-1].amounts == scores


def test_example_21_lottery_legality() -> None:
    layout = Layout(rows={"H": ("6", "9"), "C": ("8", "8")})
    hand = cards("5H TH 7C 9C 8D 2S")
    assert {c.code for c in legal_lays(hand, layout, True, False)} == {"5H", "TH", "7C", "9C", "8D"}
    layout = Layout(rows={"C": ("3", "A"), "D": ("8", "Q")})
    assert {c.code for c in legal_lays(cards("AS 2C KD"), layout, True, False)} == {"2C", "KD"}


def _lottery(hands: dict[int, str], dealer: int = 0, **options: Any) -> KierkiMatch:
    match = with_hands(at_deal("lottery", dealer=dealer, **options), hands)
    match.phase = "lottery"
    lottery_advance(match, match.first_hand)
    return match


def test_example_22_lottery_opening() -> None:
    match = _lottery({1: "2C 3C", 2: "8H 8S 4D", 3: "9H", 0: "7H"})
    assert match.current_seat == 2  # P1 holds no 8 and passed
    assert legal_cards(match) == {"8H", "8S"}
    assert refused(match, "play 4D") == "lottery_must_open_eight"
    act(match, 2, "play 8H")
    assert match.current_seat == 3


def test_example_23_lottery_end() -> None:
    match = _lottery({1: "2C 3C", 2: "8H 4D 5D", 3: "9H", 0: "7H TH"})
    act(match, 2, "play 8H")
    act(match, 3, "play 9H")  # P3 is out first
    act(match, 0, "play 7H")
    # P1 and P2 have no fitting card: the engine passes for them
    act(match, 0, "play TH")
    summary = match.deal_summaries[-1]
    assert summary.details["finished"] == [3, 0]
    assert summary.match_points == (125, 0, 0, 200)
    first, second = LOTTERY_PRIZES[(4, "single")]
    assert lottery_lines([3, 0], 4, first, second)[0] == (500, 0, 0, 800)


def test_example_24_full_match_accumulator() -> None:
    negatives = [
        (-60, -80, -40, -80),
        (-100, 0, -120, -40),
        (-60, -120, 0, -60),
        (-60, -90, -30, -60),
        (0, 0, -150, 0),
        (0, 0, 0, -150),
        (-400, -300, -250, -350),
    ]
    lotteries = [(0, 200, 0, 125), (200, 125, 0, 0), (125, 0, 200, 0), (0, 200, 125, 0)]
    auctions = [
        ([4, 3, 3, 3], None),
        ([6, 3, 2, 2], (1, 0, 125)),
        ([2, 4, 5, 2], (2, 1, 150)),
        ([1, 5, 4, 3], None),
    ]
    sequence = deal_sequence(4, True, "default", "per_player", 1)
    assert len(sequence) == 15 and sequence[11:] == ("trump_auction",) * 4
    first_hands = [(0 + number - 1 + 1) % 4 for number in range(12, 16)]
    assert first_hands == [0, 1, 2, 3]
    ta = [trump_lines(tricks, sale, "S")[0] for tricks, sale in auctions]
    assert ta == [(100, 75, 75, 75), (25, 200, 50, 50), (50, -50, 275, 50), (25, 125, 100, 75)]
    totals = [sum(deal[s] for deal in [*negatives, *lotteries, *ta]) for s in range(4)]
    assert totals == [-155, 285, 235, -365]
    assert sum(totals) == 0 and max(range(4), key=totals.__getitem__) == 1


# --- the match as a whole ---------------------------------------------------------------


def test_default_sequences() -> None:
    assert len(deal_sequence(4, True, "default", "per_player", 1)) == 15
    assert len(deal_sequence(3, True, "default", "per_player", 1)) == 13
    assert deal_sequence(4, False, "default", "per_player", 1)[6:] == ("trump",) * 4
    assert deal_sequence(4, True, "default", "single", 2).count("lottery") == 2


def test_three_player_deck_and_hands() -> None:
    assert len(kierki_deck(3)) == 51 and Card("2", "C") not in kierki_deck(3)
    match = at_deal("trump_auction", players=3, dealer=0)
    assert [len(h) for h in match.hands] == [16, 16, 16] and len(match.widow) == 3


def _random_match(players: int, seed: int, **options: Any) -> KierkiMatch:
    match = get_game("kierki").new_match(players, options, seed)
    assert isinstance(match, KierkiMatch)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(list(match.legal_actions())))
    return match


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("robber", [True, False])
def test_default_match_balances_to_zero(players: int, robber: bool) -> None:
    match = _random_match(players, 3, robber=robber)
    result = match.result()
    assert result is not None and sum(result.scores) == 0
    negative = -1300 if players == 4 else -1275
    sums = [sum(s.match_points) for s in match.deal_summaries]
    assert sum(sums[:6]) == negative
    if robber:
        assert sums[6] == negative


def test_end_deal_early_stops_after_the_last_queen() -> None:
    match = get_game("kierki").new_match(4, {"end_deal_early": True}, 4)
    rng = random.Random(4)
    while match.deal_number < 4:
        match.apply(rng.choice(list(match.legal_actions())))
    queens = match.deal_summaries[2]
    assert queens.details["kind"] == "no_queens"
    assert sum(queens.match_points) == -240
    # the deal stopped with the trick that held the fourth queen
    assert sum(queens.details["tricks"]) <= 13


def test_gift_seen_only_by_giver_and_receiver() -> None:
    match = at_deal("trump_auction", dealer=0)
    act(match, 1, "take")
    card = match.hands[1][0]
    act(match, 1, f"give:left {card.code}")
    assert match.view(2).private == {"gift_received": card}
    assert match.view(1).private["gifts_given"] == {2: card}
    assert match.view(3).private == {} and match.view(0).private == {}
    assert card not in match.hidden_cards(1)
    facts = match.zone_facts(1)
    assert card in facts.pinned["hand2"]


def test_lottery_bonus_card_after_an_ace() -> None:
    match = _lottery({1: "8H 9H", 2: "7H 2C", 3: "3C", 0: "4C"}, lottery_bonus_cards="ace")
    lottery_layout(match).rows = {"H": ("9", "K")}
    match.opened = True
    match.hands[1] = cards("AH 8H 3D")
    match._legal = None
    act(match, 1, "play AH")
    assert match.current_seat == 1 and PASS in match.legal_actions()
    act(match, 1, "play 8H")  # an eight earns nothing more
    assert match.current_seat == 2 and not match.bonus_turn


def test_three_player_free_start_with_a_two() -> None:
    layout = Layout(start="2", rows={"H": ("2", "2")}, missing=frozenset({Card("2", "C")}))
    assert layout.fits(Card("3", "C")) and layout.fits(Card("2", "D"))
    assert not layout.fits(Card("4", "C"))


def test_simple_bot_plays_whole_matches() -> None:
    bot = make_bot("simple", "kierki")
    for players in (3, 4):
        match = get_game("kierki").new_match(players, {}, 11)
        rng = random.Random(11)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            match.apply(bot.choose(match.view(seat), rng))
        assert match.result() is not None


@pytest.mark.parametrize("kind", ["lottery", "trump_auction", "no_king_of_hearts", "robber"])
@pytest.mark.parametrize("players", [3, 4])
def test_sampled_worlds_fit_every_phase(kind: str, players: int) -> None:
    """Worlds sampled in the lottery, the auction, the gifts and the play fit the view."""
    from tests.test_worlds import check_seat

    for seed in range(3):
        match = at_deal(kind, players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(6):
            for _ in range(rng.randrange(1, 9)):
                if match.deal_number > 2:
                    break
                match.apply(rng.choice(list(match.legal_actions())))
            if match.deal_number > 2:
                break
            for seat in range(players):
                check_seat(match, seat, seed)


def test_a_bonus_turn_without_a_fitting_card_is_an_event_and_a_record_entry() -> None:
    """hearts.md §7 items 5-6: P1 lays A♥ and holds no card that fits; the engine passes for
    him, recorded like the other forced lottery passes, and P2 plays next."""
    match = _lottery({1: "8H 9H", 2: "7H 2C", 3: "3C", 0: "4C"}, lottery_bonus_cards="ace")
    lottery_layout(match).rows = {"H": ("9", "K")}
    match.opened = True
    match.hands[1] = cards("AH 3D")
    match.hands[2] = cards("8H 4D")
    match._legal = None
    before = len(match.record.deals[-1].actions)
    events = match.apply(Action.parse("play AH"))
    assert [(e.kind, e.seat) for e in events] == [("lay", 1), ("no_bonus_card", 1)]
    assert match.current_seat == 2 and not match.bonus_turn
    logged = [(e[0], str(e[1]), *e[2:]) for e in match.record.deals[-1].actions[before:]]
    assert logged == [(1, "play AH"), (1, "pass", "auto")]
    assert Card.parse("8H") in stuck_cards(match, 1)  # the pass shows no card fits


def test_the_skipped_bonus_turn_in_words() -> None:
    from cardtui.engine import Event
    from cardtui.i18n import set_language
    from cardtui.ui.text import event_text

    said = {}
    for lang in ("en", "ru"):
        set_language(lang)
        try:
            said[lang] = event_text(Event("no_bonus_card", 1), ["Anna", "Boris"], game="kierki")
        finally:
            set_language("en")
    assert said == {
        "en": "Boris has no card that fits for the extra turn and passes.",
        "ru": "Boris не может выложить лишнюю карту: ни одна не подходит.",
    }


def test_the_reproduction_seed_115_deal_7() -> None:
    """``simulate kierki --seats 4 --bots random --seed 115`` with the lottery options: in
    deal 115-7 P2 lays A♥ with nothing that fits, and the bonus pass is there."""
    from cardtui.cli.simulate import simulate

    options = {
        "positive_rounds": "lottery",
        "lottery_deals": "single",
        "lottery_bonus_cards": "ace",
        "robber": False,
    }
    records: list[Any] = []
    simulate(get_game("kierki"), 7, 115, ["random"], options, 4, records=records)
    deal = next(d for d in records[0].deals if d.number == 7)
    texts = [(e[0], str(e[1]), *e[2:]) for e in deal.actions]
    at = texts.index((2, "play AH"))
    assert texts[at + 1] == (2, "pass", "auto"), texts[at : at + 3]
