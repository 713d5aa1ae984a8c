"""Hands of 13 to 17 cards and choices that fit: tens never cut to "1", the hand says how
it is squeezed, the hand order and four-colour settings, a reserve or bid typed as a
number beside Pass or Take, and a prompt with one choice taken with a note."""

from __future__ import annotations

import random
import re
from typing import Any

from rich.style import Style

from cardtui.engine import PASS, Action, Card, get_game
from cardtui.games.hearts.kierki import KierkiMatch
from cardtui.storage.settings import Settings
from cardtui.ui.app import CardtuiApp
from cardtui.ui.cards import CardLook
from cardtui.ui.session import Session
from cardtui.ui.table_model import TableModel, only_choice, sorted_hand
from cardtui.ui.widgets.choice_bar import ChoiceBar
from cardtui.ui.widgets.hand import HandWidget
from cardtui.ui.widgets.message_line import MessageLine
from tests.ui.helpers import make_app, settle, wait_for_turn
from tests.ui.screen_text import screen_text
from tests.ui.test_choices import _open, _reach, _seats

TENS_SEED = 8
"""Kierki for three, seed 8: Anna holds three tens among her 17 cards."""
THREE = ["human:Anna", "simple", "simple"]


def _hand_rows(app: Any) -> list[str]:
    hand = app.screen.query_one(HandWidget)
    rows = screen_text(app).splitlines()
    region = hand.region
    return [row[region.x : region.right] for row in rows[region.y : region.bottom]]


