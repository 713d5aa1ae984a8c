"""The game-specific UI pieces of six games: rendered hooks, and a deal played by keys.

Part 1 plays matches to their end with random legal actions and renders every
hook (scoreboard, side panel lines, deal result, match result) into a Rich
console 80 columns wide. Part 2 opens each game's table at 80x24 with one
person and bots and plays a whole deal by key presses.
"""

from __future__ import annotations

import html
import io
import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest
from rich.console import Console, RenderableType
from textual.pilot import Pilot

from cardtui.engine import Match, View, get_game
from cardtui.games.doppelkopf import half_text
from cardtui.games.doppelkopf.rules import OLD_WOMAN
from cardtui.i18n import set_game, set_language, t
from cardtui.ui.app import CardtuiApp
from cardtui.ui.games import GameHooks, hooks_for
from cardtui.ui.games.doppelkopf import HOOKS as DOPPELKOPF
from cardtui.ui.games.sheepshead import HEAD_GAP, HEAD_HEIGHT, HEAD_WIDTH, render_head
from cardtui.ui.screens.dialogs import DealOverScreen, ScoreboardScreen
from cardtui.ui.screens.table import TableScreen
from cardtui.ui.text import card_text, cards_text
from tests.ui.helpers import make_app, settle, table, wait_until

GAMES = (
    "sheepshead",
    "kozel_24",
    "doppelkopf",
    "kozly",
    "kozel_pri_valtakh",
    "kozel_multilead",
    "klaberjass",
)
NAMES = ["Anna", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]


@pytest.fixture(autouse=True)
def no_game_scope() -> Iterator[None]:
    """Leave no game catalogue selected for the next test."""
    yield
    set_game(None)


# --- rendering helpers ----------------------------------------------------------


def render(*parts: RenderableType, width: int = 80) -> str:
    """Plain text of renderables printed on an 80-column console."""
    console = Console(record=True, width=width, file=io.StringIO(), color_system=None)
    for part in parts:
        console.print(part)
    return console.export_text()


def panel_text(lines: Sequence[tuple[str, str]]) -> str:
    """The side panel's lines as ``label: value`` text."""
    return "\n".join(f"{label}: {value}" for label, value in lines)


Step = Callable[[Match], None]


def play_out(
    game_id: str,
    seed: int,
    num_seats: int | None = None,
    options: Mapping[str, Any] | None = None,
    on_step: Step | None = None,
) -> Match:
    """A match of ``game_id`` played to its end with random legal actions."""
    set_game(game_id)
    match = get_game(game_id).new_match(num_seats, dict(options or {}), seed)
    rng = random.Random(seed)
    for _ in range(20000):
        if match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
        if on_step is not None:
            on_step(match)
    assert match.is_over
    return match


def all_outputs(hooks: GameHooks, match: Match, names: Sequence[str]) -> str:
    """Every hook rendered for the finished match."""
    return render(
        hooks.scoreboard(match, names, False),
        panel_text(hooks.score_lines(match.view(0), names, False)),
        hooks.deal_result(match, names, False),
        hooks.result_lines(match, names),
    )


class DealWatch:
    """Collects hook output right after each deal ends and once in the middle of each deal."""

    def __init__(self, hooks: GameHooks, names: Sequence[str]) -> None:
        self.hooks = hooks
        self.names = names
        self.deals = 0
        self.after_deal: list[str] = []
        self.panels: list[tuple[View, str]] = []
        self.boards: list[str] = []

    def __call__(self, match: Match) -> None:
        if len(match.deal_summaries) > self.deals:
            self.deals = len(match.deal_summaries)
            self.after_deal.append(render(self.hooks.deal_result(match, self.names, False)))
            self.boards.append(render(self.hooks.scoreboard(match, self.names, False)))
        view = match.view(0)
        if view.trick and len(self.panels) <= self.deals:
            self.panels.append((view, panel_text(self.hooks.score_lines(view, self.names, False))))


