"""A hint in words: the move, the reason template and the search's figures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtui.i18n import number_text, t
from cardtui.ui.text import action_label, card_text, cards_text

if TYPE_CHECKING:
    from cardtui.bots.hints import Hint


def _signed(value: float) -> str:
    return number_text(value, 2, sign=True)


def hint_text(hint: Hint, ascii_only: bool = False, game: str = "") -> str:
    """``Hint: Your partner is winning the trick: give him your 10♥. Wins 71% ...``."""
    move = action_label(hint.action, ascii_only, game)
    alt = action_label(hint.alt, ascii_only, game) if hint.alt is not None else ""
    card = card_text(hint.card, ascii_only) if hint.card is not None else move
    alt_card = cards_text(hint.alt.cards, ascii_only) if hint.alt and hint.alt.cards else alt
    cards = cards_text(hint.action.cards, ascii_only)
    reason = t(f"ui.hint.reason.{hint.reason}", card=card, alt=alt_card, move=move, cards=cards)
    if hint.stat == "win":
        reason += " " + t("ui.hint.stat.win", p=hint.p, q=hint.q, alt=alt_card)
    elif hint.stat == "score":
        reason += " " + t("ui.hint.stat.score", v=_signed(hint.v), w=_signed(hint.w), alt=alt_card)
    elif hint.stat == "alone":
        reason += " " + t("ui.hint.stat.alone", p=hint.p)
    return t("ui.hint.line", reason=reason)
