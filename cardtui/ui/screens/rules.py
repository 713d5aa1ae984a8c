"""Rules help: the rulebook page of a game, in the current language, in a Markdown viewer.

The page is drawn by Rich's Markdown renderer (:class:`MarkdownPage`): it opens
in a few hundredths of a second, where a widget per Markdown block took seconds
for a full rulebook page.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtui.engine import all_games, get_game
from cardtui.i18n import current_language, t
from cardtui.rulebook import Section, phase_chunk, phase_sections, rulebook_page, section_text
from cardtui.ui.bindings import RULES_KEY, translate_bindings
from cardtui.ui.widgets.key_hints import KeyHints
from cardtui.ui.widgets.markdown_page import MarkdownPage


class RulesKeys(KeyHints):
    """The rules screen's keys (as :class:`KeyHints` draws them), without those its state
    turns off (``a`` when the rules were opened from the menu)."""

    DEFAULT_CSS = KeyHints.DEFAULT_CSS.replace("KeyHints", "RulesKeys")

    def shows(self, binding: Binding) -> bool:
        """A shown key the screen allows now."""
        return binding.show and self.screen.check_action(binding.action, ()) is not False


class RulesScreen(ModalScreen[None]):
    """The rulebook page; Escape, q, ? or F1 go back to the same place.

    Opened with a ``phase`` (from the table: the phase in play), it shows the section
    of the page tagged with that phase (:mod:`cardtui.rulebook`); ``a`` shows the
    whole page at that section, and ``a`` again the section alone. ``i`` shows the
    game's few key ideas (``ui.ideas.<game>``), and ``i`` again the rules.
    """

    DEFAULT_CSS = """
    RulesScreen > Vertical {
        width: 100%;
        height: 100%;
        border: round $accent;
        border-title-style: bold;
        background: $surface;
    }
    RulesScreen #page {
        height: 1fr;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        RULES_KEY,
        Binding("escape", "close", "ui.key.close"),
        Binding("q", "close", "ui.key.close", show=False),
        Binding("l", "other_language", "ui.key.other_language"),
        Binding("a", "toggle_page", "ui.key.whole_page"),
        Binding("i", "ideas", "ui.key.ideas"),
    ]

    def __init__(self, game_id: str, lang: str | None = None, phase: str | None = None) -> None:
        super().__init__()
        translate_bindings(self)
        self.game_id = game_id
        self.lang = lang or current_language()
        self.phase = phase
        """The phase in play when the rules were opened (``None``: from the menu)."""
        self.whole = phase is None
        """The whole page is shown (else the phase's section alone)."""
        self.ideas = False
        """The game's key ideas are shown instead of the rules."""

    def _section(self, page: str) -> Section | None:
        return phase_sections(page).get(self.phase) if self.phase else None

    def compose(self) -> ComposeResult:
        """The page (or the phase's section), or a note that there is none yet."""
        page = rulebook_page(self.game_id, self.lang)
        box = Vertical()
        box.border_title = t("ui.rules.title", title=get_game(self.game_id).name(self.lang))
        box.border_subtitle = t(f"ui.lang.{self.lang}")
        section = None if page is None else self._section(page)
        with box:
            if self.ideas:
                box.border_subtitle = t("ui.ideas.page_note", language=t(f"ui.lang.{self.lang}"))
                yield MarkdownPage(ideas_page(self.game_id, self.lang), id="page")
            elif page is None:
                yield Static(t("ui.rules.missing"), id="page")
            elif section is None:
                yield MarkdownPage(page, id="page")
            elif self.whole:
                box.border_subtitle = t("ui.rules.page_note", language=t(f"ui.lang.{self.lang}"))
                yield MarkdownPage(page, id="page", chunk=phase_chunk(page, self.phase or ""))
            else:
                box.border_subtitle = t("ui.rules.section_note", language=t(f"ui.lang.{self.lang}"))
                yield MarkdownPage(section_text(page, section), id="page")
        yield RulesKeys()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``a`` only when the rules were opened at a phase."""
        if action == "toggle_page":
            return self.phase is not None and not self.ideas
        return True

    async def action_toggle_page(self) -> None:
        """The whole page opened at the phase's section, or that section alone again."""
        self.whole = not self.whole
        await self.recompose()
        self.query_one("#page").focus()

    def on_mount(self) -> None:
        """Scroll keys go to the page."""
        self.query_one("#page").focus()

    async def action_other_language(self) -> None:
        """Show the page in the other language (the app's language is unchanged)."""
        self.lang = "ru" if self.lang == "en" else "en"
        await self.recompose()
        self.query_one("#page").focus()

    async def action_ideas(self) -> None:
        """The game's key ideas, or back to the rules."""
        self.ideas = not self.ideas
        await self.recompose()
        self.refresh_bindings()
        self.query_one("#page").focus()

    def action_close(self) -> None:
        """Back to where the rules were opened."""
        self.dismiss(None)


def ideas_page(game_id: str, lang: str) -> str:
    """The game's key ideas as a short Markdown list (one idea a line in the catalogue)."""
    lines = t(f"ui.ideas.{game_id}", lang, game=game_id).split("\n")
    items = "\n".join(f"- {line}" for line in lines if line.strip())
    return f"## {t('ui.ideas.title', lang)}\n\n{items}\n"


class GameList(OptionList):
    """An option list that survives a terminal too small to show it.

    Textual's list divides by its content width when measuring (a zero width
    raises ``ValueError``) and pages by the line map it builds only once it has
    a visible region (an empty one raises ``KeyError``): here a list with no
    room measures as if one column wide and pages line by line.
    """

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The height the options need, measured at least one column wide."""
        padding = self.get_component_styles("option-list--option").padding.width
        return super().get_content_height(container, viewport, max(width, padding + 1))

    def _can_page(self) -> bool:
        region = self.scrollable_content_region
        return region.width > 0 and region.height > 0

    def action_page_up(self) -> None:
        """Up a page (one option when nothing is shown)."""
        if self._can_page():
            super().action_page_up()  # type: ignore[no-untyped-call]
        elif self.option_count:
            self.action_cursor_up()

    def action_page_down(self) -> None:
        """Down a page (one option when nothing is shown)."""
        if self._can_page():
            super().action_page_down()  # type: ignore[no-untyped-call]
        elif self.option_count:
            self.action_cursor_down()


class GamePickerScreen(ModalScreen[str | None]):
    """Choose the game whose rules to read."""

    DEFAULT_CSS = """
    GamePickerScreen > .dialog { min-width: 14; }
    GamePickerScreen GameList { min-height: 3; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "ui.key.close")]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)

    def compose(self) -> ComposeResult:
        """The registered games in a list."""
        lang = current_language()
        with Vertical(classes="dialog"):
            yield Static(t("ui.rules.pick"), classes="title")
            yield GameList(*[Option(g.name(lang), id=g.id) for g in all_games()])
        yield KeyHints()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open that game's page."""
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Close without choosing."""
        self.dismiss(None)
