"""Any terminal: the table folds at 60x20, a size message below it, pure ASCII in ASCII style."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from cardtui.i18n import set_language
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.rules import GameList, GamePickerScreen, RulesScreen
from cardtui.ui.screens.setup import SetupScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.screens.too_small import MIN_SIZE, TooSmallScreen
from cardtui.ui.widgets.key_bar import fit_keys
from cardtui.ui.widgets.side_panel import SidePanel
from cardtui.ui.widgets.trick import TrickArea
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn
from tests.ui.screen_text import screen_text

SIZES = [(20, 10), (40, 15), (60, 20), (80, 24), (120, 40)]


def _inside(screen: TableScreen) -> None:
    """Every part of the table lies within the terminal."""
    width, height = screen.app.size
    for widget in screen.query("SeatBadge, TrickArea, HandWidget, SidePanel, MessageLine"):
        region = widget.region
        assert region.right <= width and region.bottom <= height, (widget, region)
        assert region.width > 0 and region.height > 0, (widget, region)


async def _trick_started(pilot: object, app: CardtuiApp) -> TableScreen:
    for _ in range(40):
        screen = await wait_for_turn(pilot, app)  # type: ignore[arg-type]
        if screen.session.view(screen.viewer).trick:
            return screen
        await pilot.press("enter")  # type: ignore[attr-defined]
    raise AssertionError("no trick on the table")


async def test_the_table_folds_at_60x20() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await _trick_started(pilot, app)
        await settle(pilot)
        assert app.screen is screen
        assert screen.has_class("-narrow") and screen.has_class("-short")
        assert screen.query_one(SidePanel).region.width == 20
        _inside(screen)
        # Card boxes do not fit in the middle: the trick is written as text, card by card.
        shown = screen_text(app)
        view = screen.session.view(screen.viewer)
        for play in view.trick:
            assert screen.cardtui.look.label(play.cards[0]) in shown
        assert str(screen.query_one(TrickArea).render()).strip()
        # Every key of the footer is still there; the rules key keeps its word.
        footer = screen_text(app).splitlines()[-1]
        assert "…" not in footer and footer.rstrip().endswith("? Rules"), footer
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert not screen.has_class("-narrow")
        assert screen.query_one(SidePanel).region.width == 26


def test_footer_keys_lose_their_words_from_the_middle_until_they_fit() -> None:
    items = [
        ("<>", "Card"),
        ("Enter", "Play"),
        ("t", "Last trick"),
        ("r", "Review"),
        ("q", "Menu"),
        ("?", "Rules"),
    ]
    assert fit_keys(items, 200) == (2, [True] * 6)
    full = sum(len(k) + 1 + len(d) + 2 for k, d in items)  # key, space, words, gap
    assert fit_keys(items, full - 3) == (1, [True] * 6)
    assert fit_keys(items, full - 12) == (1, [True, True, False, True, True, True])
    bare = sum(len(k) + 1 for k, _ in items)  # keys only, one space apart
    words = len(" Card") + len(" Play")
    assert fit_keys(items, bare + words) == (1, [True, True, False, False, False, False])
    assert fit_keys(items, 5) == (1, [False] * 6)  # then the move keys': never cut with "…"


@pytest.mark.parametrize("size", SIZES)
async def test_nothing_is_drawn_outside_the_terminal(size: tuple[int, int]) -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await pilot.resize_terminal(*size)
        await settle(pilot)
        lines = screen_text(app).splitlines()
        assert len(lines) <= size[1] and all(len(line) <= size[0] for line in lines)
        if size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]:
            assert app.screen is screen
            _inside(screen)
        else:
            assert isinstance(app.screen, TooSmallScreen)


async def test_below_the_minimum_one_message_then_play_resumes() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        before = screen.session.decisions
        await pilot.resize_terminal(59, 24)
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        assert "Make the terminal at least 60x20" in screen_text(app)
        await pilot.press("enter", "s", "question_mark")  # nothing acts under the message
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        assert len(app.screen_stack) == 3
        assert screen.session.decisions == before
        await pilot.resize_terminal(60, 19)
        await settle(pilot)
        assert "now 60x19" in screen_text(app)
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert app.screen is screen
        await wait_for_turn(pilot, app)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.decisions > before


async def test_the_size_message_speaks_russian() -> None:
    set_language("ru")
    app = make_app()
    async with app.run_test(size=(50, 15)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        assert "Увеличьте терминал хотя бы до 60x20" in screen_text(app)


async def test_a_screen_opened_while_small_stays_covered() -> None:
    app = make_app(SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await pilot.resize_terminal(40, 12)
        await settle(pilot)
        screen.action_scoreboard()  # as a timer or a bot's move might
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert type(app.screen).__name__ == "ScoreboardScreen"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen


async def _walk(pilot: object, app: CardtuiApp) -> dict[str, str]:
    """The main screens' text at 80x24: menu, setup, settings, rules, table, scoreboard."""
    press = pilot.press  # type: ignore[attr-defined]
    seen: dict[str, str] = {}

    def keep(name: str) -> None:
        seen[name] = screen_text(app)

    await settle(pilot)  # type: ignore[arg-type]
    keep("menu")
    for key, name in (("n", "setup"), ("o", "settings")):
        await press(key)
        await settle(pilot)  # type: ignore[arg-type]
        keep(name)
        await press("escape")
        await settle(pilot)  # type: ignore[arg-type]
    await press("question_mark")
    await settle(pilot)  # type: ignore[arg-type]
    assert isinstance(app.screen, GamePickerScreen)
    keep("rules picker")
    await press("enter")
    await settle(pilot, 6)  # type: ignore[arg-type]
    assert isinstance(app.screen, RulesScreen)
    keep("rules page")
    await press("pagedown", "pagedown")
    await settle(pilot)  # type: ignore[arg-type]
    keep("rules page, further")
    await press("escape", "n")
    await settle(pilot)  # type: ignore[arg-type]
    await press("ctrl+s")
    await wait_for_turn(pilot, app)  # type: ignore[arg-type]
    await settle(pilot)  # type: ignore[arg-type]
    keep("table")
    await press("s")
    await settle(pilot)  # type: ignore[arg-type]
    keep("scoreboard")
    return seen


