"""What the table's keys work on: the hand, the legal actions split into card plays
and numbered choices, the chosen card, marked cards and the choice cursor.

Pure Python (no Textual), so the selection logic is tested directly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtui.engine import Action, Card, View
from cardtui.engine.cards import RANKS, sort_key

NUMBER_CHOICE_MIN = 7
"""From this many cardless choices of one kind with number values (a mirror's cut depth),
the choice is entered as a number or moved with the arrows instead of listed."""
NUMBER_EXTRAS_MAX = 2
"""Other choices a number choice may have beside its numbers (pass, take the widow)."""


@dataclass(frozen=True)
class Places:
    """Where the other seats sit, by place (1 = next clockwise from the bottom)."""

    left: int | None
    top: tuple[int, ...]
    right: int | None


def seat_places(num_seats: int) -> Places:
    """Left, top row and right for a table of ``num_seats`` seen from place 0."""
    others = list(range(1, num_seats))
    if len(others) == 1:
        return Places(None, (others[0],), None)
    if len(others) == 2:
        return Places(others[0], (), others[1])
    return Places(others[0], tuple(others[1:-1]), others[-1])


def sorted_hand(cards: Sequence[Card], order: str) -> list[Card]:
    """The hand in the chosen order: ``suit`` and ``trump`` keep the game's own order,
    which leads with the game's trumps, high to low (the game knows them: its permanent
    trumps, a Dulle, the trump suit; ``tests/test_hand_order.py`` holds every game to
    it); ``rank`` orders by rank, high to low, each rank's suits in the game's order."""
    hand = list(cards)
    if order == "rank":
        place = {card: i for i, card in reversed(list(enumerate(hand)))}
        return sorted(hand, key=lambda c: (_rank_index(c), place[c]))
    return hand


def _rank_index(card: Card) -> int:
    return RANKS.index(card.rank) if card.rank in RANKS and not card.is_joker else -1


def only_choice(legal: Sequence[Action]) -> Action | None:
    """The one legal action when it is a choice without cards (pass, "keep my cards")."""
    return legal[0] if len(legal) == 1 and not legal[0].cards else None


def _fits(cards: Sequence[Card], hand: Sequence[Card]) -> bool:
    need = Counter(cards)
    have = Counter(hand)
    return all(have[c] >= k for c, k in need.items())


@dataclass
class TableModel:
    """The selection state of the table for the seat at the bottom."""

    hand: list[Card] = field(default_factory=list)
    hand_actions: list[Action] = field(default_factory=list)
    """Legal actions made only of cards in the hand: chosen in the hand."""
    choices: list[Action] = field(default_factory=list)
    """Every other legal action: chosen from the numbered list."""
    narrowed: list[Action] | None = None
    """Several actions fit the chosen cards: the person picks one of these."""
    selected: int = 0
    marked: set[int] = field(default_factory=set)
    cursor: int = 0
    active: bool = False
    typed: str = ""
    """Digits typed so far for a number choice."""
    trick_just_ended: bool = False
    sort: str = "suit"
    """The hand's order (:func:`sorted_hand`), from the settings."""
    _token: object = None

    # --- refresh ------------------------------------------------------------

    def update(self, view: View, hand: Sequence[Card], active: bool, token: object) -> None:
        """Take a new view; a new decision (``token``) clears marks and narrowing."""
        previous = self.hand[self.selected] if 0 <= self.selected < len(self.hand) else None
        self.hand = sorted_hand(hand, self.sort)
        self.active = active and bool(view.legal)
        legal = view.legal if self.active else ()
        self.hand_actions = [a for a in legal if a.cards and _fits(a.cards, self.hand)]
        self.choices = [a for a in legal if a not in self.hand_actions]
        self.trick_just_ended = not view.trick and bool(view.last_trick)
        if token != self._token:
            self._token = token
            self.marked.clear()
            self.narrowed = None
            self.cursor = 0
            self.typed = ""
            self.selected = self._best_selection(previous)
        self.selected = min(self.selected, max(0, len(self.hand) - 1))
        self.marked = {i for i in self.marked if i < len(self.hand)}
        self.cursor = min(self.cursor, max(0, len(self.visible_choices()) - 1))

    def _best_selection(self, previous: Card | None) -> int:
        playable = sorted(self.playable)
        if previous is not None and previous in self.hand:
            index = self.hand.index(previous)
            if not playable or index in playable:
                return index
            return min(playable, key=lambda i: abs(i - index))
        return playable[0] if playable else 0

    def reset(self) -> None:
        """Forget everything (after undo)."""
        self._token = None
        self.marked.clear()
        self.narrowed = None
        self.cursor = 0
        self.typed = ""

    def after_action(self) -> None:
        """An action was applied."""
        self.marked.clear()
        self.narrowed = None

    # --- derived ------------------------------------------------------------

    @property
    def multi(self) -> bool:
        """Some legal action moves several cards: space marks, Enter plays the set."""
        return any(len(a.cards) > 1 for a in self.hand_actions)

    @property
    def playable(self) -> frozenset[int]:
        """Hand positions that take part in some legal hand action."""
        if self.multi:
            cards = {c for a in self.hand_actions for c in a.cards}
        else:
            cards = {a.cards[0] for a in self.hand_actions}
        return frozenset(i for i, c in enumerate(self.hand) if c in cards)

    def visible_choices(self) -> list[Action]:
        """The numbered list shown now."""
        return self.narrowed if self.narrowed is not None else self.choices

    def _numbers(self) -> tuple[list[Action], list[Action]]:
        """The choices with a number value, all of one kind, and the few others (pass, take)."""
        choices = self.visible_choices()
        numbers = [a for a in choices if a.value.isdigit() and not a.cards]
        others = [a for a in choices if a not in numbers]
        if len({a.kind for a in numbers}) != 1:
            return [], choices
        return numbers, others

    @property
    def number_choice(self) -> bool:
        """Many numbers of one kind (a cut depth, a reserve, bids), with at most
        :data:`NUMBER_EXTRAS_MAX` other cardless choices (pass, take) beside them: typed
        or stepped, not listed (the others sit left of the lowest number)."""
        numbers, others = self._numbers()
        if len(others) > NUMBER_EXTRAS_MAX or any(a.cards for a in others):
            return False
        many = len(numbers) >= NUMBER_CHOICE_MIN or len(numbers) + len(others) > 9
        return many and len(numbers) >= 2

    def number_kind(self) -> str:
        """The kind of the numbers of a number choice (``bid``, ``cut``)."""
        numbers, _ = self._numbers()
        return numbers[0].kind if numbers else ""

    def number_extras(self) -> list[Action]:
        """The choices of a number choice that are not numbers (pass, take)."""
        return self._numbers()[1]

    def number_range(self) -> tuple[int, int]:
        """The smallest and largest value of a number choice."""
        values = [int(a.value) for a in self._numbers()[0]]
        return min(values), max(values)

    def type_digit(self, digit: int) -> bool:
        """Add a typed digit to a number choice; the cursor goes to the value typed so far
        (or the first value it begins: 2 for 25 when the values go in steps of 25).

        A digit that no value can continue starts the number again; one that no
        value starts with is ignored (False).
        """
        values = [a.value if a.value.isdigit() else "" for a in self.visible_choices()]
        for typed in (self.typed + str(digit), str(digit)):
            starts = [i for i, v in enumerate(values) if v and v.startswith(typed)]
            if starts:
                self.typed = typed
                self.cursor = values.index(typed) if typed in values else starts[0]
                return True
        return False

    def erase_digit(self) -> bool:
        """Backspace in a number choice."""
        if not self.typed:
            return False
        self.typed = self.typed[:-1]
        values = [a.value if a.value.isdigit() else "" for a in self.visible_choices()]
        if self.typed in values:
            self.cursor = values.index(self.typed)
        return True

    def marked_cards(self) -> list[Card]:
        """The marked cards in hand order."""
        return [self.hand[i] for i in sorted(self.marked)]

    def kinds_for(self, cards: Sequence[Card]) -> list[str]:
        """The kinds of legal actions made of exactly these cards."""
        want = Counter(cards)
        kinds: list[str] = []
        for action in self.hand_actions:
            if Counter(action.cards) == want and action.kind not in kinds:
                kinds.append(action.kind)
        return kinds

    # --- keys ---------------------------------------------------------------

    def _hand_mode(self) -> bool:
        return bool(self.hand_actions) and self.narrowed is None

    def move(self, delta: int) -> bool:
        """Next/previous card, or choice when no card can be played."""
        if self._hand_mode() and self.hand:
            self.selected = (self.selected + delta) % len(self.hand)
            return True
        return self.move_cursor(delta)

    def move_cursor(self, delta: int) -> bool:
        """Next/previous choice."""
        choices = self.visible_choices()
        if not choices:
            return False
        self.typed = ""
        if self.number_choice:  # a number stops at its ends rather than wrapping round
            self.cursor = max(0, min(len(choices) - 1, self.cursor + delta))
            return True
        self.cursor = (self.cursor + delta) % len(choices)
        return True

    def select(self, index: int) -> None:
        """Choose the card at ``index`` (a click)."""
        if 0 <= index < len(self.hand):
            self.selected = index
            self.narrowed = None

    def toggle_mark(self) -> None:
        """Mark or unmark the selected card."""
        if not self.hand:
            return
        self.narrowed = None
        self.marked.symmetric_difference_update({self.selected})

    def chosen_cards(self) -> list[Card]:
        """The marked cards, or the selected one when none is marked."""
        if self.marked:
            return self.marked_cards()
        return [self.hand[self.selected]] if self.hand else []

    def play(self) -> Action | str | None:
        """Enter: the action to apply; a kind (str) to explain a refusal; None to pick among several."""
        if not self._hand_mode():
            choices = self.visible_choices()
            return choices[self.cursor] if choices else None
        cards = self.chosen_cards()
        want = Counter(cards)
        fits = [a for a in self.hand_actions if Counter(a.cards) == want]
        if len(fits) == 1:
            return fits[0]
        if fits:
            self.narrowed = fits
            self.cursor = 0
            return None
        kinds = Counter(a.kind for a in self.hand_actions)
        return kinds.most_common(1)[0][0] if kinds else "play"

    def probe(self, kind: str) -> Action:
        """The refused action of ``kind`` with the chosen cards (for the reason code)."""
        cards = self.chosen_cards()
        if kind == "play":
            return Action.play(*cards) if cards else Action("play")
        return Action(kind, tuple(sorted(cards, key=sort_key)))
