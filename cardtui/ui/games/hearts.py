"""UI hooks shared by the Hearts games: pass direction, penalties taken, totals, received cards."""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine import Card, View
from cardtui.i18n import t
from cardtui.ui.games import GameHooks
from cardtui.ui.text import lookup, trump_text


def _joined(values: Sequence[int]) -> str:
    return " : ".join(str(v) for v in values)


class HeartsHooks(GameHooks):
    """Side panel lines of a Hearts game; the received cards are marked in the hand."""

    def fresh_cards(self, view: View) -> frozenset[Card]:
        """The passed cards this seat received, until the first trick is over."""
        return frozenset(view.private.get("received", ()))

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Passing (direction and partner), penalties taken this deal, match totals."""
        public = view.public
        lines: list[tuple[str, str]] = []
        direction = public.get("pass_direction", "")
        if view.phase == "pass_cards" and direction:
            target = view.private.get("pass_to")
            who = names[target] if isinstance(target, int) and target < len(names) else ""
            lines.append((t(f"info.hearts.pass_{direction}"), who))
        suit = public.get("penalty_suit")
        if suit:
            label = lookup(f"info.{self.game_id}.penalty_suit", self.game_id) or suit
            lines.append((label, trump_text(self.game_id, suit, ascii_only)))
        high = public.get("high_bid")
        winner = public.get("high_bidder")
        if high and view.phase in ("bid", "choose_suit", "play"):
            label = lookup(f"info.{self.game_id}.high_bid", self.game_id) or ""
            who = names[winner] if isinstance(winner, int) and winner < len(names) else ""
            lines.append((label, f"{high} {who}".strip()))
        if "stock_size" in public:
            label = lookup(f"info.{self.game_id}.stock_size", self.game_id) or ""
            lines.append((label, str(public["stock_size"])))
        received = view.private.get("received", ())
        source = view.private.get("received_from")
        if received and isinstance(source, int) and source < len(names):
            lines.append((t("info.hearts.from", seat=names[source]), str(len(received))))
        if view.phase != "over" and "penalty_taken" in public:
            lines.append((t("info.hearts.taken"), _joined(public["penalty_taken"])))
        if "totals" in public:
            lines.append((t("info.hearts.totals"), _joined(public["totals"])))
        return lines


FAMILY_HOOKS = HeartsHooks
"""The hooks of every Hearts game without a module of its own."""
