"""Scoring a Sheep's Head deal (spec §6, §7): strokes on the heads, games, the summary.

The side with 61+ card points draws strokes (штрихи) on its sheep's head; the first
complete head wins the game, and the sitting goes to the first side to win
``games_to_win`` games. The strokes are kept as numbers; the picture of the head is
the UI's (the Sheep's Head game hooks). The itemised score is
:class:`ScoreLine` data.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine.score import ScoreLine, note, rule, seat_points, term, total
from cardtui.engine.values import Event, make_summary
from cardtui.games.sheepshead.facts import SheepsheadDetails
from cardtui.games.sheepshead.rules import TEAMS, DealScore, score_deal, stroke_table, team_of

if TYPE_CHECKING:
    from cardtui.games.sheepshead.state import SheepsheadState


def _pair(team: int, amount: int) -> tuple[int, int]:
    return (amount, 0) if team == 0 else (0, amount)


def stroke_lines(
    maker: int,
    forced: bool,
    trump: str,
    team_points: Sequence[int],
    tricks: Sequence[int],
    outcome: str,
    winner: int | None,
    base: int,
    strokes: int,
    gained: int,
    head: int,
    raised: bool,
) -> tuple[ScoreLine, ...]:
    """Maker, tricks, card points; the stroke table (simple or double, makers or
    opponents, named or forced trumps), the raised stakes after a draw, surplus
    strokes dropped at the head's end; the strokes each side drew.

    ``base`` is the table's value for a deal that is not raised, ``strokes`` the
    value actually due.
    """
    makers = maker % 2
    lines = [
        note(
            "score.sheepshead.maker_forced" if forced else "score.sheepshead.maker",
            seat=maker,
            suit=trump,
        ),
    ]
    if raised:
        lines.append(note("score.sheepshead.raised_deal"))
    lines += [
        note("score.tricks", (tricks[0], tricks[1])),
        term("score.card_points", (team_points[0], team_points[1])),
    ]
    return tuple(
        lines + _stroke_rules(makers, forced, outcome, winner, base, strokes, gained, head)
    )


def _stroke_rules(
    makers: int,
    forced: bool,
    outcome: str,
    winner: int | None,
    base: int,
    strokes: int,
    gained: int,
    head: int,
) -> list[ScoreLine]:
    """The stroke table's line, the raise, surplus strokes dropped, the strokes drawn."""
    lines: list[ScoreLine] = []
    if outcome == "draw":
        lines.append(rule("score.sheepshead.draw", (0, 0)))
        lines.append(total("score.sheepshead.strokes", (0, 0)))
        lines.append(note("score.sheepshead.next_raised"))
        return lines
    assert winner is not None
    if outcome == "whole_head":
        lines.append(rule("score.sheepshead.whole_head", _pair(winner, gained), head=head))
        lines.append(total("score.sheepshead.strokes", _pair(winner, gained)))
        return lines
    side = "makers" if winner == makers else "opponents"
    suffix = "_forced" if forced and side == "opponents" else ""
    lines.append(rule(f"score.sheepshead.{outcome}_{side}{suffix}", _pair(winner, base), double=90))
    if strokes != base:
        lines.append(term("score.sheepshead.raised", _pair(winner, strokes - base)))
    if gained != strokes:
        lines.append(total("score.sheepshead.due", _pair(winner, strokes)))
        lines.append(rule("score.sheepshead.surplus", _pair(winner, gained), head=head))
    lines.append(total("score.sheepshead.strokes", _pair(winner, gained)))
    return lines


