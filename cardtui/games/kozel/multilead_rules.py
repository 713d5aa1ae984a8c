"""Rules data of multi-card-lead Kozel («Козёл» на 36 карт, ход несколькими картами,
spec kozel.md §2): the card order, the actions over sets of cards, the answers to a lead
as data for the engine's set rules (:mod:`cardtui.engine.set_follow`), the legal leads and
the trump hammer. Pure data and functions, with the tables the hot path of search uses (a
card's beaten cards, the legal sets of a hand).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from cardtui.engine.actions import Action
from cardtui.engine.cards import SUITS, Card, deck, sort_key
from cardtui.engine.options import OptionSpec
from cardtui.engine.set_follow import (
    BEATS_ONE_TO_ONE,
    Pool,
    SetAnswer,
    SetContext,
    answer_sets,
    beaten_table,
    beats_one_to_one,
)

GAME_ID = "kozel_multilead"
HAND_SIZE = 4
RANK_ORDER = "ATKQJ9876"
"""Every suit, trumps included, from high to low: the ten ranks above the king."""
POWER: dict[str, int] = {r: len(RANK_ORDER) - i for i, r in enumerate(RANK_ORDER)}
TEAM_SEATS = (4, 6)

HAMMER = "hammer"
"""Phase: a holder of four trumps may seize the lead («козырная молотка»)."""
LEAD = "lead"
"""Phase: the leader plays 1-4 cards of one suit (заход)."""
RESPOND = "respond"
"""Phase: the next player beats the best set or gives up as many cards face down."""

CLAIM = Action.choice("hammer")
"""Seize the lead with a hand of four trumps."""

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("teams", "bool", False),
    OptionSpec("molotka_any_suit", "bool", False),
    OptionSpec("same_rank_leads", "bool", False),
    OptionSpec("deals", "int", 1, minimum=1, maximum=50),
)


@dataclass(frozen=True, slots=True)
class MultileadOptions:
    """The options of multi-card-lead Kozel."""

    teams: bool
    """Partnerships of alternate seats (4 or 6 players)."""
    molotka_any_suit: bool
    """The hammer («молотка») with four cards of any one suit, not only trumps."""
    same_rank_leads: bool
    """Leads of 2-4 cards of one rank besides those of one suit."""
    deals: int
    """Deals in the match (the highest total of card points wins)."""


CANON: dict[Card, int] = {c: i for i, c in enumerate(sorted(deck(36), key=sort_key))}
"""The canonical order of card tuples inside actions, as a table (hot path)."""
_ACTIONS: dict[tuple[str, tuple[Card, ...]], Action] = {}


def _action(kind: str, cards: tuple[Card, ...]) -> Action:
    """A cached action over ``cards`` already in canonical order."""
    key = (kind, cards)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, cards)
    return action


def canonical(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the canonical order of actions."""
    return tuple(sorted(cards, key=CANON.__getitem__))


def beat(*cards: Card) -> Action:
    """The response that beats the best set with ``cards`` (canonical order)."""
    return _action("beat", canonical(cards))


def discard(*cards: Card) -> Action:
    """The response that gives up ``cards`` face down (canonical order)."""
    return _action("discard", canonical(cards))


def lead(*cards: Card) -> Action:
    """The lead of ``cards`` (``Action.play`` in canonical order)."""
    return _action("play", canonical(cards)) if len(cards) > 1 else Action.play(*cards)


BEATEN: dict[str, dict[Card, frozenset[Card]]] = {t: beaten_table(t, RANK_ORDER) for t in SUITS}
"""Per trump suit: every card to the set of cards it beats, a higher card of its suit or,
as a trump, any plain card (§2.2; the table the engine's set rules read)."""

ANSWERS: tuple[SetAnswer, ...] = (SetAnswer("beat", (BEATS_ONE_TO_ONE,)), SetAnswer("discard"))
"""The answers to a lead of k cards (§2.5): beat the best set one to one with k cards
face up, or give up any k cards face down (beating is never compulsory)."""


def answer_context(best: tuple[Card, ...], trump: str) -> SetContext:
    """What the engine's set rules read to judge an answer to ``best`` (for one card, made
    once per card and trump)."""
    if len(best) != 1:
        return SetContext(best, BEATEN[trump])
    return ONE_CARD_CONTEXTS[trump][best[0]]


def beats_set(cards: Sequence[Card], best: Sequence[Card], trump: str) -> bool:
    """Whether ``cards`` beat ``best`` one to one (a perfect matching exists)."""
    return beats_one_to_one(cards, tuple(best), BEATEN[trump])


