"""A picture of the match under the scoreboard: each player's running standing over the
deals as a sparkline, so who is pulling ahead is seen at a glance.

The standing is the sum of :attr:`DealSummary.match_points` (higher is better for the
seat in every game, whatever sign the game's sheet writes), drawn on one scale for all
players: a bar's height compares players as well as deals. Block characters (ASCII:
``_.-=+*#``) need no colour. With more deals than room, the latest are shown and the
heading says how many; where not even a few deals fit, the picture is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from cardtui.engine import DealSummary
from cardtui.i18n import t

BARS = "▁▂▃▄▅▆▇█"
ASCII_BARS = "_.-=+*#%"
"""Eight heights, lowest first (the ASCII ramp rises in ink as the blocks do)."""
MIN_DEALS = 2
"""A picture needs at least two deals."""
MIN_BARS = 4
"""Fewer bars than this tell nothing: the picture is left out."""


def running_totals(summaries: Sequence[DealSummary], seats: int) -> list[list[int]]:
    """Per seat, its standing after each deal (the running sum of its match points)."""
    per_seat: list[list[int]] = []
    for seat in range(seats):
        changes = [s.match_points[seat] if seat < len(s.match_points) else 0 for s in summaries]
        per_seat.append(list(accumulate(changes)))
    return per_seat


def sparkline(values: Sequence[int], low: int, high: int, ascii_only: bool = False) -> str:
    """``values`` as bars on the scale ``low`` .. ``high`` (all equal: the middle bar)."""
    bars = ASCII_BARS if ascii_only else BARS
    if high == low:
        return bars[len(bars) // 2 - 1] * len(values)
    top = len(bars) - 1
    return "".join(bars[round((v - low) * top / (high - low))] for v in values)


class RunningTotals:
    """The sparklines of a match's players, fitted to the width given when drawn."""

    def __init__(
        self, summaries: Sequence[DealSummary], names: Sequence[str], ascii_only: bool = False
    ) -> None:
        self.names = list(names)
        self.totals = running_totals(summaries, len(self.names))
        self.ascii_only = ascii_only

    def lines(self, width: int) -> list[Text]:
        """The heading and one line per player, each at most ``width`` cells; none if too narrow."""
        deals = len(self.totals[0]) if self.totals else 0
        if deals < MIN_DEALS:
            return []
        name_width = max(len(n) for n in self.names) + 1
        room = width - name_width
        if room < MIN_BARS:
            return []
        shown = min(deals, room)
        values = [v for row in self.totals for v in row[-shown:]]
        low, high = min(values), max(values)
        heading = (
            t("ui.score.running", n=deals)
            if shown == deals
            else t("ui.score.running_last", n=shown, total=deals)
        )
        out = [Text(heading, style="bold")]
        for name, row in zip(self.names, self.totals, strict=True):
            line = Text(name.ljust(name_width))
            line.append(sparkline(row[-shown:], low, high, self.ascii_only))
            out.append(line)
        return out  # a heading wider than the room wraps at its words (Rich), never cut

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The lines for the width the scoreboard gives."""
        lines = self.lines(options.max_width)
        if lines:
            yield Text("")
        yield from lines
