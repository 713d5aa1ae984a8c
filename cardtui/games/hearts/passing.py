"""Passing cards: a simultaneous hidden choice of ``k`` cards, collected and revealed together.

The legal choices of one seat are every ``k``-card subset of its hand (286 for 3 of
13). :class:`PassChoices` is a lazy sequence of them, so random play-outs never build
all the actions: ``len``, indexing and ``in`` work without materialising the list.

The passing phase of the Hearts core (:data:`PASSING_PHASE`): every seat in turn,
eldest first, chooses its cards face down; nothing moves until all have chosen, then
every pass is revealed to its giver and receiver at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations
from typing import overload

from cardtui.engine.actions import Action, LazyActions
from cardtui.engine.cards import Card
from cardtui.engine.phases import Phase
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.values import Event
from cardtui.games.hearts.facts import PassPrivate
from cardtui.games.hearts.state import HeartsState

PASS_CARDS = "pass_cards"
"""Action kind of a pass: the chosen cards, sorted canonically."""


@cache
def _subsets(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))


class PassChoices(LazyActions):
    """Every ``k``-card pass from ``hand``, built on demand."""

    __slots__ = ("_index", "hand", "k")

    def __init__(self, hand: Sequence[Card], k: int) -> None:
        self.hand = tuple(hand)
        self.k = k
        self._index = _subsets(len(self.hand), k)

    def __len__(self) -> int:
        return len(self._index)

    def kinds(self) -> frozenset[str]:
        """Passes only (none when there is nothing to pass)."""
        return frozenset({PASS_CARDS}) if self._index else frozenset()

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if isinstance(i, slice):
            return tuple(self._make(ix) for ix in self._index[i])
        return self._make(self._index[i])

    def _make(self, ix: tuple[int, ...]) -> Action:
        hand = self.hand
        return pass_action(tuple(hand[j] for j in ix))

    def of(self, cards: Sequence[Card]) -> Action:
        """The pass of these ``k`` cards of the hand, the same action the list holds."""
        return self._make(tuple(sorted(map(self.hand.index, cards))))

    def __iter__(self) -> Iterator[Action]:
        for ix in self._index:
            yield self._make(ix)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action) or action.kind != PASS_CARDS:
            return False
        cards = action.cards
        return (
            len(cards) == self.k
            and len(set(cards)) == self.k
            and all(c in self.hand for c in cards)
            and pass_action(cards) is action  # the canonical order only, as in the list
        )


_PASSES: dict[tuple[Card, ...], Action] = {}


def pass_action(cards: Sequence[Card]) -> Action:
    """The pass of ``cards`` (in canonical order, like a multi-card play)."""
    key = tuple(cards)
    action = _PASSES.get(key)
    if action is None:
        ordered = Action.play(*key).cards if len(key) > 1 else key
        action = _PASSES[key] = Action(PASS_CARDS, ordered)
    return action


def pass_target(seat: int, offset: int, num_seats: int) -> int:
    """The seat that receives ``seat``'s cards when passing ``offset`` places to the left."""
    return (seat + offset) % num_seats


def pass_choices(match: HeartsState, seat: int) -> Sequence[Action]:
    """Every pass of ``match.pass_count`` cards from the seat's hand."""
    return PassChoices(match.hands[seat], match.pass_count)


def choose_pass(match: HeartsState, seat: int, action: Action) -> list[Event]:
    """Put the chosen cards aside face down; reveal every pass once all have chosen."""
    cards = action.cards
    hand = match.hands[seat]
    for card in cards:
        hand.remove(card)
    match.passing[seat] = list(cards)
    events = [Event("pass_chosen", seat, cards, to=frozenset({seat}))]
    nxt = (seat + 1) % match.num_seats
    if match.passing[nxt]:
        return events + reveal_passes(match)
    match.to_move = nxt
    return events


def reveal_passes(match: HeartsState) -> list[Event]:
    """Every seat has chosen: move all the passes at once, then open the play."""
    n = match.num_seats
    events: list[Event] = []
    key = match._sort_key.__getitem__
    for seat in range(n):
        target = pass_target(seat, match.offset, n)
        cards = tuple(match.passing[seat])
        match.passed[seat] = cards
        match.received[target] = cards
        match.hands[target].extend(cards)
        match.passing[seat] = []
        events.append(Event("pass_cards", seat, cards, str(target), to=frozenset({seat, target})))
    for hand in match.hands:
        hand.sort(key=key)
    return events + match.before_play()


def pass_refusal(match: HeartsState, seat: int, action: Action) -> str:
    """Why a pass is refused: not a pass, the wrong number of cards, or not in hand."""
    if action.kind != PASS_CARDS:
        return "pass_first"
    if len(action.cards) != match.pass_count:
        return "pass_count"
    return "card_not_in_hand"


PASSING_PHASE = Phase(legal=pass_choices, apply=choose_pass, refusal=pass_refusal)
"""The passing phase (``pass_cards``) of the Hearts core's phase table."""


# --- what a seat knows of the passes ------------------------------------------------------


def pass_facts(match: HeartsState, seat: int) -> PassPrivate:
    """What only ``seat`` sees: the pass it chose, gave and received (its private facts)."""
    n = match.num_seats
    offset = match.offset
    return PassPrivate(
        passing=tuple(match.passing[seat]),
        passed=match.passed[seat],
        pass_to=pass_target(seat, offset, n) if offset else None,
        received=match.received[seat],
        received_from=(seat - offset) % n if offset else None,
    )


def conceal_passes(match: HeartsState, seat: int) -> None:
    """On a template: forget the passes ``seat`` did not give or receive."""
    n = match.num_seats
    passed: list[tuple[Card, ...]] = [() for _ in range(n)]
    received: list[tuple[Card, ...]] = [() for _ in range(n)]
    passed[seat] = match.passed[seat]
    received[seat] = match.received[seat]
    if match.offset:
        target = pass_target(seat, match.offset, n)
        source = (seat - match.offset) % n
        passed[source] = match.passed[source]
        if match.received[target]:
            received[target] = match.received[target]
    match.passed, match.received = passed, received


def passed_facts(match: HeartsState, seat: int) -> ZoneFacts:
    """The cards ``seat`` passed and has not seen played are in the receiver's hand."""
    facts = ZoneFacts()
    if match.passed[seat] and match.offset:
        target = pass_target(seat, match.offset, match.num_seats)
        if target != seat:
            held = [c for c in match.passed[seat] if c in match.hands[target]]
            if held:
                facts.pin(f"hand{target}", *held)
    return facts
