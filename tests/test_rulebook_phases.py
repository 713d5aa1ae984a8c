"""Every phase a game can reach has a tagged rulebook section in every language."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from cardtui.engine import get_game
from cardtui.engine.registry import all_games
from cardtui.i18n import LANGUAGES, catalogue_file
from cardtui.rulebook import (
    page_chunks,
    phase_chunk,
    phase_sections,
    rulebook_page,
    section_text,
    sections,
    strip_tags,
)

GAMES = [g.id for g in all_games()]


@cache
def reachable_phases(game_id: str) -> frozenset[str]:
    """Phases met in seeded random playouts of every set-up, the phases the game's own
    catalogue names, and ``over``."""
    game = get_game(game_id)
    found = {"over"}
    for lang in LANGUAGES:
        found |= {
            key.split(".")[1] for key in catalogue_file(lang, game_id) if key.startswith("phase.")
        }
    for seats, options in [(game.default_seats, {}), *game.test_variants]:
        for seed in range(2):
            match = game.new_match(seats, dict(options), seed)
            rng = random.Random(seed)
            for _ in range(3000):
                if match.is_over:
                    break
                found.add(match.view(match.current_seat).phase)
                match.apply(rng.choice(list(match.legal_actions())))
            found.add(match.view(None).phase)
    return frozenset(found)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_reachable_phase_has_a_section(game_id: str, lang: str) -> None:
    page = rulebook_page(game_id, lang)
    assert page is not None
    tagged = phase_sections(page)
    missing = sorted(reachable_phases(game_id) - set(tagged))
    assert not missing, f"{lang}/{game_id}.md: no section tagged {missing}"
    for phase, section in tagged.items():
        assert section_text(page, section).strip(), f"{phase}: an empty section"


@pytest.mark.parametrize("game_id", GAMES)
def test_languages_tag_the_same_phases_once(game_id: str) -> None:
    tags = {}
    for lang in LANGUAGES:
        page = rulebook_page(game_id, lang)
        assert page is not None
        listed = [p for s in sections(page) for p in s.phases]
        assert len(listed) == len(set(listed)), f"{lang}: a phase tagged twice"
        tags[lang] = set(listed)
    assert tags["en"] == tags["ru"]


def test_sections_and_chunks() -> None:
    page = (
        "# Game\n\nIntro.\n\n## Deal\n<!-- phase: bid pass_cards -->\n\nDeal text.\n\n"
        "### Detail\n\nMore.\n\n```\n# not a heading\n```\n\n## Play\n<!-- phase: play -->\n\nGo."
    )
    tagged = phase_sections(page)
    assert set(tagged) == {"bid", "pass_cards", "play"}
    deal = section_text(page, tagged["bid"])
    assert deal.startswith("## Deal") and "More." in deal and "Go." not in deal
    assert "<!--" not in deal and "# not a heading" in deal
    chunks = page_chunks(page)
    assert len(chunks) == 4 and "<!--" not in "".join(chunks)
    assert chunks[phase_chunk(page, "play") or 0].startswith("## Play")
    assert chunks[phase_chunk(page, "bid") or 0].startswith("## Deal")
    assert phase_chunk(page, "nothing") is None
    assert "\n".join(chunks) == strip_tags(page)


def test_tags_are_not_drawn() -> None:
    page = rulebook_page("kierki", "en")
    assert page is not None and "<!-- phase:" in page
    assert not re.search(r"<!--", strip_tags(page))


def test_rules_phase_prints_that_section() -> None:
    from click.testing import CliRunner

    from cardtui.cli.main import main

    runner = CliRunner()
    out = runner.invoke(main, ["rules", "kierki", "--phase", "lottery", "--lang", "en"])
    assert out.exit_code == 0, out.output
    assert "The lottery" in out.output and "Options" not in out.output
    assert "<!--" not in out.output
    ru = runner.invoke(main, ["rules", "klaberjass", "--phase", "declare", "--lang", "ru"])
    assert ru.exit_code == 0 and "терц" in ru.output and "Белла" not in ru.output
    whole = runner.invoke(main, ["rules", "kierki", "--lang", "en"])
    assert whole.exit_code == 0 and "<!--" not in whole.output and "Options" in whole.output
    bad = runner.invoke(main, ["rules", "kierki", "--phase", "robber", "--lang", "en"])
    assert bad.exit_code == 2
    assert bad.output.count("\n") == 1 and "lottery" in bad.output and "robber" in bad.output
