"""The match of «Пьяница» / «Война»: dealing, the one ``turn`` action, views, results.

Neither game has a decision (war.md §6). So that records, replays, undo and
hot-seat work as in every other game, the seat to move has exactly one legal
action, ``turn``: one reveal step (a round's opening, or one dispute step).
Bots take it at once; the app takes it on a key press, on a timer or all at
once. By default the turn belongs to the lowest-numbered active seat; with
``per_player_flip`` every active player turns in table order and the step is
made when the last one has.

One deal of the engine is one game; option ``games`` plays several (the
deal passes to the left) and totals the wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtui.engine.actions import Action
from cardtui.engine.cards import STANDARD_DECKS, Card, deck
from cardtui.engine.chance import Chance
from cardtui.engine.options import OptionValue, as_int
from cardtui.engine.protocol import DealSummary, Event, Game, Match, MatchResult, Play, View
from cardtui.engine.record import MatchRecord
from cardtui.engine.score import ScoreLine, note, term, total
from cardtui.games.war.table import RoundEnd, StepOutcome, WarRules, WarTable

TURN = Action("turn")
"""The only action: turn the next cards."""


def rules_from(options: Mapping[str, OptionValue], deck_size: int) -> WarRules:
    """The round rules of a set of options."""
    ranks = STANDARD_DECKS[deck_size][0]
    return WarRules(
        dispute_cards=as_int(options.get("dispute_cards", 3)),
        any_tie_dispute=bool(options.get("any_tie_dispute", False)),
        six_beats_ace=bool(options.get("six_beats_ace", False)),
        lowest_rank=_lowest(ranks),
        pickup_order=str(options["pickup_order"]),
        winners_count=as_int(options.get("winners_count", 1)),
        max_rounds=as_int(options["max_rounds"]),
    )


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


class WarMatch(Match):
    """A match of one or more games of «Пьяница» (or «Война»)."""

    search_share = frozenset({"rules", "last_step"})
    ordered_zones = frozenset(f"pile{s}" for s in range(12))

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.deck_size = as_int(options["deck_size"])
        self.rules = rules_from(options, self.deck_size)
        self.per_player = bool(options.get("per_player_flip", False))
        self.games = as_int(options.get("games", 1))
        self.wins = [0] * num_seats
        self.dealer = 0
        self.over = False
        self.aside: list[Card] = []
        self.waiting: list[int] = []
        """``per_player_flip``: the seats still to turn for the next step."""
        self.last_step: StepOutcome | None = None
        self.table = WarTable([[] for _ in range(num_seats)], self.rules)
        self.opening_events = self._start_deal(None)

    # --- dealing ------------------------------------------------------------

    def _pack(self) -> list[Card]:
        decks = str(self.options.get("decks", "auto"))
        copies = (2 if self.num_seats > 6 else 1) if decks == "auto" else int(decks)
        return deck(self.deck_size) * copies

    def _start_deal(self, dealer: int | None) -> list[Event]:
        self.begin_deal(dealer)
        if dealer is None:
            dealer = self.chance.randrange(self.num_seats)
            self.record_dealer(dealer)
        self.dealer = dealer
        cards = self.chance.shuffle(self._pack())
        self.deck = tuple(cards)
        order = [(dealer + 1 + i) % self.num_seats for i in range(self.num_seats)]
        piles, self.aside = deal_piles(cards, order, bool(self.options.get("equal_piles", False)))
        self.table = WarTable(piles, self.rules, order)
        self.last_step = None
        self._reset_waiting()
        return [Event("deal_start", dealer, value=str(self.deal_number))]

    def _reset_waiting(self) -> None:
        self.waiting = list(self.table.active) if self.per_player else []

    # --- the protocol ---------------------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat whose key turns the next cards."""
        if self.over:
            return None
        if self.per_player:
            return self.waiting[0]
        return min(self.table.active)

    @property
    def is_over(self) -> bool:
        """Whether the last game has ended."""
        return self.over

    def legal_actions(self) -> Sequence[Action]:
        """``turn``, while the match goes on."""
        return () if self.over else (TURN,)

    def explain_illegal(self, action: Action) -> str:
        """Nothing is decided here: only turning the cards."""
        return "only_turn"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_seat
        if self.per_player:
            self.waiting.pop(0)
            if self.waiting:
                return [Event("turn_ready", seat)]
        table = self.table
        outcome = table.step(self.chance.shuffle)
        self.last_step = outcome
        events = [Event("open", s, cards) for s, cards in outcome.reveals if cards]
        if outcome.contenders:
            tied = tuple(cards[-1] for s, cards in outcome.reveals if s in outcome.contenders)
            events.append(Event("dispute", None, tied, str(len(outcome.contenders))))
        if outcome.end is not None:
            events += self._round_events(outcome.end)
            if table.reason is not None:
                events += self._end_game()
        if not self.over:
            self._reset_waiting()
        return events

    def _round_events(self, end: RoundEnd) -> list[Event]:
        if end.winner is None:
            events = [Event("void_round", None, (), str(len(end.pot)))]
        else:
            events = [Event("round_won", end.winner, end.pot, str(len(end.pot)))]
        return events + [Event("eliminated", s) for s in end.eliminated]

    def _end_game(self) -> list[Event]:
        table = self.table
        reason = table.reason or "normal"
        endless = str(self.options.get("endless_result", "card_count"))
        winners = table.winners(endless)
        for seat in winners:
            self.wins[seat] += 1
        outcome = reason
        if not winners:
            outcome = "draw"
        elif reason != "normal" and len(winners) > 1:
            outcome = "shared"
        self.deal_summaries.append(
            DealSummary(
                number=self.deal_number,
                card_points=(0,) * self.num_seats,
                teams=tuple((s,) for s in range(self.num_seats)),
                winners=winners,
                outcome=outcome,
                details={
                    "counted": False,
                    "reason": reason,
                    "rounds": table.rounds,
                    "disputes": table.disputes,
                    "void_rounds": table.void_rounds,
                    "cards_won": tuple(table.cards_won),
                    "piles": tuple(len(p) for p in table.piles),
                    "eliminated": tuple(table.eliminated),
                    "wins": tuple(self.wins),
                },
                lines=self._lines(winners, reason),
                match_points=tuple(int(s in winners) for s in range(self.num_seats)),
            )
        )
        events = [Event("game_end", None, (), reason), Event("deal_end", None, value=outcome)]
        if self.deal_number >= self.games:
            self.over = True
            return events
        return events + self._start_deal((self.dealer + 1) % self.num_seats)

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

    def _public(self) -> dict[str, Any]:
        table = self.table
        last = table.last_round
        return {
            "piles": tuple(len(p) for p in table.piles),
            "pot": len(table.pot()),
            "round": table.rounds + (1 if table.in_round else 0),
            "disputes": table.disputes,
            "disputing": tuple(table.disputing),
            "steps": tuple(table.steps) if table.in_round else (last.steps if last else ()),
            "opened": self._plays(table.steps),
            "last_opened": self._plays(last.steps) if last else (),
            "last_winner": last.winner if last else None,
            "last_pot": len(last.pot) if last else 0,
            "eliminated": tuple(table.eliminated),
            "active": tuple(table.active),
            "waiting": tuple(self.waiting),
            "reason": table.reason or "",
            "wins": tuple(self.wins),
            "games": self.games,
            "dispute_cards": self.rules.dispute_cards,
        }

    def view(self, seat: int | None, search: bool = False) -> View:
        """Nobody sees a pile: sizes, the cards on the table and the last round are public.

        A round is not a trick (everyone opens at once, nobody leads), so the cards go in
        ``public["opened"]`` (this round so far) and ``public["last_opened"]``, per seat.
        A spectator (``None``) sees every pile, top card first, as the seat's "hand".
        """
        to_move = self.current_seat
        table = self.table
        return View(
            game=self.game.id,
            seat=seat,
            num_seats=self.num_seats,
            phase="over" if self.over else ("dispute" if table.in_round else "turn"),
            to_move=to_move,
            legal=tuple(self.legal_actions()) if seat is not None and seat == to_move else (),
            hand=(),
            hands=tuple(tuple(p) for p in table.piles)
            if seat is None
            else (None,) * self.num_seats,
            hand_sizes=tuple(len(p) for p in table.piles),
            dealer=self.dealer,
            deal_number=self.deal_number,
            deal_code=self.deal_code,
            public=self._public(),
        )

    def hidden_cards(self, seat: int) -> list[Card]:
        """Every pile and the cards set aside, but the cards of the last round (seen face up)."""
        last = self.table.last_round
        seen = set(last.pot) if last is not None else set()
        seen.update(self.table.pot())  # with two packs a card's twin may be face up
        return [c for p in self.table.piles for c in p if c not in seen] + list(self.aside)

    def hidden_zones(self, seat: int) -> dict[str, list[Card]]:
        """Every pile (one's own too: nobody looks at it) and the cards set aside."""
        zones = {f"pile{s}": pile for s, pile in enumerate(self.table.piles)}
        zones["aside"] = self.aside
        return zones

    def card_zones(self) -> Mapping[str, Sequence[Card]]:
        """Piles, the pot on the table and the cards set aside."""
        zones: dict[str, Sequence[Card]] = {
            f"pile{s}": list(p) for s, p in enumerate(self.table.piles)
        }
        zones["pot"] = self.table.pot()
        zones["aside"] = self.aside
        return zones

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
        last = self.deal_summaries[-1].details
        return MatchResult(
            winners=winners,
            losers=losers,
            scores=tuple(self.wins),
            details={"reason": last["reason"], "rounds": last["rounds"], "games": self.games},
        )
