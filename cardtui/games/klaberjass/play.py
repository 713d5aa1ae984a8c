"""The play of the nine tricks (klaberjass.md §5, §4.4).

Duties of the follower, in order (the engine's follow rules,
:mod:`cardtui.engine.trick`): follow the led suit (and, on a trump lead, beat the
led trump when able, ``must_overtrump``); void in the led suit, play a trump;
void in both, any card. The follower wins with a higher card of the led suit or a
trump on a plain lead. Bella (K+Q of trumps) is announced with the first of the
two cards played (``bella_timing = first_card``) or the second.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.engine.trick import legal_cards, refusal_reason
from cardtui.games.klaberjass.follow import follow_rules, lead_context
from cardtui.games.klaberjass.scoring import score_deal
from cardtui.games.klaberjass.state import DECLARE_LATE, PLAY, KlaberjassState
from cardtui.games.klaberjass.tables import (
    DECK,
    LAST_TRICK,
    TRICKS,
    bella_cards,
    points_table,
    power_table,
)

PLAYS: dict[Card, Action] = {c: Action.play(c) for c in DECK}
BELLAS: dict[Card, Action] = {c: Action("bella", (c,)) for c in DECK if c.rank in "KQ"}
PLAYED: tuple[dict[Card, Event], ...] = tuple(
    {c: Event("play", seat, (c,)) for c in DECK} for seat in (0, 1)
)
"""The ``play`` event of every seat and card (events are values: made once)."""
_TRICK_WON: dict[tuple[str, int, Card, Card], Event] = {}


def legal_follows(
    hand: Sequence[Card], led: Card | None, trump: str, overtrump: bool = True
) -> list[Card]:
    """The cards of ``hand`` a player may play to a trick led by ``led`` (``None``: leading)."""
    if led is None:
        return list(hand)
    return legal_cards(hand, lead_context(trump, led), follow_rules(overtrump))


def follower_wins(led: Card, card: Card, trump: str) -> bool:
    """Whether the second card takes the trick (§5)."""
    if card.suit == led.suit:
        power = power_table(trump)
        return power[card] > power[led]
    return card.suit == trump


# --- the phase ----------------------------------------------------------------------


def start_play(m: KlaberjassState) -> list[Event]:
    """The elder leads to the first trick."""
    m.phase, m.leader, m.to_move = PLAY, m.elder, m.elder
    m._legal = None
    return []


def legal_play(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """The cards the follow duties allow, and bella with a king or queen of trumps."""
    hand = m.hands[seat]
    trick = m.trick
    if trick:
        led = trick[0][1]
        cards: Sequence[Card] = legal_cards(hand, lead_context(m.trump, led), m.follow_duties(led))
    else:
        cards = hand
    plays = [PLAYS[c] for c in cards]
    if m.bella_pair[seat] and not m.bella[seat]:
        plays += [BELLAS[c] for c in cards if _may_announce_bella(m, seat, c)]
    return tuple(plays)


def _may_announce_bella(m: KlaberjassState, seat: int, card: Card) -> bool:
    king, queen = bella_cards(m.trump)
    if card is not king and card is not queen:
        return False
    partner = queen if card is king else king
    if m.opts.bella_timing == "second_card":
        return partner in m.played[seat]
    return partner in m.hands[seat]


def play_refusal(m: KlaberjassState, seat: int, action: Action) -> str:
    """Why a card is refused: the follow duties (or no bella with it); ``""`` when the
    action is no card."""
    if action.kind not in ("play", "bella") or len(action.cards) != 1:
        return ""
    hand = m.hands[seat]
    led = m.trick[0][1] if m.trick else None
    reason = None
    if led is not None:
        ctx = lead_context(m.trump, led)
        reason = refusal_reason(action.card, hand, ctx, m.follow_duties(led))
    elif action.card not in hand:
        reason = "card_not_in_hand"
    if reason is None:
        return "no_bella" if action.kind == "bella" else "not_your_choice"
    return reason


def apply_play(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """Play a card (announcing bella with it), then the next turn or the trick's end."""
    card = action.card
    events: list[Event] = []
    if action.kind == "bella":
        m.bella[seat] = True
        king, queen = bella_cards(m.trump)
        m.make_known(seat, [queen if card is king else king])
        events.append(Event("bella", seat, (card,)))
    m.hands[seat].remove(card)
    known = m.known[seat]
    if known and card in known:
        known.remove(card)
    m.played[seat].append(card)
    trick = m.trick
    trick.append((seat, card))
    events.append(PLAYED[seat][card])
    if len(trick) == 1:
        m.to_move = 1 - seat
        return events if m.seq_done else events + _after_lead(m)
    _note_voids(m, seat, trick[0][1], card)
    return events + _close_trick(m)


def _note_voids(m: KlaberjassState, seat: int, led: Card, card: Card) -> None:
    """What the follower's card shows: no higher trump, or no trump at all."""
    trump = m.trump
    if card.suit == led.suit == trump and m.opts.must_overtrump:
        if not follower_wins(led, card, trump):
            m.note_failed_overtrump(seat, led)
    elif card.suit != led.suit and card.suit != trump:
        m.shown_voids[seat].add(trump)


def _after_lead(m: KlaberjassState) -> list[Event]:
    """After a silent elder's first lead, the dealer may still announce (DECL_D_LATE).

    Only while the sequences are unsettled: once settled, the dealer has spoken."""
    first = m.tricks[0] + m.tricks[1] == 0
    if not (first and m.elder_silent and m.seq_winner is None and not _dealer_spoke(m)):
        return []
    d = m.dealer
    if m.runs[d]:
        m.phase = DECLARE_LATE
        return []
    m.seq_winner, m.seq_done = None, True
    return [m.say(d, "silent"), Event("seq_winner", None, (), "none")]


def _dealer_spoke(m: KlaberjassState) -> bool:
    """Whether the dealer has already spoken after the elder's silence."""
    return any(seat == m.dealer for seat, *_ in m.talk)


def _close_trick(m: KlaberjassState) -> list[Event]:
    (leader, led), (follower, card) = m.trick
    winner = follower if follower_wins(led, card, m.trump) else leader
    cards = (led, card)
    table = points_table(m.trump)
    points = table[led] + table[card]
    m.won[winner].extend(cards)
    m.won_points[winner] += points
    m.tricks[winner] += 1
    m.last_trick, m.last_winner = tuple(m.trick), winner
    m.trick = []
    m.leader = m.to_move = winner
    m._legal = None
    key = (m.trump, winner, led, card)
    won = _TRICK_WON.get(key)
    if won is None:
        won = _TRICK_WON[key] = Event("trick_won", winner, cards, str(points))
    events = [won]
    played = m.tricks[0] + m.tricks[1]
    if played == 1:
        events += _show_runs(m)
    if played == TRICKS:
        events.append(Event("last_trick", winner, (), str(LAST_TRICK)))
        events += m.close_deal(score_deal(m))
    return events


def _show_runs(m: KlaberjassState) -> list[Event]:
    """The sequence winner's scored runs are shown once the first trick is complete."""
    winner = m.seq_winner
    if winner is None or not m.runs[winner]:
        return []
    cards = tuple(c for run in m.runs[winner] for c in run.cards)
    m.shown_runs[winner] = cards
    m.make_known(winner, cards)
    value = sum(r.value for r in m.runs[winner])
    m.shown_value[winner] = value
    return [Event("runs_shown", winner, cards, str(value))]
