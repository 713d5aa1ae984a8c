"""The deal review's time: one deal of simple-bot play reviewed for one seat.

For each game it prints the decisions reviewed, the wall-clock seconds of the whole
deal's review, the seconds to the first verdict (the list starts to fill), the time per
decision (median and the slowest), and how many moves were flagged. The target of
issue 17: a deal's review within 20 s at the default budget, shown progressively.

``--app`` times what the app's review screen does per decision
(:func:`cardtui.bots.review.judge_recorded`: the record replayed to the decision, the
verdict, and for a move the bot would not make, the reason's trick odds of both moves);
``--screen`` opens the review screen itself in a headless app (its worker process
started, the search waited for by its thread, each verdict drawn as it comes) and times
the first verdict listed and the whole list ready; without either,
:func:`cardtui.bots.review.review` as ``cardtui analyse`` runs it.

Run: ``.venv/bin/python benchmarks/review.py [--app | --screen] [--budget 0.5] [--worlds W] [GAME_ID ...]``
(default games: doppelkopf, kierki).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time

from cardtui.bots import bot_view, make_bot
from cardtui.bots.review import REVIEW_BUDGET, Verdict, decision_steps, judge_recorded, review
from cardtui.engine import MatchRecord, get_game


def one_deal(game_id: str, seed: int) -> object:
    """The record of a first deal played by simple bots."""
    game = get_game(game_id)
    match = game.new_match(game.default_seats, {}, seed)
    bots = [make_bot("simple", game_id) for _ in range(game.default_seats)]
    rng = random.Random(seed)
    while not match.deal_summaries and not match.is_over:
        seat = match.current_seat
        assert seat is not None
        match.apply(bots[seat].choose(bot_view(match, seat, bots[seat]), rng))
    return match.record


def main() -> None:
    """Review one deal per game and print the figures."""
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=["doppelkopf", "kierki"])
    parser.add_argument("--budget", type=float, default=REVIEW_BUDGET)
    parser.add_argument("--worlds", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--app", action="store_true", help="time the review screen's path")
    parser.add_argument("--screen", action="store_true", help="time the review screen itself")
    args = parser.parse_args()
    print(f"{'game':<18} {'decisions':>9} {'deal s':>7} {'first s':>7} {'p50 s':>6} "
          f"{'max s':>6} {'flagged':>7}")
    for game_id in args.games:
        record = one_deal(game_id, args.seed)
        if args.screen:
            asyncio.run(screen_path(game_id, record, args.budget, args.worlds))  # type: ignore[arg-type]
            continue
        if args.app:
            app_path(game_id, record, args.budget, args.worlds)  # type: ignore[arg-type]
            continue
        times: list[float] = []
        last = [time.perf_counter()]

        def tick(_: Verdict, last: list[float] = last, times: list[float] = times) -> None:
            now = time.perf_counter()
            times.append(now - last[0])
            last[0] = now

        start = time.perf_counter()
        verdicts = review(record, 0, 1, budget=args.budget, worlds=args.worlds,  # type: ignore[arg-type]
                          on_verdict=tick)
        total = time.perf_counter() - start
        flagged = sum(v.flagged for v in verdicts)
        p50 = statistics.median(times) if times else 0.0
        first = times[0] if times else 0.0
        print(f"{game_id:<18} {len(verdicts):>9} {total:>7.2f} {first:>7.2f} {p50:>6.2f} "
              f"{max(times, default=0.0):>6.2f} {flagged:>7}")


def app_path(game_id: str, record: MatchRecord, budget: float, worlds: int | None) -> None:
    """One deal reviewed decision by decision as the review screen asks (seat 0)."""
    text = record.dumps()
    start = time.perf_counter()
    steps = decision_steps(record, 0, 1)
    times: list[float] = []
    flagged = 0
    for step in steps:
        began = time.perf_counter()
        finding = judge_recorded(text, 0, step, budget, worlds)
        times.append(time.perf_counter() - began)
        flagged += finding.verdict.flagged
    total = time.perf_counter() - start
    first = time.perf_counter() - start - sum(times[1:]) if times else 0.0
    p50 = statistics.median(times) if times else 0.0
    print(f"{game_id + ' (app)':<18} {len(steps):>9} {total:>7.2f} {first:>7.2f} {p50:>6.2f} "
          f"{max(times, default=0.0):>6.2f} {flagged:>7}")



async def screen_path(game_id: str, record: MatchRecord, budget: float, worlds: int | None) -> None:
    """The review screen over a headless app: first verdict shown, whole list ready."""
    from cardtui.engine.replay import replay
    from cardtui.storage.settings import Settings
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.screens.deal_review import DealReviewScreen, ReviewEffort
    from cardtui.ui.session import SeatSpec, Session

    match = replay(record)
    seats = [SeatSpec("human")] + [SeatSpec("simple")] * (record.num_seats - 1)
    session = Session(match, seats, autosave=False)
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        start = time.perf_counter()
        screen = DealReviewScreen(session, 0, effort=ReviewEffort(budget, worlds))
        app.push_screen(screen)
        first = 0.0
        while not screen.finished and time.perf_counter() - start < 120:
            if not first and screen.reviews[0].findings:
                first = time.perf_counter() - start
            await pilot.pause(0.01)
        total = time.perf_counter() - start
        review = screen.reviews[0]
        flagged = sum(f.verdict.flagged for f in review.findings)
        print(f"{game_id + ' (screen)':<18} {review.total or 0:>9} {total:>7.2f} {first:>7.2f} "
              f"{'':>6} {'':>6} {flagged:>7}")


if __name__ == "__main__":
    main()
