"""What the strong bot's search is made of: deal utilities, play-outs, exact endgames.

Everything works on a determinized world (a full :class:`Match` sampled from a
view), through the protocol alone, so every game plugs in without bot code:

* :func:`deal_utility` scores a finished deal for every seat (higher is better);
* :func:`playout` plays a world to the end of the deal with a fast default
  policy (every seat played by the game's simple bot, from its own view);
* :func:`solve` searches the last plies of a world exactly (max-n: every seat
  maximises its own utility), used when few cards are left.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Protocol

from cardtui.engine.actions import Action
from cardtui.engine.policy_view import policy_view_of
from cardtui.engine.protocol import DealSummary, Match, View

TIE_WEIGHT = 0.5
"""How much the side's share of the card points adds to the deal's score (a tie-breaker)."""

MAX_STEPS = 2000
"""Safety cap on the decisions of one play-out (a deal never needs nearly as many)."""


class Policy(Protocol):
    """A bot used inside play-outs."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """Pick one of ``view.legal``."""
        ...


def copy_world(match: Match) -> Match:
    """A lean independent copy when the match offers one, else a full clone."""
    lean = getattr(match, "search_copy", None)
    copied: Match = lean() if lean is not None else match.clone()
    return copied


def policy_view(world: Match, seat: int, legal: Sequence[Action] | None = None) -> View:
    """The seat's view for a play-out policy, without search fields: the game's own
    view, or (:mod:`cardtui.engine.policy_view`) one made field by field as the policy
    reads it, ``legal`` being the legal actions when they are already made.

    A simple bot never reads ``unseen`` or ``template``, so play-outs skip building them.
    """
    if legal is None:
        legal = world.legal_actions()
    return policy_view_of(world, seat, legal)


def step(world: Match, action: Action) -> None:
    """Apply a legal ``action`` the fast way when the match offers one."""
    fast = getattr(world, "apply_fast", None)
    if fast is not None:
        fast(action)
    else:
        world.apply(action)


def deal_utility(summary: DealSummary, num_seats: int) -> tuple[float, ...]:
    """Per seat: its standing after the deal, higher is better (see :func:`standing`).

    The primary value of a seat is its deal's match points
    (``DealSummary.match_points`` when the game provides them, else +1 for the winners
    and -1 for the others), plus a card-point tie-breaker: the side's share of the deal's
    card points above an even share, weighted by :data:`TIE_WEIGHT` (so a lost deal with
    more points still scores better), turned round where the game's match points fall as
    card points rise (the Hearts family, whose card points are penalties).
    """
    match_points: Sequence[int] | None = getattr(summary, "match_points", None)
    winners = set(summary.winners)
    total = sum(summary.card_points)
    side_of = {s: team for team in summary.teams for s in team}
    sign = _card_sign(summary, num_seats) if match_points else 1.0
    primary = []
    for seat in range(num_seats):
        if match_points:
            value = float(match_points[seat])
        else:
            value = 1.0 if seat in winners else -1.0 if winners else 0.0
        if total:
            side = side_of.get(seat, (seat,))
            share = sum(summary.card_points[s] for s in side) / total
            value += sign * TIE_WEIGHT * (share - len(side) / num_seats)
        primary.append(value)
    return standing(primary, side_of)


def _card_sign(summary: DealSummary, num_seats: int) -> float:
    """-1 where the deal's match points fall as its card points rise (penalty points)."""
    points, cards = summary.match_points, summary.card_points
    mean_p, mean_c = sum(points) / num_seats, sum(cards) / num_seats
    together = sum((points[s] - mean_p) * (cards[s] - mean_c) for s in range(num_seats))
    return -1.0 if together < 0 else 1.0


