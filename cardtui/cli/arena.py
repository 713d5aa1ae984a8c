"""Duplicate tournaments between two bot levels: the engine of ``cardtui arena``.

Every *pair* is one deal played several times from the same state with the bot
levels moved round the table: in a game with fixed partnerships, side A plays
seats 0 and 2 and then seats 1 and 3; in other games one seat is A and the rest
are B, in every rotation. The deal is reached by a shared prefix: pair ``i``
plays deal ``1 + i % 3`` of the match with seed ``SEED + i``, earlier deals
played by simple bots, so later-deal decisions (boasts, redeal demands, handoffs)
are tested too and every play of a pair starts from the very same state. The
luck of the cards cancels in the paired difference ``A - B``; its mean and 95%
interval are reported in match points per deal (``DealSummary.match_points``, or
+1 / -1 for winners / others where a game does not give them) and in card points.

Standard library only; ``jobs > 1`` spreads the pairs over worker processes.
"""

from __future__ import annotations

import math
import random
import signal
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from cardtui.bots import Bot, bot_view, make_bot
from cardtui.engine import DealSummary, Game, Match, get_game

PREFIX_DEALS = 3
"""Pair ``i`` plays deal ``1 + i % PREFIX_DEALS`` of its match."""


@dataclass
class PairResult:
    """One pair: side A's and side B's mean score per deal over the rotations."""

    index: int
    a_match: float
    b_match: float
    a_cards: float
    b_cards: float
    timings: dict[str, list[float]] = field(default_factory=dict)
    """Seconds per decision (with a real choice) per bot level."""
    deal_code: str = ""
    """The code of the deal played (``cardtui`` can replay it from the match seed)."""
    plays: list[dict[str, Any]] = field(default_factory=list)
    """Per play of the pair: the side of every seat and the deal's points per seat."""

    def to_json(self, seed: int) -> dict[str, Any]:
        """Everything needed to check this pair by hand."""
        return {
            "index": self.index,
            "match_seed": seed + self.index,
            "deal": 1 + self.index % PREFIX_DEALS,
            "deal_code": self.deal_code,
            "match_points": [round(self.a_match, 4), round(self.b_match, 4)],
            "card_points": [round(self.a_cards, 3), round(self.b_cards, 3)],
            "plays": self.plays,
        }


def seat_plans(game: Game, num_seats: int) -> list[tuple[int, ...]]:
    """Per play of a pair: the side (0 = A, 1 = B) of every seat."""
    if game.teams_fixed and num_seats % 2 == 0:
        return [tuple(s % 2 for s in range(num_seats)), tuple(1 - s % 2 for s in range(num_seats))]
    return [tuple(0 if s == r else 1 for s in range(num_seats)) for r in range(num_seats)]


def match_points(summary: DealSummary, seat: int) -> float:
    """The deal's match points for ``seat`` (+1 / -1 / 0 where the game gives none)."""
    given: Sequence[int] | None = getattr(summary, "match_points", None)
    if given:
        return float(given[seat])
    if not summary.winners:
        return 0.0
    return 1.0 if seat in summary.winners else -1.0


def side_card_points(summary: DealSummary, seat: int) -> float:
    """Card points taken by ``seat``'s side of the deal."""
    for team in summary.teams:
        if seat in team:
            return float(sum(summary.card_points[s] for s in team))
    return float(summary.card_points[seat])


def _prefix(game: Game, seed: int, deals: int, num_seats: int, options: Mapping[str, Any]) -> Match:
    """The match with seed ``seed`` after ``deals`` deals played by simple bots."""
    match = game.new_match(num_seats, dict(options), seed)
    bots = [make_bot("simple", game.id) for _ in range(num_seats)]
    rng = random.Random(f"prefix:{seed}")
    while len(match.deal_summaries) < deals and not match.is_over:
        seat = match.current_seat
        assert seat is not None
        match.apply(bots[seat].choose(match.view(seat), rng))
    if match.is_over:  # a short match: play its first deal instead
        return game.new_match(num_seats, dict(options), seed)
    return match


