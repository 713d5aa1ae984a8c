"""The match of «Пьяница» / «Война»: dealing, the one ``turn`` action, views, results.

Neither game has a decision (war.md §6). So that records, replays, undo and
hot-seat work as in every other game, the seat to move has exactly one legal
action, ``turn``: one reveal step (a round's opening, or one dispute step).
Bots take it at once; the app takes it on a key press, on a timer or all at
once (:attr:`WarMatch.play_pace`). By default the turn belongs to the
lowest-numbered active seat; with ``per_player_flip`` every active player turns
in table order and the step is made when the last one has.

One deal of the engine is one game; option ``games`` plays several (the
deal passes to the left) and totals the wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_DECKS, Card, deck
from cardtui.engine.chance import Chance
from cardtui.engine.facts import facts_as
from cardtui.engine.options import OptionValue, typed_options
from cardtui.engine.phases import Phase
from cardtui.engine.protocol import Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine, note, term, total
from cardtui.engine.zones import hidden, public
from cardtui.games.war.facts import WarDetails, WarPublic, WarResult
from cardtui.games.war.options import DrunkardOptions, WarOptions
from cardtui.games.war.table import RoundEnd, StepOutcome, WarTable

TURN = Action("turn")
"""The only action: turn the next cards."""
ONLY_TURN = (TURN,)

OPEN_ROUND = "turn"
"""Phase: the next step opens a new round (every active player's top card)."""
DISPUTE = "dispute"
"""Phase: a dispute is pending; the next step opens the contenders' cards."""
OVER = "over"


def _lowest(ranks: str) -> str:
    return max(ranks, key="AKQJT98765432".index)


def deal_piles(
    cards: Sequence[Card], order: Sequence[int], equal: bool
) -> tuple[list[list[Card]], list[Card]]:
    """Deal one at a time in table order, each card on top (§3); returns piles and set-aside."""
    n = len(order)
    aside: list[Card] = []
    if equal and len(cards) % n:
        keep = len(cards) - len(cards) % n
        cards, aside = list(cards[:keep]), list(cards[keep:])
    piles: list[list[Card]] = [[] for _ in range(n)]
    for index, card in enumerate(cards):
        piles[order[index % n]].insert(0, card)
    return piles, aside


def _turn_legal(m: WarMatch, seat: int) -> Sequence[Action]:
    return ONLY_TURN


def _turn_refusal(m: WarMatch, seat: int, action: Action) -> str:
    """Nothing is decided here: only turning the cards."""
    return "only_turn"


class WarMatch(Match):
    """A match of one or more games of «Война» (and, as :class:`DrunkardMatch`, «Пьяница»)."""

    lazy_policy_view = False  # (engine.policy_view) its piles are not hands

    options_type: ClassVar[type[WarOptions]] = WarOptions
    zones = (hidden("piles", per_seat=True, label="pile"), public("pot"), hidden("aside"))
    ordered_zones = frozenset(f"pile{s}" for s in range(12))
    search_share = frozenset({"rules", "last_step", "opts"})

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opts = typed_options(self.options_type, game.options, options)
        self.deck_size = self.opts.deck_size
        self.rules = self.opts.round_rules(_lowest(STANDARD_DECKS[self.deck_size][0]))
        self.per_player = self.opts.per_player_flip
        self.games = self.opts.games
        self.wins = [0] * num_seats
        self.aside: list[Card] = []
        self.waiting: list[int] = []
        """``per_player_flip``: the seats still to turn for the next step."""
        self.last_step: StepOutcome | None = None
        self.table = WarTable([[] for _ in range(num_seats)], self.rules)
        self.opening_events = self.deal(None)

    # --- typed facts for the table -------------------------------------------------

    @property
    def play_pace(self) -> str:
        """How the app turns the cards: ``step`` (a key per step), ``auto`` (on a timer)
        or ``instant`` (the whole game at once), §6."""
        return self.opts.play_mode

    @property
    def each_player_turns(self) -> bool:
        """Whether every active player turns for each step (``per_player_flip``)."""
        return self.per_player

    # --- zones ------------------------------------------------------------------------

    @property
    def piles(self) -> list[list[Card]]:
        """Every seat's face-down pile, top card first."""
        return self.table.piles

    @property
    def pot(self) -> list[Card]:
        """The cards opened in the round in progress, in table order."""
        return self.table.pot()

    # --- the deal pipeline --------------------------------------------------------------

    def deal(self, dealer: int | None) -> list[Event]:
        """Shuffle and deal the piles (``None``: draw the dealer)."""
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(deck(self.deck_size) * self.opts.packs(self.num_seats))
        self.deck = tuple(cards)
        order = [(dealer + 1 + i) % self.num_seats for i in range(self.num_seats)]
        piles, self.aside = deal_piles(cards, order, self.opts.piles_equal())
        self.table = WarTable(piles, self.rules, order)
        self.last_step = None
        self._next_step()
        return [Event("deal_start", dealer, value=str(self.deal_number))]

    def _next_step(self) -> None:
        """Who turns for the next step, and what it opens."""
        self.phase = DISPUTE if self.table.in_round else OPEN_ROUND
        if self.per_player:
            self.waiting = list(self.table.active)
            self.to_move = self.waiting[0]
        else:
            self.waiting = []
            self.to_move = min(self.table.active)

    def match_done(self) -> bool:
        """Whether the last game of the series has been played."""
        return self.deal_number >= self.games

    def end_match(self) -> list[Event]:
        """Nothing more to turn."""
        self.phase = OVER
        return []

    # --- the one move -----------------------------------------------------------------

    def _turn(self, seat: int, action: Action) -> list[Event]:
        """Turn: one reveal step (with ``per_player_flip``, once the last player turned)."""
        if self.per_player:
            self.waiting.pop(0)
            if self.waiting:
                self.to_move = self.waiting[0]
                return [Event("turn_ready", seat)]
        table = self.table
        outcome = table.step(self.chance.shuffle)
        self.last_step = outcome
        if self.quiet:  # a search copy: nobody reads the events
            if outcome.end is not None and table.reason is not None:
                return self._end_game()
            self._next_step()
            return []
        events = [Event("open", s, cards) for s, cards in outcome.reveals if cards]
        if outcome.contenders:
            tied = tuple(cards[-1] for s, cards in outcome.reveals if s in outcome.contenders)
            events.append(Event("dispute", None, tied, str(len(outcome.contenders))))
        if outcome.end is not None:
            events += self._round_events(outcome.end)
            if table.reason is not None:
                return events + self._end_game()
        self._next_step()
        return events

    phase_table: ClassVar[Mapping[str, Phase]] = {
        OPEN_ROUND: Phase(_turn_legal, _turn, _turn_refusal),
        DISPUTE: Phase(_turn_legal, _turn, _turn_refusal),
    }

    def _round_events(self, end: RoundEnd) -> list[Event]:
        if end.winner is None:
            events = [Event("void_round", None, (), str(len(end.pot)))]
        else:
            events = [Event("round_won", end.winner, end.pot, str(len(end.pot)))]
        return events + [Event("eliminated", s) for s in end.eliminated]

    def _end_game(self) -> list[Event]:
        table = self.table
        reason = table.reason or "normal"
        winners = table.winners(self.opts.endless_result)
        for seat in winners:
            self.wins[seat] += 1
        outcome = reason
        if not winners:
            outcome = "draw"
        elif reason != "normal" and len(winners) > 1:
            outcome = "shared"
        summary = self.seats_summary(
            (0,) * self.num_seats,
            winners,
            outcome,
            self._lines(winners, reason),
            tuple(int(s in winners) for s in range(self.num_seats)),
            details=WarDetails(
                counted=False,
                reason=reason,
                rounds=table.rounds,
                disputes=table.disputes,
                void_rounds=table.void_rounds,
                cards_won=tuple(table.cards_won),
                piles=tuple(len(p) for p in table.piles),
                eliminated=tuple(table.eliminated),
                wins=tuple(self.wins),
            ),
        )
        return [Event("game_end", None, (), reason), *self.close_deal(summary, seat=None)]

    def _lines(self, winners: tuple[int, ...], reason: str) -> tuple[ScoreLine, ...]:
        """Cards won, piles at the end, rounds and disputes, how it ended, the win."""
        table = self.table
        won = tuple(int(s in winners) for s in range(self.num_seats))
        return (
            note("score.war.cards_won", tuple(table.cards_won)),
            note("score.war.piles", tuple(len(p) for p in table.piles)),
            note("score.war.rounds", rounds=table.rounds, disputes=table.disputes),
            note(f"score.war.end_{reason}", rounds=table.rounds),
            term("score.war.win" if winners else "score.war.draw", won),
            total("score.war.total", won),
        )

    # --- views ----------------------------------------------------------------

    def _plays(self, steps: Sequence[Sequence[tuple[int, tuple[Card, ...]]]]) -> tuple[Play, ...]:
        """The cards each seat opened in a round, in table order."""
        opened: dict[int, list[Card]] = {}
        for step in steps:
            for seat, cards in step:
                opened.setdefault(seat, []).extend(cards)
        return tuple(Play(s, tuple(opened[s])) for s in self.table.order if s in opened)

    def _public(self) -> WarPublic:
        table = self.table
        last = table.last_round
        return WarPublic(
            piles=tuple(len(p) for p in table.piles),
            pot=len(table.pot()),
            round=table.rounds + (1 if table.in_round else 0),
            disputes=table.disputes,
            disputing=tuple(table.disputing),
            steps=tuple(table.steps) if table.in_round else (last.steps if last else ()),
            opened=self._plays(table.steps),
            last_opened=self._plays(last.steps) if last else (),
            last_winner=last.winner if last else None,
            last_pot=len(last.pot) if last else 0,
            eliminated=tuple(table.eliminated),
            active=tuple(table.active),
            waiting=tuple(self.waiting),
            reason=table.reason or "",
            wins=tuple(self.wins),
            games=self.games,
            dispute_cards=self.rules.dispute_cards,
        )

    def hands_seen(self, seat: int | None) -> tuple[tuple[Card, ...] | None, ...]:
        """Nobody sees a pile; a spectator (``None``) sees every pile, top card first."""
        if seat is None:
            return tuple(tuple(p) for p in self.table.piles)
        return (None,) * self.num_seats

    def view(self, seat: int | None, search: bool = False) -> View:
        """Nobody sees a pile: sizes, the cards on the table and the last round are public.

        A round is not a trick (everyone opens at once, nobody leads), so the cards go in
        ``public["opened"]`` (this round so far) and ``public["last_opened"]``, per seat.
        """
        hand_sizes = tuple(len(p) for p in self.table.piles)
        return self.table_view(seat, hand_sizes=hand_sizes, public=self._public())

    def known_cards(self, seat: int) -> frozenset[Card]:
        """The cards of the last round, seen face up (with two packs a card's twin may be
        face up in the pot)."""
        last = self.table.last_round
        seen = set(last.pot) if last is not None else set()
        seen.update(self.table.pot())
        return frozenset(seen)

    def result(self) -> MatchResult | None:
        """The winners of the game (or the most games won), once over."""
        if not self.over:
            return None
        if self.games == 1:
            winners = self.deal_summaries[-1].winners
        else:
            best = max(self.wins)
            winners = tuple(s for s in range(self.num_seats) if self.wins[s] == best)
            if len(winners) == self.num_seats:
                winners = ()
        losers = tuple(s for s in range(self.num_seats) if winners and s not in winners)
        last = facts_as(self.deal_summaries[-1].details, WarDetails)
        return MatchResult(
            winners=winners,
            losers=losers,
            scores=tuple(self.wins),
            details=WarResult(reason=last.reason, rounds=last.rounds, games=self.games),
        )


class DrunkardMatch(WarMatch):
    """A match of «Пьяница»: any number of players, the round rules from the options."""

    options_type: ClassVar[type[WarOptions]] = DrunkardOptions