def standing(primary: Sequence[float], side_of: dict[int, tuple[int, ...]]) -> tuple[float, ...]:
    """Per seat: its value minus the mean value of the seats not on its side.

    What the match rewards is the standing, not one's own points alone: in the Hearts
    family a penalty given to an opponent counts as well as one avoided. In a game of
    fixed sides this only rescales a zero-sum deal."""
    n = len(primary)
    values = []
    for seat in range(n):
        side = set(side_of.get(seat, (seat,)))
        others = [primary[s] for s in range(n) if s not in side]
        values.append(primary[seat] - (sum(others) / len(others) if others else 0.0))
    return tuple(values)


def won_deal(summary: DealSummary, seat: int) -> bool:
    """Whether ``seat`` was credited with the deal."""
    return seat in summary.winners


def deal_ended(match: Match, summaries_before: int) -> bool:
    """Whether the deal in progress when ``summaries_before`` summaries existed is over."""
    return match.is_over or len(match.deal_summaries) > summaries_before


def final_summary(match: Match, summaries_before: int) -> DealSummary | None:
    """The summary of the deal that was in progress, once it has ended."""
    if len(match.deal_summaries) > summaries_before:
        return match.deal_summaries[summaries_before]
    return None


class OutOfTime(Exception):
    """The clock passed the search's deadline in the middle of a play-out or a solve."""


def check_clock(deadline: float | None) -> None:
    """Raise :class:`OutOfTime` once ``time.perf_counter()`` has passed ``deadline``."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise OutOfTime


def playout(
    world: Match,
    policies: Sequence[Policy],
    rng: random.Random,
    summaries_before: int,
    deadline: float | None = None,
) -> DealSummary | None:
    """Play ``world`` to the end of its deal, each seat choosing with its policy.

    With ``deadline``, the clock is checked before every decision (:class:`OutOfTime`).
    """
    fast = getattr(world, "apply_fast", None)
    apply = fast if fast is not None else world.apply  # what step() does, looked up once
    legal_actions = world.legal_actions
    for _ in range(MAX_STEPS):
        if deal_ended(world, summaries_before):
            break
        if deadline is not None:
            check_clock(deadline)
        seat = world.current_seat
        if seat is None:
            break
        legal = legal_actions()
        if len(legal) == 1:
            apply(legal[0])
        else:
            apply(policies[seat].choose(policy_view_of(world, seat, legal), rng))
    return final_summary(world, summaries_before)


class NodeLimit(Exception):
    """The exact search met its node limit (the caller falls back to a play-out)."""


Outcome = tuple[tuple[float, ...], frozenset[int]]
"""A finished line: utility per seat and the seats credited with the deal."""


def outcome_of(summary: DealSummary, num_seats: int) -> Outcome:
    """The utilities and winners of a finished deal."""
    return deal_utility(summary, num_seats), frozenset(summary.winners)


MAX_DEPTH = 48
"""Plies one exact line may run (a game whose last cards can go round and round, such as
Witch's queen passed back and forth, falls back to a play-out instead)."""


def solve(
    world: Match,
    summaries_before: int,
    nodes: list[int],
    depth: int = 0,
    deadline: float | None = None,
) -> Outcome | None:
    """The max-n outcome of ``world``: every legal line to the end of the deal searched.

    Each seat picks the line best for its own utility (the players' knowledge is
    assumed perfect: this is only used for the last few plies). ``None`` when the
    deal ended without a summary. ``nodes[0]`` counts down one per node;
    :class:`NodeLimit` is raised when it runs out, or when a line is longer than
    :data:`MAX_DEPTH`. With ``deadline``, the clock is checked at every node
    (:class:`OutOfTime`).
    """
    if depth > MAX_DEPTH:
        raise NodeLimit
    summary = final_summary(world, summaries_before)
    if summary is not None:
        return outcome_of(summary, world.num_seats)
    seat = world.current_seat
    if world.is_over or seat is None:
        return None
    best: Outcome | None = None
    for action in world.legal_actions():
        nodes[0] -= 1
        if nodes[0] < 0:
            raise NodeLimit
        check_clock(deadline)
        child = copy_world(world)
        step(child, action)
        found = solve(child, summaries_before, nodes, depth + 1, deadline)
        if found is not None and (best is None or found[0][seat] > best[0][seat]):
            best = found
    return best