def play_deal(
    start: Match,
    bots: Sequence[Bot],
    levels: Sequence[str],
    rng: random.Random,
    timings: dict[str, list[float]],
) -> DealSummary:
    """Play the deal in progress in a copy of ``start`` to its end."""
    match = start.clone()
    before = len(match.deal_summaries)
    while len(match.deal_summaries) == before:
        seat = match.current_seat
        assert seat is not None
        view = bot_view(match, seat, bots[seat])
        began = time.perf_counter()
        action = bots[seat].choose(view, rng)
        if len(view.legal) > 1:
            timings.setdefault(levels[seat], []).append(time.perf_counter() - began)
        match.apply(action)
    return match.deal_summaries[before]


@dataclass(frozen=True)
class Effort:
    """The strong bot's effort per decision: a clock budget, or a fixed number of worlds
    (the budget then a cap)."""

    budget: float | None = None
    worlds: int | None = None


def play_pair(
    game_id: str,
    levels: tuple[str, str],
    seed: int,
    index: int,
    num_seats: int,
    options: Mapping[str, Any],
    effort: Effort,
) -> PairResult:
    """Play pair ``index``: the same deal in every seat plan."""
    game = get_game(game_id)
    start = _prefix(game, seed + index, index % PREFIX_DEALS, num_seats, options)
    plans = seat_plans(game, num_seats)
    sums = [0.0, 0.0, 0.0, 0.0]
    timings: dict[str, list[float]] = {}
    plays: list[dict[str, Any]] = []
    bots_by_level = {lv: make_bot(lv, game_id, effort.budget, effort.worlds) for lv in set(levels)}
    for rotation, plan in enumerate(plans):
        seat_levels = [levels[side] for side in plan]
        bots = [bots_by_level[lv] for lv in seat_levels]
        rng = random.Random(f"arena:{seed}:{index}:{rotation}")
        summary = play_deal(start, bots, seat_levels, rng, timings)
        plays.append(
            {
                "sides": "".join("AB"[side] for side in plan),
                "match_points": [match_points(summary, s) for s in range(num_seats)],
                "card_points": list(summary.card_points),
            }
        )
        for side in (0, 1):
            seats = [s for s in range(num_seats) if plan[s] == side]
            sums[side] += sum(match_points(summary, s) for s in seats) / len(seats)
            sums[2 + side] += sum(side_card_points(summary, s) for s in seats) / len(seats)
    k = len(plans)
    code = start.view(None).deal_code
    return PairResult(
        index, sums[0] / k, sums[1] / k, sums[2] / k, sums[3] / k, timings, code, plays
    )


def _pair_batch(args: tuple[Any, ...]) -> list[PairResult]:
    game_id, levels, seed, indices, num_seats, options, effort = args
    return [play_pair(game_id, levels, seed, i, num_seats, options, effort) for i in indices]


