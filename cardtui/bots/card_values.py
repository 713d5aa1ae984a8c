"""The game's own worth of a card, for the words of a hint (never a table of one game
used for every game).

The worth is the game's knowledge: its bot module (``bots/<game_id>.py``, else
``bots/<family>.py``, :mod:`.hooks`) defines ``card_worth(view)``:

* the Hearts family: the game's penalty of the card (``card_values`` of its match class,
  or one point a card of the suit named in the auction); Kierki: nothing (what a card
  costs changes from deal to deal and trick to trick);
* Klaberjass: its card points with the trump of the deal (trump J 20, 9 14);
* the games that count card points (Козёл, Баранья голова, Doppelkopf): ``None``, the
  standard card points A 11, 10 10, K 4, Q 3, J 2.

A game whose module defines none (Witch, War, Drunkard) has cards worth nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from cardtui.bots.hooks import game_hook
from cardtui.engine.cards import STANDARD_POINTS, Card
from cardtui.engine.protocol import View

CardWorth = Callable[[View], Mapping[Card, int] | None]
"""``card_worth(view)`` of a game's bot module."""


def card_worth(view: View) -> Mapping[Card, int] | None:
    """Per card, what it is worth in this deal of ``view.game``; ``None``: the standard
    card points (A 11, 10 10, K 4, Q 3, J 2) apply."""
    own: CardWorth | None = game_hook(view.game, "card_worth")
    return {} if own is None else own(view)


def standard_points(view: View) -> None:
    """The ``card_worth`` of a game whose cards carry the standard card points."""
    return None


def no_worth(view: View) -> Mapping[Card, int]:
    """The ``card_worth`` of a game whose cards carry no fixed worth."""
    return {}


def worth(card: Card, table: Mapping[Card, int] | None) -> int:
    """The worth of ``card`` by :func:`card_worth` (the standard points when ``None``)."""
    if table is None:
        return STANDARD_POINTS.get(card.rank, 0)
    return table.get(card, 0)
