"""Scoring a deal and the game to 501 (klaberjass.md §6, §7).

Each player's total is card points + last trick + bella + sequences (the
sequence winner scores all his runs). The maker must take more than the
defender; otherwise it is «байт»: the maker writes nothing and the defender
writes both totals (``bait_transfer = burn``: only his own). A tie is bait by
default (``tie_rule``: ``each_keeps``, or ``hanging``: the maker's points wait
for the next deal's winner). The game ends after a deal when a total reaches the
target and the totals differ; the win is the target less the loser's total
(or the difference when both passed it).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.protocol import DealSummary, Event
from cardtui.engine.score import ScoreLine, note, rule, term, total
from cardtui.games.klaberjass.runs import runs_value
from cardtui.games.klaberjass.state import KlaberjassState
from cardtui.games.klaberjass.tables import BELLA, LAST_TRICK

MADE = "made"
BAIT = "bait"
TIE_KEPT = "tie_kept"
HANGING = "hanging"


@dataclass(frozen=True)
class DealWrite:
    """What the maker (M) and the defender (O) write after one deal."""

    outcome: str
    maker: int
    defender: int
    set_aside: int
    """Points a hanging tie sets aside for the next deal (0 otherwise)."""


def deal_write(
    t_maker: int,
    t_defender: int,
    tie_rule: str = "bait",
    bait_transfer: str = "to_opponent",
    hanging_in: int = 0,
) -> DealWrite:
    """The written scores of §6.1 and its options; ``hanging_in`` goes to the deal's winner."""
    if t_maker == t_defender and tie_rule == "each_keeps":
        return DealWrite(TIE_KEPT, t_maker, t_defender, 0)
    if t_maker == t_defender and tie_rule == HANGING:
        return DealWrite(HANGING, 0, t_defender, hanging_in + t_maker)
    if t_maker > t_defender:
        return DealWrite(MADE, t_maker + hanging_in, t_defender, 0)
    gift = t_maker if bait_transfer == "to_opponent" else 0
    return DealWrite(BAIT, 0, t_defender + gift + hanging_in, 0)


def game_verdict(totals: tuple[int, int] | list[int], target: int) -> tuple[int | None, int]:
    """(winner, win amount) after a deal, or (``None``, 0) when the game goes on (§6.2)."""
    a, b = totals
    if max(a, b) < target or a == b:
        return None, 0
    winner = 0 if a > b else 1
    loser_total = min(a, b)
    amount = target - loser_total if loser_total < target else max(a, b) - loser_total
    return winner, amount


class ScoringPhase(KlaberjassState):
    """The end of a deal: totals, the written scores, lines, the game end."""

    def _deal_totals(self) -> tuple[list[int], list[int], list[int], list[int]]:
        """Per seat: card points, last trick, bella, sequences (with ``melds_require_trick``)."""
        melds = self.options["melds_require_trick"]
        last = [LAST_TRICK if self.last_winner == s else 0 for s in (0, 1)]
        bella = [BELLA if self.bella[s] else 0 for s in (0, 1)]
        seqs = [runs_value(self.runs[s]) if self.seq_winner == s else 0 for s in (0, 1)]
        for s in (0, 1):
            if self.tricks[s] == 0 and melds != "off":
                seqs[s] = 0
                if melds == "all":
                    bella[s] = 0
        return list(self.won_points), last, bella, seqs

    def _end_deal(self) -> list[Event]:
        cards, last, bella, seqs = self._deal_totals()
        taken = [cards[s] + last[s] + bella[s] + seqs[s] for s in (0, 1)]
        maker = self.maker
        assert maker is not None
        defender = self.other(maker)
        carried = self.hanging
        write = deal_write(
            taken[maker],
            taken[defender],
            str(self.options["tie_rule"]),
            str(self.options["bait_transfer"]),
            carried,
        )
        written = [0, 0]
        written[maker], written[defender] = write.maker, write.defender
        self.hanging = write.set_aside
        self.totals = [self.totals[s] + written[s] for s in (0, 1)]
        lines = self._lines(cards, last, bella, seqs, taken, write, written, carried)
        winners = {MADE: (maker,), BAIT: (defender,)}.get(write.outcome, ())
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=(cards[0], cards[1]),
                teams=((0,), (1,)),
                winners=winners,
                outcome=write.outcome,
                details={
                    "counted": False,
                    "maker": maker,
                    "trump_suit": self.trump,
                    "trump_kind": self.trump_kind,
                    "taken": tuple(taken),
                    "written": tuple(written),
                    "totals": tuple(self.totals),
                    "set_aside": write.set_aside,
                    "seq_winner": self.seq_winner,
                },
                lines=lines,
                match_points=(written[0], written[1]),
            )
        )
        single = winners[0] if len(winners) == 1 else None
        events = [Event("deal_end", single, value=write.outcome)]
        winner, amount = game_verdict(self.totals, self.target)
        if winner is not None:
            self.over, self.winner, self.win_amount = True, winner, amount
            self._legal = None
            self.phase = "over"
            events.append(Event("match_won", winner, (), str(amount)))
            return events
        return events + self._start_deal(self._next_dealer(written))

    def _next_dealer(self, written: list[int]) -> int:
        """Alternate; with ``winner_deals`` the player who wrote more deals (equal: alternate)."""
        if self.options["dealer_rotation"] == "winner_deals" and written[0] != written[1]:
            return 0 if written[0] > written[1] else 1
        return self.other(self.dealer)

    def _lines(
        self,
        cards: list[int],
        last: list[int],
        bella: list[int],
        seqs: list[int],
        taken: list[int],
        write: DealWrite,
        written: list[int],
        carried: int,
    ) -> tuple[ScoreLine, ...]:
        maker = self.maker
        assert maker is not None
        g = "score.klaberjass."
        lines = [term(g + "card_points", (cards[0], cards[1]))]
        if self.last_winner is not None:
            lines.append(term(g + "last_trick", (last[0], last[1]), seat=self.last_winner))
        for s in (0, 1):
            if bella[s]:
                lines.append(term(g + "bella", (bella[0], bella[1]), seat=s))
                break
        if any(seqs):
            winner = 0 if seqs[0] else 1
            run_cards = tuple(c for run in self.runs[winner] for c in run.cards)
            lines.append(term(g + "runs", (seqs[0], seqs[1]), seat=winner, cards=run_cards))
        lines.append(total(g + "taken", (taken[0], taken[1])))
        lines.append(note(g + "maker_" + self.trump_kind, maker_seat=maker, suit=self.trump))
        if write.outcome in (MADE, BAIT):
            gainer = maker if write.outcome == MADE else self.other(maker)
            gain = [carried if s == gainer else 0 for s in (0, 1)]
            before = (written[0] - gain[0], written[1] - gain[1])
            lines.append(rule(g + write.outcome, before, maker_seat=maker))
            if carried:
                lines.append(term(g + "hanging_in", (gain[0], gain[1]), n=carried))
        else:
            lines.append(rule(g + write.outcome, (written[0], written[1]), maker_seat=maker))
        lines.append(total(g + "written", (written[0], written[1])))
        if write.set_aside:
            lines.append(note(g + "set_aside", n=write.set_aside))
        return tuple(lines)
