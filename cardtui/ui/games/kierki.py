"""Kierki in the UI: the deal of the cycle and its stakes, the lottery rows, the widow.

The side panel names the deal of the cycle and what it penalises or pays; the
middle of the table draws the lottery layout as its four rows (built out from the
eights), and in the trump deal with the widow the face-up widow, the auction and
one's own gifts. The scoreboard is the cycle's score sheet: a row per deal, a
column per player, the totals and their sum (zero over a full default cycle).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text

from cardtui.engine import Action, Card, DealSummary, Match, View
from cardtui.engine.facts import facts_as
from cardtui.engine.score import note
from cardtui.games.hearts.facts import KierkiDetails, KierkiPrivate, KierkiPublic
from cardtui.games.hearts.kierki_deals import VALUES
from cardtui.games.hearts.kierki_lottery import LOW_TO_HIGH, STEP
from cardtui.games.hearts.kierki_widow import DIRECTIONS, recipient
from cardtui.i18n import t
from cardtui.ui.games import Centre, GameHooks
from cardtui.ui.games._parts import card_list, suit_glyph
from cardtui.ui.text import action_label, card_text, cards_text, rank_text
from cardtui.ui.units import of_total

GAME = "kierki"
ROW_SUITS = "CDSH"
RED = "#e5534b"


def _t(key: str, **values: Any) -> str:
    return t(f"ui.{GAME}.{key}", game=GAME, **values)


def _public(view: View) -> KierkiPublic:
    return facts_as(view.public, KierkiPublic)


def _private(view: View) -> KierkiPrivate:
    return facts_as(view.private, KierkiPrivate)


def kind_text(kind: str, players: int, public: KierkiPublic) -> str:
    """What a deal kind penalises or pays, with this table's values."""
    values = dict(VALUES[players])
    marked = public.marked_tricks or ()
    marks = ", ".join(f"{_t('trick_n', n=number)} -{value}" for number, value in marked)
    first, second = public.prizes or (0, 0)
    return _t(f"kind.{kind}", marked=marks, first=first, second=second, **values)


def lottery_rows(rows: Mapping[str, tuple[Card, Card]], ascii_only: bool) -> Text:
    """The layout: one line per suit, a cell per rank from 2 to A (filled where laid),
    then the row's two end cards (the next card fits just outside them)."""
    empty, full = (".", "#") if ascii_only else ("·", "■")
    text = Text()
    for suit in ROW_SUITS:
        colour = RED if suit in "HD" and not ascii_only else None
        ink = Style(bold=True, color=colour)
        text.append(f"{suit_glyph(suit, ascii_only)} ", ink)
        ends = rows.get(suit)
        low, high = (STEP[ends[0].rank], STEP[ends[1].rank]) if ends else (99, -1)
        for index in range(len(LOW_TO_HIGH)):
            if low <= index <= high:
                text.append(full, ink)
            else:
                text.append(empty, Style(dim=True))
        if ends is not None:
            span = rank_text(ends[0].rank, ascii_only)
            if ends[1] != ends[0]:
                span += "-" + rank_text(ends[1].rank, ascii_only)
            text.append(" " + span, ink)
        text.append("\n")
    return text


def with_counts(summary: DealSummary) -> DealSummary:
    """The deal's lines with a row of counts under each line that has them ("Tricks
    taken, 20 each": how many tricks each player took, then the -120)."""
    lines = []
    for line in summary.lines:
        lines.append(line)
        counts = line.arg("counts")
        if isinstance(counts, tuple) and any(counts):
            numbers = tuple(c if isinstance(c, int) else 0 for c in counts)
            lines.append(note("score.kierki.count", numbers))
    return replace(summary, lines=tuple(lines))


def _name(names: Sequence[str], seat: object) -> str:
    return names[int(str(seat))] if seat is not None and int(str(seat)) < len(names) else "-"


