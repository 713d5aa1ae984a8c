"""A game-agnostic fallback bot: prefers passing on choices and cheap cards in play."""

from __future__ import annotations

import random

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS
from cardtui.engine.protocol import View


def action_cost(action: Action) -> tuple[int, int]:
    """What an action gives away: its number of cards, then their standard card points."""
    points = sum(STANDARD_POINTS.get(c.rank, 0) for c in action.cards)
    return (len(action.cards), points)


class CautiousBot:
    """Passes on offers and plays its least valuable legal card(s)."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """The pass action when offered, else the cheapest play."""
        for action in view.legal:
            if action.kind == "pass":
                return action
        return min(view.legal, key=action_cost)


SIMPLE_BOT = CautiousBot
"""The simple bot of a game whose id and family have none of their own."""
