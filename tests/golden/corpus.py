"""The golden corpus: recorded matches of every game and option value, and what they produce.

Behaviour is frozen by replaying these records through the engine and comparing, deal by
deal, a digest of everything the rules decide: every event (kind, seat, cards, value and who
may see it), the legal set and the common fields of the mover's view at every decision,
each deal summary (points, sides, winners, outcome, details, score lines, match points) and
the match result. A game's typed facts (``View.public``/``private``) are left out on
purpose: their shape may change, what they describe may not.

Run ``python -m tests.golden.corpus --write`` to record the corpus anew (only when a change
of behaviour is intended, and say so in the commit and CHANGELOG), and
``python -m tests.golden.corpus --dump GAME INDEX`` to print one match's canonical text, to
diff it against the text the previous commit prints.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import hashlib
import json
import random
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from cardtui.bots import bot_view, make_bot
from cardtui.engine import Game, MatchRecord
from cardtui.engine.cards import Card
from cardtui.engine.facts import Facts
from cardtui.engine.protocol import Event, Match
from cardtui.engine.registry import all_games, get_game
from cardtui.engine.replay import replay

HERE = Path(__file__).parent
CORPUS = HERE / "corpus.json.gz"
DEALS_PER_MATCH = 10
"""Matches are cut after this many deals (the record then simply ends)."""
REPEATS = 3
"""Matches per configuration, each with its own seed and bot line-up."""
LEVELS = (("simple", "beginner", "random"), ("beginner", "simple"), ("random",))
"""Bot line-ups, rotated over the configurations (seat ``s`` gets ``levels[s % len]``)."""
SMALL_INTS = {"target_score": 40, "head_strokes": 2, "max_rounds": 300, "max_draws": 30}
"""An int option set to this value in its own configuration (else its minimum)."""
WAR_ROUNDS = 400
"""War and Drunkard configurations cap ``max_rounds`` here unless they set it themselves."""


def _deviations(game: Game, num_seats: int) -> Iterator[dict[str, Any]]:
    """One configuration per non-default value of each option (a few per long choice list)."""
    for spec in game.options:
        if spec.kind == "bool":
            yield {spec.key: not spec.default}
        elif spec.kind == "choice":
            for choice in [c for c in spec.choices if c != spec.default][:4]:
                yield {spec.key: choice}
        elif spec.kind == "int":
            value = SMALL_INTS.get(spec.key, spec.minimum)
            if value != spec.default:
                yield {spec.key: value}


def configurations() -> list[tuple[str, int, dict[str, Any]]]:
    """Every (game, seats, options) the corpus plays, in a fixed order."""
    configs: list[tuple[str, int, dict[str, Any]]] = []
    for game in all_games():
        setups: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in game.seat_counts[:6]]
        setups += [(game.default_seats, dev) for dev in _deviations(game, game.default_seats)]
        setups += [(n, dict(opts)) for n, opts in game.test_variants]
        for n, opts in setups:
            if game.family == "war" and "max_rounds" not in opts:
                opts = {**opts, "max_rounds": WAR_ROUNDS}
            try:
                game.check_options(opts, n)
            except Exception:  # an option that does not fit this seat count
                continue
            configs.append((game.id, n, opts))
    return configs


def play_match(game_id: str, num_seats: int, options: Mapping[str, Any], index: int) -> MatchRecord:
    """Play one corpus match with bots, cut after :data:`DEALS_PER_MATCH` deals."""
    game = get_game(game_id)
    levels = LEVELS[index % len(LEVELS)]
    seats = [levels[s % len(levels)] for s in range(num_seats)]
    bots = [make_bot(level, game_id) for level in seats]
    rng = random.Random(index)
    match = game.new_match(num_seats, options, 1000 + index, seats=seats)
    while not match.is_over and len(match.deal_summaries) < DEALS_PER_MATCH:
        seat = match.current_seat
        assert seat is not None
        match.apply(bots[seat].choose(bot_view(match, seat, bots[seat]), rng))
    return match.record


def _plain(value: Any) -> Any:
    """A JSON-ready form of engine values: cards as codes, dataclasses as dicts."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Facts):
        value = value.as_dict()  # a game's facts digest as their canonical dict form
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (frozenset, set)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _event_text(event: Event) -> str:
    to = "" if event.to is None else ",".join(map(str, sorted(event.to)))
    cards = " ".join(map(str, event.cards))
    return f"E {event.kind} {event.seat} [{cards}] {event.value!r} to={to}"


