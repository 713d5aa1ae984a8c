"""Klaberjass (klaberjass.md): every worked example of §8 by its id, plus the options."""

from __future__ import annotations

import random

import pytest

from cardtui.engine import PASS, Action, Card, get_game, parse_cards
from cardtui.engine.errors import IllegalAction
from cardtui.engine.score import check_lines
from cardtui.games.klaberjass.bidding import ACCEPT, EXCHANGE, KEEP, NAME, REFUSE, SCHMEISS, TAKE
from cardtui.games.klaberjass.declarations import (
    ANNOUNCE,
    REPLY_FIFTY,
    REPLY_HEIGHT,
    REPLY_NOTHING,
    SILENT,
)
from cardtui.games.klaberjass.match import KlaberjassMatch
from cardtui.games.klaberjass.play import follower_wins, legal_follows
from cardtui.games.klaberjass.runs import compare, find_runs
from cardtui.games.klaberjass.scoring import deal_write, game_verdict
from cardtui.games.klaberjass.tables import DECK, card_points

GAME = get_game("klaberjass")
A, B = 0, 1
"""Seat 0 is the elder (A), seat 1 the dealer (B) in every vector below."""

F1_PACK = "KS QS JS AH TH KH KD QD 7C QH 7D AS TD JD 9D 8H JC 9C 8C TC QC KC AC 8D AD 7H 9H JH 7S 8S 9S TS"


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def new(pack: str, **options: object) -> KlaberjassMatch:
    """A match whose first deal is dealt by seat 1 from ``pack`` (top card first)."""
    match = GAME.new_match(2, options, 7, replay=[1, pack])
    assert isinstance(match, KlaberjassMatch)
    return match


def pack_for(elder: str, dealer: str, turn_up: str) -> str:
    """A pack giving the elder and the dealer these nine cards each (first six, then three)."""
    e, d, up = list(cards(elder)), list(cards(dealer)), Card.parse(turn_up)
    assert len(set(e) | set(d) | {up}) == 19, "cards dealt twice"
    rest = [c for c in DECK if c not in e and c not in d and c is not up]
    order = [*e[0:3], *d[0:3], *e[3:6], *d[3:6], up, *e[6:9], *d[6:9], *rest]
    return " ".join(c.code for c in order)


def to_declarations(match: KlaberjassMatch) -> None:
    """Answer the trump-seven question (its holder's) with «keep»."""
    while match.phase == "exchange":
        match.apply(KEEP)


def declaring(elder: str, dealer: str, trump: str = "D", **options: object) -> KlaberjassMatch:
    """The elder takes the turn-up (trump ``trump``); stop at the declarations."""
    free = [c for c in DECK if c.suit == trump and c.code not in (elder + " " + dealer).split()]
    turn_up = next(c for c in free if c.rank != "7")
    match = new(pack_for(elder, dealer, turn_up.code), **options)
    match.apply(TAKE)
    to_declarations(match)
    return match


def talk(match: KlaberjassMatch) -> list[tuple[int, str, str, str]]:
    return [(s, code, value, " ".join(c.code for c in cs)) for s, code, value, cs in match.talk]


def play_all(match: KlaberjassMatch, moves: list[tuple[str, str]]) -> None:
    for kind, code in moves:
        card = Card.parse(code)
        match.apply(Action("bella", (card,)) if kind == "bella" else Action.play(card))


# --- 8.1 from the seed ---------------------------------------------------------------


def test_KJ_S1_whole_hand_rule() -> None:
    match = declaring("KS QS JS 7C TC 7H 9H 7S 8S", "AH TH KH QH JC 9C 8C AS TS")
    match.apply(ANNOUNCE)
    assert match.phase == "declare_reply"
    assert set(match.legal_actions()) == {REPLY_NOTHING, REPLY_FIFTY}
    match.apply(REPLY_FIFTY)
    assert match.seq_winner == B
    assert sum(r.value for r in match.runs[B]) == 70
    assert talk(match)[:2] == [(A, "announce", "terz", ""), (B, "reply", "fifty", "")]


def test_KJ_S2_height() -> None:
    (high,) = find_runs(cards("TH KH QH"), "D")
    (low,) = find_runs(cards("JC 9C 8C"), "D")
    assert (high.height, low.height) == (1, 4)
    assert compare(high, low) == 1


