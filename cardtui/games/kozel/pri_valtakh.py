"""«Козёл при вальтах» (``kozel_pri_valtakh``): jacks over trumps, two halves, chips to 12.

Spec: shared/rules/kozel.md §4 with the clarifications of §7.

The card order and the free play are those of «Козлы» (:mod:`.jacks`, J♣ > J♠ >
J♥ > J♦ > trump suit). One round is two halves of the shuffled 32-card pack,
both dealt by the same dealer, clockwise from his left, one card at a time:

* half 1: 15 cards of the top 16 are dealt; the 16th is turned face up, fixes the
  trump for both halves and goes to the dealer (D-D1, D-D2);
* half 2: all 16 remaining cards, no card turned.

After the round, a player with more than 60 card points takes 2 chips from every
other player, but only 1 from the dealer (the dealer who wins takes 2 from
everyone); nobody pays more than he has. Every account starts at 12. The first
player whose collected chips (``taken``) reach 12 wins the match (D-D6).

The spec's option ``players`` (4 or 2) is the seat count here: 2 or 4 seats, 3 is
refused with an :class:`~cardtui.engine.OptionError`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from cardtui.engine.cards import Card, deck
from cardtui.engine.errors import OptionError
from cardtui.engine.facts import facts_as
from cardtui.engine.options import OptionValue
from cardtui.engine.protocol import Event, Game, MatchResult
from cardtui.engine.registry import register
from cardtui.engine.score import ScoreLine, note, rule, term, total
from cardtui.engine.zones import ZoneSpec, hand, hidden, public, trick
from cardtui.games.kozel.core import deal_round
from cardtui.games.kozel.facts import PriValtakhDetails, PriValtakhPublic, PriValtakhResult
from cardtui.games.kozel.jacks import JackTrickMatch
from cardtui.games.kozel.jacks_sheet import PriValtakhSheet

HALF_SIZE = 16
"""Cards in each half of the pack."""
START_CHIPS = 12
"""Every account starts with 12 chips («каждый пишет себе 12»)."""
GOAL_TAKEN = 12
"""Chips to collect to win the match («выиграть козла»)."""
WIN_ABOVE = 60
"""A round is won with more than 60 card points."""
PAY_OTHER = 2
PAY_DEALER = 1
SEAT_COUNTS = (2, 4)


def round_winner(points: Sequence[int]) -> int | None:
    """The seat with more than 60 card points in the round, if any (D-D8)."""
    for seat, p in enumerate(points):
        if p > WIN_ABOVE:
            return seat
    return None


def chip_payments(winner: int, dealer: int, accounts: Sequence[int]) -> tuple[int, ...]:
    """Chips each seat pays ``winner``: 2 each, 1 from the dealer, capped at the account (§4.6)."""
    return tuple(
        0 if seat == winner else min(balance, PAY_DEALER if seat == dealer else PAY_OTHER)
        for seat, balance in enumerate(accounts)
    )


class PriValtakhMatch(JackTrickMatch):
    """A match of «Козёл при вальтах» for 2 or 4 players."""

    zones: ClassVar[tuple[ZoneSpec, ...]] = (
        hand(),
        public("won", per_seat=True),
        trick(),
        hidden("second_half", ordered=True),
    )

    def setup(self) -> None:
        super().setup()
        self.second_half: list[Card] = []
        """The 16 cards kept face down for the second half."""
        self.half = 0
        """1 or 2."""
        self.accounts = [START_CHIPS] * self.num_seats
        """Chips each player holds."""
        self.taken = [0] * self.num_seats
        """Chips each player has collected (gross, after the cap, §7.13)."""

    # --- dealing --------------------------------------------------------------

    def _deal(self, cards: Sequence[Card]) -> None:
        """One at a time, clockwise, starting left of the dealer."""
        deal_round(self.hands, cards, self.dealer + 1)

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal half 1; the first round draws its dealer (in its own chance log)."""
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(deck(32))
        self.deck = tuple(cards)
        self.clear_table()
        self._deal(cards[: HALF_SIZE - 1])
        turned = cards[HALF_SIZE - 1]
        self.hands[dealer].append(turned)
        self.second_half = cards[HALF_SIZE:]
        self.half = 1
        self.set_trump(turned)
        self.start_play((dealer + 1) % self.num_seats)
        return [
            Event("deal_start", dealer, value=str(self.deal_number)),
            Event("trump_turned", dealer, (turned,), turned.suit),
        ]

    def _start_second_half(self) -> list[Event]:
        self._deal(self.second_half)
        self.second_half = []
        self.half = 2
        self.sort_hands()
        self.start_play((self.dealer + 1) % self.num_seats)
        return [Event("half_start", self.dealer, value="2")]

    # --- play and scoring -------------------------------------------------------

    def _after_trick(self, winner: int) -> list[Event]:
        if any(self.hands):
            return []
        if self.half == 1:
            return self._start_second_half()
        return self._end_round()

    def _end_round(self) -> list[Event]:
        points = self.points()
        winner = round_winner(points)
        paid = (0,) * self.num_seats
        events: list[Event] = []
        if winner is not None:
            paid = chip_payments(winner, self.dealer, self.accounts)
            self.accounts = [a - p for a, p in zip(self.accounts, paid, strict=True)]
            self.accounts[winner] += sum(paid)
            self.taken[winner] += sum(paid)
            events.append(Event("chips", winner, value=str(sum(paid))))
        match_won = winner is not None and self.taken[winner] >= GOAL_TAKEN
        change = tuple(sum(paid) if s == winner else -p for s, p in enumerate(paid))
        lines = self._lines(points, winner, change)
        summary = self.seats_summary(
            points,
            () if winner is None else (winner,),
            "round_won" if winner is not None else "no_winner",
            lines,
            change,
            details=PriValtakhDetails(
                paid=paid,
                accounts=tuple(self.accounts),
                taken=tuple(self.taken),
                trump_suit=self.trump_suit,
                match_won=match_won,
            ),
        )
        return events + self.close_deal(summary)

    def won_match(self) -> bool:
        """The round's winner has collected 12 chips."""
        return facts_as(self.deal_summaries[-1].details, PriValtakhDetails).match_won

    def _lines(
        self, points: tuple[int, ...], winner: int | None, change: tuple[int, ...]
    ) -> tuple[ScoreLine, ...]:
        """Card points of the round, the chip rule (§4.6), the chips moved."""
        n = self.num_seats
        lines = [
            note("score.tricks", tuple(len(w) // n for w in self.won)),
            term("score.card_points", points),
        ]
        if winner is None:
            lines.append(rule("score.kozel_pri_valtakh.no_winner", (0,) * n, above=WIN_ABOVE))
        else:
            lines.append(
                rule(
                    "score.kozel_pri_valtakh.chips_dealer"
                    if winner == self.dealer
                    else "score.kozel_pri_valtakh.chips",
                    change,
                    seat=winner,
                    dealer_seat=self.dealer,
                    above=WIN_ABOVE,
                    other=PAY_OTHER,
                    dealer=PAY_DEALER,
                )
            )
        lines.append(total("score.kozel_pri_valtakh.chips_total", change))
        return tuple(lines)

    # --- views ----------------------------------------------------------------

    def _public(self) -> PriValtakhPublic:
        return PriValtakhPublic.extending(
            super()._public(),
            half=self.half,
            accounts=tuple(self.accounts),
            taken=tuple(self.taken),
            goal_taken=GOAL_TAKEN,
            win_above=WIN_ABOVE,
        )

    def result(self) -> MatchResult | None:
        """The winner once somebody has collected 12 chips; scores are the accounts."""
        if self.winner is None:
            return None
        return MatchResult(
            winners=(self.winner,),
            losers=tuple(s for s in range(self.num_seats) if s != self.winner),
            scores=tuple(self.accounts),
            details=PriValtakhResult(taken=tuple(self.taken), rounds=len(self.deal_summaries)),
        )


class KozelPriValtakh(Game):
    """«Козёл при вальтах»: registered as ``kozel_pri_valtakh``."""

    id = "kozel_pri_valtakh"
    match_class = PriValtakhMatch
    names: Mapping[str, str] = {"en": "Kozel with Jacks", "ru": "Козёл при вальтах"}
    family = "kozel"
    menu_order = 40
    sheet = PriValtakhSheet(START_CHIPS, GOAL_TAKEN)
    min_seats = 2
    max_seats = 4
    default_seats = 4
    deal_points_total = 120
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = ((2, {}),)

    @property
    def seat_counts(self) -> tuple[int, ...]:
        """2 or 4 players (the spec's ``players`` option)."""
        return tuple(sorted(SEAT_COUNTS))

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Only 4 or 2 players (the spec's ``players`` option is the seat count)."""
        if num_seats not in SEAT_COUNTS:
            raise OptionError(
                "seats",
                f"kozel_pri_valtakh is played by 4 or 2 players, not {num_seats}",
                tuple(str(n) for n in SEAT_COUNTS),
            )
        return super().check_options(given, num_seats)


register(KozelPriValtakh())