async def test_a_17_card_hand_shows_every_ten_at_80x24() -> None:
    app = make_app(THREE, game="kierki", seed=TENS_SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        hand = screen.model.hand
        tens = sum(c.rank == "T" for c in hand)
        assert len(hand) == 17 and tens == 3
        text = "\n".join(_hand_rows(app))
        assert text.count("10") == tens
        assert not re.search(r"1[│┆]", text)  # no ten cut down to its "1"
        widget = screen.query_one(HandWidget)
        assert widget.border_subtitle == "17 cards, suit under rank"


async def test_at_60x20_the_hand_says_how_it_is_squeezed() -> None:
    app = make_app(THREE, game="kierki", seed=TENS_SEED)
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await wait_for_turn(pilot, app)
        text = "\n".join(_hand_rows(app))
        assert "17 cards, suit under rank, X = 10" in text
        assert text.count("X") >= 3 and not re.search(r"1[│┆]", text)
        assert not screen.query_one(HandWidget).border_subtitle.startswith("1 ")


async def test_a_roomy_hand_has_no_note() -> None:
    app = make_app(THREE, game="kierki", seed=TENS_SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await wait_for_turn(pilot, app)
        assert screen.query_one(HandWidget).border_subtitle == ""


def test_snapshot_17_cards_with_tens(snap_compare: Any) -> None:
    async def turn(pilot: Any) -> None:
        await wait_for_turn(pilot, pilot.app)
        await settle(pilot)

    app = make_app(THREE, game="kierki", seed=TENS_SEED)
    assert snap_compare(app, run_before=turn, terminal_size=(80, 24))


def test_hand_orders() -> None:
    hand = [Card.parse(c) for c in ("QC", "TC", "AS", "9S", "KH", "TH", "AD")]
    assert sorted_hand(hand, "suit") == hand
    by_rank = [str(c) for c in sorted_hand(hand, "rank")]
    assert by_rank == [str(Card.parse(c)) for c in ("AS", "AD", "KH", "QC", "TC", "TH", "9S")]
    # The game's own order leads with its trumps (tests/test_hand_order.py): kept, so
    # permanent trumps of other suits stay above the trump suit.
    jacks_first = [Card.parse(c) for c in ("JC", "JS", "KC", "8C", "QS", "TS", "KD")]
    assert sorted_hand(jacks_first, "trump") == jacks_first


async def test_the_hand_order_setting_applies_on_the_table() -> None:
    app = make_app(THREE, game="kierki", seed=TENS_SEED)
    app.settings = Settings(hand_sort="rank")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        ranks = [c.rank for c in screen.model.hand]
        order = "AKQJT98765432"
        assert ranks == sorted(ranks, key=order.index)
        assert [c.rank for c in screen.query_one(HandWidget).state.cards] == ranks


def test_four_colour_deck() -> None:
    cards = [Card("A", s) for s in "SHDC"]
    look = CardLook(four_colour=True)
    inks = {str(look.face_style(c).color) for c in cards}
    assert len(inks) == 4
    two = CardLook()
    assert len({str(two.face_style(c).color) for c in cards}) == 2
    mono = CardLook(colour=False, four_colour=True)
    styles = [mono.face_style(c) for c in cards]
    assert all(s.color is None for s in styles)
    assert styles[1].underline and styles[2].italic and len(set(styles)) >= 3
    assert CardLook(colour=False).face_style(cards[1]) == Style(bold=True, dim=False, reverse=False)


def test_settings_keep_the_two_new_values() -> None:
    s = Settings.from_json({"hand_sort": "rank", "four_colour": True})
    assert s.hand_sort == "rank" and s.four_colour
    bad = Settings.from_json({"hand_sort": "sideways"})
    assert bad.hand_sort == "suit" and not bad.four_colour


def _bids(values: range, extra: Action = PASS) -> TableModel:
    model = TableModel()
    model.choices = [extra, *(Action.choice("bid", str(v)) for v in values)]
    model.active = True
    return model


def test_numbers_beside_pass_are_typed_or_stepped() -> None:
    model = _bids(range(1, 14))
    assert model.number_choice and model.number_range() == (1, 13)
    assert model.number_kind() == "bid" and model.number_extras() == [PASS]
    assert model.type_digit(1) and model.type_digit(2)
    assert model.visible_choices()[model.cursor].value == "12"
    seen = set()
    model.cursor = 0
    for _ in range(20):
        seen.add(model.visible_choices()[model.cursor])
        model.move_cursor(1)
    assert seen == set(model.choices)  # every value reachable by the arrows
    model.cursor = 1
    model.move_cursor(-1)
    assert model.visible_choices()[model.cursor] == PASS
    assert not _bids(range(1, 4)).number_choice  # four choices: a numbered list


def test_only_choice() -> None:
    keep = Action.choice("keep")
    assert only_choice([keep]) == keep
    assert only_choice([keep, PASS]) is None
    assert only_choice([Action.play(Card.parse("AS"))]) is None


def _reserve_match() -> KierkiMatch:
    match = get_game("kierki").new_match(4, {}, 3)
    assert isinstance(match, KierkiMatch)
    match.sequence = ("trump_auction",) * 20
    match._start_deal(3)  # first hand, who offers the widow, is seat 0
    rng = random.Random(3)
    for _ in range(50):
        legal = list(match.legal_actions())
        if match.current_seat == 0 and any(a.kind == "open" for a in legal):
            return match
        match.apply(rng.choice(legal))
    raise AssertionError("seat 0 never offered the widow")


async def _reserve_table(pilot: Any, app: CardtuiApp, match: KierkiMatch) -> None:
    await _open(pilot, app, Session(match, _seats((0,)), autosave=False))
    await wait_for_turn(pilot, app)
    await settle(pilot)


async def test_the_reserve_price_is_typed_as_a_number() -> None:
    match = _reserve_match()
    opens = [a for a in match.legal_actions() if a.kind == "open"]
    assert len(opens) > 9
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _reserve_table(pilot, app, match)
        screen = app.screen
        bar = screen.query_one(ChoiceBar)
        assert bar.state.number and bar.state.labels[0] != opens[0].value
        high = opens[-1].value
        for digit in high:
            await pilot.press(digit)
        await settle(pilot)
        model = screen.model  # type: ignore[attr-defined]
        assert model.visible_choices()[model.cursor].value == high
        assert f" {high} " in screen_text(app)
        before = len(match.record.decisions())
        await pilot.press("enter")
        await settle(pilot)
        assert match.record.decisions()[before] == (0, Action.choice("open", high))


def test_snapshot_reserve_number_entry(snap_compare: Any) -> None:
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    match = _reserve_match()

    async def reach(pilot: Any) -> None:
        await _reserve_table(pilot, app, match)
        await pilot.press("2")
        await settle(pilot)

    assert snap_compare(app, run_before=reach, terminal_size=(80, 24))


async def test_one_choice_is_taken_with_a_note() -> None:
    def one(m: Any) -> bool:
        legal = list(m.legal_actions())
        return len(legal) == 1 and legal[0] != PASS and not legal[0].cards

    match = _reach("sheepshead", 0, one, options={})
    only = next(iter(match.legal_actions()))
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        before = match.record.decisions()
        await _open(pilot, app, Session(match, _seats((0,), n=match.num_seats), autosave=False))
        await settle(pilot)
        assert match.record.decisions()[len(before)] == (0, only)
        note = str(app.screen.query_one(MessageLine).render())
        assert "Only one choice, taken for you:" in note


async def test_the_arrows_of_a_number_choice_are_clicked() -> None:
    match = _reserve_match()
    app = CardtuiApp(settings=Settings(), bot_delay=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _reserve_table(pilot, app, match)
        screen = app.screen
        bar = screen.query_one(ChoiceBar)
        model = screen.model  # type: ignore[attr-defined]
        _, start, end, _ = bar._layout()[1]  # after the prompt: the arrows and the value
        assert model.visible_choices()[model.cursor].kind == "take"
        await pilot.click(ChoiceBar, offset=(1 + end - 2, 0))
        await settle(pilot)
        assert model.visible_choices()[model.cursor].value == "25"
        await pilot.click(ChoiceBar, offset=(1 + end - 2, 0))
        await settle(pilot)
        assert model.visible_choices()[model.cursor].value == "50"
        await pilot.click(ChoiceBar, offset=(1 + start + 1, 0))
        await settle(pilot)
        assert model.visible_choices()[model.cursor].value == "25"
