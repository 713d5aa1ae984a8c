"""What the announcements tell the other player about a hand, as rules for sampled worlds.

A player who said «Терц» holds a run of exactly three as his best (some three in a row
and no four in a row); «Полтинник» means some four in a row. The rules are stated on
the cards of the dealt hand still hidden: cards the player has played since count as
held, cards the listener can see elsewhere rule a window out. They are soft (table
talk), though the engine keeps announcements truthful.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from cardtui.engine.cards import SUITS, Card
from cardtui.engine.unseen import CountRule
from cardtui.games.klaberjass.runs import FIFTY_KIND, TERZ_KIND
from cardtui.games.klaberjass.tables import sequence_order


def said_kind(talk: Sequence[tuple[int, str, str, tuple[Card, ...]]], seat: int) -> str:
    """The kind ``seat`` announced («терц» or «полтинник»), or ``""`` (none, or the height
    was stated and the run's cards are known)."""
    kind = ""
    for who, code, value, _ in talk:
        if who != seat:
            continue
        if code == "height":
            return ""
        if code == "announce" or (code == "reply" and value == FIFTY_KIND):
            kind = value
    return kind


def windows(length: int, trump: str, natural: bool) -> list[tuple[Card, ...]]:
    """Every ``length`` cards in a row of one suit, in sequence order."""
    found = []
    for suit in SUITS:
        order = sequence_order(suit, trump, natural)
        for i in range(len(order) - length + 1):
            found.append(tuple(Card(r, suit) for r in order[i : i + length]))
    return found


def kind_rules(
    kind: str,
    trump: str,
    natural: bool,
    played: Collection[Card],
    seen: Collection[Card],
) -> list[CountRule]:
    """Rules on the announcer's hidden hand: ``played`` are his played cards, ``seen`` the
    cards the listener sees elsewhere (they cannot complete a run)."""
    if kind not in (TERZ_KIND, FIFTY_KIND):
        return []
    need = 3 if kind == TERZ_KIND else 4
    options: list[CountRule] = []
    for window in windows(need, trump, natural):
        if any(c in seen for c in window):
            continue
        hidden = frozenset(c for c in window if c not in played)
        if not hidden:
            options = []
            break
        options.append(CountRule(hidden, len(hidden), 99, soft=True))
    rules = [CountRule(options[0].cards, options[0].lo, 99, alternatives=tuple(options[1:]),
                       soft=True)] if options else []
    if kind == TERZ_KIND:
        for window in windows(4, trump, natural):
            if any(c in seen for c in window):
                continue
            hidden = frozenset(c for c in window if c not in played)
            if hidden:
                rules.append(CountRule(hidden, 0, len(hidden) - 1, soft=True))
    return rules
