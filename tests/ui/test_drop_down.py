"""The drop-down's open list takes page keys before it has been drawn (Textual 8 raised KeyError)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from cardtui.ui.widgets.drop_down import DropDown, DropDownList


class OneDropDown(App[None]):
    def compose(self) -> ComposeResult:
        yield DropDown([(str(n), n) for n in range(30)], value=3, allow_blank=False)


async def test_page_keys_on_a_list_with_no_size_do_nothing() -> None:
    app = OneDropDown()
    async with app.run_test(size=(40, 10)) as pilot:
        drop_down = app.query_one(DropDown)
        overlay = drop_down.query_one(DropDownList)
        assert not overlay.scrollable_content_region  # closed: the list has no size yet
        overlay.action_page_down()
        overlay.action_page_up()
        assert overlay.highlighted == 3
        drop_down.expanded = True
        await pilot.pause()
        await pilot.press("pagedown")
        assert drop_down.query_one(DropDownList).highlighted not in (None, 3)
