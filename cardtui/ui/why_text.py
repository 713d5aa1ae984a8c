"""The one line that says why cards cannot be played now (:mod:`cardtui.engine.refusals`)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.protocol import Match
from cardtui.engine.refusals import MAX_LEGAL, Refusal, card_kind, refusals
from cardtui.i18n import has, t
from cardtui.ui.text import cards_text, reason_text

TRUMP_SUIT = "T"


def refusal_words(refusal: Refusal, game: str = "") -> str:
    """The short reason of one group: ``ui.why.<code>`` (with the suit to follow), else the
    game's full refusal sentence."""
    if refusal.reason == "must_follow_suit" and refusal.suit:
        if refusal.suit == TRUMP_SUIT:
            return t("ui.why.follow_trumps", game=game)
        if has(f"suit.{refusal.suit}"):
            return t("ui.why.follow", game=game, suit=t(f"suit.{refusal.suit}", game=game))
    key = f"ui.why.{refusal.reason}"
    if has(key, game=game):
        return t(key, game=game)
    return reason_text(refusal.reason, game).rstrip(".")


def why_line(groups: Sequence[Refusal], ascii_only: bool = False, game: str = "") -> str:
    """ "Not playable: 7♠ 9♠ — you must follow clubs; A♦ — ...", or the note that every
    card may be played (empty when there is no card to choose)."""
    if not groups:
        return ""
    parts = [
        t("ui.why.group", cards=cards_text(g.cards, ascii_only), why=refusal_words(g, game))
        for g in groups
    ]
    return t("ui.why.line", groups="; ".join(parts))


def why_now(match: Match, seat: int | None, ascii_only: bool = False, game: str = "") -> str:
    """The line for ``seat``'s own decision: which cards are refused and why, or that any
    card may be played (or that no card is chosen now). Never about another seat's hand."""
    if seat is None or match.current_seat != seat:
        return t("ui.why.none")
    groups = refusals(match)
    if groups:
        return why_line(groups, ascii_only, game)
    legal = match.legal_actions()
    if len(legal) <= MAX_LEGAL and card_kind(legal) is not None:
        return t("ui.why.all")
    return t("ui.why.none")


def refused_card(
    match: Match, card: Card, reason: str, ascii_only: bool = False, game: str = ""
) -> str:
    """Enter on a refused card: ``9♠ cannot be played: you must follow clubs.`` from the
    refusal group that holds it, else the game's full sentence for ``reason``."""
    for group in refusals(match):
        if card in group.cards:
            return t(
                "ui.why.refused",
                card=cards_text((card,), ascii_only),
                why=refusal_words(group, game),
            )
    return reason_text(reason, game)
