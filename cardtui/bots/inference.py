"""Inference in the sampled worlds: worlds where the others' cards of this trick look likely.

The world sampler deals the unseen cards uniformly over the deals consistent with the
hard facts (voids, cards shown, counts). But a card a seat chose tells more: a seat
that led a low club probably did not hold the club ace its simple bot would have led.
:class:`InferenceSampler` draws a few worlds and keeps one of them with a probability
proportional to how likely the other seats' plays in the trick in progress are in it
under the simple bot's policy (sampling-importance-resampling, as GIB and Kermit weight
their worlds): :data:`AGREE` when the simple bot, from that seat's view of the world
rewound to its turn, would have played the same card, else the rest shared among the
other legal cards.

A world is rewound by the game's ``unplay_last`` (the last card of the trick in
progress back into its hand, that seat to move); games without it, decisions outside
a trick and tricks with no other seat's card yet are sampled as before.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardtui.bots.playout import Policy, copy_world, policy_view
from cardtui.engine.protocol import Match, View

AGREE = 0.7
"""The chance that a seat played the card its simple bot would have played."""
PROPOSALS = 4
"""Worlds drawn for each world kept."""

Sampler = Callable[[View, random.Random], Match]


def play_weight(world: Match, view: View, policy: Policy) -> float:
    """How likely the other seats' cards in the trick in progress are in ``world``, relative
    to a world where the simple bot would have played every one of them (1.0)."""
    copy = copy_world(world)
    weight = 1.0
    luck = random.Random(0)
    for play in reversed(view.trick):
        if not copy.unplay_last():
            return weight
        if play.seat == view.seat:
            continue
        legal = copy.legal_actions()
        if len(legal) <= 1:
            continue
        chosen = policy.choose(policy_view(copy, play.seat), luck)
        if tuple(chosen.cards) != tuple(play.cards):
            weight *= (1.0 - AGREE) / (AGREE * (len(legal) - 1))
    return weight


class InferenceSampler:
    """A world sampler that keeps, of :data:`PROPOSALS` worlds, one by :func:`play_weight`."""

    def __init__(self, base: Sampler, policy: Policy, proposals: int = PROPOSALS) -> None:
        self.base = base
        self.policy = policy
        self.proposals = proposals

    def __call__(self, view: View, rng: random.Random) -> Match:
        """One world consistent with ``view``, likelier where the others' plays fit it."""
        if not any(play.seat != view.seat for play in view.trick):
            return self.base(view, rng)
        worlds = [self.base(view, rng) for _ in range(self.proposals)]
        weights = [play_weight(world, view, self.policy) for world in worlds]
        return rng.choices(worlds, weights)[0]
