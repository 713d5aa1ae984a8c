"""What the announcements tell the other player about a hand, as rules for sampled worlds.

A player who said «Терц» holds a run of exactly three as his best (some three in a row
and no four in a row); «Полтинник» means some four in a row; a stated height («От
короля») tells the top card's rank and whether the run is in trumps, not its suit.
The rules are stated on the cards of the dealt hand still hidden: cards the player has
played since count as held, cards the listener can see elsewhere rule a window out. They are soft (table
talk), though the engine keeps announcements truthful.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from cardtui.engine.cards import SUITS, Card
from cardtui.engine.unseen import CountRule
from cardtui.games.klaberjass.runs import FIFTY_KIND, TERZ_KIND
from cardtui.games.klaberjass.tables import sequence_order


def said_kind(talk: Sequence[tuple[int, str, str, tuple[Card, ...]]], seat: int) -> tuple[str, str]:
    """The kind of ``seat``'s best run as the talk tells it («терц», «полтинник» or ``""``)
    and its stated height (``plain.K``, ``trump.J`` or ``""``).

    «Рост?» says the asker's best run has the announced kind; a tie («the same») says
    it has the stated height too.
    """
    kind = height = announced = stated = ""
    for who, code, value, _ in talk:
        if who != seat:
            if code == "announce":
                announced = value
            elif code == "height":
                stated = value
            continue
        if code == "announce" or (code == "reply" and value == FIFTY_KIND):
            kind = value
        elif code == "reply" and value == "height":
            kind = announced
        elif code == "height":
            height = value
        elif code == "equal":
            height = stated
    return kind, height


def windows(length: int, trump: str, natural: bool) -> list[tuple[Card, ...]]:
    """Every ``length`` cards in a row of one suit, in sequence order."""
    found = []
    for suit in SUITS:
        order = sequence_order(suit, trump, natural)
        for i in range(len(order) - length + 1):
            found.append(tuple(Card(r, suit) for r in order[i : i + length]))
    return found


def _key(window: tuple[Card, ...], trump: str, natural: bool) -> tuple[int, bool]:
    """How a run starting like ``window`` compares within its kind: greater is better."""
    top = window[0]
    return (-sequence_order(top.suit, trump, natural).index(top.rank), top.suit == trump)


def _stated_key(height: str, trump: str, natural: bool) -> tuple[int, bool] | None:
    """The comparison key of a stated height (``plain.K``), ``None`` if none was stated."""
    if not height:
        return None
    where, _, rank = height.partition(".")
    suit = trump if where == "trump" else next(s for s in SUITS if s != trump)
    return _key((Card(rank, suit),), trump, natural)


def kind_rules(
    kind: str,
    trump: str,
    natural: bool,
    played: Collection[Card],
    seen: Collection[Card],
    height: str = "",
) -> list[CountRule]:
    """Rules on the announcer's hidden hand: ``played`` are his played cards, ``seen`` the
    cards the listener sees elsewhere (they cannot complete a run).

    The best run has the said kind: one window of that length is held, no longer one
    (a terz) is. A stated ``height`` fixes its top rank and whether it is in trumps,
    not its suit, and rules out every better window of the kind.
    """
    if kind not in (TERZ_KIND, FIFTY_KIND):
        return []
    need = 3 if kind == TERZ_KIND else 4
    said = _stated_key(height, trump, natural)
    held: list[CountRule] = []
    complete = False
    lacked: list[frozenset[Card]] = []
    for window in windows(need, trump, natural):
        if any(c in seen for c in window):
            continue
        hidden = frozenset(c for c in window if c not in played)
        key = _key(window, trump, natural)
        if said is not None and key > said:
            lacked.append(hidden)
        elif said is None or key == said:
            complete = complete or not hidden
            held.append(CountRule(hidden, len(hidden), 99, soft=True))
    rules = []
    if held and not complete:
        first, *others = held
        rules.append(CountRule(first.cards, first.lo, 99, alternatives=tuple(others), soft=True))
    if kind == TERZ_KIND:
        lacked += [
            frozenset(c for c in window if c not in played)
            for window in windows(4, trump, natural)
            if not any(c in seen for c in window)
        ]
    return rules + [CountRule(hidden, 0, len(hidden) - 1, soft=True) for hidden in lacked if hidden]
