"""Scoring a Doppelkopf deal (spec §6): bonuses, the settlement, the ledger, the summary.

Card points + order premium + solo premium + foxes, old women, J♣ = each side's
total; the difference between the totals, halved: each opponent pays (or gets)
half of it, the declaring side the rest (a soloist three halves). Scores are kept
per player in integer half-points (the ledger, §6.7); the itemised score lines'
last two amounts are in half-points (unit ``half``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardtui.engine.score import HALF, ScoreLine, note, rule, seat_points, term, total
from cardtui.engine.values import DealSummary, make_summary
from cardtui.games.doppelkopf.facts import BonusPoint, DoppelkopfDetails
from cardtui.games.doppelkopf.rules import (
    DEAL_POINTS,
    LOSS_PREMIUM,
    SCHNEIDER_LIMIT,
    SEATS,
    SOLO_KINDS,
    TRUMP_SOLO_PREMIUM,
    WIN_PREMIUM,
    WIN_THRESHOLD,
)

if TYPE_CHECKING:
    from cardtui.games.doppelkopf.state import DoppelkopfState


@dataclass(frozen=True)
class Settlement:
    """The money side of one deal (§6.6): totals, net amount, win and level."""

    won: bool
    """The declaring side took at least 121 card points."""
    level_reached: bool
    s_d: int
    s_o: int
    amount: int
    """``A = S_D - S_O``: positive, the opponents pay; negative, the declaring side pays."""


def settle(
    kind: str,
    level: str,
    p_d: int,
    tricks_o: int,
    bonus_d: int = 0,
    bonus_o: int = 0,
    suit_solo_premium: int = 50,
) -> Settlement:
    """Totals and net amount of a deal from the declaring side's card points ``p_d``."""
    p_o = DEAL_POINTS - p_d
    reached = {
        "normal": True,
        "schneider": p_o <= SCHNEIDER_LIMIT,
        "schwarz": tricks_o == 0,
    }[level]
    won = p_d >= WIN_THRESHOLD
    s_d, s_o = p_d + bonus_d, p_o + bonus_o
    if won:
        premium = WIN_PREMIUM[level] if reached else 0
        if kind == "big_solo":
            s_d = 2 * (p_d + premium) + bonus_d
        else:
            solo = {"trump_solo": TRUMP_SOLO_PREMIUM, "suit_solo": suit_solo_premium}
            s_d += premium + solo.get(kind, 0)
    else:
        s_o += LOSS_PREMIUM[level]
    return Settlement(won, reached, s_d, s_o, s_d - s_o)


def ledger_half(amount: int, side_d: Sequence[int], side_o: Sequence[int]) -> list[int]:
    """Per-seat change in half-points: each opponent ``-A/2``, the declaring side the rest.

    2 vs 2: ``±A/2`` each; 1 vs 3: the single player ``±3A/2`` (DK-D11).
    """
    delta = [0] * SEATS
    for seat in side_o:
        delta[seat] = -amount
    for seat in side_d:
        delta[seat] = amount * len(side_o) // len(side_d)
    return delta


@lru_cache(maxsize=1024)
def half_text(half: int) -> str:
    """Half-points as signed text with ½: ``25`` -> ``+12½``, ``-18`` -> ``-9``."""
    whole, odd = divmod(abs(half), 2)
    body = (str(whole) if whole or not odd else "") + ("½" if odd else "")
    sign = "+" if half > 0 else "-" if half < 0 else ""
    return sign + body


def _side(declarers: bool, amount: int) -> tuple[int, int]:
    return (amount, 0) if declarers else (0, amount)


def settlement_lines(
    kind: str,
    level: str,
    declarer: int,
    trump_suit: str | None,
    points: tuple[int, int],
    tricks: tuple[int, int],
    won: bool,
    reached: bool,
    premiums: tuple[int, int, int],
    bonuses: Sequence[Mapping[str, Any]],
    totals: tuple[int, int],
    delta: tuple[int, int],
    alone: bool,
) -> tuple[ScoreLine, ...]:
    """The lines of one deal.

    ``premiums`` are (order premium won, order premium lost, solo premium);
    ``totals`` are S_D and S_O; ``delta`` the half-points each declarer and each
    opponent get; ``alone`` a declaring side of one player (a solo, a wedding
    without partner).
    """
    listed = tuple((b["kind"], b["seat"], int(b["points"]), bool(b["declarers"])) for b in bonuses)
    head = (kind, level, declarer, trump_suit, points, tricks, won, reached, premiums)
    return _lines(head, listed, totals, delta, alone)


@lru_cache(maxsize=4096)
def _lines(
    head: tuple[str, str, int, str | None, tuple[int, int], tuple[int, int], bool, bool, Any],
    bonuses: tuple[tuple[str, int, int, bool], ...],
    totals: tuple[int, int],
    delta: tuple[int, int],
    alone: bool,
) -> tuple[ScoreLine, ...]:
    """:func:`settlement_lines` of hashable values, remembered (play-outs of one search
    settle the same few deals again and again; the lines are immutable)."""
    kind, level, declarer, trump_suit, points, tricks, won, reached, premiums = head
    lines = [
        note(f"score.doppelkopf.game.{kind}", seat=declarer, suit=trump_suit or ""),
        note("score.tricks", tricks),
        term("score.card_points", points),
    ]
    if level != "normal":
        lines.insert(1, note(f"score.doppelkopf.order.{level}"))
    lines += _premium_lines(kind, level, points, won, reached, premiums)
    for bonus_kind, seat, amount, declarers in bonuses:
        amounts = _side(declarers, amount)
        lines.append(term(f"score.doppelkopf.bonus.{bonus_kind}", amounts, seat=seat))
    lines.append(total("score.doppelkopf.total", totals))
    diff = totals[0] - totals[1]
    halving = "score.doppelkopf.halved_alone" if alone else "score.doppelkopf.halved"
    lines.append(rule(halving, delta, HALF, diff=diff))
    lines.append(total("score.doppelkopf.per_player", delta, HALF))
    return tuple(lines)


