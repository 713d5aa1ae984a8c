"""What a seat of 24-card Kozel knows about the hands it cannot see, for search worlds:
the card it gave or got in an exchange, the single trump of an exchanging seat, the
partner's queens when asked about the no-queens redeal, and the table signals.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from cardtui.engine.cards import Card
from cardtui.engine.unseen import CountRule, ZoneFacts
from cardtui.games.kozel.core import partner, team_of
from cardtui.games.kozel.kozel24_rules import (
    DECK,
    EXCHANGE_GIVE,
    NO_QUEENS,
    QUEENS,
    SIX_CLUBS,
    SUIT,
    TRUMPS,
)
from cardtui.games.kozel.kozel24_state import Kozel24State


def zone_facts(match: Kozel24State, seat: int) -> ZoneFacts:
    """The card given in an exchange; one trump for the exchanging seat; the
    partner's queens when the seat is offered (or not) the no-queens redeal."""
    facts = ZoneFacts()
    gone = set(match.played) | {c for _, c in match.trick}
    known = match.known[seat]
    if known and known["gave"] not in gone:
        facts.pin(f"hand{known['with']}", known["gave"])
    if match.phase == EXCHANGE_GIVE and match.giver is not None and match.giver != seat:
        facts.count(f"hand{match.giver}", TRUMPS, 1, 1)
    for exchange in match.exchanges:
        if seat not in (exchange["giver"], exchange["partner"]):
            # gave his only trump; got a trump back only from an all-trump hand
            facts.count(f"hand{exchange['giver']}", TRUMPS, 0, 1)
    mine = match.hands[seat]
    if match.phase == NO_QUEENS and match.to_move == seat and not QUEENS.intersection(mine):
        if match.queenless[team_of(seat)]:
            facts.count(f"hand{partner(seat)}", QUEENS, 0, 0)
        else:
            facts.count(f"hand{partner(seat)}", QUEENS, 1)
    for signal in match.signals:
        if signal["seat"] != seat:
            signal_facts(facts, signal, match.shown_plays, match.shown_voids[signal["seat"]])
    return facts


def signal_facts(
    facts: ZoneFacts,
    signal: Mapping[str, Any],
    plays: Sequence[tuple[int, Card]],
    voids: Collection[str],
) -> None:
    """What a signal of another seat says of its hand (``plays``: the deal's plays so
    far; ``voids``: the suits the signalling seat has shown it lacks).

    Signals are honest (the bots' convention, spec §5.8): what the hand held then,
    less what the seat has played since."""
    seat: int = signal["seat"]
    code: str = signal["code"]
    trick: int = signal["trick"]
    since = [c for i, (s, c) in enumerate(plays) if s == seat and i // 4 >= trick - 1]
    zone = f"hand{seat}"
    trumps = frozenset(TRUMPS)
    if code == "no_trumps":
        if not trumps.intersection(since):  # a trump played since shows a lie
            facts.count(zone, trumps, 0, 0, soft=True)
    elif code == "strong_trumps":
        six = frozenset((SIX_CLUBS,))
        parts = [(six, 1), (QUEENS, 2), (trumps, 4)]
        needs = [(cards, n - sum(1 for c in since if c in cards)) for cards, n in parts]
        if all(n > 0 for _, n in needs):
            rules = [CountRule(cards, n) for cards, n in needs]
            first = rules[0]
            facts.rule(zone, CountRule(first.cards, first.lo, 99, None, tuple(rules[1:]), True))
    elif code == "more_of_suit" and len(plays) > 4 * (trick - 1):
        suit = SUIT[plays[4 * (trick - 1)][1]]
        cards = frozenset(c for c in DECK if SUIT[c] == suit)
        need = 2 - sum(1 for c in since if c in cards)
        if need > 0 and suit not in voids:  # a void shown since: a lie
            facts.count(zone, cards, need, soft=True)
