"""Rules data of 24-card Kozel («Козёл» на 24 карты, spec kozel.md §5): the card order,
the points, the signal menu, the writing of a deal (§5.6) and the loser titles (§5.7).

Pure data and pure functions, so the spec's worked examples can test them without a match.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card, deck, parse_cards
from cardtui.engine.score import RULE, ArgValue, ScoreLine, note, term, total
from cardtui.engine.trick import TRUMP, CardOrder
from cardtui.games.kozel.core import CARD_POINTS, display_table, points_of

TRUMPS: tuple[Card, ...] = parse_cards("6C QC QS QH QD JC JS JH JD AC TC KC")
"""The twelve trumps, highest first: 6♣, the queens, the jacks, A 10 K of clubs."""
ORDER = CardOrder(trumps=TRUMPS, suit_ranks="ATK6", suits="SHD")
"""Plain suits ♠ ♥ ♦ rank A, 10, K, 6."""
DECK: tuple[Card, ...] = tuple(deck(ranks="ATKQJ6"))
SUIT: dict[Card, str] = ORDER.suit
POINTS: dict[Card, int] = {c: CARD_POINTS[c] for c in DECK}
DISPLAY: dict[Card, int] = display_table(ORDER, DECK)
"""Hand display order: trumps high to low, then ♠ ♥ ♦ high to low."""

SIX_CLUBS = Card.parse("6C")
QUEEN_CLUBS = Card.parse("QC")
ACE_DIAMONDS = Card.parse("AD")
QUEENS = frozenset(parse_cards("QC QS QH QD"))

TARGET = 12
"""Written points that make a team the goats («остаются козлами»)."""
SAVE = 30
"""Fewer card points than this: 4 written instead of 2."""
TRICKS = 6
CATCH = 4
"""Written on the Q♣ team when the 6♣ catches it, and on losers of an all-tricks deal."""

# Phase codes (i18n ``phase.<code>``).
NO_QUEENS = "no_queens"
"""P1: the round of no-queens redeal calls."""
SINGLE_TRUMP = "single_trump"
"""P2: the round of single-trump exchanges (after every redeal call)."""
EXCHANGE_GIVE = "exchange_give"
"""The partner picks the card he gives back for the single trump."""

SIGNALS: tuple[str, ...] = ("more_of_suit", "no_trumps", "strong_trumps")
"""The signal menu: «прицеп» (more of the led suit), no trumps, strong trumps."""
FOLLOW_ONLY_SIGNALS = frozenset({"more_of_suit"})
"""Signals that speak about the led suit, so they are offered only after a lead."""


def is_trump(card: Card) -> bool:
    """Whether ``card`` is one of the twelve trumps."""
    return SUIT[card] == TRUMP


def trick_points(cards: Sequence[Card]) -> int:
    """Card points of some cards (A 11, 10 10, K 4, Q 3, J 2, 6 0)."""
    return points_of(cards)


def written_amount(loser_points: int) -> int:
    """Points written on the team with fewer card points: 4 below 30, else 2."""
    return 4 if loser_points < SAVE else 2


Writing = tuple[str, int | None, tuple[int, int]]
"""A deal's writing: outcome code, the team written on (or ``None``), written totals after."""


def score_deal(
    written: tuple[int, int], team_points: tuple[int, int], tricks: tuple[int, int], deal: int
) -> Writing:
    """Spec §5.6 for a played-out deal (the catch is handled where it happens).

    >>> score_deal((0, 0), (70, 50), (4, 2), 2)
    ('write_2', 1, (0, 2))
    >>> score_deal((6, 8), (0, 120), (0, 6), 3)
    ('all_tricks', 0, (10, 0))
    """
    if team_points[0] == team_points[1]:
        return ("eggs", None, written)
    winner = 0 if team_points[0] > team_points[1] else 1
    loser = 1 - winner
    after = list(written)
    if tricks[winner] == TRICKS and deal == 1:
        outcome = "blind"
        after[loser] = TARGET
    elif tricks[winner] == TRICKS:
        outcome = "all_tricks"
        after[loser] += CATCH
        after[winner] = 0
    else:
        amount = written_amount(team_points[loser])
        outcome = f"write_{amount}"
        after[loser] += amount
    return (outcome, loser, (after[0], after[1]))


def written_lines(
    writing: Writing,
    before: tuple[int, int],
    team_points: tuple[int, int] | None,
    tricks: tuple[int, int],
    eggs: bool,
    **args: ArgValue,
) -> tuple[ScoreLine, ...]:
    """The itemised score of a deal (§5.6), signed as the match standing: what is written
    on a team counts against it (negative), what is erased for it counts for it."""
    outcome, _, after = writing
    change = (before[0] - after[0], before[1] - after[1])
    lines: list[ScoreLine] = []
    if eggs:
        lines.append(note("score.kozel_24.eggs_played"))
    if team_points is not None:
        lines += [note("score.tricks", tricks), term("score.card_points", team_points)]
    values: tuple[tuple[str, ArgValue], ...] = (("save", SAVE), ("target", TARGET), *args.items())
    lines.append(ScoreLine(f"score.kozel_24.{outcome}", change, RULE, values))
    lines.append(total("score.kozel_24.written", change))
    return tuple(lines)


def loser_titles(
    loser_written: int, winner_written: int, eggs: bool, outcome: str
) -> tuple[str, ...]:
    """Spec §5.7: «козлы», plus «хвостатые», «с яйцами», «сухие», «слепые» (they stack)."""
    flags = (
        ("tailed", loser_written > TARGET),
        ("with_eggs", eggs),
        ("dry", winner_written == 0),
        ("blind", outcome == "blind"),
    )
    return ("kozly", *(code for code, on in flags if on))
