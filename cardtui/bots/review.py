"""A review of one seat's decisions in a record: what was played, what the strong bot
prefers from the same seat's view, and what the difference is expected to cost.

For each decision of the seat (with more than one honest choice), the match is
replayed to that moment and the strong bot searches from ``match.view(seat,
search=True)``: the seat's own knowledge only, never the other hands. When its
preferred move differs from the chosen one, the two are compared head to head in
more sampled worlds, both played out the strong bot's way with the same luck
(common random numbers), which gives the expected loss and how sure it is (a
paired z-score). Losses are in the
strong bot's utility: the deal's match points for the seat where the game gives
them (the game's own points: Hearts penalties, Klaberjass game points, Doppelkopf
scores), plus the small card-point tie-breaker of :func:`cardtui.bots.playout.deal_utility`.

The effort is fixed per decision: ``worlds`` sampled worlds when given (reproducible:
``StrongBot(worlds=...)``), else ``budget`` seconds of the search's clock.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from cardtui.bots.hints import Hint, Outcome
from cardtui.bots.hints import _reason as play_reason  # the coach's reason builder
from cardtui.bots.hints import _takers as trick_takers
from cardtui.bots.honesty import truthful
from cardtui.bots.playout import copy_world, outcome_of, playout
from cardtui.bots.playout import step as play_step
from cardtui.bots.strong import ActionStats, Analysis, StrongBot, default_sampler, paired_z
from cardtui.engine.actions import Action
from cardtui.engine.protocol import Match, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import get_game

REVIEW_BUDGET = 0.5
"""Seconds of search per decision when no fixed world count is asked for."""
FLAG_Z = 2.5
"""A move is flagged only when the search is this many standard errors sure it costs."""
MIN_LOSS = 0.25
"""Nor when it costs less than this many points (noise, or a tie-breaker's worth)."""
MIN_DUEL_WORLDS = 12
MAX_DUEL_WORLDS = 200
"""Worlds of the head-to-head comparison on a time budget: at least, at most."""


@dataclass(frozen=True)
class Verdict:
    """One decision of the reviewed seat."""

    step: int
    """Index of the decision among the record's decisions."""
    deal: int
    """The deal it belongs to, counted from 1."""
    seat: int
    phase: str
    chosen: Action
    preferred: Action
    loss: float
    """Expected points lost by the chosen move against the preferred one (never below 0)."""
    z: float
    """How many standard errors the loss is above zero (0 when the moves agree)."""
    worlds: int
    flagged: bool

    def to_json(self) -> dict[str, object]:
        """The verdict as plain JSON values."""
        return {
            "step": self.step,
            "deal": self.deal,
            "phase": self.phase,
            "chosen": str(self.chosen),
            "preferred": str(self.preferred),
            "loss": round(self.loss, 3),
            "z": round(self.z, 2) if abs(self.z) != float("inf") else None,
            "worlds": self.worlds,
            "flagged": self.flagged,
        }


@dataclass(frozen=True)
class Moment:
    """A decision of the reviewed seat: the match just before it and the move made."""

    step: int
    deal: int
    match: Match
    chosen: Action


def moments(record: MatchRecord, seat: int, deal: int | None = None) -> Iterator[Moment]:
    """Replay ``record`` and yield each decision of ``seat`` (in deal ``deal`` only, when
    given) that offered more than one honest choice."""
    game = get_game(record.game)
    match = game.new_match(
        record.num_seats,
        record.options,
        record.seed,
        seats=record.seats,
        replay=record.chance_outcomes(),
    )
    for step, (who, action) in enumerate(record.decisions()):
        number = len(match.deal_summaries) + 1
        if deal is not None and number > deal:
            return
        if who == seat and (deal is None or number == deal):
            view = match.view(seat)
            if len(truthful(view)) > 1:
                yield Moment(step, number, match.clone(), action)
        match.apply(action)


def _bot(budget: float, worlds: int | None) -> StrongBot:
    # ``worlds`` plugs into the strong bot's fixed world count (StrongBot(worlds=...)).
    return StrongBot(budget, worlds=worlds, defer=False)


def _duel(
    view: View,
    pair: tuple[Action, Action],
    bot: StrongBot,
    rng: random.Random,
    budget: float,
    worlds: int | None,
) -> tuple[ActionStats, ActionStats]:
    """The two moves head to head in the same sampled worlds, each world played out by
    the strong bot's play-out policy with the same luck for both (common random numbers).

    This is the strong bot's own scoring of a candidate (``bots/strong.py``), on just the
    two moves: the chosen one may not be among the candidates its search shortlists.
    """
    sampler = default_sampler()
    policies = [bot.policy(view.game)] * view.num_seats
    seat = view.seat if view.seat is not None else view.to_move
    assert seat is not None
    found = (ActionStats(pair[0]), ActionStats(pair[1]))
    deadline = time.perf_counter() + budget
    target = worlds or MAX_DUEL_WORLDS
    while found[0].n < target:
        if worlds is None and found[0].n >= MIN_DUEL_WORLDS and time.perf_counter() > deadline:
            break
        world = sampler(view, rng)
        before = len(world.deal_summaries)
        common = rng.getrandbits(64)
        for stats in found:
            child = copy_world(world)
            play_step(child, stats.action)
            summary = playout(child, policies, random.Random(common), before)
            if summary is None:
                stats.add(0.0, False)
            else:
                value, winners = outcome_of(summary, view.num_seats)
                stats.add(value[seat], seat in winners)
    return found


def judge(
    moment: Moment,
    seat: int,
    budget: float = REVIEW_BUDGET,
    worlds: int | None = None,
    seed: int = 0,
) -> Verdict:
    """The strong bot's verdict on one decision, searched from ``seat``'s view only."""
    view = moment.match.view(seat, search=True)
    rng = random.Random(f"review:{seed}:{moment.step}")
    bot = _bot(budget, worlds)
    analysis = bot.analyse(view, rng)
    preferred = analysis.best
    chosen = moment.chosen
    if preferred == chosen:
        return Verdict(
            moment.step,
            moment.deal,
            seat,
            view.phase,
            chosen,
            preferred,
            0.0,
            0.0,
            analysis.worlds,
            False,
        )
    good, bad = _duel(view, (preferred, chosen), bot, rng, budget, worlds)
    loss = good.mean - bad.mean
    z = paired_z(good, bad)
    flagged = loss >= MIN_LOSS and z >= FLAG_Z
    return Verdict(
        moment.step,
        moment.deal,
        seat,
        view.phase,
        chosen,
        preferred,
        max(0.0, loss),
        z,
        good.n,
        flagged,
    )


def review(
    record: MatchRecord,
    seat: int,
    deal: int | None = None,
    *,
    budget: float = REVIEW_BUDGET,
    worlds: int | None = None,
    seed: int = 0,
    on_verdict: Callable[[Verdict], None] | None = None,
) -> list[Verdict]:
    """Every decision of ``seat`` (in ``deal``, counted from 1, when given), judged."""
    verdicts = []
    for moment in moments(record, seat, deal):
        verdict = judge(moment, seat, budget, worlds, seed)
        verdicts.append(verdict)
        if on_verdict is not None:
            on_verdict(verdict)
    return verdicts


def costliest(verdicts: list[Verdict], limit: int = 3) -> list[Verdict]:
    """The flagged decisions that cost most, most expensive first."""
    return sorted((v for v in verdicts if v.flagged), key=lambda v: -v.loss)[:limit]


NO_VERDICT = Verdict(-1, 0, 0, "", Action("pass"), Action("pass"), 0.0, 0.0, 0, False)
"""A placeholder until :func:`explain`'s finding gets its verdict."""


@dataclass(frozen=True)
class Finding:
    """A verdict with the words' material: why the preferred move (a hint's reason codes)."""

    verdict: Verdict
    why: Hint | None
    """The preferred move's reason, as the coach gives it (``None`` when the moves agree)."""
    trick: int = 0
    """The trick the decision was made in, counted from 1 (0: not a card play)."""
    takes: tuple[int, int, int] = (0, 0, 0)
    """In how many sampled worlds the seat takes the trick with the chosen card, with the
    preferred one, and out of how many (all 0 when no card is played)."""


def decision_steps(record: MatchRecord, seat: int, deal: int | None = None) -> list[int]:
    """The record's decision indices :func:`moments` yields for ``seat`` (in ``deal``)."""
    return [moment.step for moment in moments(record, seat, deal)]


def moment_at(record: MatchRecord, seat: int, step: int) -> Moment:
    """The decision ``step`` of the record, which must be one of ``seat``'s moments."""
    for moment in moments(record, seat):
        if moment.step == step:
            return moment
    raise ValueError(f"decision {step} is not one of seat {seat}'s choices")


def explain(moment: Moment, seat: int, preferred: Action, seed: int = 0) -> Finding:
    """Why ``preferred`` at ``moment``, in the coach's reason codes (:mod:`cardtui.bots.hints`):
    which trick it takes or ducks, who takes it, in how many sampled deals; and, for a card,
    how often the seat takes the trick with the chosen card and with the preferred one.
    The verdict is left for the caller to fill in."""
    view = moment.match.view(seat, search=True)
    card = preferred.cards[0] if len(preferred.cards) == 1 else None
    takes = (0, 0, 0)
    if card is not None and view.phase == "play" and len(moment.chosen.cards) == 1:
        rng = random.Random(f"review-why:{seed}:{moment.step}")
        sampler = default_sampler()
        policy = StrongBot(REVIEW_BUDGET, defer=False).policy(view.game)
        better = trick_takers(view, preferred, sampler, policy, rng)
        worse = trick_takers(view, moment.chosen, sampler, policy, rng)
        analysis = Analysis(seat, preferred, (), 0, 0.0)
        outcome = play_reason(view, analysis, better, moment.chosen)
        takes = (worse.get(seat, 0), better.get(seat, 0), sum(better.values()))
    elif preferred.cards and preferred.kind != "play":
        outcome = Outcome("part")
    else:
        outcome = Outcome("choice")
    alt = moment.chosen
    why = Hint(preferred, outcome.reason, card, alt, "", k=outcome.k, n=outcome.n, to=outcome.to)
    return Finding(NO_VERDICT, why, trick_of(moment, seat), takes)


def trick_of(moment: Moment, seat: int) -> int:
    """The trick of a card play at ``moment``, counted from 1 (0: another decision)."""
    view = moment.match.view(seat)
    return sum(view.tricks_taken) + 1 if view.phase == "play" else 0


def judge_recorded(
    record_text: str,
    seat: int,
    step: int,
    budget: float = REVIEW_BUDGET,
    worlds: int | None = None,
    seed: int = 0,
) -> Finding:
    """One decision of a record (as text: it crosses to the worker process), judged and,
    when the strong bot prefers another move, explained."""
    moment = moment_at(MatchRecord.loads(record_text), seat, step)
    verdict = judge(moment, seat, budget, worlds, seed)
    if verdict.preferred == verdict.chosen:
        return Finding(verdict, None, trick_of(moment, seat))
    return replace(explain(moment, seat, verdict.preferred, seed), verdict=verdict)