class KierkiHooks(GameHooks):
    """Kierki's own panel lines, table picture and score sheet."""

    game_id = GAME

    def fresh_cards(self, view: View) -> frozenset[Card]:
        """The widow cards just taken (until trumps are named) and a gift received
        (until the first trick is over)."""
        private = _private(view)
        fresh = set(private.widow_cards or ())
        gift = private.gift_received
        if gift is not None and sum(view.tricks_taken) == 0:
            fresh.add(gift)
        return frozenset(fresh)

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """First hand, the declarer of a trump deal, or a lottery player's place out."""
        p = _public(view)
        finished = list(p.finished or ())
        if seat in finished:
            return _t("note.out", n=finished.index(seat) + 1)
        if p.declarer == seat:
            return _t("note.declarer")
        if p.first_hand == seat:
            return _t("note.first_hand")
        return ""

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """The deal of the cycle and its stakes, the auction, one's gifts, the totals."""
        p = _public(view)
        lines = [
            (_t("deal"), of_total(p.deal_of_cycle, p.deals_in_match)),
            ("", kind_text(p.deal_kind, view.num_seats, p)),
        ]
        lines += self._widow_lines(view, names, ascii_only)
        return lines + self.player_rows(view, names)

    def player_rows(self, view: View, names: Sequence[str]) -> list[tuple[str, str]]:
        """A row per player by name: match points and, during the deal, tricks taken."""
        totals = _public(view).totals
        tricks = view.tricks_taken if view.phase != "over" else ()
        if not totals:
            return []
        head = _t("rows.points_tricks") if tricks else _t("rows.points")
        rows = [(_t("rows.head"), head)]
        for seat, total in enumerate(totals[: len(names)]):
            taken = tricks[seat] if seat < len(tricks) else None
            value = str(total) if taken is None else _t("rows.row", total=total, tricks=taken)
            rows.append((names[seat], value))
        return rows

    def deal_lines(self, view: View) -> list[tuple[str, str]]:
        """Nothing more: the player rows hold the tricks taken, by name."""
        return []

    def _widow_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        p, private = _public(view), _private(view)
        lines: list[tuple[str, str]] = []
        if p.price is not None:
            sale = _t("sale_text", buyer=_name(names, p.buyer), price=p.price)
            lines.append((_t("sale"), sale))
        given = private.gifts_given
        if given:
            text = ", ".join(
                f"{card_text(c, ascii_only)}→{_name(names, s)}" for s, c in given.items()
            )
            lines.append((_t("gifts_given"), text))
        received = private.gift_received
        if received is not None:
            lines.append((_t("gift_received"), card_text(received, ascii_only)))
        return lines

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """The lottery rows, or the widow and its auction, or the gifts."""
        picture = self.table_picture(view, names, ascii_only)
        return None if picture is None else Centre(picture=picture)

    def table_picture(self, view: View, names: Sequence[str], ascii_only: bool) -> Text | None:
        """The lottery rows, or the widow and its auction (a picture of text)."""
        p, private = _public(view), _private(view)
        if p.rows is not None:
            picture = Text(_t("rows") + "\n", Style(bold=True))
            picture.append_text(lottery_rows(p.rows, ascii_only))
            if p.finished:
                out = ", ".join(_name(names, s) for s in p.finished)
                picture.append(f"{_t('out')}: {out}\n", Style(bold=True))
            if p.bonus_turn:
                picture.append(_t("bonus"), Style(color="#ffd75f"))
            return picture
        if p.widow:
            return self._auction_picture(p, names, ascii_only)
        if view.phase == "exchange" and p.declarer is not None:
            return self._gift_picture(view, names, ascii_only)
        if private.gifts_given or private.gift_received:
            lines = self._widow_lines(view, names, ascii_only)
            return Text("\n".join(f"{a}: {b}" for a, b in lines))
        return None

    def choice_labels(
        self, view: View, choices: Sequence[Action], names: Sequence[str], ascii_only: bool
    ) -> tuple[tuple[str, ...], str] | None:
        """The declarer's gifts name who gets the card: "Give to the left (Bot 2) 7♠"."""
        declarer = _public(view).declarer
        if not isinstance(declarer, int) or not all(a.kind == "give" for a in choices):
            return None
        labels = []
        for action in choices:
            seat = recipient(declarer, action.value, view.num_seats)
            label = action_label(Action(action.kind, (), action.value), ascii_only, GAME)
            label = f"{label} ({_name(names, seat)})"
            if action.cards:
                label += " " + cards_text(action.cards, ascii_only)
            labels.append(label)
        return tuple(labels), t("ui.choose")

    def _gift_picture(self, view: View, names: Sequence[str], ascii_only: bool) -> Text:
        """Who gets a card from the declarer: each direction, its player, given or not."""
        n = view.num_seats
        p = _public(view)
        assert p.declarer is not None
        declarer = p.declarer
        made = set(p.gifts_made or ())
        given = _private(view).gifts_given or {}
        picture = Text(_t("gifts") + "\n", Style(bold=True))
        for direction in DIRECTIONS[n]:
            seat = recipient(declarer, direction, n)
            mark = "+" if seat in made else "-"
            card = given.get(seat)
            shown = f" {card_text(card, ascii_only)}" if card is not None else ""
            picture.append(f"{mark} {_t('to.' + direction)}: {_name(names, seat)}{shown}\n")
        return picture

    def _auction_picture(self, p: KierkiPublic, names: Sequence[str], ascii_only: bool) -> Text:
        picture = Text(f"{_t('widow')}: ", Style(bold=True))
        picture.append(
            card_list(p.widow or (), ascii_only) + "\n", Style(bold=True, color="#ffd75f")
        )
        if p.reserve is not None:
            picture.append(f"{_t('reserve')}: {p.reserve}\n")
            if p.high_bid is not None:
                who = _name(names, p.high_bidder)
                picture.append(f"{_t('high_bid')}: {p.high_bid} ({who})\n")
            bidders = ", ".join(_name(names, s) for s in p.bidders or ())
            picture.append(f"{_t('bidders')}: {bidders}\n", Style(dim=True))
        return picture

    # --- the deal-over dialog ---------------------------------------------------------

    def breakdown(
        self, summary: DealSummary, names: Sequence[str], ascii_only: bool
    ) -> RenderableType:
        """The itemised score, with how many of each item every player took."""
        return super().breakdown(with_counts(summary), names, ascii_only)

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """Totals after the deal."""
        if not match.deal_summaries:
            return None
        totals = facts_as(match.deal_summaries[-1].details, KierkiDetails).totals
        line = "  ".join(f"{names[s]} {v}" for s, v in enumerate(totals) if s < len(names))
        return Group(Text(f"{_t('total')}: {line}", Style(bold=True)))


HOOKS = KierkiHooks()
