"""Simple rule-based bot for 24-card Kozel (``kozel_24``); it sees only the view.

Play: follow, win cheaply, give points to a partner who holds the trick, keep
the 6♣ to catch the opponents' Q♣ («поймать даму треф»), and never put its own
Q♣ where an opponent's 6♣ can still fall on it when another card will do.
Pre-play: calls the no-queens redeal, always exchanges a single trump, gives
back a short low card. Signals are honest (see the rulebook's convention):
:func:`signal_is_true` says what each phrase means, and every bot level filters
its choices through :func:`cardtui.bots.honesty.truthful`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtui.bots.honesty import honest_view
from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import View
from cardtui.engine.trick import TRUMP, CardOrder
from cardtui.games.kozel.facts import Kozel24Private, Kozel24Public

TRUMPS: tuple[Card, ...] = parse_cards("6C QC QS QH QD JC JS JH JD AC TC KC")
ORDER = CardOrder(trumps=TRUMPS, suit_ranks="ATK6", suits="SHD")
DECK = frozenset(deck(ranks="ATKQJ6"))
SIX_CLUBS = Card.parse("6C")
QUEEN_CLUBS = Card.parse("QC")
QUEENS = frozenset(parse_cards("QC QS QH QD"))
POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in DECK}
BIG_TRICK = 10
"""Card points on the table that are worth spending a top trump on."""


def _trump(card: Card) -> bool:
    return ORDER.suit[card] == TRUMP


def _power(card: Card) -> int:
    return ORDER.power[card]


def _is_partner(a: int, b: int) -> bool:
    return a % 2 == b % 2


class _Situation:
    """What the bot knows at its turn, computed from the view once."""

    def __init__(self, view: View) -> None:
        assert view.seat is not None
        self.seat = view.seat
        self.hand = list(view.hand)
        self.public = facts_as(view.public, Kozel24Public)
        self.trick = [(p.seat, p.card) for p in view.trick if p.card is not None]
        seen = set(self.hand) | set(self.public.played) | {c for _, c in self.trick}
        exchange = facts_as(view.private, Kozel24Private).exchange
        self.partner_known: set[Card] = {exchange["gave"]} if exchange else set()
        self.unseen = DECK - seen - self.partner_known
        after = 3 - len(self.trick)
        self.opponents_after = any(
            not _is_partner(self.seat, (self.seat + k) % 4) for k in range(1, after + 1)
        )

    def six_threat(self) -> bool:
        """An opponent may still drop the 6♣ on our Q♣ in this trick."""
        if any(c is SIX_CLUBS and not _is_partner(s, self.seat) for s, c in self.trick):
            return True
        return SIX_CLUBS in self.unseen and self.opponents_after

    def keep_six(self) -> bool:
        """Hold the 6♣ back while the Q♣ may still be caught."""
        return SIX_CLUBS in self.hand and QUEEN_CLUBS in self.unseen

    def safe(self, cards: Sequence[Card]) -> list[Card]:
        """Cards that neither expose our Q♣ nor waste the catching 6♣ (if others remain)."""
        kept = [c for c in cards if not (c is QUEEN_CLUBS and self.six_threat())]
        kept = kept or list(cards)
        spared = [c for c in kept if not (c is SIX_CLUBS and self.keep_six())]
        return spared or kept

    def sure(self, card: Card) -> bool:
        """No unseen card can beat ``card`` in its group (voids and trumping aside)."""
        group = ORDER.suit[card]
        return all(ORDER.suit[u] != group or _power(u) < _power(card) for u in self.unseen)

    def winning(self) -> tuple[int, Card]:
        led = ORDER.suit[self.trick[0][1]]
        best_seat, best = self.trick[0]
        for seat, card in self.trick[1:]:
            if ORDER.beats(card, best, led):
                best_seat, best = seat, card
        return best_seat, best


class Kozel24Bot:
    """Rule-based player for ``kozel_24``."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal``, never a false signal."""
        view = honest_view(view)
        legal = view.legal
        kinds = {a.kind: a for a in legal}
        if "call_redeal" in kinds:
            return kinds["call_redeal"]
        if "exchange" in kinds:
            return kinds["exchange"]
        if "give" in kinds:
            return self._give(view)
        signal = self._signal(view)
        if signal is not None:
            return signal
        plays = [a.card for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        if len(plays) == 1:
            return Action.play(plays[0])
        situation = _Situation(view)
        card = self._follow(situation, plays) if situation.trick else self._lead(situation, plays)
        return Action.play(card)

    # --- pre-play -----------------------------------------------------------

    def _give(self, view: View) -> Action:
        """A non-trump from the shortest suit, cheapest first; else the lowest trump."""
        cards = [a.card for a in view.legal if a.kind == "give"]
        hand = view.hand
        if all(_trump(c) for c in cards):
            return Action("give", (min(cards, key=_power),))

        def key(card: Card) -> tuple[int, int]:
            length = sum(1 for c in hand if ORDER.suit[c] == ORDER.suit[card])
            return (length, POINTS[card])

        return Action("give", (min(cards, key=key),))

    # --- signals (honest convention) ----------------------------------------

    def _signal(self, view: View) -> Action | None:
        offered = {a.value: a for a in view.legal if a.kind == "signal"}
        if not offered or view.seat is None:
            return None
        signals = facts_as(view.public, Kozel24Public).signals
        posted = {s["code"] for s in signals if s["seat"] == view.seat}
        for code in _true_signals(view):
            if code in offered and code not in posted:
                return offered[code]
        return None

    # --- play ---------------------------------------------------------------

    def _lead(self, s: _Situation, cards: list[Card]) -> Card:
        choices = s.safe(cards)
        trumps = [c for c in choices if _trump(c)]
        plain = [c for c in choices if not _trump(c)]
        sure_trumps = [c for c in trumps if s.sure(c) and c is not SIX_CLUBS]
        if sure_trumps and any(_trump(u) for u in s.unseen):
            return max(sure_trumps, key=_power)
        aces = [c for c in plain if s.sure(c)]
        if aces:
            return max(aces, key=lambda c: POINTS[c])
        if trumps and _partner_signalled(s, "strong_trumps"):
            return min(trumps, key=_power)
        if plain:
            return min(plain, key=lambda c: (POINTS[c], _power(c)))
        return min(choices, key=_power)

    def _follow(self, s: _Situation, cards: list[Card]) -> Card:
        queen_played_by_opponent = any(
            c is QUEEN_CLUBS and not _is_partner(seat, s.seat) for seat, c in s.trick
        )
        if queen_played_by_opponent and SIX_CLUBS in cards:
            return SIX_CLUBS
        choices = s.safe(cards)
        best_seat, best = s.winning()
        led = ORDER.suit[s.trick[0][1]]
        if _is_partner(best_seat, s.seat) and (not s.opponents_after or s.sure(best)):
            return max(choices, key=lambda c: (POINTS[c], not _trump(c), -_power(c)))
        winners = [c for c in choices if ORDER.beats(c, best, led)]
        at_stake = sum(POINTS[c] for _, c in s.trick)
        sure = [c for c in winners if not s.opponents_after or s.sure(c)]
        if sure and (at_stake > 0 or not s.opponents_after):
            return min(sure, key=lambda c: (_power(c), POINTS[c]))
        if winners and at_stake >= BIG_TRICK:
            return min(winners, key=_power)
        return min(choices, key=lambda c: (POINTS[c], _trump(c), _power(c)))


def _partner_signalled(s: _Situation, code: str) -> bool:
    partner = (s.seat + 2) % 4
    return any(x["seat"] == partner and x["code"] == code for x in s.public.signals)


STRONG_TRUMPS = 4
"""Trumps that make a hand «strong» without the 6♣ or two queens."""


def _led_count(view: View) -> int | None:
    """Cards of the led (effective) suit in the hand, or ``None`` before a lead."""
    led = view.trick[0].card if view.trick else None
    if led is None:
        return None
    return sum(1 for c in view.hand if ORDER.suit[c] == ORDER.suit[led])


def signal_is_true(view: View, code: str) -> bool:
    """Whether the signal ``code`` is true of the hand in ``view`` (the rulebook's meanings).

    ``no_trumps``: no trump in hand; ``strong_trumps``: the 6♣, two queens, or four
    or more trumps; ``more_of_suit``: a card has been led and the hand holds two or
    more of its suit, so some remain after this trick.
    """
    trumps = [c for c in view.hand if _trump(c)]
    if code == "no_trumps":
        return not trumps
    if code == "strong_trumps":
        return SIX_CLUBS in trumps or len(QUEENS & set(trumps)) >= 2 or len(trumps) >= STRONG_TRUMPS
    if code == "more_of_suit":
        count = _led_count(view)
        return count is not None and count >= 2
    return False


def _true_signals(view: View) -> Iterable[str]:
    """Signals this bot posts, in order of preference: true ones, «trailer» only to a
    partner who led a plain suit."""
    for code in ("no_trumps", "strong_trumps"):
        if signal_is_true(view, code):
            yield code
    if view.trick and view.seat is not None:
        lead = view.trick[0]
        led_card = lead.card
        partner_led_plain = (
            lead.seat == (view.seat + 2) % 4 and led_card is not None and not _trump(led_card)
        )
        if partner_led_plain and signal_is_true(view, "more_of_suit"):
            yield "more_of_suit"


SIMPLE_BOT = Kozel24Bot
"""The simple bot of ``kozel_24`` (found by ``make_bot`` under the game id or family)."""
