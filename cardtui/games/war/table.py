"""The rules of «Пьяница» and «Война» as plain state: piles, the pot, reveal steps.

Spec: shared/rules/war.md §2-§4. A *step* is one reveal: every active player
opens his top card (a round's first step), or the contenders of a dispute open
``dispute_cards`` more each (the last one decides). A *round* is one comparison
with all its disputes; it ends with a winner taking the pot under his pile (§4.6)
or with a void round (§4.5). :class:`WarTable` knows nothing of seats' names,
chance or records: the match feeds it a shuffle for ``pickup_order=shuffle``.

Piles are top-first: ``pile[0]`` is revealed next.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cardtui.engine.cards import Card

RANK_ORDER = "AKQJT98765432"
"""Ranks from high to low; suits never matter (§2)."""

WINNER_FIRST = "winner_first"
TABLE = "table"
SHUFFLE = "shuffle"
PICKUP_ORDERS = (WINNER_FIRST, TABLE, SHUFFLE)

NORMAL = "normal"
CYCLE = "cycle"
CAP = "cap"

Reveal = tuple[int, tuple[Card, ...]]
"""One seat's cards opened in one step, in the order opened."""


@dataclass(frozen=True)
class WarRules:
    """The options that change how a round is played and when the game ends."""

    dispute_cards: int = 1
    any_tie_dispute: bool = False
    six_beats_ace: bool = False
    lowest_rank: str = "6"
    """The pack's lowest rank (6 in 36 cards, 7 in 32, 2 in 52), for ``six_beats_ace``."""
    pickup_order: str = WINNER_FIRST
    winners_count: int = 1
    max_rounds: int = 5000


_PLAIN_POWER: dict[str, int] = {r: len(RANK_ORDER) - i for i, r in enumerate(RANK_ORDER)}
"""Rank to its power (higher wins)."""
_LOW_HIGH: dict[str, dict[str, int]] = {
    low: {**_PLAIN_POWER, low: len(RANK_ORDER) + 1} for low in RANK_ORDER
}
"""With ``six_beats_ace`` in force: the pack's lowest rank above the ace."""


def contenders(reveals: Sequence[tuple[int, Card]], rules: WarRules) -> list[int]:
    """The seats whose compared cards win: one seat takes the pot, several dispute.

    ``six_beats_ace``: with an ace and a lowest-rank card among the compared
    cards, the lowest rank counts above all (§2). ``any_tie_dispute``: the
    holders of the highest repeated rank dispute, even below a single higher
    card (§4.2, P-D7).
    """
    ranks = [card.rank for _, card in reveals]
    low_high = rules.six_beats_ace and "A" in ranks and rules.lowest_rank in ranks
    power = _LOW_HIGH[rules.lowest_rank] if low_high else _PLAIN_POWER
    if rules.any_tie_dispute:
        repeated = [rank for rank, count in Counter(ranks).items() if count > 1]
        if repeated:
            top = max(repeated, key=power.__getitem__)
            return [seat for seat, card in reveals if card.rank == top]
    best = max([power[rank] for rank in ranks])
    return [seat for seat, card in reveals if power[card.rank] == best]


@dataclass(frozen=True)
class RoundEnd:
    """How a round ended: its steps, the winner (``None`` for a void round), the pot."""

    steps: tuple[tuple[Reveal, ...], ...]
    winner: int | None
    pot: tuple[Card, ...]
    """The cards as the winner put them under his pile (void: in table order)."""
    eliminated: tuple[int, ...]


@dataclass(frozen=True)
class StepOutcome:
    """What one reveal step did: the cards opened, a dispute, or the round's end."""

    reveals: tuple[Reveal, ...]
    contenders: tuple[int, ...]
    """Who disputes next (empty once the round is over)."""
    end: RoundEnd | None


def pile_key(piles: Sequence[Sequence[Card]]) -> str:
    """The position for cycle detection: every pile as ranks, by seat (§4.8)."""
    return "/".join(["".join([card.rank for card in pile]) for pile in piles])


