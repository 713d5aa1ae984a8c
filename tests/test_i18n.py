"""Every string exists in English and Russian, and every code a game produces has words.

Checks: the same keys (and placeholders) in both languages in every catalogue
file; every ``ui.*`` key the app uses; and, from seeded random playouts of every
registered game and variant, every phase, action, refusal reason, outcome and
title code, plus every option's one-line description.
"""

from __future__ import annotations

import json
import random
import re
import string
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from cardtui.engine import Action, Match, get_game
from cardtui.engine.registry import all_games
from cardtui.i18n import (
    LANGUAGES,
    catalogue_file,
    catalogue_names,
    has,
    is_shared_file,
    plural_fields,
    plural_index,
    t,
)
from cardtui.ui.games import hooks_for

ROOT = Path(__file__).resolve().parent.parent
GAMES = [g.id for g in all_games()]


def _files(lang: str) -> dict[str, dict[str, str]]:
    folder = resources.files("cardtui.i18n").joinpath(lang)
    return {
        e.name: json.loads(e.read_text(encoding="utf-8"))
        for e in folder.iterdir()
        if e.name.endswith(".json")
    }


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(plural_fields(text)) if f}


def test_same_files_and_keys_in_every_language() -> None:
    en = _files("en")
    for lang in LANGUAGES:
        other = _files(lang)
        assert set(other) == set(en), f"{lang}: catalogue files differ"
        for name, keys in en.items():
            missing = sorted(set(keys) - set(other[name]))
            extra = sorted(set(other[name]) - set(keys))
            assert not missing, f"{lang}/{name} lacks {missing}"
            assert not extra, f"{lang}/{name} has keys English lacks: {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_in_two_shared_files(lang: str) -> None:
    """The shared catalogues (``core``, ``cli``, ``ui_*``) are merged into one: a key in two
    of them would be worded by whichever file loads first (the seat kinds once read
    "Bot (simple)" beside "beginner")."""
    where: dict[str, list[str]] = {}
    for name in catalogue_names(lang):
        if is_shared_file(name):
            for key in catalogue_file(lang, name):
                where.setdefault(key, []).append(name)
    assert {k: v for k, v in where.items() if len(v) > 1} == {}


def test_same_placeholders_and_no_empty_text() -> None:
    en = _files("en")
    for lang in LANGUAGES:
        for name, keys in _files(lang).items():
            for key, text in keys.items():
                assert isinstance(text, str) and text.strip(), f"{lang}/{name}: {key} is empty"
                assert _fields(text) == _fields(en[name][key]), f"{lang}/{name}: {key} placeholders"


UI_KEY = re.compile(r"""["'](ui\.[a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""")


def test_every_ui_key_used_by_the_app_exists() -> None:
    used: set[str] = set()
    for path in (ROOT / "cardtui" / "ui").rglob("*.py"):
        used |= set(UI_KEY.findall(path.read_text(encoding="utf-8")))
    assert used
    for lang in LANGUAGES:
        missing = sorted(k for k in used if not has(k, lang))
        assert not missing, f"{lang} lacks {missing}"


def _single_card_probes(match: Match) -> list[Action]:
    seat = match.current_seat
    if seat is None:
        return []
    legal = list(match.legal_actions())
    hand = match.view(seat).hand
    kinds = {a.kind for a in legal if len(a.cards) == 1}
    probes = []
    for kind in kinds:
        for card in hand:
            probe = Action.play(card) if kind == "play" else Action(kind, (card,))
            if probe not in legal:
                probes.append(probe)
    return probes


@cache
def _codes(game_id: str) -> dict[str, set[str]]:
    """Codes seen in seeded random playouts of every set-up of ``game_id``."""
    game = get_game(game_id)
    seen: dict[str, set[str]] = {
        k: set() for k in ("phase", "action", "reason", "outcome", "title")
    }
    setups = [(game.default_seats, {}), *game.test_variants]
    for seats, options in setups:
        for seed in range(2):
            match = game.new_match(seats, dict(options), seed)
            rng = random.Random(seed)
            for _ in range(3000):
                if match.is_over:
                    break
                view = match.view(match.current_seat)
                seen["phase"].add(view.phase)
                legal = list(match.legal_actions())
                for action in legal:
                    seen["action"].add(f"{action.kind}\t{action.value}")
                for probe in _single_card_probes(match)[:4]:
                    seen["reason"].add(match.explain_illegal(probe))
                match.apply(rng.choice(legal))
            seen["outcome"] |= {s.outcome for s in match.deal_summaries}
            result = match.result()
            if result is not None:
                seen["title"] |= set(result.titles)
    return seen


