"""The game's own worth of a card, for the words of a hint (never a table of one game
used for every game).

* the Hearts family: the game's penalty of the card (``card_values`` of its match class,
  or one point a card of the suit named in the auction);
* Klaberjass: its card points with the trump of the deal (trump J 20, 9 14);
* Kierki: nothing (what a card costs changes from deal to deal and trick to trick);
* the games that count card points (Козёл, Баранья голова, Doppelkopf): A 11, 10 10,
  K 4, Q 3, J 2;
* games without card points (Witch, War, Drunkard): nothing.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardtui.engine.cards import STANDARD_POINTS, Card
from cardtui.engine.protocol import View
from cardtui.engine.registry import get_game
from cardtui.games.hearts.facts import penalty_suit

POINTLESS: frozenset[str] = frozenset({"witch", "war", "drunkard", "kierki"})
"""Games whose cards carry no fixed points."""


def card_worth(view: View) -> Mapping[Card, int] | None:
    """Per card, what it is worth in this deal of ``view.game``; ``None``: the standard
    card points (A 11, 10 10, K 4, Q 3, J 2) apply."""
    if view.game in POINTLESS:
        return {}
    if view.game == "klaberjass":
        from cardtui.games.klaberjass.tables import points_table

        return points_table(view.trump) if view.trump else {}
    suit = penalty_suit(view.public)
    if suit:
        return {Card(r, suit): 1 for r in "AKQJT98765432"}
    values: Mapping[Card, int] = getattr(get_game(view.game).match_class, "card_values", {})
    return values or None


def worth(card: Card, table: Mapping[Card, int] | None) -> int:
    """The worth of ``card`` by :func:`card_worth` (the standard points when ``None``)."""
    if table is None:
        return STANDARD_POINTS.get(card.rank, 0)
    return table.get(card, 0)
