"""Why cards are not playable now: the refused cards of the current decision, grouped
by the game's own refusal reason (the codes of ``Match.explain_illegal``).

The table shows this as one line ("7♠ 9♠: you must follow clubs; A♦: an ace of a suit
not led yet may not be discarded"); the words are the UI's, from ``ui.why.<code>`` and
``reason.<code>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Match

CARD_KINDS: tuple[str, ...] = ("play", "give", "beat")
"""Kinds of one-card actions whose refused cards are explained (first found wins)."""
SILENT: frozenset[str] = frozenset({"card_not_in_hand", "not_your_choice", "card_not_drawn"})
"""Reason codes that explain nothing about the card (it is not a card choice now)."""
MAX_LEGAL = 120
"""A decision with more choices (a pass of three cards from thirteen) is not a card play."""


@dataclass(frozen=True)
class Refusal:
    """Cards refused for the same reason."""

    reason: str
    """The game's reason code (``must_follow_suit``, ``hearts_not_broken``...)."""
    cards: tuple[Card, ...]
    suit: str | None = None
    """For ``must_follow_suit``: the suit that must be followed, when known (``T`` for
    trumps where trumps form a suit of their own)."""


def _probe(kind: str, card: Card) -> Action:
    return Action.play(card) if kind == "play" else Action(kind, (card,))


def card_kind(legal: Sequence[Action]) -> str | None:
    """The kind of one-card action the decision is made with, if any."""
    kinds = {a.kind for a in legal if len(a.cards) == 1}
    return next((k for k in CARD_KINDS if k in kinds), None)


def led_suit(match: Match) -> str | None:
    """The suit the seat to move must follow, when the game says or the trick shows it."""
    duty = match.follow_duty()
    if duty is not None:
        return duty[0]
    view = match.plain_view(match.current_seat)
    if not view.trick or view.trump:  # with trumps, the led card's suit may not be its own
        return None
    first = view.trick[0].card
    return None if first is None or first.is_joker else first.suit


def refusals(match: Match) -> tuple[Refusal, ...]:
    """The cards of the seat to move that cannot be played now, grouped by reason (hand
    order); empty when every card may be played or the decision is not a card play."""
    seat = match.current_seat
    if seat is None:
        return ()
    legal = match.legal_actions()
    if len(legal) > MAX_LEGAL:
        return ()
    kind = card_kind(legal)
    if kind is None:
        return ()
    allowed = set(legal)
    groups: dict[str, list[Card]] = {}
    for card in match.plain_view(seat).hand:
        probe = _probe(kind, card)
        if probe in allowed:
            continue
        reason = match.explain_illegal(probe)
        if reason not in SILENT:
            groups.setdefault(reason, []).append(card)
    suit = led_suit(match) if "must_follow_suit" in groups else None
    return tuple(
        Refusal(reason, tuple(cards), suit if reason == "must_follow_suit" else None)
        for reason, cards in groups.items()
    )
