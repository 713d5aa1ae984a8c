"""Words for what the engine says in codes: cards, actions, phases, reasons, events.

Everything a person reads goes through :mod:`cardtui.i18n`; this module only
assembles the pieces (an action's label with its cards' glyphs appended, an
event's message with the seat's name filled in).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cardtui.i18n import current_language, format_text, has, t
from cardtui.storage.settings import RANK_STYLES

if TYPE_CHECKING:
    from cardtui.engine import Action, Card, Event

ASCII_SUITS = {"C": "c", "S": "s", "H": "h", "D": "d"}
SUIT_GLYPHS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}

LANGUAGE_RANKS: dict[str, dict[str, str]] = {
    "ru": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
}
"""Face-card and ace letters of a language, as its rulebook pages write them."""
ASCII_LANGUAGE_RANKS: dict[str, dict[str, str]] = {
    "ru": {"J": "V", "Q": "D", "K": "K", "A": "T"},
}
"""The same letters spelled in ASCII, for the ASCII card style (В Д К Т as V D K T)."""
_rank_style = "auto"


def set_rank_style(style: str) -> None:
    """Choose how ranks are lettered (one of :data:`RANK_STYLES`; unknown means ``auto``)."""
    global _rank_style
    _rank_style = style if style in RANK_STYLES else "auto"


def rank_text(rank: str, ascii_only: bool = False) -> str:
    """``10`` for a ten; ``Д`` for a queen in Russian (``D`` in ASCII); Latin ``Q`` in the
    ``latin`` style."""
    if rank == "T":
        return "10"
    if _rank_style == "latin":
        return rank
    letters = ASCII_LANGUAGE_RANKS if ascii_only else LANGUAGE_RANKS
    return letters.get(current_language(), {}).get(rank, rank)


def card_text(card: Card | None, ascii_only: bool = False) -> str:
    """``10♥``, ``Д♣`` in Russian (``10h``, ``Qc`` in ASCII); ``▒▒`` for a face-down card."""
    if card is None:
        return "##" if ascii_only else "▒▒"
    if card.is_joker:
        return "JK" if ascii_only else "Jk"
    suit = ASCII_SUITS[card.suit] if ascii_only else SUIT_GLYPHS[card.suit]
    return rank_text(card.rank, ascii_only) + suit


def cards_text(cards: Iterable[Card | None], ascii_only: bool = False) -> str:
    """Cards separated by spaces."""
    return " ".join(card_text(c, ascii_only) for c in cards)


def _found(key: str, game: str = "") -> tuple[str, str] | None:
    """The raw text of ``key`` and its language (the current one, else English)."""
    scope = game or None
    for lang in dict.fromkeys((current_language(), "en")):
        if has(key, lang, game=scope):
            return t(key, lang, game=scope), lang
    return None


def lookup(key: str, game: str = "") -> str | None:
    """The raw text of ``key`` (the game's own file first), English as fallback; else ``None``."""
    found = _found(key, game)
    return found[0] if found is not None else None


def _template(*keys: str, game: str = "") -> str | None:
    found = _template_lang(*keys, game=game)
    return found[0] if found is not None else None


def _template_lang(*keys: str, game: str = "") -> tuple[str, str] | None:
    for key in keys:
        found = _found(key, game)
        if found is not None:
            return found
    return None


def _fill(template: str, lang: str | None = None, /, **values: object) -> str:
    """``template`` filled with ``values`` (plural groups too); unchanged if a field is missing."""
    try:
        return format_text(template, lang or current_language(), **values)
    except (KeyError, IndexError, ValueError):
        return template


def action_label(action: Action, ascii_only: bool = False, game: str = "") -> str:
    """``action.<kind>.<value>``, else ``action.<kind>`` (with the value), plus card glyphs."""
    keys = [f"action.{action.kind}.{action.value}"] if action.value else []
    keys.append(f"action.{action.kind}")
    template = _template(*keys, game=game)
    if template is None:
        label = action.kind if not action.value else f"{action.kind} {action.value}"
    elif "{value}" in template:
        label = _fill(template, value=action.value)
    elif action.value and lookup(keys[0], game) is None:
        label = f"{template} {action.value}"
    else:
        label = template
    if action.cards:
        label = f"{label} {cards_text(action.cards, ascii_only)}"
    return label


def acted_text(
    seat: str, action: Action, ascii_only: bool = False, game: str = "", count: int | None = None
) -> str:
    """A decision as a log sentence: ``said.<kind>[.<value>]`` ("Bot 4 passes three cards"),
    else ``Bot 4: <the button's label>``. ``count``: how many cards, also when they are hidden."""
    n = len(action.cards) if count is None else count
    keys = [f"said.{action.kind}.unseen"] if n == 0 else []  # cards not counted: "passes cards"
    keys += [f"said.{action.kind}.{action.value}"] if action.value else []
    keys.append(f"said.{action.kind}")
    found = _template_lang(*keys, game=game)
    if found is None:
        return t("ui.msg.acted", seat=seat, action=action_label(action, ascii_only, game))
    template, lang = found
    text = _fill(template, lang, seat=seat, value=value_text(action.kind, action.value, game), n=n)
    if action.cards:
        text = t("ui.msg.acted_cards", text=text, cards=cards_text(action.cards, ascii_only))
    return text


def phase_text(code: str, game: str = "", seat: str = "", own: bool = False) -> str:
    """The phase line of the side panel, naming who decides.

    ``phase.<code>.own`` speaks to the viewer when it is his turn (``own``);
    ``phase.<code>`` names the deciding ``seat`` ("Bot 2 decides whether to
    demand a redeal"), and is also the text of a phase nobody acts in.
    """
    keys = (f"phase.{code}.own", f"phase.{code}") if own else (f"phase.{code}",)
    found = _template_lang(*keys, game=game)
    if found is None:
        return code.replace("_", " ")
    text, lang = found
    return _fill(text, lang, seat=seat or "—")


def reason_text(code: str, game: str = "") -> str:
    """The one-line explanation of a refused action."""
    text = lookup(f"reason.{code}", game)
    return text if text is not None else t("ui.reason_unknown", code=code)


def value_text(kind: str, value: str, game: str = "") -> str:
    """A translated value for an event (``boast`` ``pants`` to "Pants"; a suit code to its name)."""
    if " " in value.strip():
        return ", ".join(value_text(kind, part, game) for part in value.split())
    if value in SUIT_GLYPHS:
        return t(f"suit.{value}")
    text = _template(
        f"action.{kind}.{value}", f"outcome.{value}", f"title.{value}", f"value.{value}", game=game
    )
    return text if text is not None else value


def event_text(
    event: Event,
    names: Sequence[str],
    ascii_only: bool = False,
    game: str = "",
    *,
    aside: bool = False,
) -> str | None:
    """The message for an event (``event.<kind>.<value>``, then ``event.<kind>``), or ``None``.

    ``aside``: told to someone the private event was not meant for (a spectator,
    a transcript), so ``event.<kind>.other`` names the seat instead of "you".
    """
    keys = (
        [f"event.{event.kind}.{event.value}", f"event.{event.kind}_{event.value}"]
        if event.value
        else []
    )
    if aside and event.to is not None:
        keys.insert(0, f"event.{event.kind}.other")
    found = _template_lang(*keys, f"event.{event.kind}", game=game)
    if found is None:
        return None
    template, lang = found
    seat = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    return _fill(
        template,
        lang,
        seat=seat,
        cards=cards_text(event.cards, ascii_only),
        value=value_text(event.kind, event.value, game),
        raw=event.value,
    )


def seat_name(seat: int, kind: str, name: str, humans: int) -> str:
    """A seat's name as the table shows it: its own name, else "Player", "Player 2", "Bot 3"."""
    if name:
        return name
    if kind == "human":
        return t("ui.seat.you") if humans == 1 else t("ui.seat.player", n=seat + 1)
    return t("ui.seat.bot", n=seat + 1)


def seat_list(seats: Iterable[int], names: Sequence[str]) -> str:
    """Names joined with "and" / "и"."""
    items = [names[s] for s in seats if s < len(names)]
    if len(items) <= 1:
        return "".join(items)
    return t("ui.join_and", a=", ".join(items[:-1]), b=items[-1])


def trump_text(game_id: str, code: str, ascii_only: bool = False) -> str:
    """The trump line of the side panel: a suit glyph and name (in the ASCII style the name
    and the letter the cards use), or a game's own code."""
    text = _template(f"trump.{game_id}.{code}", f"trump.{code}", game=game_id)
    if text is not None:
        return text
    if len(code) == 1 and code in ASCII_SUITS:
        if ascii_only:  # the name, then the letter the cards show it by: "diamonds (d)"
            return f"{t(f'suit.{code}')} ({ASCII_SUITS[code]})"
        return f"{SUIT_GLYPHS[code]} {t(f'suit.{code}')}"
    return code
