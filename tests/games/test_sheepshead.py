"""Sheep's Head (Баранья голова): the worked examples of shared/rules/sheepshead.md §9, options, bot."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest

from cardtui.bots import RandomBot, make_bot
from cardtui.engine import (
    Action,
    Card,
    Event,
    IllegalAction,
    MatchRecord,
    OptionError,
    get_game,
    parse_cards,
)
from cardtui.games.sheepshead import (
    DECK,
    PACKETS,
    SheepsheadMatch,
    card_order,
    first_dealer,
    legal_cards,
    score_deal,
    turn_order,
)
from cardtui.ui.games.sheepshead import (
    ART,
    HEAD_HEIGHT,
    HEAD_WIDTH,
    MAX_STROKES,
    head_segments,
    render_head,
)

GAME = get_game("sheepshead")
SEATS = "NESW"
NS, EW = 0, 1

HANDS_A = {
    "N": "8C 7S JH QH TH KD QD 9D",
    "E": "QC KS AH KH 7H JD AD TD",
    "S": "KC JS AS TS 9S 8S 9H 7D",
    "W": "JC AC TC 9C 7C QS 8H 8D",
}
HANDS_B = {
    "N": "JC 7C AS 8S KH 9H QD TD",
    "E": "AC 8C KS 9S QH TH JD 7D",
    "S": "KC 9C QS TS JH 7H AD 8D",
    "W": "QC TC JS 7S AH 8H KD 9D",
}
HANDS_C = {  # 9.8 deal 5: N+S take every trick
    "N": "JS AS KS QS TS JH AH KH",
    "E": "9S 8S QH TH 9H 9C 8C QD",
    "S": "JC AC KC QC TC JD AD KD",
    "W": "7S 8H 7H 7C TD 9D 8D 7D",
}


# --- helpers -------------------------------------------------------------------------


def seat(letter: str) -> int:
    return SEATS.index(letter)


def stacked(hands: dict[str, str], dealer: str) -> str:
    """The deck order (top first) that deals ``hands`` in packets 3-2-3 from ``dealer``'s left."""
    rest = {seat(k): list(parse_cards(v)) for k, v in hands.items()}
    order: list[Card] = []
    for packet in PACKETS:
        for s in turn_order(seat(dealer)):
            order += rest[s][:packet]
            rest[s] = rest[s][packet:]
    return " ".join(c.code for c in order)


def draw_for(dealer: str) -> str:
    """A first-dealer draw (top four cards: N, E, S, W) that makes ``dealer`` deal."""
    draws = ["JC", "JS", "JH", "AC"]
    draws[seat(dealer)] = "7D"
    return " ".join(draws + [c.code for c in DECK if c.code not in draws])


def new_match(
    deals: Sequence[tuple[dict[str, str], str]], options: dict[str, object] | None = None
) -> SheepsheadMatch:
    """A match whose first deals are the given (hands, dealer); dealers must rotate."""
    replay = [draw_for(deals[0][1])] + [stacked(h, d) for h, d in deals]
    match = GAME.new_match(4, options or {}, 1, replay=replay)
    assert isinstance(match, SheepsheadMatch)
    assert match.dealer == seat(deals[0][1])
    return match


