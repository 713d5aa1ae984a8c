"""Russian at the table: card letters, the phase line naming who decides, Textual's messages."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest

from cardtui.engine import Card
from cardtui.i18n import has, set_language, t
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.session import StartRequest
from cardtui.ui.text import card_text, phase_text, set_rank_style
from cardtui.ui.widgets.side_panel import SidePanel
from tests.ui.helpers import SEED, SOLO, settle, wait_for_turn

LATIN = set("JQKA")
RUSSIAN = set("ВДКТ")


def _app(settings: Settings, game: str = "kozel_classic") -> CardtuiApp:
    return CardtuiApp(settings=settings, start=StartRequest(game, SOLO, SEED, {}), bot_delay=0.0)


def _hand_faces(app: CardtuiApp) -> str:
    screen = app.screen
    return str(screen.query_one("HandWidget").render())


@pytest.mark.parametrize(
    ("card", "ru", "en"),
    [
        ("QC", "Д♣", "Q♣"),
        ("JD", "В♦", "J♦"),
        ("KH", "К♥", "K♥"),
        ("AS", "Т♠", "A♠"),
        ("TC", "10♣", "10♣"),
        ("9H", "9♥", "9♥"),
    ],
)
def test_card_letters_follow_the_language(card: str, ru: str, en: str) -> None:
    parsed = Card.parse(card)
    try:
        set_language("ru")
        assert card_text(parsed) == ru
        assert card_text(parsed, ascii_only=True) == en.replace("♣", "c").replace("♦", "d").replace(
            "♥", "h"
        ).replace("♠", "s")
        set_rank_style("latin")
        assert card_text(parsed) == en
    finally:
        set_rank_style("auto")
        set_language("en")
    assert card_text(parsed) == en


async def test_russian_hand_shows_russian_letters() -> None:
    set_language("ru")
    app = _app(Settings(language="ru"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        faces = _hand_faces(app)
        assert set(faces) & RUSSIAN
        assert not set(faces) & LATIN


async def test_latin_setting_keeps_latin_letters_in_russian() -> None:
    set_language("ru")
    app = _app(Settings(language="ru", card_ranks="latin"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for_turn(pilot, app)
            faces = _hand_faces(app)
            assert set(faces) & LATIN
            assert not set(faces) & RUSSIAN
    finally:
        set_rank_style("auto")


async def test_ascii_style_is_pure_ascii_in_russian_too() -> None:
    set_language("ru")
    app = _app(Settings(language="ru", card_style="ascii"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_turn(pilot, app)
        assert _hand_faces(app).isascii()


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_phase_line_says_you_only_on_your_turn(lang: str) -> None:
    set_language(lang)
    app = _app(Settings(language=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        await settle(pilot)
        view = screen.session.view(screen.viewer)
        mine = screen.query_one(SidePanel).state.highlight
        assert mine == phase_text(view.phase, "kozel_classic", seat="Anna", own=True)
        names = screen.session.names()
        theirs = screen._phase_line(dataclasses.replace(view, to_move=1), names)
        bot = t("ui.seat.bot", n=2)
        assert bot in theirs
        for word in ("your", "you ", "ваш", "вас", "вам"):
            assert word not in theirs.lower()


REDEAL = {
    "en": (
        "Bot 2 decides whether to demand a redeal",
        "Your hand allows a redeal: demand one or play on",
    ),
    "ru": (
        "Бот 2 решает, требовать ли пересдачу",
        "Ваши карты дают право на пересдачу: потребовать или играть",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_phase_texts_name_the_seat_or_speak_to_you(lang: str) -> None:
    other, own = REDEAL[lang]
    set_language(lang)
    try:
        bot = t("ui.seat.bot", n=2)
        assert phase_text("redeal_check", "kozel_classic", seat=bot) == other
        assert phase_text("redeal_check", "kozel_classic", seat=bot, own=True) == own
    finally:
        set_language("en")


def _phase_keys() -> list[tuple[str, str]]:
    import json
    from importlib import resources

    keys = []
    folder = resources.files("cardtui.i18n").joinpath("en")
    for entry in folder.iterdir():
        if entry.name.endswith(".json"):
            for key in json.loads(entry.read_text(encoding="utf-8")):
                parts = key.split(".")
                if parts[0] == "phase" and len(parts) == 2 and parts[1] != "over":
                    keys.append((entry.name[:-5], parts[1]))
    return sorted(keys)


@pytest.mark.parametrize(("file", "code"), _phase_keys())
def test_every_decision_phase_has_both_forms(file: str, code: str) -> None:
    """``phase.<code>`` names the seat; ``phase.<code>.own`` speaks to the viewer."""
    for lang in ("en", "ru"):
        assert "{seat}" in t(f"phase.{code}", lang, game=file), (lang, code)
        assert has(f"phase.{code}.own", lang), (lang, code)
        own = t(f"phase.{code}.own", lang)
        assert "{seat}" not in own


async def test_ctrl_c_says_how_to_quit_in_russian() -> None:
    set_language("ru")
    app = CardtuiApp(settings=Settings(language="ru"), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+c")
        await settle(pilot, 5)
        shown = [n.message for n in app._notifications]
        titles = [n.title for n in app._notifications]
        assert any(m.startswith("Нажмите ") and "выйти" in m for m in shown), shown
        assert t("ui.quit.title", "ru") in titles


RU_NOUNS = (
    ("очко", "очка", "очков"),
    ("взятка", "взятки", "взяток"),
    ("штрих", "штриха", "штрихов"),
    ("фишка", "фишки", "фишек"),
    ("фишку", "фишки", "фишек"),
    ("сдача", "сдачи", "сдач"),
    ("карта", "карты", "карт"),
    ("карту", "карты", "карт"),
)
EN_NOUNS = ("point", "trick", "stroke", "chip", "card", "deal")
COUNTED = re.compile(r"(?<![\w.:/-])(?<!из )(?<!больше )(\d+) ([a-zа-яё]+)(?! points?\b)")
"""A number and the word after it ("30 card points" counts points, so it is left out)."""


def _disagreements(text: str, lang: str) -> list[str]:
    from cardtui.i18n import plural_index

    bad = []
    for match in COUNTED.finditer(text):
        n, word = int(match.group(1)), match.group(2)
        if lang == "ru":
            nouns = [forms for forms in RU_NOUNS if word in forms]
            if nouns and not any(word == forms[plural_index(n, "ru")] for forms in nouns):
                bad.append(match.group(0))
        else:
            stem = word[:-1] if word.endswith("s") else word
            if stem in EN_NOUNS and (word == stem) != (n == 1):
                bad.append(match.group(0))
    return bad


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_dialogs_scoreboards_and_messages_agree_with_their_numbers(lang: str) -> None:
    """Every game's deal-over text, scoreboard, result and event lines, over random deals."""
    import random

    from rich.console import Console

    from cardtui.engine.registry import all_games
    from cardtui.ui.games import hooks_for
    from cardtui.ui.text import event_text

    set_language(lang)
    bad: list[str] = []
    try:
        for game in all_games():
            hooks = hooks_for(game.id)
            names = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"][: game.default_seats]
            for seed in range(3):
                match = game.new_match(game.default_seats, {}, seed)
                rng = random.Random(seed)
                deals = 0
                for _ in range(4000):
                    if match.is_over or deals >= 4:
                        break
                    events = match.apply(rng.choice(list(match.legal_actions())))
                    for event in events:
                        said = event_text(event, names, game=game.id, aside=True) or ""
                        bad += [f"{game.id}: {b}" for b in _disagreements(said, lang)]
                    if any(e.kind == "deal_end" for e in events):
                        deals += 1
                        console = Console(width=100, record=True, file=io.StringIO())
                        console.print(hooks.deal_result(match, names, False))
                        console.print(hooks.scoreboard(match, names, False))
                        if match.is_over:
                            console.print(hooks.result_lines(match, names))
                        shown = console.export_text()
                        bad += [f"{game.id}: {b}" for b in _disagreements(shown, lang)]
                        assert "очк." not in shown and "(s)" not in shown
    finally:
        set_language("en")
    assert not bad, sorted(set(bad))


def test_textual_drop_down_words_follow_the_language() -> None:
    from textual.widgets._select import SelectOverlay

    def words() -> set[str]:
        merged = SelectOverlay._merged_bindings
        assert merged is not None
        return {b.description for bs in merged.key_to_bindings.values() for b in bs}

    set_language("ru")
    CardtuiApp(settings=Settings(language="ru"))
    assert "Закрыть список" in words()
    set_language("en")
    CardtuiApp(settings=Settings(language="en"))
    assert "Close the list" in words() and "Закрыть список" not in words()
