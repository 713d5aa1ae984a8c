"""The ``strong`` level: determinized Monte Carlo search over worlds sampled from the view.

Each round samples one world (a full match consistent with everything the seat
knows: :func:`cardtui.engine.worlds.sample_world`) and scores every candidate
action in it: the action is applied to a lean copy and the deal is played out
by the game's simple bot in every seat (or, in the last plies, solved exactly).
All candidates share the same worlds, so their values are compared pair by
pair: a candidate clearly worse than the best (paired difference three standard
errors below zero) is dropped, and the search stops at the time budget or when
one candidate is left. The bot never reads the match: only its view, and worlds
made from the view. See ``docs/bots.md`` for why this design.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from cardtui.bots.honesty import truthful
from cardtui.bots.playout import (
    NodeLimit,
    Outcome,
    OutOfTime,
    Policy,
    check_clock,
    copy_world,
    outcome_of,
    playout,
    solve,
    step,
)
from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Match, View

DEFAULT_BUDGET = 0.5
"""Seconds of thought per decision (the ``bot_budget`` setting, ``--budget`` on the CLI)."""

PRUNE_AFTER = 6
"""Worlds every candidate gets before any is dropped."""
PRUNE_Z = 3.0
"""A candidate is dropped when its paired difference to the best is this many errors below zero."""
DEFER_Z = 1.0
"""With ``defer``: the simple bot's choice is kept unless the best beats it by this many errors."""
RULE_LAYER_FLAG = "keeps_rule_choice"
"""A simple bot with this class attribute true has the strong bot keep its choice unless the
search clearly beats it (measured per game by the arena, ``docs/bots.md``, and set only
where it helps)."""
MAX_CANDIDATES = 50
"""Past this many legal actions (three cards to pass from thirteen: 286) the search scores
the simple bot's choice and its neighbours only (the same cards but one), so that the
budget still buys enough worlds to compare them."""
EXACT_NODES = 1500
"""Node limit of one exact endgame search (past it, the world is played out instead)."""

WORLDS_CAP = 5.0
"""The time cap of fixed effort (``worlds``) when no budget is given: a safety net only."""

Sampler = Callable[[View, random.Random], Match]
"""Builds a full match consistent with a view (the search helper's ``sample_world``)."""


def default_sampler() -> Sampler:
    """The engine's world sampler."""
    from cardtui.engine.worlds import sample_world

    return sample_world


@dataclass
class ActionStats:
    """What the search found for one candidate: a value and a win per world."""

    action: Action
    values: list[float] = field(default_factory=list)
    wins: int = 0
    won: list[bool] = field(default_factory=list)
    """Per world, whether the seat was credited with the deal."""

    @property
    def n(self) -> int:
        """Worlds this candidate was scored in."""
        return len(self.values)

    @property
    def mean(self) -> float:
        """Mean utility (``-inf`` before any world)."""
        return sum(self.values) / len(self.values) if self.values else -math.inf

    @property
    def win_rate(self) -> float:
        """Share of worlds in which the seat was credited with the deal."""
        return self.wins / len(self.values) if self.values else 0.0

    def add(self, value: float, won: bool) -> None:
        """Count one world."""
        self.values.append(value)
        self.won.append(won)
        self.wins += won