def lead_sets(hand: Sequence[Card], same_rank: bool) -> list[tuple[Card, ...]]:
    """Every legal lead: 1+ cards of one suit; with ``same_rank`` also 2+ cards of one rank.

    Each set comes in canonical order, suit by suit (then rank by rank), smaller sets first.
    """
    groups: dict[str, list[Card]] = {}
    for card in canonical(hand):
        groups.setdefault(card.suit, []).append(card)
    if same_rank:
        for card in canonical(hand):
            groups.setdefault("rank" + card.rank, []).append(card)
    sets: list[tuple[Card, ...]] = []
    for key, cards in groups.items():
        smallest = 2 if key.startswith("rank") else 1
        for k in range(smallest, len(cards) + 1):
            sets.extend(combinations(cards, k))
    return sets


def display_key(trump: str) -> dict[Card, tuple[int, int]]:
    """Sort keys for showing a hand: trumps first, then clubs, spades, hearts, diamonds; high first."""
    return DISPLAY[trump]


DISPLAY: dict[str, dict[Card, tuple[int, int]]] = {
    t: {c: (0 if c.suit == t else 1 + SUITS.index(c.suit), -POWER[c.rank]) for c in deck(36)}
    for t in SUITS
}


def hammer_hand(hand: Sequence[Card], trump: str, any_suit: bool) -> bool:
    """A full hand of four trumps (with ``any_suit``: four of any one suit)."""
    if len(hand) != HAND_SIZE:
        return False
    suit = hand[0].suit
    return all(c.suit == suit for c in hand) and (any_suit or suit == trump)


BEAT_ONE: dict[Card, Action] = {c: _action("beat", (c,)) for c in deck(36)}
DISCARD_ONE: dict[Card, Action] = {c: _action("discard", (c,)) for c in deck(36)}
"""The one-card answers of every card (the commonest, made once)."""
ONE_CARD_ANSWERS: tuple[tuple[Callable[[Card], Action], Pool | None], ...] = tuple(
    ({"beat": BEAT_ONE, "discard": DISCARD_ONE}[a.kind].__getitem__, a.pool) for a in ANSWERS
)
"""Each of :data:`ANSWERS` in order: the one-card action of a card, and the answer's pool."""
ONE_CARD_CONTEXTS: dict[str, dict[Card, SetContext]] = {
    t: {c: SetContext((c,), BEATEN[t]) for c in deck(36)} for t in SUITS
}
"""Per trump and card, the context of an answer to that one card (made once)."""

CACHE_LIMIT = 200_000
"""Entries each legal-set table keeps before it starts afresh (a bound on memory)."""

_LEADS: dict[tuple[tuple[Card, ...], bool], tuple[Action, ...]] = {}
_RESPONSES: dict[tuple[tuple[Card, ...], tuple[Card, ...], str], tuple[Action, ...]] = {}


def lead_actions(hand: Sequence[Card], same_rank: bool, memo: bool = True) -> tuple[Action, ...]:
    """The legal leads of ``hand`` (in canonical order), worked out once per hand (kept only
    with ``memo``: a search copy's play-outs meet the same hands again, a public match's
    seldom, and a table of misses costs garbage collection)."""
    key = (tuple(hand), same_rank)
    found = _LEADS.get(key) if memo else None
    if found is None:
        found = tuple(
            _action("play", s) if len(s) > 1 else Action.play(s[0])
            for s in lead_sets(hand, same_rank)
        )
        if memo:
            if len(_LEADS) >= CACHE_LIMIT:
                _LEADS.clear()
            _LEADS[key] = found
    return found


def response_actions(
    hand: Sequence[Card], best: tuple[Card, ...], trump: str, memo: bool = True
) -> tuple[Action, ...]:
    """Every answer of ``hand`` (in canonical order) to the best set ``best``: the sets
    that beat it one to one, then every give-up of as many cards; worked out once (kept
    only with ``memo``, as :func:`lead_actions`)."""
    key = (tuple(hand), best, trump)
    found = _RESPONSES.get(key) if memo else None
    if found is None:
        found = _responses(hand, best, trump)
        if memo:
            if len(_RESPONSES) >= CACHE_LIMIT:
                _RESPONSES.clear()
            _RESPONSES[key] = found
    return found


def _responses(hand: Sequence[Card], best: tuple[Card, ...], trump: str) -> tuple[Action, ...]:
    """The answers of :data:`ANSWERS` in order, by the engine's set rules."""
    found: list[Action] = []
    if len(best) == 1:  # the commonest: one-card answers, from the cards' own actions
        ctx = ONE_CARD_CONTEXTS[trump][best[0]]
        for action_of, pool in ONE_CARD_ANSWERS:
            found += map(action_of, hand if pool is None else pool(hand, ctx))
    else:
        ctx = SetContext(best, BEATEN[trump])
        for answer in ANSWERS:
            kind = answer.kind
            found += [_action(kind, s) for s in answer_sets(hand, ctx, answer)]
    return tuple(found)
