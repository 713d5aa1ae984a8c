"""The state every phase of a Klaberjass match shares, and small helpers.

Seats are 0 and 1; ``dealer`` deals and speaks second, ``elder`` (the other
seat) speaks first and leads to the first trick. Every attribute is a plain
value, list or dict so that search copies stay cheap.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.chance import Chance
from cardtui.engine.legal import CachedLegal
from cardtui.engine.options import OptionValue, typed_options
from cardtui.engine.protocol import Event, Game, Match
from cardtui.engine.record import MatchRecord
from cardtui.engine.trick import FollowRule
from cardtui.games.klaberjass.follow import LEAD_RULES
from cardtui.games.klaberjass.options import KlaberjassOptions
from cardtui.games.klaberjass.runs import Run
from cardtui.games.klaberjass.tables import display_key, power_table

BID_TAKE = "bid_take"
"""Round 1 of the bidding: take the turn-up's suit, pass (or schmeiss)."""
BID_NAME = "bid_name"
"""Round 2: name another suit or pass."""
SCHMEISS_ANSWER = "schmeiss_answer"
EXCHANGE_SEVEN = "exchange"
"""The holder of the trump seven may swap it for the turn-up."""
DECLARE = "declare"
"""The elder announces the kind of his best run or stays silent."""
DECLARE_REPLY = "declare_reply"
"""The dealer answers the elder's announcement."""
DECLARE_LATE = "declare_late"
"""After a silent elder's lead, the dealer may still announce."""
PLAY = "play"
OVER = "over"

OPEN = "open"
NAMED = "named"
NO_LIMIT = 99
"""``beaten`` of a seat that has shown no missing trump (above every trick power)."""