def watch(game_id: str, seed: int, **kwargs: Any) -> tuple[Match, DealWatch, list[str]]:
    """Play a match while watching it; returns the match, the watch and the seat names."""
    hooks = hooks_for(game_id)
    seats = kwargs.get("num_seats") or get_game(game_id).default_seats
    names = NAMES[:seats]
    deal_watch = DealWatch(hooks, names)
    match = play_out(game_id, seed, on_step=deal_watch, **kwargs)
    return match, deal_watch, names


# --- part 1: every hook of every game, rendered ----------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_hook_renders_in_both_languages(game_id: str, lang: str) -> None:
    set_language(lang)
    hooks = hooks_for(game_id)
    assert hooks.game_id == game_id
    match, deal_watch, names = watch(game_id, 7)
    text = all_outputs(hooks, match, names) + "".join(deal_watch.after_deal)
    text += "".join(p for _, p in deal_watch.panels)
    assert "ui." not in text, "an untranslated ui key"
    assert f"info.{game_id}" not in text
    for line in text.splitlines():
        assert len(line) <= 80


@pytest.mark.parametrize("game_id", [*GAMES, "kozel_classic"])
def test_ascii_cards_draw_only_ascii_boards(game_id: str) -> None:
    hooks = hooks_for(game_id)
    match, _, names = watch(game_id, 5)
    board = render(hooks.scoreboard(match, names, True), width=200)
    deal = render(hooks.deal_result(match, names, True), width=200)
    panel = panel_text(hooks.score_lines(match.view(0), names, True))
    panel += "".join(hooks.seat_note(match.view(0), s, True) for s in range(match.num_seats))
    drawn = "■□●○█░▓│╭╮╰╯─╱╲♣♠♥♦"
    for text in (board, deal, panel):
        outcome_words = {t(f"outcome.{s.outcome}", game=game_id) for s in match.deal_summaries}
        for words in outcome_words:  # a game's own outcome texts may hold suit glyphs
            text = text.replace(words, "")
        assert not any(ch in drawn for ch in text), text


def head_cells(board: str, team: int) -> int:
    """Drawn cells of one side's head in a rendered scoreboard (rows 1..HEAD_HEIGHT)."""
    x0 = team * (HEAD_WIDTH + HEAD_GAP)
    rows = board.splitlines()[1 : 1 + HEAD_HEIGHT]
    return sum(1 for row in rows for ch in row[x0 : x0 + HEAD_WIDTH] if ch != " ")


def test_sheepshead_sitting_shows_games_won() -> None:
    hooks = hooks_for("sheepshead")
    names = NAMES[:4]
    match = play_out("sheepshead", 3, options={"head_strokes": 1, "games_to_win": 2})
    result = match.result()
    assert result is not None and max(result.details["games_won"]) == 2
    a, b = result.details["games_won"]
    text = render(hooks.result_lines(match, names), hooks.scoreboard(match, names, False))
    assert f"N+S {a} : {b} E+W (first to 2 wins)" in text
    panel = panel_text(hooks.score_lines(match.view(0), names, False))
    assert "Games: game " in panel
    single = play_out("sheepshead", 3, options={"head_strokes": 1})
    assert "Games" not in render(hooks.result_lines(single, names))


@pytest.mark.parametrize("size", [41, 200, 10**6])
def test_sheepshead_large_heads_render(size: int) -> None:
    # Heads of any size: the picture is drawn in proportion and the pips are a short tally.
    hooks = hooks_for("sheepshead")
    set_game("sheepshead")
    big = get_game("sheepshead").new_match(4, {"head_strokes": size}, 4)
    names = NAMES[:4]
    board = render(hooks.scoreboard(big, names, False), hooks.scoreboard(big, names, True))
    assert f"N+S 0/{size}" in board
    rng = random.Random(size)
    for deal in range(3):
        while big.deal_number == deal + 1 and not big.is_over:
            big.apply(rng.choice(list(big.legal_actions())))
        text = render(hooks.deal_result(big, names, False), hooks.scoreboard(big, names, False))
        assert f"/{size}" in text
        assert max(len(line) for line in text.splitlines()) <= 80


