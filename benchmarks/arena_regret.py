"""Decision quality at equal effort: the strong bot and the flat level against an oracle.

For positions of simple-bot play with a real choice, an oracle scores every candidate in
the same ``--oracle`` worlds (the flat search's own valuation, all candidates, no
pruning). Each bot then decides at ``--worlds N`` with several seeds; its regret is the
oracle's value of the oracle's best minus that of the bot's choice (0 when it picks the
best). A bot that spends its play-outs better has the lower mean regret.

Run: ``nice -n 10 .venv/bin/python benchmarks/arena_regret.py --games kozel_classic,klaberjass
--positions 10 --worlds 16 --oracle 150 --seeds 3``
"""

from __future__ import annotations

import argparse
import random
import statistics

from cardtui.bots import bot_view, make_bot
from cardtui.bots.honesty import truthful
from cardtui.bots.strong import ActionStats, FlatBot, StrongBot, _Search, default_sampler
from cardtui.engine import Match, get_game


def positions(game_id: str, count: int, seed: int = 100) -> list[Match]:
    """Positions of simple-bot play (one in five with two or more honest choices)."""
    game = get_game(game_id)
    found: list[Match] = []
    while len(found) < count:
        match = game.new_match(seed=seed)
        rng = random.Random(seed)
        seed += 1
        bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
        while not match.is_over and not match.deal_summaries and len(found) < count:
            seat = match.current_seat
            assert seat is not None
            if len(truthful(match.view(seat))) > 1 and rng.random() < 0.2:
                found.append(match.clone())
            match.apply(bots[seat].choose(match.view(seat), rng))
    return found


def oracle(match: Match, worlds: int) -> dict[str, float]:
    """Every candidate's mean over the same ``worlds`` worlds."""
    seat = match.current_seat
    assert seat is not None
    bot = FlatBot(worlds=worlds)
    view = bot_view(match, seat, bot)
    legal = list(truthful(view))
    stats = {a: ActionStats(a) for a in legal}
    search = _Search(
        view, seat, default_sampler(), [bot.policy(view.game)] * view.num_seats, random.Random(1)
    )
    for _ in range(worlds):
        search.round(legal, stats)
    return {str(a): s.mean for a, s in stats.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="kozel_classic,klaberjass")
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--oracle", type=int, default=150)
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    print(f"worlds {args.worlds}, oracle {args.oracle} worlds, {args.seeds} seeds a position")
    print(f"{'game':<18} {'bot':<7} {'regret':>8} {'best %':>7} {'play-outs':>9}")
    for game_id in args.games.split(","):
        found = positions(game_id, args.positions)
        truth = [oracle(m, args.oracle) for m in found]
        for level in (StrongBot, FlatBot):
            regrets, hits, playouts = [], 0, []
            for match, values in zip(found, truth, strict=True):
                seat = match.current_seat
                assert seat is not None
                top = max(values.values())
                for s in range(args.seeds):
                    bot = level(worlds=args.worlds)
                    analysis = bot.analyse(bot_view(match, seat, bot), random.Random(s))
                    regret = top - values[str(analysis.best)]
                    regrets.append(regret)
                    hits += regret <= 1e-9
                    playouts.append(sum(st.n for st in analysis.stats))
            name = "strong" if level is StrongBot else "flat"
            print(
                f"{game_id:<18} {name:<7} {statistics.mean(regrets):8.4f} "
                f"{100 * hits / len(regrets):6.1f}% {statistics.mean(playouts):9.1f}"
            )


if __name__ == "__main__":
    main()