def act(match: SheepsheadMatch, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += match.apply(Action.parse(text))
    return events


def legal_texts(match: SheepsheadMatch) -> set[str]:
    return {str(a) for a in match.legal_actions()}


def play_deal(
    match: SheepsheadMatch,
    table: Sequence[str],
    checkpoints: dict[tuple[int, str], str] | None = None,
) -> list[Event]:
    """Play the tricks of a §9 table ("N JH, E 7H, S 9H, W 8H | N | 2"); the 8th is automatic.

    Checks each trick's winner and points, and the legal sets at ``checkpoints``
    ((trick number, seat letter) -> cards).
    """
    checkpoints = checkpoints or {}
    events: list[Event] = []
    for number, row in enumerate(table[:-1], start=1):
        plays = row.split("|")[0]
        for part in plays.split(","):
            letter, code = part.split()
            assert match.current_seat == seat(letter), (number, part)
            expected = checkpoints.get((number, letter))
            if expected is not None:
                assert {a.card for a in match.legal_actions()} == set(parse_cards(expected))
            events += match.apply(Action.play(Card.parse(code)))
    played = [(e.seat, e.cards[0]) for e in events if e.kind == "play"]
    won = [(e.seat, int(e.value)) for e in events if e.kind == "trick_won"]
    for number, row in enumerate(table):
        plays, winner, points = (x.strip() for x in row.split("|"))
        expected_plays = [(seat(p.split()[0]), Card.parse(p.split()[1])) for p in plays.split(",")]
        assert played[4 * number : 4 * number + 4] == expected_plays, number + 1
        assert won[number] == (seat(winner), int(points)), number + 1
    return events


def summary_of(events: list[Event]) -> str:
    return next(e.value for e in events if e.kind == "deal_end")


# --- 9.1 the stroke table --------------------------------------------------------------

NORMAL = {"forced": False, "raised": False}


@pytest.mark.parametrize(
    ("example", "forced", "raised", "same_makers", "makers_points", "outcome", "winner", "strokes"),
    [
        ("T1", False, False, False, 75, "simple", "makers", 1),
        ("T2", False, False, False, 90, "double", "makers", 2),
        ("T3", False, False, False, 89, "simple", "makers", 1),
        ("T4", False, False, False, 50, "simple", "opponents", 2),
        ("T5", False, False, False, 30, "double", "opponents", 4),
        ("T6", True, False, False, 50, "simple", "opponents", 1),
        ("T7", True, False, False, 25, "double", "opponents", 2),
        ("T9", False, True, False, 70, "simple", "makers", 2),
        ("T10", False, True, False, 92, "double", "makers", 3),
        ("T11", False, True, True, 50, "simple", "opponents", 4),
        ("T12", False, True, True, 28, "double", "opponents", 6),
        ("T13", False, True, False, 50, "simple", "opponents", 3),
        ("T14", False, True, False, 30, "double", "opponents", 5),
        ("T15a", True, True, True, 50, "simple", "opponents", 2),
        ("T15b", True, True, True, 20, "double", "opponents", 3),
    ],
)
def test_t_stroke_table(
    example: str,
    forced: bool,
    raised: bool,
    same_makers: bool,
    makers_points: int,
    outcome: str,
    winner: str,
    strokes: int,
) -> None:
    for makers in (NS, EW):
        drawn = (makers if same_makers else 1 - makers) if raised else None
        score = score_deal(makers, forced, makers_points, (4, 4), raised, drawn)
        assert score.outcome == outcome, example
        assert score.winner == (makers if winner == "makers" else 1 - makers), example
        assert score.strokes == strokes, example


@pytest.mark.parametrize("raised", [False, True])
def test_t8_t16_draw(raised: bool) -> None:
    score = score_deal(EW, False, 60, (4, 4), raised, NS if raised else None)
    assert (score.outcome, score.winner, score.strokes) == ("draw", None, 0)


@pytest.mark.parametrize("side", [NS, EW])
def test_t17_all_tricks_whole_head(side: int) -> None:
    tricks = (8, 0) if side == NS else (0, 8)
    for makers in (NS, EW):
        score = score_deal(makers, True, 60, tricks, raised=True, drawn_makers=makers)
        assert (score.outcome, score.winner) == ("whole_head", side)


def test_t18_surplus_ignored() -> None:
    match = new_match([(HANDS_A, "W")])
    match.strokes = [3, 8]
    act(match, "pass", "declare:H", "claim:S", "claim:C")
    events = play_deal(match, DEAL_94)
    assert match.is_over
    assert match.strokes == [3, 9]
    result = match.result()
    assert result is not None
    assert result.winners == (1, 3) and result.losers == (0, 2)
    assert result.scores == (3, 9, 3, 9)
    assert any(e.kind == "game_won" for e in events)
    assert match.view(0).phase == "over" and not match.legal_actions()


# --- 9.2 declaration with claims and tie-breaks -------------------------------------------

DECLARE_ANY = {"pass", "declare:C", "declare:S", "declare:H", "declare:D"}


def test_92_declaration_with_claims() -> None:
    match = new_match([(HANDS_A, "W")])
    assert match.view(0).phase == "declare" and match.current_seat == seat("N")
    assert legal_texts(match) == DECLARE_ANY
    act(match, "pass")
    assert legal_texts(match) == DECLARE_ANY
    act(match, "declare:H")
    assert match.view(0).phase == "claim"
    assert match.view(0).public["claim_queue"] == (seat("S"), seat("W"))
    assert legal_texts(match) == {"waive", "claim:S"}
    act(match, "claim:S")
    assert legal_texts(match) == {"waive", "claim:C"}
    events = act(match, "claim:C")
    announced = [
        (e.kind, SEATS[e.seat or 0], e.value) for e in events if e.kind in ("count", "points")
    ]
    assert announced == [
        ("count", "E", "3"),
        ("count", "S", "5"),
        ("points", "S", "23"),
        ("count", "W", "5"),
        ("points", "W", "23"),
    ]
    public = match.view(0).public
    assert (match.trump, match.maker, public["maker_team"], match.forced) == (
        "C",
        seat("W"),
        EW,
        False,
    )
    assert public["candidates"][0] == {"seat": seat("E"), "suit": "H", "count": 3, "points": None}
    assert match.view(0).phase == "play" and match.current_seat == seat("N")
    assert match.view(2).trump == "C"


def test_92_variant_w_waives() -> None:
    match = new_match([(HANDS_A, "W")])
    act(match, "pass", "declare:H", "claim:S", "waive")
    assert (match.trump, match.maker, match.view(None).public["maker_team"]) == ("S", seat("S"), NS)
    assert match.current_seat == seat("N")


def test_92_jacks_option_same_result() -> None:
    match = new_match([(HANDS_A, "W")], {"jacks_permanent_trumps": True})
    assert legal_texts(match) == DECLARE_ANY
    act(match, "pass", "declare:H")
    assert legal_texts(match) == {"waive", "claim:S"}
    act(match, "claim:S")
    assert legal_texts(match) == {"waive", "claim:C"}
    act(match, "claim:C")
    assert (match.trump, match.maker) == ("C", seat("W"))
    counts = [(c["seat"], c["count"], c["points"]) for c in match.view(0).public["candidates"]]
    assert counts == [(seat("E"), 4, None), (seat("S"), 5, 23), (seat("W"), 5, 23)]


# --- 9.3 obligation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("w_action", "maker", "trump"), [("claim:C", "W", "C"), ("waive", "S", "S")]
)
def test_93_obligation(w_action: str, maker: str, trump: str) -> None:
    match = new_match([(HANDS_A, "N")])
    assert match.current_seat == seat("E")
    assert legal_texts(match) == DECLARE_ANY
    act(match, "pass")
    assert legal_texts(match) == {"declare:S"}
    with pytest.raises(IllegalAction) as refused:
        act(match, "pass")
    assert refused.value.reason == "must_declare"
    with pytest.raises(IllegalAction) as refused:
        act(match, "declare:H")
    assert refused.value.reason == "must_name_long_suit"
    act(match, "declare:S")
    assert legal_texts(match) == {"waive", "claim:C"}
    act(match, w_action)
    # N holds no five-card suit, yet is asked (SH-D12): WAIVE is the only answer.
    assert match.current_seat == seat("N") and legal_texts(match) == {"waive"}
    with pytest.raises(IllegalAction) as refused:
        act(match, "claim:H")
    assert refused.value.reason == "claim_needs_five"
    act(match, "waive")
    assert (match.maker, match.trump) == (seat(maker), trump)
    assert match.current_seat == seat("E")


