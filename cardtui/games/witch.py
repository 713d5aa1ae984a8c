"""«Ведьма» (``witch``): draw blind from the right-hand neighbour, discard pairs, avoid the witch.

Spec: shared/rules/witch.md (decisions W-D1..W-D15, clarifications §10).

A turn (§5): the drawer's source is the nearest active seat to his right; the
source's hand is shuffled (a recorded chance outcome, W-D6) and offered face
down as positions 1..k; the drawer picks a position (``draw:<p>``; with
``draw_choice=auto`` the single action ``draw:auto`` and chance picks it). Only the
drawer and the source learn the card. The drawer then discards his pairs, never
the witch: automatically, or with ``pair_discard=by_hand`` pair by pair
(``discard C1 C2``) until none is left. Empty hands go out (the source before
the drawer); the last player holding cards has the witch and loses.

With ``holder_arranges`` the source may reorder his face-down cards before the
draw: ``move CARD`` puts a card first (at most as many moves as cards), then
``offer``. One deal of the engine is one game; option ``games`` plays several
and counts losses (fewest wins the series, W-D10).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card, deck
from cardtui.engine.chance import Chance
from cardtui.engine.errors import OptionError
from cardtui.engine.facts import RawFacts
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionSpec, OptionValue, typed_options
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, Match, MatchResult, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.registry import register
from cardtui.engine.sheet import MATCH_POINTS_SHEET
from cardtui.engine.unseen import ZoneFacts
from cardtui.engine.zones import hand, public
from cardtui.games.witch_facts import Draw, WitchDetails, WitchPrivate, WitchPublic
from cardtui.games.witch_rules import (
    WITCH,
    discard_pairs,
    game_result,
    hand_key,
    left_of,
    pairs_in,
    right_of,
    score_lines,
    series_result,
)

DRAW = "draw"
ARRANGE = "arrange"
DISCARD = "discard"
OVER = "over"

OFFER = Action("offer")
AUTO_DRAW = Action("draw", (), "auto")
OFFER_ONLY = (OFFER,)
AUTO_ONLY = (AUTO_DRAW,)
_POSITIONS: dict[int, Action] = {}
_DRAWS: dict[int, tuple[Action, ...]] = {}
_BLIND: dict[tuple[int, int, int, int], Event] = {}
_SEEN: dict[tuple[int, int, Card, int], tuple[Event, Event]] = {}

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("deck_size", "choice", "32", ("32", "52")),
    OptionSpec("allow_more_players", "bool", False),
    OptionSpec("initial_discard", "bool", False),
    OptionSpec("holder_arranges", "bool", False),
    OptionSpec("draw_choice", "choice", "position", ("position", "auto")),
    OptionSpec("pair_discard", "choice", "auto", ("auto", "by_hand")),
    OptionSpec("next_dealer", "choice", "left", ("left", "loser")),
    OptionSpec("max_draws", "int", 10_000, minimum=1, maximum=1_000_000),
    OptionSpec("games", "int", 1, minimum=1, maximum=100),
)


@dataclass(frozen=True)
class WitchOptions:
    """The house rules of one match, one field per option spec (witch.md §9)."""

    deck_size: int
    allow_more_players: bool
    initial_discard: bool
    """Everybody discards his pairs before the first draw."""
    holder_arranges: bool
    """The source may reorder his face-down cards before the draw."""
    draw_choice: str
    pair_discard: str
    next_dealer: str
    max_draws: int
    games: int


def draw_at(position: int) -> Action:
    """The action ``draw:<position>`` (1-based)."""
    action = _POSITIONS.get(position)
    if action is None:
        action = _POSITIONS[position] = Action("draw", (), str(position))
    return action


def draws_from(size: int) -> tuple[Action, ...]:
    """``draw:1`` .. ``draw:<size>``: every position of an offered hand of ``size`` cards."""
    actions = _DRAWS.get(size)
    if actions is None:
        actions = _DRAWS[size] = tuple(draw_at(p) for p in range(1, size + 1))
    return actions


def draw_events(seats: int, drawer: int, source: int, card: Card, position: int) -> list[Event]:
    """A draw as the others see it (a position), as the drawer and the source see it (the
    card). Events are values: each is made once."""
    blind = _BLIND.get((seats, drawer, source, position))
    if blind is None:
        others = frozenset(s for s in range(seats) if s not in (drawer, source))
        blind = Event("draw_blind", drawer, (), str(position), to=others)
        _BLIND[seats, drawer, source, position] = blind
    seen = _SEEN.get((drawer, source, card, position))
    if seen is None:
        seen = (
            Event("draw_own", drawer, (card,), str(position), to=frozenset({drawer})),
            Event("draw_lost", drawer, (card,), str(position), to=frozenset({source})),
        )
        _SEEN[drawer, source, card, position] = seen
    return [blind, *seen]


class WitchMatch(CachedLegal, Match):
    """One or more games of «Ведьма»."""

    lazy_policy_view = False  # (engine.policy_view) its view shows the hand otherwise

    zones = (hand(), public("discarded"))
    search_share = frozenset({"opts"})

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opts = typed_options(WitchOptions, game.options, options)
        self.games = self.opts.games
        self.losses = [0] * num_seats
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        """Each hand in its face-down order (the order it was last offered in)."""
        self.discarded: list[Card] = []
        self.out: list[int] = []
        """Seats that went out, in finishing order (1st out = best)."""
        self.drawer = 0
        self.source = 0
        self.phase = DRAW
        self.draws = 0
        self.moves = 0
        """Moves the source made while arranging this offer."""
        self.last_draw: tuple[int, int, Card | None, int] | None = None
        """(drawer, source, card, position) of the latest draw (the card ``None`` on a
        search template of a seat that did not see it)."""
        self.witch_known: list[int | None] = [None] * num_seats
        """Per seat: where that seat knows the witch to be (it gave it away), else ``None``."""
        self.loser: int | None = None
        self._legal: tuple[Action, ...] | None = None
        self.opening_events = self.deal(None)

    # --- dealing ------------------------------------------------------------

    @property
    def active(self) -> list[bool]:
        """Per seat: still holding cards."""
        return [bool(h) for h in self.hands]

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal the whole pack one by one from the dealer's left (``None``:
        draw the dealer), the initial discard, the first turn."""
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(deck(self.opts.deck_size))
        self.deck = tuple(cards)
        n = self.num_seats
        self.hands = [[] for _ in range(n)]
        for index, card in enumerate(cards):
            self.hands[(dealer + 1 + index) % n].append(card)
        self.discarded, self.out = [], []
        self.draws, self.last_draw, self.loser = 0, None, None
        self.witch_known = [None] * n
        return [Event("deal_start", dealer, value=str(self.deal_number)), *self._after_deal()]

    def _after_deal(self) -> list[Event]:
        """The initial discard (an option), then the first turn.

        The initial discards are the engine's moves, logged as ``auto`` actions: a game
        that ends at the deal (a player discards his whole hand) is a deal with actions
        like any other, so the record keeps it (docs/record-format.md).
        """
        n = self.num_seats
        events: list[Event] = []
        first = (self.dealer + 1) % n
        if self.opts.initial_discard:
            for i in range(n):
                seat = (first + i) % n
                events += self._discard_all(seat, log=True)
            for i in range(n):
                seat = (first + i) % n
                if not self.hands[seat]:
                    events += self._go_out(seat)
            if not self.hands[first]:
                first = left_of(first, self.active)
        return events + self._begin_turn(first)

    # --- the turn -----------------------------------------------------------

    def _begin_turn(self, drawer: int) -> list[Event]:
        """Offer the source's shuffled hand to ``drawer``, or end the game."""
        self._legal = None
        active = self.active
        if sum(active) <= 1:
            return self._end_game()
        if self.draws >= self.opts.max_draws:
            return self._end_game(capped=True)
        self.drawer = drawer
        self.source = right_of(drawer, active)
        self.hands[self.source] = self.chance.shuffle(self.hands[self.source])
        self.moves = 0
        if self.opts.holder_arranges:
            self.phase, self.to_move = ARRANGE, self.source
        else:
            self.phase, self.to_move = DRAW, drawer
        return []

    def _draw(self, position: int) -> list[Event]:
        i, j = self.drawer, self.source
        card = self.hands[j].pop(position - 1)
        self.hands[i].append(card)
        self.draws += 1
        self.last_draw = (i, j, card, position)
        known = self.witch_known
        if j in known:
            for seat in range(self.num_seats):
                if known[seat] == j and seat != i and seat != j:
                    known[seat] = None
        if card is WITCH:
            self.witch_known[j] = i
        quiet = self.quiet  # a search copy: nobody reads the events
        events = [] if quiet else draw_events(self.num_seats, i, j, card, position)
        if not self.hands[j]:
            events += self._go_out(j)
        if self.opts.pair_discard == "by_hand" and pairs_in(self.hands[i]):
            self.phase = DISCARD
            self._legal = None
            return events
        return events + self._discard_all(i) + self._end_turn()

    def _end_turn(self) -> list[Event]:
        i = self.drawer
        events: list[Event] = []
        if not self.hands[i]:
            events += self._go_out(i)
        return events + self._begin_turn(left_of(i, self.active))

    def _discard_all(self, seat: int, log: bool = False) -> list[Event]:
        """Every pair of ``seat`` discarded; ``log``: each logged as an engine move."""
        kept, gone = discard_pairs(self.hands[seat])
        self.hands[seat] = kept
        self.discarded.extend(gone)
        if self.quiet and not log:  # a search copy: nobody reads the events
            return []
        pairs = [tuple(gone[k : k + 2]) for k in range(0, len(gone), 2)]
        if log:
            for pair in pairs:
                self.record.log_action(seat, Action("discard", pair), auto=True)
        return [Event("discard", seat, pair) for pair in pairs]

    def _go_out(self, seat: int) -> list[Event]:
        self.out.append(seat)
        return [Event("out", seat, (), str(len(self.out)))]

    # --- the phases: legal sets, moves, refusals ----------------------------------

    def _legal_arrange(self, seat: int) -> tuple[Action, ...]:
        hand = self.hands[seat]
        if self.moves >= len(hand):
            return OFFER_ONLY
        return (OFFER, *(Action("move", (c,)) for c in dict.fromkeys(hand[1:])))

    def _arrange(self, seat: int, action: Action) -> list[Event]:
        hand = self.hands[seat]
        if action is OFFER:
            self.phase, self.to_move = DRAW, self.drawer
            return [Event("offer", seat, (), str(len(hand)))]
        hand.remove(action.card)
        hand.insert(0, action.card)
        self.moves += 1
        return []

    def _legal_draw(self, seat: int) -> tuple[Action, ...]:
        if self.opts.draw_choice == "auto":
            return AUTO_ONLY
        return draws_from(len(self.hands[self.source]))

    def _draw_chosen(self, seat: int, action: Action) -> list[Event]:
        if action is not AUTO_DRAW:
            position = int(action.value)
        else:
            position = 1 + self.chance.randrange(len(self.hands[self.source]))
        return self._draw(position)

    def _legal_discard(self, seat: int) -> tuple[Action, ...]:
        return tuple(Action("discard", pair) for pair in pairs_in(self.hands[seat]))

    def _discard(self, seat: int, action: Action) -> list[Event]:
        for card in action.cards:
            self.hands[seat].remove(card)
        self.discarded.extend(action.cards)
        events = [Event("discard", seat, action.cards)]
        if pairs_in(self.hands[seat]):
            return events
        return events + self._end_turn()

    def _discard_refusal(self, seat: int, action: Action) -> str:
        """The witch never pairs, not a pair, not in hand; pairs come before anything else."""
        if action.kind != "discard":
            return "discard_pairs_first"
        if len(action.cards) != 2 or any(c not in self.hands[seat] for c in action.cards):
            return "not_in_hand"
        if WITCH in action.cards:
            return "witch_never_pairs"
        return "not_a_pair"

    def _draw_refusal(self, seat: int, action: Action) -> str:
        return "no_such_position" if action.kind == "draw" else "not_your_choice"

    def _arrange_refusal(self, seat: int, action: Action) -> str:
        return "arrange_or_offer"

    phase_table: ClassVar[Mapping[str, Phase]] = {
        ARRANGE: Phase(_legal_arrange, _arrange, _arrange_refusal),
        DRAW: Phase(_legal_draw, _draw_chosen, _draw_refusal),
        DISCARD: Phase(_legal_discard, _discard, _discard_refusal),
    }

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        return tuple(self.phase_table[self.phase].legal(self, self.mover))

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        return self.phase_table[self.phase].apply(self, self.mover, action)

    # --- the end of a game ----------------------------------------------------

    def _end_game(self, capped: bool = False) -> list[Event]:
        holders = [s for s, h in enumerate(self.hands) if h]
        if capped or len(holders) != 1:
            holders = [s for s, h in enumerate(self.hands) if WITCH in h]
        loser = holders[0]
        self.loser = loser
        self.losses[loser] += 1
        self.phase = OVER
        self._legal = None
        left_with = tuple(sorted(self.hands[loser], key=hand_key))
        summary = self.seats_summary(
            (0,) * self.num_seats,
            tuple(s for s in range(self.num_seats) if s != loser),
            "cap" if capped else "witch",
            score_lines(loser, left_with, self.out, self.draws, capped, self.num_seats),
            tuple(-int(s == loser) for s in range(self.num_seats)),
            details=WitchDetails(
                counted=False,
                loser=loser,
                loser_hand=left_with,
                finish_order=tuple(self.out),
                draws=self.draws,
                losses=tuple(self.losses),
            ),
        )
        return [Event("witch_left", loser, left_with), *self.close_deal(summary, seat=None)]

    def match_done(self) -> bool:
        """Whether the last game of the series has been played."""
        return self.deal_number >= self.games

    def next_dealer(self) -> int:
        """The loser deals (``next_dealer = loser``), else the seat to the dealer's left."""
        if self.opts.next_dealer == "loser" and self.loser is not None:
            return self.loser
        return (self.dealer + 1) % self.num_seats

    # --- views ----------------------------------------------------------------

    def hands_seen(self, seat: int | None) -> tuple[tuple[Card, ...] | None, ...]:
        """Hands in display order (pairs together); the source arranging sees his own in
        its face-down order."""
        return tuple(
            self._hand_for(s) if seat is None or s == seat else None for s in range(self.num_seats)
        )

    def _hand_for(self, seat: int) -> tuple[Card, ...]:
        hand = self.hands[seat]
        if self.phase == ARRANGE and seat == self.source:
            return tuple(hand)
        return tuple(sorted(hand, key=hand_key))

    def _private(self, seat: int) -> WitchPrivate:
        witch_at = seat if WITCH in self.hands[seat] else self.witch_known[seat]
        drawn = lost = None
        if self.last_draw is not None:
            drawer, source, card, _ = self.last_draw
            if card is not None and seat == drawer:
                drawn = card
            elif card is not None and seat == source and card in self.hands[drawer]:
                lost = card
        return WitchPrivate(witch_at=witch_at, drawn=drawn, lost=lost)

    def _public(self) -> WitchPublic:
        last = self.last_draw
        return WitchPublic(
            drawer=None if self.over else self.drawer,
            source=None if self.over else self.source,
            offer_size=0 if self.over else len(self.hands[self.source]),
            discarded=tuple(self.discarded),
            discard_count=len(self.discarded),
            out=tuple(self.out),
            draws=self.draws,
            last_draw=None
            if last is None
            else Draw(drawer=last[0], source=last[1], position=last[3]),
            loser=self.loser,
            loser_hand=self._shown_loser_hand(),
            losses=tuple(self.losses),
            games=self.games,
            pair_discard=self.opts.pair_discard,
        )

    def _shown_loser_hand(self) -> tuple[Card, ...]:
        """At the match end the loser shows his last cards (the witch and a queen)."""
        if not self.over or self.loser is None:
            return ()
        return tuple(sorted(self.hands[self.loser], key=hand_key))

    def view(self, seat: int | None, search: bool = False) -> View:
        """Own hand only; the offered hand as a count; the drawn card for drawer and source."""
        private = self._private(seat) if seat is not None else RawFacts()
        return self.table_view(seat, public=self._public(), private=private)

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The card this seat just lost to the drawer, and the loser's shown hand."""
        known = set(self._shown_loser_hand())
        lost = self._private(seat).get("lost")
        if lost is not None:
            known.add(lost)
        return frozenset(known)

    def zone_facts(self, seat: int) -> ZoneFacts:
        """The card this seat just lost is in the drawer's hand; the witch it gave away
        is where it went, while nobody has drawn from that seat since."""
        facts = ZoneFacts()
        lost = self._private(seat).get("lost")
        if lost is not None and self.last_draw is not None:
            facts.pin(f"hand{self.last_draw[0]}", lost)
        holder = self.witch_known[seat]
        if (
            holder is not None
            and holder != seat
            and lost is not WITCH
            and WITCH in self.hands[holder]
        ):
            facts.pin(f"hand{holder}", WITCH)
        return facts

    def conceal(self, seat: int) -> None:
        """On a template: forget the drawn card unless this seat drew it or lost it."""
        super().conceal(seat)
        last = self.last_draw
        if last is not None and seat not in (last[0], last[1]):
            self.last_draw = (last[0], last[1], None, last[3])

    def result(self) -> MatchResult | None:
        """The loser (left with the witch); over several games the fewest losses win."""
        if not self.over:
            return None
        if self.games == 1:
            assert self.loser is not None
            return game_result(self.loser, self.losses, self.draws, self.out)
        return series_result(self.losses, self.games)


