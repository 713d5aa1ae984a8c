"""Pilot tests of the coach at 80x24 in Russian: ``i`` shows the move on the message line,
the whole reason on the coach's lines under it (wrapped, never cut off) and raises the
suggested card; Enter on a refused card shows the refusal's one-line reason."""

from __future__ import annotations

import textwrap

from cardtui.i18n import set_language
from cardtui.ui.text import card_text
from cardtui.ui.why_text import refused_card
from cardtui.ui.widgets.hint_line import HintLine
from cardtui.ui.widgets.message_line import MessageLine
from tests.ui.helpers import SOLO, make_app, settle, wait_for_turn, wait_until


async def test_hint_at_80x24_in_russian_is_whole_and_raises_the_card() -> None:
    set_language("ru")
    app = make_app(SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        lines = screen.query_one(HintLine)
        assert not lines.shown and lines.size.height == 0
        await pilot.press("i")
        await wait_until(pilot, lambda: lines.shown, what="the coach's lines")
        message = str(screen.query_one(MessageLine).render())
        assert message.startswith("Совет сильного бота:"), message
        assert len(message) <= 78, message  # the move alone fits the message line
        text = str(lines.render())
        assert text and "Совет сильного бота" not in text
        needed = len(textwrap.wrap(text, lines.content_size.width))
        assert needed <= 4 and lines.content_size.height >= needed, (text, lines.size)
        selected = screen.model.hand[screen.model.selected]
        assert selected.rank in message or str(selected) in message
        await pilot.press("enter")  # the raised card is the one the hint gave
        await wait_until(pilot, lambda: not lines.shown, what="the lines to go")
        screen.thinker.shutdown()


async def test_enter_on_a_refused_card_says_why_in_russian() -> None:
    set_language("ru")
    app = make_app(SOLO)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        for _ in range(40):
            legal = {a.cards[0] for a in screen.session.match.legal_actions() if len(a.cards) == 1}
            refused = [i for i, c in enumerate(screen.model.hand) if c not in legal]
            if refused:
                break
            await pilot.press("enter")  # the selected card is legal: play it
            screen = await wait_for_turn(pilot, app)
        assert refused, "no refused card in the first deal"
        screen.model.select(refused[0])
        decisions = screen.session.decisions
        await pilot.press("enter")
        await settle(pilot)
        line = screen.query_one(MessageLine)
        assert line.has_class("-error") and screen.session.decisions == decisions
        card = screen.model.hand[refused[0]]
        said = str(line.render())
        assert said.startswith(f"{card_text(card)} сыграть нельзя: нужно"), said
        assert said == refused_card(screen.session.match, card, "", game=screen.gid)
        assert len(said) <= 78, said
        screen.thinker.shutdown()


async def test_a_hint_to_pass_marks_the_cards() -> None:
    app = make_app(SOLO, game="omnibus_hearts")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await wait_for_turn(pilot, app)
        assert screen.model.multi and not screen.model.marked
        lines = screen.query_one(HintLine)
        await pilot.press("i")
        await wait_until(pilot, lambda: lines.shown, what="the coach's lines")
        assert len(screen.model.marked) == 3, screen.model.marked
        assert str(lines.render()).startswith("Part with ")
        await pilot.press("enter")  # passes the marked cards
        await wait_until(pilot, lambda: not lines.shown, what="the lines to go")
        screen.thinker.shutdown()
