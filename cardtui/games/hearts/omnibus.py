"""Omnibus Hearts (Омнибус): pass three cards left, hearts 1, Q♠ 13, 10♦ 10 plus, taking all.

Spec: ``shared/rules/hearts.md`` §5. 4 players (3 without 2♣), all cards dealt;
every player passes three cards face down (left by default; ``rotating`` goes left,
right, across, none); eldest leads, anything may be led; a player who takes all 13
hearts, Q♠ and 10♦ scores ``slam_points`` plus points and the others nothing; the
first deal ending with someone at ``target_score`` or more ends the match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from cardtui.engine import Card, Game, OptionSpec, OptionValue, register
from cardtui.engine.errors import OptionError
from cardtui.engine.score import ScoreLine, term
from cardtui.games.hearts.core import (
    HeartsMatch,
    deal_total,
    full_deck,
    suit_cards,
)
from cardtui.games.hearts.scoring import penalty_score
from cardtui.games.hearts.sheet import HEARTS_SHEET

QUEEN = Card("Q", "S")
TEN = Card("T", "D")
VALUES = MappingProxyType({**{c: 1 for c in suit_cards("H")}, QUEEN: 13, TEN: -10})
COUNTING = frozenset(VALUES)
"""The 15 cards of the slam: 13 hearts, Q♠, 10♦."""

ROTATION = (1, -1, 2, 0)
"""``rotating`` passing: left, right, across, no pass (4 players)."""

DECKS = {4: full_deck(52), 3: full_deck(52, remove="2C")}


def score_taken(
    taken: list[list[Card]], slam_points: int = 26
) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
    """(penalties, lines, outcome) of a deal from the cards each seat took (§5.6)."""
    n = len(taken)
    for seat, cards in enumerate(taken):
        if len(cards) >= 15 and COUNTING.issubset(cards):
            slam = tuple(-slam_points if s == seat else 0 for s in range(n))
            amounts = tuple(-p for p in slam)
            lines = (
                term("score.omnibus_hearts.slam", amounts, seat=seat),
                deal_total("omnibus_hearts", slam),
            )
            return slam, lines, "slam"
    points, body = penalty_score("omnibus_hearts", VALUES, taken)
    return points, tuple(body), "penalties"


@dataclass(frozen=True, slots=True)
class OmnibusOptions:
    """The options of Omnibus Hearts."""

    pass_direction: str
    target_score: int
    slam_points: int


class OmnibusMatch(HeartsMatch):
    """Omnibus Hearts: to ``target_score``, lowest wins."""

    options_class = OmnibusOptions
    opts: OmnibusOptions
    card_values: Mapping[Card, int] = VALUES
    pass_count = 3

    def deal_deck(self) -> tuple[Card, ...]:
        return DECKS[self.num_seats]

    def pass_offset(self) -> int:
        mode = self.opts.pass_direction
        if mode == "none":
            return 0
        if mode == "rotating":
            return ROTATION[(self.deal_number - 1) % 4]
        return 1

    def score_deal(self) -> tuple[tuple[int, ...], tuple[ScoreLine, ...], str]:
        return score_taken(self.taken, self.opts.slam_points)


class OmnibusHearts(Game):
    """Omnibus Hearts."""

    id = "omnibus_hearts"
    names = MappingProxyType({"en": "Omnibus Hearts", "ru": "Омнибус"})
    family = "hearts"
    sheet = HEARTS_SHEET
    menu_order = 90
    min_seats = 3
    max_seats = 4
    default_seats = 4
    options = (
        OptionSpec("pass_direction", "choice", "left", ("left", "rotating", "none")),
        OptionSpec("target_score", "int", 100, minimum=1),
        OptionSpec("slam_points", "int", 26, minimum=0),
    )
    test_variants = (
        (3, {}),
        (4, {"pass_direction": "rotating", "target_score": 40}),
        (4, {"pass_direction": "none"}),
    )
    match_class = OmnibusMatch

    def check_options(self, given: dict[str, object], num_seats: int) -> dict[str, OptionValue]:  # type: ignore[override]
        checked = super().check_options(given, num_seats)
        if num_seats == 3 and checked["pass_direction"] == "rotating":
            raise OptionError(
                "pass_direction",
                "option 'pass_direction': 'rotating' needs 4 players",
                ("left", "none"),
            )
        return checked


GAME = register(OmnibusHearts())
