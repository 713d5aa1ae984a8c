"""Pilot tests of learning at the table: rules at the phase in play, why cards are refused."""

from __future__ import annotations

from cardtui.i18n import set_language
from cardtui.rulebook import phase_chunk, phase_sections, rulebook_page
from cardtui.ui.screens.rules import RulesScreen
from cardtui.ui.widgets.markdown_page import GUTTER, MarkdownPage, chunk_starts
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn
from tests.ui.screen_text import screen_text


async def test_rules_open_at_the_phase_in_play_and_the_whole_page_is_one_key_away() -> None:
    app = make_app(SOLO, game="kierki")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        phase = screen.session.match.view(None).phase
        page = rulebook_page("kierki", "en")
        assert page is not None
        title = phase_sections(page)[phase].title
        await pilot.press("question_mark")
        await settle(pilot)
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.phase == phase and not rules.whole
        shown = screen_text(app)
        assert title in shown and "Players and cards" not in shown
        await pilot.press("a")
        await settle(pilot)
        assert rules.whole
        view = rules.query_one(MarkdownPage)
        chunk = phase_chunk(page, phase)
        assert chunk is not None
        start = chunk_starts(app.console, page, view.scrollable_content_region.width)[chunk]
        assert start > 0 and view.top_line == min(start, view.max_scroll_y)
        await pilot.press("home")
        await settle(pilot)
        assert "Kierki" in screen_text(app)  # the top of the page, by scrolling
        await pilot.press("a")
        await settle(pilot)
        assert not rules.whole and title in screen_text(app)
        await pilot.press("question_mark")
        await settle(pilot)
        assert app.screen is screen


async def test_rules_at_the_phase_in_russian() -> None:
    set_language("ru")
    app = make_app(SOLO, game="kierki")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        phase = screen.session.match.view(None).phase
        page = rulebook_page("kierki", "ru")
        assert page is not None
        await pilot.press("question_mark")
        await settle(pilot)
        shown = screen_text(app)
        assert phase_sections(page)[phase].title in shown
        assert "Страница/раздел" in shown
        await pilot.press("l")  # the other language keeps the phase
        await settle(pilot)
        english = rulebook_page("kierki", "en")
        assert english is not None
        assert phase_sections(english)[phase].title in screen_text(app)


def test_chunks_start_where_their_headings_are_drawn() -> None:
    from rich.console import Console

    console = Console(width=80)
    page = rulebook_page("klaberjass", "en")
    assert page is not None
    width = 80 - GUTTER
    from cardtui.ui.widgets.markdown_page import render_markdown

    lines = render_markdown(console, page, width)
    for phase, section in phase_sections(page).items():
        chunk = phase_chunk(page, phase)
        assert chunk is not None
        line = lines[chunk_starts(console, page, width)[chunk]]
        assert section.title.split(" (")[0] in line.text, (phase, line.text)


async def test_w_says_why_cards_are_refused() -> None:
    from cardtui.engine.refusals import refusals
    from cardtui.ui.widgets.message_line import MessageLine

    app = make_app(SOLO, game="omnibus_hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            screen = await wait_for_turn(pilot, app)
            match = screen.session.match
            if refusals(match) and screen.session.view(screen.viewer).phase == "play":
                break
            legal = list(match.legal_actions())
            screen.act(legal[0])
            await settle(pilot)
        else:
            raise AssertionError("no refused card in 40 turns")
        await pilot.press("w")
        await settle(pilot)
        said = str(screen.query_one(MessageLine).render())
        assert said.startswith("Not playable: ") and "you must follow" in said
        assert "w Why ? Rules" in screen_text(app)


async def test_key_ideas_from_the_rules_in_both_languages() -> None:
    from cardtui.i18n import t

    app = make_app(["human:Anna", "simple"], game="klaberjass")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        await pilot.press("question_mark")
        await settle(pilot)
        assert "i Key ideas" in screen_text(app)
        await pilot.press("i")
        await settle(pilot)
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.ideas
        shown = screen_text(app)
        assert "Key ideas" in shown and "501" in shown and "a Page/section" not in shown
        await pilot.press("l")
        await settle(pilot)
        first = t("ui.ideas.klaberjass", "ru").split("\n")[0]
        assert first[:30] in screen_text(app)
        await pilot.press("i")
        await settle(pilot)
        assert not rules.ideas


def test_every_game_has_three_to_eight_key_ideas_in_both_languages() -> None:
    from cardtui.engine.registry import all_games
    from cardtui.i18n import LANGUAGES, catalogue_file

    for lang in LANGUAGES:
        for game in all_games():  # in the game's own catalogue
            lines = catalogue_file(lang, game.id)[f"ui.ideas.{game.id}"].split("\n")
            assert 3 <= len(lines) <= 8 and all(line.strip() for line in lines), game.id
            assert all(len(line) <= 120 for line in lines), game.id


async def test_rules_from_the_menu_offer_no_section_key() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot, 6)
        shown = screen_text(app)
        assert isinstance(app.screen, RulesScreen) and "Page/section" not in shown
        assert "i Key ideas" in shown