def _missing(game_id: str, keys: list[str]) -> list[str]:
    return [k for k in keys if not all(has(k, lang, game=game_id) for lang in LANGUAGES)]


@pytest.mark.parametrize("game_id", GAMES)
def test_phase_and_reason_codes_have_words(game_id: str) -> None:
    codes = _codes(game_id)
    keys = [f"phase.{c}" for c in sorted(codes["phase"])]
    keys += [f"reason.{c}" for c in sorted(codes["reason"])]
    assert not _missing(game_id, keys)


@pytest.mark.parametrize("game_id", GAMES)
def test_action_codes_have_words(game_id: str) -> None:
    missing = []
    for pair in sorted(_codes(game_id)["action"]):
        kind, value = pair.split("\t")
        keys = [f"action.{kind}.{value}", f"action.{kind}"] if value else [f"action.{kind}"]
        for lang in LANGUAGES:
            if not any(has(k, lang, game=game_id) for k in keys):
                missing.append(f"{lang}: {keys[-1]}" + (f" (value {value})" if value else ""))
    assert not missing, missing


@pytest.mark.parametrize("game_id", GAMES)
def test_outcomes_titles_and_options_have_words(game_id: str) -> None:
    game = get_game(game_id)
    codes = _codes(game_id)
    keys = [f"outcome.{c}" for c in sorted(codes["outcome"])]
    keys += [f"title.{c}" for c in sorted(codes["title"])]
    keys += [f"option.{game_id}.{o.key}" for o in game.options]
    hooks = hooks_for(game_id)  # a value the game draws itself (jack orders) needs no words
    keys += [
        f"choice.{game_id}.{o.key}.{c}"
        for o in game.options
        for c in o.choices
        if hooks.option_choice(o.key, c) is None
    ]
    assert not _missing(game_id, keys)


@pytest.mark.parametrize(
    ("n", "en", "ru"),
    [(1, 0, 0), (2, 1, 1), (5, 1, 2), (11, 1, 2), (21, 1, 0), (22, 1, 1), (25, 1, 2),
     (0, 1, 2), (12, 1, 2), (104, 1, 1), (111, 1, 2)],
)
def test_plural_forms(n: int, en: int, ru: int) -> None:
    assert plural_index(n, "en") == en
    assert plural_index(n, "ru") == ru


def test_inline_plurals_pick_the_form() -> None:
    assert t("ui.points", "ru", n=1) == "1 очко"
    assert t("ui.points", "ru", n=22) == "22 очка"
    assert t("ui.points", "ru", n=25) == "25 очков"
    assert t("ui.points", "en", n=1) == "1 point"
    assert t("ui.points", "en", n=11) == "11 points"


def test_plural_groups_have_the_forms_of_their_language() -> None:
    from cardtui.i18n import PLURAL

    for lang, count in (("en", 2), ("ru", 3)):
        for name, keys in _files(lang).items():
            for key, text in keys.items():
                for match in PLURAL.finditer(text):
                    forms = match.group(2).split("|")
                    assert len(forms) == count, f"{lang}/{name}: {key} needs {count} forms"


COUNTED_NOUN = re.compile(
    r"\{(\w+)\}[ \u00a0]+(?:more |few )?"
    r"(points?|tricks?|cards?|strokes?|chips?|deals?|pairs?|players?|seats?|rounds?"
    r"|очк\w*|взят\w*|штрих\w*|фиш\w*|сдач\w*|карт\w*|пар[аыу]?\b|игрок\w*|мест\w*)",
    re.IGNORECASE,
)
"""A number placeholder directly before a counted noun: the noun needs a plural group."""
RU_ABBREVIATION = re.compile(r"[а-яё]+\.(?=[,:;)]|\s+[а-яё])")
"""A Russian word cut short mid-sentence ("повыш.", "выкл.:")."""
NOT_COUNTS = frozenset({"seat", "who", "team", "name", "title", "rate", "cards"})
"""Placeholders that are not whole counts (names; a rate per second)."""