def _premium_lines(
    kind: str,
    level: str,
    points: tuple[int, int],
    won: bool,
    reached: bool,
    premiums: tuple[int, int, int],
) -> list[ScoreLine]:
    """The order premium (won, not reached or lost) and the solo premium or doubling."""
    win_premium, loss_premium, solo_premium = premiums
    if not won:
        return [term(f"score.doppelkopf.lost.{level}", (0, loss_premium))]
    lines: list[ScoreLine] = []
    if reached and win_premium:
        lines.append(term(f"score.doppelkopf.won.{level}", (win_premium, 0)))
    elif not reached:
        lines.append(note(f"score.doppelkopf.not_reached.{level}"))
    if kind == "big_solo":
        subtotal = (points[0] + (win_premium if reached else 0), points[1])
        lines.append(total("score.doppelkopf.subtotal", subtotal))
        lines.append(rule("score.doppelkopf.big_solo", (2 * subtotal[0], subtotal[1])))
    elif solo_premium:
        lines.append(term(f"score.doppelkopf.solo.{kind}", (solo_premium, 0)))
    return lines


Bonus = tuple[bool, str, int, int]
"""(for the declaring side, kind, seat, points) of one special bonus."""


def bonuses(match: DoppelkopfState, side_d: tuple[int, ...]) -> list[Bonus]:
    """Special bonuses (§6.5) the deal earned, judged with the final teams."""
    if match.kind in SOLO_KINDS:
        return []
    opt = match.opts
    found: list[Bonus] = []
    if opt.fox_hunt:
        for owner, capturer in match.foxes:
            if (owner in side_d) != (capturer in side_d):
                found.append((capturer in side_d, "fox", capturer, opt.fox_bonus))
    if opt.old_women_one_trick and match.old_women_met:
        opp = next(s for s in range(SEATS) if s not in side_d)
        found.append((False, "old_women", opp, opt.old_women_penalty))
    if opt.jack_of_clubs_last_trick and match.jack_last is not None:
        seat = match.jack_last
        found.append((seat in side_d, "jack_of_clubs", seat, opt.jack_of_clubs_bonus))
    return found


def deal_summary(match: DoppelkopfState) -> DealSummary:
    """Settle the deal just played: the ledger moves and the summary is made."""
    known = match.sides()
    kind, level, declarer = match.kind, match.level, match.declarer
    assert known is not None and kind is not None and level is not None
    assert declarer is not None
    side_d, side_o = known
    card_pts = tuple(match.points_won)
    p_d = sum(card_pts[s] for s in side_d)
    tricks_o = sum(match.tricks_won[s] for s in side_o)
    found = bonuses(match, side_d)
    bonus_d = sum(v for d, _, _, v in found if d)
    bonus_o = sum(v for d, _, _, v in found if not d)
    bonus_list = [{"kind": k, "seat": s, "points": v, "declarers": d} for d, k, s, v in found]
    suit_solo = match.opts.suit_solo_premium
    st = settle(kind, level, p_d, tricks_o, bonus_d, bonus_o, suit_solo)
    delta = ledger_half(st.amount, side_d, side_o)
    for seat in range(SEATS):
        match.balance[seat] += delta[seat]
    solo = {"trump_solo": TRUMP_SOLO_PREMIUM, "suit_solo": suit_solo}.get(kind, 0)
    lines = settlement_lines(
        kind,
        level,
        declarer,
        match.trump_suit,
        (p_d, DEAL_POINTS - p_d),
        (match.n_tricks - tricks_o, tricks_o),
        st.won,
        st.level_reached,
        (WIN_PREMIUM[level], LOSS_PREMIUM[level], solo),
        bonus_list,
        (st.s_d, st.s_o),
        (delta[side_d[0]], delta[side_o[0]]),
        len(side_d) == 1,
    )
    group = "solo" if kind in SOLO_KINDS else kind
    group = "old_women" if group == "normal" else group
    return make_summary(
        number=match.deal_number,
        card_points=card_pts,
        teams=(side_d, side_o),
        winners=side_d if st.amount > 0 else side_o if st.amount < 0 else (),
        outcome=f"{group}_{'won' if st.won else 'lost'}",
        details=_details(match, p_d, tricks_o, st, bonus_list, delta),
        lines=lines,
        match_points=seat_points(lines[-1].amounts or (0, 0), (side_d, side_o), SEATS),
    )


def _details(
    match: DoppelkopfState,
    p_d: int,
    tricks_o: int,
    st: Settlement,
    bonus_list: list[dict[str, Any]],
    delta: list[int],
) -> DoppelkopfDetails:
    """The summary's details (read by the UI's score sheet and history)."""
    bonuses = [
        BonusPoint(kind=b["kind"], seat=b["seat"], points=b["points"], declarers=b["declarers"])
        for b in bonus_list
    ]
    return DoppelkopfDetails(
        counted=True,
        game=match.kind,
        solo=match.solo_value,
        trump_suit=match.trump_suit,
        order=match.level,
        declarer=match.declarer,
        dealer=match.dealer,
        wedding_alone=match.wedding_alone,
        p_d=p_d,
        p_o=DEAL_POINTS - p_d,
        tricks_d=match.n_tricks - tricks_o,
        tricks_o=tricks_o,
        won=st.won,
        level_reached=st.level_reached,
        bonuses=bonuses,
        s_d=st.s_d,
        s_o=st.s_o,
        amount=st.amount,
        ledger_half=delta,
        balance_half=list(match.balance),
    )