def test_dealer_declares_no_queue() -> None:
    match = new_match([(HANDS_B, "E")])
    events = act(match, "pass", "pass", "pass", "declare:D")
    assert match.maker == seat("E") and match.trump == "D" and not match.forced
    assert not [e for e in events if e.kind == "count"], "a lone declarer's count stays secret"
    assert match.current_seat == seat("S")


# --- 9.4 full deal -------------------------------------------------------------------------------

DEAL_94 = [
    "N JH, E 7H, S 9H, W 8H | N | 2",
    "N KD, E AD, S 7D, W 8D | E | 15",
    "E JD, S KC, W AC, N 9D | W | 17",
    "W QS, N 7S, E KS, S AS | S | 18",
    "S JS, W 7C, N 8C, E QC | E | 5",
    "E AH, S 9S, W TC, N QH | W | 24",
    "W JC, N QD, E TD, S 8S | W | 15",
    "W 9C, N TH, E KH, S TS | W | 24",
]


def test_94_full_deal() -> None:
    match = new_match([(HANDS_A, "W")])
    act(match, "pass", "declare:H", "claim:S", "claim:C")
    checkpoints = {
        (1, "E"): "AH KH 7H",
        (3, "N"): "QD 9D",
        (5, "W"): "JC TC 9C 7C",
    }
    events = play_deal(match, DEAL_94, checkpoints)
    summary = match.deal_summaries[0]
    assert summary.team_points() == (20, 100)
    assert summary.details["tricks"] == [2, 6]
    assert (summary.outcome, summary.winners) == ("double", (1, 3))
    assert summary.details["strokes"] == 2 and match.strokes == [0, 2]
    assert summary_of(events) == "double"
    strokes = [e for e in events if e.kind == "strokes"]
    assert [(e.seat, e.value) for e in strokes] == [(1, "2")]
    assert match.record.deals[0].number == 1
    autos = [a for a in match.record.deals[0].actions if len(a) == 3]
    assert [str(a[1]) for a in autos] == ["play 9C", "play TH", "play KH", "play TS"]
    # The next deal starts at once, dealt by N (W's left).
    assert match.deal_number == 2 and match.dealer == seat("N")
    assert match.view(0).phase == "declare" and match.current_seat == seat("E")


