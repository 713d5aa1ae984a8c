"""The follow duties of Klaberjass as the engine's follow rules (klaberjass.md §5).

Follow the led suit; on a trump lead beat the led trump when able
(``must_overtrump``); void in the led suit, play a trump; else any card. The trump
suit ranks J 9 A T K Q 8 7 above the plain suits A T K Q J 9 8 7.
"""

from __future__ import annotations

from cardtui.engine.cards import Card
from cardtui.engine.trick import (
    MUST_FOLLOW,
    MUST_TRUMP,
    TRUMP,
    CardOrder,
    FollowRule,
    TrickContext,
)
from cardtui.games.klaberjass.tables import PLAIN_ORDER, TRUMP_ORDER


def _beat_the_led_trump(cards: list[Card], ctx: TrickContext) -> list[Card]:
    led = ctx.led
    suit, power = ctx.order.suit, ctx.order.power
    if led is None or suit[led] != TRUMP:
        return cards
    top = power[led]
    return [c for c in cards if suit[c] == TRUMP and power[c] > top] or cards


MUST_OVERTRUMP = FollowRule("must_overtrump", _beat_the_led_trump)
"""On a trump lead, a follower with a higher trump must play one (``must_overtrump``)."""

FOLLOW_RULES: dict[bool, tuple[FollowRule, ...]] = {
    True: (MUST_FOLLOW, MUST_OVERTRUMP, MUST_TRUMP),
    False: (MUST_FOLLOW, MUST_TRUMP),
}
"""The follow duties, by ``must_overtrump``."""

LEAD_RULES: dict[tuple[bool, bool], tuple[FollowRule, ...]] = {
    (True, True): (MUST_FOLLOW, MUST_OVERTRUMP),
    (False, True): (MUST_FOLLOW,),
    (True, False): (MUST_FOLLOW, MUST_TRUMP),
    (False, False): (MUST_FOLLOW, MUST_TRUMP),
}
"""The same duties by (``must_overtrump``, a trump led), less the rules that cannot bite
on such a lead (overtrumping on a plain lead, trumping on a trump lead): fewer checks."""


def follow_rules(must_overtrump: bool) -> tuple[FollowRule, ...]:
    """The follow duties of a match, by its ``must_overtrump`` option."""
    return FOLLOW_RULES[must_overtrump]


_ORDERS: dict[str, CardOrder] = {}
_LEADS: dict[tuple[str, Card | None], TrickContext] = {}


def card_order(trump: str) -> CardOrder:
    """The trick order of the deal: the trump suit J 9 A T K Q 8 7 above the plain suits."""
    order = _ORDERS.get(trump)
    if order is None:
        trumps = [Card(r, trump) for r in TRUMP_ORDER] if trump else []
        order = _ORDERS[trump] = CardOrder(trumps, None, PLAIN_ORDER)
    return order


def lead_context(trump: str, led: Card | None) -> TrickContext:
    """What the follow rules look at: the order and the led card (no history: two seats,
    one card each). Made once per trump and led card, and never changed."""
    ctx = _LEADS.get((trump, led))
    if ctx is None:
        ctx = _LEADS[trump, led] = TrickContext(card_order(trump), led)
    return ctx
