"""Find the positions of ``tests/expert_positions.py``: one move clearly best to an expert.

Simple bots play seeded deals (the seed and every action are kept, so a position is a
seed and an action prefix); at each decision the patterns below are tried, from the
deciding seat's knowledge (its view; the trick is public, so who takes it is known when
the seat is last to play):

* ``dump``: last to play, void in the suit led, holding a heavy penalty (Q♠ 13 in
  Omnibus and Domino Hearts with the queen, Q♣ in Slobberhannes): give it away;
* ``duck``: last to play in a Hearts game, the trick holds penalties and some of the
  cards that follow lose it: play one of those (the dearest of them);
* ``take``: last to play in a point game, an opponent holds a trick of 20 points or
  more and some legal cards win it: take it;
* ``cheap``: last to play, an opponent wins the trick whatever the seat plays, all the
  legal cards of one suit, one worth nothing and one worth 10 or more: throw the cheapest;
* ``smear``: last to play, the partner wins the trick, a ten can go under it (not a
  trump that wins on its own): give him the ten;
* ``bella``: Klaberjass defender playing the king or queen of trumps with the other in
  hand and nothing else to play: announce bella (20 points that only help the defender);
* ``endgame``: two cards or fewer in every hand: each candidate is solved exactly
  (max-n, every seat for its side's deal result) in 24 worlds sampled from the view;
  kept when some moves are best in every world and every other move is worse in at
  least 10 of them.

Moon positions are left out (a seat that took every penalty so far wins the trick).

Run: ``.venv/bin/python benchmarks/find_expert_positions.py > tests/expert_positions_data.py``
(then reviewed by hand).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtui.bots import make_bot
from cardtui.bots.card_values import card_worth, worth
from cardtui.engine import Action, Card, Match, get_game
from cardtui.engine.values import View
from cardtui.engine.worlds import sample_world

HEARTS = {"omnibus_hearts", "joker_hearts", "auction_hearts", "domino_hearts", "slobberhannes"}
POINTS = {"kozel_classic", "kozel_24", "kozel_pri_valtakh", "kozly", "sheepshead",
          "doppelkopf", "klaberjass"}
SETUPS: tuple[tuple[str, int | None, dict[str, str]], ...] = (
    ("omnibus_hearts", None, {}),
    ("domino_hearts", None, {"queen_of_spades_points": "13"}),
    ("slobberhannes", None, {}),
    ("joker_hearts", None, {}),
    ("auction_hearts", None, {}),
    ("kozel_classic", None, {}),
    ("kozel_24", None, {}),
    ("sheepshead", None, {}),
    ("doppelkopf", None, {}),
    ("klaberjass", None, {}),
    ("kozel_pri_valtakh", None, {}),
)
PER_KIND = 2
"""Positions kept per game and pattern."""
WORLDS = 24
"""Worlds an endgame is solved in."""


@dataclass
class Found:
    game: str
    seats: int
    options: dict[str, str]
    seed: int
    prefix: list[str]
    best: list[str]
    kind: str
    why: str


def name(card: Card) -> str:
    return card.code


def side_of(view: View, game_id: str) -> dict[int, tuple[int, ...]]:
    """Each seat's side as the seat knows it (the deal's public partnerships, or one each)."""
    n = view.num_seats
    teams = view.teams
    if not teams and get_game(game_id).teams_fixed and n == 4:
        teams = ((0, 2), (1, 3))
    sides = {s: (s,) for s in range(n)}
    for team in teams:
        for s in team:
            sides[s] = tuple(team)
    return sides


def winner_after(match: Match, action: Action) -> int | None:
    """Who takes the trick once ``action`` (the last card of it) is played."""
    copy = match.clone()
    copy.apply(action)
    view = copy.view(None)
    return view.last_winner


def current_winner(match: Match, legal: Sequence[Action]) -> set[int]:
    seat = match.current_seat
    return {w for a in legal if (w := winner_after(match, a)) is not None and w != seat}


def suit_of(match: Match, card: Card) -> str:
    table = match.effective_suits()
    return table.get(card, card.suit) if table else card.suit


def last_to_play(view: View) -> bool:
    return view.phase == "play" and len(view.trick) == view.num_seats - 1 and len(view.hand) >= 2


def patterns(match: Match, view: View, penalties: Mapping[int, int]) -> Iterator[tuple[str, list[str], str]]:
    """The patterns this decision fits: (kind, best actions, why)."""
    game = view.game
    if view.phase == "play" and all(len(h or ()) <= 2 for h in view.hands) and max(view.hand_sizes) <= 2:
        found = endgame(match, view)
        if found:
            yield "endgame", found[0], found[1]
        return
    if game == "klaberjass":
        yield from bella(view)
    if not last_to_play(view) or len(view.legal) < 2:
        return
    if not all(a.kind == "play" and len(a.cards) == 1 for a in view.legal):
        return
    table = card_worth(view)
    seat = view.seat
    assert seat is not None
    wins = {a: winner_after(match, a) for a in view.legal}
    if None in wins.values():
        return
    sides = side_of(view, game)
    mine = sides[seat]
    on_table = sum(worth(c, table) for p in view.trick for c in p.cards if c is not None)
    led = view.trick[0].cards[0]
    assert led is not None
    if game in HEARTS:
        takers = set(wins.values())
        if any(penalties.get(t, 0) and penalties[t] == sum(penalties.values()) for t in takers):
            return  # a seat on the way to the moon
        if any(worth(c, table) < 0 for p in view.trick for c in p.cards if c is not None):
            return
        yield from hearts_patterns(match, view, wins, table, led, on_table)
    elif game in POINTS and (view.teams or get_game(game).teams_fixed or view.num_seats == 2):
        yield from point_patterns(match, view, wins, table, mine, on_table)


def hearts_patterns(match: Match, view: View, wins: dict[Action, int | None], table: Any,
                    led: Card, on_table: int) -> Iterator[tuple[str, list[str], str]]:
    seat = view.seat
    hand_suits = {suit_of(match, c) for c in view.hand}
    void = suit_of(match, led) not in hand_suits
    values = {a: worth(a.card, table) for a in view.legal}
    taker = {w for w in wins.values()}
    if void and seat not in taker and max(values.values()) >= 2:
        top = max(values.values())
        best = [str(a) for a, v in values.items() if v == top]
        if len(best) == 1 and top >= 2 and sorted(values.values())[-2] < top:
            card = next(a for a in values if values[a] == top).card
            yield "dump", best, (f"last to play and void in {led.suit}: give {card.code} "
                                 f"({top}) to P{next(iter(taker)) + 1}'s trick")
    if not void and on_table > 0:
        losing = [a for a, w in wins.items() if w != seat]
        winning = [a for a, w in wins.items() if w == seat]
        if losing and winning:
            top = max(values[a] for a in losing)
            best = [str(a) for a in losing if values[a] == top]
            yield "duck", best, (f"last to play, {on_table} penalty on the trick: duck under it "
                                 f"({', '.join(a.card.code for a in losing if values[a] == top)})")


def point_patterns(match: Match, view: View, wins: dict[Action, int | None], table: Any,
                   mine: tuple[int, ...], on_table: int) -> Iterator[tuple[str, list[str], str]]:
    values = {a: worth(a.card, table) for a in view.legal}
    ours = [a for a, w in wins.items() if w in mine]
    theirs = [a for a, w in wins.items() if w not in mine]
    partner_wins = any(w in mine and w != view.seat for w in wins.values())
    if theirs and ours and on_table >= 20 and not partner_wins:
        yield "take", [str(a) for a in ours], (f"last to play, {on_table} points of the opponents "
                                                f"on the trick: take it ({', '.join(a.card.code for a in ours)})")
    suits = {suit_of(match, a.card) for a in view.legal}
    if not ours and len(suits) == 1 and min(values.values()) == 0 and max(values.values()) >= 10:
        best = [str(a) for a, v in values.items() if v == 0]
        yield "cheap", best, (f"last to play, the opponents take the trick whatever: keep the "
                              f"points, throw {', '.join(a.card.code for a, v in values.items() if v == 0)}")
    if partner_wins and not theirs:
        keep = [a for a in view.legal if wins[a] != view.seat]
        tens = [a for a in keep if a.card.rank == "T" and suit_of(match, a.card) == a.card.suit
                and a.card.suit != (view.trump[-1:] if view.trump else "")]
        lows = [a for a in keep if values[a] <= 4]
        if tens and lows and max(values[a] for a in keep) == 10:
            yield "smear", [str(a) for a in tens], (f"last to play, the partner takes the trick: "
                                                     f"smear the ten ({', '.join(a.card.code for a in tens)})")


def bella(view: View) -> Iterator[tuple[str, list[str], str]]:
    if view.phase != "play" or view.public.get("maker") == view.seat:
        return
    bellas = [a for a in view.legal if a.kind == "bella"]
    trump = view.public.get("trump_suit") or view.trump
    others = [a for a in view.legal if a.kind == "play" and a.card.suit != trump]
    if bellas and not others:
        yield "bella", [str(a) for a in bellas], ("defender playing a bella card: announce bella "
                                                  "(20 points; only helps the defender)")


def endgame(match: Match, view: View) -> tuple[list[str], str] | None:
    if len(view.legal) < 2:
        return None
    seat = view.seat
    assert seat is not None
    search_view = match.view(seat, search=True)
    rng = random.Random(7)
    scores: dict[Action, list[float]] = {a: [] for a in view.legal}
    for _ in range(WORLDS):
        world = sample_world(search_view, rng)
        for a in view.legal:
            copy = world.clone()
            copy.apply(a)
            scores[a].append(solve_value(copy, seat, len(world.deal_summaries)))
    best_per_world = [max(scores[a][i] for a in view.legal) for i in range(WORLDS)]
    best = [a for a in view.legal if all(abs(scores[a][i] - best_per_world[i]) < 1e-9 for i in range(WORLDS))]
    if not best or len(best) == len(view.legal):
        return None
    for a in view.legal:
        if a not in best and sum(scores[a][i] < best_per_world[i] - 1e-9 for i in range(WORLDS)) < 10:
            return None
    loss = min(sum(best_per_world[i] - scores[a][i] for i in range(WORLDS)) / WORLDS
               for a in view.legal if a not in best)
    return [str(a) for a in best], (f"two-card endgame: {', '.join(str(a) for a in best)} is best "
                                    f"in all {WORLDS} sampled worlds (others lose {loss:.1f} on average)")


def values_of(match: Match, before: int) -> list[float]:
    summary = match.deal_summaries[before]
    n = match.num_seats
    given = summary.match_points
    raw = [float(given[s]) if given else (1.0 if s in summary.winners else -1.0) for s in range(n)]
    side = {s: (s,) for s in range(n)}
    for team in summary.teams:
        for s in team:
            side[s] = tuple(team)
    out = []
    for s in range(n):
        others = [raw[o] for o in range(n) if o not in side[s]]
        out.append(raw[s] - (sum(others) / len(others) if others else 0.0))
    return out


def solve_all(match: Match, before: int) -> list[float]:
    """Max-n: every seat picks the action best for its own standing."""
    if len(match.deal_summaries) > before:
        return values_of(match, before)
    seat = match.current_seat
    assert seat is not None
    best: list[float] | None = None
    for a in match.legal_actions():
        copy = match.clone()
        copy.apply(a)
        got = solve_all(copy, before)
        if best is None or got[seat] > best[seat] + 1e-12:
            best = got
    assert best is not None
    return best


def solve_value(match: Match, seat: int, before: int) -> float:
    return solve_all(match, before)[seat]


def find(game_id: str, seats: int | None, options: dict[str, str], want: int) -> list[Found]:
    game = get_game(game_id)
    found: list[Found] = []
    kinds: dict[str, int] = {}
    for seed in range(1, 400):
        if len(found) >= want:
            break
        match = game.new_match(seats, options, seed)
        rng = random.Random(seed)
        bots = [make_bot("simple", game_id) for _ in range(match.num_seats)]
        prefix: list[str] = []
        penalties: dict[int, int] = {}
        taken_here: set[str] = set()
        while not match.is_over and not match.deal_summaries:
            seat = match.current_seat
            assert seat is not None
            view = match.view(seat)
            for kind, best, why in patterns(match, view, penalties):
                if kinds.get(kind, 0) >= PER_KIND or kind in taken_here:
                    continue
                kinds[kind] = kinds.get(kind, 0) + 1
                taken_here.add(kind)
                found.append(Found(game_id, match.num_seats, options, seed, list(prefix), best, kind, why))
            action = bots[seat].choose(view, rng)
            before = len(view.trick)
            match.apply(action)
            prefix.append(str(action))
            after = match.view(None)
            if view.phase == "play" and before == view.num_seats - 1 and after.last_winner is not None:
                table = card_worth(view)
                pts = sum(worth(c, table) for p in after.last_trick for c in p.cards if c is not None)
                penalties[after.last_winner] = penalties.get(after.last_winner, 0) + pts
            if len(taken_here) >= 2:
                break
    return found


def main(argv: Sequence[str]) -> None:
    want = int(argv[0]) if argv else 6
    games = argv[1].split(",") if len(argv) > 1 else [g for g, _, _ in SETUPS]
    for game_id, seats, options in SETUPS:
        if game_id not in games:
            continue
        for f in find(game_id, seats, options, want):
            print(f"    ({f.game!r}, {f.seats}, {f.options!r}, {f.seed}, {';'.join(f.prefix)!r},")
            print(f"     {f.best!r}, {f.kind!r}, {f.why!r}),", flush=True)
        print(f"# {game_id} done", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