def close_deal(match: SheepsheadState) -> list[Event]:
    """Score the deal just played, draw its strokes, end a game whose head is complete,
    and hand the summary to the engine's deal pipeline."""
    assert match.maker is not None
    makers = team_of(match.maker)
    points = match.seat_points
    team_points = [points[0] + points[2], points[1] + points[3]]
    score = score_deal(
        makers,
        match.forced,
        team_points[makers],
        match.team_tricks,
        match.raised,
        match.drawn_makers,
    )
    was_raised, was_drawn = match.raised, match.drawn_makers
    strokes_before = list(match.strokes)
    after: list[Event] = []
    if score.outcome == "draw":
        match.raised, match.drawn_makers = True, makers
    else:
        match.raised, match.drawn_makers = False, None
        after += _award(match, score)
    head = match.head_strokes
    game_winner = next((t for t in (0, 1) if match.strokes[t] >= head), None)
    gained = [a - b for a, b in zip(match.strokes, strokes_before, strict=True)]
    summary = make_summary(
        number=match.deal_number,
        card_points=tuple(points),
        teams=TEAMS,
        winners=TEAMS[score.winner] if score.winner is not None else (),
        outcome=score.outcome,
        details=_details(match, score, team_points, game_winner, was_raised, was_drawn),
        lines=_lines(match, score, team_points, max(gained), was_raised),
        match_points=seat_points(gained, TEAMS, 4),
    )
    if game_winner is not None:
        after += _end_game(match, game_winner)
    match.closing = after
    return match.close_deal(summary, seat=None)


def _lines(
    match: SheepsheadState, score: DealScore, team_points: list[int], gained: int, raised: bool
) -> tuple[ScoreLine, ...]:
    """The deal's score lines; the stroke table's cell for a deal that is not raised."""
    maker = match.maker
    assert maker is not None
    makers = team_of(maker)
    table = stroke_table(match.forced, False, makers, None)
    cell = 0 if score.winner == makers else 2
    return stroke_lines(
        maker,
        match.forced,
        match.trump,
        team_points,
        match.team_tricks,
        score.outcome,
        score.winner,
        table[cell + int(score.outcome == "double")],
        score.strokes,
        gained,
        match.head_strokes,
        raised,
    )


def _details(
    match: SheepsheadState,
    score: DealScore,
    team_points: list[int],
    game_winner: int | None,
    was_raised: bool,
    was_drawn: int | None,
) -> SheepsheadDetails:
    """The summary's details (read by the UI's score sheet and history)."""
    games_won = list(match.games_won)
    if game_winner is not None:
        games_won[game_winner] += 1
    return SheepsheadDetails(
        counted=True,
        dealer=match.dealer,
        maker=match.maker,
        maker_team=team_of(match.maker or 0),
        trump=match.trump,
        forced=match.forced,
        raised=was_raised,
        drawn_makers=was_drawn,
        team_points=team_points,
        tricks=list(match.team_tricks),
        strokes=score.strokes,
        strokes_team=score.winner,
        strokes_after=list(match.strokes),
        head_strokes=match.head_strokes,
        game=match.game_number,
        game_winner=game_winner,
        games_won=games_won,
    )


def _award(match: SheepsheadState, score: DealScore) -> list[Event]:
    """The winning side draws its strokes (never past a complete head)."""
    team = score.winner
    assert team is not None
    if score.outcome == "whole_head":
        gained = match.head_strokes - match.strokes[team]
        match.whole_head = True
    else:
        gained = min(score.strokes, match.head_strokes - match.strokes[team])
    match.strokes[team] += gained
    kind = "whole_head" if score.outcome == "whole_head" else "strokes"
    return [Event(kind, TEAMS[team][0], value=str(score.strokes))]


def _end_game(match: SheepsheadState, team: int) -> list[Event]:
    """A head is complete: the game goes to ``team``; the sitting ends or a new game starts.

    A new game empties both heads and clears the raised stakes (§7, SH-D18); the
    deal keeps rotating, so the next dealer is the seat after the last one.
    """
    match.games_won[team] += 1
    match.games.append(
        {
            "winner": team,
            "strokes": list(match.strokes),
            "whole_head": match.whole_head,
            "last_deal": match.deal_number,
        }
    )
    events = [Event("game_won", TEAMS[team][0], value=str(team))]
    if match.games_won[team] >= match.opts.games_to_win:
        match.winner_team = team
        return events
    match.game_number += 1
    match.strokes = [0, 0]
    match.raised, match.drawn_makers = False, None
    match.whole_head = False
    return events
