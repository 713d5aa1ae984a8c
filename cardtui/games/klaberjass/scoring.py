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

from cardtui.engine.protocol import DealSummary
from cardtui.engine.score import ScoreLine, note, rule, term, total
from cardtui.engine.values import make_summary
from cardtui.games.klaberjass.facts import KlaberjassDetails
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


def _deal_totals(m: KlaberjassState) -> tuple[list[int], list[int], list[int], list[int]]:
    """Per seat: card points, last trick, bella, sequences (with ``melds_require_trick``)."""
    melds = m.opts.melds_require_trick
    last = [LAST_TRICK if m.last_winner == s else 0 for s in (0, 1)]
    bella = [BELLA if m.bella[s] else 0 for s in (0, 1)]
    seqs = [runs_value(m.runs[s]) if m.seq_winner == s else 0 for s in (0, 1)]
    for s in (0, 1):
        if m.tricks[s] == 0 and melds != "off":
            seqs[s] = 0
            if melds == "all":
                bella[s] = 0
    return list(m.won_points), last, bella, seqs


def score_deal(m: KlaberjassState) -> DealSummary:
    """Write the deal's scores (the totals, a hanging tie's points) and sum it up."""
    cards, last, bella, seqs = _deal_totals(m)
    taken = [cards[s] + last[s] + bella[s] + seqs[s] for s in (0, 1)]
    maker = m.maker
    assert maker is not None
    defender = 1 - maker
    carried = m.hanging
    write = deal_write(
        taken[maker], taken[defender], m.opts.tie_rule, m.opts.bait_transfer, carried
    )
    written = [0, 0]
    written[maker], written[defender] = write.maker, write.defender
    m.hanging = write.set_aside
    m.totals = [m.totals[s] + written[s] for s in (0, 1)]
    lines = _lines(m, DealFigures(cards, last, bella, seqs, taken), write, written, carried)
    return make_summary(
        number=m.deal_number,
        card_points=(cards[0], cards[1]),
        teams=((0,), (1,)),
        winners={MADE: (maker,), BAIT: (defender,)}.get(write.outcome, ()),
        outcome=write.outcome,
        details=KlaberjassDetails(
            counted=False,
            maker=maker,
            trump_suit=m.trump,
            trump_kind=m.trump_kind,
            taken=tuple(taken),
            written=tuple(written),
            totals=tuple(m.totals),
            set_aside=write.set_aside,
            seq_winner=m.seq_winner,
        ),
        lines=lines,
        match_points=(written[0], written[1]),
    )


@dataclass(frozen=True)
class DealFigures:
    """Per seat, what the deal's total is made of."""

    cards: list[int]
    last: list[int]
    bella: list[int]
    seqs: list[int]
    taken: list[int]


def _lines(
    m: KlaberjassState, f: DealFigures, write: DealWrite, written: list[int], carried: int
) -> tuple[ScoreLine, ...]:
    maker = m.maker
    assert maker is not None
    g = "score.klaberjass."
    lines = [term(g + "card_points", (f.cards[0], f.cards[1]))]
    if m.last_winner is not None:
        lines.append(term(g + "last_trick", (f.last[0], f.last[1]), seat=m.last_winner))
    for s in (0, 1):
        if f.bella[s]:
            lines.append(term(g + "bella", (f.bella[0], f.bella[1]), seat=s))
            break
    if any(f.seqs):
        winner = 0 if f.seqs[0] else 1
        run_cards = tuple(c for run in m.runs[winner] for c in run.cards)
        lines.append(term(g + "runs", (f.seqs[0], f.seqs[1]), seat=winner, cards=run_cards))
    lines.append(total(g + "taken", (f.taken[0], f.taken[1])))
    lines.append(note(g + "maker_" + m.trump_kind, maker_seat=maker, suit=m.trump))
    if write.outcome in (MADE, BAIT):
        gainer = maker if write.outcome == MADE else 1 - maker
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
