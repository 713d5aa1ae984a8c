"""A game shows each hand in its own order with its trumps first.

The table's "trumps first" hand order (``ui/table_model.sorted_hand``) is the game's own
order: the shared UI knows no trump of any game (permanent queens and jacks, a Dulle, a
trump suit), so the game puts them in front. Checked over random play-outs of every game
and variant with the game's effective-suit table (``Match.effective_suits``, else its
card order, else its trump suit), at every decision of a seat holding cards.
"""

from __future__ import annotations

import random

import pytest

from cardtui.engine.cards import SUITS, Card
from cardtui.engine.protocol import Match, View
from cardtui.engine.registry import all_games
from cardtui.engine.trick import TRUMP, CardOrder

SETUPS = [
    pytest.param(g.id, n, dict(opts), id=f"{g.id}-{i}")
    for g in all_games()
    for i, (n, opts) in enumerate([(g.default_seats, {}), *g.test_variants])
]
STEPS = 300
"""Decisions per play-out (enough for several deals of every game)."""
NOT_A_HAND = frozenset({"boast_draw"})
"""Phases whose "hand" is not the seat's hand (classic Kozel's drawn blanks, in the order
drawn)."""


def _is_trump(match: Match, view: View) -> dict[Card, bool] | None:
    """Per card of the deck, whether the game counts it a trump now; ``None``: no trumps."""
    table = match.effective_suits()
    if table is None:
        order = getattr(match, "order", None)
        table = order.suit if isinstance(order, CardOrder) else None
    if table is not None:
        return {card: suit == TRUMP for card, suit in table.items()}
    if len(view.trump) == 1 and view.trump in SUITS:
        return {card: card.suit == view.trump for card in view.hand}
    return None


@pytest.mark.parametrize(("game_id", "seats", "options"), SETUPS)
def test_hands_lead_with_the_trumps(game_id: str, seats: int, options: dict[str, object]) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    match = game.new_match(seats, options, 11)
    rng = random.Random(11)
    for _ in range(STEPS):
        if match.is_over:
            break
        seat = match.current_seat
        assert seat is not None
        view = match.view(seat)
        table = _is_trump(match, view)
        if table and view.phase not in NOT_A_HAND:
            trumps = [table.get(c, False) for c in view.hand]
            assert trumps == sorted(trumps, reverse=True), (view.phase, view.hand)
        match.apply(rng.choice(list(match.legal_actions())))