@pytest.mark.parametrize(
    ("dealer_run", "winner", "dealer_says"),
    [
        ("JD 9D AD", B, ("height", "trump.J", "")),
        ("AH TH KH", B, ("height", "plain.A", "")),
        ("QH JH 9H", A, ("yours", "", "")),
    ],
)
def test_KJ_S3_height_answers(
    dealer_run: str, winner: int, dealer_says: tuple[str, str, str]
) -> None:
    match = declaring("KS QS JS 7C 8C 7H 8H 7S 8S", dealer_run + " 7D 8D QC AC 9C TS")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    said = talk(match)
    assert said[:3] == [
        (A, "announce", "terz", ""),
        (B, "reply", "height", ""),
        (A, "height", "plain.K", ""),
    ]
    assert said[3] == (B, *dealer_says)
    assert match.seq_winner == winner


def test_KJ_S4_kind() -> None:
    match = declaring("JC 9C 8C 7C KS 7H 8H 7S 8S", "AH TH KH 7D 8D QS AS TS QC")
    match.apply(ANNOUNCE)
    assert talk(match)[:2] == [(A, "announce", "fifty", ""), (B, "reply", "nothing", "")]
    assert match.seq_winner == A
    assert match.phase == "play"


def test_KJ_S5_card_points() -> None:
    trump = {r: card_points([Card(r, "D")], "D") for r in "J9ATKQ87"}
    assert trump == {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
    plain = {r: card_points([Card(r, "S")], "D") for r in "ATKQJ987"}
    assert plain == {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    assert card_points(DECK, "D") == 152
    assert card_points([c for c in DECK if c.suit == "D"], "D") == 62


# --- 8.2 sequence detection ---------------------------------------------------------


def runs_of(hand: str, trump: str, natural: bool = False) -> list[tuple[str, str, int, int, int]]:
    return [
        (r.suit, r.top.rank, len(r.cards), r.height, r.value)
        for r in sorted(find_runs(cards(hand), trump, natural), key=lambda r: r.suit)
    ]


@pytest.mark.parametrize(
    ("vector", "hand", "trump", "play", "natural"),
    [
        ("KJ-Q1", "TH KH QH", "D", [("H", "T", 3, 1, 20)], []),
        ("KJ-Q2", "JC 9C 8C", "D", [("C", "J", 3, 4, 20)], []),
        ("KJ-Q3", "JS 9S AS", "S", [("S", "J", 3, 0, 20)], []),
        ("KJ-Q4", "AH TH KH QH JH", "D", [("H", "A", 5, 0, 50)], [("H", "A", 5, 0, 50)]),
        ("KJ-Q5", "AH KH QH", "D", [], [("H", "A", 3, 0, 20)]),
        ("KJ-Q6", "KD QD 8D", "D", [("D", "K", 3, 4, 20)], []),
        ("KJ-Q7", "7C 8C 9C TC", "D", [("C", "9", 3, 5, 20)], [("C", "T", 4, 4, 50)]),
        (
            "KJ-Q8",
            "AH TH KH QH JC 9C 8C TD AS",
            "D",
            [("C", "J", 3, 4, 20), ("H", "A", 4, 0, 50)],
            [("H", "A", 3, 0, 20)],
        ),
    ],
)
def test_KJ_Q_sequence_detection(
    vector: str,
    hand: str,
    trump: str,
    play: list[tuple[str, str, int, int, int]],
    natural: list[tuple[str, str, int, int, int]],
) -> None:
    assert runs_of(hand, trump) == play, vector
    assert runs_of(hand, trump, natural=True) == natural, vector


def test_KJ_Q6_trump_run_is_also_bella() -> None:
    (run,) = find_runs(cards("KD QD 8D"), "D")
    assert run.trump and {Card.parse("KD"), Card.parse("QD")} <= set(run.cards)


def test_KJ_Q8_total_seventy() -> None:
    assert sum(r.value for r in find_runs(cards("AH TH KH QH JC 9C 8C TD AS"), "D")) == 70


# --- 8.3 comparisons ----------------------------------------------------------------

FILL_E = "7C 8C 7H 8H 7S 8S"
FILL_D = "QC AC TC 9S TS"


def test_KJ_C1_dialogue() -> None:
    match = declaring("KS QS JS " + FILL_E, "AH TH KH 7D 8D 9H " + "QC AC TC")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    assert talk(match)[:4] == [
        (A, "announce", "terz", ""),
        (B, "reply", "height", ""),
        (A, "height", "plain.K", ""),
        (B, "height", "plain.A", ""),
    ]
    assert match.seq_winner == B


def test_KJ_C2_yours() -> None:
    match = declaring("KS QS JS " + FILL_E, "QH JH 9H 7D 8D AS " + "QC AC TC")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    assert talk(match)[3] == (B, "yours", "", "")
    assert match.seq_winner == A


def test_KJ_C3_equal_height_trump_wins() -> None:
    match = declaring("AH TH KH 7C 8C 7S 8S 9S QS", "JD 9D AD 7H 8H QC KC TC JS")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    assert talk(match)[2:4] == [(A, "height", "plain.A", ""), (B, "height", "trump.J", "")]
    assert match.seq_winner == B


@pytest.mark.parametrize(("seq_tie", "winner"), [("none", None), ("elder", A)])
def test_KJ_C4_tie(seq_tie: str, winner: int | None) -> None:
    match = declaring("KC QC JC 7S 8S 7D 8D AS TS", "KH QH JH 7H 8H AC TC 9S QS", seq_tie=seq_tie)
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    assert talk(match)[3] == (B, "equal", "", "")
    assert match.seq_winner == winner


def test_KJ_C5_fifty_beats_terz() -> None:
    match = declaring("KS QS JS 7C 8C AC TC 7S 8S", "9H 8H 7H JH 7D 8D AS TS QC")
    match.apply(ANNOUNCE)
    assert REPLY_HEIGHT not in match.legal_actions()
    match.apply(REPLY_FIFTY)
    assert match.seq_winner == B


def test_KJ_C6_heights_differ_trump_does_not_help() -> None:
    match = declaring("KH QH JH 7C 8C 7S 8S AS TS", "KD QD 8D 9H 7H AC TC QC JC")
    match.apply(ANNOUNCE)
    match.apply(REPLY_HEIGHT)
    assert talk(match)[2:4] == [(A, "height", "plain.K", ""), (B, "yours", "", "")]
    assert match.seq_winner == A


def test_KJ_C7_dealer_announces_after_the_silent_lead() -> None:
    match = declaring("7C 9C JS 7H AH 7S 8S AS QC", "TH KH QH 7D 8D 8C TC JC KC")
    # the elder holds no run: his silence is automatic and he leads at once
    assert match.phase == "play" and match.to_move == A
    assert talk(match) == [(A, "silent", "", "")]
    match.apply(Action.play(Card.parse("AS")))
    assert match.phase == "declare_late" and match.to_move == B
    assert set(match.legal_actions()) == {ANNOUNCE, SILENT}
    match.apply(ANNOUNCE)
    assert match.seq_winner == B and match.phase == "play" and match.to_move == B
    match.apply(Action.play(Card.parse("7D")))
    assert match.shown_runs[B] == cards("TH KH QH")
    assert sum(r.value for r in match.runs[B]) == 20


def test_silent_elder_with_a_run_may_be_outbid_late() -> None:
    match = declaring("KS QS JS " + FILL_E, "TH KH QH 7D 8D 9C AC TC QC")
    assert set(match.legal_actions()) == {ANNOUNCE, SILENT}
    match.apply(SILENT)
    match.apply(Action.play(Card.parse("KS")))
    match.apply(SILENT)
    assert match.seq_winner is None and talk(match)[-1] == (B, "silent", "", "")


# --- 8.4 legal follows, 8.5 trick winners ------------------------------------------


@pytest.mark.parametrize(
    ("vector", "led", "hand", "legal", "overtrump"),
    [
        ("KJ-L1", "9S", "JS 8S AH", "JS", True),
        ("KJ-L2", "9S", "AS 8S AH", "AS 8S", True),
        ("KJ-L3", "9S", "AH KD", "AH KD", True),
        ("KJ-L4", "KH", "QH 7H JS", "QH 7H", True),
        ("KJ-L5", "KH", "7S AD", "7S", True),
        ("KJ-L6", "KH", "AD QC", "AD QC", True),
        ("KJ-L7", "9S", "JS 8S AH", "JS 8S", False),
        ("KJ-L8", "7S", "8S QS AH", "8S QS", True),
    ],
)
def test_KJ_L_legal_follows(vector: str, led: str, hand: str, legal: str, overtrump: bool) -> None:
    got = legal_follows(cards(hand), Card.parse(led), "S", overtrump)
    assert set(got) == set(cards(legal)), vector


@pytest.mark.parametrize(
    ("vector", "lead", "follow", "follower"),
    [
        ("KJ-W1", "AH", "7S", True),
        ("KJ-W2", "TH", "KH", False),
        ("KJ-W3", "JH", "9H", False),
        ("KJ-W4", "9S", "AS", False),
        ("KJ-W5", "8S", "QS", True),
        ("KJ-W6", "AH", "AD", False),
    ],
)
def test_KJ_W_trick_winner(vector: str, lead: str, follow: str, follower: bool) -> None:
    assert follower_wins(Card.parse(lead), Card.parse(follow), "S") is follower, vector


def test_follow_duties_in_the_engine_refuse_with_reasons() -> None:
    match = new(F1_PACK)
    f1_to_play(match)
    match.apply(Action.play(Card.parse("JD")))
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action.play(Card.parse("AH")))
    assert refused.value.reason == "must_follow_suit"


# --- 8.6 full deals ---------------------------------------------------------------

F1_PLAY = [
    ("play", "JD"),
    ("play", "TD"),
    ("play", "9D"),
    ("play", "8C"),
    ("bella", "KD"),
    ("play", "9C"),
    ("play", "QD"),
    ("play", "JC"),
    ("play", "KS"),
    ("play", "AS"),
    ("play", "AH"),
    ("play", "8H"),
    ("play", "TH"),
    ("play", "7C"),
    ("play", "KH"),
    ("play", "JS"),
    ("play", "QH"),
    ("play", "QS"),
]


def f1_to_play(match: KlaberjassMatch) -> None:
    """Steps 2-5 of KJ-F1 after A's call in round 1 (A passes, B takes)."""
    assert set(match.hands[A]) == set(cards("KS QS JS KD QD 7C"))
    assert match.turn_up == Card.parse("TD")
    match.apply(PASS)
    match.apply(TAKE)
    finish_f1_setup(match)


def finish_f1_setup(match: KlaberjassMatch) -> None:
    assert match.bottom == Card.parse("TS")
    assert match.phase == "exchange" and match.to_move == B  # A lacks 7♦: not asked
    assert set(match.legal_actions()) == {EXCHANGE, KEEP}
    match.apply(EXCHANGE)
    assert set(match.hands[A]) == set(cards("KS QS JS KD QD JD 9D 7C 8H"))
    assert set(match.hands[B]) == set(cards("AH TH KH QH JC 9C 8C TD AS"))
    assert match.face_up == [Card.parse("7D")]
    match.apply(ANNOUNCE)
    match.apply(REPLY_FIFTY)
    assert match.seq_winner == B


def test_KJ_F1_full_deal() -> None:
    match = new(F1_PACK)
    f1_to_play(match)
    assert match.maker == B and match.trump == "D" and match.trump_kind == "open"
    running = []
    for i in range(0, 16, 2):
        play_all(match, F1_PLAY[i : i + 2])
        running.append(tuple(match.won_points))
    play_all(match, F1_PLAY[16:])
    running.append(match.deal_summaries[-1].card_points)
    assert running == [
        (30, 0),
        (44, 0),
        (48, 0),
        (53, 0),
        (53, 15),
        (53, 26),
        (53, 36),
        (53, 42),
        (53, 48),
    ]
    summary = match.deal_summaries[-1]
    assert summary.details["taken"] == (73, 128)
    assert summary.match_points == (73, 128)
    assert summary.outcome == "made" and summary.winners == (B,)
    assert sum(summary.card_points) == 101
    assert check_lines(summary.lines, 2) == (73, 128)
    codes = [line.code.rsplit(".", 1)[1] for line in summary.lines]
    assert codes == [
        "card_points",
        "last_trick",
        "bella",
        "runs",
        "taken",
        "maker_open",
        "made",
        "written",
    ]
    assert match.totals == [73, 128]


@pytest.mark.parametrize(
    ("options", "written"), [({}, (0, 201)), ({"bait_transfer": "burn"}, (0, 128))]
)
def test_KJ_F2_bait(options: dict[str, object], written: tuple[int, int]) -> None:
    match = new(F1_PACK, **options)
    match.apply(TAKE)
    finish_f1_setup(match)
    play_all(match, F1_PLAY)
    summary = match.deal_summaries[-1]
    assert summary.details["taken"] == (73, 128)
    assert summary.outcome == "bait" and summary.winners == (B,)
    assert summary.match_points == written
    assert check_lines(summary.lines, 2) == written


def test_KJ_F2_maker_only_keeps_the_seven() -> None:
    match = new(F1_PACK, seven_exchange="maker_only")
    match.apply(TAKE)  # the maker A lacks 7♦: nobody is asked
    assert Card.parse("7D") in match.hands[B] and match.phase == "declare"


# --- 8.7 scoring only ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("vector", "t_m", "t_o", "options", "m", "o", "aside"),
    [
        ("KJ-S6", 120, 82, {}, 120, 82, 0),
        ("KJ-S7", 70, 92, {}, 0, 162, 0),
        ("KJ-S8", 81, 81, {"tie_rule": "bait"}, 0, 162, 0),
        ("KJ-S9", 81, 81, {"tie_rule": "each_keeps"}, 81, 81, 0),
        ("KJ-S10", 81, 81, {"tie_rule": "hanging"}, 0, 81, 81),
        ("KJ-S12", 60, 70, {"bait_transfer": "burn"}, 0, 70, 0),
    ],
)
def test_KJ_S_scoring(
    vector: str, t_m: int, t_o: int, options: dict[str, str], m: int, o: int, aside: int
) -> None:
    write = deal_write(t_m, t_o, **options)
    assert (write.maker, write.defender, write.set_aside) == (m, o, aside), vector


