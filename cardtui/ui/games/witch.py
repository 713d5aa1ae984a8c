"""«Ведьма» at the table: the neighbour's fan face down, the drawn card for its drawer only.

The middle of the table shows the cards offered to the drawer as backs (the
choice bar numbers them: ← → and Enter, or a number key); after a draw, the
drawer sees the card he took face up, the neighbour who lost it too, everybody
else a back. In hot-seat, while every hand is hidden, only backs are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtui.engine import Action, Card, Play, View
from cardtui.engine.facts import facts_as
from cardtui.games.witch_facts import WitchPrivate, WitchPublic
from cardtui.i18n import t
from cardtui.ui.games import Centre, GameHooks
from cardtui.ui.text import card_text, cards_text


def _public(view: View) -> WitchPublic:
    return facts_as(view.public, WitchPublic)


def _private(view: View) -> WitchPrivate:
    return facts_as(view.private, WitchPrivate)


class WitchHooks(GameHooks):
    """Witch: the offered fan, the last draw, who is out, the loss tally."""

    game_id = "witch"

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """The fan to draw from, or the last draw (face up for its drawer and source)."""
        public = _public(view)
        loser = public.loser
        if view.phase == "over" and loser is not None:
            hand = public.loser_hand
            return Centre(
                (Play(loser, tuple(hand)),),
                t("ui.witch.loser", seat=names[loser]),
                winner=loser,
            )
        last = public.last_draw
        plays: tuple[Play, ...] = ()
        if last is not None:
            plays = (Play(last["drawer"], (None if veiled else self._seen_card(view),)),)
        source = public.source
        shorter: tuple[str, ...] = ()
        if view.phase in ("draw", "arrange") and isinstance(source, int):
            size = public.offer_size
            title = t("ui.witch.offer_title", seat=names[source], n=size)
            shorter = (
                t("ui.witch.offer_short", seat=names[source], n=size),
                t("ui.witch.offer_count", n=size),
            )
        else:
            title = self._last_draw_text(view, names, veiled)
        return Centre(plays, title, self._last_draw_text(view, names, veiled), shorter=shorter)

    def choice_labels(
        self, view: View, choices: Sequence[Action], names: Sequence[str], ascii_only: bool
    ) -> tuple[tuple[str, ...], str] | None:
        """The neighbour's cards as backs, numbered by place: pick one."""
        source = _public(view).source
        if view.phase != "draw" or source is None:
            return None
        if not all(a.kind == "draw" and a.value.isdigit() for a in choices):
            return None
        back = card_text(None, ascii_only)
        return (back,) * len(choices), t("ui.witch.pick_from", seat=names[source])

    @staticmethod
    def _seen_card(view: View) -> Card | None:
        private = _private(view)
        return private.drawn or private.lost

    def _last_draw_text(self, view: View, names: Sequence[str], veiled: bool) -> str:
        last = _public(view).last_draw
        if last is None:
            return ""
        drawer, source = last["drawer"], last["source"]
        card = None if veiled else self._seen_card(view)
        if card is not None and view.seat == drawer:
            return t("ui.witch.you_drew", cards=cards_text([card]), seat=names[source])
        if card is not None and view.seat == source:
            return t("ui.witch.they_drew", cards=cards_text([card]), seat=names[drawer])
        return t("ui.witch.blind", seat=names[drawer], n=last["position"], source=names[source])

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Out (with the place), or: your witch is there (when this seat gave it away)."""
        out = tuple(_public(view).out)
        if seat in out:
            return t("ui.witch.out", n=out.index(seat) + 1)
        if _private(view).witch_at == seat and seat != view.seat:
            return t("ui.witch.witch_there")
        return ""

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """Cards offered, discarded, draws; the losses when several games are played."""
        p = _public(view)
        counts = {"offer_size": p.offer_size, "discard_count": p.discard_count, "draws": p.draws}
        lines = [
            (label, str(value))
            for key, value in counts.items()
            if (label := self.info_label(key)) is not None
        ]
        if p.games > 1:
            lines.append((t("ui.witch.losses"), " : ".join(str(n) for n in p.losses)))
        if _private(view).witch_at == view.seat and view.seat is not None:
            lines.append(("", t("ui.witch.witch_here")))
        return lines


HOOKS = WitchHooks()