def test_94_refusals() -> None:
    match = new_match([(HANDS_A, "W")])
    act(match, "pass", "declare:H", "claim:S", "claim:C", "play JH")
    with pytest.raises(IllegalAction) as refused:
        act(match, "play QC")
    assert refused.value.reason == "must_follow_suit"
    with pytest.raises(IllegalAction) as refused:
        act(match, "play 8C")
    assert refused.value.reason == "card_not_in_hand"
    with pytest.raises(IllegalAction) as refused:
        act(match, "pass")
    assert refused.value.reason == "not_your_choice"


# --- 9.5 jacks as permanent trumps -----------------------------------------------------------------

DEAL_95 = [
    "N KD, E AD, S 7D, W 8D | E | 15",
    "E AH, S 9H, W 8H, N QH | E | 14",
    "E KS, S AS, W QS, N 7S | S | 18",
    "S TS, W 7C, N 8C, E QC | E | 13",
    "E KH, S KC, W AC, N TH | W | 29",
    "W JC, N JH, E JD, S JS | W | 8",
    "W TC, N 9D, E TD, S 9S | W | 20",
    "W 9C, N QD, E 7H, S 8S | W | 3",
]


def test_95_jacks_permanent_trumps() -> None:
    match = new_match([(HANDS_A, "W")], {"jacks_permanent_trumps": True})
    act(match, "pass", "declare:H", "claim:S", "claim:C")
    assert (match.trump, match.maker) == ("C", seat("W"))
    checkpoints = {(6, "N"): "JH", (6, "E"): "JD", (6, "S"): "JS", (3, "S"): "AS TS 9S 8S"}
    play_deal(match, DEAL_95, checkpoints)
    summary = match.deal_summaries[0]
    assert summary.team_points() == (18, 102)
    assert (summary.outcome, summary.details["strokes"], match.strokes) == ("double", 2, [0, 2])


# --- 9.6 forced trump and a 60:60 draw --------------------------------------------------------------

DEAL_96A = [
    "S JH, W 8H, N KH, E QH | S | 9",
    "S AD, W 9D, N TD, E JD | E | 23",
    "E AC, S 9C, W TC, N JC | N | 23",
    "N QD, E 7D, S 8D, W KD | W | 7",
    "W AH, N 9H, E TH, S 7H | W | 21",
    "W QC, N 7C, E 8C, S KC | S | 7",
    "S QS, W JS, N 8S, E KS | W | 9",
    "W 7S, N AS, E 9S, S TS | N | 21",
]
DEAL_96B = [
    "S JH, W 8H, N KH, E QH | S | 9",
    "S AD, W 9D, N TD, E JD | E | 23",
    "E KS, S QS, W JS, N 8S | W | 9",
    "W AH, N 9H, E TH, S 7H | W | 21",
    "W KD, N QD, E 7D, S 8D | W | 7",
    "W 7S, N AS, E 9S, S TS | N | 21",
    "N JC, E 8C, S KC, W QC | N | 9",
    "N 7C, E AC, S 9C, W TC | E | 21",
]


def forced_deal(suit: str) -> SheepsheadMatch:
    match = new_match([(HANDS_B, "E")])
    for letter in "SWNE":
        assert match.current_seat == seat(letter)
        assert legal_texts(match) == DECLARE_ANY
        events = act(match, "pass")
    assert match.view(0).phase == "forced"
    assert [(e.kind, e.seat) for e in events] == [("pass", seat("E")), ("all_passed", seat("N"))]
    assert match.current_seat == seat("N") and match.view(3).public["forced_by"] == seat("N")
    assert legal_texts(match) == {"declare:C", "declare:S", "declare:H", "declare:D"}
    with pytest.raises(IllegalAction) as refused:
        act(match, "pass")
    assert refused.value.reason == "forced_must_name"
    act(match, f"declare:{suit}")
    assert (match.maker, match.trump, match.forced) == (seat("N"), suit, True)
    assert match.current_seat == seat("S")
    return match


