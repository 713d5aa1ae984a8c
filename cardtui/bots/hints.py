"""Hints: the strong bot's move for a person, with a reason code from what the search found.

:func:`advise` runs the search on the person's view, then looks at the chosen
card in a few more sampled worlds to see who takes the current trick with it.
The reason is a code (translated by the UI as ``ui.hint.reason.<code>``):

* ``smear``: the partner takes the trick and the card carries points;
* ``take`` / ``take_cheap``: the card takes the trick (cheaper than the runner-up);
* ``duck``: the trick is lost and the card is the cheapest one;
* ``lead_win`` / ``lead_partner`` / ``lead_low`` / ``lead``: a lead that takes the trick,
  one the partner takes, the cheapest card given up to another seat (``to``), or a lead;
* ``dump``: in a penalty game, a penalty card thrown on the trick another seat (``to``) takes;
* ``under``: in a penalty game, a card that stays under: another seat (``to``) takes the trick;
* ``play``: any other card; ``choice``: a decision without cards; ``only``: no choice.

With a card in play, ``k`` of ``n`` sampled worlds saw the outcome the reason names (the
seat takes the trick, its partner does for ``smear``, or ``to`` takes it), so the words can say how likely it is.

The statistic compares the choice with the next best candidate over the worlds both
were scored in (a candidate dropped early is never set against the choice's figure
over many more worlds), and names only a runner-up that did no better there: the share
of sampled deals the seat wins (``win``) when the game credits winners, else the
expected deal score (``score``). Card worth in the reasons is the game's own
(:mod:`cardtui.bots.card_values`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtui.bots.card_values import card_worth, worth
from cardtui.bots.playout import Policy, copy_world, policy_view, step
from cardtui.bots.strong import ActionStats, Analysis, Sampler, StrongBot, default_sampler
from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Match, View
from cardtui.engine.registry import get_game
from cardtui.games.hearts.facts import penalty_suit

REASONS: tuple[str, ...] = (
    "smear",
    "take",
    "take_cheap",
    "duck",
    "dump",
    "under",
    "lead_win",
    "lead_partner",
    "lead_low",
    "lead",
    "play",
    "part",
    "choice",
    "only",
)
"""Every reason code a hint can give (``ui.hint.reason.<code>``)."""
TRICK_WORLDS = 12
"""Worlds sampled to see who takes the current trick with the chosen card."""
SURE = 0.7
"""A trick outcome this likely is named in the reason."""
POINT_CARD = 10
"""A card with at least this many card points is worth giving to a partner."""


@dataclass(frozen=True)
class Hint:
    """A suggested move and why, as codes and numbers (the UI puts them in words)."""

    action: Action
    reason: str
    card: Card | None = None
    alt: Action | None = None
    """The runner-up candidate (for the comparison and ``take_cheap``)."""
    stat: str = ""
    """``win``, ``score``, ``alone`` or empty."""
    p: int = 0
    """Win percentage of the choice."""
    q: int = 0
    """Win percentage of the runner-up."""
    v: float = 0.0
    """Expected score of the choice."""
    w: float = 0.0
    """Expected score of the runner-up."""
    k: int = 0
    """Sampled worlds in which the trick outcome the reason names happened..."""
    n: int = 0
    """... out of this many (0: no trick outcome was sampled)."""
    to: int | None = None
    """The seat that takes the trick (``dump``, ``under``): the receiver of the card."""


@dataclass(frozen=True)
class Outcome:
    """The reason of a card play with its trick outcome: ``k`` of ``n`` worlds, seat ``to``."""

    reason: str
    k: int = 0
    n: int = 0
    to: int | None = None


def penalties(view: View) -> bool:
    """Whether the game's card worth is a penalty for the seat taking it (the Hearts family)."""
    if penalty_suit(view.public):
        return True
    values = getattr(get_game(view.game).match_class, "card_values", None)
    return bool(values)


def _teammates(view: View, seat: int) -> set[int]:
    for team in view.teams:
        if seat in team:
            return set(team) - {seat}
    return set()


def trick_taker(world: Match, action: Action, policy: Policy, rng: random.Random) -> int | None:
    """Who takes the current trick after ``action`` in ``world`` (policy play), if it ends."""
    child = copy_world(world)
    step(child, action)
    for _ in range(4 * max(1, child.num_seats)):
        spectator = child.view(None)
        if not spectator.trick:
            return spectator.last_winner
        seat = child.current_seat
        if seat is None:
            return None
        step(child, policy.choose(policy_view(child, seat), rng))
    return None


def _takers(
    view: View, action: Action, sampler: Sampler, policy: Policy, rng: random.Random
) -> dict[int | None, int]:
    counts: dict[int | None, int] = {}
    for _ in range(TRICK_WORLDS):
        seat = trick_taker(sampler(view, rng), action, policy, rng)
        counts[seat] = counts.get(seat, 0) + 1
    return counts