VIEW_FIELDS = (
    "phase",
    "to_move",
    "hand",
    "hands",
    "hand_sizes",
    "trick",
    "trick_leader",
    "last_trick",
    "last_winner",
    "teams",
    "dealer",
    "deal_number",
    "deal_code",
    "trump",
    "tricks_taken",
    "points_taken",
)


def _decision_text(match: Match) -> str:
    seat = match.current_seat
    assert seat is not None
    legal = sorted(str(a) for a in match.legal_actions())
    view = match.plain_view(seat)
    common = {name: _plain(getattr(view, name)) for name in VIEW_FIELDS}
    return f"D {seat} legal={legal} view={json.dumps(common, sort_keys=True)}"


def canonical(record: MatchRecord) -> list[list[str]]:
    """The canonical lines of a replayed record, grouped per deal (index 0: before deal 1)."""
    deals: list[list[str]] = [[]]
    seen = 0
    holder: dict[str, Match] = {}

    def note_summaries(match: Match) -> None:
        nonlocal seen
        for summary in match.deal_summaries[seen:]:
            deals[-1].append("S " + json.dumps(_plain(summary), sort_keys=True))
            seen += 1

    def add_events(events: list[Event]) -> None:
        for event in events:
            if event.kind == "deal_start":
                deals.append([])
            deals[-1].append(_event_text(event))

    def observe(seat: int, action: Any, events: list[Event]) -> None:
        add_events(events)
        match = holder["match"]
        note_summaries(match)
        if match.current_seat is not None:
            deals[-1].append(_decision_text(match))

    def keep_first(match: Match) -> None:
        holder["match"] = match
        add_events(list(match.opening_events))
        if match.current_seat is not None:
            deals[-1].append(_decision_text(match))

    # ``keep`` at step 0 hands over the match before any decision is replayed
    match = replay(record, observer=observe, keep=(0, keep_first))
    holder["match"] = match
    note_summaries(match)
    deals[-1].append("R " + json.dumps(_plain(match.result()), sort_keys=True))
    return deals


def digests(record: MatchRecord) -> list[str]:
    """One short digest per deal of the canonical lines."""
    return [
        hashlib.sha256("\n".join(lines).encode()).hexdigest()[:20] for lines in canonical(record)
    ]


def load() -> list[dict[str, Any]]:
    """The stored corpus: entries of game, seats, options, record and digests."""
    with gzip.open(CORPUS, "rt", encoding="utf-8") as stream:
        data: list[dict[str, Any]] = json.load(stream)
    return data


def write() -> None:
    """Play every configuration and store the records with their digests."""
    entries = []
    plays = [(c, r) for c in configurations() for r in range(REPEATS)]
    for index, ((game_id, n, opts), _) in enumerate(plays):
        record = play_match(game_id, n, opts, index)
        entries.append(
            {
                "game": game_id,
                "seats": n,
                "options": opts,
                "record": record.to_json(),
                "digests": digests(record),
            }
        )
        print(index, game_id, n, opts, len(record.deals), file=sys.stderr)
    text = json.dumps(entries, sort_keys=True, separators=(",", ":"))
    with gzip.GzipFile(CORPUS, "wb", mtime=0) as stream:
        stream.write(text.encode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--dump", nargs=2, metavar=("GAME", "INDEX"))
    args = parser.parse_args()
    if args.write:
        write()
    elif args.dump:
        entries = [e for e in load() if e["game"] == args.dump[0]]
        record = MatchRecord.from_json(entries[int(args.dump[1])]["record"])
        for number, lines in enumerate(canonical(record)):
            print(f"# deal {number}")
            print("\n".join(lines))
    else:
        parser.print_help()


if __name__ == "__main__":
    main()
