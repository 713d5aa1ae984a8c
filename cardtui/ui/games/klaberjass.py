"""«Клабор» in the UI: the two-column score sheet to 501, trump, maker and sequences.

The side panel shows both running totals against the target, the trump and
whether it was turned up or named, the maker, the turn-up (or the trump seven
that replaced it) and the stock's bottom card, who scores the sequences and
what was shown, bella and hanging points. The announcements themselves
(«Терц», «Рост?», «От короля», «Твоя») reach the side log one event at a
time. The scoreboard is the familiar score sheet: one row per deal with what
each player wrote and his running total.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, DealSummary, Match, View
from cardtui.i18n import t
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import bar, card_list, code_text, grid, history, seat_ints
from cardtui.ui.text import seat_list

GAME = "klaberjass"
TARGET = 501
BAR_WIDTH = 20

_g = partial(t, game=GAME)
_code = partial(code_text, GAME)


def _name(names: Sequence[str], seat: object) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "-"


class KlaberjassHooks(GameHooks):
    """Score sheet, trump and maker, sequences and bella."""

    game_id = GAME

    # --- table --------------------------------------------------------------------

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """«Играет» under the maker's name."""
        if view.public.get("maker") == seat and view.phase != "over":
            return _g("ui.klaberjass.maker")
        return ""

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Totals, trump kind and maker, turn-up and bottom card, sequences, bella."""
        p = view.public
        target = int(p.get("target", TARGET))
        totals = seat_ints(p, "totals", 2)
        lines = [(_name(names, s), f"{totals[s]}/{target}") for s in (0, 1)]
        if p.get("maker") is not None:
            lines.append((_g("ui.klaberjass.maker"), _name(names, p.get("maker"))))
        face_up = p.get("face_up")
        if isinstance(face_up, Card):
            lines.append((_g("ui.klaberjass.turn_up"), card_list([face_up], ascii_only)))
        bottom = p.get("bottom_card")
        if isinstance(bottom, Card):
            lines.append((_g("ui.klaberjass.bottom"), card_list([bottom], ascii_only)))
        lines += self._sequence_lines(view, names, ascii_only)
        bella = [s for s, said in enumerate(p.get("bella", ())) if said]
        if bella:
            lines.append((_g("ui.klaberjass.bella"), seat_list(bella, names)))
        hanging = int(p.get("hanging", 0))
        if hanging:
            lines.append((_g("ui.klaberjass.hanging"), str(hanging)))
        return lines

    def _sequence_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        p = view.public
        label = _g("ui.klaberjass.runs")
        shown = p.get("shown_runs", ((), ()))
        values = p.get("shown_value", (0, 0))
        for seat in (0, 1):
            if shown[seat]:
                return [(label, f"{_name(names, seat)} +{values[seat]}")]
        if not p.get("seq_done"):
            return []
        winner = p.get("seq_winner")
        return [(label, _name(names, winner) if winner is not None else _g("ui.klaberjass.nobody"))]

    # --- scoreboard ---------------------------------------------------------------

    def outcome_text(self, summary: DealSummary, names: Sequence[str]) -> str:
        """The outcome and who made it or caught the maker."""
        text = _code("outcome", summary.outcome)
        if summary.winners:
            text += " → " + seat_list(summary.winners, names)
        return text

    def history_table(self, match: Match, names: Sequence[str], ascii_only: bool = False) -> Table:
        """The score sheet: per deal, what each wrote and his running total."""
        title = f"{t('ui.score.history')}: {_g('ui.klaberjass.sheet')}"
        table = history(title, ascii_only)
        table.add_column(t("ui.score.deal"), justify="right")
        for seat in (0, 1):
            colour = self.team_colour(seat)
            table.add_column(_name(names, seat), justify="right", style=colour)
            table.add_column(
                _g("ui.klaberjass.total"), justify="right", style=Style(color=colour, bold=True)
            )
        table.add_column("")
        running = [0, 0]
        for summary in match.deal_summaries:
            written = summary.match_points or (0, 0)
            running = [running[s] + written[s] for s in (0, 1)]
            cells: list[str] = [str(summary.number)]
            for seat in (0, 1):
                cells += [f"+{written[seat]}", str(running[seat])]
            table.add_row(*cells, self._mark(summary, names))
        if not match.deal_summaries:
            table.add_row("-", "-", "0", "-", "0", t("ui.score.none_yet"))
        return table

    def _mark(self, summary: DealSummary, names: Sequence[str]) -> str:
        maker = summary.details.get("maker")
        if summary.outcome == "annulled":
            return _g("ui.klaberjass.thrown_in")
        mark = _name(names, maker)
        if summary.outcome == "bait":
            mark += " · " + _g("ui.klaberjass.bait_mark")
        elif summary.outcome != "made":
            mark += " · " + _code("outcome", summary.outcome)
        return mark

    def board(self, totals: Sequence[int], names: Sequence[str], ascii_only: bool) -> Table:
        """One row per player: name, a bar toward the target, the total."""
        table = grid()
        for _ in range(3):
            table.add_column()
        for seat in (0, 1):
            colour = self.team_colour(seat)
            table.add_row(
                Text(_name(names, seat), Style(color=colour, bold=True)),
                bar(totals[seat], TARGET, BAR_WIDTH, colour, ascii_only),
                Text(f"{totals[seat]}/{TARGET}", Style(bold=totals[seat] >= TARGET)),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The bars toward 501, the goal, then the score sheet."""
        p = match.view(None).public
        totals = seat_ints(p, "totals", 2)
        target = int(p.get("target", TARGET))
        parts: list[RenderableType] = [
            self.board(totals, names, ascii_only),
            Text(_g("ui.klaberjass.goal", n=target), Style(dim=True, italic=True)),
        ]
        if match.is_over:
            parts.append(Text(_g("ui.klaberjass.win_amount", n=int(p.get("win_amount", 0)))))
        parts += [Text(""), self.history_table(match, names, ascii_only)]
        return Group(*parts)

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The running totals toward the target under the breakdown."""
        if not match.deal_summaries:
            return None
        totals = seat_ints(match.view(None).public, "totals", 2)
        return self.board(totals, names, ascii_only)

    def result_lines(self, match: Match, names: Sequence[str]) -> RenderableType:
        """The winner, the win amount and both totals."""
        result = match.result()
        if result is None:
            return Text("")
        out = Text()
        out.append(
            t("ui.result.winners", who=seat_list(result.winners, names)) + "\n",
            Style(bold=True, color="green"),
        )
        amount = int(result.details.get("win_amount", 0))
        out.append(_g("ui.klaberjass.win_amount", n=amount) + "\n", Style(bold=True))
        scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(result.scores) if s < len(names))
        out.append(t("ui.result.scores", scores=scores), Style(dim=True))
        return out


HOOKS = KlaberjassHooks()
