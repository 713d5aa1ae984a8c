"""UI hooks shared by the Hearts games: pass direction, penalties taken, totals, received cards."""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from cardtui.engine import Card, View
from cardtui.engine.facts import facts_as, facts_in
from cardtui.games.hearts.facts import AuctionPublic, DominoPublic, HeartsPublic, PassPrivate
from cardtui.i18n import t
from cardtui.ui.games import Centre, GameHooks
from cardtui.ui.text import lookup, trump_text

SLOTS = {2: ("bottom", "top"), 3: ("bottom", "left", "right")}
"""Where a seat sits on the table, by its place counted from the viewer (as the trick area)."""
SLOTS_FOUR = ("bottom", "left", "top", "right")
ARROWS = {"left": "◀━━━ {who}", "top": "▲ {who} ▲", "right": "{who} ━━━▶"}
ASCII_ARROWS = {"left": "<=== {who}", "top": "^ {who} ^", "right": "{who} ===>"}


def _name(names: Sequence[str], seat: object) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


def slot_of(viewer: int, seat: int, seats: int) -> str:
    """Where ``seat`` sits on the table seen from ``viewer``: bottom, left, top or right."""
    place = (seat - viewer) % seats
    slots = SLOTS.get(seats, SLOTS_FOUR)
    slot = slots[place] if place < len(slots) else "top"
    return "top" if slot == "bottom" else slot


def public_facts(view: View) -> HeartsPublic:
    """The view's public facts as the Hearts family's class (a game's own where it has one)."""
    return facts_in(view.public, HeartsPublic, DominoPublic, AuctionPublic)


def pass_facts(view: View) -> PassPrivate:
    """This seat's own pass (empty for a spectator)."""
    return facts_as(view.private, PassPrivate)


def pass_arrow(view: View, names: Sequence[str], ascii_only: bool) -> Text | None:
    """An arrow towards the player who receives this seat's passed cards (passing only)."""
    target = pass_facts(view).pass_to
    if view.phase != "pass_cards" or not isinstance(target, int) or view.seat is None:
        return None
    arrows = ASCII_ARROWS if ascii_only else ARROWS
    slot = slot_of(view.seat, target, view.num_seats)
    picture = Text("\n\n", justify="center")
    picture.append(t("ui.hearts.pass_arrow") + "\n", Style(bold=True))
    picture.append("\n" + arrows[slot].format(who=_name(names, target)) + "\n", Style(bold=True))
    picture.append(t(f"ui.hearts.towards.{slot}") + "\n", Style(dim=True))
    return picture


class HeartsHooks(GameHooks):
    """Side panel lines of a Hearts game; the received cards are marked in the hand."""

    def fresh_cards(self, view: View) -> frozenset[Card]:
        """The passed cards this seat received, until the first trick is over."""
        return frozenset(pass_facts(view).received)

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """While passing: an arrow towards the player who gets this seat's cards."""
        picture = None if veiled else pass_arrow(view, names, ascii_only)
        if picture is None:
            return None
        return Centre(title=t("ui.hearts.passing"), picture=picture)

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Passing (direction and partner), penalties taken this deal, match totals."""
        public, private = public_facts(view), pass_facts(view)
        lines: list[tuple[str, str]] = []
        direction = public.pass_direction
        if view.phase == "pass_cards" and direction:
            lines.append((t(f"info.hearts.pass_{direction}"), _name(names, private.pass_to)))
        if isinstance(public, AuctionPublic):
            lines += self.auction_lines(public, view.phase, names, ascii_only)
        if isinstance(public, DominoPublic):
            label = lookup(f"info.{self.game_id}.stock_size", self.game_id) or ""
            lines.append((label, t("ui.cards_count", n=public.stock_size)))
        received = private.received
        source = private.received_from
        if received and isinstance(source, int) and source < len(names):
            lines.append((t("info.hearts.got", n=len(received)), names[source]))
        return lines + self.penalty_rows(view, names)

    def auction_lines(
        self, public: AuctionPublic, phase: str, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """The bought penalty suit and the high bid (Auction Hearts)."""
        lines: list[tuple[str, str]] = []
        suit = public.penalty_suit
        if suit:
            label = lookup(f"info.{self.game_id}.penalty_suit", self.game_id) or suit
            lines.append((label, trump_text(self.game_id, suit, ascii_only)))
        high = public.high_bid
        if high and phase in ("bid", "choose_suit", "play"):
            label = lookup(f"info.{self.game_id}.high_bid", self.game_id) or ""
            lines.append((label, f"{high} {_name(names, public.high_bidder)}".strip()))
        return lines

    def deal_lines(self, view: View) -> list[tuple[str, str]]:
        """Nothing more: the penalty rows name every player (tricks won mean nothing here)."""
        if "penalty_taken" in view.public or "totals" in view.public:
            return []
        return super().deal_lines(view)

    def penalty_rows(self, view: View, names: Sequence[str]) -> list[tuple[str, str]]:
        """A row per player by name: penalty points this deal and in the match."""
        public = public_facts(view)
        taken = public.penalty_taken if view.phase != "over" else None
        totals = public.totals
        if not taken and not totals:
            return []
        head = "info.hearts.penalty_columns" if taken else "info.hearts.penalty_column_total"
        rows = [(t("info.hearts.penalty_head"), t(head))]
        for seat, name in enumerate(names[: view.num_seats]):
            total = int(totals[seat]) if totals and seat < len(totals) else 0
            if taken and seat < len(taken):
                rows.append((name, t("info.hearts.penalty_row", deal=taken[seat], total=total)))
            else:
                rows.append((name, t("info.hearts.penalty_total", total=total)))
        return rows


FAMILY_HOOKS = HeartsHooks
"""The hooks of every Hearts game without a module of its own."""
