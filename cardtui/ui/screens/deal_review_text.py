"""The deal review's words: one flagged decision as the list shows it, the progress line,
and the line the table shows at the decision (no Textual here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardtui.engine import Action
from cardtui.i18n import number_text, t
from cardtui.ui.hint_text import hint_reason
from cardtui.ui.text import action_label, cards_text

if TYPE_CHECKING:
    from cardtui.bots.review import Finding

SHOWN = 5
"""The costliest decisions listed per seat."""
GENERIC = frozenset({"play", "lead"})
"""Reason codes that name the card only: the trick odds of both moves say more."""
CONTRAST = 4
"""The odds of both moves are told when they differ by at least 1/CONTRAST of the worlds."""


def move_text(action: Action, ascii_only: bool, game: str) -> str:
    """A card play as its cards (``Q♠``), any other decision by its label."""
    if action.kind == "play" and action.cards:
        return cards_text(action.cards, ascii_only)
    return action_label(action, ascii_only, game).strip()


def why_text(finding: Finding, ascii_only: bool, game: str, names: Sequence[str]) -> str:
    """The reason in words: the coach's, or how often each card takes the trick."""
    if finding.why is None:
        return ""
    k, j, n = finding.takes
    if n and abs(k - j) * CONTRAST >= n and finding.why.reason in GENERIC:
        verdict = finding.verdict
        return t(
            "ui.deal_review.takes",
            chosen=move_text(verdict.chosen, ascii_only, game),
            preferred=move_text(verdict.preferred, ascii_only, game),
            k=k,
            j=j,
            n=n,
        )
    if finding.why.reason in GENERIC and finding.verdict.worlds:
        better = move_text(finding.verdict.preferred, ascii_only, game)
        return t("ui.deal_review.later", preferred=better, n=finding.verdict.worlds)
    return hint_reason(finding.why, ascii_only, game, names)


def loss_text(loss: float) -> str:
    """``about 13.5 points``: the expected difference in the game's own points."""
    amount = number_text(loss, 1)
    return t("ui.deal_review.loss", loss=amount)


def where_text(finding: Finding, number: int) -> str:
    """``Trick 5`` for a card play, else ``Decision 2`` (``number``: its place in the deal)."""
    if finding.trick:
        return t("ui.deal_review.trick", n=finding.trick)
    return t("ui.deal_review.decision", n=number)


def item_lines(
    finding: Finding, number: int, ascii_only: bool, game: str, names: Sequence[str]
) -> tuple[str, str]:
    """The move and the better choice with its cost; the reason in words under it."""
    verdict = finding.verdict
    head = t(
        "ui.deal_review.item",
        where=where_text(finding, number),
        chosen=move_text(verdict.chosen, ascii_only, game),
        preferred=move_text(verdict.preferred, ascii_only, game),
        loss=loss_text(verdict.loss),
    )
    return head, why_text(finding, ascii_only, game, names)


def moment_text(finding: Finding, ascii_only: bool, game: str) -> str:
    """The table's message at the decision: what was chosen, the better move (marked)."""
    verdict = finding.verdict
    return t(
        "ui.deal_review.moment" if verdict.preferred.cards else "ui.deal_review.moment_choice",
        chosen=move_text(verdict.chosen, ascii_only, game),
        preferred=move_text(verdict.preferred, ascii_only, game),
        loss=loss_text(verdict.loss),
    )


def progress_text(done: int, total: int) -> str:
    """``The strong bot examines the decisions: 3 of 11 decisions.``"""
    return t("ui.deal_review.progress", k=done, n=total)


def done_text(examined: int, costly: int) -> str:
    """``11 decisions examined, 2 of them cost points.`` (or that none did)."""
    if not costly:
        return t("ui.deal_review.none", n=examined)
    return t("ui.deal_review.done", n=examined, k=costly)


def ranked(findings: Sequence[Finding], limit: int = SHOWN) -> list[Finding]:
    """The flagged findings that cost most, most expensive first."""
    flagged = [f for f in findings if f.verdict.flagged]
    return sorted(flagged, key=lambda f: (-f.verdict.loss, f.verdict.step))[:limit]