@pytest.mark.parametrize("size", [9, 12, 5])
def test_sheepshead_heads_grow_stroke_by_stroke(size: int) -> None:
    match, deal_watch, names = watch("sheepshead", 11, options={"head_strokes": size})
    hooks = hooks_for("sheepshead")
    last = [0, 0]
    grew = 0
    for board, summary in zip(deal_watch.boards, match.deal_summaries, strict=True):
        after = summary.details["strokes_after"]
        for team in (0, 1):
            cells = head_cells(board, team)
            expected = sum(ch != " " for line in render_head(size, after[team]) for ch in line)
            assert cells == expected
            assert cells >= last[team]
            grew += cells > last[team]
            last[team] = cells
        assert f"N+S {min(size, after[0])}/{size}" in board
        assert f"E+W {min(size, after[1])}/{size}" in board
    assert grew >= 2
    board = render(hooks.scoreboard(match, names, False))
    winner = 0 if 0 in match.result().winners else 1  # type: ignore[union-attr]
    full = sum(ch != " " for line in render_head(size, size) for ch in line)
    assert head_cells(board, winner) == full
    assert "Anna and Bot 3" in board and "Bot 2 and Bot 4" in board
    for summary in match.deal_summaries:
        maker = names[summary.details["maker"]]
        assert maker in board
    result = render(hooks.result_lines(match, names))
    assert "complete the sheep's head" in result


def card_points_line(text: str) -> str:
    """The "Card points" row of a rendered breakdown."""
    return next(line for line in text.splitlines() if line.startswith("Card points"))


def test_sheepshead_side_panel_and_deal_result() -> None:
    match, deal_watch, names = watch("sheepshead", 3)
    view, panel = deal_watch.panels[0]
    maker = view.public["maker"]
    assert "N+S: 0 of 9 strokes" in panel and "E+W: 0 of 9 strokes" in panel
    assert f"Trump maker: {names[maker]}" in panel
    stakes = view.public["stakes"]
    assert f"Makers: {stakes['makers'][0]}, double {stakes['makers'][1]}" in panel
    assert f"Opponents: {stakes['opponents'][0]}, double {stakes['opponents'][1]}" in panel
    first = deal_watch.after_deal[0]
    summary = match.deal_summaries[0]
    assert "Deal 1 is over" in first
    assert t(f"outcome.{summary.outcome}", game="sheepshead") in first
    points = summary.details["team_points"]
    assert card_points_line(first).split()[-2:] == [str(points[0]), str(points[1])]
    draws = [i for i, s in enumerate(match.deal_summaries) if s.outcome == "draw"]
    for index in draws:
        assert "raised stakes" in deal_watch.after_deal[index]


def test_kozel_24_written_tracks_and_titles() -> None:
    set_language("en")
    match, _, names = watch("kozel_24", 2)
    hooks = hooks_for("kozel_24")
    result = match.result()
    assert result is not None
    written = result.details["written"]
    board = render(hooks.scoreboard(match, names, False))
    assert f"{written[0]}/12" in board and f"{written[1]}/12" in board
    loser = 0 if 0 in result.losers else 1
    track_line = next(line for line in board.splitlines() if line.startswith(("N+S", "E+W")[loser]))
    assert track_line.count("■") == written[loser]
    wide = render(hooks.history_table(match, names), width=200)
    for summary in match.deal_summaries:
        assert t(f"outcome.{summary.outcome}", game="kozel_24") in wide
    lines = render(hooks.result_lines(match, names))
    for code in result.titles:
        assert t(f"title.{code}", game="kozel_24") in lines
    assert "remain: goats" in lines
    panel = panel_text(hooks.score_lines(match.view(0), names, False))
    assert f"N+S: {written[0]} of 12 written" in panel
    assert "Deal:" in panel


