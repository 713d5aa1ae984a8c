"""Doppelkopf (Двойная голова), the seed's classic variant.

Spec: ``shared/rules/doppelkopf.md``. Four players, a doubled 24-card pack (48
cards, 40 with ``no_nines``). The two holders of a queen of clubs («старушки»,
the old women) play together against the other two, but nobody is told who the
second old woman is: she shows herself by playing her Q♣. The first old woman
after the dealer is the declarer: she names the trump suit (♦ by default) and
orders the game type (normal, schneider, schwarz). One player holding both Q♣
is a wedding: the first other trick winner of the first tricks becomes the
partner. Options add solos (1 vs 3), foxes, the old-women penalty and the J♣
last-trick bonus.

Scores are kept per player in integer half-points (the ledger, §6.7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_POINTS, Card, deck, parse_cards
from cardtui.engine.chance import Chance
from cardtui.engine.errors import OptionError
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionSpec, OptionValue, validate_options
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import register
from cardtui.engine.score import seat_points
from cardtui.engine.trick import MUST_FOLLOW, CardOrder, TrickContext, refusal_reason
from cardtui.engine.unseen import ZoneFacts
from cardtui.games.doppelkopf_score import settlement_lines
from cardtui.games.doppelkopf_sheet import DoppelkopfSheet

GAME_ID = "doppelkopf"
SEATS = 4

OLD_WOMAN = Card("Q", "C")
"""«старушка»: the queen of clubs; its two holders form the declaring team."""
FOX = Card("A", "D")
"""«лиса»: the ace of diamonds (option ``fox_hunt``)."""
JACK_OF_CLUBS = Card("J", "C")
DULLE = Card("T", "H")
"""The German top trump (option ``dulle``)."""

QUEENS_AND_JACKS: tuple[Card, ...] = parse_cards("QC QS QH QD JC JS JH JD")
PLAIN_RANKS = "ATK9"
"""Plain suits and the trump suit below the jacks: A > 10 > K > 9 (DK-D3)."""
BIG_SOLO_RANKS = "ATKQJ9"
"""Big solo: no trumps, every suit A > 10 > K > Q > J > 9 (DK-D19)."""
DRAW_RANKS = "ATKQJ9"
"""Rank order of the dealer draw; the lowest card deals (DK-D21)."""

DEFAULT_TRUMP = "D"
TRUMP_CHOICES = "DCSH"
"""``trump:<suit>`` values, ♦ (keep the default) first."""
SOLO_CHOICES: tuple[str, ...] = ("trump", "C", "S", "H")
"""``solo:<value>``: trump solo (♦), suit solo with ♣/♠/♥; ``big`` is added by option."""
LEVELS: tuple[str, ...] = ("normal", "schneider", "schwarz")
"""Order levels («заказ»): обычная игра, шнайдер, шварц."""

WIN_PREMIUM = {"normal": 5, "schneider": 10, "schwarz": 15}
LOSS_PREMIUM = {"normal": 10, "schneider": 20, "schwarz": 25}
WIN_THRESHOLD = 121
SCHNEIDER_LIMIT = 31
TRUMP_SOLO_PREMIUM = 50
DEAL_POINTS = 240

SOLO_KINDS = frozenset({"trump_solo", "suit_solo", "big_solo"})
PACKETS = {False: (4, 4, 4), True: (3, 4, 3)}
"""Packet sizes per round, keyed by ``no_nines``."""

PHASE_SOLO = "solo_ask"
PHASE_TRUMP = "name_trump"
PHASE_ORDER = "order_game"
PHASE_PLAY = "play"
PHASE_OVER = "over"

HEALTHY = Action.choice("healthy")
"""«здоров»: no solo wanted."""

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("no_nines", "bool", False),
    OptionSpec("fox_hunt", "bool", False),
    OptionSpec("fox_bonus", "int", 20, minimum=0, maximum=1000),
    OptionSpec("old_women_one_trick", "bool", False),
    OptionSpec("old_women_penalty", "int", 30, minimum=0, maximum=1000),
    OptionSpec("jack_of_clubs_last_trick", "bool", False),
    OptionSpec("jack_of_clubs_bonus", "int", 20, minimum=0, maximum=1000),
    OptionSpec("solos", "bool", False),
    OptionSpec("big_solo", "bool", False),
    OptionSpec("suit_solo_premium", "int", 50, minimum=0, maximum=1000),
    OptionSpec("wedding_window_tricks", "int", 3, minimum=1, maximum=3),
    OptionSpec("first_lead", "choice", "declarer", choices=("declarer", "forehand")),
    OptionSpec("dulle", "bool", False),
    OptionSpec("match_deals", "int", 8, minimum=4, maximum=400),
)


# --- card order and points ---------------------------------------------------


@cache
def card_order(trump_suit: str | None, dulle: bool = False) -> CardOrder:
    """The trick order: queens, jacks, then the trump suit; ``None`` is the trumpless big solo."""
    if trump_suit is None:
        return CardOrder(suit_ranks=BIG_SOLO_RANKS)
    trumps = ((DULLE,) if dulle else ()) + QUEENS_AND_JACKS
    return CardOrder(trumps=trumps, trump_suit=trump_suit, suit_ranks=PLAIN_RANKS)


_POINTS: dict[Card, int] = {c: STANDARD_POINTS.get(c.rank, 0) for c in deck(24)}


def points(cards: Sequence[Card]) -> int:
    """Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0."""
    return sum([_POINTS[c] for c in cards])


def legal_cards(hand: Sequence[Card], led: Card | None, order: CardOrder) -> list[Card]:
    """Distinct cards of ``hand`` that may be played on ``led`` (``None``: leading).

    Follow the led effective suit when able; otherwise any card (no duty to trump).
    """
    if led is None:
        return list(dict.fromkeys(hand))
    suit = order.suit
    led_suit = suit[led]
    same = [c for c in hand if suit[c] == led_suit]
    return list(dict.fromkeys(same or hand))


def draw_dealer(cards: Sequence[Card]) -> tuple[int, list[list[tuple[int, Card]]]]:
    """The first dealer from cards drawn off a shuffled pack (DK-D21).

    Seats draw in order 0..3; the lowest card (A 10 K Q J 9) deals; tied players
    draw again, in seat order, from the rest of the pack. Returns the dealer and
    the draw rounds. If the pack runs out (never in practice) the first tied seat deals.
    """
    rounds: list[list[tuple[int, Card]]] = []
    drawing = list(range(SEATS))
    pos = 0
    while len(drawing) > 1 and pos + len(drawing) <= len(cards):
        draw = [(seat, cards[pos + i]) for i, seat in enumerate(drawing)]
        pos += len(drawing)
        rounds.append(draw)
        low = max(DRAW_RANKS.index(c.rank) for _, c in draw)
        drawing = [seat for seat, c in draw if DRAW_RANKS.index(c.rank) == low]
    return drawing[0], rounds


_PLAY: dict[Card, Action] = {c: Action.play(c) for c in set(deck(24))}
"""One ``play`` action per distinct card, built once (the hot path of playouts)."""


def match_deck(no_nines: bool) -> list[Card]:
    """The 48-card pack (40 without nines), unshuffled."""
    return deck(ranks="ATKQJ" if no_nines else "ATKQJ9", copies=2)


# --- settlement --------------------------------------------------------------


@dataclass(frozen=True)
class Settlement:
    """The money side of one deal (§6.6): totals, net amount, win and level."""

    won: bool
    """The declaring side took at least 121 card points."""
    level_reached: bool
    s_d: int
    s_o: int
    amount: int
    """``A = S_D - S_O``: positive, the opponents pay; negative, the declaring side pays."""


def settle(
    kind: str,
    level: str,
    p_d: int,
    tricks_o: int,
    bonus_d: int = 0,
    bonus_o: int = 0,
    suit_solo_premium: int = 50,
) -> Settlement:
    """Totals and net amount of a deal from the declaring side's card points ``p_d``."""
    p_o = DEAL_POINTS - p_d
    reached = {
        "normal": True,
        "schneider": p_o <= SCHNEIDER_LIMIT,
        "schwarz": tricks_o == 0,
    }[level]
    won = p_d >= WIN_THRESHOLD
    s_d, s_o = p_d + bonus_d, p_o + bonus_o
    if won:
        premium = WIN_PREMIUM[level] if reached else 0
        if kind == "big_solo":
            s_d = 2 * (p_d + premium) + bonus_d
        else:
            solo = {"trump_solo": TRUMP_SOLO_PREMIUM, "suit_solo": suit_solo_premium}
            s_d += premium + solo.get(kind, 0)
    else:
        s_o += LOSS_PREMIUM[level]
    return Settlement(won, reached, s_d, s_o, s_d - s_o)


