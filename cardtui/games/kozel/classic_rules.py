"""Rules data of classic Kozel («Козёл», spec §1): card order, card classes, scoreboard.

Everything here is pure data or a pure function, so the worked examples of the
spec can test it without a match: the 14-trump order, the good/blank classes of
the boast deals, the redeal eligibility, the capacity rule of the boast draws,
the follow rules, and the sixes scoreboard with its loser titles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtui.engine.cards import Card, deck, parse_cards
from cardtui.engine.score import ScoreLine, note, rule, term, total
from cardtui.engine.trick import (
    MUST_FOLLOW,
    MUST_TRUMP,
    CardOrder,
    FollowRule,
    unled_ace_ban,
)
from cardtui.games.kozel.core import CARD_POINTS, display_table, points_of
from cardtui.games.kozel.core import TEAMS as TEAMS
from cardtui.games.kozel.core import asking_order as asking_order
from cardtui.games.kozel.core import partner as partner
from cardtui.games.kozel.core import team_of as team_of

ORDER = CardOrder(
    trumps=parse_cards("QC QS QH QD JC JS JH JD"), trump_suit="D", suit_ranks="ATK987"
)
"""Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ 9♦ 8♦ 7♦ are trumps; plain suits run A 10 K 9 8 7."""

DECK: tuple[Card, ...] = tuple(deck(32))
"""The 32 cards in play (the four sixes are the scoreboard, not cards)."""

POINTS: dict[Card, int] = {c: CARD_POINTS[c] for c in DECK}
"""Card points: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing; 120 in all."""

SUIT_OF: dict[Card, str] = {c: ORDER.suit[c] for c in DECK}
"""Effective suit: ``T`` for the trump group, else the printed suit."""

STRENGTH_ON: dict[str, dict[Card, int]] = {
    led: {c: ORDER.power[c] if SUIT_OF[c] in (led, "T") else 0 for c in DECK} for led in "CSHT"
}
"""Per led effective suit, each card's strength in the trick: trumps (1000 down) above
the led suit (6 down to 1); cards of another plain suit 0, they never win."""

TRUMPS: frozenset[Card] = frozenset(ORDER.trumps)
PLAIN_ACES: frozenset[Card] = frozenset(parse_cards("AC AS AH"))
GOOD: frozenset[Card] = TRUMPS | PLAIN_ACES
"""«хорошие карты» of the boast deals: any trump or a plain ace (17 cards)."""

SEVEN_OF_DIAMONDS = Card("7", "D")
"""The lowest trump; its holder leads when no team is entitled."""

DISPLAY: dict[Card, int] = display_table(ORDER, DECK)
"""Hand display order: trumps high to low, then ♣ ♠ ♥, each high to low."""

RED, BLACK = 0, 1
"""Team indexes: Red («красные», 6♦ 6♥) = seats 0 and 2; Black («чёрные», 6♣ 6♠) = 1 and 3."""

GOAL = 6
"""Pairs («пары») that win the match."""
HAND_LIMIT = 7
"""Cards a boast drawer may keep besides his trick-1 card (decision A-D8)."""
DOUBLE_WIN = 90
"""Card points from which a deal scores two pairs (the losers missed the 31-point save)."""
SAVE = 31
"""«спас»: the card points that keep the losers from a double loss."""

BOAST_KINDS: tuple[str, ...] = ("pants", "double_pants", "mirror")
"""штаны, двойные штаны, зеркало."""
DRAW_SIZE: dict[str, int] = {"pants": 2, "double_pants": 4}


NINES: frozenset[Card] = frozenset(parse_cards("9C 9S 9H 9D"))


def hand_points(cards: Sequence[Card]) -> int:
    """Card points of ``cards``."""
    return points_of(cards)


def redeal_eligible(hand: Sequence[Card]) -> bool:
    """May demand a redeal: holds all four 9s, or at most 12 card points."""
    return hand_points(hand) <= 12 or NINES.issubset(hand)


def trump_count(hand: Sequence[Card]) -> int:
    """How many trumps ``hand`` holds."""
    return len(TRUMPS.intersection(hand))


def follow_rules(must_trump_when_void: bool, ace_discard_ban: bool) -> tuple[FollowRule, ...]:
    """The follow checks of a normal trick under the given options."""
    rules = [MUST_FOLLOW]
    if must_trump_when_void:
        rules.append(MUST_TRUMP)
    if ace_discard_ban:
        rules.append(ACE_BAN)
    return tuple(rules)


ACE_BAN = unled_ace_ban(PLAIN_ACES, "ace_discard_ban")
"""«частичный запрет сноса туза»: no discarding A♣/A♠/A♥ of a suit not led yet."""


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat that takes a trick: the highest trump, else the highest card of the led suit."""
    winner, first = plays[0]
    strength = STRENGTH_ON[SUIT_OF[first]]
    top = strength[first]
    for seat, card in plays:
        if strength[card] > top:
            winner, top = seat, strength[card]
    return winner


def take_draw(stock: list[Card], n: int) -> list[Card]:
    """Take a pants draw from ``stock`` (top first).

    Pants: top, bottom. Double pants: top, next-to-top, bottom, next-to-bottom
    (clarification 7.2). With fewer than ``n`` cards left, all of them top down.
    """
    if len(stock) < n:
        drawn = stock[:]
        stock.clear()
        return drawn
    half = n // 2
    drawn = stock[:half] + stock[: -half - 1 : -1]
    del stock[:half]
    del stock[-half:]
    return drawn


