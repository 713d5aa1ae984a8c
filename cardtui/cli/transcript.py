"""A match record as readable text (``cardtui replay``).

The record is replayed step by step and every event is told in words (the same
wording as the table's message line), with each deal's hands as dealt, so a
transcript reads like the game did at the table. A transcript shows everything,
private events included: it is for reviewing a match or a bug report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtui.engine import Action, Event, Game, Match, MatchRecord, RecordError, get_game
from cardtui.engine.chance import deal_code
from cardtui.engine.protocol import DealSummary
from cardtui.i18n import current_language, has, t, t_first
from cardtui.safe_text import NAME_LIMIT, safe_line, safe_name, safe_text
from cardtui.storage.files import one_line
from cardtui.ui.text import action_label, cards_text, event_text, seat_list, seat_name


def _seat_kinds(record: MatchRecord) -> list[tuple[str, str]]:
    """(kind, name) per seat from the record's ``human:Anna`` / ``simple`` entries.

    Both come from a file: made safe (no control character reaches the terminal)
    and cut, a name as the table cuts it.
    """
    kinds = []
    for seat in range(record.num_seats):
        who = record.seats[seat] if seat < len(record.seats) else ""
        kind, _, name = who.partition(":")
        kinds.append((safe_line(kind, NAME_LIMIT), safe_name(name)))
    return kinds


def seat_names(record: MatchRecord) -> list[str]:
    """The names the table gives: ``Anna`` for ``human:Anna``, else "Player", "Bot 2"...

    Seats are numbered from 1, as at the table. A record without seat kinds
    (an old file) names every seat "seat N".
    """
    kinds = _seat_kinds(record)
    humans = sum(1 for kind, _ in kinds if kind == "human")
    return [
        seat_name(seat, kind, name, humans) if kind or name else t("cli.seat", seat=seat + 1)
        for seat, (kind, name) in enumerate(kinds)
    ]


def _seat_lines(record: MatchRecord, names: Sequence[str]) -> list[str]:
    """One line per seat: its number from 1, its name and who played it (none if unknown)."""
    if not any(record.seats):
        return []
    lines = []
    for seat, (kind, _) in enumerate(_seat_kinds(record)):
        level = t(f"cli.level.{kind}") if kind and has(f"cli.level.{kind}") else kind or "-"
        lines.append("  " + t("cli.seat_line", n=seat + 1, name=names[seat], kind=level))
    return lines


def _summary_text(summary: DealSummary, game: str, names: Sequence[str]) -> str:
    teams = "; ".join(
        f"{seat_list(team, names)}: {t('ui.points', n=points)}"
        for team, points in zip(summary.teams, summary.team_points(), strict=True)
    )
    outcome = t_first(f"outcome.{summary.outcome}", "cli.outcome_unknown", game=game)
    return t("cli.deal_result", teams=teams, outcome=outcome)


def _deal_lines(match: Match, record: MatchRecord, names: Sequence[str]) -> list[str]:
    number = match.deal_number
    deal = next((d for d in record.deals if d.number == number), None)
    dealer = "-" if deal is None or deal.dealer is None else names[deal.dealer]
    lines = [
        "",
        t("cli.deal_header", number=number, dealer=dealer, code=deal_code(record.seed, number)),
    ]
    for seat, hand in enumerate(match.view(None).hands):
        if hand:
            lines.append(f"  {names[seat]}: {cards_text(hand)}")
    return lines


def _deal_header(match: Match, record: MatchRecord, names: Sequence[str], game: str) -> list[str]:
    """The deal's heading and hands; in deal 1 also the set-up's own events (the dealer, a
    forced lead, discards at the deal...)."""
    lines = _deal_lines(match, record, names)
    if match.deal_number == 1:
        opening = (event_text(e, names, game=game) for e in match.opening_events)
        lines += ["    " + text for text in opening if text]
    return lines


def _step_lines(
    seat: int, action: Action, events: Sequence[Event], names: Sequence[str], game: str
) -> list[str]:
    told = [text for e in events if (text := event_text(e, names, game=game, aside=True))]
    if not told or not any(e.seat == seat for e in events):
        told.insert(0, f"{names[seat]}: {action_label(action, game=game)}")
    return ["    " + line for line in told]


def choice_name(game_id: str, key: str, choice: str) -> str | None:
    """What a choice value means: the game's own drawing of it, else its catalogue entry."""
    from cardtui.ui.games import hooks_for  # rich only, no textual

    own = hooks_for(game_id).option_choice(key, choice)
    if own is not None:
        return own
    entry = f"choice.{game_id}.{key}.{choice}"
    return t(entry, game=game_id) if has(entry, game=game_id) else None


