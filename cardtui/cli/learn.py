"""The learning commands: ``cardtui analyse`` and the ``--phase`` section of ``cardtui rules``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from cardtui.i18n import LANGUAGES, number_text, set_language, system_language, t

if TYPE_CHECKING:
    from cardtui.engine.record import MatchRecord


def phase_section_or_fail(page: str, game_id: str, phase: str) -> str:
    """The section of ``page`` tagged ``phase``; an unknown phase: one line and exit 2."""
    from cardtui.cli.checks import cut, fail
    from cardtui.rulebook import phase_sections, section_text

    tagged = phase_sections(page)
    section = tagged.get(phase)
    if section is None:
        fail(
            t(
                "cli.learn.unknown_phase",
                phase=cut(phase),
                name=game_id,
                phases=", ".join(sorted(tagged)),
            )
        )
    return section_text(page, section)


def _record(path: Path) -> Any:
    from cardtui.cli.main import _checked_records

    return _checked_records(path)[0]


def _seat_of(record: Any, seat: int | None) -> int:
    from cardtui.cli.checks import fail

    if seat is None:
        kinds = [str(who).partition(":")[0].strip() for who in record.seats]
        return kinds.index("human") if "human" in kinds else 0
    if not 1 <= seat <= record.num_seats:
        fail(t("cli.learn.bad_seat", seat=seat, n=record.num_seats))
    return seat - 1


def _deals(record: Any) -> int:
    return len(record.written_deals())


@click.command("analyse")
@click.argument("path", type=click.Path(path_type=Path))
@click.option(
    "--seat",
    type=int,
    default=None,
    help="The seat to review, counted from 1 as at the table (default: the first person).",
)
@click.option(
    "--deal",
    type=click.IntRange(1),
    default=None,
    help="Only this deal, counted from 1 (default: every deal).",
)
@click.option(
    "--budget",
    type=click.FloatRange(0.01, 60.0),
    default=None,
    help="Seconds of search per decision (default 0.5).",
)
@click.option(
    "--worlds",
    type=click.IntRange(2, 10_000),
    default=None,
    help="A fixed number of sampled worlds per decision instead of a time budget.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--lang", type=click.Choice(LANGUAGES), default=None, help="Language: en or ru.")
@click.pass_context
def analyse_command(
    ctx: click.Context,
    path: Path,
    seat: int | None,
    deal: int | None,
    budget: float | None,
    worlds: int | None,
    as_json: bool,
    lang: str | None,
) -> None:
    """For each decision of a seat in a record: the move made, the strong bot's choice
    from that seat's view, and the expected loss in the game's points."""
    from cardtui.bots.review import REVIEW_BUDGET, review
    from cardtui.cli.checks import fail

    parent = ctx.parent.obj.get("lang") if ctx.parent and ctx.parent.obj else None
    set_language(lang or parent or system_language())
    record = _record(path)
    chosen_seat = _seat_of(record, seat)
    deals = _deals(record)
    if deal is not None and deal > max(deals, 1):
        fail(t("cli.learn.bad_deal", deal=deal, n=max(deals, 1)))
    spend = REVIEW_BUDGET if budget is None else budget
    printer = None if as_json else _line_printer(record, chosen_seat)
    verdicts = review(record, chosen_seat, deal, budget=spend, worlds=worlds, on_verdict=printer)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "game": record.game,
                    "seat": chosen_seat + 1,
                    "deal": deal,
                    "budget": None if worlds else spend,
                    "worlds": worlds,
                    "decisions": [v.to_json() for v in verdicts],
                    "total_loss": round(sum(v.loss for v in verdicts if v.flagged), 3),
                },
                ensure_ascii=False,
            )
        )
        return
    flagged = [v for v in verdicts if v.flagged]
    click.echo(
        t(
            "cli.learn.summary",
            n=len(verdicts),
            k=len(flagged),
            loss=number_text(sum(v.loss for v in flagged), 2),
        )
    )


def _line_printer(record: MatchRecord, seat: int) -> Any:
    from cardtui.i18n import set_game
    from cardtui.storage.files import one_line
    from cardtui.ui.text import action_label

    game_id = record.game
    set_game(game_id)

    def show(verdict: Any) -> None:
        mark = "!" if verdict.flagged else " "
        same = verdict.preferred == verdict.chosen
        text = t(
            "cli.learn.same" if same else "cli.learn.line",
            deal=verdict.deal,
            step=verdict.step + 1,
            phase=verdict.phase,
            chosen=action_label(verdict.chosen, False, game_id),
            preferred=action_label(verdict.preferred, False, game_id),
            loss=number_text(verdict.loss, 2),
        )
        click.echo(f"{mark} {one_line(text, 200)}")
        if verdict.flagged:
            why = _why(record, seat, verdict)
            if why:
                click.echo(f"    {one_line(why, 200)}")
        sys.stdout.flush()

    return show


def _why(record: MatchRecord, seat: int, verdict: Any) -> str:
    """Why the strong bot prefers its move at a flagged decision, in the deal review's words
    (the coach's reason, or how often each card takes the trick)."""
    from dataclasses import replace

    from cardtui.bots.review import explain, moment_at
    from cardtui.cli.transcript import seat_names
    from cardtui.ui.screens.deal_review_text import why_text

    finding = explain(moment_at(record, seat, verdict.step), seat, verdict.preferred)
    return why_text(replace(finding, verdict=verdict), False, record.game, seat_names(record))