def test_no_abbreviated_or_unagreed_counts() -> None:
    bad = []
    for lang in LANGUAGES:
        for name, keys in _files(lang).items():
            for key, text in keys.items():
                if "очк." in text or "штрих." in text or "(s)" in text:
                    bad.append(f"{lang}/{name}: {key}: {text}")
                if RU_ABBREVIATION.search(text):
                    bad.append(f"{lang}/{name}: {key}: abbreviation in {text}")
                for match in COUNTED_NOUN.finditer(text):
                    if match.group(1) in NOT_COUNTS:
                        continue
                    bad.append(f"{lang}/{name}: {key}: {{{match.group(1)}}} {match.group(2)}")
    assert not bad, "\n".join(bad)


def test_every_count_placeholder_with_a_plural_group_is_a_field() -> None:
    """A plural group names a value the string also shows or is given (no typo'd names)."""
    from cardtui.i18n import PLURAL

    for lang in LANGUAGES:
        for name, keys in _files(lang).items():
            for key, text in keys.items():
                plain = {f for _, f, _, _ in string.Formatter().parse(PLURAL.sub("", text)) if f}
                for match in PLURAL.finditer(text):
                    group = match.group(1)
                    assert group in plain or group in {"count"}, f"{lang}/{name}: {key}: {group}"


RU_FORMS = {1: "очко", 2: "очка", 5: "очков", 11: "очков", 21: "очко", 22: "очка", 25: "очков"}


@pytest.mark.parametrize("n", sorted(RU_FORMS))
def test_counts_agree_in_both_languages(n: int) -> None:
    assert t("ui.points", "ru", n=n) == f"{n} {RU_FORMS[n]}"
    assert t("ui.points", "en", n=n) == f"{n} point" + ("" if n == 1 else "s")
    tricks = {1: "взятка", 2: "взятки", 5: "взяток", 11: "взяток", 21: "взятка", 22: "взятки",
              25: "взяток"}
    assert t("ui.doppelkopf.tricks_n", "ru", n=n) == f"{n} {tricks[n]}"
    strokes = {1: "штрих", 2: "штриха", 5: "штрихов", 11: "штрихов", 21: "штрих", 22: "штриха",
               25: "штрихов"}
    assert t("ui.sheepshead.plus_strokes", "ru", n=n) == f"+{n} {strokes[n]}"
    assert t("ui.sheepshead.plus_strokes", "en", n=n) == f"+{n} stroke" + ("" if n == 1 else "s")
    deals = {1: "сдача", 2: "сдачи", 5: "сдач", 11: "сдач", 21: "сдача", 22: "сдачи", 25: "сдач"}
    assert t("cli.deals_played", "ru", n=n) == f"{n} {deals[n]}"
    chips = {1: "фишку", 2: "фишки", 5: "фишек", 11: "фишек", 21: "фишку", 22: "фишки",
             25: "фишек"}
    assert t("event.chips", "ru", game="kozel_pri_valtakh", seat="Бот 2", value=n) == (
        f"Бот 2 выигрывает сдачу и получает {n} {chips[n]}."
    )


@pytest.mark.parametrize("n", sorted(RU_FORMS))
def test_event_messages_agree_with_their_value(n: int) -> None:
    from cardtui.engine import Event
    from cardtui.i18n import set_language
    from cardtui.ui.text import event_text

    cards = {1: "карту", 2: "карты", 5: "карт", 11: "карт", 21: "карту", 22: "карты", 25: "карт"}
    try:
        set_language("ru")
        won = event_text(Event("trick_won", seat=1, value=str(n)), ["А", "Бот 2"],
                         game="kozel_classic")
        cut = event_text(Event("cut", seat=0, value=str(n)), ["Анна", "Б"], game="kozel_classic")
        set_language("en")
        won_en = event_text(Event("trick_won", seat=1, value=str(n)), ["A", "Bot 2"],
                            game="kozel_classic")
    finally:
        set_language("en")
    assert won == f"Бот 2 берёт взятку ({n} {RU_FORMS[n]})"
    assert cut == f"Анна снимает {n} {cards[n]}"
    assert won_en == f"Bot 2 takes the trick ({n} point{'' if n == 1 else 's'})"
