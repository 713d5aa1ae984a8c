"""SVG snapshots of what Hearts and Doppelkopf players look for, in English and Russian
at 80x24: the passing arrow and the penalty rows by name; the Re marker and the rules line.

Update after an intended change:
``.venv/bin/pytest -n0 tests/ui/test_snapshots_tables.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.session import StartRequest
from tests.ui.helpers import SEED, SOLO, settle, wait_for_turn

SIZE = (80, 24)


def table_app(game: str, lang: str) -> CardtuiApp:
    """A table of ``game`` in ``lang`` (set before the app builds its key bindings)."""
    set_language(lang)
    start = StartRequest(game, list(SOLO), SEED, {})
    return CardtuiApp(settings=Settings(language=lang), start=start, bot_delay=0.0)


async def _turn(pilot: Pilot[Any]) -> None:
    await wait_for_turn(pilot, pilot.app)  # type: ignore[arg-type]
    await settle(pilot)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hearts_passing_arrow(snap_compare: Any, lang: str) -> None:
    """Passing to the left: the arrow points at Bot 2; a penalty row per player."""
    assert snap_compare(table_app("omnibus_hearts", lang), run_before=_turn, terminal_size=SIZE)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_doppelkopf_re_marker(snap_compare: Any, lang: str) -> None:
    """Anna holds a Q♣: the table and the panel tell her she is Re; the rules line."""
    assert snap_compare(table_app("doppelkopf", lang), run_before=_turn, terminal_size=SIZE)