class WarTable:
    """Piles, the pot of the round in progress, and the counters of the game."""

    def __init__(
        self,
        piles: Sequence[Sequence[Card]],
        rules: WarRules,
        order: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules
        self.piles: list[list[Card]] = [list(p) for p in piles]
        self.order: tuple[int, ...] = (
            tuple(order) if order is not None else tuple(range(len(piles)))
        )
        """Table order: the dealer's left-hand neighbour first (§10.1)."""
        self.active: list[int] = [s for s in self.order if self.piles[s]]
        self.eliminated: list[int] = [s for s in self.order if not self.piles[s]]
        self.steps: list[tuple[Reveal, ...]] = []
        """The reveal steps of the round in progress (empty between rounds)."""
        self.disputing: list[int] = []
        """The contenders who open next (a dispute is pending when not empty)."""
        self.rounds = 0
        self.disputes = 0
        self.void_rounds = 0
        self.cards_won = [0] * len(piles)
        self.last_round: RoundEnd | None = None
        self.detect_cycles = rules.pickup_order != SHUFFLE
        self.seen: set[str] = {pile_key(self.piles)} if self.detect_cycles else set()
        self.reason: str | None = None
        """``normal``, ``cycle`` or ``cap`` once the game has ended."""

    # --- a step ---------------------------------------------------------------

    @property
    def in_round(self) -> bool:
        """A dispute is pending: the next step opens the contenders' cards."""
        return bool(self.steps)

    def pot(self) -> list[Card]:
        """The pot in table order: step by step, seat by seat, card by card."""
        return [card for step in self.steps for _, cards in step for card in cards]

    def _open(self, seats: Sequence[int], count: int) -> tuple[Reveal, ...]:
        reveals = []
        for seat in seats:
            pile = self.piles[seat]
            reveals.append((seat, tuple(pile.pop(0) for _ in range(min(count, len(pile))))))
        return tuple(reveals)

    def step(self, shuffle: Callable[[list[Card]], list[Card]] | None = None) -> StepOutcome:
        """Open the next cards; finish the round when it is decided (or void)."""
        if self.steps:
            reveals = self._open(self.disputing, self.rules.dispute_cards)
        else:
            reveals = self._open(self.active, 1)
        self.steps.append(reveals)
        best = contenders([(seat, cards[-1]) for seat, cards in reveals], self.rules)
        if len(best) > 1:
            self.disputes += 1
            able = [seat for seat in best if self.piles[seat]]
            if len(able) > 1:
                self.disputing = able
                return StepOutcome(reveals, tuple(able), None)
            best = able
        return StepOutcome(reveals, (), self._finish(best[0] if best else None, shuffle))

    # --- the end of a round -------------------------------------------------------

    def _pickup(
        self, winner: int, shuffle: Callable[[list[Card]], list[Card]] | None
    ) -> list[Card]:
        order = self.rules.pickup_order
        if order == WINNER_FIRST:
            own = [
                c for step in self.steps for seat, cards in step if seat == winner for c in cards
            ]
            rest = [
                c for step in self.steps for seat, cards in step if seat != winner for c in cards
            ]
            return own + rest
        pot = self.pot()
        if order == SHUFFLE and shuffle is not None:
            return shuffle(pot)
        return pot

    def _finish(
        self, winner: int | None, shuffle: Callable[[list[Card]], list[Card]] | None
    ) -> RoundEnd:
        if winner is None:
            pot = self.pot()
            for step in self.steps:
                for seat, cards in step:
                    self.piles[seat].extend(cards)
            self.void_rounds += 1
        else:
            pot = self._pickup(winner, shuffle)
            self.piles[winner].extend(pot)
            self.cards_won[winner] += len(pot)
        self.rounds += 1
        out = tuple(s for s in self.active if not self.piles[s])
        self.active = [s for s in self.active if self.piles[s]]
        self.eliminated.extend(out)
        end = RoundEnd(tuple(self.steps), winner, tuple(pot), out)
        self.last_round = end
        self.steps = []
        self.disputing = []
        self.reason = self._end_reason()
        return end

    def _end_reason(self) -> str | None:
        """Normal end, then a repeated position, then the round cap (§10.5)."""
        if len(self.active) <= self.rules.winners_count:
            return NORMAL
        if self.detect_cycles:
            key = pile_key(self.piles)
            if key in self.seen:
                return CYCLE
            self.seen.add(key)
        if self.rounds >= self.rules.max_rounds:
            return CAP
        return None

    def winners(self, endless_result: str = "card_count") -> tuple[int, ...]:
        """The winners once over: the active players, or the most cards after an endless game."""
        if self.reason == NORMAL:
            return tuple(sorted(self.active))
        if endless_result == "draw":
            return ()
        most = max(len(self.piles[s]) for s in self.active)
        return tuple(sorted(s for s in self.active if len(self.piles[s]) == most))

    def play_round(self, shuffle: Callable[[list[Card]], list[Card]] | None = None) -> RoundEnd:
        """Steps until the round ends (tests and instant play)."""
        while True:
            outcome = self.step(shuffle)
            if outcome.end is not None:
                return outcome.end
