"""The options of «Пьяница» and «Война» (war.md §10): their specs and typed dataclasses.

War is Drunkard with two players and three dispute cards (war.md §1, §10.2): it has
the options both games share, and the rules Drunkard leaves to options are fixed.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.options import OptionSpec
from cardtui.games.war.table import PICKUP_ORDERS, WINNER_FIRST, WarRules

PLAY_MODES = ("step", "auto", "instant")
"""How the app turns the cards (§6); the engine itself ignores it."""

WAR_DISPUTE_CARDS = 3
"""«Война»: three cards per war, the third decides."""


def shared_options(deck_default: str) -> tuple[OptionSpec, ...]:
    """The options both games have."""
    return (
        OptionSpec("deck_size", "choice", deck_default, ("32", "36", "52")),
        OptionSpec("six_beats_ace", "bool", False),
        OptionSpec("pickup_order", "choice", WINNER_FIRST, PICKUP_ORDERS),
        OptionSpec("max_rounds", "int", 5000, minimum=1, maximum=100_000),
        OptionSpec("endless_result", "choice", "card_count", ("card_count", "draw")),
        OptionSpec("play_mode", "choice", "step", PLAY_MODES),
        OptionSpec("per_player_flip", "bool", False),
        OptionSpec("games", "int", 1, minimum=1, maximum=100),
    )


DRUNKARD_OPTIONS: tuple[OptionSpec, ...] = (
    *shared_options("36"),
    OptionSpec("decks", "choice", "auto", ("auto", "1", "2")),
    OptionSpec("equal_piles", "bool", False),
    OptionSpec("dispute_cards", "int", 1, minimum=1, maximum=3),
    OptionSpec("any_tie_dispute", "bool", False),
    OptionSpec("winners_count", "int", 1, minimum=1, maximum=2),
)
WAR_OPTIONS: tuple[OptionSpec, ...] = shared_options("32")


@dataclass(frozen=True)
class WarOptions:
    """The options of «Война» (those both games share), one field per spec."""

    deck_size: int
    six_beats_ace: bool
    pickup_order: str
    max_rounds: int
    endless_result: str
    play_mode: str
    """How the app turns the cards: ``step``, ``auto`` or ``instant`` (§6)."""
    per_player_flip: bool
    """Every active player turns his own card for each step."""
    games: int

    def round_rules(self, lowest_rank: str) -> WarRules:
        """How a round is played: three cards per war, one winner (§10.2)."""
        return WarRules(
            dispute_cards=WAR_DISPUTE_CARDS,
            six_beats_ace=self.six_beats_ace,
            lowest_rank=lowest_rank,
            pickup_order=self.pickup_order,
            max_rounds=self.max_rounds,
        )

    def packs(self, num_seats: int) -> int:
        """How many packs are shuffled together: one."""
        return 1

    def piles_equal(self) -> bool:
        """Whether the cards that would make the piles unequal are set aside: no."""
        return False


@dataclass(frozen=True)
class DrunkardOptions(WarOptions):
    """The options of «Пьяница»: War's and the rules War fixes."""

    decks: str
    equal_piles: bool
    dispute_cards: int
    any_tie_dispute: bool
    winners_count: int

    def round_rules(self, lowest_rank: str) -> WarRules:
        """How a round is played, from the options (§4)."""
        return WarRules(
            dispute_cards=self.dispute_cards,
            any_tie_dispute=self.any_tie_dispute,
            six_beats_ace=self.six_beats_ace,
            lowest_rank=lowest_rank,
            pickup_order=self.pickup_order,
            winners_count=self.winners_count,
            max_rounds=self.max_rounds,
        )

    def packs(self, num_seats: int) -> int:
        """``decks``; ``auto``: two packs for more than six players (§3)."""
        if self.decks == "auto":
            return 2 if num_seats > 6 else 1
        return int(self.decks)

    def piles_equal(self) -> bool:
        """``equal_piles``: the cards left over after an even deal are set aside."""
        return self.equal_piles
