"""The strong bot's levels: ``strong`` (sequential halving) and the benchmark-only ``flat``."""

from __future__ import annotations

import hashlib
import random

from cardtui.bots import BENCHMARK_LEVELS, LEVELS, bot_view, make_bot
from cardtui.bots.strong import FlatBot, StrongBot
from tests.test_strong_effort import _positions

FLAT_FINGERPRINT = "27cc3a5964b2afd4388e3d7fb63fc4da6bd5742787f2c00cd81db367febfdac3"
"""The decisions of the strong bot at commit 395da39 (flat Monte Carlo) at 10 worlds in
twelve positions: the ``flat`` level must make them bit for bit."""


def _fingerprint(make: type[StrongBot]) -> str:
    digest = hashlib.sha256()
    for game_id in ("kozel_classic", "omnibus_hearts", "klaberjass", "sheepshead"):
        for match in _positions(game_id, 11, 3):
            seat = match.current_seat
            assert seat is not None
            bot = make(worlds=10)
            found = bot.analyse(bot_view(match, seat, bot), random.Random(7))
            stats = [(str(s.action), [round(v, 9) for v in s.values]) for s in found.stats]
            digest.update(repr((str(found.best), found.worlds, stats)).encode())
    return digest.hexdigest()


def test_flat_is_a_benchmark_level_only() -> None:
    from cardtui.cli.checks import parse_bots
    from cardtui.ui.screens.setup import SEAT_KINDS

    assert "flat" in BENCHMARK_LEVELS and "flat" not in LEVELS and "flat" not in SEAT_KINDS
    assert type(make_bot("flat", "kozel_classic", worlds=5)) is FlatBot
    assert type(make_bot("strong", "kozel_classic", worlds=5)) is StrongBot
    assert parse_bots("strong,flat") == ["strong", "flat"]


def test_flat_decides_bit_for_bit_as_the_earlier_strong_bot() -> None:
    assert _fingerprint(FlatBot) == FLAT_FINGERPRINT


def test_the_strong_bot_compares_its_last_candidates_over_more_worlds() -> None:
    """The same play-outs as the flat search at most, the best two seen in more worlds."""
    deeper = 0
    for match in _positions("kozel_classic", 11, 4):
        seat = match.current_seat
        assert seat is not None
        views = [bot_view(match, seat, FlatBot()) for _ in range(2)]
        flat = FlatBot(worlds=10).analyse(views[0], random.Random(7))
        strong = StrongBot(worlds=10).analyse(views[1], random.Random(7))
        assert sum(s.n for s in strong.stats) <= 10 * len(strong.stats)
        deeper += strong.stats[0].n > flat.stats[0].n
    assert deeper >= 2
