"""A hint in words: the move, the reason, how likely its trick outcome is, and the search's
figures (the reason's codes and numbers come from :mod:`cardtui.bots.hints`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.i18n import number_text, t
from cardtui.ui.text import action_label, card_text, cards_text

if TYPE_CHECKING:
    from cardtui.bots.hints import Hint

ODDS: dict[str, str] = {
    "take": "you",
    "take_cheap": "you",
    "lead_win": "you",
    "lead": "you",
    "play": "you",
    "smear": "partner",
    "lead_partner": "partner",
    "lead_low": "to",
    "dump": "to",
    "under": "to",
    "duck": "to",
}
"""Which ``ui.hint.odds.<key>`` sentence says how likely each reason's trick outcome is."""


def _signed(value: float) -> str:
    return number_text(value, 2, sign=True)


def _seat(hint: Hint, names: Sequence[str]) -> str:
    if hint.to is None:
        return ""
    return names[hint.to] if 0 <= hint.to < len(names) else str(hint.to + 1)


def hint_reason(
    hint: Hint, ascii_only: bool = False, game: str = "", names: Sequence[str] = ()
) -> str:
    """``Throw Q♠ on this trick: West takes it ... West takes it in 11 of 12 sampled deals.
    Expected score ...``: the whole reason (the choice's figures first, the runner-up's
    only as the one set against it)."""
    move = action_label(hint.action, ascii_only, game)
    alt = action_label(hint.alt, ascii_only, game) if hint.alt is not None else ""
    card = card_text(hint.card, ascii_only) if hint.card is not None else move
    alt_card = cards_text(hint.alt.cards, ascii_only) if hint.alt and hint.alt.cards else alt
    cards = cards_text(hint.action.cards, ascii_only)
    seat = _seat(hint, names)
    reason = t(
        f"ui.hint.reason.{hint.reason}", card=card, alt=alt_card, move=move, cards=cards, seat=seat
    )
    odds = ODDS.get(hint.reason)
    if odds is not None and hint.k > 0 and (odds != "to" or seat):
        reason += " " + t(f"ui.hint.odds.{odds}", k=hint.k, n=hint.n, seat=seat)
    if hint.stat == "win":
        reason += " " + t("ui.hint.stat.win", p=hint.p, q=hint.q, alt=alt_card)
    elif hint.stat == "score":
        reason += " " + t("ui.hint.stat.score", v=_signed(hint.v), w=_signed(hint.w), alt=alt_card)
    elif hint.stat == "alone":
        reason += " " + t("ui.hint.stat.alone", p=hint.p)
    return reason


def hint_text(
    hint: Hint, ascii_only: bool = False, game: str = "", names: Sequence[str] = ()
) -> str:
    """``Hint: <the whole reason>`` in one string."""
    return t("ui.hint.line", reason=hint_reason(hint, ascii_only, game, names))


def hint_move(hint: Hint, ascii_only: bool = False, game: str = "") -> str:
    """``Hint: Q♠ (why: below).``: the short form for the message line."""
    return t("ui.hint.move", move=action_label(hint.action, ascii_only, game))