def test_KJ_S11_hanging_points_go_to_the_next_winner() -> None:
    write = deal_write(100, 50, tie_rule="hanging", hanging_in=81)
    assert (write.maker, write.defender, write.set_aside) == (181, 50, 0)
    bait = deal_write(50, 100, tie_rule="hanging", hanging_in=81)
    assert (bait.maker, bait.defender) == (0, 231)
    again = deal_write(60, 60, tie_rule="hanging", hanging_in=81)
    assert again.set_aside == 141


# --- 8.8 bidding ---------------------------------------------------------------------


def test_KJ_B1_named_trump() -> None:
    pack = pack_for("KS QS JS 7C TC 7H 9H 7S 8S", "AH TH KH QH JC 9C 8C TD AS", "8H")
    match = new(pack)
    match.apply(PASS)
    match.apply(PASS)
    assert match.phase == "bid_name"
    assert NAME["H"] not in match.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        match.apply(NAME["H"])
    assert refused.value.reason == "name_other_suit"
    match.apply(NAME["C"])
    assert (match.maker, match.trump, match.trump_kind) == (A, "C", "named")
    assert match.phase == "declare"  # no seven exchange with a named trump


def test_KJ_B2_four_passes_annul() -> None:
    match = new(F1_PACK)
    for _ in range(4):
        match.apply(PASS)
    summary = match.deal_summaries[-1]
    assert summary.outcome == "annulled" and summary.match_points == (0, 0)
    assert match.totals == [0, 0]
    assert match.dealer == A and match.deal_number == 2


