"""Sheep's Head (Баранья голова): four players, fixed pairs, 32 cards, strokes of a drawing.

Spec: ``shared/rules/sheepshead.md``. Each deal: a trump declaration (назначить козырь;
a five-card holder is obliged, later five-card holders may claim the right, nobody
naming makes the holder of J♣ name), then eight tricks (follow suit, otherwise any
card). The side with 61+ card points draws strokes (штрихи) on its sheep's head; the
first complete head wins the game. A match is a sitting of games: the first side to
win ``games_to_win`` games (default 1) wins it. Only the sitting's first game draws
for the dealer (in deal 1's chance log); the deal then passes clockwise, across games
too (§3.2, §7).

Phases: ``declare`` (pass or name trumps), ``claim`` (claim or waive, every queued seat
is asked), ``forced`` (the J♣ holder names trumps), ``play``, ``over``.

The package, by phase: :mod:`.rules` (the pack, orders, comparisons, stroke tables,
options), :mod:`.calls` (naming trumps), :mod:`.play` (the tricks), :mod:`.scoring`
(strokes, games, the summary), :mod:`.knowledge` (what the calls tell search),
:mod:`.state` (the state the phases share, the deals), :mod:`.match` (the phase
table and the views) and :mod:`.game` (the registered game). The head is kept as a
count of strokes; its picture is the UI's.
"""

from __future__ import annotations

from cardtui.games.sheepshead.game import GAME, Sheepshead
from cardtui.games.sheepshead.match import SheepsheadMatch
from cardtui.games.sheepshead.rules import (
    DECK,
    PACKETS,
    DealScore,
    SheepsheadOptions,
    card_order,
    first_dealer,
    legal_cards,
    score_deal,
    stroke_table,
    turn_order,
)
from cardtui.games.sheepshead.scoring import stroke_lines

__all__ = [
    "DECK",
    "GAME",
    "PACKETS",
    "DealScore",
    "Sheepshead",
    "SheepsheadMatch",
    "SheepsheadOptions",
    "card_order",
    "first_dealer",
    "legal_cards",
    "score_deal",
    "stroke_lines",
    "stroke_table",
    "turn_order",
]