async def test_ascii_style_is_pure_ascii_on_every_screen() -> None:
    app = CardtuiApp(settings=Settings(card_style="ascii"), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        for name, text in (await _walk(pilot, app)).items():
            odd = sorted({c for c in text if not c.isascii()})
            assert not odd, f"{name}: {odd}"
            assert text.strip(), name


async def test_box_style_still_draws_boxes_and_suits() -> None:
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await _walk(pilot, app)
        assert "╭" in seen["table"] and any(s in seen["table"] for s in "♠♣♥♦")


async def test_ascii_in_russian_keeps_russian_words() -> None:
    set_language("ru")
    app = CardtuiApp(settings=Settings(card_style="ascii", language="ru"), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Новая игра" in text
        assert not any(c in text for c in "♠♣♥♦╭─│")


class _Picker(App[None]):
    """Only the rules picker, to try it at any size (the app would cover it with the size message)."""

    def compose(self) -> ComposeResult:
        yield Static("")

    def on_mount(self) -> None:
        self.push_screen(GamePickerScreen())


@pytest.mark.parametrize("size", [(10, 5), (20, 8), (5, 3), (80, 24)])
async def test_the_rules_picker_survives_tiny_terminals(size: tuple[int, int]) -> None:
    app = _Picker()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.resize_terminal(*size)
        await settle(pilot)
        for key in ("pagedown", "pageup", "pagedown", "down", "end", "home", "pageup"):
            await pilot.press(key)
        await settle(pilot)
        await pilot.resize_terminal(80, 24)
        await pilot.press("pagedown")
        await settle(pilot)
        picker = app.screen.query_one(GameList)
        assert picker.highlighted is not None


async def test_the_rules_picker_in_the_app_at_10x5_and_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        for size in ((10, 5), (20, 8), (80, 24)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.press("pagedown", "pageup")
        await settle(pilot)
        assert isinstance(app.screen, GamePickerScreen)
        await pilot.press("enter")
        await settle(pilot, 5)
        assert isinstance(app.screen, RulesScreen)


async def test_setup_fits_80x24_at_the_size_minimum_too() -> None:
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        start = app.screen.query_one("#start")
        assert start.region.bottom <= 20 and start.region.right <= 60 and start.region.width