def test_KJ_B3_dealer_must_name() -> None:
    match = new(F1_PACK, dealer_must_name=True)
    for _ in range(3):
        match.apply(PASS)
    assert set(match.legal_actions()) == {NAME[s] for s in "CSH"}
    with pytest.raises(IllegalAction) as refused:
        match.apply(PASS)
    assert refused.value.reason == "dealer_must_name"


# --- 8.9 game end ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vector", "before", "writes", "winner", "amount"),
    [
        ("KJ-G1", (430, 480), (120, 42), A, 28),
        ("KJ-G2", (470, 300), (60, 102), A, 99),
        ("KJ-G3", (480, 490), (30, 20), None, 0),
        ("KJ-G5", (300, 200), (150, 40), None, 0),
    ],
)
def test_KJ_G_game_end(
    vector: str, before: tuple[int, int], writes: tuple[int, int], winner: int | None, amount: int
) -> None:
    after = [before[0] + writes[0], before[1] + writes[1]]
    assert game_verdict(after, 501) == (winner, amount), vector


def test_KJ_G4_bait_ends_the_game() -> None:
    write = deal_write(70, 90)
    after = [450 + write.maker, 400 + write.defender]
    assert after == [450, 560]
    assert game_verdict(after, 501) == (B, 51)


def test_the_match_ends_at_the_target_with_the_win_amount() -> None:
    match = GAME.new_match(2, {"target_score": 150}, 5)
    rng = random.Random(5)
    while not match.is_over:
        match.apply(rng.choice(list(match.legal_actions())))
    result = match.result()
    assert result is not None
    top, low = max(match.totals), min(match.totals)
    assert top >= 150 and top != low and result.scores[result.winners[0]] == top
    expected = 150 - low if low < 150 else top - low
    assert result.details["win_amount"] == expected
    assert sum(s.match_points[0] for s in match.deal_summaries) == match.totals[0]


