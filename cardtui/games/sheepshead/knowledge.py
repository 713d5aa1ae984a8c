"""What the calls told the table about the hidden hands, for the world sampler of search.

A pass says the hand had no five-card suit, a claim five or more of its suit, a
declaration five or more (unless the hand had no long suit at all), the announced
counts and points say exactly, and the forced namer holds J♣.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from cardtui.engine.cards import Card
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.sheepshead.rules import DECK, JACK_OF_CLUBS, POINTS, SUITS, card_value

if TYPE_CHECKING:
    from cardtui.games.sheepshead.state import SheepsheadState


@cache
def suit_cards(suit: str, jacks: bool) -> frozenset[Card]:
    """The cards that count as ``suit`` in a hand (every jack too, with German jacks)."""
    return frozenset(c for c in DECK if c.suit == suit or (jacks and c.rank == "J"))


def zone_facts(match: SheepsheadState, seat: int) -> ZoneFacts:
    """The calls' facts about every other seat's hand, less what it has played since."""
    facts = ZoneFacts()
    jacks = match.opts.jacks_permanent_trumps
    played: list[list[Card]] = [[], [], [], []]
    for trick in (*match.history, tuple(match.trick)):
        for s, card in trick:
            played[s].append(card)
    for call in match.calls:
        s = call["seat"]
        if s == seat:
            continue
        if call["call"] == "pass":
            for suit in SUITS:
                _suit_rule(facts, s, suit_cards(suit, jacks), played[s], 0, 4)
        elif call["call"] == "claim":
            _suit_rule(facts, s, suit_cards(call["suit"], jacks), played[s], 5, 99)
        elif call["call"] == "declare":
            facts.rule(f"hand{s}", _declare_rule(call["suit"], played[s], jacks))
        elif call["call"] == "forced" and JACK_OF_CLUBS not in played[s]:
            facts.pin(f"hand{s}", JACK_OF_CLUBS)
    for entry in match.candidates:
        s = entry["seat"]
        if s != seat:
            count, points = entry["count"], entry["points"]
            cards = suit_cards(entry["suit"], jacks)
            _suit_rule(facts, s, cards, played[s], count, count, points)
    return facts


def _declare_rule(suit: str, played: list[Card], jacks: bool) -> CountRule:
    """A declaration: five or more of ``suit``, unless the hand had no five-card suit."""

    def rule(s: str, lo: int, hi: int) -> CountRule:
        cards = suit_cards(s, jacks)
        gone = sum(1 for c in played if c in cards)
        return CountRule(cards, max(0, lo - gone), hi - gone)

    first, *rest = (rule(s, 0, 4) for s in SUITS)
    none_long = CountRule(first.cards, first.lo, first.hi, also=tuple(rest))
    five = rule(suit, 5, 99)
    return CountRule(five.cards, five.lo, five.hi, alternatives=(none_long,))


def _suit_rule(
    facts: ZoneFacts,
    seat: int,
    cards: frozenset[Card],
    played: list[Card],
    lo: int,
    hi: int,
    points: int | None = None,
) -> None:
    """A dealt-hand count of ``cards`` (and their points), less what ``seat`` has played."""
    gone = sum(1 for c in played if c in cards)
    facts.count(f"hand{seat}", cards, max(0, lo - gone), hi - gone)
    if points is not None:
        spent = card_value([c for c in played if c in cards])
        facts.rule(f"hand{seat}", CountRule(cards, points - spent, points - spent, POINTS))