def test_96a_forced_spades_draw() -> None:
    match = forced_deal("S")
    assert match.view(0).public["stakes"] == {"makers": [1, 2], "opponents": [1, 2]}
    events = play_deal(match, DEAL_96A)
    summary = match.deal_summaries[0]
    assert summary.team_points() == (60, 60)
    assert (summary.outcome, summary.winners, match.strokes) == ("draw", (), [0, 0])
    assert not [e for e in events if e.kind == "strokes"]
    public = match.view(0).public
    assert public["raised"] is True and public["drawn_makers"] == NS


def test_96b_forced_clubs_not_doubled() -> None:
    match = forced_deal("C")
    play_deal(match, DEAL_96B)
    summary = match.deal_summaries[0]
    assert summary.team_points() == (39, 81)
    assert (summary.outcome, summary.details["strokes"], match.strokes) == ("simple", 1, [0, 1])
    assert match.view(0).public["raised"] is False


# --- 9.7 trick winners and legal moves ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("example", "trump", "jacks", "cards", "winner", "points"),
    [
        ("K1", "H", False, "7S JS AS 8H", "W", 13),
        ("K2", "H", False, "KD AD JD TD", "S", 27),
        ("K3", "H", False, "QH 7H JC KH", "W", 9),
        ("K4", "H", True, "QH 7H JC KH", "S", 9),
        ("K5", "H", True, "7S JS AS 8H", "E", 13),
    ],
)
def test_97_trick_winners(
    example: str, trump: str, jacks: bool, cards: str, winner: str, points: int
) -> None:
    trick = list(zip(range(4), parse_cards(cards), strict=True))
    assert card_order(trump, jacks).winner(trick) == seat(winner), example
    assert (
        sum({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}.get(c.rank, 0) for _, c in trick) == points
    )


@pytest.mark.parametrize(
    ("example", "trump", "jacks", "lead", "hand", "legal"),
    [
        ("L1", "C", False, "KH", "QH 7H JC AS", "QH 7H"),
        ("L2", "C", False, "KH", "JC AS 8D", "JC AS 8D"),
        ("L3", "H", False, "JD", "AD KD 9H QS", "AD KD"),
        ("L4", "H", True, "JD", "AD KD 9H QS", "9H"),
    ],
)
def test_97_legal_moves(
    example: str, trump: str, jacks: bool, lead: str, hand: str, legal: str
) -> None:
    order = card_order(trump, jacks)
    result = legal_cards(parse_cards(hand), Card.parse(lead), order)
    assert set(result) == set(parse_cards(legal)), example


# --- 9.8 a whole game ------------------------------------------------------------------------------------

DEAL_98_2 = [
    "E AD, S 7D, W 8D, N KD | E | 15",
    "E QC, S KC, W JC, N 8C | W | 9",
    "W AC, N TH, E KS, S 8S | E | 25",
    "E KH, S 9H, W 8H, N QH | E | 7",
    "E JD, S JS, W 7C, N 9D | S | 4",
    "S TS, W QS, N 7S, E AH | W | 24",
    "W 9C, N QD, E 7H, S 9S | S | 3",
    "S AS, W TC, N JH, E TD | S | 33",
]
DEAL_98_4 = [
    "W TC, N JC, E 8C, S 9C | N | 12",
    "N 9H, E QH, S JH, W AH | S | 16",
    "S 8D, W 9D, N QD, E 7D | N | 3",
    "N TD, E JD, S AD, W KD | E | 27",
    "E KS, S QS, W JS, N AS | W | 20",
    "W QC, N 7C, E AC, S KC | E | 18",
    "E 9S, S TS, W 7S, N 8S | S | 10",
    "S 7H, W 8H, N KH, E TH | N | 14",
]


