"""The table says who is who: bot levels on the seat badges, the hint key naming the
strong bot, and the mouse (a click picks a card, a second click on it plays it)."""

from __future__ import annotations

import pytest

from cardtui.i18n import set_language, t
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.session import StartRequest
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.key_bar import KeyBar
from cardtui.ui.widgets.seat_badge import SeatBadge
from tests.ui.helpers import SEED, settle, wait_for_turn, wait_until

SEATS = ["human:Anna", "simple", "strong", "beginner"]
LEVELS = {"en": ("simple", "strong", "beginner"), "ru": ("прост", "сильн", "нович")}


def _app(lang: str) -> CardtuiApp:
    set_language(lang)
    start = StartRequest("kozel_classic", SEATS, SEED, {})
    return CardtuiApp(settings=Settings(language=lang), start=start, bot_delay=0.0)


@pytest.mark.parametrize("size", [(80, 24), (60, 20)], ids=["80x24", "60x20"])
@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_every_bot_badge_names_its_level(lang: str, size: tuple[int, int]) -> None:
    app = _app(lang)
    async with app.run_test(size=size) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        badges = {b.state.seat: b.render().plain for b in screen.query(SeatBadge)}
        for seat, level in zip((1, 2, 3), LEVELS[lang], strict=True):
            assert level in badges[seat], badges[seat]


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_hint_key_says_it_asks_the_strong_bot(lang: str) -> None:
    app = _app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        footer = str(screen.query_one(KeyBar).render())
        assert t("ui.key.hint") in footer, footer
        assert ("strong bot" if lang == "en" else "сильного бота") in footer.lower()
        assert t("ui.key.select") in footer and t("ui.key.play") in footer  # the mouse too
        assert ("click" if lang == "en" else "щелч") in footer


async def test_a_click_picks_a_card_and_a_second_click_plays_it() -> None:
    app = _app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        hand = screen.query_one(HandWidget)
        model = screen.model
        target = next(
            i for i in range(len(model.hand)) if i in model.playable and i != model.selected
        )
        column = next(x for x in range(hand.content_size.width) if hand.index_at(x) == target)
        gutter = hand.styles.gutter
        offset = (gutter.left + column, gutter.top + 1)
        card = model.hand[target]
        decisions = screen.session.decisions
        await pilot.click(HandWidget, offset=offset)
        await settle(pilot)
        assert model.selected == target
        assert screen.session.decisions == decisions  # the first click only picks it
        await pilot.click(HandWidget, offset=offset)
        await wait_until(pilot, lambda: screen.session.decisions > decisions, what="the play")
        assert card not in screen.model.hand  # the clicked card was played
