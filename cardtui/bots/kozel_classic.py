"""A rule-of-thumb bot for classic Kozel («Козёл»), working from the view only.

The rules it follows are the ones a table of good players teaches a beginner:
win a trick with the cheapest card that wins it; give aces and tens to a
partner whose trick is safe; never overtake a partner's safe trick; keep trumps
for tricks worth taking; throw cheap cards when the trick is lost; draw trumps
when holding the top ones; demand a redeal on a poor hand; hand the last trump
over to a partner who holds several.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.facts import facts_as
from cardtui.engine.protocol import View
from cardtui.engine.trick import TRUMP, CardOrder
from cardtui.games.kozel.facts import ClassicPrivate, ClassicPublic

ORDER = CardOrder(
    trumps=parse_cards("QC QS QH QD JC JS JH JD"), trump_suit="D", suit_ranks="ATK987"
)
"""The game's card order (bots see views, not the game module, so it is restated here)."""
DECK: frozenset[Card] = frozenset(deck(32))
POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in DECK}
SUIT: dict[Card, str] = {c: ORDER.suit[c] for c in DECK}
TRUMPS: tuple[Card, ...] = ORDER.trumps
KEEP: dict[Card, int] = {c: len(TRUMPS) - i for i, c in enumerate(TRUMPS)}
"""How much a trump is worth keeping: Q♣ 14 down to 7♦ 1; plain cards 0."""
POINT_CARD = 10
"""A trick holding this many points is worth a trump."""


def _is_trump(card: Card) -> bool:
    return SUIT[card] == TRUMP


def _cost(card: Card) -> tuple[int, int, int]:
    """What a card costs to throw away: its points, its trump value, its rank."""
    return (POINTS[card], KEEP.get(card, 0), ORDER.power[card])


def _best(plays: Sequence[tuple[int, Card]]) -> tuple[int, Card]:
    seat = ORDER.winner(plays)
    return seat, next(c for s, c in plays if s == seat)


class KozelClassicBot:
    """Plays every decision of ``kozel_classic`` by simple, sound rules."""

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal``."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        decide = getattr(self, "_" + view.phase, None)
        action: Action | None = decide(view, rng) if decide is not None else None
        return action if action in legal and action is not None else rng.choice(legal)

    # --- decisions before play ------------------------------------------------

    def _boast_offer(self, view: View, rng: random.Random) -> Action:
        """Boasting is a gamble before seeing a card; a normal deal lets the team choose."""
        return Action("pass")

    def _boast_draw(self, view: View, rng: random.Random) -> Action:
        """The boaster leads his strongest blank; his partner gives points; opponents save."""
        drawn = facts_as(view.private, ClassicPrivate).drawn or ()
        boaster = facts_as(view.public, ClassicPublic).boaster
        seat = view.seat if view.seat is not None else 0
        position = (seat - boaster) % 4 if isinstance(boaster, int) else 1
        if position == 0:
            card = max(drawn, key=lambda c: (ORDER.power[c], POINTS[c]))
        elif position == 2:
            card = max(drawn, key=lambda c: (POINTS[c], -ORDER.power[c]))
        else:
            card = min(drawn, key=_cost)
        return Action.play(card)

    def _mirror_cut(self, view: View, rng: random.Random) -> Action:
        return rng.choice(view.legal)

    def _redeal_check(self, view: View, rng: random.Random) -> Action:
        """Demand on a poor hand; never the third demand when it costs the own team."""
        seat = view.seat if view.seat is not None else 0
        dealer_team = (view.dealer or 0) % 2
        if facts_as(view.public, ClassicPublic).redeals >= 2 and seat % 2 == dealer_team:
            return Action("pass")
        trumps = [c for c in view.hand if _is_trump(c)]
        strong = len(trumps) >= 4 and any(c.rank == "Q" for c in trumps)
        return Action("pass") if strong else Action("demand")

    def _handoff_offer(self, view: View, rng: random.Random) -> Action:
        """One trump is little use alone; in the partner's hand it joins the others."""
        return Action("offer")

    def _handoff_answer(self, view: View, rng: random.Random) -> Action:
        trumps = sum(1 for c in view.hand if _is_trump(c))
        return Action("accept") if trumps >= 2 else Action("refuse")

    def _handoff_give(self, view: View, rng: random.Random) -> Action:
        """Give a cheap card from the shortest plain suit (it helps make a void)."""
        gifts = [a.cards[0] for a in view.legal]
        length = {s: sum(1 for c in view.hand if SUIT[c] == s) for s in "CSH"}

        def key(card: Card) -> tuple[int, int, int, int]:
            return (length.get(SUIT[card], 99), *_cost(card))

        return Action("give", (min(gifts, key=key),))

    def _lead_select(self, view: View, rng: random.Random) -> Action:
        """Lead himself with a strong hand (many trumps and aces), else let the partner lead."""
        trumps = [c for c in view.hand if _is_trump(c)]
        aces = sum(1 for c in view.hand if c.rank == "A" and not _is_trump(c))
        high = sum(1 for c in trumps if c.rank == "Q")
        strong = len(trumps) + aces + high >= 5
        return Action.choice("lead", "self" if strong else "partner")

    # --- play -------------------------------------------------------------------

    def _play(self, view: View, rng: random.Random) -> Action:
        table = _Table(view)
        card = table.lead() if not table.trick else table.follow()
        return Action.play(card)