def _reason(
    view: View, analysis: Analysis, takers: dict[int | None, int], alt: Action | None
) -> Outcome:
    """Why the chosen card: what it does to the current trick, from the sampled takers."""
    action, seat = analysis.best, analysis.seat
    table = card_worth(view)

    def _points(card: Card) -> int:
        return worth(card, table)

    card = action.cards[0]
    total = sum(takers.values()) or 1
    partners = _teammates(view, seat)
    mine = takers.get(seat, 0)
    partner = sum(n for s, n in takers.items() if s in partners)
    other, other_n = _likeliest(takers, partners | {seat})
    cheapest = min(_points(a.cards[0]) for a in view.legal if a.cards)
    if penalties(view) and other is not None and other_n >= SURE * total:
        code = "dump" if _points(card) > 0 else "under"
        return Outcome(code, other_n, total, other)
    if not view.trick:
        if partner >= SURE * total:
            return Outcome("lead_partner", partner, total)
        if other is not None and other_n >= SURE * total and _points(card) <= cheapest:
            return Outcome("lead_low", other_n, total, other)
        return Outcome("lead_win" if mine >= SURE * total else "lead", mine, total)
    if partner >= SURE * total and _points(card) >= POINT_CARD:
        return Outcome("smear", partner, total)
    if mine >= SURE * total:
        if alt is not None and len(alt.cards) == 1 and _points(alt.cards[0]) > _points(card):
            return Outcome("take_cheap", mine, total)
        return Outcome("take", mine, total)
    if other is not None and other_n >= SURE * total and _points(card) <= cheapest:
        return Outcome("duck", other_n, total, other)
    return Outcome("play", mine, total)


def _likeliest(takers: dict[int | None, int], mine: set[int]) -> tuple[int | None, int]:
    """The seat outside ``mine`` that takes the trick most often, and how often."""
    others = [(n, s) for s, n in takers.items() if s is not None and s not in mine]
    if not others:
        return None, 0
    n, seat = max(others)
    return seat, n


def advise(
    view: View,
    rng: random.Random,
    budget: float,
    sampler: Sampler | None = None,
    worlds: int | None = None,
) -> Hint:
    """The strong bot's move for the seat of ``view`` (its turn), with a reason."""
    if len(view.legal) == 1:
        only = view.legal[0]
        return Hint(only, "only", only.cards[0] if len(only.cards) == 1 else None)
    sample = sampler or default_sampler()
    bot = StrongBot(budget, sampler=sample, worlds=worlds, defer=False)
    analysis = bot.analyse(view, rng)
    action = analysis.best
    chosen = analysis.of(action)
    assert chosen is not None
    alt = runner_up(analysis, chosen)
    card = action.cards[0] if len(action.cards) == 1 else None
    if card is not None and view.phase == "play":
        takers = _takers(view, action, sample, bot.policy(view.game), rng)
        outcome = _reason(view, analysis, takers, alt.action if alt else None)
    elif action.cards and action.kind != "play":
        outcome = Outcome("part")  # cards passed, given or laid away
    else:
        outcome = Outcome("choice")
    k, worlds, to = outcome.k, outcome.n, outcome.to
    if alt is None:
        p = round(100 * chosen.win_rate)
        return Hint(
            action, outcome.reason, card, None, "alone", p, 0, chosen.mean, 0.0, k, worlds, to
        )
    n = min(chosen.n, alt.n)
    mine, theirs = _common(chosen, n), _common(alt, n)
    p, q = round(100 * mine.win_rate), round(100 * theirs.win_rate)
    stat = "win" if p > q else "score"
    return Hint(
        action, outcome.reason, card, alt.action, stat, p, q, mine.mean, theirs.mean, k, worlds, to
    )


def _common(stats: ActionStats, n: int) -> ActionStats:
    """``stats`` over the first ``n`` worlds (the worlds every candidate shares first)."""
    return ActionStats(stats.action, stats.values[:n], sum(stats.won[:n]), stats.won[:n])


def runner_up(analysis: Analysis, chosen: ActionStats) -> ActionStats | None:
    """The candidate to set against the choice: the best of the others over the worlds
    each shares with the choice, among those that did no better than the choice there
    (in score, and in wins where the game credits winners); ``None`` when none did."""
    found: list[tuple[float, ActionStats]] = []
    for other in analysis.stats:
        if other.action is chosen.action or other.n == 0:
            continue
        n = min(other.n, chosen.n)
        mine, theirs = _common(chosen, n), _common(other, n)
        if theirs.mean <= mine.mean and theirs.wins <= mine.wins:
            found.append((theirs.mean - mine.mean, other))
    if not found:
        return None
    return max(found, key=lambda pair: pair[0])[1]
