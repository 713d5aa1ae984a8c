"""Slobberhannes (Голландский вариант): 32 cards, avoid the first and last tricks and Q♣.

Spec: ``shared/rules/hearts.md`` §6 (a completion of the seed's first lines). Four
players, 8 cards each, no trumps, follow suit, eldest leads, anything may be led.
Penalties: the first trick 1, the last trick 1, the queen of clubs 2 (``standard``
scoring: Q♣ 1, and 1 more for taking all three). The first deal ending with someone
at ``target_score`` or more ends the match; lowest wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from cardtui.engine import Card, Game, OptionSpec, deck, register
from cardtui.engine.score import ScoreLine, term
from cardtui.games.hearts.core import HeartsMatch, deal_total
from cardtui.games.hearts.facts import HeartsPublic
from cardtui.games.hearts.sheet import HEARTS_SHEET

QUEEN = Card("Q", "C")
DECK: tuple[Card, ...] = tuple(deck(32))
TRICKS = 8
QUEEN_VALUE = {"source": 2, "standard": 1}
"""What the queen of clubs costs under each scoring."""


def score_tricks(
    winners: Sequence[int], queen_taker: int, scoring: str = "source", seats: int = 4
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
    """(penalties, lines, outcome) from the trick winners in order and the Q♣ taker (§6.6)."""
    first, last = winners[0], winners[-1]
    queen = QUEEN_VALUE[scoring]
    pen = [0] * seats
    lines: list[ScoreLine] = []

    def charge(code: str, seat: int, amount: int, **args: object) -> None:
        pen[seat] += amount
        amounts = tuple(-amount if s == seat else 0 for s in range(seats))
        lines.append(term(f"score.slobberhannes.{code}", amounts, seat=seat, n=amount, **args))  # type: ignore[arg-type]

    charge("first_trick", first, 1)
    charge("last_trick", last, 1, trick=len(winners))
    charge("queen", queen_taker, queen, cards=(QUEEN,))
    all_three = first == last == queen_taker
    if scoring == "standard" and all_three:
        charge("all_three", first, 1)
    penalties = tuple(pen)
    outcome = "all_three" if all_three else "penalties"
    return penalties, (*lines, deal_total("slobberhannes", penalties)), outcome


@dataclass(frozen=True, slots=True)
class SlobberhannesOptions:
    """The options of Slobberhannes."""

    scoring: str
    target_score: int


class SlobberhannesMatch(HeartsMatch):
    """Slobberhannes: to ``target_score`` (10), lowest wins."""

    options_class = SlobberhannesOptions
    opts: SlobberhannesOptions
    suit_ranks = "AKQJT987"
    card_values: Mapping[Card, int] = MappingProxyType({QUEEN: 2})

    def deal_deck(self) -> tuple[Card, ...]:
        return DECK

    def hand_size(self) -> int:
        return TRICKS

    def trick_value(self, cards: Sequence[Card], number: int) -> int:
        value = int(number == 1) + int(number == TRICKS)
        if QUEEN in cards:
            value += QUEEN_VALUE[self.opts.scoring]
        return value

    def public_facts(self) -> HeartsPublic:
        """Penalties so far count the first trick and, once played, the last one too."""
        points = [0] * self.num_seats
        for number, seat in enumerate(self.trick_winners, 1):
            points[seat] += self.trick_value((), number)
        queen = QUEEN_VALUE[self.opts.scoring]
        for seat, cards in enumerate(self.taken):
            if QUEEN in cards:
                points[seat] += queen
        return HeartsPublic.extending(super().public_facts(), penalty_taken=points)

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        taker = next(s for s, cards in enumerate(self.taken) if QUEEN in cards)
        return score_tricks(self.trick_winners, taker, self.opts.scoring)


class Slobberhannes(Game):
    """Slobberhannes."""

    id = "slobberhannes"
    names = MappingProxyType({"en": "Slobberhannes", "ru": "Слобберханнес (голландский вариант)"})
    family = "hearts"
    sheet = HEARTS_SHEET
    menu_order = 100
    min_seats = max_seats = default_seats = 4
    options = (
        OptionSpec("scoring", "choice", "source", ("source", "standard")),
        OptionSpec("target_score", "int", 10, minimum=1),
    )
    test_variants = ((4, {"scoring": "standard"}),)
    match_class = SlobberhannesMatch


GAME = register(Slobberhannes())
