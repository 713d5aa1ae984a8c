"""The play of the nine tricks (klaberjass.md §5, §4.4).

Duties of the follower, in order: follow the led suit (and, on a trump lead,
beat the led trump when able, ``must_overtrump``); void in the led suit, play a
trump; void in both, any card. The follower wins with a higher card of the led
suit or a trump on a plain lead. Bella (K+Q of trumps) is announced with the
first of the two cards played (``bella_timing = first_card``) or the second.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.games.klaberjass.declarations import bella_cards
from cardtui.games.klaberjass.state import KlaberjassState
from cardtui.games.klaberjass.tables import DECK, LAST_TRICK, TRICKS, card_points, power_table

PLAYS: dict[Card, Action] = {c: Action.play(c) for c in DECK}
BELLAS: dict[Card, Action] = {c: Action("bella", (c,)) for c in DECK if c.rank in "KQ"}


def legal_follows(
    hand: Sequence[Card], led: Card | None, trump: str, overtrump: bool = True
) -> list[Card]:
    """The cards of ``hand`` a player may play to a trick led by ``led`` (``None``: leading)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if c.suit == led.suit]
    if same:
        if led.suit == trump and overtrump:
            power = power_table(trump)
            higher = [c for c in same if power[c] > power[led]]
            return higher or same
        return same
    trumps = [c for c in hand if c.suit == trump]
    return trumps or list(hand)


def refusal(card: Card, hand: Sequence[Card], led: Card | None, trump: str, overtrump: bool) -> str:
    """The reason code for refusing ``card`` (``not_your_choice`` if it is legal)."""
    if card not in hand:
        return "card_not_in_hand"
    if led is None or card in legal_follows(hand, led, trump, overtrump):
        return "not_your_choice"
    if any(c.suit == led.suit for c in hand):
        return "must_overtrump" if card.suit == led.suit else "must_follow_suit"
    return "must_trump"


def follower_wins(led: Card, card: Card, trump: str) -> bool:
    """Whether the second card takes the trick (§5)."""
    if card.suit == led.suit:
        power = power_table(trump)
        return power[card] > power[led]
    return card.suit == trump


class PlayPhase(KlaberjassState):
    """Tricks, bella and the last trick."""

    def _start_play(self) -> list[Event]:
        self.phase, self.leader, self.to_move = "play", self.elder, self.elder
        self._legal = None
        return []

    def _legal_play(self) -> tuple[Action, ...]:
        seat = self.mover
        hand = self.hands[seat]
        led = self.trick[0][1] if self.trick else None
        cards = legal_follows(hand, led, self.trump, bool(self.options["must_overtrump"]))
        plays = [PLAYS[c] for c in cards]
        for card in cards:
            if self._may_announce_bella(seat, card):
                plays.append(BELLAS[card])
        return tuple(plays)

    def _may_announce_bella(self, seat: int, card: Card) -> bool:
        if self.bella[seat] or not self.bella_pair[seat] or card.suit != self.trump:
            return False
        if card.rank not in "KQ":
            return False
        king, queen = bella_cards(self.trump)
        partner = queen if card is king else king
        if self.options["bella_timing"] == "second_card":
            return partner in self.played[seat]
        return partner in self.hands[seat]

    def _apply_play(self, action: Action) -> list[Event]:
        seat = self.mover
        card = action.card
        events: list[Event] = []
        if action.kind == "bella":
            self.bella[seat] = True
            king, queen = bella_cards(self.trump)
            self.make_known(seat, [queen if card is king else king])
            events.append(Event("bella", seat, (card,)))
        self.take_from_hand(seat, card)
        self.played[seat].append(card)
        self.trick.append((seat, card))
        events.append(Event("play", seat, (card,)))
        if len(self.trick) == 1:
            self.to_move = self.other(seat)
            return events + self._after_lead()
        self._note_voids(seat, self.trick[0][1], card)
        return events + self._close_trick()

    def _note_voids(self, seat: int, led: Card, card: Card) -> None:
        """What the follower's card shows: no higher trump, or no trump at all."""
        trump = self.trump
        if card.suit == led.suit == trump and self.options["must_overtrump"]:
            if not follower_wins(led, card, trump):
                self.note_failed_overtrump(seat, led, card)
        elif card.suit != led.suit and card.suit != trump:
            self.shown_voids[seat].add(trump)

    def _after_lead(self) -> list[Event]:
        """After a silent elder's first lead, the dealer may still announce (DECL_D_LATE)."""
        first = self.tricks[0] + self.tricks[1] == 0
        if not (first and self.elder_silent and self.seq_winner is None and not self.talk_closed()):
            return []
        d = self.dealer
        if self.runs[d]:
            self.phase = "declare_late"
            return []
        self.seq_winner, self.seq_done = None, True
        return [self.say(d, "silent"), Event("seq_winner", None, (), "none")]

    def talk_closed(self) -> bool:
        """Whether the dealer has already spoken after the elder's silence."""
        return any(seat == self.dealer for seat, *_ in self.talk)

    def _close_trick(self) -> list[Event]:
        (leader, led), (follower, card) = self.trick
        winner = follower if follower_wins(led, card, self.trump) else leader
        cards = (led, card)
        points = card_points(cards, self.trump)
        self.won[winner].extend(cards)
        self.won_points[winner] += points
        self.tricks[winner] += 1
        self.last_trick, self.last_winner = tuple(self.trick), winner
        self.trick = []
        self.leader = self.to_move = winner
        self._legal = None
        events = [Event("trick_won", winner, cards, str(points))]
        played = self.tricks[0] + self.tricks[1]
        if played == 1:
            events += self._show_runs()
        if played == TRICKS:
            events.append(Event("last_trick", winner, (), str(LAST_TRICK)))
            events += self._end_deal()
        return events

    def _show_runs(self) -> list[Event]:
        """The sequence winner's scored runs are shown once the first trick is complete."""
        winner = self.seq_winner
        if winner is None or not self.runs[winner]:
            return []
        cards = tuple(c for run in self.runs[winner] for c in run.cards)
        self.shown_runs[winner] = cards
        self.make_known(winner, cards)
        value = sum(r.value for r in self.runs[winner])
        self.shown_value[winner] = value
        return [Event("runs_shown", winner, cards, str(value))]