def test_kozel_24_eggs_and_signals() -> None:
    hooks = hooks_for("kozel_24")
    names = NAMES[:4]
    seen = {"eggs": 0, "signal": 0, "note": 0}

    def check(match: Match) -> None:
        view = match.view(0)
        panel = panel_text(hooks.score_lines(view, names, False))
        if view.public["eggs"]:
            seen["eggs"] += 1
            assert "Eggs: in play" in panel
        signals = view.public["signals"]
        if signals:
            seen["signal"] += 1
            last = signals[-1]
            assert f"{names[last['seat']]}: " in panel
            trick = sum(view.public["tricks"]) + 1
            if last["trick"] == trick:
                seen["note"] += 1
                assert hooks.seat_note(view, last["seat"]) == t(
                    f"ui.kozel_24.signal.{last['code']}"
                )

    for seed in range(40):
        match = play_out("kozel_24", seed, options={"signals": seed % 2 == 0}, on_step=check)
        for summary in match.deal_summaries:
            if summary.outcome == "eggs":
                text = render(hooks.history_table(match, names), width=200)
                assert t("outcome.eggs", game="kozel_24") in text
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_doppelkopf_balances_ledger_and_hidden_teams() -> None:
    hooks = hooks_for("doppelkopf")
    hidden_seen = 0

    def check(match: Match) -> None:
        nonlocal hidden_seen
        view = match.view(0)
        if view.phase != "play":
            return
        panel = panel_text(hooks.score_lines(view, NAMES[:4], False))
        if OLD_WOMAN in view.hand:
            assert "You are: Re" in panel  # a Q\N{BLACK CLUB SUIT} holder knows his side
        if not view.teams:
            hidden_seen += 1
            assert all(hooks.team_of(view, s) is None for s in range(4))
            if view.public["game"] == "normal":
                assert "not known yet" not in panel
                assert "Partner: not shown yet" in panel or "Partner: " in panel
        assert ("You are: " in panel) or ("Teams: " in panel)

    set_game("doppelkopf")
    match = play_out("doppelkopf", 5, on_step=check)
    assert hidden_seen > 0
    names = NAMES[:4]
    board = render(hooks.scoreboard(match, names, False))
    balance = match.view(None).public["balance_half"]
    for value in balance:
        assert (half_text(value) or "0") in board
    for summary in match.deal_summaries:
        for delta in summary.details["ledger_half"]:
            assert (half_text(delta) or "0") in board
    assert render(DOPPELKOPF.balances([25, -25, 3, -3], names, False)).count("12½") == 2
    assert "+12½" in render(DOPPELKOPF.balances([25, -25, 3, -3], names, False))
    deal = render(hooks.deal_result(match, names, False))
    summary = match.deal_summaries[-1]
    assert t(f"outcome.{summary.outcome}", game="doppelkopf") in deal
    assert card_points_line(deal).split()[-2:] == [
        str(summary.details["p_d"]),
        str(summary.details["p_o"]),
    ]
    result = render(hooks.result_lines(match, names))
    assert "Final balances" in result
    panel = panel_text(hooks.score_lines(match.view(0), names, False))
    for seat, value in enumerate(balance):
        assert f"{names[seat]}: {half_text(value) or '0'}" in panel


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_kozly_stock_mode_points_toward_60(seats: int) -> None:
    match, deal_watch, names = watch("kozly", 4, num_seats=seats)
    hooks = hooks_for("kozly")
    view, panel = deal_watch.panels[0]
    turned = view.public["turned_card"]
    if turned is not None:
        assert f"Turned card: {card_text(turned)}" in panel
    assert f"Stock: {view.public['stock_size']}" in panel
    totals = match.view(None).public["totals"]
    board = render(hooks.scoreboard(match, names, False))
    for seat in range(seats):
        assert f"{totals[seat]}/60" in board
    assert "Total" in board
    winner = match.result().winners[0]  # type: ignore[union-attr]
    assert f"Won → {names[winner]}" in board
    final_panel = panel_text(hooks.score_lines(match.view(0), names, False))
    assert f"{names[winner]}: {totals[winner]} of 60" in final_panel


