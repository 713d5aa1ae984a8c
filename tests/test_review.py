"""The deal review (``cardtui analyse``): the strong bot judges one seat's decisions."""

from __future__ import annotations

import json
import random
from itertools import islice
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtui.bots import bot_view, make_bot
from cardtui.bots.review import costliest, judge, moments, review
from cardtui.bots.strong import StrongBot
from cardtui.cli.main import main
from cardtui.engine import Action, Match, get_game
from cardtui.engine.registry import all_games


def _play_deal(
    match: Match, bots: list[object], seed: int, plant: bool = False
) -> tuple[int, int] | None:
    """Play the first deal with ``bots``; with ``plant``, at the first chance a seat has to
    take the Q♠ on a trick it could duck, take it instead. Returns (seat, decision index)."""
    rng = random.Random(seed)
    planted: tuple[int, int] | None = None
    step = 0
    while not match.deal_summaries and not match.is_over:
        seat = match.current_seat
        assert seat is not None
        action = None
        if plant and planted is None:
            action = _take_queen(match)
            if action is not None:
                planted = (seat, step)
        if action is None:
            bot = bots[seat]
            action = bot.choose(bot_view(match, seat, bot), rng)  # type: ignore[attr-defined]
        match.apply(action)
        step += 1
    return planted


def _take_queen(match: Match) -> Action | None:
    """A card that should take a trick holding Q♠ when a card that ducks it was playable."""
    view = match.view(match.current_seat)
    cards = [p.card for p in view.trick]
    codes = {c.code for c in cards if c is not None}
    if view.phase != "play" or "QS" not in codes or "TD" in codes:  # 10♦ is a bonus in Omnibus
        return None
    led = cards[0]
    assert led is not None
    follow = [a for a in view.legal if a.cards[0].suit == led.suit]
    if len(follow) != len(view.legal):
        return None
    order = "23456789TJQKA"
    top = max((c for c in cards if c is not None and c.suit == led.suit),
              key=lambda c: order.index(c.rank))
    over = [a for a in follow if order.index(a.cards[0].rank) > order.index(top.rank)]
    under = [a for a in follow if order.index(a.cards[0].rank) < order.index(top.rank)]
    return over[-1] if over and under else None  # the highest: it takes the trick


def _planted_record() -> tuple[object, tuple[int, int]]:
    game = get_game("omnibus_hearts")
    for seed in range(60):
        match = game.new_match(4, {}, seed)
        bots = [make_bot("simple", game.id) for _ in range(4)]
        planted = _play_deal(match, bots, seed, plant=True)
        if planted is not None:
            return match.record, planted
    raise AssertionError("no deal offered the Q♠ to take")


def test_a_planted_queen_of_spades_is_flagged() -> None:
    record, (seat, planted) = _planted_record()
    verdicts = review(record, seat, 1, worlds=24)
    bad = next(v for v in verdicts if v.step == planted)
    assert bad.flagged and bad.loss >= 8, bad  # the Q♠ costs 13 in Omnibus
    assert bad.preferred != bad.chosen
    assert costliest(verdicts)[0].step == planted


@pytest.mark.parametrize("game_id", ["omnibus_hearts", "klaberjass", "sheepshead"])
def test_a_strong_seat_is_never_flagged(game_id: str) -> None:
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, 11)
    bots: list[object] = [make_bot("simple", game_id) for _ in range(game.default_seats)]
    # The seat searches twice the reviewer's worlds: a player the review, at its effort,
    # cannot out-think. At equal effort either may be the luckier sampler of one
    # position (24 worlds of a 52-card deal are a small sample), and a true difference
    # the paired duel finds is then a real one, not a false flag.
    bots[0] = StrongBot(worlds=48, defer=False)
    _play_deal(match, bots, 11)
    verdicts = review(match.record, 0, 1, worlds=24)
    assert verdicts, "seat 0 had decisions"
    # flagged: the review is FLAG_Z standard errors sure the move costs MIN_LOSS points or more
    assert not [v for v in verdicts if v.flagged]


def test_analyse_command(tmp_path: Path) -> None:
    record, (seat, planted) = _planted_record()
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")  # type: ignore[attr-defined]
    runner = CliRunner()
    out = runner.invoke(main, ["analyse", str(path), "--seat", str(seat + 1), "--deal", "1",
                               "--worlds", "16", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["seat"] == seat + 1 and data["decisions"]
    flagged = [d for d in data["decisions"] if d["flagged"]]
    assert any(d["step"] == planted for d in flagged)
    text = runner.invoke(main, ["--lang", "en", "analyse", str(path), "--seat", str(seat + 1),
                                "--deal", "1", "--worlds", "16"])
    assert text.exit_code == 0 and "flagged" in text.output
    lines = text.output.splitlines()
    costly = [i for i, line in enumerate(lines) if line.startswith("!")]
    assert costly, text.output
    for i in costly:  # each flagged decision is followed by why, in the review's words
        why = lines[i + 1]
        assert why.startswith("    ") and len(why.split()) >= 4, text.output
    for wrong in (["--seat", "9"], ["--deal", "7"]):
        bad = runner.invoke(main, ["analyse", str(path), *wrong])
        assert bad.exit_code == 2 and bad.output.count("\n") == 1, bad.output


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_can_be_reviewed(game_id: str) -> None:
    """A few decisions of a simple-bot deal of every game, at a tiny effort: verdicts
    come from the seat's view and name legal moves of that moment."""
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, 5)
    _play_deal(match, [make_bot("simple", game_id) for _ in range(game.default_seats)], 5)
    found = list(islice(moments(match.record, 0, 1), 2))
    if game_id in ("drunkard", "war"):
        assert not found  # no decisions to review
    for moment in found:
        verdict = judge(moment, 0, worlds=4)
        legal = moment.match.legal_actions()
        assert verdict.chosen in legal and verdict.preferred in legal
        assert verdict.loss >= 0 and verdict.deal == 1