def interval(diffs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95% confidence interval (normal approximation) of paired differences."""
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


@dataclass
class ArenaReport:
    """Everything ``cardtui arena`` prints."""

    game: str
    bots: tuple[str, str]
    seats: int
    pairs: int
    seed: int
    budget: float | None
    plays_per_pair: int
    results: list[PairResult]
    seconds: float
    worlds: int | None = None

    def to_json(self) -> dict[str, Any]:
        """A JSON object for ``--json``."""
        r = self.results
        n = max(len(r), 1)
        timing: dict[str, list[float]] = {}
        for pair in r:
            for level, times in pair.timings.items():
                timing.setdefault(level, []).extend(times)
        diff_match = interval([p.a_match - p.b_match for p in r])
        diff_cards = interval([p.a_cards - p.b_cards for p in r])
        return {
            "game": self.game,
            "bots": list(self.bots),
            "seats": self.seats,
            "pairs": len(r),
            "plays_per_pair": self.plays_per_pair,
            "seed": self.seed,
            "budget": self.budget,
            "worlds": self.worlds,
            "seconds": round(self.seconds, 2),
            "sides": [
                {
                    "bot": self.bots[0],
                    "match_points_per_deal": round(sum(p.a_match for p in r) / n, 4),
                    "card_points_per_deal": round(sum(p.a_cards for p in r) / n, 3),
                },
                {
                    "bot": self.bots[1],
                    "match_points_per_deal": round(sum(p.b_match for p in r) / n, 4),
                    "card_points_per_deal": round(sum(p.b_cards for p in r) / n, 3),
                },
            ],
            "difference": {
                "match_points": _rounded(diff_match, 4),
                "card_points": _rounded(diff_cards, 3),
            },
            "timing": {
                level: {
                    "decisions": len(times),
                    "decisions_per_second": round(len(times) / sum(times), 1) if sum(times) else 0,
                    "p50_ms": round(1000 * percentile(times, 0.5), 2),
                    "p95_ms": round(1000 * percentile(times, 0.95), 2),
                }
                for level, times in sorted(timing.items())
            },
            "results": [pair.to_json(self.seed) for pair in r],
        }


def _rounded(found: tuple[float, float, float], digits: int) -> dict[str, Any]:
    mean, low, high = found
    return {"mean": round(mean, digits), "ci95": [round(low, digits), round(high, digits)]}


def arena(
    game: Game,
    levels: tuple[str, str],
    pairs: int,
    seed: int,
    *,
    budget: float | None = None,
    worlds: int | None = None,
    jobs: int = 1,
    num_seats: int | None = None,
    options: Mapping[str, Any] | None = None,
    on_pair: Callable[[int], None] | None = None,
) -> ArenaReport:
    """Play ``pairs`` duplicate pairs between ``levels[0]`` (side A) and ``levels[1]``.

    ``worlds``: the strong bot's fixed effort per decision (``budget`` then its cap).
    """
    n = num_seats or game.default_seats
    opts = dict(options or {})
    effort = Effort(budget, worlds)
    start = time.perf_counter()
    results: list[PairResult] = []
    if jobs <= 1:
        for i in range(pairs):
            results.append(play_pair(game.id, levels, seed, i, n, opts, effort))
            if on_pair:
                on_pair(len(results))
    else:
        batches = _chunks(list(range(pairs)), max(1, pairs // (jobs * 8)))
        tasks = [(game.id, levels, seed, b, n, opts, effort) for b in batches]
        _run_pool(tasks, min(jobs, len(batches)), results, on_pair)
    results.sort(key=lambda p: p.index)
    return ArenaReport(
        game.id,
        levels,
        n,
        pairs,
        seed,
        budget,
        len(seat_plans(game, n)),
        results,
        time.perf_counter() - start,
        worlds,
    )


def ignore_interrupt() -> None:
    """In a worker process: leave Ctrl-C to the main process (no traceback from each worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_pool(
    tasks: list[tuple[Any, ...]],
    workers: int,
    results: list[PairResult],
    on_pair: Callable[[int], None] | None,
) -> None:
    """Play the batches in ``workers`` processes; on any exit before the end (Ctrl-C, an
    error) the waiting batches are cancelled and the workers stopped at once."""
    pool = ProcessPoolExecutor(max_workers=workers, initializer=ignore_interrupt)
    futures: list[Future[list[PairResult]]] = []
    try:
        futures = [pool.submit(_pair_batch, task) for task in tasks]
        for future in as_completed(futures):
            results.extend(future.result())
            if on_pair:
                on_pair(len(results))
    except BaseException:
        _stop(pool, futures)
        raise
    pool.shutdown()


def _stop(pool: ProcessPoolExecutor, futures: Sequence[Future[Any]]) -> None:
    """Cancel what has not started, end the workers without waiting for their batches."""
    for future in futures:
        future.cancel()
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for process in processes:
        process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.join(timeout=5)


def _chunks(items: list[int], size: int) -> list[list[int]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
