"""A deal's history in words: the side log's lines and the review screen's page.

Drawn from :class:`~cardtui.engine.history.DealHistory` (the deal as one viewer
knows it), so the log, the review and the last-trick key show the same facts,
and only those the viewer may see. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from cardtui.engine import Play
from cardtui.engine.history import DealHistory, Decision, Note, Trick, TrickPlay
from cardtui.i18n import t
from cardtui.ui.games import head_box
from cardtui.ui.text import acted_text, cards_text, event_text

AUTO_MARK = "*"
"""After a card the engine played itself."""


def trick_plays(trick: Trick) -> tuple[Play, ...]:
    """The trick as the table's trick area draws it."""
    return tuple(Play(p.seat, p.cards) for p in trick.plays)


def _name(names: Sequence[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else ""


TITLE_KEYS = {
    True: ("ui.history.trick_cut", "ui.history.trick_taken_plain", "ui.history.trick_taken"),
    False: ("ui.trick.cut", "ui.trick.taken_plain", "ui.trick.taken"),
}
"""Trick titles, numbered or short: cut short, taken (no points), taken with points."""


def trick_title(
    trick: Trick, names: Sequence[str], deal: int | None = None, numbered: bool = True
) -> str:
    """``Trick 3: Bot 2 takes it, 25 points`` (``deal``: name the deal, an earlier one;
    not ``numbered``: the short form the table's trick area shows)."""
    cut, plain, taken = TITLE_KEYS[numbered]
    seat = _name(names, trick.winner)
    if trick.winner is None:
        text = t(cut, n=trick.number)
    elif trick.points is None:
        text = t(plain, n=trick.number, seat=seat)
    else:
        text = t(taken, n=trick.number, seat=seat, points=trick.points)
    return t("ui.history.of_deal", n=deal, text=text) if deal is not None else text


def play_text(play: TrickPlay, ascii_only: bool) -> str:
    """A seat's cards in a trick: ``[..]`` around face-down ones, ``*`` after engine moves."""
    text = cards_text(play.cards, ascii_only)
    if play.face_down:
        text = f"[{text}]"
    return text + AUTO_MARK if play.auto else text


def note_text(note: Note, names: Sequence[str], ascii_only: bool, game: str) -> str | None:
    """The note's event in words (an engine move says so); ``None`` when it has no words."""
    text = event_text(note.event, names, ascii_only, game)
    if text is not None and note.auto:
        text = t("ui.history.auto", text=text)
    return text


def decision_text(decision: Decision, names: Sequence[str], ascii_only: bool, game: str) -> str:
    """``Bot 2 passes``, ``Bot 4: <label>`` for a decision without a sentence of its own."""
    return acted_text(_name(names, decision.seat), decision.action, ascii_only, game)


def trick_line(trick: Trick, names: Sequence[str], ascii_only: bool) -> str:
    """One line for a trick in the log: its number, taker, cards and points."""
    cards = " ".join(play_text(p, ascii_only) for p in trick.plays)
    if trick.winner is None:
        return t("ui.history.log_trick_cut", n=trick.number, cards=cards)
    return t(
        "ui.history.log_trick",
        n=trick.number,
        seat=_name(names, trick.winner),
        cards=cards,
        points=trick.points if trick.points is not None else "-",
    )


def log_lines(deal: DealHistory, names: Sequence[str], ascii_only: bool, game: str) -> list[str]:
    """The side log: every note, decision and trick of the deal, oldest first."""
    lines: list[str] = []
    for entry in deal.entries:
        if isinstance(entry, Trick):
            lines.append(trick_line(entry, names, ascii_only))
        elif isinstance(entry, Note):
            text = note_text(entry, names, ascii_only, game)
            if text is not None:
                lines.append(text)
        else:
            lines.append(decision_text(entry, names, ascii_only, game))
    return lines


# --- the review page --------------------------------------------------------------


def _tricks_table(
    deal: DealHistory, names: Sequence[str], num_seats: int, ascii_only: bool
) -> Table:
    table = Table(box=head_box(ascii_only), expand=False, pad_edge=False, title_justify="left")
    table.add_column("#", justify="right", style="dim")
    for seat in range(num_seats):
        table.add_column(_name(names, seat) or str(seat + 1), no_wrap=False)
    table.add_column(t("ui.history.taken_by"))
    table.add_column(t("ui.history.points"), justify="right")
    tricks = [e for e in deal.entries if isinstance(e, Trick)]
    if deal.current is not None:
        tricks.append(deal.current)
    for trick in tricks:
        cells: list[Text] = [Text("") for _ in range(num_seats)]
        for order, play in enumerate(trick.plays):
            if not 0 <= play.seat < num_seats:
                continue
            style = "bold reverse" if play.seat == trick.winner else ""
            cell = Text((">" if ascii_only else "›") if order == 0 else " ")
            cell.append(play_text(play, ascii_only), style=style)
            cells[play.seat] = cell
        if trick.complete:
            taker = Text(_name(names, trick.winner), style="bold")
            points = Text("-" if trick.points is None else str(trick.points))
        elif trick is deal.current:
            taker, points = Text(t("ui.history.in_play"), style="italic dim"), Text("")
        else:
            taker, points = Text(t("ui.history.not_taken"), style="italic dim"), Text("")
        table.add_row(str(trick.number), *cells, taker, points)
    return table


def _timeline(deal: DealHistory, names: Sequence[str], ascii_only: bool, game: str) -> list[Text]:
    bullet = "- " if ascii_only else "• "
    lines: list[Text] = []
    for entry in deal.entries:
        if isinstance(entry, Trick):
            lines.append(Text("  " + trick_title(entry, names), style="dim"))
        elif isinstance(entry, Note):
            text = note_text(entry, names, ascii_only, game)
            if text is not None:
                lines.append(Text(bullet + text, style="italic" if entry.auto else ""))
        else:
            lines.append(Text(bullet + decision_text(entry, names, ascii_only, game)))
    return lines


def deal_review(
    deal: DealHistory,
    names: Sequence[str],
    num_seats: int,
    ascii_only: bool,
    game: str,
) -> RenderableType:
    """The review page of one deal: the tricks by seat, then everything in order."""
    parts: list[RenderableType] = []
    if deal.dealer is not None:
        parts.append(Text(t("ui.history.dealer", seat=_name(names, deal.dealer)), style="dim"))
    if deal.tricks or deal.current is not None or deal.last_trick is not None:
        parts.append(Text(t("ui.history.tricks"), style="bold underline"))
        parts.append(_tricks_table(deal, names, num_seats, ascii_only))
        lead = ">" if ascii_only else "›"
        legend = t("ui.history.legend", lead=lead, mark=AUTO_MARK)
        parts.append(Text(legend, style="dim italic"))
    else:
        parts.append(Text(t("ui.history.no_tricks"), style="dim italic"))
    timeline = _timeline(deal, names, ascii_only, game)
    parts += [Text(""), Text(t("ui.history.events"), style="bold underline")]
    parts += timeline or [Text(t("ui.history.nothing"), style="dim italic")]
    return Group(*parts)
