"""What learning mode explains, as data built from the engine's own facts.

Before each of the learner's decisions: the phase (its code and the first paragraph of
the rulebook section tagged with it), the choices offered (each a legal action), the
cards that may be played, the refused ones grouped by the game's refusal reason
(:mod:`cardtui.engine.refusals`) and what the simple bot would choose in the learner's
seat. After a trick: who took it, with which card, whether by a trump or as the highest
card of the suit led, and what it held. After a deal: one sentence per line of the
engine's itemised score (:mod:`cardtui.engine.score`), chosen by the line's role.

No words here: the UI (``ui/screens/learn_text.py``) puts these facts in words from
the ``lesson.*`` catalogue keys; a game adds nothing but its key ideas.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from cardtui.bots import make_bot
from cardtui.bots.hints import penalties
from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.history import Trick
from cardtui.engine.protocol import Match
from cardtui.engine.refusals import MAX_LEGAL, Refusal, card_kind, refusals
from cardtui.engine.score import NOTE, RULE, TERM, TOTAL, ScoreLine
from cardtui.rulebook import phase_sections, rulebook_page, section_text, strip_tags

MAX_CHOICES = 12
"""Choices explained one by one; a decision with more (a pass of three cards from
thirteen, a cut depth) is explained by its kinds."""
TRUMPS = "T"
"""The effective suit of permanent trumps in the games' suit tables."""
BOT_LEVEL = "simple"
"""The level whose choice the note names (the learner's opponents are beginners)."""


@dataclass(frozen=True)
class DecisionFacts:
    """One decision of the learner, as the engine sees it."""

    phase: str
    kinds: tuple[str, ...]
    """The action kinds offered, in the order first met."""
    choices: tuple[Action, ...]
    """The actions that are not a single card of the hand (bids, passes, calls), at most
    :data:`MAX_CHOICES`; empty when there are more (``kinds`` then says what they are)."""
    playable: tuple[Card, ...]
    """The cards of the hand that may be played (or given) now, when cards are chosen."""
    refused: tuple[Refusal, ...]
    suggestion: Action | None
    """What the simple bot would do in the learner's seat."""
    many: int = 0
    """How many choices there are, when too many to list."""
    many_cards: bool = False
    """Those many choices are sets of cards (marked in the hand), not values to type."""


@dataclass(frozen=True)
class TrickFacts:
    """Who took a trick and why."""

    winner: int
    cards: tuple[Card, ...]
    """The winner's cards in the trick (several in the Kozel of many-card leads)."""
    by_trump: bool
    """Taken with a trump (else as the highest card of the suit led)."""
    led: Card | None
    points: int | None
    penalty: bool
    """The game counts taken points against the taker (the Hearts family)."""
    alone: bool = False
    """Every other card was of another suit and no trump: the led card stood."""


def decision_facts(match: Match, seat: int, seed: str = "") -> DecisionFacts:
    """The facts of ``seat``'s decision now (``seat`` must be the seat to move)."""
    legal = list(match.legal_actions())
    view = match.plain_view(seat)
    kind = card_kind(legal) if len(legal) <= MAX_LEGAL else None
    hand = set(view.hand)
    single = [a for a in legal if a.kind == kind and len(a.cards) == 1 and a.cards[0] in hand]
    others = [a for a in legal if a not in single]
    kinds = tuple(dict.fromkeys(a.kind for a in legal))
    return DecisionFacts(
        phase=view.phase,
        kinds=kinds,
        choices=tuple(others) if len(others) <= MAX_CHOICES else (),
        playable=tuple(c for c in view.hand if any(a.cards == (c,) for a in single)),
        refused=refusals(match),
        suggestion=suggestion(match, seat, seed),
        many=len(others) if len(others) > MAX_CHOICES else 0,
        many_cards=bool(others) and all(a.cards for a in others),
    )


def suggestion(match: Match, seat: int, seed: str = "") -> Action | None:
    """The simple bot's choice in ``seat`` now (fixed by ``seed``), or ``None``."""
    try:
        bot = make_bot(BOT_LEVEL, match.game.id)
    except ModuleNotFoundError:
        bot = make_bot(BOT_LEVEL, "")
    view = match.plain_view(seat)
    if not view.legal:
        return None
    return bot.choose(view, random.Random(f"lesson:{seed}"))


@dataclass(frozen=True)
class SuitRule:
    """What decides a trick in the deal it was played in (taken before the move)."""

    suits: Mapping[Card, str] | None
    trump: str | None
    penalty: bool


def suit_rule(match: Match) -> SuitRule:
    """The trump and effective suits of the deal in play (read before each move, since a
    deal's last trick is followed at once by the next deal)."""
    view = match.plain_view(None)
    return SuitRule(match.effective_suits(), view.trump, penalties(view))


def _effective(card: Card, rule: SuitRule) -> str:
    if card.is_joker:
        return TRUMPS
    return rule.suits.get(card, card.suit) if rule.suits else card.suit


def is_trump(card: Card, rule: SuitRule) -> bool:
    """Whether ``card`` is a trump in that deal."""
    suit = _effective(card, rule)
    return suit == TRUMPS or (rule.trump is not None and suit == rule.trump)


def _seen(cards: Sequence[Card | None]) -> tuple[Card, ...]:
    return tuple(c for c in cards if c is not None)


def trick_facts(trick: Trick, rule: SuitRule) -> TrickFacts | None:
    """Who took ``trick``, with which cards, and why; ``None`` while nobody took it."""
    if trick.winner is None or not trick.plays:
        return None
    plays = [(p.seat, _seen(p.cards)) for p in trick.plays]
    won = next((cards for seat, cards in reversed(plays) if seat == trick.winner), ())
    led = plays[0][1][0] if plays[0][1] else None
    by_trump = any(is_trump(c, rule) for c in won)
    led_suit = None if led is None else _effective(led, rule)
    others = [c for seat, cards in plays[1:] for c in cards]
    alone = (
        plays[0][0] == trick.winner
        and not by_trump
        and not any(_effective(c, rule) == led_suit or is_trump(c, rule) for c in others)
    )
    return TrickFacts(trick.winner, won, by_trump, led, trick.points, rule.penalty, alone)


def line_kind(line: ScoreLine, last_total: bool) -> str:
    """Which sentence explains a score line: ``term``, ``first``... keyed by its role."""
    if line.role == TOTAL:
        return "final" if last_total else TOTAL
    if line.role in (TERM, RULE, NOTE):
        return line.role
    return NOTE


def line_kinds(lines: Sequence[ScoreLine]) -> list[str]:
    """The sentence kind of every line of a deal's score."""
    last = max((i for i, line in enumerate(lines) if line.role == TOTAL), default=-1)
    return [line_kind(line, i == last) for i, line in enumerate(lines)]


WORDS = re.compile(r"[*_`>#]|<!--.*?-->|\[([^\]]*)\]\([^)]*\)")


@lru_cache(maxsize=256)
def phase_paragraph(game_id: str, lang: str, phase: str) -> str:
    """The first paragraph of the rulebook section tagged ``phase`` (without Markdown
    marks), or ``""`` when the page tags none."""
    page = rulebook_page(game_id, lang)
    if page is None:
        return ""
    section = phase_sections(page).get(phase)
    if section is None:
        return ""
    text = strip_tags(section_text(page, section))
    for block in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in block.strip().splitlines()]
        if not lines or lines[0].startswith(("#", "|", "```", "<!--")):
            continue
        body = " ".join(ln.lstrip("-* ") if i == 0 else ln for i, ln in enumerate(lines))
        return WORDS.sub(lambda m: m.group(1) or "", body).strip()
    return ""