# --- options ------------------------------------------------------------------------


def test_schmeiss_accepted_annuls_refused_makes_the_other_the_maker() -> None:
    match = new(F1_PACK, schmeiss=True)
    assert SCHMEISS in match.legal_actions()
    match.apply(SCHMEISS)
    assert match.phase == "schmeiss_answer" and match.to_move == B
    match.apply(ACCEPT)
    assert match.deal_summaries[-1].outcome == "annulled"
    match = new(F1_PACK, schmeiss=True)
    match.apply(SCHMEISS)
    match.apply(REFUSE)
    assert (match.maker, match.trump, match.trump_kind) == (B, "D", "open")


def test_seven_exchange_off_and_hidden_bottom() -> None:
    match = new(F1_PACK, seven_exchange="off", show_bottom_card=False)
    match.apply(PASS)
    match.apply(TAKE)
    assert match.phase == "declare" and match.bottom is None


def test_bella_with_the_second_card() -> None:
    match = new(F1_PACK, bella_timing="second_card")
    f1_to_play(match)
    play_all(match, F1_PLAY[:4])
    assert Action("bella", (Card.parse("KD"),)) not in match.legal_actions()
    play_all(match, [("play", "KD"), ("play", "9C")])
    assert Action("bella", (Card.parse("QD"),)) in match.legal_actions()