def test_kozly_halves_mode_shows_the_half() -> None:
    match, deal_watch, names = watch("kozly", 3, options={"deal_mode": "halves"})
    hooks = hooks_for("kozly")
    halves = {p.split("Half: ")[1][:6] for _, p in deal_watch.panels if "Half: " in p}
    assert halves <= {"1 of 2", "2 of 2"} and halves
    board = render(hooks.scoreboard(match, names, False))
    assert "two halves" in board
    assert "Annulled" in board or len(match.deal_summaries) == 1


@pytest.mark.parametrize("seats", [4, 2])
def test_pri_valtakh_chip_rows(seats: int) -> None:
    match, deal_watch, names = watch("kozel_pri_valtakh", 6, num_seats=seats)
    hooks = hooks_for("kozel_pri_valtakh")
    public = match.view(None).public
    board = render(hooks.scoreboard(match, names, False))
    for seat in range(seats):
        row = next(line for line in board.splitlines() if line.startswith(names[seat]))
        chips_part = row[: row.index(f" {public['accounts'][seat]} ")]
        assert chips_part.count("●") == public["accounts"][seat]
        assert f"{public['taken'][seat]}/12" in row
    winner = match.result().winners[0]  # type: ignore[union-attr]
    assert f"The goat is won by {names[winner]}" in render(hooks.result_lines(match, names))
    deal = deal_watch.after_deal[0]
    assert "Deal 1 is over" in deal and "points" in deal
    _, panel = deal_watch.panels[0]
    assert "Chips · collected" in panel
    assert "Half: 1 of 2" in panel or "Half: 2 of 2" in panel


@pytest.mark.parametrize(
    ("seats", "options"), [(4, {}), (5, {"deals": 2}), (6, {"teams": True, "deals": 2})]
)
def test_multilead_reveals_give_ups_and_the_trump_card(seats: int, options: dict[str, Any]) -> None:
    match, deal_watch, names = watch("kozel_multilead", 8, num_seats=seats, options=options)
    hooks = hooks_for("kozel_multilead")
    for index, summary in enumerate(match.deal_summaries):
        text = deal_watch.after_deal[index]
        lines = text.replace("\n  ", " ").splitlines()
        if options.get("teams"):
            assert "Given up face down:" in text
        for seat, cards in enumerate(summary.details["discards_by"]):
            if cards:
                mine = [line for line in lines if line.startswith(f"{names[seat]}: ")]
                assert any(line.endswith(cards_text(cards)) for line in mine), (names[seat], text)
        assert f"Trump card: {card_text(summary.details['trump_card'])}" in text
    view, panel = deal_watch.panels[0]
    card = view.public["trump_card"]
    assert f"Trump card: {card_text(card)}" in panel
    assert f"Stock: {view.public['stock']}" in panel
    if view.public["lead_size"]:
        assert f"Cards each: {view.public['lead_size']}" in panel
    where = view.public["trump_card_at"]
    if where == "stock":
        assert f"Where: in stock, {view.public['trump_card_depth']} above" in panel
    board = render(hooks.scoreboard(match, names, False))
    side_points = match.result().details["side_points"]  # type: ignore[union-attr]
    for total in side_points:
        assert str(total) in board
    if options.get("teams"):
        assert "Team 1" in board and "Team 2" in board
    last = match.deal_summaries[-1]
    assert f"Given up face down in deal {last.number}:" in board  # also when no deal-end dialog
    for seat, cards in enumerate(last.details["discards_by"]):
        if cards:
            assert f"{names[seat]}: {cards_text(cards)}" in board.replace("\n", " ")


def test_multilead_never_shows_give_ups_before_the_deal_ends() -> None:
    hooks = hooks_for("kozel_multilead")
    set_game("kozel_multilead")
    match = get_game("kozel_multilead").new_match(4, {}, 9)
    rng = random.Random(9)
    while not match.is_over:
        view = match.view(0)
        panel = panel_text(hooks.score_lines(view, NAMES[:4], False))
        notes = " ".join(hooks.seat_note(view, s) for s in range(4))
        own = set(view.private.get("my_discards", ()))
        for card in match.hidden_cards(0):
            if card in own:
                continue
            assert card_text(card) not in panel.replace(card_text(view.public["trump_card"]), "")
            assert card_text(card) not in notes.replace(card_text(view.public["trump_card"]), "")
        match.apply(rng.choice(list(match.legal_actions())))