def test_98_a_game() -> None:
    match = new_match(
        [(HANDS_A, "W"), (HANDS_A, "N"), (HANDS_B, "E"), (HANDS_B, "S"), (HANDS_C, "W")]
    )
    # Deal 1 = 9.4: makers E+W score 100, +2.
    act(match, "pass", "declare:H", "claim:S", "claim:C")
    play_deal(match, DEAL_94)
    assert match.strokes == [0, 2]
    # Deal 2: S obliged to name spades, nobody claims; N+S 40 -> E+W +2.
    assert match.dealer == seat("N")
    act(match, "pass", "declare:S", "waive", "waive")
    assert (match.maker, match.trump) == (seat("S"), "S")
    play_deal(match, DEAL_98_2)
    assert match.deal_summaries[-1].team_points() == (40, 80)
    assert match.strokes == [0, 4]
    # Deal 3 = 9.6(a): forced, 60:60 -> draw, next deal raised.
    assert match.dealer == seat("E")
    act(match, "pass", "pass", "pass", "pass", "declare:S")
    play_deal(match, DEAL_96A)
    assert match.strokes == [0, 4]
    assert match.raised and match.drawn_makers == NS
    # Deal 4: raised; N+S name trumps again and score 55 -> E+W +4.
    assert match.dealer == seat("S")
    act(match, "pass", "declare:H", "waive", "waive")
    assert match.view(1).public["stakes"] == {"makers": [2, 3], "opponents": [4, 6]}
    play_deal(match, DEAL_98_4)
    summary = match.deal_summaries[-1]
    assert summary.team_points() == (55, 65)
    assert summary.details["raised"] is True and summary.details["strokes"] == 4
    assert match.strokes == [0, 8] and not match.raised
    # Deal 5: N+S take all eight tricks: whole head.
    assert match.dealer == seat("W")
    act(match, "declare:S", "waive", "waive", "waive")
    script = iter(parse_cards("JS AS KS JH AH KH QS TS"))
    events: list[Event] = []
    while not match.is_over:
        if match.current_seat == seat("N"):
            events += match.apply(Action.play(next(script)))
        else:
            events += match.apply(match.legal_actions()[0])
    summary = match.deal_summaries[-1]
    assert summary.outcome == "whole_head" and summary.details["tricks"] == [8, 0]
    assert match.strokes == [9, 8]
    assert any(e.kind == "whole_head" for e in events)
    result = match.result()
    assert result is not None and result.winners == (0, 2)
    assert result.details["whole_head"] is True and result.details["deals"] == 5


def test_98_variant_deal_4_other_makers() -> None:
    score = score_deal(EW, False, 55, (3, 5), raised=True, drawn_makers=NS)
    assert (score.winner, score.strokes) == (NS, 3)


# --- 9.9 first dealer ------------------------------------------------------------------------------------


def test_99_first_dealer_draw() -> None:
    assert first_dealer(parse_cards("9H 7S 7D AC")) == seat("S")
    draws = "9H 7S 7D AC"
    rest = " ".join(c.code for c in DECK if c.code not in draws.split())
    match = GAME.new_match(4, {}, 3, replay=[f"{draws} {rest}"])
    assert isinstance(match, SheepsheadMatch)
    assert match.dealer == seat("S") and match.current_seat == seat("W")
    assert match.draws == parse_cards(draws)


def test_first_dealer_draw_is_in_deal_one() -> None:
    match = GAME.new_match(4, {}, 3)
    first = match.record.deals[0]
    assert [d.number for d in match.record.deals] == [1]
    assert first.dealer == match.dealer and len(first.chance) == 2  # the draw, then the deal
    assert isinstance(match, SheepsheadMatch)
    assert first.chance[0].split()[:4] == [c.code for c in match.draws]


# --- a sitting of several games (§3.2, §7, SH-D5, SH-D18) -----------------------------------------


def play_sitting(options: dict[str, object], seed: int) -> SheepsheadMatch:
    match = GAME.new_match(4, options, seed)
    assert isinstance(match, SheepsheadMatch)
    bot, rng = RandomBot(), random.Random(seed)
    while not match.is_over:
        current = match.current_seat
        assert current is not None
        match.apply(bot.choose(match.view(current), rng))
    return match


@pytest.mark.parametrize("seed", [2000, 7])
def test_later_games_are_dealt_by_the_seat_after_the_last_dealer(seed: int) -> None:
    # The report: game 2 drew for its dealer again instead of passing the deal on.
    match = play_sitting({"head_strokes": 1, "games_to_win": 3}, seed)
    deals = match.record.deals
    assert [d.number for d in deals] == list(range(1, len(deals) + 1))
    assert len(deals[0].chance) == 2 and all(len(d.chance) == 1 for d in deals[1:])
    for before, after in itertools.pairwise(deals):
        assert after.dealer == (before.dealer + 1) % 4, after.number
    games = [s.details["game"] for s in match.deal_summaries]
    assert games[0] == 1 and games == sorted(games) and games[-1] == len(match.games) >= 3
    ends = [s for s in match.deal_summaries if s.details["game_winner"] is not None]
    assert [s.details["game"] for s in ends] == list(range(1, len(ends) + 1))
    assert max(match.games_won) == 3 and sum(match.games_won) == len(ends)
    result = match.result()
    assert result is not None and result.details["games_won"] == match.games_won
    assert result.winners == ((0, 2) if match.games_won[0] == 3 else (1, 3))