class _Table:
    """What one seat knows at its turn to play, and the rules of thumb over it."""

    def __init__(self, view: View) -> None:
        self.seat = view.seat if view.seat is not None else 0
        self.partner = (self.seat + 2) % 4
        self.hand = list(view.hand)
        self.legal = [a.cards[0] for a in view.legal]
        self.trick: list[tuple[int, Card]] = [
            (p.seat, p.card) for p in view.trick if p.card is not None
        ]
        public = facts_as(view.public, ClassicPublic)
        self.voids: Sequence[Sequence[str]] = public.voids or ((), (), (), ())
        self.suits_led: Sequence[str] = public.suits_led
        self.trick_number: int = public.trick_number
        seen = set(public.played) | set(self.hand) | {c for _, c in self.trick}
        self.unseen = DECK - seen

    # --- knowledge ---

    def after_me(self) -> list[int]:
        """Seats still to play in this trick after this one."""
        return [(self.seat + i) % 4 for i in range(1, 4 - len(self.trick))]

    def beaten_by_unseen(self, card: Card, led: str) -> bool:
        """Whether some unseen card would take ``card`` in a trick led in ``led``."""
        return any(ORDER.beats(c, card, led) for c in self.unseen)

    def safe(self, card: Card, led: str) -> bool:
        """Whether ``card`` is likely to hold against the opponents still to play."""
        for seat in self.after_me():
            if seat % 2 == self.seat % 2:
                continue
            void = self.voids[seat]
            if _is_trump(card):
                if TRUMP not in void and any(
                    _is_trump(c) and ORDER.power[c] > ORDER.power[card] for c in self.unseen
                ):
                    return False
                continue
            higher = any(SUIT[c] == led and ORDER.power[c] > ORDER.power[card] for c in self.unseen)
            if led not in void and higher:
                return False
            followers = sum(1 for c in self.unseen if SUIT[c] == led)
            may_trump = TRUMP not in void and any(_is_trump(c) for c in self.unseen)
            if may_trump and (led in void or followers < 2):
                return False
        return True

    def top_trump_mine(self) -> bool:
        mine = [c for c in self.hand if _is_trump(c)]
        if not mine:
            return False
        top = max(mine, key=ORDER.power.__getitem__)
        return not any(_is_trump(c) and ORDER.power[c] > ORDER.power[top] for c in self.unseen)

    # --- leading ---

    def lead(self) -> Card:
        legal = self.legal
        trumps = [c for c in legal if _is_trump(c)]
        opponents = ((self.seat + 1) % 4, (self.seat + 3) % 4)
        opponents_have_trumps = any(_is_trump(c) for c in self.unseen) and not all(
            TRUMP in self.voids[o] for o in opponents
        )
        if len(trumps) >= 3 and self.top_trump_mine() and opponents_have_trumps:
            return max(trumps, key=ORDER.power.__getitem__)
        masters = [
            c
            for c in legal
            if not _is_trump(c)
            and POINTS[c] >= POINT_CARD
            and not any(TRUMP not in self.voids[o] and SUIT[c] in self.voids[o] for o in opponents)
            and not any(SUIT[u] == SUIT[c] and ORDER.power[u] > ORDER.power[c] for u in self.unseen)
            and (SUIT[c] not in self.suits_led or c.rank == "A")
        ]
        if masters:
            return max(masters, key=lambda c: POINTS[c])
        partner_void = self.voids[self.partner]
        if TRUMP not in partner_void:
            for card in sorted(legal, key=_cost):
                if not _is_trump(card) and SUIT[card] in partner_void and POINTS[card] < POINT_CARD:
                    return card
        plain = [c for c in legal if not _is_trump(c) and POINTS[c] < POINT_CARD]
        if plain:
            return min(plain, key=_cost)
        return min(legal, key=_cost)

    # --- following ---

    def follow(self) -> Card:
        led = SUIT[self.trick[0][1]]
        best_seat, best = _best(self.trick)
        points = sum(POINTS[c] for _, c in self.trick)
        last = len(self.trick) == 3
        winners = [c for c in self.legal if ORDER.beats(c, best, led)]
        if best_seat == self.partner and (last or self.safe(best, led)):
            return self.give(partner_wins=True)
        safe_winners = [c for c in winners if last or self.safe(c, led)]
        if safe_winners:
            card = min(safe_winners, key=lambda c: (KEEP.get(c, 0), ORDER.power[c]))
            if self.worth_winning(card, led, points):
                return card
        if best_seat != self.partner and winners and points >= POINT_CARD and not last:
            card = max(winners, key=ORDER.power.__getitem__)
            if not _is_trump(card) or KEEP[card] <= 8:
                return card
        return self.give(partner_wins=False)

    def worth_winning(self, card: Card, led: str, points: int) -> bool:
        """Plain winners always; a trump on a plain lead only for a trick worth it."""
        if not _is_trump(card) or led == TRUMP:
            return True
        total = points + POINTS[card]
        trumps = sum(1 for c in self.hand if _is_trump(c))
        return total >= 4 or trumps >= 4 or self.trick_number >= 6

    def give(self, partner_wins: bool) -> Card:
        """Smear points on the partner's trick, or throw the cheapest card."""
        if partner_wins:
            plain = [c for c in self.legal if not _is_trump(c)]
            if plain:
                return max(plain, key=lambda c: (POINTS[c], -ORDER.power[c]))
            return max(self.legal, key=lambda c: POINTS[c] - 2 * KEEP[c])
        return min(self.legal, key=_cost)


SIMPLE_BOT = KozelClassicBot
"""The simple bot of ``kozel_classic`` (found by ``make_bot`` under the game id or family)."""