def test_bella_reveals_the_partner_card() -> None:
    match = new(F1_PACK)
    f1_to_play(match)
    play_all(match, F1_PLAY[:5])
    assert match.bella[A] and Card.parse("QD") in match.known[A]
    assert Card.parse("QD") not in match.hidden_cards(B)


@pytest.mark.parametrize(("melds", "elder_total"), [("off", 60), ("sequences", 20), ("all", 0)])
def test_melds_require_trick(melds: str, elder_total: int) -> None:
    """The elder wins the sequences (40) and announces bella but takes no trick."""
    match = declaring(
        "KD QD 8D 7C 8C 9C 7H 8S 9S", "JD 9D TD AC TC AH TH AS TS", melds_require_trick=melds
    )
    match.apply(ANNOUNCE)
    assert match.seq_winner == A
    play_all(
        match,
        [
            ("bella", "KD"),
            ("play", "TD"),
            ("play", "JD"),
            ("play", "QD"),
            ("play", "9D"),
            ("play", "8D"),
            ("play", "AC"),
            ("play", "7C"),
            ("play", "TC"),
            ("play", "8C"),
            ("play", "AH"),
            ("play", "7H"),
            ("play", "TH"),
            ("play", "9C"),
            ("play", "AS"),
            ("play", "8S"),
            ("play", "TS"),
            ("play", "9S"),
        ],
    )
    summary = match.deal_summaries[-1]
    assert summary.details["taken"][A] == elder_total
    assert summary.outcome == "bait"


