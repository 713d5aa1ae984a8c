"""Multi-card-lead Kozel answers on the engine's set rules give what the game's own
checks gave: the same legal answers, in the same order, and the same refusal codes.

The reference below is a copy of the game's follow checks as they were before it moved
onto :mod:`cardtui.engine.set_follow` (``beats``, ``BEATEN``, ``beats_set``,
``_responses`` and the refusal); it lives only here, to compare with, over seeded random
positions (made up, and met in random matches).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, permutations
from types import SimpleNamespace

import pytest

from cardtui.engine import PASS, Action, Card, deck, get_game
from cardtui.engine.cards import SUITS
from cardtui.games.kozel.multilead import MultileadMatch
from cardtui.games.kozel.multilead_rules import (
    BEATEN,
    CANON,
    CLAIM,
    HAMMER,
    LEAD,
    POWER,
    RESPOND,
    beats_set,
    response_actions,
)

GAME = get_game("kozel_multilead")
DECK = deck(36)

# --- the reference: the game's own checks before the move -------------------------------


def old_beats(card: Card, other: Card, trump: str) -> bool:
    if card.suit == other.suit:
        return POWER[card.rank] > POWER[other.rank]
    return card.suit == trump


OLD_BEATEN: dict[str, dict[Card, frozenset[Card]]] = {
    t: {c: frozenset(o for o in DECK if old_beats(c, o, t)) for c in DECK} for t in SUITS
}


def old_beats_set(cards: Sequence[Card], best: Sequence[Card], trump: str) -> bool:
    if len(cards) != len(best):
        return False
    table = OLD_BEATEN[trump]
    if len(cards) == 1:
        return best[0] in table[cards[0]]
    return any(
        all(b in table[c] for c, b in zip(order, best, strict=True))
        for order in permutations(cards)
    )


def old_responses(hand: Sequence[Card], best: tuple[Card, ...], trump: str) -> tuple[Action, ...]:
    k = len(best)
    table = OLD_BEATEN[trump]
    if k == 1:
        led = best[0]
        beating = [Action("beat", (c,)) for c in hand if led in table[c]]
        discards = [Action("discard", (c,)) for c in hand]
    else:
        useful = [c for c in hand if not table[c].isdisjoint(best)]
        beating = [
            Action("beat", s) for s in combinations(useful, k) if old_beats_set(s, best, trump)
        ]
        discards = [Action("discard", s) for s in combinations(hand, k)]
    return (*beating, *discards)


def old_refusal(match: SimpleNamespace, seat: int, action: Action) -> str:
    phase = match.phase
    if phase == HAMMER or action.kind not in (("play",) if phase == LEAD else ("beat", "discard")):
        return "not_your_choice"
    cards = match.hands[seat]
    if not action.cards:
        return "no_cards"
    if any(c not in cards for c in action.cards) or len(set(action.cards)) < len(action.cards):
        return "card_not_in_hand"
    if phase == LEAD:
        return "lead_one_suit_or_rank" if match.opts.same_rank_leads else "lead_one_suit"
    if len(action.cards) != match.lead_size:
        return "wrong_card_count"
    if action.kind == "beat" and not old_beats_set(action.cards, match.best, match.trump):
        return "does_not_beat"
    return "not_your_choice"


# --- positions and probes ----------------------------------------------------------------


def canonical(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=CANON.__getitem__)


def probes(rng: random.Random, hand: Sequence[Card], k: int) -> list[Action]:
    """Answers to try: legal-looking and not (other sizes, cards not held, twice, no card)."""
    found = [Action("beat"), Action("discard"), CLAIM, PASS, Action.play(*hand[:1])]
    for _ in range(12):
        size = rng.choice([k, k, k, max(1, k - 1), k + 1])
        held = rng.random() < 0.8
        cards = rng.sample(list(hand) if held else DECK, min(size, len(hand) if held else 36))
        if rng.random() < 0.1 and cards:
            cards.append(cards[0])
        kind = rng.choice(["beat", "beat", "discard", "play"])
        if cards:
            found.append(Action(kind, tuple(canonical(cards))))
    return found


def random_position(rng: random.Random) -> tuple[list[Card], tuple[Card, ...], str]:
    """A hand of 1-4 cards (kept in canonical order), a best set of 1-4 others, a trump."""
    cards = rng.sample(DECK, 8)
    k = rng.randint(1, 4)
    hand = canonical(cards[: rng.randint(k, 4)])
    best = tuple(canonical(cards[4 : 4 + k]))
    return hand, best, rng.choice(SUITS)


# --- the tests ------------------------------------------------------------------------------


def test_the_beaten_tables_are_the_old_ones() -> None:
    assert BEATEN == OLD_BEATEN


@pytest.mark.parametrize("seed", range(4))
def test_made_up_positions_answer_and_refuse_as_before(seed: int) -> None:
    rng = random.Random(seed)
    refusal = MultileadMatch.phase_table[RESPOND].refusal
    for _ in range(800):
        hand, best, trump = random_position(rng)
        assert response_actions(hand, best, trump, memo=False) == old_responses(hand, best, trump)
        assert response_actions(hand, best, trump) == old_responses(hand, best, trump)
        match = SimpleNamespace(
            phase=RESPOND,
            hands={0: hand},
            best=best,
            trump=trump,
            lead_size=len(best),
            opts=SimpleNamespace(same_rank_leads=rng.random() < 0.5),
        )
        for action in probes(rng, hand, len(best)):
            assert beats_set(action.cards, best, trump) == old_beats_set(action.cards, best, trump)
            assert refusal(match, 0, action) == old_refusal(match, 0, action), (hand, best, action)


VARIANTS = [(2, {}), (3, {"same_rank_leads": True}), (4, {"molotka_any_suit": True}), (5, {})]


@pytest.mark.parametrize(("n", "options"), VARIANTS)
def test_positions_of_random_matches_answer_and_refuse_as_before(
    n: int, options: dict[str, bool]
) -> None:
    rng = random.Random(n)
    answered = 0
    for seed in range(8):
        match = GAME.new_match(n, options, seed)
        assert isinstance(match, MultileadMatch)
        while not match.is_over:
            seat = match.current_seat
            assert seat is not None
            if match.phase == RESPOND:
                answered += 1
                old = old_responses(match.hands[seat], match.best, match.trump)
                assert tuple(match.legal_actions()) == old
            reference = SimpleNamespace(
                phase=match.phase,
                hands=match.hands,
                best=match.best,
                trump=match.trump,
                lead_size=match.lead_size,
                opts=match.opts,
            )
            legal = set(match.legal_actions())
            for action in probes(rng, match.hands[seat], max(1, match.lead_size)):
                if action not in legal:
                    assert match.explain_illegal(action) == old_refusal(reference, seat, action)
            match.apply(rng.choice(match.legal_actions()))
    assert answered > 100
