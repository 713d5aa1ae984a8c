"""SVG snapshots of the learning table at 80x24, in English and Russian (Klaberjass, the
first decision: the side note with the choices and their meanings). Update after an
intended change: ``.venv/bin/pytest -n0 tests/ui/test_learn_snapshots.py --snapshot-update``."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.learn_session import learn_session
from cardtui.ui.screens.learn_table import LearnTableScreen
from cardtui.ui.screens.rules import RulesScreen
from tests.ui.helpers import SEED, settle, wait_until

SIZE = (80, 24)


async def _learning_table(pilot: Pilot[Any]) -> None:
    app = pilot.app
    table = LearnTableScreen(learn_session("klaberjass", seed=SEED))
    app.push_screen(table)
    await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
    await pilot.press("escape")
    await wait_until(pilot, lambda: table.model.active, what="the learner's turn")
    await settle(pilot)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_learning_table(snap_compare: Any, lang: str) -> None:
    set_language(lang)
    app = CardtuiApp(settings=Settings(language=lang), bot_delay=0.0)
    assert snap_compare(app, run_before=_learning_table, terminal_size=SIZE)
