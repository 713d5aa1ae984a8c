"""The table model's number choice (a cut depth): digits, backspace, arrows that stop at the ends."""

from __future__ import annotations

from cardtui.engine import Action
from cardtui.ui.table_model import TableModel


def _model(values: range) -> TableModel:
    model = TableModel()
    model.choices = [Action.choice("cut", str(v)) for v in values]
    model.active = True
    return model


def test_digits_build_the_number() -> None:
    model = _model(range(1, 33))
    assert model.number_choice and model.number_range() == (1, 32)
    assert model.type_digit(2) and model.cursor == 1
    assert model.type_digit(7) and model.choices[model.cursor].value == "27"
    assert model.type_digit(4)  # no value starts with 274: a new number, 4
    assert model.choices[model.cursor].value == "4" and model.typed == "4"
    assert model.erase_digit() and model.typed == ""
    assert not model.type_digit(0)  # no value starts with 0


def test_arrows_stop_at_the_ends() -> None:
    model = _model(range(1, 33))
    model.move_cursor(-1)
    assert model.cursor == 0
    model.cursor = 31
    model.move_cursor(1)
    assert model.cursor == 31


def test_few_choices_stay_a_list() -> None:
    model = _model(range(1, 5))
    assert not model.number_choice
    model.choices = [Action.choice("boast", v) for v in ("pants", "mirror")]
    assert not model.number_choice
