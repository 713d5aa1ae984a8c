"""Words for what the engine says in codes: cards, actions, phases, reasons, events.

Everything a person reads goes through :mod:`cardtui.i18n`; this module only
assembles the pieces (an action's label with its cards' glyphs appended, an
event's message with the seat's name filled in).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cardtui.i18n import _plurals, current_language, has, t

if TYPE_CHECKING:
    from cardtui.engine import Action, Card, Event

ASCII_SUITS = {"C": "c", "S": "s", "H": "h", "D": "d"}


def card_text(card: Card | None, ascii_only: bool = False) -> str:
    """``10♥`` (or ``10h`` in ASCII); ``??`` for a face-down card."""
    if card is None:
        return "##" if ascii_only else "▒▒"
    if card.is_joker:
        return "JK" if ascii_only else "Jk"
    if not ascii_only:
        return card.symbol
    rank = "10" if card.rank == "T" else card.rank
    return rank + ASCII_SUITS[card.suit]


def cards_text(cards: Iterable[Card | None], ascii_only: bool = False) -> str:
    """Cards separated by spaces."""
    return " ".join(card_text(c, ascii_only) for c in cards)


def lookup(key: str, game: str = "") -> str | None:
    """The raw text of ``key`` (the game's own file first), English as fallback; else ``None``."""
    scope = game or None
    for lang in dict.fromkeys((current_language(), "en")):
        if has(key, lang, game=scope):
            return t(key, lang, game=scope)
    return None


def _template(*keys: str, game: str = "") -> str | None:
    for key in keys:
        text = lookup(key, game)
        if text is not None:
            return text
    return None


def _fill(template: str, **values: object) -> str:
    if "|" in template:  # inline plural forms: {value|point|points}
        template = _plurals(template, current_language(), values)
    try:
        return template.format(**values)
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


def phase_text(code: str, game: str = "") -> str:
    """The phase name shown in the side panel."""
    text = lookup(f"phase.{code}", game)
    return text if text is not None else code.replace("_", " ")


def reason_text(code: str, game: str = "") -> str:
    """The one-line explanation of a refused action."""
    text = lookup(f"reason.{code}", game)
    return text if text is not None else t("ui.reason_unknown", code=code)


def value_text(kind: str, value: str, game: str = "") -> str:
    """A translated value for an event (``boast`` ``pants`` to "Pants")."""
    if " " in value.strip():
        return ", ".join(value_text(kind, part, game) for part in value.split())
    text = _template(
        f"action.{kind}.{value}", f"outcome.{value}", f"title.{value}", f"value.{value}", game=game
    )
    return text if text is not None else value


def event_text(
    event: Event, names: Sequence[str], ascii_only: bool = False, game: str = ""
) -> str | None:
    """The message for an event (``event.<kind>.<value>``, then ``event.<kind>``), or ``None``."""
    keys = (
        [f"event.{event.kind}.{event.value}", f"event.{event.kind}_{event.value}"]
        if event.value
        else []
    )
    template = _template(*keys, f"event.{event.kind}", game=game)
    if template is None:
        return None
    seat = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    return _fill(
        template,
        seat=seat,
        cards=cards_text(event.cards, ascii_only),
        value=value_text(event.kind, event.value, game),
        raw=event.value,
    )


def seat_list(seats: Iterable[int], names: Sequence[str]) -> str:
    """Names joined with "and" / "и"."""
    items = [names[s] for s in seats if s < len(names)]
    if len(items) <= 1:
        return "".join(items)
    return t("ui.join_and", a=", ".join(items[:-1]), b=items[-1])


def trump_text(game_id: str, code: str, ascii_only: bool = False) -> str:
    """The trump line of the side panel: a suit glyph and name, or a game's own code."""
    text = _template(f"trump.{game_id}.{code}", f"trump.{code}", game=game_id)
    if text is not None:
        return text
    if len(code) == 1 and code in ASCII_SUITS:
        glyph = ASCII_SUITS[code] if ascii_only else {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}[code]
        return f"{glyph} {t(f'suit.{code}')}"
    return code
