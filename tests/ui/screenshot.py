"""Write ``assets/screenshot.svg`` for the README, exported from the app itself.

Run: ``.venv/bin/python -m tests.ui.screenshot`` (a fixed seed, so the picture
only changes when the app does).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

from cardtui.i18n import set_language
from tests.ui.helpers import make_app, settle, wait_for_turn

ROOT = Path(__file__).resolve().parents[2]


async def shoot(target: Path, size: tuple[int, int] = (110, 34)) -> None:
    """Play a few tricks, stop when the person is to play into a trick, save the picture."""
    app = make_app(["human:Anna", "simple", "simple", "simple"], seed=2024)
    async with app.run_test(size=size) as pilot:
        for _ in range(80):
            screen = await wait_for_turn(pilot, app)
            view = screen.session.view(screen.viewer)
            if len(view.trick) >= 2 and len(view.hand) >= 5 and screen.session.match.deal_summaries:
                break
            await pilot.press("enter")
            await settle(pilot)
            if app.screen is not screen:
                await pilot.press("enter")
        await settle(pilot)
        app.save_screenshot(filename=target.name, path=str(target.parent))


def main() -> None:
    """Entry point."""
    os.environ["CARDTUI_HOME"] = tempfile.mkdtemp(prefix="cardtui-shot-")
    set_language("en")
    target = ROOT / "assets" / "screenshot.svg"
    asyncio.run(shoot(target))
    print(target, file=sys.stderr)


if __name__ == "__main__":
    main()
