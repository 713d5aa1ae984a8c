"""Headless bot-only play: the engine of ``cardtui simulate``.

Kept apart from the CLI so that tests and benchmarks can call it; standard
library only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtui.bots import Bot, bot_view, make_bot
from cardtui.engine import DealSummary, Game, Match, MatchRecord


@dataclass
class SimulationReport:
    """Totals of a simulation, per seat and per team."""

    game: str
    seats: int
    bots: list[str]
    deals: int = 0
    matches: int = 0
    seconds: float = 0.0
    deals_won: list[int] = field(default_factory=list)
    matches_won: list[int] = field(default_factory=list)
    card_points: list[int] = field(default_factory=list)
    teams: dict[tuple[int, ...], dict[str, int]] = field(default_factory=dict)
    outcomes: dict[str, int] = field(default_factory=dict)
    lengths: list[int] = field(default_factory=list)
    """Per deal, its length where the game reports one (rounds in War, draws in Witch)."""
    length_unit: str = ""

    @property
    def deals_per_second(self) -> float:
        """Rate of the whole run, bots' thinking included."""
        return self.deals / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        """A JSON object for ``--json``."""
        return {
            "game": self.game,
            "seats": self.seats,
            "bots": self.bots,
            "deals": self.deals,
            "matches_finished": self.matches,
            "seconds": round(self.seconds, 3),
            "deals_per_second": round(self.deals_per_second, 1),
            "per_seat": [
                {
                    "seat": s,
                    "bot": self.bots[s],
                    "deals_won": self.deals_won[s],
                    "matches_won": self.matches_won[s],
                    "average_card_points": round(self.card_points[s] / max(self.deals, 1), 2),
                }
                for s in range(self.seats)
            ],
            "per_team": [
                {
                    "seats": list(team),
                    "deals_won": totals["deals_won"],
                    "matches_won": totals["matches_won"],
                    "average_card_points": round(
                        totals["card_points"] / max(totals["deals"], 1), 2
                    ),
                }
                for team, totals in self.teams.items()
                if len(team) > 1
            ],
            "outcomes": self.outcomes,
            **({"lengths": length_summary(self.lengths, self.length_unit)} if self.lengths else {}),
        }


LENGTH_UNITS: tuple[str, ...] = ("rounds", "draws")
"""Deal details that measure a game's length, for the length distribution of the report."""


def length_summary(lengths: Sequence[int], unit: str) -> dict[str, Any]:
    """Min, median, 90th percentile, max and mean of the game lengths."""
    ordered = sorted(lengths)

    def at(fraction: float) -> int:
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]

    return {
        "unit": unit,
        "games": len(ordered),
        "min": ordered[0],
        "median": at(0.5),
        "p90": at(0.9),
        "max": ordered[-1],
        "mean": round(sum(ordered) / len(ordered), 1),
    }


def _team_totals(report: SimulationReport, team: tuple[int, ...]) -> dict[str, int]:
    return report.teams.setdefault(
        team, {"deals": 0, "deals_won": 0, "matches_won": 0, "card_points": 0}
    )


def _count_deal(report: SimulationReport, summary: DealSummary) -> None:
    report.deals += 1
    report.outcomes[summary.outcome] = report.outcomes.get(summary.outcome, 0) + 1
    for seat in summary.winners:
        report.deals_won[seat] += 1
    for unit in LENGTH_UNITS:
        if isinstance(summary.details.get(unit), int):
            report.lengths.append(summary.details[unit])
            report.length_unit = unit
            break
    for seat, points in enumerate(summary.card_points):
        report.card_points[seat] += points
    for team in summary.teams:
        totals = _team_totals(report, tuple(team))
        totals["deals"] += 1
        totals["card_points"] += sum(summary.card_points[s] for s in team)
        if set(team) <= set(summary.winners) and summary.winners:
            totals["deals_won"] += 1


def _count_match(report: SimulationReport, match: Match) -> None:
    result = match.result()
    if result is None:
        return
    report.matches += 1
    for seat in result.winners:
        report.matches_won[seat] += 1
    for team in match.deal_summaries[-1].teams if match.deal_summaries else ():
        if result.winners and set(team) <= set(result.winners):
            _team_totals(report, tuple(team))["matches_won"] += 1


def play_bot_match_step(match: Match, bots: Sequence[Bot], rng: random.Random) -> None:
    """Let the seat to move choose and apply its action."""
    seat = match.current_seat
    assert seat is not None
    match.apply(bots[seat].choose(bot_view(match, seat, bots[seat]), rng))


def simulate(
    game: Game,
    deals: int,
    seed: int,
    bot_levels: Sequence[str],
    options: Mapping[str, Any] | None = None,
    num_seats: int | None = None,
    on_deal: Callable[[int], None] | None = None,
    records: list[MatchRecord] | None = None,
    on_match: Callable[[MatchRecord], None] | None = None,
    worlds: int | None = None,
) -> SimulationReport:
    """Play ``deals`` deals with bots (new matches as matches end) and total the results.

    Each match's record goes to ``records`` and to ``on_match`` as the match
    ends; with neither, nothing of a finished match is kept (memory stays flat).
    ``worlds``: the strong bots' fixed effort per decision (see ``docs/bots.md``).
    """
    n = num_seats or (len(bot_levels) if len(bot_levels) > 1 else game.default_seats)
    levels = [bot_levels[i % len(bot_levels)] for i in range(n)]
    bots = [make_bot(level, game.id, worlds=worlds) for level in levels]
    report = SimulationReport(
        game.id, n, levels, deals_won=[0] * n, matches_won=[0] * n, card_points=[0] * n
    )
    rng = random.Random(seed)
    start = time.perf_counter()
    match_index = 0
    while report.deals < deals:
        match = game.new_match(n, options or {}, seed + match_index, seats=levels)
        match_index += 1
        counted = 0  # a deal may end at the deal, or two in one step (Witch, initial_discard)
        while True:
            for summary in match.deal_summaries[counted:]:
                _count_deal(report, summary)
                if on_deal:
                    on_deal(report.deals)
            counted = len(match.deal_summaries)
            if match.is_over or report.deals >= deals:
                break
            play_bot_match_step(match, bots, rng)
        _count_match(report, match)
        if records is not None:
            records.append(match.record)
        if on_match is not None:
            on_match(match.record)
    report.seconds = time.perf_counter() - start
    return report