def paired_z(a: ActionStats, b: ActionStats) -> float:
    """How many standard errors ``a`` is above ``b`` over their common worlds."""
    n = min(a.n, b.n)
    if n == 0:
        return 0.0
    diffs = [x - y for x, y in zip(a.values[:n], b.values[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    if var <= 1e-12:
        return math.inf if mean > 1e-9 else -math.inf if mean < -1e-9 else 0.0
    return mean / math.sqrt(var / n)


@dataclass(frozen=True)
class Analysis:
    """The search's answer: the chosen action and what was found for every candidate."""

    seat: int
    best: Action
    stats: tuple[ActionStats, ...]
    """Every candidate, best first."""
    worlds: int
    seconds: float
    default: Action | None = None
    """The simple bot's choice in the same view."""
    exact: bool = False
    """True when the last plies were solved exactly."""

    def of(self, action: Action) -> ActionStats | None:
        """The statistics of one candidate."""
        return next((s for s in self.stats if s.action is action), None)

    @property
    def runner_up(self) -> ActionStats | None:
        """The best candidate other than the choice."""
        return next((s for s in self.stats if s.action is not self.best), None)


def simple_policy(game_id: str) -> Policy:
    """The game's simple bot, the default policy of play-outs."""
    from cardtui.bots import make_bot

    try:
        return make_bot("simple", game_id)
    except ModuleNotFoundError:
        return make_bot("simple", "")


class StrongBot:
    """Determinized search within a wall-clock budget; see the module docstring."""

    needs_worlds = True
    """Drivers pass ``match.view(seat, search=True)`` (the view with its search template)."""

    def __init__(
        self,
        budget: float | None = None,
        *,
        sampler: Sampler | None = None,
        worlds: int | None = None,
        defer: bool | None = None,
        infer: bool = False,
    ) -> None:
        self.worlds = worlds
        """Fixed effort: this many worlds per decision (fewer only when the cap runs out),
        the same decisions for a seed however busy the machine is."""
        self.budget = (
            budget if budget is not None else (DEFAULT_BUDGET if worlds is None else WORLDS_CAP)
        )
        """Seconds per decision: the budget of the clock mode, the cap of fixed effort."""
        self.defer = defer
        """Keep the simple bot's choice unless the search finds a clearly better one.

        ``None``: as measured per game (the simple bot's :data:`RULE_LAYER_FLAG`); elsewhere the
        card-point term of the utility already keeps the search from throwing
        points away or overtaking a partner's sure trick.
        """
        self.infer = infer
        """Sample worlds by what the other seats' cards in the trick tell
        (:class:`~cardtui.bots.inference.InferenceSampler`)."""
        self._sampler = sampler
        self._policies: dict[str, Policy] = {}

    def choose(self, view: View, rng: random.Random) -> Action:
        """The best action the search finds in the budget."""
        honest = truthful(view)
        if len(honest) == 1:
            return honest[0]
        return self.analyse(view, rng).best

    def policy(self, game_id: str) -> Policy:
        """The play-out policy of ``game_id`` (built once)."""
        policy = self._policies.get(game_id)
        if policy is None:
            policy = self._policies[game_id] = simple_policy(game_id)
        return policy

    def analyse(self, view: View, rng: random.Random) -> Analysis:
        """Search from ``view`` and report every candidate's statistics."""
        start = time.perf_counter()
        seat = view.seat if view.seat is not None else view.to_move
        assert seat is not None, "a bot needs a seat"
        search_rng = random.Random(rng.getrandbits(64))
        policy = self.policy(view.game)
        default = policy.choose(view, random.Random(search_rng.getrandbits(64)))
        legal = list(truthful(view))  # a bot may stay silent, never signal falsely
        if len(legal) > MAX_CANDIDATES:
            legal = shortlist(legal, default, search_rng)
        stats = {a: ActionStats(a) for a in legal}
        if len(legal) == 1:
            return Analysis(seat, legal[0], tuple(stats.values()), 0, 0.0, default)
        sampler = self._sampler or default_sampler()
        if self.infer:
            from cardtui.bots.inference import InferenceSampler

            sampler = InferenceSampler(sampler, policy)
        search = _Search(view, seat, sampler, [policy] * view.num_seats, search_rng)
        rounds, alive = self._rounds(search, legal, stats, default, start + self.budget)
        defer = bool(getattr(policy, RULE_LAYER_FLAG, False)) if self.defer is None else self.defer
        best = self._pick(search, alive, stats, default, defer)
        ranked = sorted(stats.values(), key=lambda s: (s.action is not best, -s.mean))
        return Analysis(
            seat, best, tuple(ranked), rounds, time.perf_counter() - start, default, search.exact
        )

    def _rounds(
        self,
        search: _Search,
        legal: list[Action],
        stats: dict[Action, ActionStats],
        default: Action,
        deadline: float,
    ) -> tuple[int, list[Action]]:
        """Score worlds by sequential halving: the worlds counted and the candidates alive."""
        return halving_rounds(search, legal, stats, default, deadline, self.worlds)

    def _pick(
        self,
        search: _Search,
        alive: list[Action],
        stats: dict[Action, ActionStats],
        default: Action,
        defer: bool,
    ) -> Action:
        """The best mean; among the candidates the search cannot tell from it, the one
        that sheds the most penalty (:func:`shed_tie`)."""
        return shed_tie(_pick(alive, stats, default, defer), stats, search.shed)


class FlatBot(StrongBot):
    """Today's flat Monte Carlo, kept as the benchmark-only level ``flat``: every candidate
    in every world until the effort (``worlds``) or the clock is spent."""

    def _pick(
        self,
        search: _Search,
        alive: list[Action],
        stats: dict[Action, ActionStats],
        default: Action,
        defer: bool,
    ) -> Action:
        """The best mean, the simple bot's choice among equals."""
        return _pick(alive, stats, default, defer)

    def _rounds(  # the flat schedule
        self,
        search: _Search,
        legal: list[Action],
        stats: dict[Action, ActionStats],
        default: Action,
        deadline: float,
    ) -> tuple[int, list[Action]]:
        """Score worlds until the effort (or the clock) is spent: the worlds counted and
        the candidates still alive. Every world is clock-checked, the first one too."""
        alive = legal
        rounds = 0
        while True:
            if not search.round(alive, stats, deadline):
                break  # the clock ran out within a world: that world is left out
            rounds += 1
            alive = _prune(alive, stats, rounds, default)
            if len(alive) == 1:
                break
            if self.worlds is not None:
                if rounds >= self.worlds:
                    break
            elif time.perf_counter() >= deadline:
                break
        return rounds, alive


class _Search:
    """One decision's search: samples worlds and scores candidates in them."""

    def __init__(
        self,
        view: View,
        seat: int,
        sampler: Sampler,
        policies: Sequence[Policy],
        rng: random.Random,
    ) -> None:
        self.view = view
        self.seat = seat
        self.sampler = sampler
        self.policies = policies
        self.rng = rng
        self.exact = _endgame(view)
        self.penalties: Mapping[Card, int] = {}
        """The deal's penalty per card where the game has one (the Hearts games'
        ``card_values``, read from the first sampled world), else empty."""
        """Few cards left and none still to be dealt: try solving each world exactly."""

    def round(
        self,
        candidates: Sequence[Action],
        stats: dict[Action, ActionStats],
        deadline: float | None = None,
    ) -> bool:
        """Score every candidate in one new world; False (and nothing counted) when the
        clock passes ``deadline`` before the last candidate is scored."""
        world = self.sampler(self.view, self.rng)
        if not self.penalties:
            self.penalties = getattr(world, "card_values", None) or {}
        before = len(world.deal_summaries)
        common = self.rng.getrandbits(64)  # the same play-out luck for every candidate
        found: list[tuple[Action, float, bool]] = []
        try:
            for action in candidates:
                check_clock(deadline)
                child = copy_world(world)
                step(child, action)
                outcome = self._value(child, before, random.Random(common), deadline)
                found.append((action, outcome[0][self.seat], self.seat in outcome[1]))
        except OutOfTime:
            return False
        for action, value, won in found:
            stats[action].add(value, won)
        return True

    def shed(self, action: Action) -> int:
        """The penalty ``action`` gives away: its cards' worth in :attr:`penalties`."""
        return sum(self.penalties.get(card, 0) for card in action.cards if card is not None)

    def _value(
        self, world: Match, before: int, rng: random.Random, deadline: float | None
    ) -> Outcome:
        if self.exact:
            try:
                solved = solve(world, before, [EXACT_NODES], deadline=deadline)
            except NodeLimit:
                self.exact = False
            else:
                if solved is not None:
                    return solved
        summary = playout(world, self.policies, rng, before, deadline)
        if summary is None:
            return (0.0,) * world.num_seats, frozenset()
        return outcome_of(summary, world.num_seats)


def shortlist(legal: Sequence[Action], default: Action, rng: random.Random) -> list[Action]:
    """The simple bot's choice and the actions of its kind that hold the same cards but
    one (at most :data:`MAX_CANDIDATES`, a random few when there are more)."""
    own = next((a for a in legal if a == default), None)
    if own is None:
        return list(legal[:MAX_CANDIDATES])
    chosen = set(own.cards)
    near = [
        a
        for a in legal
        if a != own
        and a.kind == own.kind
        and len(a.cards) == len(own.cards)
        and len(chosen.symmetric_difference(a.cards)) <= 2
    ]
    if len(near) >= MAX_CANDIDATES:
        near = rng.sample(near, MAX_CANDIDATES - 1)
    return [own, *near]


def _endgame(view: View) -> bool:
    """At most two cards per seat left, and no hidden card outside the hands (no stock)."""
    if not 0 < sum(view.hand_sizes) <= 2 * view.num_seats:
        return False
    unseen = view.unseen
    if unseen is None:
        return False
    return all(zone.seat is not None or zone.size == 0 for zone in unseen.zones)


def _leader(alive: Sequence[Action], stats: dict[Action, ActionStats], default: Action) -> Action:
    """The best mean; among equal means the simple bot's choice, then the first."""
    return max(alive, key=lambda a: (stats[a].mean, a == default))


def _prune(
    alive: list[Action],
    stats: dict[Action, ActionStats],
    rounds: int,
    default: Action,
    z: float = PRUNE_Z,
) -> list[Action]:
    """Drop the candidates clearly worse than the best so far, and its exact equals.

    A candidate that scored the same as the best in every world so far (the 7 and
    the 8 of a suit nobody can tell apart) is dropped as well: searching on could
    never separate them, and would only spend the budget.
    """
    if rounds < PRUNE_AFTER or len(alive) == 1:
        return alive
    best = _leader(alive, stats, default)
    top = stats[best].values
    return [
        a
        for a in alive
        if a is best or (paired_z(stats[a], stats[best]) > -z and stats[a].values != top)
    ]


def _pick(
    alive: list[Action], stats: dict[Action, ActionStats], default: Action, defer: bool
) -> Action:
    """The best mean (the simple bot's choice among equals, and when no world was
    counted); with ``defer``, the simple bot's choice unless the best clearly beats it."""
    own = next((a for a in alive if a == default), None)
    if not any(stats[a].n for a in alive):
        return own if own is not None else alive[0]
    best = _leader(alive, stats, default)
    if (
        defer
        and own is not None
        and own is not best
        and paired_z(stats[best], stats[own]) < DEFER_Z
    ):
        return own
    return best


FIRST_PHASE = 4
"""Worlds every candidate gets before the first halving, when the effort allows."""
HALVING_PRUNE_Z = math.inf
"""Sequential halving drops no candidate by its errors (six worlds with the same paired
difference in each gave an infinite z and dropped Q♠ when void); exact equals still go."""
CLOCK_CUT = 8
"""By the clock, the candidates are halved after 8, 16, 32... worlds."""


def halving_rounds(
    search: _Search,
    legal: list[Action],
    stats: dict[Action, ActionStats],
    default: Action,
    deadline: float,
    worlds: int | None,
) -> tuple[int, list[Action]]:
    """Sequential halving over common worlds: the worlds counted and the candidates alive.

    With fixed effort the play-outs of ``worlds`` worlds of every candidate
    (``worlds * len(legal)``, the most the flat search spends) are shared out in phases,
    each an equal share of what is left over the ``ceil(log2 k)`` halvings still to come:
    every candidate alive is scored in every world of a phase, and at its end the better
    half goes on, so the last two are compared over many more worlds than ``worlds``. By
    the clock the half is kept after 8, 16, 32... worlds. Clearly worse candidates and
    exact equals are dropped as in the flat search; every world is clock-checked.
    """
    alive = legal
    rounds = 0
    left = worlds * len(legal) if worlds is not None else None
    cut = _next_cut(rounds, len(alive), left)
    while left is None or left >= len(alive):
        if not search.round(alive, stats, deadline):
            break  # the clock ran out within a world: that world is left out
        rounds += 1
        if left is not None:
            left -= len(alive)
        alive = _prune(alive, stats, rounds, default, HALVING_PRUNE_Z)
        if len(alive) == 1 or (left is None and time.perf_counter() >= deadline):
            break
        if rounds >= cut and len(alive) > 2:
            alive = _halve(alive, stats, default, search.shed)
            cut = _next_cut(rounds, len(alive), left)
    return rounds, alive


def _next_cut(rounds: int, alive: int, left: int | None) -> int:
    """The world after which the next halving comes."""
    if left is None:
        return max(CLOCK_CUT, 2 * rounds)
    phases = max(1, math.ceil(math.log2(alive)))
    span = max(1, left // (phases * alive))
    if rounds == 0:
        span = max(span, min(FIRST_PHASE, left // alive))
    return rounds + span


def _halve(
    alive: list[Action],
    stats: dict[Action, ActionStats],
    default: Action,
    shed: Callable[[Action], int],
) -> list[Action]:
    """The better half (rounded up) by mean; among equal means the one that sheds the most
    penalty, then the simple bot's choice.

    Candidates that scored exactly alike in every world so far count once (the first
    of them by that order goes on), so a group of equal cards is not dropped together."""
    ranked = sorted(alive, key=lambda a: (stats[a].mean, shed(a), a == default), reverse=True)
    distinct: dict[tuple[float, ...], Action] = {}
    for action in ranked:
        distinct.setdefault(tuple(stats[action].values), action)
    keep = set(list(distinct.values())[: (len(distinct) + 1) // 2])
    return [a for a in alive if a in keep]


TIE_Z = 1.5
"""A candidate less than this many errors below the best is one the search cannot tell from it."""


def shed_tie(
    best: Action, stats: dict[Action, ActionStats], shed: Callable[[Action], int]
) -> Action:
    """``best``, or, among the candidates the search cannot tell from it (scored in at
    least :data:`FIRST_PHASE` worlds and less than :data:`TIE_Z` errors below it over their
    common worlds), the one that gives away the most penalty.

    Play-outs value keeping a penalty card for later much like shedding it now, since
    their simple players shed it at the next chance; an expert sheds it now (Q♠ when void).
    Games without penalty cards are not touched (``shed`` is 0 for every action)."""
    mine = stats[best]
    close = [
        s.action
        for s in stats.values()
        if shed(s.action) > max(shed(best), 0) and s.n >= FIRST_PHASE and paired_z(mine, s) < TIE_Z
    ]
    if not close:
        return best
    return max(close, key=lambda a: (shed(a), stats[a].mean))
