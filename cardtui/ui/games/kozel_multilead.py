"""Multi-card-lead Kozel (36 cards) in the UI: totals, the trump card, the give-ups revealed.

Players (or two teams seated alternately) lead several cards at once; the others
beat them one to one or give up as many cards face down. The side panel shows
the trump card and where it is now, the stock, and how many cards each player
must put into the trick; the end of a deal turns the face-down give-ups over.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Card, Match, View
from cardtui.engine.facts import facts_as
from cardtui.games.kozel.facts import MultileadDetails, MultileadPublic
from cardtui.games.kozel.multilead_sheet import sides_of
from cardtui.i18n import t
from cardtui.ui.games import GameHooks
from cardtui.ui.games._parts import bar, card_list, code_text, grid, seat_ints
from cardtui.ui.text import card_text, seat_list
from cardtui.ui.units import of_total

GAME = "kozel_multilead"
DEAL_POINTS = 120
BAR_WIDTH = 20


_g = partial(t, game=GAME)


_code = partial(code_text, GAME)


def _public(view: View) -> MultileadPublic:
    return facts_as(view.public, MultileadPublic)


class MultileadHooks(GameHooks):
    """Totals per seat or team, the trump card and its place, the revealed give-ups."""

    game_id = GAME

    def _side_name(self, index: int, side: Sequence[int], names: Sequence[str], teams: bool) -> str:
        if teams:
            return self.team_name(index, side, names)
        return names[side[0]] if side and side[0] < len(names) else str(index)

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """The holder of the trump card, the player who seized the lead, the best set so far."""
        p = _public(view)
        if p.claimed_by == seat:
            return t("ui.kozel_multilead.note.hammer")
        if p.trump_card_at == "hand" and p.trump_card_holder == seat:
            card = p.trump_card
            return t(
                "ui.kozel_multilead.note.holds",
                card=card_text(card, ascii_only) if isinstance(card, Card) else "",
            )
        if view.trick and p.best_seat == seat:
            return t("ui.kozel_multilead.note.best")
        return ""

    def where(self, public: MultileadPublic, names: Sequence[str]) -> str:
        """Where the trump card is: in the stock (how deep), whose hand, played, given up, dead."""
        at = str(public.trump_card_at)
        if at == "stock":
            depth = public.trump_card_depth
            return t("ui.kozel_multilead.in_stock", n=depth if depth is not None else "?")
        holder = public.trump_card_holder
        if at == "hand" and holder is not None and int(holder) < len(names):
            return names[int(holder)]
        return _code("info.kozel_multilead.at", at)

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Points taken per side (face-up, plus face-down cards), the trump card, stock, lead size."""
        p = _public(view)
        n = view.num_seats
        sides = sides_of(view.teams, n)
        open_points = seat_ints(p.won_open_points, n)
        hidden = seat_ints(p.won_hidden, n)
        totals = seat_ints(p.totals, n)
        many = int(p.deals) > 1
        over = view.phase == "over"
        lines: list[tuple[str, str]] = []
        for index, side in enumerate(sides):
            label = self._side_name(index, side, names, bool(view.teams))
            earlier = sum(totals[s] for s in side)
            if over:
                lines.append((label, str(earlier)))
                continue
            value = str(sum(open_points[s] for s in side))
            down = sum(hidden[s] for s in side)
            if down:
                value += " " + t("ui.kozel_multilead.face_down", n=down)
            if many:
                value = f"{earlier} + {value}"
            lines.append((label, value))
        card = p.trump_card
        if isinstance(card, Card):
            lines.append((_g("info.kozel_multilead.trump_card"), card_text(card, ascii_only)))
            lines.append((t("ui.kozel_multilead.where"), self.where(p, names)))
        lines.append((_g("info.kozel_multilead.stock"), str(p.stock)))
        if p.dead:
            lines.append((_g("info.kozel_multilead.dead"), str(p.dead)))
        if p.lead_size:
            lines.append((t("ui.kozel_multilead.lead_size"), str(p.lead_size)))
        if p.claimed_by is not None and int(p.claimed_by) < len(names):
            lines.append((_g("info.kozel_multilead.claimed_by"), names[int(p.claimed_by)]))
        if many:
            lines.append((t("ui.score.deal"), of_total(view.deal_number, p.deals)))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def _sides(self, match: Match) -> tuple[list[tuple[int, ...]], bool]:
        teams = match.view(None).teams
        return sides_of(teams, match.num_seats), bool(teams)

    def board(self, match: Match, names: Sequence[str], ascii_only: bool) -> Table:
        """Totals over the finished deals per side, as bars of all the points played."""
        sides, teams = self._sides(match)
        public = _public(match.view(None))
        totals = seat_ints(public.totals, match.num_seats)
        played = max(1, DEAL_POINTS * len(match.deal_summaries))
        table = grid()
        for _ in range(3):
            table.add_column()
        for index, side in enumerate(sides):
            colour = self.team_colour(index)
            total = sum(totals[s] for s in side)
            label = self._side_name(index, side, names, teams)
            if teams:
                label += f" ({seat_list(side, names)})"
            table.add_row(
                Text(label, Style(color=colour, bold=True)),
                bar(total, played, BAR_WIDTH, colour, ascii_only),
                Text(str(total), Style(bold=True)),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The totals, then the deals."""
        public = _public(match.view(None))
        note = Text(t("ui.kozel_multilead.goal", n=public.deals), Style(dim=True, italic=True))
        parts: list[RenderableType] = [
            self.board(match, names, ascii_only),
            note,
            Text(""),
            self.history_table(match, names, ascii_only),
        ]
        if match.deal_summaries:
            last = match.deal_summaries[-1]
            title = t("ui.kozel_multilead.revealed_in", n=last.number)
            parts.append(Text(title, Style(bold=True, underline=True)))
            parts += self.give_ups(
                facts_as(last.details, MultileadDetails).discards_by, names, ascii_only
            )
        return Group(*parts)

    def give_ups(
        self, discards: Sequence[Sequence[Card]], names: Sequence[str], ascii_only: bool
    ) -> list[Text]:
        """One line per player who gave up cards face down in a finished deal."""
        lines = []
        for seat, cards in enumerate(discards):
            if not cards:
                continue
            line = Text(f"{names[seat] if seat < len(names) else seat}: ", Style(bold=True))
            line.append(card_list(cards, ascii_only))
            lines.append(line)
        return lines or [Text(t("ui.kozel_multilead.no_give_ups"), Style(dim=True))]

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """The trump card, and every face-down give-up of the deal turned over."""
        d = facts_as(match.deal_summaries[-1].details, MultileadDetails)
        parts: list[RenderableType] = []
        card = d.trump_card
        if isinstance(card, Card):
            parts.append(Text(t("ui.kozel_multilead.trump_line", card=card_text(card, ascii_only))))
        parts.append(Text(t("ui.kozel_multilead.revealed"), Style(bold=True, underline=True)))
        return Group(*parts, *self.give_ups(d.discards_by, names, ascii_only))


HOOKS = MultileadHooks()
