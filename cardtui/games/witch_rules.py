"""The rules of «Ведьма» that need no state: pairs, neighbours, deal sizes, scores.

Spec: shared/rules/witch.md. The witch is the queen of spades; it never pairs,
not even with another queen (§2). Seats are clockwise; a player draws from his
right-hand neighbour (the seat before him) and the turn passes to the left.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine.cards import Card
from cardtui.engine.score import ScoreLine, note, term, total
from cardtui.engine.values import MatchResult
from cardtui.games.witch_facts import WitchGameResult, WitchSeriesResult

WITCH = Card("Q", "S")
"""The queen of spades (дама пик)."""

PAIR_SUIT_ORDER = "CDHS"
"""Within a rank the pairs are taken in suit order ♣ ♦ ♥ ♠ (W-D2)."""

RANK_ORDER = "AKQJT98765432"
_RANK_INDEX = {rank: i for i, rank in enumerate(RANK_ORDER)}
_SUIT_INDEX: dict[Card, int] = {
    Card(rank, suit): PAIR_SUIT_ORDER.index(suit) for rank in RANK_ORDER for suit in "CDHS"
}


def hand_key(card: Card) -> tuple[int, int]:
    """Display order: by rank (ace first), then suit ♣ ♦ ♥ ♠, so pairs sit together."""
    return (RANK_ORDER.index(card.rank), PAIR_SUIT_ORDER.index(card.suit))


def discard_pairs(hand: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """Every pair of ``hand`` discarded (never the witch): ``(kept, discarded)``.

    Within a rank, cards go in suit order C, D, H, S; the first two (the
    witch skipped) form a pair, then the next two (W-D2). Kept cards stay in
    their order in ``hand``; discarded ones come pair by pair, ranks ace first.
    """
    by_rank: dict[str, list[Card]] = {}
    paired: list[str] = []
    for card in hand:
        if card is not WITCH:
            same = by_rank.get(card.rank)
            if same is None:
                by_rank[card.rank] = [card]
            else:
                same.append(card)
                if len(same) == 2:
                    paired.append(card.rank)
    if not paired:
        return list(hand), []
    discarded: list[Card] = []
    for rank in sorted(paired, key=_RANK_INDEX.__getitem__):
        cards = sorted(by_rank[rank], key=_SUIT_INDEX.__getitem__)
        discarded.extend(cards[: len(cards) // 2 * 2])
    gone = set(discarded)
    return [c for c in hand if c not in gone], discarded


def pairs_in(hand: Sequence[Card]) -> list[tuple[Card, Card]]:
    """Every two cards of one rank that may be discarded together (never the witch)."""
    found: list[tuple[Card, Card]] = []
    cards = sorted((c for c in hand if c is not WITCH), key=hand_key)
    for a_index, a in enumerate(cards):
        for b in cards[a_index + 1 :]:
            if b.rank == a.rank and (a, b) not in found:
                found.append((a, b))
    return found


def right_of(seat: int, active: Sequence[bool]) -> int:
    """The nearest active seat to ``seat``'s right (seat-1, seat-2... ); ``seat`` itself if none."""
    n = len(active)
    for step in range(1, n):
        other = (seat - step) % n
        if active[other]:
            return other
    return seat


def left_of(seat: int, active: Sequence[bool]) -> int:
    """The nearest active seat to ``seat``'s left (seat+1, seat+2... ); ``seat`` itself if none."""
    n = len(active)
    for step in range(1, n):
        other = (seat + step) % n
        if active[other]:
            return other
    return seat


def deal_sizes(cards: int, players: int) -> list[int]:
    """Cards per seat, counted from the dealer's left: the first seats get the extra ones."""
    return [cards // players + (1 if i < cards % players else 0) for i in range(players)]


def score_lines(
    loser: int,
    left_with: tuple[Card, ...],
    out: Sequence[int],
    draws: int,
    capped: bool,
    seats: int,
) -> tuple[ScoreLine, ...]:
    """Who was left with the witch and with what, who went out when, the draws."""
    lost = tuple(-int(s == loser) for s in range(seats))
    lines = [note("score.witch.left_with", seat=loser, cards=left_with)]
    if capped:
        lines.append(note("score.witch.cap", n=draws))
    if out:
        lines.append(note("score.witch.out_order", seats=tuple(out)))
    lines.append(note("score.witch.draws", n=draws))
    lines += [term("score.witch.loss", lost), total("score.witch.total", lost)]
    return tuple(lines)


def game_result(loser: int, losses: Sequence[int], draws: int, out: Sequence[int]) -> MatchResult:
    """A match of one game: everybody but the loser (left with the witch) wins."""
    return MatchResult(
        winners=tuple(s for s in range(len(losses)) if s != loser),
        losers=(loser,),
        titles=("witch",),
        scores=tuple(losses),
        details=WitchGameResult(draws=draws, finish_order=tuple(out)),
    )


def series_result(losses: Sequence[int], games: int) -> MatchResult:
    """A series of games: the fewest losses win, the most lose; all equal is a draw."""
    fewest, most = min(losses), max(losses)
    if fewest == most:
        return MatchResult((), (), scores=tuple(losses), details=WitchSeriesResult())
    return MatchResult(
        winners=tuple(s for s, n in enumerate(losses) if n == fewest),
        losers=tuple(s for s, n in enumerate(losses) if n == most),
        scores=tuple(losses),
        details=WitchSeriesResult(games=games),
    )
