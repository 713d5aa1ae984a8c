"""Typed facts: every game's views, deal summaries and match results carry its own facts
classes, and their dict form (the wire's, the digests') goes there and back unchanged."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from cardtui.engine import Game, Match, View, get_game
from cardtui.engine.facts import Facts, RawFacts, facts_as, omitted, raw, replaced
from cardtui.engine.registry import all_games
from cardtui.net.wire import decode, encode

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]


def facts_module(game: Game) -> str:
    """Where a game declares its facts: ``facts`` in its package, else ``<module>_facts``."""
    module = type(game).__module__
    package = module.rpartition(".")[0]
    if package == "cardtui.games":
        return f"{module}_facts"
    return f"{package}.facts"


def check_facts(facts: Facts, module: str, empty_ok: bool = False, wire: bool = True) -> None:
    """``facts`` are of a class declared in ``module`` and survive their dict form (and,
    with ``wire``, the network's JSON form)."""
    if empty_ok and isinstance(facts, RawFacts) and not facts.data:
        return
    kind = type(facts)
    assert kind.__module__ == module, f"{kind.__qualname__} is not declared in {module}"
    assert dataclasses.is_dataclass(facts) and kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
    form = facts.as_dict()
    assert dict(facts) == form
    assert kind.from_dict(form).as_dict() == form
    if wire:
        sent = decode(encode(facts))
        assert encode(facts_as(raw(sent), kind)) == encode(facts)


def views(match: Match, rng: random.Random, every: int = 3) -> Iterator[View]:
    """The mover's view at every step and the spectator's at every ``every``-th step of a
    random match to its end."""
    steps = 0
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        yield match.view(seat)
        if steps % every == 0:
            yield match.view(None)
        match.apply(rng.choice(list(match.legal_actions())))
        steps += 1
    yield match.view(None)


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
def test_views_and_summaries_carry_the_games_facts(
    game_id: str, seats: int, options: dict[str, object]
) -> None:
    game = get_game(game_id)
    module = facts_module(game)
    match = game.new_match(seats, options, 3)
    for view in views(match, random.Random(3)):
        check_facts(view.public, module, wire=view.seat is None)
        check_facts(view.private, module, empty_ok=True)  # empty: nothing of its own to know
    assert match.deal_summaries
    for summary in match.deal_summaries:
        check_facts(summary.details, module)
    result = match.result()
    assert result is not None
    check_facts(result.details, module)
    sent = decode(encode(result))
    assert isinstance(sent.details, RawFacts) and encode(sent.details) == encode(result.details)


@dataclasses.dataclass(frozen=True, eq=False, repr=False)
class _Sample(Facts):
    count: int = 0
    seen: tuple[str, ...] = ()
    secret: str | None = omitted()
    shown: bool | None = omitted(lambda f: f.count > 0)


def test_dict_form_keeps_order_and_leaves_out_unknown_facts() -> None:
    facts = _Sample(count=0, seen=("a",))
    assert facts.as_dict() == {"count": 0, "seen": ("a",)}
    assert list(facts) == ["count", "seen"]
    assert "secret" not in facts and facts.get("secret") is None
    with pytest.raises(KeyError):
        facts["shown"]
    told = _Sample(count=2, secret="x", shown=None)
    assert told.as_dict() == {"count": 2, "seen": (), "secret": "x", "shown": None}
    assert _Sample.from_dict(told.as_dict()) == told == told.as_dict()


def test_readers_get_the_class_back_from_any_form() -> None:
    facts = _Sample(count=1, seen=("a", "b"))
    assert facts_as(facts, _Sample) is facts
    assert facts_as(RawFacts({"count": 1}), _Sample) == _Sample(count=1)
    assert facts_as({"seen": ("z",)}, _Sample).seen == ("z",)
    assert replaced(facts, {"seen": ()}) == _Sample(count=1)
    assert replaced(RawFacts({"a": 1}), {"b": 2}) == {"a": 1, "b": 2}
    with pytest.raises(ValueError, match="no fact 'colour'"):
        _Sample.from_dict({"colour": "red"})