def keeper(drawer: int, kept_sizes: Sequence[int]) -> int | None:
    """Where a good card drawn by ``drawer`` goes (capacity rule, A-D8).

    The drawer's own kept pile while it holds fewer than 7 cards, else the
    partner's while that holds fewer than 7, else ``None``: the set-aside pile.
    """
    if kept_sizes[drawer] < HAND_LIMIT:
        return drawer
    mate = partner(drawer)
    if kept_sizes[mate] < HAND_LIMIT:
        return mate
    return None


@dataclass
class Board:
    """The sixes scoreboard («табло из шестёрок») and what carries between deals."""

    pairs: list[int] = field(default_factory=lambda: [0, 0])
    """Pairs per team (RED, BLACK); 6 or more wins, shown capped at 6."""
    eggs_pending: int = 0
    """Egg pairs («яичные пары») waiting for the next team credited with a deal."""
    received_egg_pair: list[bool] = field(default_factory=lambda: [False, False])
    """Whether each team was ever credited while egg pairs were pending."""
    entitled: int | None = None
    """The team that leads (and may boast) next deal; ``None`` after eggs and at the start."""

    def credit(self, team: int, gain: int) -> int:
        """Add ``gain`` plus the pending egg pairs to ``team``; returns the pairs added."""
        total = gain + self.eggs_pending
        if self.eggs_pending:
            self.received_egg_pair[team] = True
        self.pairs[team] += total
        self.eggs_pending = 0
        self.entitled = team
        return total

    def score_play(
        self, team_points: Sequence[int], team_tricks: Sequence[int]
    ) -> tuple[str, int | None, int]:
        """Score a played deal; returns (outcome, credited team or None, pairs added)."""
        red, black = team_points
        if red == black:
            self.eggs_pending += 1
            self.entitled = None
            return "eggs", None, 0
        winner = RED if red > black else BLACK
        loser = 1 - winner
        if team_tricks[loser] == 0:
            self.pairs[loser] = 0
            return "lyusya", winner, self.credit(winner, 0)
        if team_points[winner] >= DOUBLE_WIN:
            return "double", winner, self.credit(winner, 2)
        return "single", winner, self.credit(winner, 1)

    def score_forfeit(self, dealer_team: int) -> tuple[str, int, int]:
        """The third redeal demand: the dealer's team loses the deal."""
        winner = 1 - dealer_team
        return "forfeit", winner, self.credit(winner, 1)

    def match_winner(self) -> int | None:
        """The team that reached the goal, if any."""
        for team in (RED, BLACK):
            if self.pairs[team] >= GOAL:
                return team
        return None

    def shown(self) -> tuple[int, int]:
        """Pairs as the sixes show them (capped at 6)."""
        return (min(self.pairs[0], GOAL), min(self.pairs[1], GOAL))


def loser_titles(
    board: Board, winner: int, pairs_before: int, final_points: int | None
) -> tuple[str, ...]:
    """Titles of the losing team: «козлы», «с яйцами», «с погонялом».

    ``pairs_before`` is the winners' score before the final deal and
    ``final_points`` their card points in it (``None`` when the deal was not
    played out, as in a forfeit).
    """
    titles = ["kozly"]
    if board.received_egg_pair[winner]:
        titles.append("with_eggs")
    if pairs_before == GOAL - 1 and final_points is not None and final_points >= DOUBLE_WIN:
        titles.append("with_goad")
    return tuple(titles)


PAIR_RULES: dict[str, str] = {
    "single": "score.kozel.single",
    "double": "score.kozel.double",
    "lyusya": "score.kozel.lyusya",
    "forfeit": "score.kozel.forfeit",
    "eggs": "score.kozel.eggs",
}
"""The rule line that turns a deal's outcome into pairs."""


def pair_lines(
    outcome: str,
    team: int | None,
    pairs_before: Sequence[int],
    eggs_before: int,
    team_points: Sequence[int] | None,
    team_tricks: Sequence[int],
) -> tuple[ScoreLine, ...]:
    """The itemised score of a deal (§1.6): card points, the rule that made pairs,
    the carried egg pairs, and the pairs each team gained (a Lyusya's loss negative)."""
    lines: list[ScoreLine] = [note("score.tricks", (team_tricks[0], team_tricks[1]))]
    if team_points is not None:
        lines.append(term("score.card_points", (team_points[0], team_points[1])))
    base = [0, 0]
    if team is not None:
        base[team] = {"single": 1, "double": 2, "forfeit": 1}.get(outcome, 0)
        if outcome == "lyusya":
            base[1 - team] = -pairs_before[1 - team]
    pairs = (base[0], base[1])
    lines.append(rule(PAIR_RULES[outcome], pairs, save=SAVE, double=DOUBLE_WIN, n=eggs_before + 1))
    gained = list(base)
    if team is not None and eggs_before:
        carried = [0, 0]
        carried[team] = eggs_before
        gained[team] += eggs_before
        lines.append(term("score.kozel.egg_pairs", (carried[0], carried[1]), n=eggs_before))
    lines.append(total("score.kozel.pairs", (gained[0], gained[1])))
    return tuple(lines)
