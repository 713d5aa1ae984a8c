"""The table on its own: bad set-ups refused in one line, codes typed loosely, secrets
compared without telling which part was wrong."""

from __future__ import annotations

import pytest

from cardtui.net.schema import Refusal
from cardtui.net.table import Table, normal_code


@pytest.mark.parametrize(
    ("game", "seats", "options", "reason"),
    [
        ("no_such_game", ["remote", "simple"], {}, "bad_table"),
        ("klaberjass", ["remote", "simple", "simple"], {}, "bad_table"),
        ("klaberjass", ["remote", "wizard"], {}, "bad_seats"),
        ("klaberjass", ["simple", "simple"], {}, "bad_seats"),
        ("klaberjass", ["remote", "simple"], {"target_score": "-5"}, "bad_table"),
        ("klaberjass", ["remote", "simple"], {"nope": "1"}, "bad_table"),
    ],
)
def test_bad_tables_are_refused(
    game: str, seats: list[str], options: dict[str, str], reason: str
) -> None:
    with pytest.raises(Refusal) as refused:
        Table.new(game, seats, options, seed=1, autosave=False)
    assert refused.value.reason == reason
    assert "\n" not in refused.value.detail


def test_codes_and_tokens() -> None:
    table = Table.new("klaberjass", ["remote", "remote"], seed=1, autosave=False)
    assert normal_code(table.code.lower().replace("-", " ")) == normal_code(table.code)
    seat, token = table.admit(table.code.lower(), "A")
    assert seat == 0 and len(token) >= 30
    with pytest.raises(Refusal) as wrong_code:
        table.admit("AAAA-AAAA", "B")
    with pytest.raises(Refusal) as wrong_token:
        table.rejoin(table.code, token + "x")
    with pytest.raises(Refusal) as both_wrong:
        table.rejoin("AAAA-AAAA", token)
    assert wrong_code.value.reason == wrong_token.value.reason == both_wrong.value.reason
    assert wrong_token.value.detail == both_wrong.value.detail
    assert table.rejoin(table.code, token) == 0
    assert token not in str(table.meta())  # only the token's digest is kept
    table.admit(table.code, "B")
    with pytest.raises(Refusal) as full:
        table.admit(table.code, "C")
    assert full.value.reason == "table_full"


def test_actions_are_checked() -> None:
    table = Table.new("klaberjass", ["remote", "remote"], seed=3, autosave=False)
    seat = table.match.current_seat
    assert seat is not None
    other = 1 - seat
    legal = table.match.legal_actions()[0]
    n = table.decisions
    with pytest.raises(Refusal, match="turn"):
        table.act(other, str(legal), n)
    with pytest.raises(Refusal) as stale:
        table.act(seat, str(legal), n + 1)
    assert stale.value.reason == "stale"
    with pytest.raises(Refusal) as bad:
        table.act(seat, "%%%", n)
    assert bad.value.reason == "bad_action"
    table.act(seat, str(legal), n)
    with pytest.raises(Refusal) as replayed:
        table.act(seat, str(legal), n)
    assert replayed.value.reason == "stale"