def test_a_new_game_starts_with_empty_heads_and_normal_stakes() -> None:
    match = GAME.new_match(4, {"head_strokes": 1, "games_to_win": 2}, 2000)
    assert isinstance(match, SheepsheadMatch)
    bot, rng = RandomBot(), random.Random(1)
    events: list[Event] = []
    while not match.games:
        current = match.current_seat
        assert current is not None
        events = match.apply(bot.choose(match.view(current), rng))
    assert [e.kind for e in events].count("game_won") == 1 and not match.is_over
    public = match.view(None).public
    assert public["strokes"] == (0, 0) and public["raised"] is False
    assert public["game_number"] == 2 and sum(public["games_won"]) == 1
    last = match.deal_summaries[-1].details
    assert last["strokes_after"] != [0, 0] and last["game"] == 1
    assert match.dealer == (match.record.deals[-2].dealer + 1) % 4


def test_simulated_sitting_passes_the_deal_into_game_two() -> None:
    # cardtui simulate sheepshead --deals 2 --seed 2000 --option head_strokes=1 games_to_win=2
    from cardtui.cli.simulate import simulate

    records: list[MatchRecord] = []
    simulate(GAME, 2, 2000, ["random"], {"head_strokes": 1, "games_to_win": 2}, records=records)
    deals = records[0].to_json()["deals"]
    assert [d["number"] for d in deals] == [1, 2]
    assert deals[1]["dealer"] == (deals[0]["dealer"] + 1) % 4 and len(deals[1]["chance"]) == 1


def test_games_to_win_option() -> None:
    assert GAME.new_match(4, {}, 1).options["games_to_win"] == 1
    match = play_sitting({"head_strokes": 2}, 4)
    assert len(match.games) == 1 and match.result() is not None
    for bad in (0, "x"):
        with pytest.raises(OptionError):
            GAME.new_match(4, {"games_to_win": bad})


def test_deal_is_packets_from_the_left() -> None:
    match = GAME.new_match(4, {}, 5)
    assert isinstance(match, SheepsheadMatch)
    top = match.deck
    left = (match.dealer + 1) % 4
    assert set(top[:3]) <= set(match.hands[left])
    assert set(top[12:14]) <= set(match.hands[left])
    assert all(len(h) == 8 for h in match.hands)


# --- options ---------------------------------------------------------------------------------------------


def test_head_strokes_option() -> None:
    match = new_match([(HANDS_A, "W")], {"head_strokes": 1})
    act(match, "pass", "declare:H", "claim:S", "claim:C")
    play_deal(match, DEAL_94)
    assert match.is_over and match.strokes == [0, 1]
    assert match.view(None).public["head_strokes"] == 1
    for bad in (0, -1, "x", "2.5"):
        with pytest.raises(OptionError):
            GAME.new_match(4, {"head_strokes": bad})


@pytest.mark.parametrize("size", [41, 95, 96, 500, 10**9])
def test_any_head_size_of_at_least_one_is_accepted(size: int) -> None:
    # §8: head_strokes is any whole number >= 1 (sizes above 40 used to be refused).
    match = GAME.new_match(4, {"head_strokes": size}, 3)
    assert isinstance(match, SheepsheadMatch) and match.head_strokes == size
    assert match.view(None).public["head_strokes"] == size
    assert GAME.new_match(4, {"head_strokes": str(size)}, 3).options["head_strokes"] == size
    with pytest.raises(OptionError):
        GAME.new_match(4, {"no_such_option": 1})


def test_views_hide_hands_and_claim_counts() -> None:
    match = new_match([(HANDS_A, "W")])
    view = match.view(seat("E"))
    assert view.hands[seat("E")] == view.hand and view.hands[seat("N")] is None
    assert view.private["qualifying"] == ()
    assert match.view(seat("S")).private["qualifying"] == ("S",)
    act(match, "pass", "declare:H", "claim:S")
    public = match.view(seat("N")).public
    assert public["candidates"] == [] and public["trump"] == "" and public["stakes"] is None
    assert [c["call"] for c in public["calls"]] == ["pass", "declare", "claim"]