def test_five_plus_value_and_natural_order() -> None:
    (run,) = find_runs(cards("AH TH KH QH JH"), "D", five_plus=100)
    assert run.value == 100
    assert runs_of("AH KH QH JH TH", "D", natural=True) == [("H", "A", 5, 0, 50)]


def test_first_dealer_by_cut() -> None:
    match = GAME.new_match(2, {"first_dealer": "cut"}, 3)
    cut = match.record.deals[0].chance[0]
    assert isinstance(cut, str)
    assert match.record.deals[0].dealer == match.dealer


def test_winner_deals() -> None:
    match = new(F1_PACK, dealer_rotation="winner_deals")
    f1_to_play(match)
    play_all(match, F1_PLAY)
    assert match.dealer == B  # B wrote more and deals again
    plain = new(F1_PACK)
    f1_to_play(plain)
    play_all(plain, F1_PLAY)
    assert plain.dealer == A


def test_views_hide_the_other_hand_and_the_stock() -> None:
    match = new(F1_PACK)
    f1_to_play(match)
    view = match.view(A)
    assert view.hands[B] is None and view.public["bottom_card"] == Card.parse("TS")
    assert Card.parse("TD") in view.public["known"][A] or Card.parse("TD") in match.known[B]
    assert view.phase == "play" and view.trump == "D"


def test_sampled_worlds_agree_with_the_announced_kind() -> None:
    from cardtui.engine.worlds import sample_world

    match = declaring("KS QS JS 7C TC 7H 9H 7S 8S", "AH TH KH QH JC 9C 8C AS TS")
    match.apply(ANNOUNCE)
    view = match.view(B, search=True)
    rng = random.Random(4)
    for _ in range(20):
        world = sample_world(view, rng)
        assert isinstance(world, KlaberjassMatch)
        runs = find_runs(world.hands[A], "D")
        assert runs and runs[0].kind == "terz"
        assert world.hands[B] == match.hands[B]


def test_find_runs_by_tables_agrees_with_a_plain_scan() -> None:
    """The bit-mask tables give every maximal run of 3+ in each suit, best first."""
    from cardtui.engine.cards import SUITS
    from cardtui.games.klaberjass.runs import FIFTY, TERZ, Run
    from cardtui.games.klaberjass.tables import sequence_order

    def plainly(hand: list[Card], trump: str, natural: bool, five: int) -> tuple[Run, ...]:
        runs = []
        for suit in SUITS:
            order = sequence_order(suit, trump, natural)
            flags = [Card(r, suit) in hand for r in order] + [False]
            start = None
            for i, held in enumerate(flags):
                if held and start is None:
                    start = i
                elif not held and start is not None:
                    if i - start >= 3:
                        value = {3: TERZ, 4: FIFTY}.get(i - start, five)
                        run_cards = tuple(Card(r, suit) for r in order[start:i])
                        runs.append(Run(suit, run_cards, start, suit == trump, value))
                    start = None
        return tuple(sorted(runs, key=lambda r: r.key, reverse=True))

    rng = random.Random(8)
    for _ in range(3000):
        hand = rng.sample(DECK, rng.choice((6, 9, 12)))
        trump, natural, five = rng.choice("CSHD"), rng.random() < 0.5, rng.choice((50, 100))
        assert find_runs(hand, trump, natural, five) == plainly(hand, trump, natural, five)


def test_one_phase_table_and_typed_options() -> None:
    from cardtui.games.klaberjass.follow import MUST_OVERTRUMP
    from cardtui.games.klaberjass.options import KlaberjassOptions

    match = new(F1_PACK, five_plus_value="100", sequence_order="natural")
    assert isinstance(match.opts, KlaberjassOptions)
    assert match.opts.five_plus_value == 100 and match.opts.natural
    assert set(match.phase_table) == {
        "bid_take",
        "bid_name",
        "schmeiss_answer",
        "exchange",
        "declare",
        "declare_reply",
        "declare_late",
        "play",
    }
    assert MUST_OVERTRUMP in match.follow_trump and MUST_OVERTRUMP not in match.follow_plain
    assert not hasattr(match, "_legal_play") and "current_seat" not in type(match).__dict__