def ledger_half(amount: int, side_d: Sequence[int], side_o: Sequence[int]) -> list[int]:
    """Per-seat change in half-points: each opponent ``-A/2``, the declaring side the rest.

    2 vs 2: ``±A/2`` each; 1 vs 3: the single player ``±3A/2`` (DK-D11).
    """
    delta = [0] * SEATS
    for seat in side_o:
        delta[seat] = -amount
    for seat in side_d:
        delta[seat] = amount * len(side_o) // len(side_d)
    return delta


def half_text(half: int) -> str:
    """Half-points as signed text with ½: ``25`` -> ``+12½``, ``-18`` -> ``-9``."""
    whole, odd = divmod(abs(half), 2)
    body = (str(whole) if whole or not odd else "") + ("½" if odd else "")
    sign = "+" if half > 0 else "-" if half < 0 else ""
    return sign + body


# --- the match ---------------------------------------------------------------


class DoppelkopfMatch(CachedLegal, Match):
    """A match of ``match_deals`` deals with a running ledger in half-points."""

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.no_nines = bool(options["no_nines"])
        self.dulle = bool(options["dulle"])
        self.match_deals = self._int("match_deals")
        self.balance = [0] * SEATS
        self.phase = PHASE_OVER
        self.to_move = 0
        self._legal: tuple[Action, ...] | None = None
        self.begin_deal(None)
        self.dealer, self.dealer_draw = draw_dealer(chance.shuffle(match_deck(self.no_nines)))
        self.record_dealer(self.dealer)
        self.opening_events = self._deal(first=True)

    def _int(self, key: str) -> int:
        """An integer option's value."""
        value = self.options[key]
        assert isinstance(value, int)
        return value

    # --- dealing and pre-play ----------------------------------------------

    def _deal(self, first: bool = False) -> list[Event]:
        """Shuffle and deal; open the solo ask or go straight to the teams."""
        if not first:
            self.begin_deal(self.dealer)
        self.deck = tuple(self.chance.shuffle(match_deck(self.no_nines)))
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        pos = 0
        for size in PACKETS[self.no_nines]:
            for seat in self._seats_from_forehand():
                self.hands[seat].extend(self.deck[pos : pos + size])
                pos += size
        self.n_tricks = len(self.deck) // SEATS
        self.won: list[list[Card]] = [[] for _ in range(SEATS)]
        self.tricks_won = [0] * SEATS
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.tricks_played = 0
        self.kind: str | None = None
        self.solo_value: str | None = None
        self.trump_suit: str | None = None
        self.level: str | None = None
        self.declarer: int | None = None
        self.partner: int | None = None
        self.wedding_alone = False
        self.teams_known = False
        self.healthy: list[int] = []
        self.first_leader: int | None = None
        self.foxes: list[tuple[int, int]] = []
        """(seat that played an A♦, seat that won it)."""
        self.old_women_met = False
        self.jack_last: int | None = None
        self.holders = tuple(s for s in range(SEATS) for c in self.hands[s] if c is OLD_WOMAN)
        self.order = card_order(DEFAULT_TRUMP, self.dulle)
        self._sort_hands()
        self._legal = None
        start = [Event("deal_start", self.dealer, value=str(self.deal_number))]
        if self.options["solos"]:
            self.phase = PHASE_SOLO
            self.to_move = self._seats_from_forehand()[0]
            return start
        return start + self._form_teams()

    def _seats_from_forehand(self) -> list[int]:
        """``L1, L2, L3, D``: clockwise from the dealer's left, dealer last."""
        return [(self.dealer + i) % SEATS for i in range(1, SEATS + 1)]

    def _sort_hands(self) -> None:
        for hand in self.hands:
            hand[:] = self.order.sort_hand(hand)

    def _form_teams(self) -> list[Event]:
        """TEAMS (§4): the Q♣ holders; a single holder is a wedding. Declarer names trumps."""
        self.declarer = next(s for s in self._seats_from_forehand() if s in self.holders)
        self.phase = PHASE_TRUMP
        self.to_move = self.declarer
        if self.holders[0] == self.holders[1]:
            self.kind = "wedding"
            return [Event("wedding", self.declarer)]
        self.kind = "normal"
        self.partner = next(s for s in self.holders if s != self.declarer)
        return []

    def _start_play(self) -> None:
        assert self.declarer is not None
        forehand = self.options["first_lead"] == "forehand"
        self.first_leader = self._seats_from_forehand()[0] if forehand else self.declarer
        self.to_move = self.first_leader
        self.phase = PHASE_PLAY

    # --- protocol -----------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat to act, ``None`` once the match is over."""
        return None if self.phase == PHASE_OVER else self.to_move

    @property
    def is_over(self) -> bool:
        """True after the last deal of the match."""
        return self.phase == PHASE_OVER

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.phase == PHASE_PLAY:
            hand = self.hands[self.mover]
            if self.trick:
                suit = self.order.suit
                led = suit[self.trick[0][1]]
                hand = [c for c in hand if suit[c] == led] or hand
            return tuple([_PLAY[c] for c in dict.fromkeys(hand)])
        if self.phase == PHASE_SOLO:
            values = SOLO_CHOICES + (("big",) if self.options["big_solo"] else ())
            return (HEALTHY, *(Action.choice("solo", v) for v in values))
        if self.phase == PHASE_TRUMP:
            return tuple(Action.choice("trump", s) for s in TRUMP_CHOICES)
        if self.phase == PHASE_ORDER:
            return tuple(Action.choice("order", lv) for lv in LEVELS)
        return ()

    def explain_illegal(self, action: Action) -> str:
        """A follow-rule reason for a refused card, else ``not_your_choice``."""
        if self.phase != PHASE_PLAY or action.kind != "play" or len(action.cards) != 1:
            return "not_your_choice"
        led = self.trick[0][1] if self.trick else None
        ctx = TrickContext(self.order, led)
        reason = refusal_reason(action.card, self.hands[self.mover], ctx, [MUST_FOLLOW])
        return reason or "not_your_choice"

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.mover
        if action.kind == "play":
            return self._play(seat, action.card)
        if action.kind == "healthy":
            return self._healthy(seat)
        if action.kind == "solo":
            return self._solo(seat, action.value)
        if action.kind == "trump":
            return self._name_trump(seat, action.value)
        return self._order(seat, action.value)

    def _healthy(self, seat: int) -> list[Event]:
        self.healthy.append(seat)
        events = [Event("healthy", seat)]
        if len(self.healthy) == SEATS:
            return events + self._form_teams()
        self.to_move = (seat + 1) % SEATS
        return events

    def _solo(self, seat: int, value: str) -> list[Event]:
        """SOLO(kind[, suit]): the soloist plays alone against three; straight to the order."""
        self.declarer = seat
        self.solo_value = value
        self.teams_known = True
        if value == "big":
            self.kind, self.trump_suit = "big_solo", None
        elif value == "trump":
            self.kind, self.trump_suit = "trump_solo", DEFAULT_TRUMP
        else:
            self.kind, self.trump_suit = "suit_solo", value
        dulle = self.dulle and self.kind != "big_solo"
        self.order = card_order(self.trump_suit, dulle)
        self._sort_hands()
        self.phase = PHASE_ORDER
        return [Event("solo", seat, value=value)]

    def _name_trump(self, seat: int, suit: str) -> list[Event]:
        self.trump_suit = suit
        self.order = card_order(suit, self.dulle)
        self._sort_hands()
        self.phase = PHASE_ORDER
        return [Event("trump", seat, value=suit)]

    def _order(self, seat: int, level: str) -> list[Event]:
        self.level = level
        self._start_play()
        return [Event("order", seat, value=level)]

    # --- play ---------------------------------------------------------------

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [Event("play", seat, (card,))]
        if card is OLD_WOMAN and self._reveals(seat):
            self.teams_known = True
            events.append(Event("partner_revealed", seat))
        if len(self.trick) < SEATS:
            self.to_move = (seat + 1) % SEATS
            return events
        return events + self._close_trick()

    def _reveals(self, seat: int) -> bool:
        """A Q♣ from anyone but the declarer shows the hidden partner (normal game, DK-D6)."""
        return self.kind == "normal" and seat != self.declarer and not self.teams_known

    def _close_trick(self) -> list[Event]:
        trick = self.trick
        winner = self.order.winner(trick)
        cards = [c for _, c in trick]
        taken = points(cards)
        self.won[winner].extend(cards)
        self.tricks_won[winner] += 1
        self.tricks_played += 1
        self.last_trick = tuple(trick)
        self.last_winner = winner
        self.trick = []
        self.to_move = winner
        events = [Event("trick_won", winner, tuple(cards), str(taken))]
        self._note_bonuses(trick, winner)
        if cards.count(OLD_WOMAN) == 2:
            events.append(Event("old_women_met", winner))
        events += self._wedding_step(winner)
        if self.tricks_played == self.n_tricks:
            events += self._end_deal()
        return events

    def _note_bonuses(self, trick: Sequence[tuple[int, Card]], winner: int) -> None:
        """Facts for the special bonuses; judged with the final teams at the deal's end."""
        for seat, card in trick:
            if card is FOX:
                self.foxes.append((seat, winner))
        if sum(1 for _, c in trick if c is OLD_WOMAN) == 2:
            self.old_women_met = True
        if self.tricks_played == self.n_tricks:
            winning = next(c for s, c in trick if s == winner)
            self.jack_last = winner if winning is JACK_OF_CLUBS else None

    def _wedding_step(self, winner: int) -> list[Event]:
        """Wedding (DK-D7): the first other winner within the window becomes the partner."""
        if self.kind != "wedding" or self.teams_known:
            return []
        holder = self.declarer
        assert holder is not None
        if winner != holder:
            self.partner = winner
            self.teams_known = True
            return [Event("wedding_partner", winner)]
        if self.tricks_played >= self._int("wedding_window_tricks"):
            self.wedding_alone = True
            self.teams_known = True
            return [Event("wedding_alone", holder)]
        return []

    # --- teams and scoring ----------------------------------------------------

    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(declaring side, opponents) as far as the engine knows; ``None`` before it is fixed."""
        if self.declarer is None or (self.kind == "wedding" and not self.teams_known):
            return None
        pair = (self.declarer,) if self.partner is None else (self.declarer, self.partner)
        side_d = tuple(sorted(pair))
        return side_d, tuple(s for s in range(SEATS) if s not in side_d)

    def _bonuses(self, side_d: tuple[int, ...]) -> tuple[int, int, list[dict[str, Any]]]:
        """Special bonuses (§6.5) for the declaring and opposing sides, with their list."""
        if self.kind in SOLO_KINDS:
            return 0, 0, []
        opt = self.options
        found: list[tuple[bool, str, int, int]] = []
        if opt["fox_hunt"]:
            for owner, capturer in self.foxes:
                if (owner in side_d) != (capturer in side_d):
                    found.append((capturer in side_d, "fox", capturer, self._int("fox_bonus")))
        if opt["old_women_one_trick"] and self.old_women_met:
            opp = next(s for s in range(SEATS) if s not in side_d)
            found.append((False, "old_women", opp, self._int("old_women_penalty")))
        if opt["jack_of_clubs_last_trick"] and self.jack_last is not None:
            seat = self.jack_last
            found.append((seat in side_d, "jack_of_clubs", seat, self._int("jack_of_clubs_bonus")))
        bonus_d = sum(v for d, _, _, v in found if d)
        bonus_o = sum(v for d, _, _, v in found if not d)
        listed = [{"kind": k, "seat": s, "points": v, "declarers": d} for d, k, s, v in found]
        return bonus_d, bonus_o, listed

    def _end_deal(self) -> list[Event]:
        known = self.sides()
        assert known is not None and self.kind is not None and self.level is not None
        assert self.declarer is not None
        side_d, side_o = known
        card_pts = tuple(points(w) for w in self.won)
        p_d = sum(card_pts[s] for s in side_d)
        tricks_o = sum(self.tricks_won[s] for s in side_o)
        bonus_d, bonus_o, bonus_list = self._bonuses(side_d)
        st = settle(
            self.kind,
            self.level,
            p_d,
            tricks_o,
            bonus_d,
            bonus_o,
            self._int("suit_solo_premium"),
        )
        delta = ledger_half(st.amount, side_d, side_o)
        for seat in range(SEATS):
            self.balance[seat] += delta[seat]
        group = "solo" if self.kind in SOLO_KINDS else self.kind
        group = "old_women" if group == "normal" else group
        outcome = f"{group}_{'won' if st.won else 'lost'}"
        winners = side_d if st.amount > 0 else side_o if st.amount < 0 else ()
        solo = {"trump_solo": TRUMP_SOLO_PREMIUM, "suit_solo": self._int("suit_solo_premium")}
        lines = settlement_lines(
            self.kind,
            self.level,
            self.declarer,
            self.trump_suit,
            (p_d, DEAL_POINTS - p_d),
            (self.n_tricks - tricks_o, tricks_o),
            st.won,
            st.level_reached,
            (WIN_PREMIUM[self.level], LOSS_PREMIUM[self.level], solo.get(self.kind, 0)),
            bonus_list,
            (st.s_d, st.s_o),
            (delta[side_d[0]], delta[side_o[0]]),
            len(side_d) == 1,
        )
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=card_pts,
                teams=(side_d, side_o),
                winners=winners,
                outcome=outcome,
                details={
                    "counted": True,
                    "game": self.kind,
                    "solo": self.solo_value,
                    "trump_suit": self.trump_suit,
                    "order": self.level,
                    "declarer": self.declarer,
                    "dealer": self.dealer,
                    "wedding_alone": self.wedding_alone,
                    "p_d": p_d,
                    "p_o": DEAL_POINTS - p_d,
                    "tricks_d": self.n_tricks - tricks_o,
                    "tricks_o": tricks_o,
                    "won": st.won,
                    "level_reached": st.level_reached,
                    "bonuses": bonus_list,
                    "s_d": st.s_d,
                    "s_o": st.s_o,
                    "amount": st.amount,
                    "ledger_half": delta,
                    "balance_half": list(self.balance),
                },
                lines=lines,
                match_points=seat_points(lines[-1].amounts or (0, 0), (side_d, side_o), SEATS),
            )
        )
        events = [Event("deal_end", value=outcome)]
        if self.deal_number >= self.match_deals:
            self.phase = PHASE_OVER
            return events
        self.dealer = (self.dealer + 1) % SEATS
        return events + self._deal()

    # --- views ---------------------------------------------------------------

    def _public_teams(self, seat: int | None) -> tuple[tuple[int, ...], ...]:
        sides = self.sides()
        if sides is None or not (self.teams_known or seat is None):
            return ()
        return sides

    def _private(self, seat: int) -> dict[str, Any]:
        """This seat's own knowledge of its side: from its hand and the public facts."""
        sides = self._public_teams(seat)
        if sides:
            mine = next(t for t in sides if seat in t)
            partner = next((s for s in mine if s != seat), None)
            side = "declarers" if seat in sides[0] else "opponents"
            return {"side": side, "partner": partner}
        if self.kind == "normal" and self.declarer is not None:
            if seat in self.holders:
                partner = None if seat == self.declarer else self.declarer
                return {"side": "declarers", "partner": partner}
            return {"side": "opponents", "partner": None}
        if self.kind == "wedding":
            side = "declarers" if seat == self.declarer else "unknown"
            return {"side": side, "partner": None}
        return {"side": "unknown", "partner": None}

    def _public(self, teams: tuple[tuple[int, ...], ...]) -> dict[str, Any]:
        return {
            "balance_half": list(self.balance),
            "balance": [half_text(b) for b in self.balance],
            "deal": self.deal_number,
            "match_deals": self.match_deals,
            "game": self.kind,
            "solo": self.solo_value,
            "soloist": self.declarer if self.kind in SOLO_KINDS else None,
            "trump_suit": self.trump_suit,
            "order": self.level,
            "declarer": self.declarer,
            "healthy": list(self.healthy),
            "wedding": self.declarer if self.kind == "wedding" else None,
            "wedding_partner": self.partner if self.kind == "wedding" else None,
            "wedding_alone": self.wedding_alone,
            "wedding_window": self._int("wedding_window_tricks"),
            "teams": [list(t) for t in teams],
            "first_leader": self.first_leader,
            "trick_number": min(self.tricks_played + 1, self.n_tricks),
            "tricks": self.n_tricks,
            "tricks_won": list(self.tricks_won),
            "points_taken": [points(w) for w in self.won],
            "dulle": self.dulle,
            "no_nines": self.no_nines,
        }

    def _trump_code(self) -> str:
        if self.kind == "big_solo":
            return "none"
        return self.trump_suit or ""

    def view(self, seat: int | None, search: bool = False) -> View:
        """What ``seat`` may see: its hand, the trick, public facts; partners only once shown."""
        over = self.phase == PHASE_OVER
        to_move = None if over else self.to_move
        teams = self._public_teams(seat)
        return View(
            game=GAME_ID,
            seat=seat,
            num_seats=SEATS,
            phase=self.phase,
            to_move=to_move,
            legal=tuple(self.legal_actions()) if seat is not None and seat == to_move else (),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=tuple(
                tuple(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)
            ),
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(Play(s, (c,)) for s, c in self.trick),
            trick_leader=self.trick[0][0] if self.trick else None,
            last_trick=tuple(Play(s, (c,)) for s, c in self.last_trick),
            last_winner=self.last_winner,
            teams=teams,
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            trump=self._trump_code(),
            public=self._public(teams),
            private={} if seat is None else self._private(seat),
            tricks_taken=tuple(self.tricks_won),
            points_taken=tuple(points(w) for w in self.won),
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        """Other hands, less copies the seat sees anyway (own hand, trick, last trick)."""
        others = Counter(c for s, h in enumerate(self.hands) if s != seat for c in h)
        seen = Counter(self.hands[seat])
        seen.update(c for _, c in self.trick)
        seen.update(c for _, c in self.last_trick)
        return list((others - seen).elements())

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Hands, the open trick, and each seat's won cards."""
        zones: dict[str, Sequence[Card]] = {f"hand_{s}": self.hands[s] for s in range(SEATS)}
        zones["trick"] = [c for _, c in self.trick]
        for s in range(SEATS):
            zones[f"won_{s}"] = self.won[s]
        return zones

    def result(self) -> MatchResult | None:
        """Highest ledger balance wins; equal balances share (§7). Scores in half-points."""
        if not self.is_over:
            return None
        top = max(self.balance)
        winners = tuple(s for s in range(SEATS) if self.balance[s] == top)
        losers = tuple(s for s in range(SEATS) if s not in winners)
        return MatchResult(
            winners=winners,
            losers=losers,
            scores=tuple(self.balance),
            details={"unit": "half_points", "balance": [half_text(b) for b in self.balance]},
        )

    # --- search states and worlds ----------------------------------------------

    tracks_plays = True
    search_share = frozenset({"order"})

    def follow_duty(self) -> tuple[str, Mapping[Card, str]] | None:
        if self.phase != PHASE_PLAY or not self.trick:
            return None
        suits = self.order.suit
        return suits[self.trick[0][1]], suits

    def effective_suits(self) -> Mapping[Card, str]:
        return self.order.suit

    def _old_women_played(self, seat: int) -> int:
        return sum(1 for s, c in self.shown_plays if s == seat and c is OLD_WOMAN)

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The declarer is the first Q♣ holder from forehand: the seats before her hold
        none, she holds exactly one (both in a wedding)."""
        facts = ZoneFacts()
        if self.kind not in ("normal", "wedding") or self.declarer is None:
            return facts
        for s in self._seats_from_forehand():
            if s == self.declarer:
                break
            if s != seat:
                facts.count(f"hand{s}", (OLD_WOMAN,), 0, 0)
        if self.declarer != seat:
            dealt = 2 if self.kind == "wedding" else 1
            need = dealt - self._old_women_played(self.declarer)
            facts.count(f"hand{self.declarer}", (OLD_WOMAN,), need, need)
        return facts

    def conceal(self, seat: int) -> None:
        self._legal = None
        if not self.teams_known:
            self.holders = ()
            if self.kind == "normal":
                self.partner = None

    def refill(self, seat: int) -> None:
        self._legal = None
        self._sort_hands()
        held = [s for s in range(SEATS) for c in self.hands[s] if c is OLD_WOMAN]
        held += [s for s, c in self.shown_plays if c is OLD_WOMAN]
        self.holders = tuple(sorted(held))
        if self.kind == "normal" and not self.teams_known and self.declarer is not None:
            self.partner = next(s for s in self.holders if s != self.declarer)


class DoppelkopfGame(Game):
    """Двойная голова: the seed's classic Doppelkopf."""

    id = GAME_ID
    match_class = DoppelkopfMatch
    names: Mapping[str, str] = {"en": "Doppelkopf", "ru": "Двойная голова"}
    family = "doppelkopf"
    sheet = DoppelkopfSheet(half_text)
    min_seats = max_seats = default_seats = SEATS
    options = OPTIONS
    deal_points_total = DEAL_POINTS
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (4, {"no_nines": True, "match_deals": 4}),
        (4, {"solos": True, "big_solo": True, "match_deals": 4}),
        (4, {"solos": True, "suit_solo_premium": 0, "first_lead": "forehand", "match_deals": 4}),
        (
            4,
            {
                "fox_hunt": True,
                "old_women_one_trick": True,
                "jack_of_clubs_last_trick": True,
                "wedding_window_tricks": 1,
                "match_deals": 4,
            },
        ),
        (4, {"dulle": True, "solos": True, "match_deals": 4}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Per-option checks plus: ``big_solo`` needs ``solos``; ``match_deals`` a multiple of 4."""
        checked = validate_options(self.options, given, num_seats)
        if checked["big_solo"] and not checked["solos"]:
            raise OptionError("big_solo", "option 'big_solo' needs option 'solos' (set solos=true)")
        deals = checked["match_deals"]
        if not isinstance(deals, int) or deals % SEATS:
            raise OptionError(
                "match_deals",
                f"option 'match_deals': {checked['match_deals']} is not a multiple of 4",
            )
        return checked


register(DoppelkopfGame())