# --- part 2: a deal played by keys at 80x24 ----------------------------------------


async def _act_by_keys(pilot: Pilot[None], screen: TableScreen) -> None:
    """Make one legal move the way a person would: arrows and Enter, space to mark, numbers."""
    model = screen.model
    if model.narrowed is not None:
        await pilot.press("1")
        return
    if not model.hand_actions:
        choices = model.visible_choices()
        await pilot.press(str(min(len(choices), 9)))
        return
    if model.multi:
        action = max(model.hand_actions, key=lambda a: len(a.cards))
        targets = [model.hand.index(card) for card in action.cards]
    else:
        targets = [model.selected if model.selected in model.playable else min(model.playable)]
    for index in targets:
        steps = (index - model.selected) % len(model.hand)
        for _ in range(steps):
            await pilot.press("right")
        assert model.selected == index
        if model.multi:
            await pilot.press("space")
            assert index in model.marked
    await pilot.press("enter")
    if model.narrowed is not None:
        await pilot.press("1")


def on_top(app: CardtuiApp) -> object:
    """The screen on top (untyped, so checks after an isinstance assertion stay open)."""
    return app.screen


def screen_text(app: CardtuiApp) -> str:
    """The characters on the screen now (from the SVG screenshot, styles dropped)."""
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    return html.unescape("".join(texts)).replace("\xa0", " ")


async def _play_deal_by_keys(pilot: Pilot[None], app: CardtuiApp) -> tuple[int, str]:
    """Play until the deal ends; returns the deals done and the deal-end screen's text."""
    session = table(app).session

    async def act() -> None:
        current = app.screen
        if isinstance(current, TableScreen) and current.model.active:
            await _act_by_keys(pilot, current)

    await wait_until(
        pilot,
        lambda: isinstance(app.screen, DealOverScreen | ScoreboardScreen),
        step=act,
        timeout=120,
        what="the deal's end",
    )
    await settle(pilot)
    return len(session.match.deal_summaries), screen_text(app)


PILOT_SETUPS: dict[str, tuple[dict[str, str], str, int]] = {
    "sheepshead": ({}, "N+S", 4711),
    "kozel_24": ({}, "N+S", 4711),
    "doppelkopf": ({}, "Anna", 4711),
    "kozly": ({}, "Totals so far", 17),
    "kozel_pri_valtakh": ({}, "/12", 4711),
    "kozel_multilead": ({"deals": "2"}, "face down:", 4711),
    "klaberjass": ({}, "/501", 4711),
}
"""Options, a word the deal-over dialog shows, and a seed whose first deal does not end the match."""


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_deal_by_keys_at_80x24(game_id: str) -> None:
    options, marker, seed = PILOT_SETUPS[game_id]
    seats = ["human:Anna"] + ["simple"] * (get_game(game_id).default_seats - 1)
    app = make_app(seats, game=game_id, seed=seed, options=options)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        assert screen.session.game.id == game_id
        assert screen.hooks.game_id == game_id
        done, shown = await _play_deal_by_keys(pilot, app)
        assert done >= 1
        assert isinstance(app.screen, DealOverScreen)
        assert "Deal 1 is over" in shown
        assert marker in shown
        if game_id == "kozel_multilead":  # several cards marked with space, played with Enter
            mine = [a for seat, a in screen.session.match.record.decisions() if seat == 0]
            assert any(len(a.cards) > 1 for a in mine)
        await pilot.press("enter")
        await settle(pilot)
        assert on_top(app) is screen
        assert screen.session.match.deal_number >= 2
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, ScoreboardScreen)
        board = screen_text(app)
        assert "Deals" in board or "Ledger" in board
        await pilot.press("escape")
        await settle(pilot)
        assert on_top(app) is screen