def _option_value(game: Game, key: str, value: object, names: Sequence[str]) -> str:
    """An option's value in words: yes / no, the choice's name, seats by their names."""
    spec = next((s for s in game.options if s.key == key), None)
    if isinstance(value, bool):
        return t("ui.yes") if value else t("ui.no")
    if isinstance(value, list | tuple):
        seats = [int(s) for s in value if isinstance(s, int) and 0 <= s < len(names)]
        return seat_list(seats, names) or t("cli.option_no_seats")
    if spec is not None and spec.kind == "choice":
        return choice_name(game.id, key, str(value)) or one_line(str(value), 40)
    return one_line(str(value), 40)


def _option_lines(game: Game, options: Mapping[str, object], names: Sequence[str]) -> list[str]:
    """The options block: each option by its description, with its value in words."""
    if not options:
        return []
    lines = [t("cli.options")]
    for key, value in options.items():
        entry = f"option.{game.id}.{key}"
        named = t(entry, game=game.id) if has(entry, game=game.id) else one_line(key, 40)
        shown = _option_value(game, key, value, names)
        lines.append("  " + t("cli.option_line", option=named.rstrip("."), value=shown))
    return lines


def _wrong_seat(number: int, seat: int, to_move: int | None) -> str:
    expected = "nobody" if to_move is None else f"seat {to_move + 1}"
    return f"decision {number} is made by seat {seat + 1}, but {expected} is to act"


def transcript(record: MatchRecord) -> str:
    """The whole match: header, seats, each deal's hands and events, results, the match result.

    A decision made by a seat that is not to act raises :class:`RecordError`, as
    :func:`cardtui.engine.replay.replay` does; an illegal one raises ``IllegalAction``.
    """
    game = get_game(record.game)
    names = seat_names(record)
    match = game.new_match(
        record.num_seats,
        record.options,
        record.seed,
        seats=record.seats,
        replay=record.chance_outcomes(),
    )
    lines = [
        t(
            "cli.transcript_header",
            name=game.name(current_language()),
            seed=record.seed,
            seats=record.num_seats,
        ),
        *_seat_lines(record, names),
    ]
    lines += _option_lines(game, record.options, names)
    shown_deal, summaries = 0, 0
    for number, (seat, action) in enumerate(record.decisions(), 1):
        if seat != match.current_seat:
            raise RecordError(_wrong_seat(number, seat, match.current_seat))
        if match.deal_number != shown_deal:
            shown_deal = match.deal_number
            lines += _deal_header(match, record, names, game.id)
        lines += _step_lines(seat, action, match.apply(action), names, game.id)
        while summaries < len(match.deal_summaries):
            lines.append("  " + _summary_text(match.deal_summaries[summaries], game.id, names))
            summaries += 1
    if summaries < len(match.deal_summaries):  # a match over at its deal (Witch), no decision
        lines += _deal_header(match, record, names, game.id)
        lines += ["  " + _summary_text(s, game.id, names) for s in match.deal_summaries[summaries:]]
    result = match.result()
    if result is not None:
        titles = ", ".join(t(f"title.{code}", game=game.id) for code in result.titles)
        winners = ", ".join(names[s] for s in result.winners)
        lines += ["", t("cli.match_result", winners=winners or "-", titles=titles or "-")]
    return safe_text("\n".join(lines), keep_lines=True)  # the last guard before the terminal
