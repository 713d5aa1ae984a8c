"""The selection logic of the table, without a screen: hand actions, choices, marks."""

from __future__ import annotations

from cardtui.engine import PASS, Action, Card, View, parse_cards
from cardtui.engine.cards import sort_key
from cardtui.ui.table_model import Places, TableModel, seat_places


def _view(hand: tuple[Card, ...], legal: tuple[Action, ...]) -> View:
    return View(
        game="test",
        seat=0,
        num_seats=4,
        phase="play",
        to_move=0,
        legal=legal,
        hand=hand,
        hands=(hand, None, None, None),
        hand_sizes=(len(hand), 8, 8, 8),
    )


HAND = parse_cards("QC 7D AS KS 9H")


def test_seat_places_around_the_table() -> None:
    assert seat_places(2) == Places(None, (1,), None)
    assert seat_places(3) == Places(1, (), 2)
    assert seat_places(4) == Places(1, (2,), 3)
    assert seat_places(6) == Places(1, (2, 3, 4), 5)


def test_cards_in_hand_are_played_from_the_hand_the_rest_are_choices() -> None:
    drawn = Card.parse("TH")  # a card not in the hand: a numbered choice
    legal = (Action.play(HAND[2]), Action.play(HAND[3]), Action.play(drawn), PASS)
    model = TableModel()
    model.update(_view(HAND, legal), HAND, True, 1)
    assert model.hand_actions == [Action.play(HAND[2]), Action.play(HAND[3])]
    assert model.choices == [Action.play(drawn), PASS]
    assert model.playable == frozenset({2, 3})
    assert model.selected == 2  # the first playable card is chosen
    assert model.play() == Action.play(HAND[2])
    model.move(-1)
    assert model.play() == "play"  # refused: the screen asks the engine why


def test_only_choices_move_the_cursor() -> None:
    legal = (PASS, Action.choice("boast", "pants"), Action.choice("boast", "mirror"))
    model = TableModel()
    model.update(_view(HAND, legal), HAND, True, 1)
    assert not model.hand_actions
    model.move(1)
    model.move(1)
    assert model.play() == Action.choice("boast", "mirror")


def test_marking_several_cards_and_choosing_the_kind() -> None:
    pair = (HAND[2], HAND[3])
    legal = (
        Action.play(*pair),
        Action("discard", tuple(sorted(pair, key=sort_key))),
        Action.play(HAND[4]),
    )
    model = TableModel()
    model.update(_view(HAND, legal), HAND, True, 1)
    assert model.multi
    model.select(2)
    model.toggle_mark()
    model.select(3)
    model.toggle_mark()
    assert model.marked_cards() == list(pair)
    assert model.kinds_for(pair) == ["play", "discard"]
    assert model.play() is None  # two kinds fit: the person picks one
    assert model.visible_choices() == [Action.play(*pair), Action("discard", tuple(sorted(pair, key=sort_key)))]
    model.move_cursor(1)
    assert model.play() == Action("discard", tuple(sorted(pair, key=sort_key)))


def test_a_new_decision_clears_marks() -> None:
    legal = (Action.play(HAND[2], HAND[3]),)
    model = TableModel()
    model.update(_view(HAND, legal), HAND, True, 1)
    model.select(2)
    model.toggle_mark()
    model.update(_view(HAND, legal), HAND, True, 2)
    assert not model.marked