class KlaberjassState(CachedLegal, Match):
    """Hands, stock, turn-up, bidding, announcements, tricks and the score sheet.

    The phases (:mod:`.bidding`, :mod:`.declarations`, :mod:`.play`, :mod:`.scoring`)
    are functions of this state; :class:`~.match.KlaberjassMatch` puts them in its
    phase table.
    """

    def __init__(
        self,
        game: Game,
        num_seats: int,
        options: dict[str, OptionValue],
        chance: Chance,
        record: MatchRecord,
    ) -> None:
        super().__init__(game, num_seats, options, chance, record)
        self.opts = typed_options(KlaberjassOptions, game.options, options)
        self.target = self.opts.target_score
        overtrump = self.opts.must_overtrump
        self.follow_trump = LEAD_RULES[overtrump, True]
        """The follow duties on a trump lead (:mod:`cardtui.engine.trick`)."""
        self.follow_plain = LEAD_RULES[overtrump, False]
        """The follow duties on a plain lead."""
        self.elder = 1
        self.phase = BID_TAKE
        self.to_move = 1
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []
        """Face-down cards, top first (19 before the second deal, 13 after)."""
        self.turn_up: Card | None = None
        """The card turned up after the first deal (public all deal long)."""
        self.face_up: list[Card] = []
        """The face-up card beside the stock, out of play: the turn-up, or the trump seven
        that replaced it."""
        self.leader = 1
        self.totals = [0, 0]
        self.hanging = 0
        """Points set aside by a hanging tie, for the next deal's winner."""
        self.annulled = 0
        self.winner: int | None = None
        self.win_amount = 0
        self._rank: dict[Card, int] = display_key("")
        self._legal: Sequence[Action] | None = None
        self.clear_deal()

    def clear_deal(self) -> None:
        """Forget the last deal: the trump, the calls, the talk, the tricks."""
        self.bottom: Card | None = None
        """The stock's bottom card once shown (``show_bottom_card``)."""
        self.trump = ""
        self.trump_kind = ""
        self.maker: int | None = None
        self.calls: list[tuple[int, str]] = []
        """Bidding calls of this deal: (seat, ``take``/``pass``/``name:S``/``schmeiss``...)."""
        self.schmeiss_by: int | None = None
        self.exchange_queue: list[int] = []
        self.exchanged_by: int | None = None
        self.runs: list[tuple[Run, ...]] = [(), ()]
        self.announced = ""
        """The kind the elder announced («терц» / «полтинник»), or ``""``."""
        self.elder_silent = False
        self.seq_winner: int | None = None
        self.seq_done = False
        """Whether the sequences are settled (a winner or nobody)."""
        self.talk: list[tuple[int, str, str, tuple[Card, ...]]] = []
        """The announcements in order: (seat, code, value, cards)."""
        self.shown_runs: list[tuple[Card, ...]] = [(), ()]
        self.shown_value = [0, 0]
        self.known: list[list[Card]] = [[], []]
        """Cards publicly known to be in each hand (shown runs, bella, the exchanged
        turn-up); a stated height names a rank only and makes no card known."""
        self.bella: list[bool] = [False, False]
        self.bella_pair: list[bool] = [False, False]
        """Whether a seat held both K and Q of trumps when play began."""
        self.played: list[list[Card]] = [[], []]
        self.beaten = [NO_LIMIT, NO_LIMIT]
        """Per seat, the trick power of the lowest led trump it followed without beating it
        (``must_overtrump``): it holds no trump above that. A number, not the cards, so
        that a search template holds no hidden card."""
        self.won: list[list[Card]] = [[], []]
        self.won_points = [0, 0]
        self.tricks = [0, 0]
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None

    # --- helpers ----------------------------------------------------------------

    def other(self, seat: int) -> int:
        """The opponent of ``seat``."""
        return 1 - seat

    def sort_hands(self) -> None:
        """Put both hands in display order (trumps first once the trump is known)."""
        self._rank = display_key(self.trump)
        for hand in self.hands:
            hand.sort(key=self._rank.__getitem__)
        self._legal = None

    def give(self, seat: int, card: Card) -> None:
        """Add ``card`` to a hand in display order."""
        insort(self.hands[seat], card, key=self._rank.__getitem__)
        self._legal = None

    def make_known(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        """Mark cards still in ``seat``'s hand as publicly known."""
        hand = self.hands[seat]
        known = self.known[seat]
        for card in cards:
            if card in hand and card not in known:
                known.append(card)

    def unplay_last(self) -> bool:
        """Take the last card of the trick in progress back into its hand, that seat to
        move again (the search's inference rewinds a world so; False when no card is out)."""
        if self.phase != PLAY or not self.trick:
            return False
        seat, card = self.trick.pop()
        self.give(seat, card)
        self.played[seat].pop()
        self.to_move = seat
        return True

    def take_from_hand(self, seat: int, card: Card) -> None:
        """Remove ``card`` from a hand (and from what is known of it)."""
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self._legal = None

    def follow_duties(self, led: Card) -> tuple[FollowRule, ...]:
        """The follow rules that apply to a trick led by ``led``."""
        return self.follow_trump if led.suit == self.trump else self.follow_plain

    def note_failed_overtrump(self, seat: int, led: Card) -> None:
        """A trump below the led trump shows no higher trump in that hand."""
        self.beaten[seat] = min(self.beaten[seat], power_table(self.trump)[led])

    def _apply(self, action: Action) -> list[Event]:
        """The phase table's move for the phase in play (the legal cache dropped)."""
        self._legal = None
        events = self.phase_table[self.phase].apply(self, self.mover, action)
        self._legal = None
        return events

    def _compute_legal(self) -> Sequence[Action]:
        """The phase table's legal set for the seat to move (none once over)."""
        if self.over:
            return ()
        return self.phase_table[self.phase].legal(self, self.mover)

    def say(self, seat: int, code: str, value: str = "", cards: tuple[Card, ...] = ()) -> Event:
        """Log one announcement and return its public event."""
        self.talk.append((seat, code, value, cards))
        return Event(code, seat, cards, value)
