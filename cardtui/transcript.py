"""A match record as readable text (``cardtui replay``)."""

from __future__ import annotations

from cardtui.engine import Action, MatchRecord, get_game
from cardtui.engine.chance import deal_code
from cardtui.engine.protocol import DealSummary
from cardtui.engine.replay import replay
from cardtui.i18n import current_language, t, t_first


def action_text(action: Action, game: str | None = None) -> str:
    """An action in words: ``play 10♥``, ``boast: pants``."""
    label = t_first(f"action.{action.kind}.{action.value}", f"action.{action.kind}", game=game)
    if action.value and not label.endswith(action.value) and f"action.{action.kind}" in label:
        label = f"{label} {action.value}"
    cards = " ".join(c.symbol for c in action.cards)
    return f"{label} {cards}".strip()


def _seat_name(record: MatchRecord, seat: int) -> str:
    who = record.seats[seat] if seat < len(record.seats) else ""
    return t("cli.seat_name", seat=seat, who=who) if who else t("cli.seat", seat=seat)


def _summary_text(summary: DealSummary, game: str) -> str:
    teams = "  ".join(
        f"{'+'.join(map(str, team))}: {points}"
        for team, points in zip(summary.teams, summary.team_points(), strict=True)
    )
    outcome = t_first(f"outcome.{summary.outcome}", "cli.outcome_unknown", game=game)
    return t("cli.deal_result", teams=teams, outcome=outcome)


def transcript(record: MatchRecord) -> str:
    """The whole match: header, each deal's actions, each deal's result, the match result."""
    match = replay(record)
    game = get_game(record.game)
    lines = [
        t("cli.transcript_header", name=game.name(current_language()), seed=record.seed,
          seats=record.num_seats),
    ]
    if record.options:
        lines.append(t("cli.options", options=", ".join(f"{k}={v}" for k, v in record.options.items())))
    for index, deal in enumerate(record.deals):
        dealer = "-" if deal.dealer is None else str(deal.dealer)
        lines.append("")
        lines.append(t("cli.deal_header", number=deal.number, dealer=dealer,
                       code=deal_code(record.seed, deal.number)))
        for entry in deal.actions:
            seat, text = int(entry[0]), str(entry[1])
            auto = t("cli.auto") if len(entry) > 2 else ""
            lines.append(f"  {_seat_name(record, seat)}: {action_text(Action.parse(text), record.game)}{auto}")
        if index < len(match.deal_summaries):
            lines.append("  " + _summary_text(match.deal_summaries[index], record.game))
    result = match.result()
    if result is not None:
        titles = ", ".join(t(f"title.{code}", game=record.game) for code in result.titles)
        lines.append("")
        lines.append(t("cli.match_result", winners=", ".join(map(str, result.winners)) or "-",
                       titles=titles or "-"))
    return "\n".join(lines)
