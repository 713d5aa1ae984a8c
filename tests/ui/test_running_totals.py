"""The running standing under the scoreboard: sparklines per player, fitted, never cut."""

from __future__ import annotations

import io

from rich.console import Console

from cardtui.engine import DealSummary
from cardtui.i18n import set_language
from cardtui.ui.widgets.running_totals import RunningTotals, running_totals, sparkline

NAMES = ["Player", "Bot 2", "Bot 3", "Bot 4"]


def _deals(count: int) -> list[DealSummary]:
    """Deals in which seats 0 and 2 win one pair each time but every third."""
    return [
        DealSummary(
            i, (0, 0, 0, 0), ((0, 2), (1, 3)), (), "single",
            match_points=(1, 0, 1, 0) if i % 3 else (0, 1, 0, 1),
        )
        for i in range(1, count + 1)
    ]


def _drawn(widget: RunningTotals, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(widget)
    return console.export_text().splitlines()


def test_totals_are_running_sums() -> None:
    assert running_totals(_deals(3), 4) == [[1, 2, 2], [0, 0, 1], [1, 2, 2], [0, 0, 1]]


def test_one_scale_for_all_and_ascii_ramp() -> None:
    assert sparkline([0, 5, 10], 0, 10) == "▁▅█"
    assert sparkline([0, 5, 10], 0, 10, ascii_only=True) == "_+%"
    assert sparkline([3, 3], 3, 3).isspace() is False


def test_each_player_has_a_line_and_the_leader_ends_highest() -> None:
    set_language("en")
    lines = _drawn(RunningTotals(_deals(6), NAMES), 60)
    assert lines[1] == "Standing over the 6 deals (higher is better):"
    rows = {line.split()[0]: line for line in lines[2:]}
    assert rows["Player"].endswith("█") and not rows["Bot"].endswith("█")


def test_more_deals_than_room_show_the_latest_and_say_so() -> None:
    set_language("ru")
    try:
        lines = _drawn(RunningTotals(_deals(80), ["Игрок", "Бот 2"]), 40)
    finally:
        set_language("en")
    assert all(len(line) <= 40 for line in lines)
    assert "из 80" in " ".join(lines)
    assert "…" not in "".join(lines)
    assert len(lines[-1]) == 40


def test_no_picture_for_one_deal_or_no_room() -> None:
    assert _drawn(RunningTotals(_deals(1), NAMES), 60) == []
    assert _drawn(RunningTotals(_deals(5), ["A very long player name here"]), 30) == []

