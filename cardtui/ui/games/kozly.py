"""«Козлы» in the UI: card points piling up toward 60 for each player.

In stock mode the points of finished deals add up (the bar's solid part) and
the current deal's points show shaded after them; in halves mode only the
current game of two halves counts. The side panel shows the turned trump card,
the stock and the dead cards, and the half being played.
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
from cardtui.games.kozel.facts import KozlyPublic
from cardtui.games.kozel.kozly import HALVES, TARGET
from cardtui.i18n import t
from cardtui.ui.games._parts import (
    TurnedCardHooks,
    bar,
    grid,
    seat_ints,
)
from cardtui.ui.text import card_text
from cardtui.ui.units import of_total

GAME = "kozly"
BAR_WIDTH = 20


_g = partial(t, game=GAME)


def standings(public: KozlyPublic, n: int, over: bool) -> tuple[list[int], list[int]]:
    """(banked, this deal) per seat: finished deals' totals and the points taken now.

    Once the match is over the last deal is in the totals (stock mode), or is the
    whole score (halves mode).
    """
    now = seat_ints(public.points, n)
    if public.deal_mode == HALVES:
        return now, [0] * n
    return seat_ints(public.totals, n), [0] * n if over else now


def jack_order_text(order: str, ascii_only: bool = False) -> str:
    """``J♣ > J♠ > J♥ > J♦`` (``В♣ > ...`` in Russian letters) for the order ``CSHD``."""
    return " > ".join(card_text(Card("J", suit), ascii_only) for suit in order)


def _public(view: View) -> KozlyPublic:
    return facts_as(view.public, KozlyPublic)


class KozlyHooks(TurnedCardHooks):
    """Bars toward 60, the turned card, the stock, dead cards, the half."""

    game_id = GAME

    def option_choice(self, key: str, value: str, ascii_only: bool = False) -> str | None:
        """Jack orders drawn as cards, in the player's letters."""
        return jack_order_text(value, ascii_only) if key == "jack_order" else None

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Points per player (banked + this deal), the turned card, stock, dead cards, half."""
        p = _public(view)
        n = view.num_seats
        banked, now = standings(p, n, view.phase == "over")
        target = p.target or TARGET
        lines = []
        for seat in range(n):
            value = (
                f"{banked[seat]}+{now[seat]}"
                if banked[seat] and now[seat]
                else str(banked[seat] + now[seat])
            )
            lines.append((names[seat] if seat < len(names) else str(seat), of_total(value, target)))
        lines += self.turned_card_lines(view, names, ascii_only)
        if p.deal_mode == HALVES:
            lines.append((_g("info.kozly.half"), of_total(p.half, 2)))
        else:
            lines.append((_g("info.kozly.stock_size"), str(p.stock_size)))
            if p.dead_count:
                lines.append((_g("info.kozly.dead_count"), str(p.dead_count)))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def board(
        self, banked: Sequence[int], now: Sequence[int], names: Sequence[str], ascii_only: bool
    ) -> Table:
        """One row per player: name, a bar toward 60, the count."""
        table = grid()
        for _ in range(3):
            table.add_column()
        for seat, (done, extra) in enumerate(zip(banked, now, strict=True)):
            colour = self.team_colour(seat)
            count = f"{done + extra}/{TARGET}"
            if done and extra:
                count += " " + t("ui.kozly.this_deal", n=extra)
            table.add_row(
                Text(
                    names[seat] if seat < len(names) else str(seat), Style(color=colour, bold=True)
                ),
                bar(done, TARGET, BAR_WIDTH, colour, ascii_only, extra=extra),
                Text(count, Style(bold=done + extra >= TARGET)),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """The bars toward 60, then the history."""
        public = _public(match.view(None))
        banked, now = standings(public, match.num_seats, match.is_over)
        goal = "ui.kozly.goal_halves" if public.deal_mode == HALVES else "ui.kozly.goal_stock"
        note = Text(t(goal, n=TARGET), Style(dim=True, italic=True))
        return Group(
            self.board(banked, now, names, ascii_only),
            note,
            Text(""),
            self.history_table(match, names, ascii_only),
        )


HOOKS = KozlyHooks()
