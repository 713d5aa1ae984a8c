"""Learning mode in words: the side note before a decision, the trick just taken, the
sentences of a deal's score (from the facts of :mod:`cardtui.bots.lesson`).

Every sentence comes from the shared ``lesson.*`` keys (``i18n/<lang>/ui_lesson.json``),
the game's own catalogue (phase lines, action labels, refusal reasons, score lines) and
its rulebook (the paragraph of the phase in play); a game writes nothing here.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.bots.lesson import DecisionFacts, TrickFacts, line_kinds, phase_paragraph
from cardtui.engine import Action, DealSummary
from cardtui.engine.score import ScoreLine
from cardtui.i18n import current_language, has, t
from cardtui.ui.text import action_label, cards_text, phase_text, seat_list
from cardtui.ui.why_text import why_line
from cardtui.ui.widgets.breakdown import amount_text, line_text, lines_sign, shown_amounts
from cardtui.ui.widgets.side_note import INDENT


def choice_meaning(action: Action, phase: str, game: str) -> str:
    """What a choice means: ``lesson.choice.<phase>.<kind>``, ``lesson.choice.<kind>.<value>``
    or ``lesson.choice.<kind>`` (``""`` when none is written)."""
    keys = [f"lesson.choice.{phase}.{action.kind}"]
    if action.value and not action.value.isdigit():
        keys.append(f"lesson.choice.{action.kind}.{action.value}")
    keys.append(f"lesson.choice.{action.kind}")
    for key in keys:
        if has(key, game=game):
            return t(key, game=game, value=action.value)
    return ""


def choice_lines(choices: Sequence[Action], phase: str, game: str, ascii_only: bool) -> list[str]:
    """``  Pass: you let this chance go; the next player decides.``, one line per meaning:
    choices that mean the same (four suits to name as trumps) share their line."""
    meanings: dict[str, list[str]] = {}
    for action in choices:
        label = action_label(action, ascii_only, game)
        meanings.setdefault(choice_meaning(action, phase, game), []).append(label)
    lines = []
    for meaning, labels in meanings.items():
        label = ", ".join(labels)
        if meaning:
            lines.append(INDENT + t("lesson.note.choice", label=label, meaning=meaning))
        else:
            lines.append(INDENT + t("lesson.note.choice_plain", label=label))
    return lines


def _kinds_line(facts: DecisionFacts, game: str) -> str:
    kinds = ", ".join(action_label(Action(kind), False, game).strip() for kind in facts.kinds)
    key = "lesson.note.many_cards" if facts.many_cards else "lesson.note.many"
    return t(key, n=facts.many, kinds=kinds)


def _card_lines(facts: DecisionFacts, ascii_only: bool, game: str) -> list[str]:
    if not facts.playable:
        return []
    if facts.refused:
        return [
            t("lesson.note.playable", cards=cards_text(facts.playable, ascii_only)),
            why_line(facts.refused, ascii_only, game),
        ]
    return [t("lesson.note.any_card")]


def decision_lines(facts: DecisionFacts, ascii_only: bool, game: str) -> list[str]:
    """The side note before the learner's decision: the phase, the choices with their
    meanings, the playable and refused cards and why, the simple bot's choice (the rule
    of the phase follows: :func:`rule_lines`)."""
    lines = [t("lesson.note.now", text=phase_text(facts.phase, game, own=True))]
    if facts.choices:
        lines.append(t("lesson.note.choices"))
        lines += choice_lines(facts.choices, facts.phase, game, ascii_only)
    elif facts.many:
        lines.append(_kinds_line(facts, game))
    lines += _card_lines(facts, ascii_only, game)
    if facts.suggestion is not None:
        label = action_label(facts.suggestion, ascii_only, game)
        lines.append(t("lesson.note.bot", label=label))
    return lines


def rule_lines(phase: str, game: str) -> list[str]:
    """The rule of the phase in play, from the game's rulebook (the longest line, so last)."""
    rule = phase_paragraph(game, current_language(), phase)
    return [t("lesson.note.rule", text=rule)] if rule else []


def waiting_lines(phase: str, seat: str, game: str) -> list[str]:
    """The side note while another seat decides."""
    return [t("lesson.note.now", text=phase_text(phase, game, seat=seat))]


def round_lines(phase: str, seat: str, game: str) -> list[str]:
    """Games without decisions: the round (or the dispute) in play and how the game ends."""
    lang = current_language()
    lines = [t("lesson.note.round", text=phase_text(phase, game, seat=seat))]
    lines += rule_lines(phase, game)
    end = phase_paragraph(game, lang, "over")
    if end:
        lines.append(t("lesson.note.end", text=end))
    return lines


def trick_sentence(facts: TrickFacts, names: Sequence[str], ascii_only: bool) -> str:
    """``Bot 2 took the trick with K♠, the highest card of the suit led. It held 3 points.``"""
    seat = names[facts.winner] if facts.winner < len(names) else ""
    card = cards_text(facts.cards, ascii_only)
    kind = "alone" if facts.alone else "trump" if facts.by_trump else "suit"
    taken = t(f"lesson.trick.{kind}", seat=seat, card=card)
    if facts.points is None:
        return taken
    if not facts.points:
        return f"{taken} {t('lesson.trick.nothing')}"
    key = "lesson.trick.penalty" if facts.penalty else "lesson.trick.points"
    return f"{taken} {t(key, n=facts.points, seat=seat)}"


def _amounts(
    line: ScoreLine, summary: DealSummary, names: Sequence[str], ascii_only: bool, sign: int
) -> str:
    amounts = shown_amounts(line, sign)
    if amounts is None:
        return ""
    parts = []
    for side, amount in zip(summary.teams, amounts, strict=False):
        value = amount_text(amount, line.unit, False, ascii_only)
        parts.append(t("lesson.score.side", side=seat_list(side, names), value=value))
    return "; ".join(parts)


def score_sentences(
    summary: DealSummary, names: Sequence[str], game: str, ascii_only: bool = False
) -> list[str]:
    """One sentence per line of the deal's itemised score, by the line's role."""
    sentences = []
    sign = lines_sign(game)
    for line, kind in zip(summary.lines, line_kinds(summary.lines), strict=True):
        item = line_text(line, names, game, ascii_only)
        amounts = _amounts(line, summary, names, ascii_only, sign)
        key = f"lesson.score.{kind}" if amounts else "lesson.score.bare"
        sentences.append(t(key, item=item, amounts=amounts, why=t(f"lesson.score.why.{kind}")))
    return sentences
