"""Doppelkopf (Двойная голова), the seed's classic variant.

Spec: ``shared/rules/doppelkopf.md``. Four players, a doubled 24-card pack (48
cards, 40 with ``no_nines``). The two holders of a queen of clubs («старушки»,
the old women) play together against the other two, but nobody is told who the
second old woman is: she shows herself by playing her Q♣. The first old woman
after the dealer is the declarer: she names the trump suit (♦ by default) and
orders the game type (normal, schneider, schwarz). One player holding both Q♣
is a wedding: the first other trick winner of the first tricks becomes the
partner. Options add solos (1 vs 3), foxes, the old-women penalty and the J♣
last-trick bonus.

The package, by phase: :mod:`.rules` (the pack, card order, points, options),
:mod:`.calls` (solo ask, trumps, order), :mod:`.play` (the tricks),
:mod:`.scoring` (bonuses, settlement, ledger, summary), :mod:`.state` (the state
the phases share: deals, teams), :mod:`.match` (the phase table, views and what
search needs) and :mod:`.game` (the registered game).
"""

from __future__ import annotations

from cardtui.games.doppelkopf.game import GAME, DoppelkopfGame
from cardtui.games.doppelkopf.match import DoppelkopfMatch
from cardtui.games.doppelkopf.rules import (
    DEAL_POINTS,
    LOSS_PREMIUM,
    WIN_PREMIUM,
    DoppelkopfOptions,
    card_order,
    draw_dealer,
    legal_cards,
    match_deck,
    points,
)
from cardtui.games.doppelkopf.scoring import (
    Settlement,
    half_text,
    ledger_half,
    settle,
    settlement_lines,
)

__all__ = [
    "DEAL_POINTS",
    "GAME",
    "LOSS_PREMIUM",
    "WIN_PREMIUM",
    "DoppelkopfGame",
    "DoppelkopfMatch",
    "DoppelkopfOptions",
    "Settlement",
    "card_order",
    "draw_dealer",
    "half_text",
    "ledger_half",
    "legal_cards",
    "match_deck",
    "points",
    "settle",
    "settlement_lines",
]
