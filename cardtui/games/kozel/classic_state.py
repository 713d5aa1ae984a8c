"""The state every phase of a classic Kozel match shares (spec §1), and small helpers.

The phases (:mod:`.classic_boast`, :mod:`.classic_calls`) and :mod:`.classic_worlds`
are functions of this state; :class:`~.classic.KozelClassicMatch` subclasses it with
the phase table, the play of the tricks, the blinds and the views.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.cards import Card
from cardtui.engine.options import typed_options
from cardtui.engine.protocol import Event
from cardtui.engine.score import ScoreLine
from cardtui.engine.trick import TrickContext
from cardtui.games.kozel.classic_rules import (
    DISPLAY,
    ORDER,
    Board,
    follow_rules,
    hand_points,
    pair_lines,
    trick_winner,
)
from cardtui.games.kozel.core import PLAY, KozelMatch
from cardtui.games.kozel.facts import ClassicDetails


@dataclass(frozen=True, slots=True)
class ClassicOptions:
    """The options of classic Kozel (house rules)."""

    boasting: bool
    """Boast deals («хвалёнка»)."""
    redeal_demand: bool
    """A redeal on four 9s or at most 12 points."""
    last_trump_handoff: bool
    """The last-trump handoff between partners («отдаю последнего козыря»)."""
    ace_discard_ban: bool
    """No discarding a plain ace of a suit not led yet («запрет сноса туза»)."""
    must_trump_when_void: bool
    """A player void in the led suit must trump."""
    mirror_show_layer: bool
    """The mirror drawer sees the whole cut layer."""
    blind_seats: tuple[int, ...]
    """Seats the engine plays at random («слепой»)."""
    blind_follows_rules: bool
    """Whether a blind seat's random card follows the rules."""


class KozelClassicState(KozelMatch):
    """The match-long and deal state of classic Kozel: hands, stock, the boast draws,
    the calls before play, the tricks and the board; the end of a trick and of a deal."""

    def setup(self) -> None:
        self.opts = typed_options(ClassicOptions, self.game.options, self.options)
        self.blind: frozenset[int] = frozenset(self.opts.blind_seats)
        self.blind_follows = self.opts.blind_follows_rules
        self.rules = follow_rules(self.opts.must_trump_when_void, self.opts.ace_discard_ban)
        self.void_rules = self.rules[1:]
        self.void_code = (self.opts.must_trump_when_void, self.opts.ace_discard_ban)
        """The rules past following suit: what still binds a seat void in the led suit."""
        self.board = Board()
        self.goad: tuple[int, int | None] = (0, None)
        """The winners' pairs before the deal just closed and their card points in it
        (``None``: not played out), for the «с погонялом» title."""
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands = [[], [], [], []]
        """Hands; during a boast deal, the kept piles."""
        self.stock: list[Card] = []
        self.set_aside: list[Card] = []
        self.drawn: list[Card] = []
        """Blank cards of the last pants draw, waiting for the drawer's choice."""
        self.trick = []
        self.face_down: set[int] = set()
        self.banks: list[list[Card]] = [[], []]
        self.seat_points = [0, 0, 0, 0]
        self.team_tricks = [0, 0]
        self.seat_tricks = [0, 0, 0, 0]
        self.tricks_done = 0
        self.suits_led: set[str] = set()
        self.led_suit = ""
        self.played: list[Card] = []
        self.voids: list[set[str]] = [set(), set(), set(), set()]
        self.last_trick = ()
        self.last_winner = None
        self.redeals = 0
        self.boast: str | None = None
        self.boaster: int | None = None
        self.drawers: tuple[int, ...] = ()
        self.drawer_index = 0
        self.askers: list[int] = []
        self.handoff_pos = 0
        self.handoffs: tuple[tuple[int, int], ...] = ()
        self.participated: frozenset[int] = frozenset()
        self.swaps: tuple[tuple[int, Card, int, Card], ...] = ()
        """Handoffs as (giver, trump, receiver, card given back): each side knows its own."""
        self.aside_seen: list[list[Card]] = [[], [], [], []]
        """Per drawer, the cards it saw go to the set-aside pile in a boast deal."""
        self.overflows: tuple[tuple[int, int, Card], ...] = ()
        """(drawer, partner, card) for good cards a drawer put in its partner's pile."""

    @property
    def ctx(self) -> TrickContext:
        """What the follow rules look at: the led card and the suits led this deal."""
        return TrickContext(ORDER, self.trick[0][1] if self.trick else None, self.suits_led)

    def unplay_last(self) -> bool:
        """Take the last card of the trick in progress back into its hand, that seat to
        move again (the search's inference rewinds a world so; False when no card is out).
        A void the card showed stays shown."""
        if self.phase != PLAY or not self.trick:
            return False
        seat, card = self.trick.pop()
        self.hands[seat].append(card)
        self.hands[seat].sort(key=DISPLAY.__getitem__)
        if not self.trick:
            self.led_suit = ""
        self.to_move = seat
        self._legal = None
        return True

    def sort_hands(self) -> None:
        """Every hand in display order."""
        for cards in self.hands:
            cards.sort(key=DISPLAY.__getitem__)

    def finish_trick(self, events: list[Event]) -> None:
        """The trick goes to its winner's team bank; after trick 8 the deal is scored."""
        winner = trick_winner(self.trick)
        cards = self.gather_trick(winner)
        points = hand_points(cards)
        team = winner % 2
        self.banks[team] += cards
        self.played += cards
        self.seat_points[winner] += points
        self.team_tricks[team] += 1
        self.seat_tricks[winner] += 1
        self.tricks_done += 1
        if not self.quiet:
            events.append(Event("trick_won", winner, cards, str(points)))
        if self.tricks_done == 8:
            self._end_deal(events)
            return
        self.ask(PLAY, winner)

    def _end_deal(self, events: list[Event]) -> None:
        points = self.seat_points
        team_points = (points[0] + points[2], points[1] + points[3])
        before = list(self.board.pairs)
        eggs = self.board.eggs_pending
        outcome, team, gain = self.board.score_play(team_points, self.team_tricks)
        goad = (0, None) if team is None else (before[team], team_points[team])
        lines = pair_lines(outcome, team, before, eggs, team_points, self.team_tricks)
        self.close(outcome, team, gain, goad, events, lines, True)

    def close(
        self,
        outcome: str,
        team: int | None,
        gain: int,
        goad: tuple[int, int | None],
        events: list[Event],
        lines: tuple[ScoreLine, ...],
        counted: bool,
    ) -> None:
        """Close the deal credited to ``team`` (``None``: eggs) with ``gain`` pairs."""
        points = self.seat_points
        self.goad = goad
        summary = self.team_summary(
            outcome,
            team,
            points if counted else (0, 0, 0, 0),
            lines,
            lines[-1].amounts or (0, 0),
            ClassicDetails(
                counted=counted,
                team_points=(points[0] + points[2], points[1] + points[3]),
                team_tricks=tuple(self.team_tricks),
                credited_team=team,
                pairs_gained=gain,
                pairs=tuple(self.board.pairs),
                eggs_pending=self.board.eggs_pending,
                dealer=self.dealer,
                boast=self.boast,
                boaster=self.boaster,
                redeals=self.redeals,
            ),
        )
        events += self.close_deal(summary, seat=None)
