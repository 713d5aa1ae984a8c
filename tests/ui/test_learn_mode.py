"""Learning mode under Pilot: a whole practice deal of every game with the lesson's note
at each of the learner's decisions, the score explained, nothing saved or counted."""

from __future__ import annotations

import pytest

from cardtui.bots.lesson import suggestion
from cardtui.engine.registry import all_games
from cardtui.i18n import set_language, t
from cardtui.storage import stats
from cardtui.storage.paths import saves_dir
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens.learn import LearnScreen
from cardtui.ui.screens.learn_over import LessonOverScreen
from cardtui.ui.screens.learn_session import learn_session
from cardtui.ui.screens.learn_table import LearnTableScreen
from cardtui.ui.screens.menu import MenuScreen
from cardtui.ui.screens.rules import RulesScreen
from cardtui.ui.widgets.side_note import SideNote
from tests.ui.helpers import settle, wait_until
from tests.ui.screen_text import screen_text

GAMES = [g.id for g in all_games()]
SEED = 2718


def _app() -> CardtuiApp:
    return CardtuiApp(settings=Settings(), bot_delay=0.0)


async def _play_deal(pilot, app: CardtuiApp, table: LearnTableScreen) -> int:  # type: ignore[no-untyped-def]
    """Play the learner's decisions (the simple bot's choice) until the lesson's deal is
    over; at each decision the note must be there. The number of decisions taken."""
    taken = 0

    async def step() -> None:
        nonlocal taken
        screen = app.screen
        if isinstance(screen, RulesScreen):
            await pilot.press("escape")
            return
        s = table.session
        if screen is not table or table._busy or table._holding or s.match.is_over:
            return
        seat = s.current_seat
        if seat is None or not s.is_human(seat) or not (table.model.active or table.no_decisions):
            return
        note = table.query_one(SideNote).text
        assert t("lesson.note.now", text="").strip() in note or table.no_decisions, note
        move = suggestion(s.match, seat, "test") if not table.no_decisions else None
        table.act(move if move is not None else s.match.legal_actions()[0])
        taken += 1

    await wait_until(
        pilot,
        lambda: isinstance(app.screen, LessonOverScreen),
        step=step,
        timeout=120,
        what="the practice deal's end",
    )
    return taken


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_whole_practice_deal_of_every_game(game_id: str) -> None:
    set_language("en")
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = LearnTableScreen(learn_session(game_id, seed=SEED))
        app.push_screen(table)
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
        assert app.screen.ideas  # type: ignore[attr-defined]
        taken = await _play_deal(pilot, app, table)
        assert taken > 0
        over = app.screen
        assert isinstance(over, LessonOverScreen)
        lines = table.session.match.deal_summaries[0].lines
        await wait_until(pilot, lambda: bool(over.sentences), what="the score's sentences")
        assert len(over.sentences) == len(lines) and all(over.sentences)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
    assert not saves_dir().exists() or not any(saves_dir().iterdir())


async def test_the_menu_entry_open_hands_and_no_statistics() -> None:
    set_language("en")
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await settle(pilot)
        assert t("ui.menu.learn") in screen_text(app)
        app.screen.action_learn()  # type: ignore[attr-defined]
        await wait_until(pilot, lambda: isinstance(app.screen, LearnScreen), what="the picker")
        await pilot.press("o")
        await pilot.press("enter")  # the first game
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
        await pilot.press("escape")
        table = app.screen
        assert isinstance(table, LearnTableScreen) and table.lesson.open_hands
        assert t("lesson.note.title_open_short") in screen_text(app)
        await _play_deal(pilot, app, table)
        await pilot.press("n")  # another deal of the practice match
        await wait_until(pilot, lambda: app.screen is table, what="the table again")
        assert not table.session.match.is_over
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
    with stats.connect() as conn:
        assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 0
    assert not saves_dir().exists() or not any(saves_dir().iterdir())


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_note_explains_choices_and_refused_cards(lang: str) -> None:
    set_language(lang)
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = LearnTableScreen(learn_session("klaberjass", seed=SEED))
        app.push_screen(table)
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
        await pilot.press("escape")
        await wait_until(pilot, lambda: table.model.active, what="the learner's turn")
        note = table.query_one(SideNote).text
        assert t("lesson.note.choices") in note and t("lesson.choice.pass") in note
        await pilot.press("n")
        assert table.query_one(SideNote).has_class("-tall")


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_the_note_fits_and_nothing_is_cut(size: tuple[int, int]) -> None:
    set_language("en")
    app = CardtuiApp(settings=Settings(card_style="ascii"), bot_delay=0.0)
    async with app.run_test(size=size) as pilot:
        table = LearnTableScreen(learn_session("doppelkopf", open_hands=True, seed=SEED))
        app.push_screen(table)
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
        await pilot.press("escape")
        await wait_until(pilot, lambda: table.model.active, what="the learner's turn")
        await settle(pilot)
        note = table.query_one(SideNote)
        assert note.region.height >= 4 and note.region.bottom <= size[1] - 1
        shown = screen_text(app)
        assert "…" not in shown and all(c.isascii() for c in shown)
        assert "open hands" in shown
        assert "holds" in note.text  # the other hands, in the note


async def test_the_practice_deals_end_reviews_the_learners_decisions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``d`` at a practice deal's end opens the deal review of the learner's own decisions."""
    from cardtui.ui.screens import deal_review
    from cardtui.ui.screens.deal_review import DealReviewScreen, ReviewEffort

    monkeypatch.setattr(deal_review, "EFFORT", ReviewEffort(worlds=8, in_process=False))
    set_language("en")
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = LearnTableScreen(learn_session("slobberhannes", seed=SEED))
        app.push_screen(table)
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="key ideas")
        await _play_deal(pilot, app, table)
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DealReviewScreen), what="review")
        review = app.screen
        assert isinstance(review, DealReviewScreen)
        assert [r.seat for r in review.reviews] == [0]
        await wait_until(pilot, lambda: review.finished, timeout=120, what="the review's end")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, LessonOverScreen), what="back")