class Witch(Game):
    """«Ведьма»: registered as ``witch``."""

    id = "witch"
    match_class = WitchMatch
    names: Mapping[str, str] = {"en": "Witch", "ru": "Ведьма"}
    family = "witch"
    menu_order = 150
    sheet = MATCH_POINTS_SHEET
    min_seats = 2
    max_seats = 10
    default_seats = 4
    options = OPTIONS
    test_variants: tuple[tuple[int, Mapping[str, Any]], ...] = (
        (2, {}),
        (3, {"initial_discard": True}),
        (6, {"deck_size": "52"}),
        (8, {"deck_size": "52", "allow_more_players": True}),
        (3, {"pair_discard": "by_hand", "holder_arranges": True}),
        (4, {"draw_choice": "auto", "games": 3, "next_dealer": "loser"}),
        (5, {"max_draws": 6}),
    )

    def check_options(self, given: Mapping[str, Any], num_seats: int) -> dict[str, OptionValue]:
        """Seven players or more need ``allow_more_players`` and the 52-card pack (W-D1)."""
        checked = super().check_options(given, num_seats)
        if num_seats > 6:
            if not checked["allow_more_players"]:
                raise OptionError(
                    "allow_more_players",
                    f"witch: {num_seats} players need allow_more_players=true (2 to 6 otherwise)",
                )
            if checked["deck_size"] != "52":
                raise OptionError(
                    "deck_size", f"witch: {num_seats} players need deck_size=52", ("52",)
                )
        return checked


register(Witch())
