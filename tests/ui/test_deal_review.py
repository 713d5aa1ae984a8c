"""Pilot tests of the deal review: the strong bot's look at a person's decisions, found in
the background and listed costliest first, with a jump to the moment of each.

The strong bot's effort is a fixed world count (``ReviewEffort(worlds=...)``), so each
verdict is the same on every run."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

from cardtui.engine import Match, MatchRecord
from cardtui.engine.replay import replay
from cardtui.i18n import set_language, t
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.screens import deal_review
from cardtui.ui.screens.deal_review import DealReviewScreen, ReviewEffort, open_deal_review
from cardtui.ui.screens.deal_review_moment import DecisionScreen
from cardtui.ui.screens.dialogs import DealOverScreen
from cardtui.ui.screens.review import ReviewScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.session import SeatSpec, Session
from tests.test_review import _planted_record
from tests.ui.helpers import make_app, settle, wait_until

WORLDS = 16


@pytest.fixture(autouse=True)
def _fixed_effort(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reproducible verdicts, searched in the screen's thread (no process to start)."""
    monkeypatch.setattr(deal_review, "EFFORT", ReviewEffort(worlds=WORLDS, in_process=False))


def _session(record: MatchRecord, humans: set[int]) -> tuple[Session, Match]:
    match = replay(record)
    seats = [SeatSpec("human") if s in humans else SeatSpec("simple") for s in range(4)]
    return Session(match, seats, autosave=False), match


def _progress(screen: DealReviewScreen) -> str:
    return str(screen.query_one("#deal-review-progress", Static).render())


async def test_a_planted_queen_of_spades_is_flagged_and_shown_at_its_moment() -> None:
    record, (seat, planted) = _planted_record()
    assert isinstance(record, MatchRecord)
    session, _ = _session(record, {seat})
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language("en")
        screen = open_deal_review(app, session, 0)
        await wait_until(pilot, lambda: screen.finished, what="the review's end")
        assert screen.reviews[0].total == len(screen.reviews[0].findings) > 1
        assert "examined" in _progress(screen)
        first = screen._rows[0]
        assert first is not None and first[1].verdict.step == planted  # the costliest
        verdict = first[1].verdict
        assert verdict.flagged and verdict.loss >= 8  # the Q♠ costs 13 in Omnibus
        listing = screen.query_one(OptionList)
        shown = str(listing.get_option_at_index(0).prompt)
        assert "Trick" in shown and "better" in shown and "points" in shown
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionScreen), what="the moment")
        moment = app.screen
        assert isinstance(moment, DecisionScreen)
        assert moment.current.position == planted and moment.follow == seat
        marked = [moment.model.hand[i] for i in moment.model.marked]
        assert marked == list(verdict.preferred.cards)  # the better card, marked in the hand
        assert "better" in moment._message()
        await pilot.press("right")  # the viewer steps on as any replay: the mark goes
        await settle(pilot)
        assert not moment.model.marked
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is screen, what="back to the list")


async def test_hot_seat_reviews_each_person_by_their_own_view() -> None:
    record, (seat, _planted) = _planted_record()
    assert isinstance(record, MatchRecord)
    other = (seat + 2) % 4
    session, _ = _session(record, {seat, other})
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language("ru")
        screen = open_deal_review(app, session, 0)
        await wait_until(pilot, lambda: screen.finished, what="the review's end")
        assert [r.seat for r in screen.reviews] == sorted({seat, other})
        for review in screen.reviews:
            assert review.findings and all(f.verdict.seat == review.seat for f in review.findings)
        text = _progress(screen)
        assert text.count("Разобрано") == 2, text
        headers = [r for r in screen._rows if r is None]
        assert headers  # each person's list under their name
        set_language("en")


async def test_leaving_the_review_stops_its_search() -> None:
    record, (seat, _planted) = _planted_record()
    assert isinstance(record, MatchRecord)
    session, _ = _session(record, {seat})
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = open_deal_review(app, session, 0)
        await wait_until(pilot, lambda: screen.reviews[0].total is not None, what="a count")
        workers = list(screen.workers)
        await pilot.press("escape")
        await wait_until(
            pilot, lambda: all(w.is_finished for w in workers), what="the search to stop"
        )
        assert not screen.finished  # it stopped before the end


async def test_the_deal_over_dialog_opens_the_review_of_the_deal_played() -> None:
    app = make_app(["human", "simple", "simple", "simple"], game="kierki", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language("en")

        async def act() -> None:
            screen = app.screen
            if isinstance(screen, TableScreen):
                await pilot.press("enter")

        await wait_until(
            pilot,
            lambda: isinstance(app.screen, DealOverScreen),
            step=act,
            timeout=120,
            what="the deal-over dialog",
        )
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DealReviewScreen), what="review")
        screen = app.screen
        assert isinstance(screen, DealReviewScreen) and screen.deal_index == 0
        await wait_until(pilot, lambda: screen.finished, timeout=120, what="the review's end")
        assert screen.reviews[0].total == len(screen.reviews[0].findings) > 0
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, DealOverScreen), what="dialog")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen), what="history")
        await pilot.press("left")  # the first deal's history, then its decisions
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DealReviewScreen), what="review")
        again = app.screen
        assert isinstance(again, DealReviewScreen) and again.deal_index == 0


async def test_a_deal_in_play_is_not_reviewed() -> None:
    app = make_app(["human", "simple", "simple", "simple"], game="kierki", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language("en")
        await wait_until(
            pilot,
            lambda: isinstance(app.screen, TableScreen) and app.screen.model.active,
            what="a turn",
        )
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen), what="history")
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DealReviewScreen), what="review")
        screen = app.screen
        assert isinstance(screen, DealReviewScreen)
        assert _progress(screen) == t("ui.deal_review.not_over")
        assert not list(screen.workers)


async def test_the_replay_viewers_history_reviews_the_whole_records_deal() -> None:
    from cardtui.ui.screens.replay import ReplayScreen

    played, (seat, planted) = _planted_record()
    assert isinstance(played, MatchRecord)
    kinds = ["human" if s == seat else "simple" for s in range(4)]
    r = played
    record = MatchRecord(r.game, r.num_seats, r.options, r.seed, kinds, r.deals, r.version)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language("en")
        viewer = ReplayScreen(record)
        app.push_screen(viewer)
        await wait_until(pilot, lambda: app.screen is viewer, what="the viewer")
        await pilot.press("end", "left")  # the next deal's start, one step back: the end
        await wait_until(pilot, lambda: viewer.current.over, what="the deal's end")
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen), what="history")
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DealReviewScreen), what="review")
        screen = app.screen
        assert isinstance(screen, DealReviewScreen)
        await wait_until(pilot, lambda: screen.finished, what="the review's end")
        assert [review.seat for review in screen.reviews] == [seat]
        first = screen._rows[0]
        assert first is not None and first[1].verdict.step == planted
