"""The ``simple`` bot of «Ведьма»: blind draws at random, pairs at once, the witch mid-fan.

There is little to decide (witch.md §5): the offered hand is shuffled by chance,
so no position is better than another and the bot draws uniformly (as the spec
asks of bots). Its view also says where it knows the witch to be
(``WitchPrivate.witch_at``: itself, or the seat it gave the witch to while nobody
has drawn from that seat since), but a blind draw cannot use that. Where it can
act is ``holder_arranges``: holding the witch, it moves it away from the ends of
its fan, where people like to draw; otherwise it offers its cards as they lie.
"""

from __future__ import annotations

import random

from cardtui.engine.actions import Action
from cardtui.engine.protocol import View
from cardtui.games.witch_rules import WITCH

OFFER = Action("offer")


class WitchBot:
    """Draws at random, discards the first pair offered, hides the witch mid-fan."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal`` for the phase at hand."""
        legal = view.legal
        if view.phase == "arrange":
            return self._arrange(view)
        if view.phase == "discard":
            return legal[0]
        return rng.choice(legal)

    def _arrange(self, view: View) -> Action:
        hand = view.hand
        middle = len(hand) // 2
        if WITCH not in hand or len(hand) < 3 or hand.index(WITCH) == middle:
            return OFFER
        # Moving a card first pushes the witch one place back; bring it to the front first.
        move_witch = Action("move", (WITCH,))
        if hand.index(WITCH) > middle and move_witch in view.legal:
            return move_witch
        for card in hand[hand.index(WITCH) + 1 :]:
            move = Action("move", (card,))
            if move in view.legal:
                return move
        return OFFER


SIMPLE_BOT = WitchBot
"""The simple bot of ``witch`` (found by ``make_bot`` under the game id or family)."""