# --- the sheep's head picture ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 2, 5, 9, 12, 17, 18, 25, 40, MAX_STROKES])
def test_head_segments_count_and_monotone(size: int) -> None:
    segments = head_segments(size)
    assert len(segments) == size and all(segments)
    cells = [(r, c) for seg in segments for r, c, _ in seg]
    assert len(cells) == len(set(cells)), "segments overlap"
    previous = render_head(size, 0)
    assert all(not line.strip() for line in previous)
    for strokes in range(1, size + 1):
        lines = render_head(size, strokes)
        assert len(lines) == HEAD_HEIGHT and all(len(line) == HEAD_WIDTH for line in lines)
        for old, new in zip(previous, lines, strict=True):
            assert all(a in (" ", b) for a, b in zip(old, new, strict=True))
        assert lines != previous
        previous = lines
    assert previous == [line.ljust(HEAD_WIDTH) for line in ART]
    assert render_head(size, size + 3) == previous


@pytest.mark.parametrize("size", [MAX_STROKES + 1, 150, 1000, 10**9])
def test_large_heads_are_drawn_in_proportion(size: int) -> None:
    full = [line.ljust(HEAD_WIDTH) for line in ART]
    cells = [sum(ch != " " for ch in "".join(render_head(size, 0)))]
    for strokes in sorted({1, size // 3, size // 2, size - 1}):
        lines = render_head(size, strokes)
        assert len(lines) == HEAD_HEIGHT and all(len(line) == HEAD_WIDTH for line in lines)
        assert lines != full, "complete before the head is"
        cells.append(sum(ch != " " for ch in "".join(lines)))
    assert cells == sorted(cells) and cells[0] == 0
    assert render_head(size, size) == full == render_head(size, size + 5)


def test_head_size_in_range() -> None:
    assert 15 <= HEAD_WIDTH <= 25 and 8 <= HEAD_HEIGHT <= 12
    assert MAX_STROKES >= 40  # one cell per stroke up to here; larger heads are scaled
    with pytest.raises(ValueError):
        head_segments(0)


# --- bot ----------------------------------------------------------------------------------------------


def test_simple_bot_plays_legally() -> None:
    bot = make_bot("simple", "sheepshead")
    for seed, options in enumerate([{}, {"jacks_permanent_trumps": True}]):
        match = GAME.new_match(4, options, seed)
        rng = random.Random(seed)
        while not match.is_over:
            current = match.current_seat
            assert current is not None
            action = bot.choose(match.view(current), rng)
            assert action in match.legal_actions()
            match.apply(action)


def test_simple_bot_beats_random() -> None:
    simple, rand = make_bot("simple", "sheepshead"), RandomBot()
    wins = 0
    games = 16
    for seed in range(games):
        simple_team = seed % 2
        match = GAME.new_match(4, {}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            current = match.current_seat
            assert current is not None
            bot = simple if current % 2 == simple_team else rand
            match.apply(bot.choose(match.view(current), rng))
        result = match.result()
        assert result is not None
        wins += result.winners[0] % 2 == simple_team
    assert wins >= games * 3 // 4


# --- texts ------------------------------------------------------------------------------------------------


def test_i18n_keys_cover_the_game() -> None:
    from cardtui.i18n import catalogue

    keys: set[str] = {f"option.sheepshead.{o.key}" for o in GAME.options}
    for seed in range(20):
        match = GAME.new_match(4, {"head_strokes": 3}, seed)
        rng = random.Random(seed)
        while not match.is_over:
            keys.add(f"phase.{match.view(None).phase}")
            action = rng.choice(list(match.legal_actions()))
            keys.add(f"action.{action.kind}")
            if action.value:
                keys.add(f"action.{action.kind}.{action.value}")
            for event in match.apply(action):
                keys.add(f"event.{event.kind}")
                if event.kind == "deal_end":
                    keys.add(f"outcome.{event.value}")
        keys.add(f"phase.{match.view(None).phase}")
    for reason in ("must_declare", "must_name_long_suit", "claim_needs_five", "forced_must_name"):
        keys.add(f"reason.{reason}")
    for lang in ("en", "ru"):
        missing = sorted(k for k in keys if k not in catalogue(lang))
        assert not missing, (lang, missing)
