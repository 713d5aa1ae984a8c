"""A match record as readable text (``cardtui replay``).

The record is replayed step by step and every event is told in words (the same
wording as the table's message line), with each deal's hands as dealt, so a
transcript reads like the game did at the table. A transcript shows everything,
private events included: it is for reviewing a match or a bug report.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine import Action, Event, Match, MatchRecord, get_game
from cardtui.engine.chance import deal_code
from cardtui.engine.protocol import DealSummary
from cardtui.i18n import current_language, t, t_first
from cardtui.ui.text import action_label, cards_text, event_text


def seat_names(record: MatchRecord) -> list[str]:
    """``Anna`` for ``human:Anna``, else ``seat 2 (simple)``."""
    names = []
    for seat in range(record.num_seats):
        who = record.seats[seat] if seat < len(record.seats) else ""
        kind, _, name = who.partition(":")
        names.append(name or (t("cli.seat_name", seat=seat, who=kind) if kind else t("cli.seat", seat=seat)))
    return names


def _summary_text(summary: DealSummary, game: str) -> str:
    teams = "  ".join(
        f"{'+'.join(map(str, team))}: {points}"
        for team, points in zip(summary.teams, summary.team_points(), strict=True)
    )
    outcome = t_first(f"outcome.{summary.outcome}", "cli.outcome_unknown", game=game)
    return t("cli.deal_result", teams=teams, outcome=outcome)


def _deal_lines(match: Match, record: MatchRecord, names: Sequence[str]) -> list[str]:
    number = match.deal_number
    deal = next((d for d in record.deals if d.number == number), None)
    dealer = "-" if deal is None or deal.dealer is None else names[deal.dealer]
    lines = ["", t("cli.deal_header", number=number, dealer=dealer,
                   code=deal_code(record.seed, number))]
    for seat, hand in enumerate(match.view(None).hands):
        if hand:
            lines.append(f"  {names[seat]}: {cards_text(hand)}")
    return lines


def _step_lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], game: str
) -> list[str]:
    told = [text for e in events if (text := event_text(e, names, game=game))]
    if not told or not any(e.seat == seat for e in events):
        told.insert(0, f"{names[seat]}: {action_label(action, game=game)}")
    return ["    " + line for line in told]


def transcript(record: MatchRecord) -> str:
    """The whole match: header, each deal's hands and events, results, the match result."""
    game = get_game(record.game)
    names = seat_names(record)
    match = game.new_match(record.num_seats, record.options, record.seed,
                           seats=record.seats, replay=record.chance_outcomes())
    lines = [t("cli.transcript_header", name=game.name(current_language()), seed=record.seed,
               seats=record.num_seats)]
    if record.options:
        lines.append(t("cli.options", options=", ".join(f"{k}={v}" for k, v in record.options.items())))
    shown_deal, summaries = 0, 0
    for seat, action in record.decisions():
        if match.deal_number != shown_deal:
            shown_deal = match.deal_number
            lines += _deal_lines(match, record, names)
        lines += _step_lines(seat, action, match.apply(action), names, game.id)
        while summaries < len(match.deal_summaries):
            lines.append("  " + _summary_text(match.deal_summaries[summaries], game.id))
            summaries += 1
    result = match.result()
    if result is not None:
        titles = ", ".join(t(f"title.{code}", game=game.id) for code in result.titles)
        winners = ", ".join(names[s] for s in result.winners)
        lines += ["", t("cli.match_result", winners=winners or "-", titles=titles or "-")]
    return "\n".join(lines)
